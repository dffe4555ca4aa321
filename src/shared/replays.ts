import { z } from 'zod';
import { gameIdSchema, type GameDetailOf, type GameKind, type GameTypes } from './games';
import type { Seat } from './players';
import type { BotSeats } from './bots';
import type { Seed } from './seed';
import { replayFileIdSchema } from './replay-files-api';

/**
 * Where a replay's log comes from (docs/replays.md): one of the player's own finished games, or a
 * friend's replay file opened here (docs/replay-files.md). A new kind plugs in here and in the
 * services' loader, nowhere else.
 */
export const replaySourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('game'), gameId: gameIdSchema }).strict(),
  z.object({ kind: z.literal('file'), fileId: replayFileIdSchema }).strict(),
]);
export type ReplaySource = z.infer<typeof replaySourceSchema>;

/**
 * What a replay steps through, whatever its source: the game's facts as a game file carries them
 * (GameFile['game'] in saves.ts) and every accepted action in order. The engines are deterministic,
 * so setup, seed and actions are the whole game.
 */
export interface ReplayLog {
  kind: string;
  title: string;
  setup: unknown;
  seed: Seed;
  status: string;
  round: number;
  finishedAt: string | null;
  bots?: BotSeats;
  actions: { seq: number; action: unknown; at: string }[];
}

/** A moment that mattered in one step (its game names the code), and how many times it happened there. */
export interface ReplayMark {
  code: string;
  count: number;
}

/** A replay as its timeline needs it: how many steps, where each round or turn starts, where the moments are. */
export interface ReplayOutlineOf<K extends GameKind> {
  kind: K;
  title: string;
  seats: Seat[];
  solitaire: boolean;
  setup: GameTypes[K]['setup'];
  status: 'won' | 'lost' | 'in-progress';
  finishedAt: string | null;
  /** Steps from 0 (the table as dealt) to `steps - 1` (the table the game ended with). */
  steps: number;
  /** The step each round (FLATLINE) or turn (FUSE: Countdown) starts at, in order. */
  rounds: { step: number; round: number }[];
  /** The steps where something that mattered happened, in order. */
  moments: { step: number; marks: ReplayMark[] }[];
  /** "Show what was hidden" can be offered: the game is over and its engine says what was hidden. */
  hiddenAvailable: boolean;
}
export type ReplayOutline = { [K in GameKind]: ReplayOutlineOf<K> }[GameKind];

/** One step of a replay: the table exactly as the players saw it after that step's action. */
export interface ReplayStepOf<K extends GameKind> {
  kind: K;
  step: number;
  /** How many of the log's actions the table at this step has taken (the clock's ticks included). */
  taken: number;
  /** The game as a board draws it (the players' view: no deal, no deck order), paused, no clock running, nothing legal. */
  game: GameDetailOf<K>;
  /** The moments of this step. */
  marks: ReplayMark[];
  /** What was hidden at this step, only when asked and the game is over. */
  hidden?: GameTypes[K]['hidden'];
}
export type ReplayStep = { [K in GameKind]: ReplayStepOf<K> }[GameKind];

/** Payload schemas of the replay methods. */
export const replaysInputSchemas = {
  /** A replay's outline (its steps, rounds and moments), built once and kept for its steps. */
  openReplay: z.object({ source: replaySourceSchema }).strict(),
  /** One step of a replay; `hidden`: with what the table could not see (a finished game only). */
  replayStep: z.object({ source: replaySourceSchema, step: z.number().int().min(0).max(1_000_000), hidden: z.boolean().optional() }).strict(),
} as const;

export interface ReplaysResults {
  openReplay: ReplayOutline;
  replayStep: ReplayStep;
}
