// FUSE: Countdown's guide block as the table shows it: every step has its words in both languages,
// the refusal step rings the stack's second slot (and not a die the board still holds picked), and the
// game it starts is the guided deal, counted nowhere, with a first real game at Training after it.
import { describe, expect, it } from 'vitest';
import type { GameDetailOf } from '@shared/games';
import { GUIDED_DEAL } from '@shared/fuse-countdown/guide';
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
