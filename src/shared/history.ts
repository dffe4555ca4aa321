import { z } from 'zod';
import { gameKindSchema, type GameKind, type GameTypes } from './games';
import type { ResultDetails } from './game-module';
import { profileIdSchema } from './profiles';
import { campaignIdSchema } from './campaigns';

/** Who sat at a seat of a finished game (the profile, when one was chosen). */
export interface SeatPlayer {
  seat: number;
  name: string;
  colour: string;
  profileId: string | null;
}

/** What every finished game records, whatever the game, plus the game's own details. */
export interface ResultNumbers {
  outcome: 'won' | 'lost';
  /** Why the game was lost (a stable code), or null. */
  cause: string | null;
  /** The level it was played at, where the game has levels. */
  level: string | null;
  /** The clock setting ('60', 'untimed'…), so statistics keep timers apart. */
  timer: string;
  rounds: number;
  /** The game's score, where it keeps one. */
  score: number | null;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  /** The game's own numbers and settings (FLATLINE: meter side, patients treated…). */
  details: ResultDetails;
  /** The seats (from 0) played from players' own devices; absent for a game played at one screen. */
  devices?: number[];
  /** How many hints were shown at its table; absent for a game played without hints. */
  hints?: number;
  /** The seats (from 0) a bot played; absent when people sat at every seat. */
  bots?: number[];
  /** Played with the physical box, recorded by the companion's result form; absent for a game played on screen. */
  physical?: true;
}

/** What is recorded when a game ends, computed once from its final state. */
export type GameResult = {
  [K in GameKind]: ResultNumbers & {
    gameId: string;
    kind: K;
    title: string;
    setup: GameTypes[K]['setup'];
    players: SeatPlayer[];
    campaignId: string | null;
    missionId: string | null;
  };
}[GameKind];

/** Which finished games a history or statistics view covers. */
export const statsFilterSchema = z
  .object({
    profileId: profileIdSchema.optional(),
    campaignId: campaignIdSchema.optional(),
    /** One game's results only; all games when absent. */
    kind: gameKindSchema.optional(),
    /** Only the games played without hints, or only those with; both when absent. */
    hints: z.enum(['without', 'with']).optional(),
    /** Leave out the games a bot played a seat of. */
    noBots: z.boolean().optional(),
    /** Only the games played on screen, or only those played with the physical box; both when absent. */
    physical: z.enum(['without', 'only']).optional(),
  })
  .strict();
export type StatsFilter = z.infer<typeof statsFilterSchema>;

export interface WinTally {
  key: string;
  games: number;
  wins: number;
}

/** A game's own breakdown (declared by its module): win tallies per value of one of its details. */
export interface StatsDimension {
  kind: GameKind;
  key: string;
  tallies: WinTally[];
}

export interface Stats {
  games: number;
  wins: number;
  /** Wins / games, 0 when no games. */
  winRate: number;
  byKind: WinTally[];
  byLevel: WinTally[];
  byPlayers: WinTally[];
  /** Keys: the games' clock settings ('60', '90', '120', 'untimed'…). */
  byTimer: WinTally[];
  /** Keys: 'one-screen', 'devices' (some seat played from a player's own device) and 'physical' (the physical box, with the companion). */
  byTable: WinTally[];
  /** Keys: 'without' and 'with' (some hint was shown at the table). */
  byHints: WinTally[];
  /** Finished games per month (key 'YYYY-MM'), oldest first. */
  overTime: WinTally[];
  /** Wins in a row up to the latest game (0 when it was lost). */
  currentStreak: number;
  bestStreak: number;
  /** Means over the games counted; null when there are none. */
  averages: {
    rounds: number;
    durationMs: number;
    /** Over the games that keep a score; null when none does. */
    score: number | null;
  } | null;
  /** Each game's declared breakdowns, over that game's results. */
  dimensions: StatsDimension[];
  /** Each game's declared averages of its details, over that game's results. */
  detailAverages: { kind: GameKind; key: string; value: number }[];
  lossCauses: { cause: string; count: number }[];
  /** The best score of each setting played (games that keep a score), by kind, then best first. */
  bestScores: BestScore[];
  /** The latest scored games' scores, oldest first: at most SCORES_KEPT per kind. */
  scores: ScorePoint[];
}

/** How many of the latest scores statistics return per kind (the score-over-time chart). */
export const SCORES_KEPT = 50;

/** One setting's best score: the generic settings, the game's declared setting details, and the game that made it. */
export interface BestScore {
  kind: GameKind;
  level: string | null;
  players: number;
  timer: string;
  /** The game's own setting details (declared by its module), as text. */
  setting: Record<string, string>;
  score: number;
  /** Games of this setting that kept a score. */
  games: number;
  gameId: string;
  finishedAt: string;
  /** Set when the games of this line were played with hints (their best is kept apart). */
  hints?: true;
  /** Set when the games of this line were played with the physical box (their best is kept apart). */
  physical?: true;
}

export interface ScorePoint {
  kind: GameKind;
  gameId: string;
  finishedAt: string;
  score: number;
  won: boolean;
}
