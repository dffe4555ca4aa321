// The board's model on its own, with no component and no DOM: a fake API and hand-made games. It is a
// Svelte 5 runes class (.svelte.ts), loaded through Vite with the Svelte plugin as the renderer's
// other runes classes are; there its $effect timers do not run, so the replay is stepped by hand
// (`advance`, at the pace `nextStepMs` says) exactly as the board's clock steps it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { svelteInNode, type SvelteInNode } from '../../../svelte-in-node.test-support';
import type * as BoardModule from './flatline-board.svelte';
import type * as ErrorsModule from '@shared/errors';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { LogEntry } from '@shared/flatline/log';
import type { FlatlineView } from '@shared/flatline/view';
import { spotOf } from '@shared/flatline/log-spots';
import { stepMs } from '@shared/flatline/pace';
import { legalPlacements } from '@shared/flatline/rules/queries';
import { boardSpaces, placementProblem, spaceKey, type BoardSpace } from './board-model';
import { fixtureGame, fixtureState } from './board-fixture.test-support';
import { replayPicture } from './replay-picture';

let kit: SvelteInNode;
let Model: typeof BoardModule.FlatlineBoardModel;
// Loaded through the same Vite module graph as the model, so its `instanceof` sees this class.
let ApiCallError: typeof ErrorsModule.ApiCallError;

beforeAll(async () => {
  kit = await svelteInNode(__dirname, 'flatline-board');
  ({ FlatlineBoardModel: Model } = await kit.load<typeof BoardModule>('./flatline-board.svelte.ts'));
  ({ ApiCallError } = await kit.load<typeof ErrorsModule>('../../../../../shared/errors.ts'));
  const i18n = await kit.load<{ locale: { current: string } }>('../../../lib/i18n/i18n.svelte.ts');
  i18n.locale.current = 'en';
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

type Game = BoardModule.FlatlineGame;
type Board = BoardModule.FlatlineBoardModel;

const gameOf = (state: FlatlineView, more: Partial<Game> = {}): Game => fixtureGame(state, more);

/**
 * A board over a fake API: every action sent is recorded; `answer` says what the host does with it
 * (the next state, which the board then receives as the app would deliver it; false; or an error).
 */
function boardFor(game: Game, answer: (action: FlatlineAction, state: FlatlineView) => FlatlineView | false | Error = (_, s) => s) {
  const sent: FlatlineAction[] = [];
  const focused: BoardModule.BoardFocus[] = [];
  let current = game;
  const board: Board = new Model({
    game,
    act: async (action) => {
      sent.push(action);
      const reply = answer(action, current.state);
      if (reply instanceof Error) throw reply;
      if (reply === false) return false;
      current = { ...current, state: reply, version: reply.actions };
      board.receive(current);
      return current;
    },
    focus: (place) => focused.push(place),
    pace: () => 'slow',
  });
  return { board, sent, focused };
}

/** The state after a die was placed, as the engine would send it. */
function placedOn(state: FlatlineView, die: string, target: BoardSpace['target'], space: number): FlatlineView {
  return { ...state, actions: state.actions + 1, dice: state.dice.map((d) => (d.id === die ? { ...d, at: { kind: 'space', target, space } } : d)) };
}

/** Lets an act the board started by itself (a key) finish. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const keys = (places: readonly BoardSpace[]) => places.map((b) => b.key);

describe('picking a die', () => {
  it('lights the places the shared rules allow and takes the keyboard to the first of them', () => {
    const { board, focused } = boardFor(gameOf(fixtureState(2)));
    board.pick('s0d0');
    const legal = legalPlacements(board.state, 's0d0').map((p) => spaceKey(p.target, p.space));
    expect(board.picked).toBe('s0d0');
    expect([...board.legal].sort()).toEqual([...legal].sort());
    expect(keys(board.legalPlaces)).toEqual(keys(boardSpaces(board.state)).filter((k) => legal.includes(k)));
    expect(focused).toEqual([{ space: board.legalPlaces[0]!.key }]);
    // Arrow keys walk the legal places, wrapping; Escape puts the die back and the keyboard with it.
    board.move(board.legalPlaces[0]!.key, -1);
    expect(focused.at(-1)).toEqual({ space: board.legalPlaces.at(-1)!.key });
    board.cancel();
    expect(board.picked).toBeNull();
    expect(board.legal.size).toBe(0);
    expect(focused.at(-1)).toEqual({ die: 's0d0' });
  });

  it('says at the die when no place can take it (the host says so through its legal places)', () => {
    const state = fixtureState(2);
    const { board, focused } = boardFor(gameOf(state, { legalPlaces: { placements: { s0d0: [] }, usableTriage: [], rerollTrackOpen: true } }));
    board.pick('s0d0');
    expect(board.refusalAt('die:s0d0')).toBe('No space can take this die right now.');
    expect(focused).toEqual([]);
  });

  it("never picks a bot's die: a bot places its own dice, and says so at the die (docs/bots.md)", () => {
    const state = fixtureState(2);
    const bot = state.dice.find((d) => d.seat === 1 && d.at.kind === 'tray')!;
    const { board, focused } = boardFor(gameOf(state, { bots: { seats: [1], pace: 'steady' } }));
    board.pick(bot.id);
    expect(board.picked).toBeNull();
    expect(board.legal.size).toBe(0);
    expect(board.refusalAt(`die:${bot.id}`)).toBe(`A bot plays ${state.setup.seats[1]!.name}: it places its own dice.`);
    expect(focused).toEqual([]);
    // A person's die beside it is picked as ever.
    board.pick('s0d0');
    expect(board.picked).toBe('s0d0');
  });

  it('picks nothing that is not in a tray, nor outside the countdown', () => {
    const { board } = boardFor(gameOf(fixtureState(2)));
    board.pick('s1d1');
    expect(board.picked).toBeNull();
    const planning = boardFor(gameOf({ ...fixtureState(2), stop: 'planning', phase: 'D-planning' })).board;
    planning.pick('s0d0');
    expect(planning.picked).toBeNull();
  });
});

describe('placing a die', () => {
  it('sends the placement, lets the die go and keeps the keyboard with the same player’s next die', async () => {
    const { board, sent, focused } = boardFor(gameOf(fixtureState(2)), (action, s) => (action.type === 'place' ? placedOn(s, action.die, action.target, action.space) : s));
    board.pick('s0d0');
    const space = board.legalPlaces[0]!;
    const busy = board.place(space);
    expect(board.busy).toBe(true);
    expect(await busy).toBe(true);
    expect(sent).toEqual([{ type: 'place', die: 's0d0', target: space.target, space: space.index }]);
    expect(board.busy).toBe(false);
    expect(board.picked).toBeNull();
    expect(board.placed.get(space.key)?.id).toBe('s0d0');
    expect(board.seat(0).dice.map((d) => d.id)).toEqual(['s0d1', 's0d2']);
    expect(focused.at(-1)).toEqual({ die: 's0d1' });
    expect(board.refusalAt(space.key)).toBeNull();
  });

  it('answers a move the shared rules refuse at the space, in words, without sending it', async () => {
    const { board, sent } = boardFor(gameOf(fixtureState(2)));
    board.pick('s0d0');
    const wrong = boardSpaces(board.state).find((b) => placementProblem(board.state, 's0d0', b.target, b.index)?.code === 'placement-wrong-symbol')!;
    expect(await board.place(wrong)).toBe(false);
    expect(sent).toEqual([]);
    expect(board.refusalAt(wrong.key)).toMatch(/^This space needs .+; the die shows red \(.+\)\.$/);
    expect(board.picked).toBe('s0d0');
  });

  it('asks for a die first when none is picked', async () => {
    const { board, sent } = boardFor(gameOf(fixtureState(2)));
    const space = boardSpaces(board.state)[0]!;
    expect(await board.place(space)).toBe(false);
    expect(board.refusalAt(space.key)).toBe('Pick a die from a tray first.');
    expect(sent).toEqual([]);
  });

  it('shows the host’s refusal where the player looked, and keeps the die picked', async () => {
    const { board, sent } = boardFor(gameOf(fixtureState(2)), () => new ApiCallError({ code: 'game-paused', message: 'This game is paused: continue it first.' }));
    board.pick('s0d0');
    const space = board.legalPlaces[0]!;
    expect(await board.place(space)).toBe(false);
    expect(sent).toHaveLength(1);
    expect(board.refusalAt(space.key)).toBe('This game is paused: resume it first.');
    expect(board.refusalAt('prompt')).toBeNull();
    expect(board.busy).toBe(false);
    expect(board.picked).toBe('s0d0');
  });

  it('draws the die on its space before the host answers, and back in its tray, still picked, if the host refuses', async () => {
    let answer: (value: unknown) => void = () => {};
    const state = fixtureState(2);
    const board: Board = new Model({ game: gameOf(state), act: () => new Promise((resolve) => (answer = resolve)), focus: () => {}, pace: () => 'slow' });
    board.pick('s0d0');
    const space = board.legalPlaces[0]!;
    const busy = board.place(space);
    // Sent, not answered: the die is on the space already and out of the tray.
    expect(board.placed.get(space.key)?.id).toBe('s0d0');
    expect(board.seat(0).dice.map((d) => d.id)).toEqual(['s0d1', 's0d2']);
    expect(board.picked).toBeNull();
    answer(false);
    expect(await busy).toBe(false);
    expect(board.placed.get(space.key)).toBeUndefined();
    expect(board.seat(0).dice.map((d) => d.id)).toEqual(['s0d0', 's0d1', 's0d2']);
    expect(board.picked).toBe('s0d0');
    expect(board.refusalAt(space.key)).toBe('That move was not accepted.');
  });

  it('leaves the keyboard with the next die a quick player picked before the host answered', async () => {
    let answer: (value: unknown) => void = () => {};
    const focused: BoardModule.BoardFocus[] = [];
    const board: Board = new Model({ game: gameOf(fixtureState(2)), act: () => new Promise((resolve) => (answer = resolve)), focus: (f) => focused.push(f), pace: () => 'slow' });
    board.pick('s0d0');
    const busy = board.place(board.legalPlaces[0]!);
    board.pick('s0d1');
    const before = focused.length;
    answer(true);
    expect(await busy).toBe(true);
    expect(board.picked).toBe('s0d1');
    expect(focused.slice(before)).toEqual([]);
  });

  it('takes a dropped die as picked and places it', async () => {
    const { board, sent } = boardFor(gameOf(fixtureState(2)), (action, s) => (action.type === 'place' ? placedOn(s, action.die, action.target, action.space) : s));
    const space = board.placesFor('s1d0')[0]!;
    expect(await board.drop('s1d0', space)).toBe(true);
    expect(sent).toEqual([{ type: 'place', die: 's1d0', target: space.target, space: space.index }]);
  });
});

describe('a push redraws only what it changed (docs/far-away.md, "Speed")', () => {
  it('hands the parts the same space, look and table objects while a push leaves them as they were', () => {
    const state = fixtureState(2);
    const { board } = boardFor(gameOf(state));
    const spaces = boardSpaces(board.state);
    const [first, second] = [spaces[0]!, spaces[1]!];
    const before = [board.spaceAt(first.target, first.index, first.space), board.spaceAt(second.target, second.index, second.space)];
    const look = board.look(1);
    const patients = board.state.patients;
    // Another seat's die placed on the first space, delivered as the host sends it: the whole game anew.
    const die = state.dice.find((d) => d.seat === 1 && d.at.kind === 'tray')!;
    board.receive(JSON.parse(JSON.stringify(gameOf(placedOn(state, die.id, first.target, first.index)))) as Game);
    const filled = board.spaceAt(first.target, first.index, first.space);
    expect(filled).not.toBe(before[0]);
    expect(filled.die?.id).toBe(die.id);
    expect(board.spaceAt(second.target, second.index, second.space)).toBe(before[1]);
    expect(board.look(1)).toBe(look);
    expect(board.state.patients).toBe(patients);
    expect(board.state.dice.find((d) => d.id === die.id)?.at).toEqual({ kind: 'space', target: first.target, space: first.index });
    // The same values again: nothing new to draw; a change of name is a new look.
    board.receive(JSON.parse(JSON.stringify(board.game)) as Game);
    expect(board.spaceAt(first.target, first.index, first.space)).toBe(filled);
    const ann = board.look(0);
    const renamed = JSON.parse(JSON.stringify(board.game)) as Game;
    renamed.seats[1]!.name = 'Bruna';
    board.receive(renamed);
    expect(board.look(1)).not.toBe(look);
    expect(board.look(1).name).toBe('Bruna');
    expect(board.look(0)).toBe(ann);
  });
});

describe('a refusal when another seat was quicker names that seat', () => {
  it('a picked die Bruno’s device placed meanwhile: the press on a space says Bruno took it, not to pick a die', async () => {
    const state = fixtureState(2);
    const { board, sent } = boardFor(gameOf(state));
    board.pick('s1d0');
    const mine = board.legalPlaces[0]!;
    const theirs = board.legalPlaces.at(-1)!;
    board.receive(gameOf(placedOn(state, 's1d0', theirs.target, theirs.index)));
    expect(board.picked).toBeNull();
    expect(await board.place(mine)).toBe(false);
    expect(sent).toEqual([]);
    expect(board.refusalAt(mine.key)).toBe('Bruno took that die.');
  });

  it('a die dragged while Bruno placed it says so at the drop', async () => {
    const state = fixtureState(2);
    const { board } = boardFor(gameOf(state));
    const [theirs, mine] = board.placesFor('s1d0');
    board.receive(gameOf(placedOn(state, 's1d0', theirs!.target, theirs!.index)));
    expect(await board.drop('s1d0', mine!)).toBe(false);
    expect(board.refusalAt(mine!.key)).toBe('Bruno took that die.');
  });

  it('a space Bruno filled meanwhile: the shared rules’ refusal names him', async () => {
    const state = fixtureState(2);
    const { board, sent } = boardFor(gameOf(state));
    board.pick('s0d0');
    const space = board.legalPlaces[0]!;
    board.receive(gameOf(placedOn(state, 's1d0', space.target, space.index)));
    expect(await board.place(space)).toBe(false);
    expect(sent).toEqual([]);
    expect(board.refusalAt(space.key)).toBe('Bruno filled this space first.');
  });

  it('the host refused because Bruno’s move landed first: the words name him once his move is shown', async () => {
    const state = fixtureState(2);
    let refuse: (error: unknown) => void = () => {};
    const board: Board = new Model({
      game: gameOf(state),
      act: () => new Promise((_, reject) => (refuse = reject)),
      focus: () => {},
      pace: () => 'slow',
    });
    board.pick('s1d0');
    const space = board.legalPlaces[0]!;
    const busy = board.place(space);
    refuse(new ApiCallError({ code: 'die-not-available', message: 'That die is not an unplaced rolled die.', params: { die: 's1d0' } }));
    expect(await busy).toBe(false);
    // Bruno's placement has not reached this screen yet: the engine's words.
    expect(board.refusalAt(space.key)).toBe('That die is not an unplaced, rolled die.');
    const theirs = board.placesFor('s1d0').at(-1)!;
    board.receive(gameOf(placedOn(state, 's1d0', theirs.target, theirs.index)));
    expect(board.refusalAt(space.key)).toBe('Bruno took that die.');
  });

  it('in Italian', async () => {
    const i18n = await kit.load<{ locale: { current: string } }>('../../../lib/i18n/i18n.svelte.ts');
    const state = fixtureState(2);
    const { board } = boardFor(gameOf(state));
    board.pick('s1d0');
    const mine = board.legalPlaces[0]!;
    board.receive(gameOf(placedOn(state, 's1d0', mine.target, mine.index)));
    const other = board.placesFor('s1d1')[0] ?? mine;
    i18n.locale.current = 'it';
    try {
      await board.place(other);
      expect(board.refusalAt(other.key)).toBe('Bruno ha preso quel dado.');
    } finally {
      i18n.locale.current = 'en';
    }
  });

  it('a press with nothing picked and nothing taken still asks for a die first', async () => {
    const { board } = boardFor(gameOf(fixtureState(2)));
    board.pick('s0d0');
    board.cancel();
    const space = boardSpaces(board.state)[0]!;
    await board.place(space);
    expect(board.refusalAt(space.key)).toBe('Pick a die from a tray first.');
  });
});

describe('one seat, for a view that shows no more than it', () => {
  it('gives a seat’s look, tray and legal places without picking anything', () => {
    const { board } = boardFor(gameOf(fixtureState(3)));
    const seat = board.seat(1);
    expect(seat.look.name).toBe('Bruno');
    expect(seat.dice.map((d) => d.id)).toEqual(['s1d0']);
    expect(seat.inPlay).toBe(7);
    expect(seat.picked).toBeUndefined();
    const places = board.placesFor('s1d0');
    expect(keys(places).sort()).toEqual(legalPlacements(board.state, 's1d0').map((p) => spaceKey(p.target, p.space)).sort());
    expect(board.picked).toBeNull();
    board.pick('s1d0');
    expect(board.seat(1).picked?.id).toBe('s1d0');
    expect(board.seat(0).picked).toBeUndefined();
  });
});

describe('re-rolls', () => {
  it('a die sacrificed to the track: its player’s other dice, all chosen; the table may change whose and which', async () => {
    const { board, sent } = boardFor(gameOf(fixtureState(2)));
    expect(board.rerollOpen).toBe(true);
    board.pick('s0d0');
    board.startReroll();
    expect(board.ask).toBe('reroll');
    expect(board.reroll).toEqual({ sacrifice: 's0d0', seat: 0, dice: ['s0d1', 's0d2'] });
    expect(board.rerollDice.map((d) => d.id)).toEqual(['s0d1', 's0d2']);
    board.chooseRerollDie('s0d2', false);
    expect(board.reroll?.dice).toEqual(['s0d1']);
    board.chooseRerollSeat(1);
    expect(board.reroll).toEqual({ sacrifice: 's0d0', seat: 1, dice: ['s1d0'] });
    expect(await board.confirmReroll()).toBe(true);
    expect(sent).toEqual([{ type: 'reroll', seat: 1, dice: ['s1d0'], sacrifice: 's0d0' }]);
    expect(board.reroll).toBeNull();
    expect(board.picked).toBeNull();
    expect(board.ask).toBeNull();
  });

  it('a free re-roll has no sacrifice; nothing chosen sends nothing; a refusal keeps the choice and says why at the track', async () => {
    const { board, sent } = boardFor(gameOf(fixtureState(2)), () => false);
    board.freeReroll(1);
    expect(board.reroll).toEqual({ sacrifice: null, seat: 1, dice: ['s1d0'] });
    board.chooseRerollDie('s1d0', false);
    expect(await board.confirmReroll()).toBe(false);
    expect(sent).toEqual([]);
    board.chooseRerollDie('s1d0', true);
    expect(await board.confirmReroll()).toBe(false);
    expect(sent).toEqual([{ type: 'reroll', seat: 1, dice: ['s1d0'] }]);
    expect(board.refusalAt('reroll')).toBe('That move was not accepted.');
    expect(board.reroll).toEqual({ sacrifice: null, seat: 1, dice: ['s1d0'] });
    board.cancelReroll();
    expect(board.ask).toBeNull();
  });
});

describe('decisions', () => {
  const asking = (): FlatlineView => ({
    ...fixtureState(2),
    pending: { kind: 'choose-player-to-lose-dice', source: 'bathroom-break', amount: 2, options: [{ id: 'seat:0', seat: 0 }, { id: 'seat:1', seat: 1 }] },
  });

  it('asks the table over the trays while nothing can be placed, and sends the answer', async () => {
    const { board, sent } = boardFor(gameOf(asking()), (_, s) => ({ ...s, pending: null, actions: s.actions + 1 }));
    expect(board.ask).toBe('decision');
    expect(board.placing).toBe(false);
    board.pick('s0d0');
    expect(board.picked).toBeNull();
    expect(await board.decide('seat:1')).toBe(true);
    expect(sent).toEqual([{ type: 'decide', option: 'seat:1' }]);
    expect(board.ask).toBeNull();
    expect(board.placing).toBe(true);
  });

  it('shows a refused answer at the question', async () => {
    const { board } = boardFor(gameOf(asking()), () => new ApiCallError({ code: 'no-such-option', message: 'No such option.' }));
    expect(await board.decide('seat:7')).toBe(false);
    expect(board.refusalAt('prompt')).toBeTruthy();
    expect(board.ask).toBe('decision');
  });
});

describe('the replay of what the game did by itself', () => {
  const e = (round: number, phase: LogEntry['phase'], code: string, params: LogEntry['params'] = {}): LogEntry => ({ round, phase, code, params });
  const countdown = (): FlatlineView => ({ ...fixtureState(2), log: [e(1, 'E-countdown', 'countdown-started'), e(1, 'E-countdown', 'die-placed')] });
  const RESOLUTION: LogEntry[] = [
    e(1, 'E-countdown', 'countdown-ended', { by: 'done' }),
    e(1, 'F-resolve-cards', 'stat-cleared', { card: 'clear' }),
    e(1, 'G-resolve-patients', 'line-cleared', { slot: 1, line: 0, card: 'patient-02' }),
    e(1, 'H-turn-dial', 'dial-turned', { why: 'end-of-round', diamond: 2 }),
    e(1, 'H-turn-dial', 'round-ended', { round: 1 }),
    e(2, 'A-lose-power', 'cube-removed', { space: 0, why: 'lose-power', left: 6 }),
  ];
  const delivered = (before: FlatlineView): FlatlineView => ({ ...fixtureState(2), round: 2, phase: 'D-planning', stop: 'planning', actions: 4, log: [...before.log, ...RESOLUTION] });

  it('words only the lines a push added, and words them all again in another language', async () => {
    const i18n = await kit.load<{ locale: { current: string } }>('../../../lib/i18n/i18n.svelte.ts');
    const before = countdown();
    const { board } = boardFor(gameOf(before));
    const first = board.lines;
    expect(first.map((l) => l.code)).toEqual(['countdown-started', 'die-placed']);
    // A push with one line more, as the host sends it (the whole game anew): the earlier lines stay as they were.
    const more = { ...before, actions: before.actions + 1, log: [...before.log, e(1, 'E-countdown', 'countdown-ended', { by: 'done' })] };
    board.receive(JSON.parse(JSON.stringify(gameOf(more))) as Game);
    expect(board.lines).toHaveLength(3);
    expect(board.lines[0]).toBe(first[0]);
    expect(board.lines[1]).toBe(first[1]);
    const english = board.lines.map((l) => l.text);
    i18n.locale.current = 'it';
    try {
      const italian = board.lines.map((l) => l.text);
      italian.forEach((text, i) => expect(text).not.toBe(english[i]));
    } finally {
      i18n.locale.current = 'en';
    }
    expect(board.lines.map((l) => l.text)).toEqual(english);
  });

  it('shows each new line in turn, lights its place for its step at the table’s pace, and ends with the last step', () => {
    const before = countdown();
    const after = delivered(before);
    const { board, sent } = boardFor(gameOf(before));
    expect(board.replaying).toBe(false);
    board.receive(gameOf(after));
    expect(board.replaying).toBe(true);
    expect(board.shown).toBe(2);
    expect(board.picture).toBe('before');
    // Nothing is asked while the steps play: the planning prompt waits for the end.
    expect(board.ask).toBeNull();
    const lights: (string | null)[] = [];
    // The first new line is shown at once; each stays (lit) for its step at the pace, then the next.
    expect(board.nextStepMs).toBe(0);
    board.advance();
    for (let at = 2; at < after.log.length; at++) {
      const spot = spotOf(after.log[at]!);
      expect(board.shown).toBe(at + 1);
      expect(board.lit).toBe(spot ?? null);
      if (spot) expect(board.lights(spot)).toBe(true);
      expect(board.told).toBe(board.lines[at]!.text);
      expect(board.table).toEqual(replayPicture(before, after, at));
      expect(board.replaying).toBe(true);
      expect(board.nextStepMs).toBe(stepMs('slow', spot !== undefined));
      lights.push(board.lit);
      if (at === 3) expect(board.picture).toBe('before');
      if (at < after.log.length - 1) board.advance();
    }
    expect(lights).toEqual(RESOLUTION.map((line) => spotOf(line) ?? null));
    expect(lights.filter(Boolean).length).toBeGreaterThanOrEqual(3);
    // The next round's opening is drawn as its lines play; the bar is told the round shown.
    expect(board.step).toEqual({ round: 2, phase: 'A' });
    expect(board.picture).toBe('next');
    // The last line keeps its step; then the replay is over and the board draws the live game.
    board.advance();
    expect(board.replaying).toBe(false);
    expect(board.lit).toBeNull();
    expect(board.nextStepMs).toBeNull();
    expect(board.table).toBe(board.state);
    expect(board.picture).toBe('live');
    expect(board.step).toEqual({ round: 2, phase: 'D' });
    expect(board.ask).toBe('planning');
    // The board sent nothing by itself.
    expect(sent).toEqual([]);
  });

  it('Skip (or the S key) shows everything at once', () => {
    const before = countdown();
    const { board } = boardFor(gameOf(before));
    board.receive(gameOf(delivered(before)));
    board.advance();
    board.advance();
    expect(board.lit).not.toBeNull();
    board.skip();
    expect([board.replaying, board.lit, board.shown, board.picture]).toEqual([false, null, before.log.length + RESOLUTION.length, 'live']);

    const again = boardFor(gameOf(before)).board;
    again.receive(gameOf(delivered(before)));
    again.covered = true;
    expect(again.shortcut('s')).toBe(false);
    expect(again.replaying).toBe(true);
    again.covered = false;
    expect(again.shortcut('S')).toBe(true);
    expect(again.replaying).toBe(false);
    expect(again.shortcut('s')).toBe(false);
  });

  it("a guided game's guide explains each lit step: the replay stands on it, lit, until explained, and passes the rest at once", () => {
    const before = countdown();
    const after = delivered(before);
    const { board, sent } = boardFor(gameOf(before));
    board.explained = -1;
    board.receive(gameOf(after));
    // What the board tells the guide at each stop: the log line, its place and its words.
    const stops: [number, string, string][] = [];
    for (let guard = 0; guard < 20 && board.replaying; guard++) {
      const wait = board.nextStepMs;
      if (wait === null) {
        expect(board.waitsForGuide).toBe(true);
        const lit = board.litStep!;
        expect(board.lit).toBe(lit.spot);
        expect(lit.text).toBe(board.lines[lit.line]!.text);
        stops.push([lit.line, lit.code, lit.spot]);
        // The guide's Go on: the board goes on to the next step at once.
        board.explained = lit.line;
        expect([board.waitsForGuide, board.nextStepMs]).toEqual([false, 0]);
        continue;
      }
      expect(wait).toBe(0);
      board.advance();
    }
    expect(stops).toEqual([
      [3, 'stat-cleared', 'stat-area'],
      [4, 'line-cleared', 'line:1:0'],
      [5, 'dial-turned', 'dial'],
      [7, 'cube-removed', 'meter'],
    ]);
    expect([board.replaying, board.litStep, board.picture]).toEqual([false, null, 'live']);
    expect(sent).toEqual([]);
  });

  it("a guided game's lit steps that are no stop of its guide play at the table's pace; the stops stand", () => {
    const before = countdown();
    const { board } = boardFor(gameOf(before));
    board.explained = -1;
    // The guide stands on the dial only (its rule: the last step of what the table did).
    board.stops = (line) => line === 5;
    board.receive(gameOf(delivered(before)));
    const waits: [string | undefined, number | null][] = [];
    for (let guard = 0; guard < 20 && board.replaying; guard++) {
      const wait = board.nextStepMs;
      waits.push([board.litStep?.code, wait]);
      if (wait === null) board.explained = board.litStep!.line;
      else board.advance();
    }
    // A lit step passes at the slow pace; the stop waits for the guide, then the next line follows at once.
    expect(waits.filter(([code]) => code !== undefined)).toEqual([
      ['stat-cleared', stepMs('slow', true)],
      ['line-cleared', stepMs('slow', true)],
      ['dial-turned', null],
      ['dial-turned', 0],
      ['cube-removed', stepMs('slow', true)],
    ]);
  });

  it('at a table with no guide (explained null) every step passes at the pace, as ever; Skip ends a held step too', () => {
    const before = countdown();
    const { board } = boardFor(gameOf(before));
    board.receive(gameOf(delivered(before)));
    board.advance();
    board.advance();
    expect([board.litStep?.code, board.waitsForGuide, board.nextStepMs]).toEqual(['stat-cleared', false, stepMs('slow', true)]);
    board.explained = 2;
    expect([board.waitsForGuide, board.nextStepMs]).toEqual([true, null]);
    board.skip();
    expect([board.replaying, board.litStep, board.waitsForGuide]).toEqual([false, null, false]);
  });

  it('replays nothing of the countdown, nor of another game opened in its place', () => {
    const before = countdown();
    const { board } = boardFor(gameOf(before));
    board.receive(gameOf({ ...before, actions: 4, log: [...before.log, e(1, 'E-countdown', 'die-placed')] }));
    expect(board.replaying).toBe(false);
    board.receive(gameOf(delivered(before)));
    expect(board.replaying).toBe(true);
    board.receive(gameOf(delivered(before), { id: 'g2' }));
    expect(board.replaying).toBe(false);
    expect(board.shown).toBe(before.log.length + RESOLUTION.length);
  });

  it('lets a picked die go once it has left its tray', () => {
    const state = fixtureState(2);
    const { board } = boardFor(gameOf(state));
    board.pick('s0d0');
    const space = board.legalPlaces[0]!;
    board.receive(gameOf(placedOn(state, 's0d0', space.target, space.index)));
    expect(board.picked).toBeNull();
  });
});

describe('a triage window', () => {
  const atWindow = (): FlatlineView => ({ ...fixtureState(2), phase: 'G-resolve-patients', stop: 'before-dial' });

  it('shows what is left of the host’s wait and sends nothing by itself; Go on and Wait are the players’ acts', async () => {
    const game = gameOf(atWindow(), { deadline: { key: 'triage-window:before-dial:3', waitMs: 10_000, leftMs: 4_000 } });
    const { board, sent } = boardFor(game, (action, s) => (action.type === 'hold' ? { ...s, held: true, actions: s.actions + 1 } : s));
    expect(board.windowOpen).toBe(true);
    expect(board.windowLeft).toBe(4_000);
    // Of the window's own 10 s at the slow pace.
    expect(board.windowShare).toBe(0.4);
    expect(sent).toEqual([]);
    expect(board.shortcut('w')).toBe(true);
    await settled();
    expect(sent).toEqual([{ type: 'hold' }]);
    expect(board.state.held).toBe(true);
    // Held: no second Wait.
    expect(board.shortcut('w')).toBe(false);
    expect(board.shortcut('g')).toBe(true);
    expect(sent).toEqual([{ type: 'hold' }, { type: 'advance' }]);
  });

  it('ignores its keys while the table is covered or paused', () => {
    const { board, sent } = boardFor(gameOf(atWindow(), { paused: true }));
    expect(board.shortcut('g')).toBe(false);
    const covered = boardFor(gameOf(atWindow()));
    covered.board.covered = true;
    expect(covered.board.shortcut('g')).toBe(false);
    expect([...sent, ...covered.sent]).toEqual([]);
  });
});
