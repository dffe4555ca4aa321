import { describe, expect, it } from 'vitest';
import { flatlineModule } from '../index';
import { setupFor } from '../test-support';
import { greedyAction } from './greedy';
import { playGreedyGame } from './play';
import { simulate } from './simulate';

describe('the reference greedy bot', () => {
  it('plays a seeded game to its end without a refused move, and the same seed plays the same game', () => {
    const setup = setupFor(3);
    const first = playGreedyGame(setup, 99);
    const second = playGreedyGame(setup, 99);
    expect(first.refused).toBe(0);
    expect(['won', 'lost']).toContain(first.state.outcome);
    expect(second.actions).toEqual(first.actions);
    expect(second.state).toEqual(first.state);
  });

  it('plays solitaire as two colours', () => {
    const game = playGreedyGame(setupFor(2, { solitaire: true }), 5);
    expect(game.state.players).toBe(2);
    expect(game.refused).toBe(0);
  });

  it('answers a countdown with a legal move', () => {
    let s = flatlineModule.start(setupFor(2), 3);
    while (s.stop !== 'countdown') {
      const r = flatlineModule.apply(s, greedyAction(s));
      if (!r.ok) throw new Error(r.refusal.code);
      s = r.state;
    }
    const action = greedyAction(s);
    expect(['place', 'reroll', 'done', 'change-face', 'use-triage']).toContain(action.type);
    const r = flatlineModule.apply(s, action);
    expect(r.ok).toBe(true);
  });

  it('reports win rate, loss causes and rounds per setting', () => {
    const result = simulate(2, 'training', 'standard', 4, 1);
    expect(result.games).toBe(4);
    expect(result.wins + Object.values(result.losses).reduce((a, b) => a + b, 0)).toBe(4);
    expect(result.roundsMin).toBeLessThanOrEqual(result.roundsMean);
    expect(result.roundsMax).toBeGreaterThanOrEqual(result.roundsMean);
  });
});
