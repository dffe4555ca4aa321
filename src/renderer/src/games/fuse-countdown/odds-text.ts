// FUSE: Countdown's odds in words (docs/odds.md): the new-game form's line for the choices made
// (none but a reason for another clock or fuse count), and the end card's comparison of the score.
// The figures: src/shared/fuse-countdown/odds.json (scripts/odds-study.ts).
import { countdownOdds, countdownOddsOf, countdownOddsOfGame, type CountdownOddsSetting } from '@shared/fuse-countdown/odds';
import { DEFAULT_FUSES, type FuseCountdownSetup } from '@shared/fuse-countdown/setup';
import type { OddsFile, SettingOdds } from '@shared/odds';
import { comparedLine, oddsLine, oddsTip, type Translate } from '../../lib/odds/odds-text';

export interface OddsWords {
  line: string;
  tip: string;
}

const N = 'fuse-countdown.new-game';
const tipFor = (file: OddsFile, odds: SettingOdds, t: Translate) => oddsTip(odds, file.firstSeed, t, t(`${N}.oddsNote`));

/**
 * The form's line for its choices; another clock or fuse count says why it has none (null: not studied).
 * Roles the players choose get the dealt roles' figure, said on the line (roles differ a lot: see the
 * balance document's solitaire by role).
 */
export function countdownFormOdds(
  choice: CountdownOddsSetting & { fitted: boolean; fuses: number; rolesChosen?: boolean },
  t: Translate,
  file: OddsFile = countdownOdds,
): OddsWords | null {
  const odds = countdownOddsOf(choice, file);
  if (odds === 'clock') return { line: t(`${N}.oddsNoClock`), tip: t(`${N}.oddsNote`) };
  if (odds === 'fuses') return { line: t(`${N}.oddsNoFuses`, { fuses: DEFAULT_FUSES[choice.level] }), tip: t(`${N}.oddsNote`) };
  if (!odds) return null;
  const line = oddsLine(odds, t);
  return { line: choice.rolesChosen ? `${line} ${t(`${N}.oddsDealtRoles`)}` : line, tip: tipFor(file, odds, t) };
}

/** The end card's line: the score against the strong bots' wins (a win) or lost games (a loss), on the clock played. */
export function countdownEndOdds(
  game: { setup: FuseCountdownSetup; clock: { limitMs: number | null }; state: { outcome: { status: string } | null } },
  score: number,
  t: Translate,
  file: OddsFile = countdownOdds,
): OddsWords | null {
  if (!game.state.outcome) return null;
  const clockMinutes = game.clock.limitMs === null ? null : game.clock.limitMs / 60_000;
  const odds = countdownOddsOfGame({ ...game.setup, clockMinutes }, file);
  if (odds === null || typeof odds === 'string') return null;
  const won = game.state.outcome.status === 'won';
  return { line: comparedLine(odds, { won, result: score, better: 'higher' }, 'fuse-countdown.end.odds', { points: score }, t), tip: tipFor(file, odds, t) };
}
