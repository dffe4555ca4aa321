// What FLATLINE's guide says at each lit step of a guided round's resolution: the board's words for
// the step, then why, in the guide's own words, at the place the board lights.
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/flatline/learn.json';
import it_ from '../../../locales/it/flatline/learn.json';
import { GUIDED_RESOLUTION, entry } from '@shared/flatline/guided-resolution.test-support';
import { isResolutionStop } from './resolution-stops';
import { explainStep, whyKey } from './resolution-words';

/** A key's words in a locale file (the `flatline.learn.` part is the file). */
const words = (file: unknown, key: string): unknown => key.replace('flatline.learn.', '').split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], file);

/** A translation that fills the keys' English words, as the player reads them. */
const english = (key: string, params: Record<string, string | number> = {}): string =>
  String(words(en, key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));

/** The names of the guided deal's cards. */
const NAMES: Record<string, string> = { clear: 'Clear!', 'patient-13': 'Bruised Ribs', 'patient-16': 'Fever', 'foiled-plans': 'Foiled Plans', 'under-duress': 'Under Duress', escalation: 'Escalation' };

/** The guided deal's stops as the guide explains them (the board's words of a stop of one step: "<board>"). */
const stopLines = (t: (key: string, params?: Record<string, string | number>) => string) =>
  GUIDED_RESOLUTION.flatMap((e, line) =>
    isResolutionStop(GUIDED_RESOLUTION, line) ? [explainStep(GUIDED_RESOLUTION, { line, code: e.code, spot: 'meter', text: '<board>' }, t, (card) => NAMES[card] ?? card).text] : [],
  );

describe("the guide's words at a lit step of the resolution", () => {
  it("says at each of the guided deal's stops what all its steps did, naming their cards, and why, in English and Italian", () => {
    expect(stopLines(english)).toEqual([
      'Clear! is solved: every space held a matching die. It stays here as a triage card (four at most), to use once, when it helps most.',
      'The lines of Bruised Ribs are all covered, so the patient is treated. That fires the trigger space the dial points at: a blank one, so nothing else happens.',
      `<board> ${english('flatline.learn.resolve.patient-arrived')}`,
      `<board> ${english('flatline.learn.resolve.dial-turned')}`,
      'A new round begins by losing a power cube (6 left; when the last one has to go, the ward is lost). The number under it says how many emergency cards arrive: 2.',
      'Foiled Plans and Under Duress arrive, each in the lowest free slot. They stay until your dice cover them, and wake whenever the emergency dice show their slot.',
      'The emergency dice show 2 and 4 and wake Escalation (slot 2): a card in a slot they show strikes now, unless you cleared it earlier.',
      'Escalation rolls the dice on its slot again (1 and 4) and wakes Foiled Plans (slot 1): one roll can wake several cards, so clear Escalation early.',
      `<board> ${english('flatline.learn.resolve.dial-turned')}`,
    ]);
    // Every key a stop reads has its words in both languages, with nothing left unfilled.
    const keys: string[] = [];
    stopLines((key) => (keys.push(key), key));
    for (const key of keys) {
      expect(typeof words(en, key), `${key} in English`).toBe('string');
      expect(typeof words(it_, key), `${key} in Italian`).toBe('string');
    }
    expect(stopLines(english).join(' ')).not.toMatch(/\{\{|flatline\./);
  });

  it("has words for a stop of several steps whatever the trigger's light, and for Escalation waking nothing", () => {
    const log = [
      entry('line-cleared', { slot: 0, line: 0, card: 'patient-13' }),
      entry('patient-treated', { slot: 0, card: 'patient-13' }),
      entry('trigger-fired', { slot: 0, space: 0, light: 'red' }),
      entry('escalation-pending', { slot: 2 }),
      entry('emergency-dice-rerolled', { slot: 2, values: '3,3' }),
    ];
    const at = (line: number) => explainStep(log, { line, code: log[line]!.code, spot: 'meter', text: '<board>' }, english, (card) => NAMES[card] ?? card).text;
    expect(at(2)).toContain('a red one, trouble even for a patient saved');
    expect(at(4)).toBe('Escalation rolls the dice on its slot again (3 and 3); this time they wake no other card, but they could have: Escalation is worth clearing early.');
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
