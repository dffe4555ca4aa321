import { z } from 'zod';
import type { GameKind } from './games';
import type { FlatlineSetup } from './flatline/setup';
import { profileIdSchema } from './profiles';
import { campaignIdSchema } from './campaigns';

/** Who sat at a seat of a finished game (the profile, when one was chosen). */
export interface SeatPlayer {
  seat: number;
  name: string;
  colour: string;
  profileId: string | null;
}

/** The numbers of a finished game that history and statistics show. */
export interface ResultNumbers {
  lossCause: string | null;
  rounds: number;
  patientsTreated: number;
  emergenciesCleared: number;
  statFailed: number;
  rerollsUsed: number;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
}

/** What is recorded when a game ends, computed once from its final state. */
export interface GameResult extends ResultNumbers {
  gameId: string;
  kind: GameKind;
  title: string;
  setup: FlatlineSetup;
  players: SeatPlayer[];
  outcome: 'won' | 'lost';
  campaignId: string | null;
  missionId: string | null;
}

/** Which finished games a history or statistics view covers. */
export const statsFilterSchema = z
  .object({
    profileId: profileIdSchema.optional(),
    campaignId: campaignIdSchema.optional(),
  })
  .strict();
export type StatsFilter = z.infer<typeof statsFilterSchema>;

export interface WinTally {
  key: string;
  games: number;
  wins: number;
}

export interface Stats {
  games: number;
  wins: number;
  /** Wins / games, 0 when no games. */
  winRate: number;
  byLevel: WinTally[];
  byMeterSide: WinTally[];
  byPlayers: WinTally[];
  /** Keys: '60', '90', '120', 'untimed'. */
  byTimer: WinTally[];
  /** Finished games per month (key 'YYYY-MM'), oldest first. */
  overTime: WinTally[];
  /** Wins in a row up to the latest game (0 when it was lost). */
  currentStreak: number;
  bestStreak: number;
  /** Means over the games counted; null when there are none. */
  averages: {
    rounds: number;
    patientsTreated: number;
    emergenciesCleared: number;
    statFailed: number;
    rerollsUsed: number;
  } | null;
  lossCauses: { cause: string; count: number }[];
}
