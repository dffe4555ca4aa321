// The board's fast keys and the resolution told in order, on the model alone (no DOM): a die's key
// picks it, Enter starts the countdown, the keyboard goes where the next act is; the step shown
// only goes forward and a question waits for the steps before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { svelteInNode, type SvelteInNode } from '../../../svelte-in-node.test-support';
import type * as BoardModule from './flatline-board.svelte';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { LogEntry } from '@shared/flatline/log';
import type { FlatlineView } from '@shared/flatline/view';
import { legalPlacements } from '@shared/flatline/rules/queries';
import { dieForKey, dieKey } from './board-keys';
import { fixtureGame, fixtureState } from './board-fixture.test-support';

let kit: SvelteInNode;
let Model: typeof BoardModule.FlatlineBoardModel;

beforeAll(async () => {
  kit = await svelteInNode(__dirname, 'flatline-board-keys');
  ({ FlatlineBoardModel: Model } = await kit.load<typeof BoardModule>('./flatline-board.svelte.ts'));
  const i18n = await kit.load<{ locale: { current: string } }>('../../../lib/i18n/i18n.svelte.ts');
  i18n.locale.current = 'en';
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

type Game = BoardModule.FlatlineGame;

const gameOf = (state: FlatlineView): Game => fixtureGame(state);

function boardFor(state: FlatlineView, answer: (action: FlatlineAction, s: FlatlineView) => FlatlineView = (_, s) => s) {
  const sent: FlatlineAction[] = [];
  const focused: BoardModule.BoardFocus[] = [];
  let current = gameOf(state);
  const board = new Model({
    game: current,
    act: async (action) => {
      sent.push(action);
      const next = answer(action, current.state);
      current = { ...current, state: next, version: next.actions };
      board.receive(current);
      return current;
    },
    focus: (place) => focused.push(place),
    pace: () => 'slow',
  });
  return { board, sent, focused };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const e = (round: number, phase: LogEntry['phase'], code: string, params: LogEntry['params'] = {}): LogEntry => ({ round, phase, code, params });

describe('the keys written on the dice', () => {
  it('give each tray a keyboard row, the same die the same key for the whole game, and never P, L, ? or H', () => {
    expect(['s0d0', 's0d6', 's1d0', 's1d7', 's2d1', 's3d6'].map((id) => dieKey(id, 4))).toEqual(['1', '7', 'q', 'i', 's', 'm']);
    const five = Array.from({ length: 5 }, (_, seat) => Array.from({ length: 7 }, (_, n) => dieKey(`s${seat}d${n}`, 5)));
    const all = five.flat();
    expect(new Set(all).size).toBe(35);
    for (const reserved of ['p', 'l', '?', 'h']) expect(all).not.toContain(reserved);
    expect(all).not.toContain(null);
    expect(dieKey('s0d9', 2)).toBeNull();
  });

  it('pick only an unplaced, rolled die, whatever the case of the key', () => {
    const state = fixtureState(2);
    expect(dieForKey('Q', state.dice, 2)?.id).toBe('s1d0');
    // s1d1 lies on a line already.
    expect(dieForKey('w', state.dice, 2)).toBeUndefined();
    expect(dieForKey('Enter', state.dice, 2)).toBeUndefined();
  });
});

describe('playing from the keyboard', () => {
  it('a die’s key picks it and takes the keyboard to its first legal place; the label is written on the die', () => {
    const { board, focused } = boardFor(fixtureState(2));
    expect(board.dieKey('s0d1')).toBe('2');
    expect(board.shortcut('2')).toBe(true);
    expect(board.picked).toBe('s0d1');
    expect(focused).toEqual([{ space: board.legalPlaces[0]!.key }]);
    expect(board.legalPlaces.length).toBe(legalPlacements(board.state, 's0d1').length);
  });

  it('a bot’s dice carry no key, and its key picks nothing: they are the bot’s to place', () => {
    const state = fixtureState(2);
    const board = new Model({ game: { ...gameOf(state), bots: { seats: [1], pace: 'steady' } }, act: async () => gameOf(state), focus: () => {}, pace: () => 'slow' });
    expect(board.dieKey('s0d0')).toBe('1');
    expect(board.dieKey('s1d0')).toBeNull();
    expect(board.shortcut('q')).toBe(false);
    expect(board.picked).toBeNull();
  });

  it('after a placement the keyboard goes to the next die that can go somewhere, and to Done when none can', async () => {
    const state = fixtureState(2, ['red']);
    const { board, focused } = boardFor(state, (action, s) =>
      action.type === 'place' ? { ...s, actions: s.actions + 1, dice: s.dice.map((d) => (d.id === action.die ? { ...d, at: { kind: 'space', target: action.target, space: action.space } } : d)) } : s,
    );
    board.pick('s0d0');
    await board.place(board.legalPlaces[0]!);
    const next = focused.at(-1)!;
    expect('die' in next || 'done' in next).toBe(true);
    if ('die' in next) expect(legalPlacements(board.state, next.die).length).toBeGreaterThan(0);
    else expect(board.state.dice.filter((d) => d.at.kind === 'tray').every((d) => legalPlacements(board.state, d.id).length === 0)).toBe(true);
  });

  it('Enter starts the countdown from the planning question (not from a button of its own), and the keyboard goes to a die', async () => {
    const planning: FlatlineView = { ...fixtureState(2), phase: 'D-planning', stop: 'planning', countdown: { elapsedMs: 0, endedBy: null } };
    const { board, sent, focused } = boardFor(planning, (_, s) => ({ ...s, phase: 'E-countdown', stop: 'countdown', actions: s.actions + 1 }));
    expect(board.ask).toBe('planning');
    expect(board.shortcut('Enter', true)).toBe(false);
    expect(sent).toEqual([]);
    expect(board.shortcut('Enter')).toBe(true);
    await settled();
    await settled();
    expect(sent).toEqual([{ type: 'advance' }]);
    expect(focused.at(-1)).toEqual({ die: 's0d0' });
    // During the countdown Enter is no longer the board's.
    expect(board.shortcut('Enter')).toBe(false);
  });
});

describe('the resolution told in order', () => {
  const before = (): FlatlineView => ({ ...fixtureState(2), log: [e(1, 'E-countdown', 'countdown-started')] });

  it('the step shown only goes forward within a round, even when a line was logged for an earlier step', () => {
    const { board } = boardFor(before());
    const after: FlatlineView = {
      ...before(),
      phase: 'G-resolve-patients',
      stop: 'before-dial',
      actions: 9,
      log: [
        ...before().log,
        e(1, 'E-countdown', 'countdown-ended', { by: 'done' }),
        e(1, 'F-resolve-cards', 'stat-cleared', { card: 'clear' }),
        e(1, 'C-roll-emergency-dice', 'dial-turn-may-be-skipped', { source: 'clear' }),
        e(1, 'G-resolve-patients', 'line-cleared', { slot: 1, line: 0, card: 'patient-02' }),
      ],
    };
    board.receive(gameOf(after));
    const steps: (string | null)[] = [];
    while (board.replaying) {
      board.advance();
      if (board.replaying) steps.push(board.step.phase);
    }
    expect(steps).toEqual(['E', 'F', 'F', 'G']);
    expect(board.step.phase).toBe('G');
  });

  it('a question waits until the steps before it are shown; Skip stays through the resolution', () => {
    const { board } = boardFor(before());
    const asking: FlatlineView = {
      ...before(),
      phase: 'F-resolve-cards',
      stop: null,
      actions: 9,
      pending: { kind: 'choose-tile-to-remove', source: 'regression', options: [{ id: 'line:0:1', slot: 0, line: 1 }] },
      log: [...before().log, e(1, 'E-countdown', 'countdown-ended', { by: 'done' }), e(1, 'F-resolve-cards', 'stat-cleared', { card: 'clear' })],
    };
    board.receive(gameOf(asking));
    expect(board.replaying).toBe(true);
    expect(board.resolving).toBe(true);
    expect(board.ask).toBeNull();
    board.skip();
    expect(board.ask).toBe('decision');
    expect(board.told).toBe(board.lines.at(-1)!.text);
    expect(board.resolving).toBe(true);
  });
});
