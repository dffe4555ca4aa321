import { describe, expect, it } from 'vitest';
import type { GameDetailOf } from '@shared/games';
import enFlatlineHint from '../locales/en/flatline/hint.json';
import itFlatlineHint from '../locales/it/flatline/hint.json';
import enFlatlineBoard from '../locales/en/flatline/board.json';
import itFlatlineBoard from '../locales/it/flatline/board.json';
import enFlatlineCards from '../locales/en/flatline/cards.json';
import itFlatlineCards from '../locales/it/flatline/cards.json';
import enCountdownHint from '../locales/en/fuse-countdown/hint.json';
import itCountdownHint from '../locales/it/fuse-countdown/hint.json';
import enCountdownCards from '../locales/en/fuse-countdown/cards.json';
import itCountdownCards from '../locales/it/fuse-countdown/cards.json';
import { flatlineHintView } from './flatline/hint-view';
import { fuseCountdownHintView } from './fuse-countdown/hint-view';
import { fixtureGame, fixtureState } from './flatline/board/board-fixture.test-support';
import { sharingView, viewOf } from './fuse-countdown/board/view-fixture.test-support';
import type { Translator } from './flatline/board/board-text';

/** A tiny stand-in for i18next: dotted keys, {{name}} interpolation, `_one` for a count of 1. */
function translator(tree: Record<string, unknown>): Translator {
  const find = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return {
    has: (key) => typeof find(key) === 'string',
    t: (key, params = {}) => {
      const one = params.count === 1 ? find(`${key}_one`) : undefined;
      const text = typeof one === 'string' ? one : find(key);
      if (typeof text !== 'string') return key;
      return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
    },
  };
}
const flatEn = translator({ flatline: { hint: enFlatlineHint, board: enFlatlineBoard, cards: enFlatlineCards } });
const flatIt = translator({ flatline: { hint: itFlatlineHint, board: itFlatlineBoard, cards: itFlatlineCards } });
const fcEn = translator({ 'fuse-countdown': { hint: enCountdownHint, cards: enCountdownCards } });
const fcIt = translator({ 'fuse-countdown': { hint: itCountdownHint, cards: itCountdownCards } });

const hintBase = { id: 'game-1', version: 3, seats: [0] };

describe('a FLATLINE hint on the board', () => {
  const game = fixtureGame(fixtureState(2));
  const place = {
    ...hintBase,
    kind: 'flatline' as const,
    action: { type: 'place' as const, die: 's0d1', target: { kind: 'line' as const, slot: 0, line: 2 }, space: 0 },
    why: { key: 'flatline.hint.why.towards', params: { target: 'line', slot: 1, line: 3, left: 2 } },
  };

  it('lights the die, then its space, and says why in words, in English and Italian', () => {
    const shown = flatlineHintView(flatEn, game, place);
    expect(shown.targets).toEqual(['[data-die="s0d1"]', '[data-space="line:0:2#0"]']);
    expect(shown.text).toMatch(/^This die goes towards line 3 of .+: 2 more dice finish it\.$/);
    expect(flatlineHintView(flatIt, game, place).text).toMatch(/^Questo dado avvicina linea 3 di .+: per completarla mancano ancora 2 dadi\.$/);
  });

  it('answers a question at its place on the board or in its list, as one step', () => {
    const decide = { ...hintBase, kind: 'flatline' as const, action: { type: 'decide' as const, option: 'line:1:0' }, why: { key: 'flatline.hint.why.decide', params: { samples: 6 } } };
    expect(flatlineHintView(flatEn, game, decide)).toEqual({
      text: 'The lit answer leaves the Medics best off over 6 possible futures.',
      targets: ['[data-choice="line:1:0"], [data-option="line:1:0"]'],
    });
  });
});

describe('a FLATLINE re-roll hint on the board', () => {
  const game = fixtureGame(fixtureState(2));
  const reroll = (action: { type: 'reroll'; seat: number; dice: string[]; sacrifice?: string }, key: string, params: Record<string, number>) =>
    ({ ...hintBase, kind: 'flatline' as const, action, why: { key: `flatline.hint.why.${key}`, params } });

  it('with a die of the seat’s own: lights all its dice, then the track’s space, then Re-roll, and says so in English and Italian', () => {
    const hint = reroll({ type: 'reroll', seat: 0, dice: ['s0d1', 's0d2'], sacrifice: 's0d0' }, 'reroll', { count: 2, seat: 0 });
    expect(flatlineHintView(flatEn, game, hint)).toEqual({
      text: "No die in hand can finish anything: put one of Ada's lit dice on the re-roll track, then re-roll the other 2.",
      targets: ['[data-die="s0d0"], [data-die="s0d1"], [data-die="s0d2"]', '[data-testid="reroll-space"], [data-testid="seat-reroll"]', '[data-testid="confirm-reroll"]'],
    });
    expect(flatlineHintView(flatIt, game, hint).text).toBe(
      'Nessun dado in mano completa qualcosa: mettete uno dei dadi evidenziati di Ada sul Tracciato di Rilancio, poi rilanciate gli altri 2.',
    );
  });

  it('with another player’s die: that die, the space, whose dice roll, then Re-roll', () => {
    // The search offers another's die only to a seat with one die left: Ada keeps none.
    const state = fixtureState(2);
    const lone = fixtureGame({ ...state, dice: state.dice.filter((d) => d.id !== 's0d1' && d.id !== 's0d2') });
    const hint = reroll({ type: 'reroll', seat: 0, dice: ['s0d0'], sacrifice: 's1d0' }, 'reroll-given', { count: 1, seat: 0, giver: 1 });
    expect(flatlineHintView(flatEn, lone, hint)).toEqual({
      text: "No die in hand can finish anything: put Bruno's lit die on the re-roll track, then re-roll Ada's die.",
      targets: ['[data-die="s1d0"]', '[data-testid="reroll-space"], [data-testid="seat-reroll"]', '[data-reroll-seat="0"]', '[data-testid="confirm-reroll"]'],
    });
    expect(flatlineHintView(flatIt, lone, hint).text).toBe(
      'Nessun dado in mano completa qualcosa: mettete il dado evidenziato di Bruno sul Tracciato di Rilancio, poi rilanciate il dado di Ada.',
    );
  });

  it('keeping dice: the dice that roll, the space, each kept die to untick in the list, then Re-roll (free: from the seat’s button)', () => {
    const keep = reroll({ type: 'reroll', seat: 0, dice: ['s0d2'], sacrifice: 's0d0' }, 'reroll-keep', { count: 1, seat: 0 });
    expect(flatlineHintView(flatEn, game, keep)).toEqual({
      text: "No die in hand can finish anything: put one of Ada's lit dice on the re-roll track, untick the ringed dice in the list (they fit something still open), then re-roll the other.",
      targets: ['[data-die="s0d0"], [data-die="s0d2"]', '[data-testid="reroll-space"], [data-testid="seat-reroll"]', '[data-reroll-die="s0d1"]', '[data-testid="confirm-reroll"]'],
    });
    const free = reroll({ type: 'reroll', seat: 0, dice: ['s0d0'] }, 'reroll-free-keep', { count: 1, seat: 0 });
    expect(flatlineHintView(flatEn, game, free).targets).toEqual(['[data-free-reroll="0"]', '[data-reroll-die="s0d1"]', '[data-reroll-die="s0d2"]', '[data-testid="confirm-reroll"]']);
    expect(flatlineHintView(flatIt, game, free).text).toBe(
      "Nessun dado in mano completa qualcosa: usate il rilancio gratuito di Ada, togliete la spunta ai dadi cerchiati nell'elenco (servono a qualcosa ancora da completare), poi rilanciate l'ultimo.",
    );
  });

  it('free: the seat’s free re-roll, then Re-roll', () => {
    const hint = reroll({ type: 'reroll', seat: 0, dice: ['s0d0', 's0d1', 's0d2'] }, 'reroll-free', { count: 3, seat: 0 });
    expect(flatlineHintView(flatEn, game, hint)).toEqual({
      text: "No die in hand can finish anything: use Ada's free re-roll on their 3 dice.",
      targets: ['[data-free-reroll="0"]', '[data-testid="confirm-reroll"]'],
    });
    expect(flatlineHintView(flatIt, game, hint).text).toBe('Nessun dado in mano completa qualcosa: usate il rilancio gratuito di Ada sui suoi 3 dadi.');
  });
});

describe('a FUSE: Countdown hint on the board', () => {
  const game = { id: 'game-1', seats: [{ name: 'Ada', colour: 'red' }, { name: 'Bruno', colour: 'blue' }], state: sharingView() } as unknown as GameDetailOf<'fuse-countdown'>;

  it('lights the rolled die, then the slot of the card, and says whose card, in English and Italian', () => {
    const place = {
      ...hintBase,
      kind: 'fuse-countdown' as const,
      action: { type: 'place' as const, seat: 1, die: 'd01', card: 'bomb-01', cell: 2 },
      why: { key: 'fuse-countdown.hint.why.towards', params: { card: 'bomb-01', cell: 3, left: 1 } },
    };
    expect(fuseCountdownHintView(fcEn, game, place)).toEqual({
      text: "This die fills slot 3 of Bruno's Bomb; 1 more to go.",
      targets: ['[data-rolled="d01"]', '[data-key="bomb-01#2"]'],
    });
    expect(fuseCountdownHintView(fcIt, game, place).text).toBe('Questo dado va nello spazio 3 della Bomba di Bruno; ne manca ancora 1.');
  });

  it('names the seat the table waits for when nothing is the asker’s to do', () => {
    const waiting = { ...hintBase, seats: [1], kind: 'fuse-countdown' as const, action: null, why: { key: 'fuse-countdown.hint.why.waiting', params: { seat: 1 } } };
    const roles = { ...game, state: viewOf() } as GameDetailOf<'fuse-countdown'>;
    expect(fuseCountdownHintView(fcEn, roles, waiting)).toEqual({ text: 'Nothing for you right now: the table waits for Ada.', targets: [] });
  });

  it('never names a bot’s seat: the table waits for a bot teammate', () => {
    const waiting = { ...hintBase, seats: [1], kind: 'fuse-countdown' as const, action: null, why: { key: 'fuse-countdown.hint.why.waiting', params: { seat: 1 } } };
    const withBot = { ...game, seats: [{ name: 'Bot 1', colour: 'red' }, game.seats[1]], bots: { seats: [0], pace: 'steady' }, state: viewOf() } as GameDetailOf<'fuse-countdown'>;
    expect(fuseCountdownHintView(fcEn, withBot, waiting)).toEqual({ text: 'Nothing for you right now: a bot teammate is choosing.', targets: [] });
    expect(fuseCountdownHintView(fcIt, withBot, waiting).text).toBe("Adesso non c'è niente da fare per voi: sta scegliendo un bot.");
  });
});
