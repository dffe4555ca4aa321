// FUSE: Countdown's guide block as the table shows it: every step has its words in both languages,
// the refusal step rings the stack's second slot (and not a die the board still holds picked), and the
// game it starts is the guided deal, counted nowhere, with a first real game at Training after it.
import { describe, expect, it } from 'vitest';
import type { GameDetailOf } from '@shared/games';
import { GROUP_DEAL, GUIDED_DEAL } from '@shared/fuse-countdown/guide';
import type { FuseCountdownSetupInput } from '@shared/fuse-countdown/setup';
import enLearn from '../../../locales/en/fuse-countdown/learn.json';
import itLearn from '../../../locales/it/fuse-countdown/learn.json';
import { viewOf } from '../board/view-fixture.test-support';
import { fuseCountdownGuide } from './fuse-countdown-guide';
import itTurn from '../../../locales/it/fuse-countdown/turn.json';

type Game = GameDetailOf<'fuse-countdown'>;
const words = (tree: Record<string, unknown>) => (key: string) => {
  const found = key.replace(/^fuse-countdown\.learn\./, '').split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return typeof found === 'string' ? found : `MISSING ${key}`;
};

/** Turn one, the dice shared out: Red's stack (bomb-27) empty, the yellow 4 and the blue 5 still rolled. */
const sharing = viewOf({
  phase: 'distribute',
  rolled: [
    { die: 'd13', face: 4, colours: ['yellow'], changed: null, flipped: false },
    { die: 'd06', face: 5, colours: ['blue'], changed: null, flipped: false },
  ],
  ability: { named: null, changeUsed: true, rerolls: 0, logistics: null, closed: false },
  quotas: [2, 2],
  maxTake: [2, 2],
  seats: [
    { role: 'technologist', roleActive: true, bombs: [{ card: 'bomb-27', dice: [] }, { card: 'bomb-31', dice: [] }], sparks: [], taken: 0 },
    { role: 'equipment-technician', roleActive: true, bombs: [{ card: 'bomb-43', dice: [] }, { card: 'bomb-01', dice: [] }], sparks: [], taken: 0 },
  ],
});
const game = { id: 'g', state: sharing, legalPlaces: { placements: [{ seat: 0, die: 'd13', card: 'bomb-27', cell: 0 }] }, seats: [] } as unknown as Game;
const step = (id: string) => fuseCountdownGuide.steps.find((s) => s.id === id)!;

describe("FUSE: Countdown's guide block", () => {
  it('has words for every step in English and Italian, and for the moves that can go wrong', () => {
    for (const tree of [enLearn, itLearn]) {
      const t = words(tree);
      for (const s of fuseCountdownGuide.steps) {
        expect(s.view(game, t).text, s.id).not.toContain('MISSING');
        if (s.retry) expect(s.retry(game, t), s.id).not.toContain('MISSING');
      }
    }
  });

  it("rings the die and the stack's second slot to show the refusal, beside the stack; Go on comes only after it", () => {
    const refused = step('refused');
    expect(refused.refusal).toBe(true);
    expect(refused.done?.(game, game)).toBe(false);
    expect(refused.view(game, words(enLearn))).toMatchObject({
      spot: '[data-spot="card-bomb-27"]',
      marks: ['[data-rolled="d13"]:not([aria-pressed="true"])', '[data-key="bomb-27#1"]'],
      stuck: false,
    });
    // Then the die goes on the stack's first slot (the die, if the board still holds it picked, is not rung again).
    expect(step('stack').view(game, words(enLearn)).marks).toEqual(['[data-rolled="d13"]:not([aria-pressed="true"])', '[data-key="bomb-27#0"]']);
  });

  it('says so when the move a step suggests is gone, and lets the player go on', () => {
    const gone = { ...game, legalPlaces: { placements: [] } } as unknown as Game;
    const view = step('stack').view(gone, words(enLearn));
    expect([view.stuck, view.marks, view.text.endsWith(enLearn.stuck)]).toEqual([true, [], true]);
  });

  it('starts the guided deal, marked guided, and offers a first real game at Training with the same seats', () => {
    const t = words(enLearn);
    const guided = fuseCountdownGuide.create(t);
    const setup = guided.setup as FuseCountdownSetupInput;
    expect([guided.seed, guided.guided, setup.level, setup.fuses]).toEqual([GUIDED_DEAL, true, 'expert', 3]);
    const first = fuseCountdownGuide.firstGame(t);
    const firstSetup = first.setup as FuseCountdownSetupInput;
    expect([firstSetup.level, firstSetup.roles, firstSetup.seats, 'seed' in first, 'guided' in first]).toEqual(['training', 'dealt', setup.seats, false, false]);
    expect(setup.seats.map((s) => s.name)).toEqual(['Red', 'Blue']);
  });

  it("a group's guided game ends with the group's real game: its three seats, at Training", () => {
    const t = words(enLearn);
    const group = fuseCountdownGuide.group!(t).setup as FuseCountdownSetupInput;
    expect([fuseCountdownGuide.isGroup!(group.seats.length), fuseCountdownGuide.isGroup!(2)]).toEqual([true, false]);
    const first = fuseCountdownGuide.firstGame(t, true).setup as FuseCountdownSetupInput;
    expect([first.level, first.roles, first.seats]).toEqual(['training', 'dealt', group.seats]);
    expect(first.seats.map((s) => s.name)).toEqual(['Red', 'Blue', 'Green']);
  });

  it("says a refused move's reason in the player's language, as the board does at the slot", () => {
    // The Italian words, looked up as the live translation does.
    const words = {
      has: (key: string) => lookUp(key) !== undefined,
      t: (key: string, params: Record<string, string | number> = {}) => (lookUp(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name])),
    };
    const lookUp = (key: string): string | undefined => {
      const path = key.replace(/^fuse-countdown\.turn\./, '').split('.');
      let at: unknown = itTurn;
      for (const part of path) at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[part] : undefined;
      return key.startsWith('fuse-countdown.turn.') && typeof at === 'string' ? at : undefined;
    };
    expect(fuseCountdownGuide.refusalText({ code: 'cell-taken', message: 'That slot already holds a die.' }, words)).toBe("Qui c'è già un dado, e i dadi piazzati non si spostano.");
    // A code the game has no words of its own for: the host's reason, introduced in the player's language.
    expect(fuseCountdownGuide.refusalText({ code: 'made-up', message: 'Something else.' }, words)).toBe('Rifiutato: Something else.');
  });
});

// A group of three takes the guide together, each at their own phone (docs/guided-game.md): each step
// says whose move it is, so each seat's device shows its own line.
describe("FUSE: Countdown's guide for a group", () => {
  /** The English words, their {{names}} filled in as the live translation does. */
  const en = (key: string, params?: Record<string, string | number>) => words(enLearn)(key).replace(/\{\{(\w+)\}\}/g, (all, name: string) => String(params?.[name] ?? all));
  /** Turn one of the group's deal, the dice rolled: Red (the Logistics Specialist) leads. */
  const rolled = (over: Partial<Game['state']> = {}) =>
    viewOf({
      phase: 'distribute',
      players: 3,
      rolled: [
        { die: 'd22', face: 1, colours: ['blue', 'black'], changed: null, flipped: false },
        { die: 'd24', face: 4, colours: ['yellow', 'green'], changed: null, flipped: false },
        { die: 'd16', face: 1, colours: ['yellow'], changed: null, flipped: false },
        { die: 'd13', face: 5, colours: ['yellow'], changed: null, flipped: false },
      ],
      quotas: [1, 1, 1],
      maxTake: [2, 1, 1],
      seats: [
        { role: 'logistics-specialist', roleActive: true, bombs: [{ card: 'bomb-52', dice: [] }, { card: 'bomb-02', dice: [] }], sparks: [], taken: 0 },
        { role: 'technologist', roleActive: true, bombs: [{ card: 'bomb-27', dice: [] }, { card: 'bomb-12', dice: [] }], sparks: [], taken: 0 },
        { role: 'equipment-technician', roleActive: true, bombs: [{ card: 'bomb-37', dice: [] }, { card: 'bomb-28', dice: [] }], sparks: [], taken: 0 },
      ],
      ...over,
    });
  const groupGame = (state: Game['state'], placements: { seat: number; die: string; card: string; cell: number }[] = []) =>
    ({ id: 'g', state, legalPlaces: { placements }, seats: [{ name: 'Red' }, { name: 'Blue' }, { name: 'Green' }] }) as unknown as Game;
  const atStart = groupGame(rolled());
  const planned = [
    { seat: 0, die: 'd22', card: 'bomb-02', cell: 0 },
    { seat: 1, die: 'd16', card: 'bomb-27', cell: 0 },
  ];
  const sharing = groupGame(rolled(), planned);

  it('starts the group deal with three seats, Red leading as the Logistics Specialist, marked guided', () => {
    const input = fuseCountdownGuide.group!(en);
    const setup = input.setup as FuseCountdownSetupInput;
    expect([input.kind, input.seed, input.guided, setup.level, setup.fuses, setup.roles, setup.firstLeader]).toEqual([
      'fuse-countdown',
      GROUP_DEAL,
      true,
      'expert',
      3,
      ['logistics-specialist', 'technologist', 'equipment-technician'],
      0,
    ]);
    expect(setup.seats).toEqual([
      { name: 'Red', colour: 'red' },
      { name: 'Blue', colour: 'blue' },
      { name: 'Green', colour: 'green' },
    ]);
  });

  it("has a group's words for every step in English and Italian, at the main screen and on every seat's device", () => {
    for (const tree of [enLearn, itLearn]) {
      const t = words(tree);
      for (const s of fuseCountdownGuide.steps) {
        expect(s.view(sharing, t).text, s.id).not.toContain('MISSING');
        for (const seat of [0, 1, 2]) expect(s.seatView!(sharing, seat, t).text, `${s.id} at seat ${seat}`).not.toContain('MISSING');
      }
    }
  });

  it("Start is anyone's, the roll the leader's: the others are told who rolls", () => {
    const ready = groupGame(rolled({ phase: 'ready', rolled: [] }));
    for (const seat of [0, 1, 2]) expect(step('start').seatView!(ready, seat, en)).toEqual({ text: `${enLearn.group.anyone} ${enLearn.start}`, acts: true, marks: ['[data-testid="fc-start"]'] });
    const rolling = groupGame(rolled({ phase: 'roll', rolled: [] }));
    expect(step('roll').seatView!(rolling, 0, en)).toEqual({ text: enLearn.group.roll, acts: true, marks: ['[data-testid="fc-roll"]'] });
    expect(step('roll').seatView!(rolling, 2, en)).toEqual({ text: 'Red makes this move now, on their phone: watch it land on the main screen.', acts: false, marks: [], watch: true });
    // The main screen reads the group's words, and rings the move as it does for one person.
    expect(step('roll').view(rolling, en)).toMatchObject({ text: enLearn.group.roll, marks: ['[data-testid="fc-roll"]'], stuck: false });
  });

  it("the leader's ability is its first die of two, on its phone; the others watch Red", () => {
    expect(step('ability').shows!(atStart)).toBe(true);
    expect(step('ability').seatView!(sharing, 0, en)).toEqual({ text: enLearn.group.ability, acts: true, marks: ['[data-rolled="d22"]:not([aria-pressed="true"])', '[data-key="bomb-02#0"]'] });
    expect(step('ability').seatView!(sharing, 1, en)).toEqual({ text: 'Red makes this move now, on their phone: watch it land on the main screen.', acts: false, marks: [], watch: true });
    // At the main screen the line sits at the card the die goes on (one person's sits at the ability's buttons).
    expect(step('ability').view(sharing, en)).toEqual({ text: enLearn.group.ability, spot: '[data-spot="card-bomb-02"]', marks: ['[data-rolled="d22"]:not([aria-pressed="true"])', '[data-key="bomb-02#0"]'], stuck: false });
    // Done once the leader has taken a die (no colour is changed).
    const took = groupGame(rolled({ seats: rolled().seats.map((st, i) => (i === 0 ? { ...st, taken: 1 } : st)) }));
    expect([step('ability').done!(took, sharing), step('ability').done!(sharing, sharing)]).toEqual([true, false]);
  });

  it("the refusal is tried on Blue's phone; the main screen rings nothing (Blue's seat is the phone's) and reads on", () => {
    expect(step('refused').seatView!(sharing, 1, en)).toEqual({ text: enLearn.group.phone.refused, acts: true, marks: ['[data-rolled="d16"]:not([aria-pressed="true"])', '[data-key="bomb-27#1"]'] });
    expect(step('refused').seatView!(sharing, 0, en)).toEqual({ text: 'Blue makes this move now, on their phone: watch it land on the main screen.', acts: false, marks: [], watch: true });
    expect(step('refused').view(sharing, en)).toEqual({ text: enLearn.group.refused, spot: '[data-spot="card-bomb-27"]', marks: [], stuck: true });
    expect(step('stack').seatView!(sharing, 1, en)).toMatchObject({ acts: true, marks: ['[data-rolled="d16"]:not([aria-pressed="true"])', '[data-key="bomb-27#0"]'] });
  });

  it("a full bomb waits for the team's Done, anyone's to press, the line at the bomb", () => {
    const full = groupGame(
      rolled({
        rolled: rolled().rolled.slice(3),
        seats: rolled().seats.map((st, i) =>
          i === 0
            ? {
                ...st,
                taken: 2,
                bombs: [
                  { card: 'bomb-52', dice: [] },
                  { card: 'bomb-02', dice: [{ die: 'd22', cell: 0, face: 1 }, { die: 'd24', cell: 1, face: 4 }] },
                ],
              }
            : st,
        ),
        log: [{ code: 'die-placed', turn: 1, phase: 'distribute', params: { seat: 0, die: 'd22', card: 'bomb-02', cell: 0 } }],
      } as Partial<Game['state']>),
    );
    expect(step('defuse').shows!(full)).toBe(true);
    expect(step('defuse').view(full, en)).toEqual({ text: enLearn.group.defuse, spot: '[data-spot="card-bomb-02"]', marks: ['[data-testid="fc-done"]'], stuck: false });
    for (const seat of [0, 1, 2]) expect(step('defuse').seatView!(full, seat, en)).toEqual({ text: `${enLearn.group.anyone} ${enLearn.group.phone.defuse}`, acts: true, marks: ['[data-testid="fc-done"]'] });
  });

  it("the replacement is asked of Red's seat: Red picks it on their phone", () => {
    const asked = groupGame(rolled({ phase: 'resolve', pending: { kind: 'replacement', seat: 0, source: 'defused', options: ['bomb-51', 'bomb-18'] } } as Partial<Game['state']>));
    expect(step('replacement').seatView!(asked, 0, en)).toEqual({ text: enLearn.replacement, acts: true, marks: ['[data-option="bomb-18"]'] });
    expect(step('replacement').seatView!(asked, 2, en)).toMatchObject({ acts: false, watch: true });
  });

  it('a step to read shows every seat its words, and no move', () => {
    for (const seat of [0, 1, 2]) expect(step('fuse').seatView!(sharing, seat, en)).toEqual({ text: enLearn.group.fuse, acts: false, marks: [] });
  });

  it("one person's guide opened to devices is read there: its moves are the main screen's", () => {
    expect(step('refused').seatView!(game, 0, en)).toEqual({ text: enLearn.refused, acts: false, marks: [] });
  });

  it('a move that is gone says so on the phone too: the main screen goes on', () => {
    const gone = groupGame(rolled());
    expect(step('stack').seatView!(gone, 1, en)).toEqual({ text: `${enLearn.group.stack} ${enLearn.group.stuck}`, acts: false, marks: [] });
  });
});
