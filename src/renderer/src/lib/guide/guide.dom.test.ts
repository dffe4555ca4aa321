// The guided game's model (guide.svelte.ts) over a made-up guide of four steps: it moves on when the
// game shows a step done, passes over a step with nothing to show, keeps every move with the game
// once, follows a step another screen moved to, and after a refusal says the game's reason and what to try.
import { describe, expect, it } from 'vitest';
import type { GameDetail } from '@shared/games';
import type { AnyTableGame, BoardLitStep, GuideStep } from '../table-game';
import { GuideModel } from './guide.svelte';
import { fixtureGame, fixtureState } from '../../games/flatline/board/board-fixture.test-support';

type Step = GuideStep<'flatline'>;
const view = (id: string): Step['view'] => () => ({ text: `text of ${id}`, spot: null, marks: [] });
const STEPS: Step[] = [
  { id: 'read-me', held: true, view: view('read-me') },
  { id: 'place-two', held: true, done: (now, from) => now.state.actions >= from.state.actions + 2, view: view('place-two'), retry: () => 'Try the ringed die.' },
  { id: 'only-with-x', held: true, shows: (now) => now.state.xArea.length > 0, done: () => false, view: view('only-with-x') },
  { id: 'round-two', held: true, view: view('round-two') },
  { id: 'on-the-clock', held: false, done: () => false, view: view('on-the-clock') },
  { id: 'end', held: false, view: view('end') },
];

function guided(step = 0) {
  let game: GameDetail = fixtureGame(fixtureState(2), { guide: { step, held: true } });
  const saved: [number, boolean][] = [];
  const table = { guide: { steps: STEPS } } as unknown as AnyTableGame;
  const model = new GuideModel({ game: () => game, table: () => table, t: (key) => key, save: async (s, held) => saved.push([s, held]) });
  const played = (actions: number) => {
    game = { ...game, version: actions, state: { ...game.state, actions } } as GameDetail;
    model.sync();
  };
  const keptElsewhere = (at: number) => {
    game = { ...game, guide: { step: at, held: true } } as GameDetail;
    model.sync();
  };
  return { model, saved, played, keptElsewhere };
}

describe('the guided game model', () => {
  it('starts where the game keeps its guide, and a step to read goes on at the player press only', () => {
    const { model, saved } = guided();
    model.sync();
    expect([model.step, model.line?.read, model.line?.text]).toEqual([0, true, 'text of read-me']);
    expect(saved).toEqual([]);
    model.next();
    expect([model.step, model.line?.read]).toEqual([1, false]);
    expect(saved).toEqual([[1, true]]);
    // A step the engine must see done: Go on does nothing.
    model.next();
    expect(model.step).toBe(1);
  });

  it('moves on when the game shows the step done, counted from where it began, passing over a step with nothing to show', () => {
    const { model, saved, played } = guided(1);
    model.sync();
    played(4);
    expect(model.step).toBe(1);
    played(5);
    // Done; the next step shows only with a card in the X area, so the guide passes over it too.
    expect([model.step, model.line?.id]).toEqual([3, 'round-two']);
    expect(saved).toEqual([[3, true]]);
  });

  it('lets the clock go only at the player press that leaves the step before it', () => {
    const { model, saved } = guided(3);
    model.sync();
    model.next();
    expect([model.step, saved]).toEqual([4, [[4, false]]]);
  });

  it('follows a step another screen of the table moved to, and never goes back', () => {
    const { model, saved, keptElsewhere } = guided(0);
    keptElsewhere(3);
    expect(model.step).toBe(3);
    keptElsewhere(1);
    expect(model.step).toBe(3);
    expect(saved).toEqual([]);
  });

  it('after a refused move says the game reason then what to try; the next move clears it', () => {
    const { model } = guided(1);
    model.refused({ message: 'That space takes a red die.' });
    expect(model.line?.retry).toBe('That space takes a red die. Try the ringed die.');
    model.acted();
    expect(model.line?.retry).toBeNull();
  });

  it('ends on its last step, which is never passed by itself', () => {
    const { model } = guided(5);
    model.sync();
    model.next();
    expect([model.step, model.line?.end]).toEqual([5, true]);
  });
});

describe('a step that teaches by a refusal', () => {
  const steps: Step[] = [
    { id: 'try-it', held: true, refusal: true, done: () => false, view: view('try-it'), retry: () => 'That is the rule.' },
    { id: 'end', held: true, view: view('end') },
  ];
  const table = { guide: { steps } } as unknown as AnyTableGame;
  const game: GameDetail = fixtureGame(fixtureState(2), { guide: { step: 0, held: true } });

  it('waits for the move it rings; once the game has refused it, says why in its own words and reads on', () => {
    const model = new GuideModel({ game: () => game, table: () => table, t: (key) => key, save: async () => undefined });
    model.sync();
    expect([model.line?.read, model.line?.retry]).toEqual([false, null]);
    // Go on before the refusal: the step stands.
    model.next();
    expect(model.step).toBe(0);
    model.refused({ message: 'The die beneath goes first.' });
    expect([model.line?.read, model.line?.retry]).toEqual([true, 'That is the rule.']);
    model.next();
    expect(model.step).toBe(1);
  });
});

describe('the steps the board lights by itself, explained one at a time', () => {
  const steps: Step[] = [
    { id: 'press-done', held: true, done: (now) => now.state.round > 1, view: view('press-done') },
    { id: 'after', held: true, view: view('after') },
    { id: 'on-the-clock', held: false, light: true, done: () => false, view: view('on-the-clock') },
    { id: 'end', held: false, view: view('end') },
  ];
  const explain = (_game: GameDetail, step: BoardLitStep) => ({ text: `${step.text} Because.`, spot: `[data-spot="${step.spot}"]` });
  const lit = (line: number, spot: string): BoardLitStep => ({ line, code: 'patient-treated', spot, text: `Line ${line}.` });

  function explained(withWords = true, stops?: (game: GameDetail, line: number) => boolean) {
    let game: GameDetail = fixtureGame(fixtureState(2), { guide: { step: 0, held: true } });
    let shown: BoardLitStep | null = null;
    const table = { guide: { steps, ...(withWords ? { explain } : {}), ...(stops ? { stops } : {}) } } as unknown as AnyTableGame;
    const saved: [number, number | null][] = [];
    const model = new GuideModel({ game: () => game, table: () => table, t: (key) => key, save: async (s, _held, read) => saved.push([s, read]), lit: () => shown });
    const board = (step: BoardLitStep | null) => (shown = step);
    const resolved = () => {
      game = { ...game, version: 9, state: { ...game.state, round: 2 } } as GameDetail;
      model.sync();
    };
    return { model, board, resolved, saved };
  }

  it('while a held step shows, each lit step is the line, at its place, read on by Go on; the board is told how far it may go', () => {
    const { model, board, resolved, saved } = explained();
    expect(model.explained).toBe(-1);
    board(lit(4, 'patient:0'));
    resolved();
    // The guide moved on, but its step is kept (and reaches the devices) only once the lit steps are
    // read; what is read of them is kept at once (the devices' boards stand where this one stands).
    expect([model.step, saved]).toEqual([1, [[0, -1]]]);
    expect(model.line).toEqual({ id: 'resolution:4', text: 'Line 4. Because.', spot: '[data-spot="patient:0"]', marks: [], read: true, end: false, retry: null, light: false, explains: lit(4, 'patient:0'), around: [], clear: [] });
    // Go on: past this lit step (the board goes on), the guide's own step stays.
    model.next();
    expect([model.explained, model.step, model.explaining, model.line?.id]).toEqual([4, 1, null, 'after']);
    board(lit(6, 'dial'));
    model.sync();
    expect(saved).toEqual([[0, -1], [0, 4]]);
    expect([model.line?.id, model.line?.spot]).toEqual(['resolution:6', '[data-spot="dial"]']);
    model.next();
    board(null);
    model.sync();
    expect([model.explained, model.line?.id, saved]).toEqual([6, 'after', [[0, -1], [0, 4], [1, 6]]]);
    // Go on on the guide's own step moves the guide on as ever.
    model.next();
    expect(model.step).toBe(2);
  });

  it("stands only on the lit steps the game's rule names as stops (the board plays the others at the table's pace), and on none read or on the clock", () => {
    // A made-up rule: lines 5 and 9 end what the table did.
    const { model, board, resolved, saved } = explained(true, (_game, line) => line === 5 || line === 9);
    // A lit step that is no stop: nothing to read, and the guide's step is not kept while the board still lights it.
    board(lit(4, 'line:0:1'));
    resolved();
    expect([4, 5, 6, 9].map((line) => model.stopsAt(line))).toEqual([false, true, false, true]);
    expect([model.explaining, model.line?.id, saved]).toEqual([null, 'after', [[0, -1]]]);
    board(lit(5, 'patient:0'));
    expect(model.line?.id).toBe('resolution:5');
    model.next();
    // Read: the board goes past it, and passes line 6 at its pace; 9 is the next stop.
    expect([model.explained, model.stopsAt(5), model.stopsAt(6), model.stopsAt(9)]).toEqual([5, false, false, true]);
    board(lit(9, 'dial'));
    model.next();
    board(null);
    model.sync();
    expect([model.line?.id, saved]).toEqual(['after', [[0, -1], [1, 9]]]);
    // On the clock, nothing is a stop.
    model.next();
    expect([model.step, model.stopsAt(12)]).toEqual([2, false]);
  });

  it('on the clock (light guidance), or without the game giving words, the board is not held and nothing is explained', () => {
    const light = explained();
    light.resolved();
    light.model.next();
    expect(light.model.step).toBe(2);
    light.board(lit(8, 'meter'));
    expect([light.model.explained, light.model.explaining, light.model.line?.id]).toEqual([null, null, 'on-the-clock']);

    const wordless = explained(false);
    wordless.board(lit(2, 'meter'));
    expect([wordless.model.explained, wordless.model.explaining, wordless.model.line?.id]).toEqual([null, null, 'press-done']);
  });
});
