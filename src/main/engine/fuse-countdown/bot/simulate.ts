import { fittedClock } from '@shared/fuse-countdown/fitted-clock';
import { fuseCount, fuseCountdownSetupSchema, PRINTED_CLOCK_MINUTES, type ClockTable, type CountdownLevel } from '@shared/fuse-countdown/setup';
import type { RoleId } from '@shared/fuse-countdown/components';
import { PLAYER_COLOURS } from '@shared/players';
import { result } from '../score';
import { playBotGame } from './play';
import { strongPlayer } from './strong-player';
import type { TimeModel } from './time-model';

export interface CountdownSettingResult {
  players: number;
  level: CountdownLevel;
  fuses: number;
  /** The clock the games were played on: its length (null: untimed) and whether it is the table's fitted clock. */
  clock: { minutes: number | null; fitted: boolean };
  games: number;
  wins: number;
  winRate: number;
  averageScore: number;
  averageWinningScore: number | null;
  losses: Record<string, number>;
  turnsMean: number;
  /** Solo only: wins and games by the role played. */
  byRole?: Record<string, { games: number; wins: number }>;
}

/**
 * The clock a simulated game plays on: the table's fitted clock for its level and player count
 * (`fitted-clock.ts`), the rulebook's printed 10:00, another clock the app offers (minutes: 10, 15 or
 * 20), or none.
 */
export type SimClock = 'fitted' | 'printed' | 'untimed' | number;

/** The setup's clock fields for a simulated setting. */
function clockFields(clock: SimClock, players: number, level: CountdownLevel, table: ClockTable): { clockMinutes: number | null; clockFitted: boolean } {
  if (clock === 'fitted') return fittedClock(players, level, table);
  if (clock === 'printed') return { clockMinutes: PRINTED_CLOCK_MINUTES, clockFitted: false };
  if (clock === 'untimed') return { clockMinutes: null, clockFitted: false };
  return { clockMinutes: clock, clockFitted: false };
}

/** A bot table's setup; the clock defaults to the printed 10:00 (a fitted clock: the one for `table`). */
export const setupFor = (
  players: number,
  level: CountdownLevel,
  fuses: number | null = null,
  roles: RoleId[] | 'dealt' = 'dealt',
  clock: SimClock = 'printed',
  table: ClockTable = 'one-screen',
) =>
  fuseCountdownSetupSchema.parse({
    seats: PLAYER_COLOURS.slice(0, players).map((colour, i) => ({ name: `Bot ${i + 1}`, colour })),
    level,
    fuses: level === 'training' || level === 'standard' ? null : fuses,
    roles,
    ...clockFields(clock, players, level, table),
  });

/**
 * Plays `games` seeded games (seeds seed, seed + 1, …) of one setting with the reference bot, on the
 * setting's fitted clock unless `clock` says otherwise. Each game is played at its own table's pace
 * (`tablePace`); `model` lets a study fix one time model for every game. `table`: one pointer places
 * every die (one screen, the default) or each seat its own at once (devices; its own fitted clocks).
 */
export function simulateCountdown(
  players: number,
  level: CountdownLevel,
  fuses: number | null,
  games: number,
  seed: number,
  { clock = 'fitted', model, player = 'reference', table = 'one-screen' }: { clock?: SimClock; model?: TimeModel; player?: 'reference' | 'strong'; table?: ClockTable } = {},
): CountdownSettingResult {
  const setup = setupFor(players, level, fuses, 'dealt', clock, table);
  const losses: Record<string, number> = {};
  const byRole: Record<string, { games: number; wins: number }> = {};
  let wins = 0;
  let score = 0;
  let winScore = 0;
  let turns = 0;
  for (let g = 0; g < games; g++) {
    const bot = player === 'strong' ? strongPlayer(seed + g) : undefined;
    const { state } = playBotGame(setup, seed + g, model, 20_000, bot, table);
    const won = state.outcome?.status === 'won';
    const r = result(state);
    score += r.score;
    turns += state.turn;
    if (won) {
      wins++;
      winScore += r.score;
    } else {
      const cause = state.outcome?.cause ?? 'unfinished';
      losses[cause] = (losses[cause] ?? 0) + 1;
    }
    if (players === 1) {
      const role = state.seats[0]?.role ?? 'none';
      const entry = (byRole[role] ??= { games: 0, wins: 0 });
      entry.games++;
      if (won) entry.wins++;
    }
  }
  return {
    players,
    level,
    fuses: fuseCount(setup),
    clock: { minutes: setup.clockMinutes, fitted: setup.clockFitted },
    games,
    wins,
    winRate: wins / games,
    averageScore: score / games,
    averageWinningScore: wins > 0 ? winScore / wins : null,
    losses,
    turnsMean: turns / games,
    ...(players === 1 ? { byRole } : {}),
  };
}
