// The odds in words (docs/odds.md): the new-game form's line, its tip, and the end card's comparison.
// Generic: a game says which setting and which result, and where its comparison's words are.
import { beaten, winsInTen, type SettingOdds } from '@shared/odds';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The form's line: "Strong bots win about 4 games in 10 at this setting." */
export function oddsLine(odds: SettingOdds, t: Translate): string {
  const share = winsInTen(odds);
  if (share.kind === 'none') return t('app.odds.winsNone');
  if (share.kind === 'all') return t('app.odds.winsAll');
  return t('app.odds.wins', { count: share.n });
}

/** Where the figures come from, for the line's tip and screen readers; `note` adds the game's own terms. */
export function oddsTip(odds: SettingOdds, firstSeed: number, t: Translate, note = ''): string {
  const tip = t('app.odds.tip', { games: odds.games, first: firstSeed, last: firstSeed + odds.games - 1 });
  return note ? `${tip} ${note}` : tip;
}

/**
 * The end card's line: how a game's result compares with the strong bots' results of the same kind
 * (their wins for a win, their lost games for a loss) at the same setting. `prefix` is the game's
 * keys (wonAbout, wonAll, wonNone, wonNoWins, lostAbout, lostAll, lostNone, lostNoLosses); `params`
 * name the result in its words.
 */
export function comparedLine(
  odds: SettingOdds,
  outcome: { won: boolean; result: number; better: 'higher' | 'lower' },
  prefix: string,
  params: Record<string, string | number>,
  t: Translate,
): string {
  const side = outcome.won ? 'won' : 'lost';
  const theirs = outcome.won ? odds.won : odds.lost;
  if (theirs.length === 0) return t(`${prefix}.${outcome.won ? 'wonNoWins' : 'lostNoLosses'}`, { ...params, games: odds.games });
  const share = beaten(theirs, outcome.result, outcome.better);
  if (share.kind === 'about') return t(`${prefix}.${side}About`, { ...params, count: share.n });
  return t(`${prefix}.${side}${share.kind === 'all' ? 'All' : 'None'}`, params);
}
