import { z } from 'zod';

/**
 * The checks an imported game file must pass beyond its shape: only what the app itself writes
 * is accepted, so nothing imported can make history or statistics show what never happened.
 */

/** Earliest and latest years a timestamp in a game file may carry (the app writes the present). */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2200;

/** Exactly the form the app writes (Date#toISOString): `YYYY-MM-DDTHH:mm:ss.sssZ`, in UTC. */
const ISO_UTC = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Why a timestamp is refused, or null when the app could have written it. */
export function timestampProblem(text: string): string | null {
  const match = ISO_UTC.exec(text);
  if (!match) return 'is not a full UTC timestamp like 2026-11-22T09:00:00.000Z';
  const year = Number(match[1]);
  if (year < FIRST_YEAR || year > LAST_YEAR) return `is not between the years ${FIRST_YEAR} and ${LAST_YEAR}`;
  // Rebuilding it catches dates that do not exist (February 30th, 24:00).
  if (new Date(text).toISOString() !== text) return 'is not a real date and time';
  return null;
}

/** A timestamp as the app writes it. */
export const appTimestampSchema = z.string().superRefine((text, ctx) => {
  const problem = timestampProblem(text);
  if (problem) ctx.addIssue({ code: 'custom', message: `the time "${text.slice(0, 40)}" ${problem}` });
});

/** The times of a parsed file, in the order play produces them. */
export interface FileTimes {
  exportedAt: string;
  game: { status: string; createdAt: string; updatedAt: string; finishedAt: string | null };
  actions: readonly { seq: number; at: string }[];
}

/**
 * Times must tell one story: a game is created, its actions follow one another, it is last
 * touched after all of them, it finishes (only if it is over) inside that span, and it is exported
 * after it was created. Timestamps in this form compare correctly as strings.
 * Returns why not, with the field it is about, or null.
 */
export function timesProblem(file: FileTimes): { field: string; message: string } | null {
  const { createdAt, updatedAt, finishedAt, status } = file.game;
  if (updatedAt < createdAt) return { field: 'game.updatedAt', message: 'the game was last played before it was created' };
  let previous = createdAt;
  for (const logged of file.actions) {
    if (logged.at < previous) return { field: `actions.${logged.seq - 1}.at`, message: `action ${logged.seq} is dated before the one it follows (or before the game was created)` };
    previous = logged.at;
  }
  if (previous > updatedAt) return { field: 'game.updatedAt', message: 'the game was last played before its last action' };
  if (status === 'in-progress' && finishedAt !== null) return { field: 'game.finishedAt', message: 'a game in progress has no finishing time' };
  if (status !== 'in-progress' && finishedAt === null) return { field: 'game.finishedAt', message: 'a finished game needs its finishing time' };
  if (finishedAt !== null && (finishedAt < createdAt || finishedAt > updatedAt)) {
    return { field: 'game.finishedAt', message: 'the game finished outside the time it was played' };
  }
  if (file.exportedAt < createdAt) return { field: 'exportedAt', message: 'the file was exported before the game was created' };
  return null;
}
