// The pace of a FLATLINE table: how long each step the game took by itself is shown on the board,
// and how long a triage window with a usable card waits for the players. The engine's deadline for
// a window (engine/flatline/deadline.ts) and the board's replay of the log read the same figures,
// so the wait the host keeps ends when the board has shown the steps and then the window's seconds.
import type { TablePace } from '../table-settings';
import type { LogEntry } from './log';
import { spotOf } from './log-spots';

/** Milliseconds a step with a place on the board stays lit, by pace. */
const STEP_MS: Record<TablePace, number> = { slow: 1100, normal: 450, fast: 180 };
/** A line with no place of its own (bookkeeping) passes quicker, at every pace. */
const QUIET_MS = 90;
/** How long a triage window with a usable card waits for the players before play moves on. */
const WINDOW_MS: Record<TablePace, number> = { slow: 10_000, normal: 6_000, fast: 3_000 };

export const stepMs = (pace: TablePace, hasSpot: boolean): number => (hasSpot ? STEP_MS[pace] : QUIET_MS);

export const windowWaitMs = (pace: TablePace): number => WINDOW_MS[pace];

/** How long the board takes to show these log lines one after the other: each for its own step. */
export const replayMs = (lines: readonly LogEntry[], pace: TablePace): number =>
  lines.reduce((sum, line) => sum + stepMs(pace, spotOf(line) !== undefined), 0);
