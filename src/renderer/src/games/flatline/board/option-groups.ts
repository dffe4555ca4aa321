// A question's answers as the board lists them: the lines of one patient together under its name
// ("Cook Delacroix / line 1 2 4"), so fourteen lines take two rows of four patients and every answer is
// in view; any other answer on its own. Pure: tested without a browser.
import type { Pending, PendingOption } from '@shared/flatline/pending';
import type { Seat } from '@shared/players';
import { cardName, optionLabel, type Translator } from './board-text';

export interface OptionShown {
  option: PendingOption;
  /** The words on the button: the line's number under its patient's name, else the whole answer. */
  text: string;
  /** The whole answer, as a screen reader and a tip say it ("line 2 of Cook Delacroix"). */
  full: string;
}

export interface OptionGroup {
  /** The patient the group's lines belong to; null for answers that stand alone. */
  patient: string | null;
  options: OptionShown[];
}

export function optionGroups(tr: Translator, pending: Pending, seats: readonly Seat[], patientCards: readonly (string | null)[]): OptionGroup[] {
  const groups: OptionGroup[] = [];
  for (const option of pending.options) {
    const full = optionLabel(tr, pending, option, seats, patientCards);
    const card = option.line !== undefined && option.slot !== undefined ? (patientCards[option.slot] ?? null) : null;
    if (card === null || option.line === undefined) {
      groups.push({ patient: null, options: [{ option, text: full, full }] });
      continue;
    }
    const patient = cardName(tr, card);
    const shown = { option, text: String(option.line + 1), full };
    const group = groups.find((g) => g.patient === patient);
    if (group) group.options.push(shown);
    else groups.push({ patient, options: [shown] });
  }
  return groups;
}
