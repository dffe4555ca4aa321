import { describe, expect, it } from 'vitest';
import { BOMB_CARDS, checkCell, dieColours, type Card } from '@shared/fuse-countdown';
import type { LogEntry } from '@shared/fuse-countdown/log';
import { dieName, fuseText, refusalText, relationText, requirementText } from './board-text';
import { logLines, logSpot } from './log-lines';
import { stageText, tableClock } from './stage';
import { trEn, trIt } from './test-translator.test-support';
import { viewOf } from './view-fixture.test-support';

const entry = (code: string, params: LogEntry['params'], turn = 3): LogEntry => ({ turn, phase: 'distribute', code, params });

describe('dice and requirements in words', () => {
  it('names a die by what it shows, a split die by both colours', () => {
    expect(dieName(trEn, ['red'], 4)).toBe('Red 4');
    expect(dieName(trEn, ['red', 'blue'], 2)).toBe('Red/Blue 2');
    expect(dieName(trIt, ['black', 'yellow'], 6)).toBe('Nero/Giallo 6');
  });

  it('names every requirement of the Icon Reference', () => {
    const cases: [Card['cells'][number]['req'], string][] = [
      [{ kind: 'any' }, 'any die'],
      [{ kind: 'split' }, 'a split die'],
      [{ kind: 'colour', colour: 'red' }, 'Red'],
      [{ kind: 'not-colour', colour: 'black' }, 'not Black'],
      [{ kind: 'number', number: 5 }, 'a 5'],
      [{ kind: 'colour-number', colour: 'green', number: 3 }, 'Green 3'],
      [{ kind: 'colour-or-number', colour: 'yellow', number: 2 }, 'Yellow or a 2'],
      [{ kind: 'colours', colours: ['red', 'blue'] }, 'Red or Blue'],
      [{ kind: 'numbers', numbers: [1, 6] }, 'a 1 or a 6'],
      [{ kind: 'pairs', pairs: [{ colour: 'yellow', number: 2 }, { colour: 'blue', number: 4 }] }, 'Yellow 2 or Blue 4'],
    ];
    for (const [req, words] of cases) expect(requirementText(trEn, req)).toBe(words);
  });

  it('relations name their slots by what the card shows', () => {
    const anyThree = BOMB_CARDS.find((c) => c.id === 'bomb-14')!; // three any-die slots
    expect(relationText(trEn, anyThree, { kind: 'greater', cells: [1, 0] })).toBe('a higher number in the slot for any die in the middle than in the slot for any die on the left');
    expect(relationText(trEn, anyThree, { kind: 'equation', op: '-', cells: [0, 1, 2] })).toBe('the slot for any die on the left − the slot for any die in the middle = the slot for any die on the right');
    expect(relationText(trEn, anyThree, { kind: 'same-colour', cells: [0, 1, 2] })).toBe(
      'the same colour in the slot for any die on the left, the slot for any die in the middle and the slot for any die on the right',
    );
    const rbg = BOMB_CARDS.find((c) => c.id === 'bomb-13')!; // Red, Blue, Green
    expect(relationText(trIt, rbg, { kind: 'different-colours', cells: [0, 1] })).toBe('colori tutti diversi in: spazio per un dado Rosso e spazio per un dado Blu');
  });
});

describe('refusals in words, at the slot', () => {
  it('a die that breaks the slot’s own requirement is told which requirement', () => {
    const card = BOMB_CARDS.find((c) => c.cells[0]!.req.kind === 'colour' && c.cells[0]!.req.colour !== 'blue' && !c.cells.some((x) => x.first))!;
    const refusal = checkCell(card, [], 'd05', { colours: dieColours('d05'), face: 3 }, dieColours('d05'), 0)!;
    expect(refusal.code).toBe('requirement-colour');
    const needs = requirementText(trEn, card.cells[0]!.req);
    expect(refusalText(trEn, { code: refusal.code, message: refusal.reason, params: refusal.params! })).toBe(`This slot needs ${needs}.`);
  });

  it('a die that breaks a relation is told the relation', () => {
    // A card with "slot high greater than slot low" on two any-die slots, the high one free once the low one holds a die.
    const fits = (c: Card) =>
      c.relations.some((r) => {
        if (r.kind !== 'greater') return false;
        const [high, low] = r.cells;
        return c.cells[high]!.req.kind === 'any' && c.cells[low]!.req.kind === 'any' && c.cells[high]!.below.every((b) => b === low) && !c.cells.some((x) => x.first || x.last);
      });
    const card = BOMB_CARDS.find(fits)!;
    expect(card).toBeDefined();
    const [high, low] = card.relations.find((r) => r.kind === 'greater')!.cells as [number, number];
    // A 1 on the high slot, after a 6 on the low one, breaks it.
    const refusal = checkCell(card, [{ die: 'd01', cell: low, face: 6, colours: ['red'] }], 'd02', { colours: ['red'], face: 1 }, ['red'], high)!;
    expect(refusal.code).toBe('relation-greater');
    const where = refusalText(trEn, { code: refusal.code, message: refusal.reason, params: refusal.params! });
    expect(where).toMatch(/^This die breaks a rule of the card: a higher number in the slot for any die .+ than in the slot for any die .+\.$/);
    expect(where).not.toMatch(/\d/);
  });

  it('the FAQ case: a die that would leave the card impossible to finish says so', () => {
    expect(refusalText(trEn, { code: 'card-impossible-to-finish', message: 'x', params: { card: 'bomb-01', cell: 0 } })).toBe(
      "With this die here the card could no longer be finished with the game's dice.",
    );
  });

  it('order rules name the slot by what it asks for; an unknown refusal keeps the engine’s reason', () => {
    // bomb-01: a Red slot, then a Blue one
    expect(refusalText(trEn, { code: 'needs-die-beneath', message: 'x', params: { card: 'bomb-01', cell: 1, below: 0 } })).toBe('The die beneath (the slot for a Red die) goes first.');
    expect(refusalText(trIt, { code: 'must-place-first-elsewhere', message: 'x', params: { card: 'bomb-01', cell: 1 } })).toBe('Il primo dado su questa carta va nello spazio per un dado Blu.');
    expect(refusalText(trEn, { code: 'brand-new', message: 'Something new.' })).toBe('Refused: Something new.');
    expect(refusalText(trIt, { code: 'seat-must-take', message: 'x', params: { seat: 1 } })).toBe('Non ancora: un posto a cui mancano dadi può ancora piazzarne uno.');
  });
});

describe('log lines', () => {
  it('point at the board spot they concern, under their turn', () => {
    expect(logSpot(entry('die-placed', { seat: 0, card: 'bomb-07' }))).toBe('card-bomb-07');
    expect(logSpot(entry('bomb-defused', { seat: 0, card: 'bomb-07' }))).toBe('score-pile');
    expect(logSpot(entry('spark-drawn', { seat: 1, card: 'spark-03' }))).toBe('card-spark-03');
    expect(logSpot(entry('fuse-activated', { fuse: 'fuse-08' }))).toBe('row');
    expect(logSpot(entry('turn-started', { leader: 1 }))).toBe('seat-1');
    expect(logSpot(entry('dice-rolled', { dice: 'd01:4' }))).toBe('tray');
    const game = { state: viewOf({ log: [entry('turn-started', { leader: 0 }, 1), entry('spark-drawn', { seat: 1, card: 'spark-03' }, 1)] }), seats: viewOf().setup.seats } as never;
    expect(logLines(game, trEn)).toEqual([
      { text: 'Ada holds the bag.', group: 'Turn 1', spot: 'seat-0' },
      { text: 'Bruno draws a spark.', group: 'Turn 1', spot: 'card-spark-03' },
    ]);
  });

  it('every fuse card effect has words', () => {
    for (const id of ['fuse-08', 'fuse-09', 'fuse-10']) expect(fuseText(trEn, id)).not.toMatch(/fuse-countdown\./);
  });
});

describe('the bar: stage and clock', () => {
  const seats = viewOf().setup.seats;
  it('names the turn and who holds the bag', () => {
    expect(stageText({ state: viewOf({ turn: 7, leader: 1 }), seats, status: 'in-progress', clock: { running: true, elapsedMs: 0, limitMs: 600_000 } }, trEn.t)).toBe('Turn 7 · Bruno holds the bag');
    expect(stageText({ state: viewOf({ turn: 1, leader: 1, phase: 'ready' }), seats, status: 'in-progress', clock: { running: false, elapsedMs: 0, limitMs: 600_000 } }, trEn.t)).toBe('Getting ready');
  });
  it('shows the time left of the one countdown, and no clock once the game is over', () => {
    const game = { state: viewOf(), seats, status: 'in-progress' as const, clock: { running: true, elapsedMs: 123_400, limitMs: 600_000 } };
    expect(tableClock(game)).toEqual({ remainingMs: 476_600, totalSeconds: 600, running: true });
    expect(tableClock({ ...game, clock: { running: true, elapsedMs: 5000, limitMs: null } })).toEqual({ remainingMs: null, totalSeconds: null, running: true });
    expect(tableClock({ ...game, status: 'won' })).toBeNull();
  });
});
