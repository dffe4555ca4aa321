import { z } from 'zod';
import { gameKindSchema, type GameDetail, type GameKind } from '../games';
import { gameTitleSchema } from '../clean-text';
import { playerNameSchema } from '../players';
import { profileIdSchema } from '../profiles';
import type { DailyLineResult, DailySetting } from './daily-block';

/** A setting as the API takes it: each field's value, as text. */
const settingSchema = z.record(z.string().regex(/^[a-z]{1,16}$/, 'a setting field is a lowercase word'), z.string().max(16)).refine((s) => Object.keys(s).length <= 8, 'a setting has at most 8 fields');

/** Payload schemas of the daily deal's methods (docs/daily-deal.md). */
export const dailyInputSchemas = {
  /** Today's date (the services' clock, UTC), the daily deals played here today and friends' lines of today. */
  dailyToday: z.object({}).strict(),
  /** Starts today's deal of one game at one setting: the day's counted try if it is the first, else practice. */
  playDaily: z
    .object({
      kind: gameKindSchema,
      setting: settingSchema,
      /** Each person's name, in seat order (solitaire: one). */
      names: z.array(playerNameSchema).max(5).default([]),
      /** Who sits at each seat (a profile id, or null), as in createGame. */
      profiles: z.array(profileIdSchema.nullable()).max(5).optional(),
      title: gameTitleSchema.optional(),
    })
    .strict(),
  /** A friend's share line, pasted in: checked, then kept beside one's own for its day. */
  addFriendLine: z
    .object({
      line: z.string().min(1, 'paste a line').max(400, 'a daily line is shorter than 400 characters'),
      friend: playerNameSchema,
    })
    .strict(),
  /** The counted daily deals played here, latest first, with the streak: all games, or one. */
  dailySeries: z.object({ kind: gameKindSchema.optional() }).strict(),
} as const;

/** One daily deal started here. */
export interface DailyPlay {
  kind: GameKind;
  date: string;
  setting: DailySetting;
  /** Null once the game was deleted (its result stays in the series). */
  gameId: string | null;
  /** The day's one counted try; false: practice. */
  counted: boolean;
  status: 'in-progress' | 'won' | 'lost';
  /** Once finished: the result its share line says. */
  result?: DailyLineResult;
  /** Once finished: its share line. */
  line?: string;
}

/** A friend's line, kept. */
export interface FriendLine {
  id: number;
  friend: string;
  kind: GameKind;
  date: string;
  setting: DailySetting;
  result: DailyLineResult;
  line: string;
}

export interface DailyToday {
  /** Today, UTC, YYYY-MM-DD, by the services' clock. */
  date: string;
  /** Today's daily deals started here, in the order they were started. */
  plays: DailyPlay[];
  /** Friends' lines of today, in the order they were pasted. */
  friends: FriendLine[];
}

export interface DailySeries {
  /** Counted, finished tries, latest day first. */
  entries: DailyPlay[];
  played: number;
  won: number;
  /** Days in a row, up to today (or yesterday, while today's is not yet won), with a counted deal won. */
  currentStreak: number;
  bestStreak: number;
}

export interface DailyResults {
  dailyToday: DailyToday;
  playDaily: GameDetail;
  addFriendLine: FriendLine;
  dailySeries: DailySeries;
}
