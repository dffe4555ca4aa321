import type { GameSummary } from '../../../../shared/games';
import type { TimerSeconds } from '../../../../shared/flatline/setup';
import type { Seat } from '../../../../shared/players';
import { initialOf, tableInitials, type PlayerLook } from '../table-kit/player-look';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export const timerKey = (seconds: TimerSeconds): string => `app.timers.${seconds === null ? 'untimed' : seconds}`;

/** One line saying how a game is set up: who plays, at which level, with which countdown. */
export function setupSummary(game: Pick<GameSummary, 'setup' | 'solitaire' | 'seats'>, t: Translate): string {
  const level = t(`app.levels.${game.setup.level}`);
  const timer = t(timerKey(game.setup.timerSeconds));
  if (game.solitaire) return t('app.setup.soloSummary', { level, timer });
  return t('app.setup.summary', { players: t('app.newGame.playerCount', { count: game.seats.length }), level, timer });
}

/** The people at the table, by name, each once (a solitaire player holds two seats). */
export function peopleAtTable(game: Pick<GameSummary, 'seats' | 'solitaire'>): string[] {
  return game.solitaire ? [game.seats[0]?.name ?? ''] : game.seats.map((s) => s.name);
}

/**
 * How each seat is drawn: its colour and an initial that tells the people apart. A solitaire
 * player's two colours are one person, so both carry the same initial.
 */
export function seatLooks(seats: readonly Seat[], solitaire: boolean): PlayerLook[] {
  const initials = solitaire ? seats.map((s) => initialOf(s.name)) : tableInitials(seats.map((s) => s.name));
  return seats.map((seat, i) => ({ name: seat.name, colour: seat.colour, initial: initials[i]! }));
}
