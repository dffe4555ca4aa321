import type { Step } from '@shared/flatline/state';

/** Phases A–D as steps: triage windows sit where the rulebook lets cards be played. */
export const roundStartSteps = (): Step[] => [
  { kind: 'window', at: 'round-start' },
  { kind: 'lose-power' },
  { kind: 'window', at: 'before-roll' },
  { kind: 'roll-emergency' },
  { kind: 'window', at: 'after-roll' },
  { kind: 'activate-rolled' },
  { kind: 'end-emergency-dice' },
  { kind: 'planning' },
];

/** Phases F–H as steps, once the countdown is over. */
export const resolutionSteps = (): Step[] => [
  { kind: 'window', at: 'after-countdown' },
  { kind: 'resolve-stat' },
  { kind: 'resolve-emergency-area' },
  { kind: 'window', at: 'before-patients' },
  { kind: 'resolve-patients' },
  { kind: 'resolve-stations' },
  { kind: 'window', at: 'before-dial' },
  { kind: 'turn-dial' },
  { kind: 'end-round' },
];
