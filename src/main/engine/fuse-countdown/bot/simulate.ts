import { fuseCount, fuseCountdownSetupSchema, type CountdownLevel } from '@shared/fuse-countdown/setup';
import type { RoleId } from '@shared/fuse-countdown/components';
import { PLAYER_COLOURS } from '@shared/players';
import { result } from '../score';
import { playBotGame } from './play';
import type { TimeModel } from './time-model';

export interface CountdownSettingResult {
  players: number;
  level: CountdownLevel;
  fuses: number;
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

export const setupFor = (players: number, level: CountdownLevel, fuses: number | null = null, roles: RoleId[] | 'dealt' = 'dealt') =>
  fuseCountdownSetupSchema.parse({
    seats: PLAYER_COLOURS.slice(0, players).map((colour, i) => ({ name: `Bot ${i + 1}`, colour })),
    level,
    fuses: level === 'training' || level === 'standard' ? null : fuses,
    roles,
  });

/** Plays `games` seeded games (seeds seed, seed + 1, …) of one setting with the reference bot. */
/** Each game is played at its own table's pace (`tablePace`); `model` lets a study fix one time model for every game. */
export function simulateCountdown(players: number, level: CountdownLevel, fuses: number | null, games: number, seed: number, model?: TimeModel): CountdownSettingResult {
  const setup = setupFor(players, level, fuses);
  const losses: Record<string, number> = {};
  const byRole: Record<string, { games: number; wins: number }> = {};
  let wins = 0;
  let score = 0;
  let winScore = 0;
  let turns = 0;
  for (let g = 0; g < games; g++) {
    const { state } = playBotGame(setup, seed + g, model);
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
