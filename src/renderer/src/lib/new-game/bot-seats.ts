// Bot teammates in the new-game forms (docs/bots.md): which people of the draft are bots, the seats
// that makes them in the game, and the one-press "fill the empty seats with bots".
import type { BotPace } from '@shared/bots';

/** The game's seats a bot plays: a bot person's seat, or both seats of a solitaire person. */
export function botSeatsOf(bots: readonly boolean[], people: number, solitaire: boolean): number[] {
  const seats = bots.slice(0, people).flatMap((bot, person) => (bot ? [person] : []));
  return solitaire && seats.includes(0) ? [0, 1] : seats;
}

/** A createGame call with its bot seats and their pace, sent only when some seat is a bot. */
export function withBots<I extends object>(input: I, seats: readonly number[], pace: BotPace): I | (I & { bots: { seats: number[]; pace: BotPace } }) {
  return seats.length > 0 ? { ...input, bots: { seats: [...seats], pace } } : input;
}

/**
 * "Fill the empty seats with bots": every person after the first with no name typed and no profile
 * becomes a bot (the first stays someone's: a person is filling in the form).
 */
export function fillWithBots(bots: readonly boolean[], names: readonly string[], profiles: readonly (string | null)[], people: number): boolean[] {
  return bots.map((bot, person) => bot || (person > 0 && person < people && (names[person] ?? '').trim() === '' && (profiles[person] ?? null) === null));
}
