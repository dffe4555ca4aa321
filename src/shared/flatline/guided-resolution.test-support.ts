// FLATLINE's guided deal (guide.ts) from Done to round two's planning, as its log says it: the
// engine's guided-deal test checks the deal still logs this; the guide's stops and words are tested on it.
import type { LogEntry } from './log';

export const entry = (code: string, params: LogEntry['params'] = {}): LogEntry => ({ round: 1, phase: 'G-resolve-patients', code, params });

/** The lines with no place included (their round and step are not kept here). */
export const GUIDED_RESOLUTION: LogEntry[] = [
  entry('countdown-ended', { by: 'done' }),
  entry('stat-cleared', { card: 'clear' }),
  entry('triage-card-gained', { card: 'clear' }),
  entry('triage-used', { card: 'clear' }),
  entry('decision-needed', { kind: 'choose-line-to-clear', source: 'clear' }),
  entry('decided', { kind: 'choose-line-to-clear', option: 'line:0:0', source: 'clear' }),
  entry('line-cleared', { slot: 0, line: 1, card: 'patient-13' }),
  entry('line-cleared', { slot: 0, line: 2, card: 'patient-13' }),
  entry('patient-treated', { slot: 0, card: 'patient-13' }),
  entry('trigger-fired', { slot: 0, space: 0, light: 'blank' }),
  entry('patient-arrived', { slot: 0, card: 'patient-16' }),
  entry('dial-turned', { why: 'end-of-round', diamond: 1 }),
  entry('round-ended', { round: 1 }),
  entry('cube-removed', { space: 1, why: 'lose-power', left: 6 }),
  entry('emergencies-to-reveal', { count: 2 }),
  entry('emergency-revealed', { card: 'foiled-plans', area: 'emergency', row: 1, slot: 1 }),
  entry('emergency-revealed', { card: 'under-duress', area: 'emergency', row: 1, slot: 3 }),
  entry('emergency-dice-rolled', { values: '2,4' }),
  entry('slot-activated', { slot: 2, row: 1, card: 'escalation' }),
  entry('escalation-pending', { slot: 2 }),
  entry('emergency-dice-rerolled', { slot: 2, values: '1,4' }),
  entry('slot-activated', { slot: 1, row: 1, card: 'foiled-plans' }),
  entry('dial-turned', { why: 'foiled-plans', diamond: 2 }),
];
