import { FLATLINE_LEVELS, METER_SIDES } from '@shared/flatline/setup';
import { FLATLINE_COMPANION_TIMERS } from '@shared/flatline/companion';
import type { CompanionField, TableCompanionBlock } from '../../lib/table-game';

/** FLATLINE's companion for the box: its countdown, the round guide's steps, and its result's own fields. */
export const flatlineCompanion: TableCompanionBlock = {
  clockFields: () => [timerField],
  clockDefaults: { timerSeconds: 60 },
  resultFields: () => [
    { key: 'level', label: (t) => t('app.newGame.level'), kind: 'choice', options: FLATLINE_LEVELS.map((level) => ({ value: level, label: (t) => t(`app.levels.${level}`) })) },
    { key: 'meterSide', label: (t) => t('app.newGame.meterSide'), kind: 'choice', options: METER_SIDES.map((side) => ({ value: side, label: (t) => t(`app.meterSides.${side}`) })) },
    timerField,
    { key: 'patientsTreated', label: (t) => t('flatline.companion.patientsTreated'), kind: 'number', min: 0, max: 20 },
    { key: 'rounds', label: (t) => t('flatline.companion.rounds'), kind: 'number', min: 1, max: 99 },
  ],
  resultDefaults: (clock, round) => ({ level: 'standard', meterSide: 'standard', timerSeconds: clock.timerSeconds ?? 60, patientsTreated: 0, rounds: round }),
  invalid: (key, _values, t) => t(`flatline.companion.invalid.${key}`),
  stepName: (step, t) => t(`flatline.guide.phase.${step}.name`),
  stepText: (step, t) => t(`flatline.rules.phase.${step}`),
  clockText: (clock, t) => t('flatline.companion.clock', { seconds: Number(clock.timerSeconds ?? 60) }),
};

const timerField: CompanionField = {
  key: 'timerSeconds',
  label: (t) => t('app.newGame.timer'),
  kind: 'choice',
  options: FLATLINE_COMPANION_TIMERS.map((seconds) => ({ value: seconds, label: (t) => t(`app.timers.${seconds}`) })),
};
