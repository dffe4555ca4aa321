// The odds (docs/odds.md): how often strong bots win at a setting, and how one result compares with
// theirs, from games simulated by scripts/odds-study.ts and shipped as each game's odds.json. Generic:
// a game's own odds.ts says which setting a game is and what its result is.

/** One setting's simulated games: how many, and each game's result, sorted ascending (won and lost apart). */
export interface SettingOdds {
  games: number;
  won: number[];
  lost: number[];
}

/** A game's shipped odds file, as scripts/odds-study.ts writes it. */
export interface OddsFile {
  game: string;
  /** Who played every seat: the strong player (bot/strong.ts), never the reference bot. */
  player: 'strong';
  /** Game i of every setting used seed firstSeed + i. */
  firstSeed: number;
  gamesPerSetting: number;
  /** What the numbers in `won` and `lost` are, in words. */
  results: { won: string; lost: string };
  settings: Record<string, SettingOdds>;
}

/**
 * A share as people say it: none, all, or "about n in 10" (n from 1 to 9: a share under one in ten
 * that is not none reads "about 1 in 10", one over nine in ten that is not all "about 9 in 10").
 */
export type InTen = { kind: 'none' } | { kind: 'all' } | { kind: 'about'; n: number };

export function inTen(part: number, whole: number): InTen {
  if (part <= 0) return { kind: 'none' };
  if (part >= whole) return { kind: 'all' };
  return { kind: 'about', n: Math.min(9, Math.max(1, Math.round((10 * part) / whole))) };
}

/** How many of the strong bots' results a result beats (strictly: a tie beats nobody), as a share in ten. */
export function beaten(results: readonly number[], result: number, better: 'higher' | 'lower'): InTen {
  const worse = results.filter((r) => (better === 'higher' ? r < result : r > result)).length;
  return inTen(worse, results.length);
}

/** The win rate of a setting as a share in ten. */
export const winsInTen = (odds: SettingOdds): InTen => inTen(odds.won.length, odds.games);
