import type { BotSeats } from '@shared/bots';
import type { Seat } from '@shared/players';
import { initialOf, tableInitials, type PlayerLook } from './player-look';

/** The people at the table, by name, each once (a solitaire player holds two seats). */
export function peopleAtTable(game: { seats: readonly Seat[]; solitaire: boolean }): string[] {
  return game.solitaire ? [game.seats[0]?.name ?? ''] : game.seats.map((s) => s.name);
}

/** Whether a title already names everyone at the table (a default title does): then a list need not repeat them. */
export const titleNamesEveryone = (title: string, people: readonly string[]): boolean => people.every((name) => name !== '' && title.includes(name));

/**
 * How each seat is drawn: its colour and an initial that tells the people apart, and whether a bot
 * plays it (at what pace). A solitaire player's two colours are one person, so both carry the same initial.
 */
export function seatLooks(seats: readonly Seat[], solitaire: boolean, bots?: BotSeats): PlayerLook[] {
  const initials = solitaire ? seats.map((s) => initialOf(s.name)) : tableInitials(seats.map((s) => s.name));
  return seats.map((seat, i) => ({ name: seat.name, colour: seat.colour, initial: initials[i]!, ...(bots?.seats.includes(i) ? { bot: bots.pace } : {}) }));
}
