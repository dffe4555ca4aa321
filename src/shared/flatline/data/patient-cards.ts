import { z } from 'zod';
import { patientCardSchema, type PatientCard } from '../cards';
import { line, trigger } from './notation';

/**
 * The 20 patient cards (our own content: the rulebook shows them only in pictures). Names are the
 * renderer's business (it translates `patient-NN`). Lines use the notation in ./notation.ts;
 * triggers are read clockwise from the card's first space. Tuned by `npm run sim`
 * (docs/flatline-balance.md).
 */
const raw: Array<[lines: string[], triggers: string[]]> = [
  [['one: R R', 'two: B | G G', 'all: Y/W'], ['-', '+place-cleared-tile', '!all-lose-die', '-']],
  [['one: B B', 'all: R/Y', 'one: P W'], ['+one-gains-die', '-', '!draw-emergency', '-']],
  [['two: R | R', 'one: G = =', 'all: *'], ['-', '!discard-triage', '-', '+power-up']],
  [['one: Y Y', 'one: W/P B', 'two: G | R/B', 'all: B/G'], ['+all-gain-die', '-', '-', '!turn-dial']],
  [['many: = = =', 'one: R P', 'two: W | Y'], ['-', '+discard-emergency', '!one-loses-die', '-']],
  [['one: G G', 'two: B B | P', 'all: R/Y'], ['!power-down', '-', '+free-reroll', '-']],
  [['one: W W', 'all: B/P', 'one: Y R'], ['-', '-', '+place-cleared-tile', '!remove-cleared-tile']],
  [['two: P | P', 'one: R/G R/G', 'all: W/B', 'one: *'], ['+skip-dial-turn', '!lock-rerolls', '-', '-']],
  [['one: B = =', 'two: Y | G', 'all: R/W'], ['-', '+one-gains-die', '-', '!all-lose-die']],
  [['one: P P', 'many: G Y B', 'all: R/W'], ['!draw-emergency', '-', '+power-up', '-']],
  [['one: R B', 'one: G W', 'two: Y | P', 'all: *'], ['-', '!discard-triage', '-', '+all-gain-die']],
  [['two: R R | B', 'one: Y/G Y/G', 'many: P *'], ['+place-cleared-tile', '-', '!one-loses-die', '-']],
  [['one: W/B W/B', 'two: G | = =', 'all: P/Y'], ['-', '+discard-emergency', '-', '!power-down']],
  [['one: Y Y', 'all: Y/G', 'one: B G'], ['!turn-dial', '-', '-', '+one-gains-die']],
  [['two: G | W', 'one: R R', 'all: B/P', 'one: Y'], ['-', '!remove-cleared-tile', '+free-reroll', '-']],
  [['one: P = =', 'two: R | Y Y', 'all: G/B'], ['+power-up', '-', '!lock-rerolls', '-']],
  [['many: R G B', 'one: W W', 'all: *'], ['-', '+place-cleared-tile', '-', '!draw-emergency']],
  [['one: B B', 'two: P | G', 'one: R/W Y', 'all: G/R'], ['!all-lose-die', '-', '+skip-dial-turn', '-']],
  [['two: W | B', 'one: G G', 'all: Y/P'], ['-', '+all-gain-die', '!discard-triage', '-']],
  [['one: R Y', 'one: B/P B/P', 'two: = | W', 'all: *'], ['+one-gains-die', '-', '-', '!one-loses-die']],
];

export const PATIENT_CARDS: readonly PatientCard[] = z
  .array(patientCardSchema)
  .length(20)
  .parse(
    raw.map(([lines, triggers], index) => ({
      id: `patient-${String(index + 1).padStart(2, '0')}`,
      lines: lines.map(line),
      triggers: triggers.map(trigger),
    })),
  );

export const PATIENT_BY_ID: ReadonlyMap<string, PatientCard> = new Map(PATIENT_CARDS.map((c) => [c.id, c]));
