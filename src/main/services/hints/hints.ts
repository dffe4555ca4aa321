import type { HintAnswer, HintKept, ShownHint } from '@shared/hints-api';
import type { GameKind } from '@shared/games';
import type { Store } from '../../store/store';
import type { GameService } from '../game-service';
import { ServiceError } from '../service-error';
import { hintIsTheirs, hintSeats, ownerIn, type Actor, type Seating } from '../table/authority';

/** What a hint needs of the application: its games, its store, and who sits where now. */
export interface HintsDeps {
  games: () => GameService;
  store: () => Store;
  seating: (id: string) => Seating;
}

/**
 * The worlds a hint samples are drawn from where the game stands (its version) and who asks, never
 * from the game's seed: the seed decides the dice to come, and a hint must not know them.
 */
const hintSeed = (version: number, seats: readonly number[]): number => (version * 104_729 + seats.reduce((a, s) => a * 7 + s + 1, 0) * 7_919 + 1) | 0;

/**
 * "What would you do?" for one seat (a device asks for its own; the main screen for one of the seats
 * it plays) or, without a seat, for every seat the main screen plays. Worked out by the game's
 * module from the players' view; a hint that suggests something is counted in the game's record.
 *
 * A hint lasts until it is impossible (docs/hints.md): a screen whose hint is out after someone else's
 * act sends it back (`shown`). Still one of these seats' (or the table's) and accepted by the rules as
 * the game stands, it is kept (not counted again); otherwise a new one is worked out in its place.
 */
export function askHint(deps: HintsDeps, id: string, actor: Actor, seat?: number, shown?: ShownHint): HintAnswer {
  const at = hintMoment(deps, id, actor, seat, shown);
  if (shown && standsFor(at, actor, shown)) return { id, kind: at.kind, version: at.version, seats: at.seats, kept: true };
  const { module, state, version, kind, seats } = at;
  const advice = module.advice!.advise(module.view(state), seats, hintSeed(version, seats));
  if (advice.action !== null) deps.store().games.addHintShown(id);
  return { id, kind, version, seats, action: advice.action, why: advice.why } as HintAnswer;
}

/**
 * Only the cheap half of a hint sent back: kept when it still stands (as `askHint` keeps it), else
 * null, and nothing is worked out. A device's hint that another seat's act left possible is kept
 * this way whatever the seat's share of the host's time (guests/guest-gate.ts).
 */
export function keptHint(deps: HintsDeps, id: string, actor: Actor, seat: number | undefined, shown: ShownHint): HintKept | null {
  const at = hintMoment(deps, id, actor, seat, shown);
  return standsFor(at, actor, shown) ? { id, kind: at.kind, version: at.version, seats: at.seats, kept: true } : null;
}

/** Where the game stands for a hint, after the checks every hint passes (over, paused, no advice, the wrong game). */
function hintMoment(deps: HintsDeps, id: string, actor: Actor, seat?: number, shown?: ShownHint) {
  const { record, state, module } = deps.games().live(id);
  if (record.status !== 'in-progress') {
    throw new ServiceError({ code: 'game-finished', message: 'This game is over: there is nothing left to suggest.', params: { id, status: record.status } });
  }
  if (record.paused) throw new ServiceError({ code: 'game-paused', message: 'This game is paused: continue it to ask for a hint.', params: { id } });
  if (!module.advice) throw new ServiceError({ code: 'no-hints', message: 'This game offers no hints.', params: { kind: record.kind } });
  const seating = deps.seating(id);
  // A device asks for its own seat; the main screen for one it plays, or every seat it plays (and the table's questions).
  const seats = hintSeats(actor, seating, seat);
  const kind = record.kind as GameKind;
  if (shown && shown.kind !== kind) {
    throw new ServiceError({ code: 'wrong-game-kind', message: `This game is ${kind}, not ${shown.kind}.`, params: { id, kind } });
  }
  return { state, module, seating, seats, kind, version: record.actionCount };
}

/** Whether a hint sent back still stands: still these seats' (or the table's), and accepted by the rules as the game stands. */
function standsFor(at: ReturnType<typeof hintMoment>, actor: Actor, shown: ShownHint): boolean {
  const theirs = hintIsTheirs(ownerIn(at.module, at.state, shown.action), actor, at.seating, at.seats);
  // The rules' own check, on a copy: nothing is applied.
  return theirs && at.module.applyChecked(at.state, shown.action).ok;
}
