import type { LogEntry } from '@shared/flatline/log';
import { flatlineSetupSchema, type FlatlineLevel, type MeterSide } from '@shared/flatline/setup';
import { PLAYER_COLOURS } from '@shared/players';
import { playGreedyGame } from './play';
import { strongPlayer } from './strong-player';

/** Who plays a simulated table: the reference greedy bot (the balance yardstick) or the strong player. */
export type SimPlayer = 'reference' | 'strong';

export interface SettingResult {
  players: number;
  level: FlatlineLevel;
  meter: MeterSide;
  games: number;
  wins: number;
  winRate: number;
  losses: Record<string, number>;
  roundsMean: number;
  roundsMin: number;
  roundsMax: number;
}

/** Plays `games` seeded games of one setting with the greedy bot (players 1 = solitaire, two colours). */
export function simulate(
  players: number,
  level: FlatlineLevel,
  meter: MeterSide,
  games: number,
  seed: number,
  onGame?: (log: LogEntry[]) => void,
  player: SimPlayer = 'reference',
): SettingResult {
  const solitaire = players === 1;
  const seats = PLAYER_COLOURS.slice(0, solitaire ? 2 : players).map((colour, i) => ({ name: `Bot ${i + 1}`, colour }));
  const setup = flatlineSetupSchema.parse({ seats, solitaire, level, meterSide: meter, timerSeconds: null });
  const losses: Record<string, number> = {};
  let wins = 0;
  let rounds = 0;
  let roundsMin = Infinity;
  let roundsMax = 0;
  for (let g = 0; g < games; g++) {
    const { state } = player === 'strong' ? playGreedyGame(setup, seed + g, 5000, strongPlayer(seed + g)) : playGreedyGame(setup, seed + g);
    onGame?.(state.log);
    if (state.outcome === 'won') wins++;
    else {
      const cause = state.lossCause ?? 'unfinished';
      losses[cause] = (losses[cause] ?? 0) + 1;
    }
    rounds += state.round;
    roundsMin = Math.min(roundsMin, state.round);
    roundsMax = Math.max(roundsMax, state.round);
  }
  return { players, level, meter, games, wins, winRate: wins / games, losses, roundsMean: rounds / games, roundsMin, roundsMax };
}
