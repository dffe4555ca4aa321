import { describe, expect, it } from 'vitest';
import { restoreRng, seedRng } from '../../core/random';
import { referenceUntil, scrambled, view } from './bot.test-support';
import { determinize } from './determinize';
import { bestMatching } from './greedy';
import { candidates, keptPlacements, shapeFor, strongAction } from './strong';

const budget = { samples: 4, seed: 7 };

/** The reference bot's game until a placement with several candidates is up. */
const choiceOfPlacements = (seed: number) => referenceUntil(3, seed, (s) => s.phase === 'distribute' && !s.pending && candidates(s).length > 2);

describe('the strong player', () => {
  it('decides from the view alone: scrambling the bag, the decks, the box and the generator changes nothing', () => {
    const s = choiceOfPlacements(4);
    const decision = strongAction(view(s), budget);
    expect(strongAction(view(scrambled(s, [5, 6, 7, 8])), budget)).toEqual(decision);
    expect(decision).toEqual({ type: 'place', seat: 0, die: 'd16', card: 'bomb-39', cell: 1 });
  });

  it('samples worlds that agree with the view: the same bag by kind, deck sizes and cards in sight', () => {
    const s = choiceOfPlacements(4);
    const world = determinize(view(s), restoreRng(seedRng(3)));
    expect(view({ ...world, log: s.log })).toEqual(view(s));
    expect(world.bag.length).toBe(s.bag.length);
    expect(new Set([...world.bombDeck, ...world.boxed]).size).toBe(s.bombDeck.length + s.boxed.length);
  });

  it('lists only placements that keep the most dice takeable, for the team or for the seats asked about', () => {
    const s = choiceOfPlacements(4);
    const team = keptPlacements(s);
    const best = bestMatching(s);
    for (const p of team) {
      const after = { ...s, seats: s.seats.map((st, i) => (i === p.seat ? { ...st, taken: st.taken + 1 } : st)) };
      expect(bestMatching(after, s.rolled.filter((r) => r.die !== p.die))).toBeGreaterThanOrEqual(best - 1);
    }
    expect(new Set(team.map((p) => p.seat)).size).toBeGreaterThan(1);
    // One seat's list is the team's list kept to that seat, in the same order.
    for (const seat of [0, 1, 2]) expect(keptPlacements(s, [seat])).toEqual(team.filter((p) => p.seat === seat));
  });

  it('two players look three turns ahead among six candidates, from the view alone; other tables one turn among four', () => {
    expect(shapeFor(2)).toEqual({ turns: 3, width: 6 });
    for (const players of [1, 3, 4]) expect(shapeFor(players)).toMatchObject({ turns: 1, width: 4 });
    const s = referenceUntil(2, 4, (t) => t.phase === 'distribute' && !t.pending && candidates(t, 6).length > 4);
    expect(candidates(s, shapeFor(2).width)).toHaveLength(6);
    const decision = strongAction(view(s), budget);
    expect(strongAction(view(scrambled(s, [5, 6, 7, 8])), budget)).toEqual(decision);
    // The reach's own choice: one turn's reach puts d23 on bomb-07, the reference bot d23 on bomb-39.
    expect(decision).toEqual({ type: 'place', seat: 0, die: 'd13', card: 'bomb-39', cell: 1 });
  });
});
