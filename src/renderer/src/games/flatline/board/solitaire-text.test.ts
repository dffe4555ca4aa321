import { describe, expect, it } from 'vitest';
import { resources } from '../../../lib/i18n/resources';
import type { LogEntry } from '@shared/flatline/log';
import type { Pending } from '@shared/flatline/pending';
import { logLine, optionLabel, type Translator } from './board-text';

/** The real locale trees through a tiny stand-in for i18next: dotted keys, {{name}} interpolation. */
function translator(lang: 'en' | 'it'): Translator {
  const find = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources[lang].translation);
  return {
    has: (key) => typeof find(key) === 'string',
    t: (key, params = {}) => String(find(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`)),
  };
}

// A solitaire game: one person, two seats of two colours, both under that person's name.
const solo = [
  { name: 'Ada', colour: 'red' as const },
  { name: 'Ada', colour: 'blue' as const },
];
const pair = [
  { name: 'Ada', colour: 'red' as const },
  { name: 'Bruno', colour: 'blue' as const },
];
const setUp = (solitaire: boolean): LogEntry => ({
  round: 1,
  phase: 'A-lose-power',
  code: 'game-set-up',
  params: { players: 2, solitaire, patients: 6, level: 'training', meterSide: 'standard' },
});
const rolled: LogEntry = { round: 1, phase: 'E-countdown', code: 'medic-dice-rolled', params: { seat: 1, faces: 'red' } };

describe('solitaire in the log', () => {
  it('the set-up line names one player with two colours, not two players', () => {
    expect(logLine(translator('en'), setUp(true), solo, [])).toBe(
      'Game set up: solitaire, Ada plays two colours of dice; 6 patients to treat (Training, Standard power meter).',
    );
    expect(logLine(translator('it'), setUp(true), solo, [])).toBe(
      'Partita pronta: in solitario, Ada gioca con due colori di dadi; 6 pazienti da curare (Principiante, Misuratore di Potenza Standard).',
    );
  });

  it('a two-player game still says two players', () => {
    expect(logLine(translator('it'), setUp(false), pair, [])).toMatch(/^Partita pronta: 2 giocatori, 6 pazienti/);
    expect(logLine(translator('en'), setUp(false), pair, [])).toMatch(/^Game set up: 2 players, 6 patients/);
  });

  it('the two colours of one solitaire player are told apart by colour, in both languages', () => {
    expect(logLine(translator('en'), rolled, solo, [])).toBe('Ada · blue rolls red (heart).');
    expect(logLine(translator('it'), rolled, solo, [])).toBe('Ada · blu lancia rosso (cuore).');
    expect(logLine(translator('it'), rolled, pair, [])).toBe('Bruno lancia rosso (cuore).');
  });

  it('a decision about a seat offers the two colours, not the same name twice', () => {
    const pending = { kind: 'choose-player-to-gain-die', source: 'caffeine-rush', options: [{ id: 'seat:0', seat: 0 }, { id: 'seat:1', seat: 1 }] } as unknown as Pending;
    const labels = (pending as unknown as { options: Parameters<typeof optionLabel>[2][] }).options.map((o) => optionLabel(translator('it'), pending, o, solo, []));
    expect(labels).toEqual(['Ada · rosso', 'Ada · blu']);
  });
});
