import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LogEntry } from '@shared/fuse-countdown/log';
import type { Seat } from '@shared/players';
import { cardList, cardName, diceList, logByTurn, logLine } from './log-text';
import { cardById } from '@shared/fuse-countdown/data';
// The same stand-in for i18next as the board's tests, over the game's locale files.
import { trEn, trIt } from '../board/test-translator.test-support';

const tr = trEn;
const seats: Seat[] = [
  { name: 'Ada', colour: 'red' },
  { name: 'Bruno', colour: 'blue' },
];
const entry = (turn: number, code: string, params: LogEntry['params'] = {}): LogEntry => ({ turn, phase: 'resolve', code, params });

// Every code the engine logs, read from its source (log(ctx, 'code', …) and codes chosen by a condition).
const ENGINE = join(__dirname, '../../../../../main/engine/fuse-countdown');
const CODES = [
  ...new Set(
    readdirSync(ENGINE)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('test-support'))
      .flatMap((f) => [...readFileSync(join(ENGINE, f), 'utf8').matchAll(/log\(ctx,([^;]*?)[,)]\s*(?:\{|\))/g)].flatMap((m) => [...m[1]!.matchAll(/'([a-z]+(?:-[a-z]+)+)'/g)].map((c) => c[1]!))),
  ),
];

describe('FUSE: Countdown log lines', () => {
  it('counts in the singular for one: "(1 point)", "1 die left", in both languages', () => {
    expect(logLine(tr, entry(3, 'bomb-defused', { seat: 0, card: 'bomb-01', points: 1 }), seats)).toMatch(/\(1 point\)\.$/);
    expect(logLine(tr, entry(3, 'bomb-defused', { seat: 0, card: 'bomb-01', points: 4 }), seats)).toMatch(/\(4 points\)\.$/);
    expect(logLine(tr, entry(3, 'distribution-ended', { left: 1 }), seats)).toBe('Distribution ends (1 die left unplaced).');
    expect(logLine(trIt, entry(3, 'bomb-defused', { seat: 0, card: 'bomb-01', points: 1 }), seats)).toMatch(/\(1 punto\)\.$/);
    expect(logLine(trIt, entry(3, 'distribution-ended', { left: 1 }), seats)).toBe('La distribuzione finisce (1 dado non piazzato).');
  });

  it('no line names a card by its id or shows a raw key or placeholder, in either language', () => {
    const params = { seat: 0, leader: 1, card: 'bomb-29', fuse: 'fuse-03', locked: 'bomb-29 spark-03', source: 'fuse-03', die: 'd07', face: 4, cell: 2, points: 4, left: 1, dice: 'd01:4 d22:2', cause: 'time-out-bombs', role: 'cutter', level: 'expert', players: 2, deck: 20, fuses: 3, bombs: 9, sparks: 2, colour: 'red', number: 3, colours: 'red', from: 4, to: 2, effect: 'roles-dark', reason: 'bag-empty', count: 2, seats: '0 1', option: 'd07', cards: 12, replaced: 2, reroll: 1, time: '7:30' };
    for (const translator of [tr, trIt]) {
      for (const code of CODES) {
        const line = logLine(translator, entry(2, code, params), seats);
        expect(line, code).not.toMatch(/\b(bomb|spark|fuse)-\d+|\b(Bomb|Spark|Bomba|Scintilla|Fuse card|Carta Miccia) \d|\{\{|fuse-countdown\./);
        expect(line, code).not.toBe(code);
      }
    }
  });

  it('has a line in both languages for every code the engine logs', () => {
    expect(CODES.length).toBeGreaterThan(30);
    expect(CODES).toContain('clock-started');
    for (const code of CODES) {
      expect(tr.has(`fuse-countdown.log.line.${code}`), code).toBe(true);
      expect(trIt.has(`fuse-countdown.log.line.${code}`), code).toBe(true);
    }
  });

  it('names dice by colour and face, split dice by both halves', () => {
    expect(diceList(tr, 'd01:4 d22:2')).toBe('Red 4, Blue/Black 2');
    expect(diceList(trIt, 'd13:6')).toBe('Giallo 6');
    expect(logLine(tr, entry(3, 'dice-flipped', { dice: 'd05 d25' }), seats)).toBe('Flipped to their opposite faces: Blue die, Green/Red die.');
  });

  it('names cards by kind and number', () => {
    // No number is printed on a card: a bomb is named by its points and shape, a spark or fuse card by its kind.
    expect(cardName(tr, 'bomb-07')).toBe(`the ${cardById('bomb-07')!.points}-point bomb`);
    expect(cardName(tr, 'spark-12')).toBe('a spark');
    expect(cardName(trIt, 'fuse-03')).toBe('Carta Miccia');
    expect(cardName(tr, 'mystery')).toBe('mystery');
  });

  it('names the cards that can no longer be finished by what is printed on them, never by their ids', () => {
    const locked = 'bomb-32 bomb-13 bomb-20 bomb-06 spark-05';
    expect(cardList(tr, locked)).toBe('the 3-point bomb, the 2-point bomb, the 2-point bomb, the 1-point bomb, a spark');
    const lost = logLine(tr, entry(2, 'ship-cannot-be-saved', { locked }), seats);
    expect(lost).toBe('The ship can no longer be saved: no die can ever finish the 3-point bomb, the 2-point bomb, the 2-point bomb, the 1-point bomb, a spark. The team may still score with the other cards.');
    expect(logLine(tr, entry(3, 'cards-locked', { locked: 'spark-17' }), seats)).toBe('No die can ever finish a spark now.');
    expect(logLine(trIt, entry(3, 'cards-locked', { locked: 'spark-17 bomb-06' }), seats)).toBe('Ormai nessun dado potrà mai completare Scintilla, Bomba da 1 punto.');
    expect(logLine(tr, entry(3, 'ended-now'), seats)).toBe('The team ends the game: the ship can no longer be saved.');
    for (const line of [lost, logLine(trIt, entry(2, 'ship-cannot-be-saved', { locked }), seats)]) expect(line).not.toMatch(/bomb-|spark-/);
  });

  it('writes a placement with the player, the die as it counted, the card and its slot by what the slot asks for (never a number the card does not print)', () => {
    const placed = entry(2, 'die-placed', { seat: 1, die: 'd01', card: 'bomb-45', cell: 0, face: 5, colours: 'red' });
    expect(logLine(tr, placed, seats)).toBe('Bruno places Red 5 on the 5-point bomb, in the slot for Red or Blue.');
    expect(logLine(trIt, placed, seats)).toBe('Bruno piazza Rosso 5 sulla Bomba da 5 punti, nello spazio per un Rosso o un Blu.');
  });

  it('gives an Italian card its article, as the English lines do ("the 2-point bomb")', () => {
    expect(logLine(trIt, entry(3, 'bomb-defused', { seat: 0, card: 'bomb-13', points: 2 }), seats)).toBe('Ada disinnesca la Bomba da 2 punti (2 punti).');
    expect(logLine(trIt, entry(3, 'spark-drawn', { seat: 1, card: 'spark-03' }), seats)).toBe('Bruno pesca una Scintilla.');
    expect(logLine(trIt, entry(3, 'row-refilled', { card: 'bomb-13' }), seats)).toBe('La Bomba da 2 punti entra nella fila scoperta.');
  });

  it('writes the set-up with and without fuse cards, and a named colour before the roll', () => {
    expect(logLine(tr, entry(1, 'game-set-up', { players: 2, level: 'expert', fuses: 3, deck: 25, replaced: 0 }), seats)).toBe(
      'The game is set up: 2 players at Expert, 25 bombs in the deck with 3 fuse cards hidden among them.',
    );
    expect(logLine(trIt, entry(1, 'game-set-up', { players: 2, level: 'training', fuses: 0, deck: 19, replaced: 0 }), seats)).toBe(
      'Partita pronta: 2 giocatori a livello Principiante, 19 Bombe nel mazzo.',
    );
    expect(logLine(tr, entry(4, 'dice-rolled', { dice: 'd09:1 d17:3', colour: 'green' }), seats)).toBe('Green named, then rolled: Black 1, Green 3.');
  });

  it('counts one player, one bomb and one fuse card in the singular, in both languages', () => {
    const solo = entry(1, 'game-set-up', { players: 1, level: 'expert', fuses: 1, deck: 1, replaced: 0 });
    expect(logLine(tr, solo, seats)).toBe('The game is set up: 1 player at Expert, 1 bomb in the deck with 1 fuse card hidden among them.');
    expect(logLine(trIt, solo, seats)).toBe('Partita pronta: 1 giocatore a livello Esperto, 1 Bomba nel mazzo con 1 Carta Miccia nascosta tra loro.');
    expect(logLine(trIt, entry(1, 'game-set-up', { players: 3, level: 'expert', fuses: 2, deck: 30, replaced: 0 }), seats)).toBe(
      'Partita pronta: 3 giocatori a livello Esperto, 30 Bombe nel mazzo con 2 Carte Miccia nascoste tra loro.',
    );
  });

  it('writes the fuse cards and the end with their causes', () => {
    expect(logLine(tr, entry(5, 'fuse-activated', { fuse: 'fuse-09', effect: 'roles-dark' }), seats)).toBe(
      'A fuse card turns up: role abilities go dark until that seat defuses a bomb.',
    );
    expect(logLine(tr, entry(9, 'game-lost', { cause: 'bag-empty' }), seats)).toBe('The game is lost: the bag ran out of dice.');
    expect(logLine(trIt, entry(9, 'game-lost', { cause: 'time-out-sparks' }), seats)).toBe('Partita persa: il tempo è scaduto con Scintille ancora attive.');
    expect(logLine(tr, entry(2, 'role-chosen', { seat: 0, role: 'disposal-expert' }), seats)).toBe('Ada takes the Disposal Expert role.');
  });

  it('falls back to the code and its params for an unknown code', () => {
    expect(logLine(tr, entry(1, 'new-thing', { seat: 0, n: 2 }), seats)).toBe('new-thing (seat: 0, n: 2, player: Ada)');
  });

  it('names what a fuse card sends back, as the card shows it', () => {
    expect(logLine(tr, entry(2, 'fuse-activated', { fuse: 'fuse-05', effect: 'return-matching' }), seats)).toBe(
      'A fuse card turns up: every seat returns one die showing Green or 3 to the bag.',
    );
  });

  it('groups the log by turn for the history page', () => {
    const turns = logByTurn([entry(1, 'game-set-up'), entry(1, 'turn-started'), entry(2, 'turn-started'), entry(4, 'game-won')]);
    expect(turns.map((t) => [t.turn, t.entries.map((e) => e.code)])).toEqual([
      [1, ['game-set-up', 'turn-started']],
      [2, ['turn-started']],
      [4, ['game-won']],
    ]);
    expect(logByTurn([])).toEqual([]);
  });
});
