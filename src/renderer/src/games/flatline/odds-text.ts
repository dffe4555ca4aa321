// FLATLINE's odds in words (docs/odds.md): the new-game form's line for the choices made, and the
// end card's comparison. The figures: src/shared/flatline/odds.json (scripts/odds-study.ts).
import { flatlineOdds, flatlineOddsOf, type FlatlineOddsSetting } from '@shared/flatline/odds';
import type { FlatlineState } from '@shared/flatline/state';
import type { OddsFile } from '@shared/odds';
import { comparedLine, oddsLine, oddsTip, type Translate } from '../../lib/odds/odds-text';

export interface OddsWords {
  line: string;
  tip: string;
}

const tipFor = (file: OddsFile, games: Parameters<typeof oddsTip>[0], t: Translate) => oddsTip(games, file.firstSeed, t, t('app.odds.untimed'));

/** The form's line for its choices (null: the setting was not studied). */
export function flatlineFormOdds(setting: FlatlineOddsSetting, t: Translate, file: OddsFile = flatlineOdds): OddsWords | null {
  const odds = flatlineOddsOf(setting, file);
  return odds && { line: oddsLine(odds, t), tip: tipFor(file, odds, t) };
}

/** The end card's line: a win's rounds against the strong bots' wins, a loss's patients treated against their losses. */
export function flatlineEndOdds(
  state: Pick<FlatlineState, 'setup' | 'outcome' | 'round' | 'patientsTreated'>,
  t: Translate,
  file: OddsFile = flatlineOdds,
): OddsWords | null {
  if (state.outcome === 'in-progress') return null;
  const { setup } = state;
  const odds = flatlineOddsOf({ players: setup.solitaire ? 1 : setup.seats.length, level: setup.level, meter: setup.meterSide }, file);
  if (!odds) return null;
  const won = state.outcome === 'won';
  const result = won ? state.round : state.patientsTreated.length;
  const line = comparedLine(odds, { won, result, better: won ? 'lower' : 'higher' }, 'flatline.board.end.odds', won ? { rounds: result } : { treated: result }, t);
  return { line, tip: tipFor(file, odds, t) };
}
