// What FLATLINE's guide says at each lit step of a guided round's resolution: the board's words for
// the step, then why, in the guide's own words, at the place the board lights.
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@shared/flatline/log';
import en from '../../../locales/en/flatline/learn.json';
import it_ from '../../../locales/it/flatline/learn.json';
import { explainStep, whyKey } from './resolution-words';

const entry = (code: string, params: LogEntry['params'] = {}): LogEntry => ({ round: 1, phase: 'G-resolve-patients', code, params });

/** A key's words in a locale file (the `flatline.learn.` part is the file). */
const words = (file: unknown, key: string): unknown => key.replace('flatline.learn.', '').split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], file);

/** The lit steps of the guided deal from Done to round two (guided-deal.test.ts checks the deal still lights these). */
const GUIDED_LIT: [string, LogEntry['params']][] = [
  ['stat-cleared', { card: 'clear' }],
  ['triage-card-gained', { card: 'clear' }],
  ['triage-used', { card: 'clear' }],
  ['line-cleared', { slot: 0, line: 1 }],
  ['patient-treated', { slot: 0 }],
  ['trigger-fired', { slot: 0, space: 0, light: 'blank' }],
  ['patient-arrived', { slot: 0 }],
  ['dial-turned', { why: 'end-of-round' }],
  ['cube-removed', { space: 1, left: 6 }],
  ['emergencies-to-reveal', { count: 2 }],
  ['emergency-revealed', { area: 'emergency', row: 1, slot: 1 }],
  ['emergency-dice-rolled', { values: '2,4' }],
  ['slot-activated', { slot: 2, row: 1, card: 'escalation' }],
  ['escalation-pending', { slot: 2 }],
  ['emergency-dice-rerolled', { slot: 2 }],
];

describe("the guide's words at a lit step of the resolution", () => {
  it('says why of every step the guided deal lights, in its own words, in English and Italian', () => {
    for (const [code, params] of GUIDED_LIT) {
      const key = whyKey(entry(code, params));
      expect(key, code).not.toBe('flatline.learn.resolve.other');
      expect(typeof words(en, key), `${key} in English`).toBe('string');
      expect(typeof words(it_, key), `${key} in Italian`).toBe('string');
    }
    // Each says something of its own.
    const all = GUIDED_LIT.map(([code, params]) => words(en, whyKey(entry(code, params))));
    expect(new Set(all).size).toBe(all.length);
  });

  it('tells a trigger by the light it fired, a stat card arriving apart from an emergency, and any other step in general words', () => {
    expect(['blank', 'green', 'red', 'purple'].map((light) => whyKey(entry('trigger-fired', { light })))).toEqual([
      'flatline.learn.resolve.trigger-fired.blank',
      'flatline.learn.resolve.trigger-fired.green',
      'flatline.learn.resolve.trigger-fired.red',
      'flatline.learn.resolve.trigger-fired.other',
    ]);
    expect(whyKey(entry('emergency-revealed', { area: 'stat' }))).toBe('flatline.learn.resolve.stat-revealed');
    expect(whyKey(entry('lock-down-placed', { on: 'triage-area' }))).toBe('flatline.learn.resolve.other');
    expect(whyKey(undefined)).toBe('flatline.learn.resolve.other');
  });

  it("puts the board's words first, then why, at the place the board lights", () => {
    const log = [entry('countdown-ended'), entry('patient-treated', { slot: 1, card: 'patient-02' })];
    const t = (key: string) => `<${key}>`;
    expect(explainStep(log, { line: 1, code: 'patient-treated', spot: 'patient:1', text: 'Bruised Ribs is fully treated!' }, t)).toEqual({
      text: 'Bruised Ribs is fully treated! <flatline.learn.resolve.patient-treated>',
      spot: '[data-spot="patient:1"]',
      around: [],
      clear: ['[data-testid="replay"]'],
    });
    // A line or a trigger space leaves its patient's card in view; the emergency dice or a slot, the whole emergency area.
    const at = (spot: string) => explainStep(log, { line: 1, code: 'x', spot, text: '' }, t).around;
    expect([at('line:0:2'), at('trigger:3:1'), at('emergency-dice'), at('emergency:1:2'), at('meter')]).toEqual([
      ['[data-spot="patient:0"]'],
      ['[data-spot="patient:3"]'],
      ['[data-spot="emergency-area"]'],
      ['[data-spot="emergency-area"]'],
      [],
    ]);
  });
});
