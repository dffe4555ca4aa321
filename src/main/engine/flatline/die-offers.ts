import type { FlatlineState } from '@shared/flatline/state';
import type { Refusal } from '../core/rules';
import { log, refusal, type Ctx } from './context';

// A die for another seat's re-roll (rulebook: "any player must sacrifice one of their dice"), as it
// is played from devices (devices.md, "A die is its owner's"): the seat that wants a re-roll asks the
// table; a player with dice offers one of theirs; the re-roll happens when the asker accepts it, with
// its own `reroll` naming the offered die as the sacrifice. At one screen the table agrees aloud and a
// `reroll` may name any player's die, as it always could: who may send which is the services' check
// (`flatlineOwnerOf`: a die not offered is its owner's to give).

const seatOfDie = (die: string): number | undefined => {
  const match = /^s(\d)d\d$/.exec(die);
  return match ? Number(match[1]) : undefined;
};

const inTray = (s: FlatlineState, die: string): boolean => s.dice.some((d) => d.id === die && d.at.kind === 'tray');
const holdsDice = (s: FlatlineState, seat: number): boolean => s.dice.some((d) => d.seat === seat && d.at.kind === 'tray');

/** Whether `die` stands offered for the re-roll of `seat`. */
export function isOffered(s: Pick<FlatlineState, 'countdown'>, die: string, seat: number): boolean {
  return (s.countdown.offers ?? []).some((offer) => offer.die === die && offer.to === seat);
}

/** The seat whose die a re-roll sacrifices, when it is another's and was not offered to it; else undefined. */
export function giverOf(s: Pick<FlatlineState, 'countdown'>, seat: number, sacrifice: string | undefined): number | undefined {
  if (sacrifice === undefined) return undefined;
  const giver = seatOfDie(sacrifice);
  return giver === undefined || giver === seat || isOffered(s, sacrifice, seat) ? undefined : giver;
}

function needCountdown(ctx: Ctx): Refusal | null {
  return ctx.s.stop === 'countdown' ? null : refusal('not-countdown', 'This is done during the countdown only.');
}

/** The re-roll track takes a sacrifice now: not locked down, a space free. */
function trackOpen(ctx: Ctx): Refusal | null {
  const { s } = ctx;
  if (s.locks.reroll) return refusal('reroll-track-locked', 'A lock-down tile covers the re-roll track this round.');
  if (!s.rerollTrack.includes(null)) return refusal('reroll-track-full', 'The re-roll track is full this round.', { capacity: s.rerollCapacity });
  return null;
}

/** A seat asks for a die to sacrifice for its re-roll: it must hold dice to roll again. */
export function askDie(ctx: Ctx, seat: number, unready: (seat: number) => void): Refusal | null {
  const { s } = ctx;
  const problem = needCountdown(ctx) ?? trackOpen(ctx);
  if (problem) return problem;
  if (seat >= s.players) return refusal('unknown-seat', 'There is no such player.', { seat });
  if (!holdsDice(s, seat)) return refusal('no-dice-to-reroll', 'This player has no unplaced die to roll again.', { seat });
  const asks = s.countdown.asks ?? [];
  if (asks.includes(seat)) return refusal('already-asking', 'This player is already asking for a die.', { seat });
  s.countdown.asks = [...asks, seat].sort((a, b) => a - b);
  // Asking for a die is acting again: the seat is not done.
  unready(seat);
  log(ctx, 'die-asked', { seat });
  return null;
}

/** A die's owner offers it to a seat that asks. */
export function offerDie(ctx: Ctx, die: string, to: number): Refusal | null {
  const { s } = ctx;
  const problem = needCountdown(ctx);
  if (problem) return problem;
  const giver = seatOfDie(die);
  if (giver === undefined || !inTray(s, die)) return refusal('die-not-available', 'That die is not an unplaced rolled die.', { die });
  if (!(s.countdown.asks ?? []).includes(to)) return refusal('not-asking', 'That player is not asking for a die.', { seat: to });
  if (giver === to) return refusal('offer-own-die', 'A player re-rolls with their own die without asking.', { die });
  if (isOffered(s, die, to)) return refusal('already-offered', 'That die is already offered to this player.', { die, seat: to });
  const face = s.dice.find((d) => d.id === die)?.face ?? '';
  s.countdown.offers = [...(s.countdown.offers ?? []), { die, to }];
  log(ctx, 'die-offered', { die, seat: giver, asker: to, face });
  return null;
}

/** The asking seat asks no more; the dice offered to it stay with their owners. */
export function withdrawAsk(ctx: Ctx, seat: number): Refusal | null {
  const problem = needCountdown(ctx);
  if (problem) return problem;
  if (!(ctx.s.countdown.asks ?? []).includes(seat)) return refusal('not-asking', 'That player is not asking for a die.', { seat });
  closeAsk(ctx.s, seat);
  log(ctx, 'ask-withdrawn', { seat });
  return null;
}

/** A seat's ask is over (it re-rolled, or withdrew): it and the offers to it go. */
export function closeAsk(s: FlatlineState, seat: number): void {
  s.countdown.asks = (s.countdown.asks ?? []).filter((asker) => asker !== seat);
  s.countdown.offers = (s.countdown.offers ?? []).filter((offer) => offer.to !== seat);
  tidyOffers(s);
}

/**
 * Keeps only what still holds: offers of dice still unplaced, to seats still asking, and asks of
 * seats still holding dice, during the countdown only; an empty list is left out of the state.
 */
export function tidyOffers(s: FlatlineState): void {
  if (!s.countdown.asks && !s.countdown.offers) return;
  const counting = s.stop === 'countdown' && s.outcome === 'in-progress';
  const asks = counting ? (s.countdown.asks ?? []).filter((seat) => holdsDice(s, seat)) : [];
  const offers = counting ? (s.countdown.offers ?? []).filter((offer) => asks.includes(offer.to) && inTray(s, offer.die)) : [];
  if (asks.length > 0) s.countdown.asks = asks;
  else delete s.countdown.asks;
  if (offers.length > 0) s.countdown.offers = offers;
  else delete s.countdown.offers;
}
