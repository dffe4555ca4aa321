import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../../locales/en/flatline/log.json';
import enBoard from '../../../locales/en/flatline/board.json';
import enCards from '../../../locales/en/flatline/cards.json';
import enRefusals from '../../../locales/en/refusals.json';
import enPending from '../../../locales/en/flatline/pending.json';
import enSymbols from '../../../locales/en/flatline/symbols.json';
import itLog from '../../../locales/it/flatline/log.json';
import itBoard from '../../../locales/it/flatline/board.json';
import itCards from '../../../locales/it/flatline/cards.json';
import itRefusals from '../../../locales/it/refusals.json';
import itPending from '../../../locales/it/flatline/pending.json';
import itSymbols from '../../../locales/it/flatline/symbols.json';
import type { LogEntry } from '@shared/flatline/log';
import { cardName, cardNameWithPrinted, logLine, optionLabel, printedName, refusalText, sourceName, withTreatedCards, type Translator } from './board-text';

/** A tiny stand-in for i18next: dotted keys, {{name}} interpolation. */
function translator(tree: Record<string, unknown>): Translator {
  const find = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return {
    has: (key) => typeof find(key) === 'string',
    t: (key, params = {}) => {
      const text = find(key);
      if (typeof text !== 'string') return key;
      return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
    },
  };
}
const tr = translator({ flatline: { log: en, board: enBoard, cards: enCards, pending: enPending, symbols: enSymbols }, refusals: enRefusals });
const trIt = translator({ flatline: { log: itLog, board: itBoard, cards: itCards, pending: itPending, symbols: itSymbols }, refusals: itRefusals });
const seats = [
  { name: 'Ada', colour: 'red' as const },
  { name: 'Bruno', colour: 'blue' as const },
];
const patients = ['patient-01', 'patient-02', null, null];
const entry = (code: string, params: LogEntry['params']): LogEntry => ({ round: 1, phase: 'E-countdown', code, params });

describe('log lines', () => {
  it('every code the engine logs has a line in both languages, so no raw code reaches the screen', () => {
    // The codes as the engine writes them: log(ctx, 'code', …) and the codes chosen by a condition.
    const dir = join(__dirname, '../../../../../main/engine/flatline');
    const source = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    const codes = new Set<string>();
    for (const call of source.matchAll(/log\(ctx,([^;]*?)[,)]\s*(?:\{|\))/g)) for (const m of call[1]!.matchAll(/'([a-z]+(?:-[a-z]+)+)'/g)) codes.add(m[1]!);
    expect(codes.size).toBeGreaterThan(50);
    expect([...codes].filter((code) => !tr.has(`flatline.log.line.${code}`))).toEqual([]);
    expect([...codes].filter((code) => !trIt.has(`flatline.log.line.${code}`))).toEqual([]);
    // A grant for next round says so, instead of showing its parameter.
    expect(logLine(tr, entry('free-rerolls-granted', { nextRound: true }), seats, patients)).toMatch(/^Next round everyone may re-roll/);
    expect(logLine(tr, entry('face-changes-granted', { nextRound: false }), seats, patients)).toMatch(/this round\.$/);
  });

  it('names the player, the symbol and the place of a placed die', () => {
    const line = logLine(tr, entry('die-placed', { die: 's1d3', face: 'yellow', target: JSON.stringify({ kind: 'line', slot: 0, line: 1 }), space: 0 }), seats, patients);
    expect(line).toBe('Bruno places yellow (bolt) on line 2 of Pilot Okafor, space 1.');
  });
  it('counts emergency slots as printed and patient slots from one', () => {
    expect(logLine(tr, entry('slot-activated', { slot: 3, row: 1, card: 'foiled-plans' }), seats, patients)).toBe('Slot 3, row 1: Foiled Plans activates.');
    expect(logLine(tr, entry('trigger-fired', { slot: 1, space: 2, light: 'green', effect: 'power-up' }), seats, patients)).toBe(
      'The trigger of Engineer Vance fires: a green light.',
    );
  });
  it('tells a stat card revealed apart from one that leaves the game', () => {
    expect(logLine(tr, entry('emergency-revealed', { card: 'recharge', area: 'stat' }), seats, patients)).toBe('Recharge is revealed into the stat area.');
    expect(logLine(tr, entry('emergency-revealed', { card: 'chaos', area: 'out-of-game' }), seats, patients)).toContain('Chaos is revealed while all twelve');
  });
  it('lists rolled faces by name and says why a cube left', () => {
    expect(logLine(tr, entry('medic-dice-rolled', { seat: 0, faces: 'red,purple' }), seats, patients)).toBe('Ada rolls red (heart), purple (pill).');
    expect(logLine(tr, entry('cube-removed', { space: 0, why: 'lose-power', left: 7 }), seats, patients)).toBe(
      'A power cube leaves the meter (Lose Power); 7 left.',
    );
  });
  it('names who offers a die, and for whose re-roll', () => {
    expect(logLine(tr, entry('die-offered', { die: 's1d2', seat: 1, asker: 0, face: 'blue' }), seats, patients)).toBe('Bruno offers blue (drop) for Ada’s re-roll.');
    expect(logLine(trIt, entry('die-asked', { seat: 0 }), seats, patients)).toBe('Ada chiede al tavolo un dado da sacrificare per un rilancio.');
  });
  it('speaks Italian with the rulebook’s terms, naming cards by their Italian names', () => {
    expect(logLine(trIt, entry('triage-card-gained', { card: 'recharge' }), seats, patients)).toBe('Energia di Riserva entra nell’Area Ambulatorio (+).');
    expect(logLine(trIt, entry('escalation-pending', { slot: 3 }), seats, patients)).toBe('Reazione a Catena: i dadi sullo spazio 3 verranno rilanciati.');
  });
  it('says what a decision chose', () => {
    expect(logLine(tr, entry('decided', { kind: 'choose-player-to-gain-die', option: 'seat:1', source: 'caffeine-rush' }), seats, patients)).toBe(
      'Decided (Who gains a die?): Bruno.',
    );
    expect(logLine(tr, entry('decided', { kind: 'choose-line-to-clear', option: 'line:0:1', source: 'clear' }), seats, patients)).toBe(
      'Decided (Place a cleared tile): line 2 of Pilot Okafor.',
    );
    expect(logLine(tr, entry('decided', { kind: 'turn-dial-or-not', option: 'skip', source: 'trigger:skip-dial-turn' }), seats, patients)).toBe(
      'Decided (Turn the dial?): Leave it.',
    );
  });
  it('tells which cleared stat card the players moved into the triage area first (stat area example 1)', () => {
    expect(logLine(tr, entry('decided', { kind: 'choose-cleared-card-to-move', option: 'move:adrenaline-rush', source: 'stat-area' }), seats, patients)).toBe(
      'Decided (Which cleared card moves first?): Move Adrenaline Rush first.',
    );
    expect(logLine(tr, entry('triage-card-moved-first', { card: 'adrenaline-rush', waiting: 1 }), seats, patients)).toBe(
      'The players move Adrenaline Rush into the triage area (+) first; 1 cleared card(s) still wait.',
    );
    expect(logLine(trIt, entry('triage-card-moved-first', { card: 'adrenaline-rush', waiting: 1 }), seats, patients)).toBe(
      'I giocatori spostano per prima Scarica di Adrenalina nell’Area Ambulatorio (+); restano in attesa 1 carte risolte.',
    );
  });
  it('falls back to the code and its values for a line it does not know', () => {
    expect(logLine(tr, entry('brand-new-thing', { slot: 2 }), seats, patients)).toBe('brand-new-thing (slot: 2)');
  });
});

describe('refusals', () => {
  it('translates a known code with its params', () => {
    expect(refusalText(tr, { code: 'placement-wrong-symbol', message: 'x', params: { face: 'red', wanted: 'yellow/white' } })).toBe(
      'This space needs yellow (bolt) or white (bandage); the die shows red (heart).',
    );
    expect(refusalText(trIt, { code: 'line-one-player', message: 'x' })).toBe('Un solo giocatore cura tutta questa linea.');
  });
  it('shows the English message for a code it does not know', () => {
    expect(refusalText(tr, { code: 'mystery', message: 'The host said no.' })).toBe('The host said no.');
  });
});

describe('decisions', () => {
  it('labels options by player, line, card and verb', () => {
    const pending = { kind: 'triage-area-full' as const, source: 'triage-area', options: [] };
    expect(optionLabel(tr, pending, { id: 'let-go:clear', card: 'clear' }, seats, patients)).toBe('Let Clear! go');
    const lines = { kind: 'choose-line-to-clear' as const, source: 'clear', options: [] };
    expect(optionLabel(tr, lines, { id: 'line:1:2', slot: 1, line: 2 }, seats, patients)).toBe('line 3 of Engineer Vance');
    const who = { kind: 'choose-player-to-lose-dice' as const, source: 'bathroom-break', options: [] };
    expect(optionLabel(tr, who, { id: 'seat:1', seat: 1 }, seats, patients)).toBe('Bruno');
    const order = { kind: 'choose-cleared-card-to-move' as const, source: 'stat-area', options: [] };
    expect(optionLabel(tr, order, { id: 'move:adrenaline-rush', card: 'adrenaline-rush' }, seats, patients)).toBe('Move Adrenaline Rush first');
    expect(optionLabel(trIt, order, { id: 'move:clear', card: 'clear' }, seats, patients)).toBe('Sposta prima Libera!');
    expect(sourceName(trIt, 'stat-area')).toBe('l’Area Istantaneo');
    const dial = { kind: 'turn-dial-or-not' as const, source: 'trigger:skip-dial-turn', options: [] };
    expect(optionLabel(tr, dial, { id: 'skip' }, seats, patients)).toBe('Leave it');
  });
  it('names sources: cards, patients’ triggers, icons and rules', () => {
    expect(sourceName(tr, 'bathroom-break')).toBe('Bathroom Break');
    expect(sourceName(tr, 'trigger:patient-02')).toBe('the trigger of Engineer Vance');
    expect(sourceName(tr, 'trigger:skip-dial-turn')).toBe('You may leave the dial this round');
    expect(sourceName(tr, 'end-of-round')).toBe('end of the round');
    expect(cardName(tr, 'a-fresh-start')).toBe('A Fresh Start');
    expect(sourceName(trIt, 'bathroom-break')).toBe('Pausa Bagno');
  });
});

describe('printed names', () => {
  it('gives an Italian card its printed English name beside its own; English needs none', () => {
    expect(cardName(trIt, 'no-help-in-sight')).toBe('Nessun Soccorso');
    expect(printedName(trIt, 'no-help-in-sight')).toBe('No Help In Sight');
    expect(cardNameWithPrinted(trIt, 'no-help-in-sight')).toBe('Nessun Soccorso (nome stampato: No Help In Sight)');
    expect(cardNameWithPrinted(trIt, 'caffeine-rush')).toBe('Doppio Espresso (nome stampato: Caffeine Rush)');
    expect(printedName(tr, 'no-help-in-sight')).toBeNull();
    expect(cardNameWithPrinted(tr, 'no-help-in-sight')).toBe('No Help In Sight');
  });
  it('has no printed name for a patient or an unknown id', () => {
    expect(printedName(trIt, 'patient-02')).toBeNull();
    expect(cardNameWithPrinted(trIt, 'patient-02')).toBe('Ingegnere Vance');
    expect(printedName(trIt, 'not-a-card')).toBeNull();
  });
});

describe('a light named after the patient it belongs to', () => {
  it('names the patient treated in that slot, not the one who arrived there since', () => {
    const log: LogEntry[] = [
      { round: 1, phase: 'G-resolve-patients', code: 'patient-treated', params: { slot: 0, card: 'patient-07' } },
      { round: 1, phase: 'G-resolve-patients', code: 'trigger-fired', params: { slot: 0, space: 0, light: 'blank' } },
      { round: 1, phase: 'G-resolve-patients', code: 'patient-arrived', params: { slot: 0, card: 'patient-12' } },
      { round: 1, phase: 'G-resolve-patients', code: 'trigger-fired', params: { slot: 2, space: 1, light: 'blank' } },
    ];
    const named = withTreatedCards(log);
    const live = ['patient-12', null, 'patient-03', null];
    expect(logLine(tr, named[1]!, [], live)).toBe(logLine(tr, { ...log[1]!, params: { ...log[1]!.params, card: 'patient-07' } }, [], live));
    expect(logLine(tr, named[1]!, [], live)).toContain(cardName(tr, 'patient-07'));
    expect(logLine(tr, named[1]!, [], live)).not.toContain(cardName(tr, 'patient-12'));
    // No treatment logged for that slot: the line is left as it was.
    expect(named[3]).toBe(log[3]);
    expect(named[0]).toBe(log[0]);
  });
});
