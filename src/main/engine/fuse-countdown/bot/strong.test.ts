import { describe, expect, it } from 'vitest';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { restoreRng, seedRng } from '../../core/random';
import { fuseCountdownModule } from '../index';
import { determinize } from './determinize';
import { greedyAction } from './greedy';
import { setupFor } from './simulate';
import { candidates, strongAction } from './strong';

const view = (s: FuseCountdownState) => fuseCountdownModule.view(s);
const budget = { samples: 4, seed: 7 };

/** Plays the reference bot from the start until a placement with several candidates is up. */
function choiceOfPlacements(seed: number): FuseCountdownState {
  let s = fuseCountdownModule.start(setupFor(3, 'expert'), seed);
  for (let i = 0; i < 500; i++) {
    if (s.phase === 'distribute' && !s.pending && candidates(s).length > 2) return s;
    const r = fuseCountdownModule.apply(s, greedyAction(s));
    if (!r.ok) throw new Error(r.refusal.code);
    s = r.state;
  }
  throw new Error('no choice of placements came up');
}

describe('the strong player', () => {
  it('decides from the view alone: scrambling the bag, the decks, the box and the generator changes nothing', () => {
    const s = choiceOfPlacements(4);
    const scrambled: FuseCountdownState = {
      ...structuredClone(s),
      bag: [...s.bag].reverse(),
      bombDeck: [...s.bombDeck].reverse(),
      sparkDeck: [...s.sparkDeck].reverse(),
      boxed: [...s.boxed].reverse(),
      rng: [5, 6, 7, 8],
    };
    const decision = strongAction(view(s), budget);
    expect(strongAction(view(scrambled), budget)).toEqual(decision);
    expect(decision).toEqual({ type: 'place', seat: 0, die: 'd16', card: 'bomb-39', cell: 1 });
  });

  it('samples worlds that agree with the view: the same bag by kind, deck sizes and cards in sight', () => {
    const s = choiceOfPlacements(4);
    const world = determinize(view(s), restoreRng(seedRng(3)));
    expect(view({ ...world, log: s.log })).toEqual(view(s));
    expect(world.bag.length).toBe(s.bag.length);
    expect(new Set([...world.bombDeck, ...world.boxed]).size).toBe(s.bombDeck.length + s.boxed.length);
  });
});
