// FUSE: Countdown's board model on its own, as a view uses it: built over a game (a view fixture) and
// a fake `act`, driven by the intents a person's clicks, keys and drops stand for. It is a Svelte 5
// runes class (.svelte.ts), loaded through Vite with the Svelte plugin (svelte-in-node.test-support.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { FuseCountdownLegalPlaces, FuseCountdownView } from '@shared/fuse-countdown/view';
import type * as ErrorsModule from '@shared/errors';
import type * as BoardModule from './countdown-board.svelte';
import type { CountdownGame, FocusTarget } from './countdown-board.svelte';
import { trEn } from './test-translator.test-support';
import { gameOf, LEGAL_PLACES, sharingView, viewOf } from './view-fixture.test-support';
import { svelteInNode, type SvelteInNode } from '../../../svelte-in-node.test-support';

let kit: SvelteInNode;
let CountdownBoard: typeof BoardModule.CountdownBoard;
let ApiCallError: typeof ErrorsModule.ApiCallError;

beforeAll(async () => {
  kit = await svelteInNode(__dirname, 'fcboard-model');
  ({ CountdownBoard } = await kit.load<typeof BoardModule>('./countdown-board.svelte.ts'));
  // Loaded through the same Vite module graph as the model, so its `instanceof` sees one class.
  ({ ApiCallError } = await kit.load<typeof ErrorsModule>('../../../../../shared/errors.ts'));
}, 60_000);
afterAll(async () => {
  await kit?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const sharing = sharingView;

/** `sharing()` after Bruno's device placed `die` on `card`'s slot, as the engine delivers it. */
function brunoPlaced(die: string, card: string, cell: number): FuseCountdownView {
  const s = sharing();
  return {
    ...s,
    actions: s.actions + 1,
    rolled: s.rolled.filter((r) => r.die !== die),
    seats: s.seats.map((seat) => ({ ...seat, bombs: seat.bombs.map((b) => (b.card === card ? { ...b, dice: [{ cell, die, face: 4, shown: ['red' as const] }] } : b)) })),
    log: [...s.log, { turn: s.turn, phase: 'distribute', code: 'die-placed', params: { seat: 1, die, card, cell, face: 4, colours: 'red' } }],
  };
}

/** A board over a game that the test may deliver again, with a fake `act` that records what it is sent. */
function table(state: FuseCountdownView, legalPlaces: FuseCountdownLegalPlaces | undefined = LEGAL_PLACES, now = () => 0) {
  const sent: FuseCountdownAction[] = [];
  const focused: FocusTarget[] = [];
  let answer: () => Promise<unknown> = async () => true;
  const source = {
    game: gameOf(state, legalPlaces) as CountdownGame,
    covered: false,
    act: (action: FuseCountdownAction) => {
      sent.push(action);
      return answer();
    },
  };
  const board = new CountdownBoard(source, { focus: (f) => focused.push(f), now, words: trEn });
  return {
    board,
    source,
    sent,
    focused,
    /** The next act is refused by the engine with this code and params. */
    refuse(code: string, params: Record<string, string | number> = {}) {
      answer = async () => {
        throw new ApiCallError({ code, message: code, params });
      };
    },
    accept() {
      answer = async () => true;
    },
    /** The next act is answered only when the returned function is called (an answer still on its way). */
    holdAnswer(): () => void {
      let release = () => {};
      const held = new Promise<boolean>((resolve) => (release = () => resolve(true)));
      answer = () => held;
      return () => release();
    },
    /** A new delivery of the game (the board then catches up, as its effect does). */
    deliver(next: FuseCountdownView, nextLegalPlaces: FuseCountdownLegalPlaces | undefined = legalPlaces) {
      source.game = gameOf(next, nextLegalPlaces);
      board.follow();
    },
  };
}

describe('picking a die lights its legal slots', () => {
  it('lights where the picked die may go, seat by seat, and the focus goes to its first slot', () => {
    const { board, focused } = table(sharing());
    expect(board.picked).toBeNull();
    expect([...(board.seat(0).lit('bomb-03') ?? [])]).toEqual([]);
    board.pressDie('d01');
    expect(board.picked).toBe('d01');
    expect(board.pickedDie?.face).toBe(4);
    expect(board.legal).toEqual(['bomb-03#0', 'bomb-03#2', 'bomb-01#0']);
    expect([...board.seat(0).lit('bomb-03')!]).toEqual([0, 2]);
    expect([...board.seat(0).lit('spark-04')!]).toEqual([]);
    expect([...board.seat(1).lit('bomb-01')!]).toEqual([0]);
    expect(focused).toEqual([{ kind: 'cell', key: 'bomb-03#0' }]);
    // A second press on the same die lets it go.
    board.pressDie('d01');
    expect(board.picked).toBeNull();
    expect(board.legal).toEqual([]);
  });

  it('lights nothing with the assist off, or while nothing is shared out', () => {
    expect(table(sharing({ setup: { ...viewOf().setup, assist: false } })).board.seat(0).lit('bomb-03')).toBeUndefined();
    expect(table(viewOf()).board.seat(0).lit('bomb-03')).toBeUndefined();
  });

  it('says at the tray when the picked die fits no slot at all', () => {
    const { board, focused } = table(sharing());
    board.pick('d09');
    expect(board.refusalAt('tray')).toBe('That die fits no slot of any card.');
    expect(focused).toEqual([]);
  });

  it('keeps what is lit through a clock tick: the same placements keep the same legal places', () => {
    const t = table(sharing());
    t.board.pick('d01');
    const before = t.board.legalPlaces;
    t.deliver({ ...sharing(), clock: { limitMs: 600_000, elapsedMs: 1000, stoppedAtMs: null }, actions: 2 }, { placements: LEGAL_PLACES.placements.map((p) => ({ ...p })) });
    expect(t.board.legalPlaces).toBe(before);
    expect(t.board.picked).toBe('d01');
    t.deliver(sharing(), { placements: LEGAL_PLACES.placements.slice(1) });
    expect(t.board.legalPlaces).not.toBe(before);
    expect(t.board.legal).toEqual(['bomb-03#2', 'bomb-01#0']);
  });

  it('walks the targets with the arrow keys round the end, and Escape lets the die go back to it', () => {
    const { board, focused } = table(sharing());
    board.pick('d01');
    expect(board.slotKey('bomb-03#0', 'ArrowRight')).toBe(true);
    expect(board.slotKey('bomb-01#0', 'ArrowDown')).toBe(true);
    expect(board.slotKey('bomb-03#0', 'ArrowLeft')).toBe(true);
    expect(board.slotKey('bomb-03#0', 'Enter')).toBe(false);
    expect(focused.slice(1)).toEqual([
      { kind: 'cell', key: 'bomb-03#2' },
      { kind: 'cell', key: 'bomb-03#0' },
      { kind: 'cell', key: 'bomb-01#0' },
    ]);
    expect(board.slotKey('bomb-03#0', 'Escape')).toBe(true);
    expect(board.picked).toBeNull();
    expect(focused.at(-1)).toEqual({ kind: 'die', die: 'd01' });
    // With no die picked, the keys are the page's own.
    expect(board.slotKey('bomb-03#0', 'ArrowRight')).toBe(false);
  });

  it('with the assist off, the keyboard walks every slot of every card, seat by seat', () => {
    const { board, focused } = table(sharing({ setup: { ...viewOf().setup, assist: false } }));
    board.pick('d09');
    expect(board.refusalAt('tray')).toBeNull();
    expect(focused).toEqual([{ kind: 'cell', key: 'bomb-03#0' }]);
    const walk = ['bomb-03#0'];
    for (let i = 0; i < 5; i++) {
      board.slotKey(walk.at(-1)!, 'ArrowRight');
      walk.push((focused.at(-1) as { key: string }).key);
    }
    expect(walk).toEqual(['bomb-03#0', 'bomb-03#1', 'bomb-03#2', 'spark-04#0', 'bomb-01#0', 'bomb-01#1']);
  });
});

describe('placing the picked die', () => {
  it('sends the placement for the seat holding the card, lets the die go and moves on to the next die', async () => {
    const { board, sent, focused } = table(sharing());
    board.pick('d01');
    expect(board.mayDrop).toBe(true);
    await board.placeOn('bomb-01', 0);
    expect(sent).toEqual([{ type: 'place', seat: 1, die: 'd01', card: 'bomb-01', cell: 0 }]);
    expect(board.picked).toBeNull();
    expect(board.busy).toBe(false);
    expect(focused.at(-1)).toEqual({ kind: 'first-die' });
  });

  it('a die picked while the last placement is still on its way stays picked when that one lands', async () => {
    const t = table(sharing());
    t.board.pick('d01');
    const release = t.holdAnswer();
    const placing = t.board.placeOn('bomb-01', 0);
    t.board.pressDie('d05');
    release();
    await placing;
    expect(t.sent).toEqual([{ type: 'place', seat: 1, die: 'd01', card: 'bomb-01', cell: 0 }]);
    expect(t.board.picked).toBe('d05');
  });

  it('a refused placement is explained at its slot, and the die stays picked', async () => {
    const t = table(sharing());
    t.board.pick('d05');
    t.refuse('requirement-colours', { card: 'bomb-03', cell: 1 });
    await t.board.seat(0).pressCell('bomb-03', 1);
    await vi.waitFor(() => expect(t.board.busy).toBe(false));
    expect(t.sent).toEqual([{ type: 'place', seat: 0, die: 'd05', card: 'bomb-03', cell: 1 }]);
    expect(t.board.refusalAt('bomb-03#1')).toBe('This slot needs Red or Black.');
    expect(t.board.seat(0).refusalOn('bomb-03')).toEqual({ cell: 1, text: 'This slot needs Red or Black.' });
    expect(t.board.seat(0).refusalOn('spark-04')).toBeNull();
    expect(t.board.seat(1).refusalOn('bomb-03')).toBeNull();
    expect(t.board.refusalAt('tray')).toBeNull();
    expect(t.board.picked).toBe('d05');
    // Picking again clears the refusal.
    t.board.pick('d01');
    expect(t.board.seat(0).refusalOn('bomb-03')).toBeNull();
  });

  it('without a die picked, a slot says to pick one first and nothing is sent', async () => {
    const { board, sent } = table(sharing());
    await board.placeOn('bomb-03', 2);
    expect(board.refusalAt('bomb-03#2')).toBe('Pick a die first, then its slot.');
    expect(sent).toEqual([]);
  });

  it('a picked die Bruno placed meanwhile: the slot pressed next says Bruno took it, not to pick a die', async () => {
    const t = table(sharing());
    t.board.pick('d01');
    t.deliver(brunoPlaced('d01', 'bomb-01', 0));
    expect(t.board.picked).toBeNull();
    await t.board.placeOn('bomb-03', 0);
    expect(t.sent).toEqual([]);
    expect(t.board.refusalAt('bomb-03#0')).toBe('Bruno took that die.');
    // A new pick starts afresh: a slot pressed with nothing picked asks for a die again.
    t.board.pick(null);
    await t.board.placeOn('bomb-03', 0);
    expect(t.board.refusalAt('bomb-03#0')).toBe('Pick a die first, then its slot.');
  });

  it('the engine refused because Bruno took the die first: the words name him once his move is shown', async () => {
    const t = table(sharing());
    t.board.pick('d01');
    t.refuse('die-not-rolled', { die: 'd01' });
    await t.board.placeOn('bomb-03', 0);
    expect(t.board.refusalAt('bomb-03#0')).toBe('That die is not among the rolled dice.');
    t.deliver(brunoPlaced('d01', 'bomb-01', 0));
    expect(t.board.refusalAt('bomb-03#0')).toBe('Bruno took that die.');
    expect(t.board.seat(0).refusalOn('bomb-03')).toEqual({ cell: 0, text: 'Bruno took that die.' });
  });

  it('a slot filled a moment ago says who filled it; one filled on an earlier turn keeps the rule', async () => {
    const t = table(sharing());
    t.board.pick('d05');
    t.refuse('cell-taken', { card: 'bomb-01', cell: 0 });
    t.deliver(brunoPlaced('d01', 'bomb-01', 0));
    await t.board.placeOn('bomb-01', 0);
    expect(t.board.refusalAt('bomb-01#0')).toBe('Bruno filled this slot first.');
    const earlier = brunoPlaced('d01', 'bomb-01', 0);
    t.deliver({ ...earlier, turn: 2, log: earlier.log.map((e) => ({ ...e, turn: 1 })) });
    t.board.pick('d05');
    await t.board.placeOn('bomb-01', 0);
    expect(t.board.refusalAt('bomb-01#0')).toBe('A die is already here, and placed dice never move.');
  });

  it('nothing is placed while the dice are not shared out', async () => {
    const { board, sent } = table(viewOf());
    board.pick('d01');
    await board.placeOn('bomb-03', 2);
    expect(sent).toEqual([]);
    expect(board.refusalAt('bomb-03#2')).toBeNull();
  });
});

describe("the leader's ability", () => {
  it('marks dice and flips them, in the order they were rolled; the marks go once the flip is taken', async () => {
    const { board, sent } = table(sharing());
    expect(board.canMark).toBe(true);
    expect(board.offer.flip).toBe(true);
    board.toggleMark('d09');
    board.dieKey('d01', 'm');
    board.dieKey('d05', 'M');
    board.toggleMark('d05');
    expect([...board.marked]).toEqual(['d09', 'd01']);
    expect(board.markedDice).toEqual(['d01', 'd09']);
    board.flip();
    await vi.waitFor(() => expect(board.busy).toBe(false));
    expect(sent).toEqual([{ type: 'flip', dice: ['d01', 'd09'] }]);
    expect([...board.marked]).toEqual([]);
  });

  it("the Technologist changes the picked die's colour; nothing is sent without a pick", async () => {
    const state = sharing({ seats: [{ ...sharing().seats[0]!, role: 'technologist' }, sharing().seats[1]!] });
    const { board, sent } = table(state);
    expect(board.canMark).toBe(false);
    board.changeColour('green');
    expect(sent).toEqual([]);
    board.pick('d05');
    expect(board.mayChange).toBe(true);
    board.changeColour('green');
    await vi.waitFor(() => expect(board.busy).toBe(false));
    expect(sent).toEqual([{ type: 'change-colour', die: 'd05', colour: 'green' }]);
  });

  it('the Cutter names a colour before the draw, and the roll sends it', async () => {
    const { board, sent } = table(viewOf());
    expect(board.mayRoll).toBe(true);
    expect(board.offer.name).toBe('colour');
    board.roll({ colour: 'red' });
    board.roll();
    await vi.waitFor(() => expect(board.busy).toBe(false));
    expect(sent).toEqual([{ type: 'roll', name: { colour: 'red' } }, { type: 'roll' }]);
  });
});

describe('Done and End now ask twice', () => {
  it('Done: the first press only arms it, the second ends the sharing out', async () => {
    const { board, sent } = table(sharing());
    await board.pressDone();
    expect(board.doneArmed).toBe(true);
    expect(sent).toEqual([]);
    await board.pressDone();
    expect(board.doneArmed).toBe(false);
    expect(sent).toEqual([{ type: 'done' }]);
  });

  it("Done's arming runs out after four seconds, and ends when the sharing out ends", async () => {
    vi.useFakeTimers();
    const t = table(sharing());
    await t.board.pressDone();
    vi.advanceTimersByTime(3999);
    expect(t.board.doneArmed).toBe(true);
    vi.advanceTimersByTime(1);
    expect(t.board.doneArmed).toBe(false);
    await t.board.pressDone();
    t.deliver(sharing({ phase: 'resolve' }));
    expect(t.board.doneArmed).toBe(false);
    expect(t.sent).toEqual([]);
  });

  it('a refused Done is said at the tray', async () => {
    const t = table(sharing());
    t.refuse('seat-must-take');
    await t.board.pressDone();
    await t.board.pressDone();
    expect(t.board.refusalAt('done')).toBe('Not yet: a seat short of its dice can still place one of them.');
  });

  it('End now: a double-click is not two decisions; a second press while armed ends the game; the arming runs out', async () => {
    vi.useFakeTimers();
    let now = 1000;
    const lost = viewOf({ lostCause: true, locked: ['bomb-03'] });
    const { board, sent } = table(lost, undefined, () => now);
    expect(board.lostCauseLine).toBe(trEn.t('fuse-countdown.table.lost-cause.timed'));
    await board.pressEndNow();
    expect(board.endNowArmed).toBe(true);
    now += 100;
    await board.pressEndNow();
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(4000);
    expect(board.endNowArmed).toBe(false);
    await board.pressEndNow();
    now += 1000;
    await board.pressEndNow();
    expect(sent).toEqual([{ type: 'end-now' }]);
    expect(board.endNowArmed).toBe(false);
  });
});

describe('decisions and the ready step', () => {
  const withDice = sharing({
    phase: 'resolve',
    pending: { kind: 'return-die', seat: 1, source: 'fuse-01', options: ['d07', 'd08'] },
    seats: [
      sharing().seats[0]!,
      {
        role: 'technologist',
        roleActive: true,
        bombs: [
          {
            card: 'bomb-01',
            dice: [
              { die: 'd07', cell: 0, face: 3, shown: ['red'] },
              { die: 'd08', cell: 1, face: 5, shown: ['blue'] },
            ],
          },
        ],
        sparks: [],
        taken: 0,
      },
    ],
  });

  it('a fuse card asks one seat which die goes back: asked at that seat, answered by pressing the die', async () => {
    const { board, sent } = table(withDice, undefined);
    expect(board.seat(0).ask).toBeNull();
    const bruno = board.seat(1);
    expect(bruno.ask?.kind).toBe('return-die');
    expect([...bruno.chooseCells(bruno.cards[0]!)]).toEqual([0, 1]);
    expect(bruno.optionLabel('d08')).toBe('Blue 5 (the 1-point bomb)');
    bruno.pressCell('bomb-01', 1);
    await vi.waitFor(() => expect(board.busy).toBe(false));
    expect(sent).toEqual([{ type: 'decide', seat: 1, option: 'd08' }]);
  });

  it("a refused answer is said at the seat that gave it", async () => {
    const t = table(withDice);
    t.refuse('not-an-option');
    t.board.seat(1).decide('d09');
    await vi.waitFor(() => expect(t.board.busy).toBe(false));
    expect(t.board.seat(1).refusal).toBe('That is not one of the choices.');
    expect(t.board.seat(0).refusal).toBeNull();
  });

  it('the seat that defused a bomb takes its replacement from the row', async () => {
    const { board, sent } = table(sharing({ phase: 'resolve', row: ['bomb-10', 'bomb-11'], pending: { kind: 'replacement', seat: 0, source: 'defused:bomb-02', options: ['bomb-10', 'bomb-11'] } }));
    expect(board.replacement?.seat).toBe(0);
    expect(board.seat(0).ask).toBeNull();
    board.takeReplacement('bomb-11');
    await vi.waitFor(() => expect(board.busy).toBe(false));
    expect(sent).toEqual([{ type: 'decide', seat: 0, option: 'bomb-11' }]);
  });

  it('a seat chooses its role from the roles offered', async () => {
    const { board, sent } = table(viewOf({ phase: 'roles', pending: { kind: 'choose-role', seat: 1, source: 'setup', options: ['cutter', 'disposal-expert'] } }));
    expect(board.seat(1).roleOptions).toEqual(['cutter', 'disposal-expert']);
    board.seat(1).decide('disposal-expert');
    await vi.waitFor(() => expect(board.busy).toBe(false));
    expect(sent).toEqual([{ type: 'decide', seat: 1, option: 'disposal-expert' }]);
  });

  it('the players start the clock themselves', async () => {
    const { board, sent } = table(viewOf({ phase: 'ready' }));
    expect(board.ready).toBe(true);
    expect(board.mayRoll).toBe(false);
    board.start();
    await vi.waitFor(() => expect(board.busy).toBe(false));
    expect(sent).toEqual([{ type: 'start' }]);
  });
});

describe('one seat on its own (a seat view)', () => {
  it("gives one seat's cards, quota, legal slots and early defusal without the rest of the table", () => {
    const full = sharing({ seats: [{ ...sharing().seats[0]!, sparks: [{ card: 'spark-04', dice: [{ die: 'd20', cell: 0, face: 1, shown: ['yellow'] }] }] }, sharing().seats[1]!] });
    const { board } = table(full);
    const ada = board.seat(0);
    expect(board.seat(0)).toBe(ada);
    expect(ada.index).toBe(0);
    expect(ada.look).toMatchObject({ name: 'Ada', colour: 'red' });
    expect(ada.leader).toBe(true);
    expect(ada.cards.map((c) => c.card)).toEqual(['bomb-03', 'spark-04']);
    expect(ada.quota).toBe(2);
    expect(ada.mayDefuse(ada.cards[1]!)).toBe(true);
    expect(ada.mayDefuse(ada.cards[0]!)).toBe(false);
    board.pick('d01');
    expect(ada.legal).toEqual(['bomb-03#0', 'bomb-03#2']);
    expect(board.seat(1).legal).toEqual(['bomb-01#0']);
    expect(board.seat(1).leader).toBe(false);
  });
});

describe('catching up with a delivery', () => {
  it('lets go of a picked or marked die that is no longer rolled', () => {
    const t = table(sharing());
    t.board.pick('d01');
    t.board.toggleMark('d01');
    t.board.toggleMark('d05');
    t.deliver(sharing({ rolled: sharing().rolled.slice(1) }));
    expect(t.board.picked).toBeNull();
    expect([...t.board.marked]).toEqual(['d05']);
  });

  it('lights what the game did by itself for a moment and reads it out, and never sends anything', () => {
    vi.useFakeTimers();
    const t = table(sharing());
    const log: FuseCountdownView['log'] = [
      { turn: 1, phase: 'resolve', code: 'spark-drawn', params: { seat: 1, card: 'spark-07' } },
      { turn: 1, phase: 'resolve', code: 'bomb-defused', params: { seat: 0, card: 'bomb-03', points: 2 } },
    ];
    t.deliver(sharing({ log }));
    expect([...t.board.recent].sort()).toEqual(['card-spark-07', 'score-pile']);
    expect(t.board.seat(1).arriving('spark-07')).toBe(true);
    expect(t.board.news).toHaveLength(2);
    vi.advanceTimersByTime(1500);
    expect([...t.board.recent]).toEqual([]);
    // The same log again adds nothing; another game starts over.
    t.deliver(sharing({ log }));
    expect(t.board.news).toHaveLength(2);
    expect(t.sent).toEqual([]);
    t.board.destroy();
  });

  it('a card defused by play rises away; after a jump of several turns or a step back, cards leave at once', () => {
    const defused: FuseCountdownView['log'] = [{ turn: 1, phase: 'resolve', code: 'bomb-defused', params: { seat: 0, card: 'bomb-03', points: 2 } }];
    const t = table(sharing());
    // Asked as the card starts to leave: the delivery has arrived, the board has not caught up yet.
    t.source.game = gameOf(sharing({ log: defused }), LEGAL_PLACES);
    expect(t.board.leaving()).toEqual({ y: -40, duration: 600 });
    t.board.follow();
    t.source.game = gameOf(sharing({ turn: 2, log: defused }), LEGAL_PLACES);
    expect(t.board.leaving().duration).toBe(600);
    t.source.game = gameOf(sharing({ turn: 4, log: [...defused, ...defused] }), LEGAL_PLACES);
    expect(t.board.leaving().duration).toBe(0);
    t.source.game = gameOf(sharing({ log: [] }), LEGAL_PLACES);
    expect(t.board.leaving().duration).toBe(0);
  });
});
