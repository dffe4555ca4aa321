import { isTick, type ActionOwner, type AnyGameModule } from '../../engine/core/game-module';
import { ServiceError } from '../service-error';

/**
 * Who may do what at the table (docs/services.md): the one place that decides. The game module says
 * whose an action is (`ownerOf`); this says whether the one who sent it is that one. Every action
 * reaches a game through the table runtime's `play`, which asks here first: the main screen's, a
 * device's, a bot's and the services' own (the clock's tick, a deadline, a clock fitted to devices).
 */

/** Who acts: the main screen, the device that plays a seat, the bot that plays a seat, or the services. */
export type Actor = { kind: 'main-screen' } | { kind: 'device'; seat: number } | { kind: 'bot'; seat: number } | { kind: 'services' };

export const MAIN_SCREEN: Actor = { kind: 'main-screen' };
export const SERVICES: Actor = { kind: 'services' };
export const deviceAt = (seat: number): Actor => ({ kind: 'device', seat });
export const botAt = (seat: number): Actor => ({ kind: 'bot', seat });

/** Who plays each seat of a game now: its seats' names, the seats played from devices and the bots' seats. */
export interface Seating {
  names: readonly string[];
  devices: readonly number[];
  bots: readonly number[];
}

/** What an actor asks for: to play an action, or a hint for a seat (the same ownership, said otherwise). */
type Purpose = 'act' | 'hint';

const refused = (code: string, message: string, params?: Record<string, string | number>): ServiceError =>
  new ServiceError({ code, message, ...(params ? { params } : {}) });

/** Whose an action is in the game as it stands: the module's word, the tick always the services'. */
export function ownerIn(module: AnyGameModule, state: unknown, action: unknown): ActionOwner {
  return isTick(module, action) ? 'services' : module.ownerOf(state, action);
}

/**
 * The bot that answers the table's questions (starts, decisions for all): only at a table where every
 * seat is a bot, and then the first bot seat. Elsewhere the people answer them (the bots propose).
 */
export function tableBot(seating: Pick<Seating, 'names' | 'bots'>): number | null {
  return seating.bots.length > 0 && seating.bots.length >= seating.names.length ? (seating.bots[0] ?? null) : null;
}

/** Why the main screen may not play a seat (a device's or a bot's), or null: it plays every other. */
function mainScreenSeat(seat: number, seating: Seating, purpose: Purpose, giving = false): ServiceError | null {
  if (seating.devices.includes(seat)) {
    const message =
      purpose === 'hint'
        ? `Seat ${seat + 1} is played from a device: its hints are asked there.`
        : giving
          ? `Seat ${seat + 1} is played from a device: only its player offers its dice.`
          : `Seat ${seat + 1} is played from a device: only that device moves its dice.`;
    return refused('seat-played-from-device', message, { seat });
  }
  if (seating.bots.includes(seat)) {
    if (purpose === 'hint') return refused('seat-played-by-bot', `A bot plays seat ${seat + 1}: hints are for the people at the table.`, { seat });
    const name = seating.names[seat] ?? String(seat + 1);
    return refused('seat-played-by-bot', `A bot plays ${name}: it makes that seat's moves itself. Make it a person's seat in Invite players to play it here.`, { seat, name });
  }
  return null;
}

/**
 * Why `actor` may not send an action whose owner is `owner`, or null when it may. `tick`: the action is
 * the clock's (a device is told the host keeps the time).
 */
export function refusal(owner: ActionOwner, actor: Actor, seating: Seating, tick = false): ServiceError | null {
  switch (actor.kind) {
    // The clock, the deadlines and what the devices call for: the services apply what the game declares.
    case 'services':
      return null;
    case 'main-screen':
      // The services' own actions (the tick, a clock fitted to the devices at the table) come from no screen.
      if (owner === 'services') return refused('action-forbidden', 'The app sets this itself: no screen sends it.');
      if (owner === 'table' || owner === 'main-screen') return null;
      // A die offered is its giver's act: a seat's die not offered goes only from where that seat is played.
      return mainScreenSeat(owner.seat, seating, 'act') ?? (owner.giver === undefined ? null : mainScreenSeat(owner.giver, seating, 'act', true));
    case 'device':
      // The token was checked at the gate; a seat no device plays any more (released, moved) sends nothing.
      if (!seating.devices.includes(actor.seat)) return refused('invalid-token', 'This seat’s token no longer works: join the table again.');
      if (owner === 'services') {
        return refused('guest-action-forbidden', tick ? 'The host keeps the clock: a device cannot send its time.' : 'Only the host sets this: a device cannot send it.');
      }
      // A device's Done is its own seat's: the Done that ends the countdown for every seat is the main screen's.
      if (owner === 'main-screen') return refused('guest-action-forbidden', 'Only the main screen does this for every seat at once: a device acts for its own seat.');
      if (owner === 'table') return null;
      if (owner.seat !== actor.seat) return refused('not-your-seat', `That action is seat ${owner.seat + 1}’s, and this device plays seat ${actor.seat + 1}.`, { seat: owner.seat });
      // A die is its owner's: another seat's die is sacrificed only once its player offered it.
      if (owner.giver !== undefined) return refused('die-not-offered', `That die is seat ${owner.giver + 1}’s: ask the table for a die, and its player offers one.`, { seat: owner.giver });
      return null;
    case 'bot':
      // A seat made a person's stops its bot at once, even one whose choice was under way.
      if (!seating.bots.includes(actor.seat)) return refused('seat-not-bot', `No bot plays seat ${actor.seat + 1}: it is a person's.`, { seat: actor.seat });
      if (owner === 'services' || owner === 'main-screen') return refused('action-forbidden', 'A bot plays its own seat: this is not a seat’s to send.');
      if (owner === 'table') return tableBot(seating) === actor.seat ? null : refused('action-forbidden', 'The people at the table answer its questions: the bots propose.');
      if (owner.seat !== actor.seat) return refused('not-your-seat', `That action is seat ${owner.seat + 1}’s, and this bot plays seat ${actor.seat + 1}.`, { seat: owner.seat });
      if (owner.giver !== undefined) return refused('die-not-offered', `That die is seat ${owner.giver + 1}’s: a bot re-rolls with its own dice.`, { seat: owner.giver });
      // A bot never has second thoughts: taking back a die is a person's.
      if (owner.person) return refused('bot-never-takes-back', 'A bot plays each die once: only a person takes one back.', { seat: owner.seat });
      return null;
  }
}

/** Refuses, changing nothing, an action the actor may not send in the game as it stands. */
export function checkPlay(module: AnyGameModule, state: unknown, action: unknown, actor: Actor, seating: Seating): void {
  const problem = refusal(ownerIn(module, state, action), actor, seating, isTick(module, action));
  if (problem) throw problem;
}

/**
 * The seats a hint may be asked for by `actor` (`seat`: the one named, else every seat it plays): a
 * device its own; the main screen one it plays, or all of them (never a device's, never a bot's).
 */
export function hintSeats(actor: Actor, seating: Seating, seat?: number): number[] {
  if (actor.kind === 'device' || actor.kind === 'bot') return [actor.seat];
  if (seat !== undefined && seat >= seating.names.length) throw refused('no-such-seat', `This game has no seat ${seat + 1}.`, { seat });
  if (actor.kind === 'services') return seat !== undefined ? [seat] : seating.names.map((_, s) => s);
  if (seat !== undefined) {
    const problem = mainScreenSeat(seat, seating, 'hint');
    if (problem) throw problem;
    return [seat];
  }
  return seating.names.map((_, s) => s).filter((s) => mainScreenSeat(s, seating, 'hint') === null);
}

/** Whether a hint's action is still the asker's to play, for the seats it was asked for. */
export function hintIsTheirs(owner: ActionOwner, actor: Actor, seating: Seating, seats: readonly number[]): boolean {
  return refusal(owner, actor, seating) === null && (typeof owner !== 'object' || seats.includes(owner.seat));
}
