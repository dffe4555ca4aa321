import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { FlatlineState } from '@shared/flatline/state';
import { allTargets } from '@shared/flatline/rules/queries';
import { targetSpaces } from '@shared/flatline/rules/components';
import { flatlineModule } from './index';
import { greedyAction } from './bot/greedy';
import { setupFor } from './test-support';

/**
 * A game is never stuck: every unfinished state reached by bot or random legal play waits on the
 * players (a stop or a decision) and offers at least one action that applies, and no action makes the
 * automatic steps run into the engine's step guard.
 */

/** Actions the table could try in this state (some will be refused; the test keeps those that apply). */
function candidates(s: FlatlineState, pick: (n: number) => number): FlatlineAction[] {
  if (s.pending) return s.pending.options.map((o) => ({ type: 'decide', option: o.id }));
  const out: FlatlineAction[] = [{ type: 'advance' }, { type: 'done' }];
  for (const card of s.triageArea) {
    out.push({ type: 'use-triage', card } as FlatlineAction, { type: 'discard-triage', card } as FlatlineAction);
  }
  if (s.stop === 'countdown') {
    out.push({ type: 'tick', elapsedMs: s.countdown.elapsedMs + 1 + pick(40_000) });
    const tray = s.dice.filter((d) => d.at.kind === 'tray' && d.face);
    const targets = allTargets(s);
    for (let n = 0; n < 6 && tray.length > 0 && targets.length > 0; n++) {
      const die = tray[pick(tray.length)];
      const target = targets[pick(targets.length)];
      if (!die || !target) continue;
      out.push({ type: 'place', die: die.id, target, space: pick(targetSpaces(s, target)?.length ?? 1) });
    }
    const mine = tray.filter((d) => d.seat === tray[0]?.seat);
    const donor = tray.find((d) => d !== mine[0]);
    if (mine[0] && donor) out.push({ type: 'reroll', seat: mine[0].seat, dice: [mine[0].id], sacrifice: donor.id });
  }
  return out;
}

/** Thins the emergency deck to a few cards (the rest out of the game) so empty-deck draws come early. */
function thinDeck(s: FlatlineState, keep: number): FlatlineState {
  const copy = structuredClone(s);
  copy.outOfGame.push(...copy.emergencyDeck.slice(keep));
  copy.emergencyDeck = copy.emergencyDeck.slice(0, keep);
  return copy;
}

describe('a game is never stuck', () => {
  it('every unfinished state reached by bot or random legal play waits on the players and has an action that applies; the step guard is never reached; the game ends', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 2, max: 5 }),
        fc.constantFrom('training', 'standard', 'expert'),
        fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 64, maxLength: 64 }),
        (seed, players, level, keep, noise) => {
          let s = flatlineModule.start(setupFor(players, { level }), seed);
          if (keep !== undefined) s = thinDeck(s, keep);
          let k = 0;
          const pick = (n: number) => (n <= 0 ? 0 : (noise[k++ % noise.length] ?? 0) % n);
          for (let turn = 0; turn < 1500 && s.outcome === 'in-progress'; turn++) {
            // Waits on the players: a decision with options, or a stop; never an idle, unfinished queue.
            expect(s.pending !== null || s.stop !== null, `round ${s.round} ${s.phase}`).toBe(true);
            if (s.pending) expect(s.pending.options.length).toBeGreaterThan(0);
            const bot = greedyAction(s);
            const tries = pick(3) === 0 ? [...candidates(s, pick), bot] : [bot, ...candidates(s, pick)];
            const start = pick(tries.length);
            let next: FlatlineState | null = null;
            for (let i = 0; i < tries.length && !next; i++) {
              const r = flatlineModule.apply(s, tries[(start + i) % tries.length] as FlatlineAction);
              if (r.ok) next = r.state;
              else expect(r.refusal.code).not.toBe('internal-error');
            }
            expect(next, `no action applies at round ${s.round} ${s.phase} (${s.stop ?? s.pending?.kind})`).not.toBe(null);
            if (!next) return;
            s = next;
            expect(s.log.some((e) => e.code === 'step-guard-reached')).toBe(false);
          }
          // And play does lead somewhere: the game ends.
          expect(['won', 'lost']).toContain(s.outcome);
        },
      ),
      { seed: 20261122, numRuns: 60, endOnFailure: true },
    );
  }, 120_000);
});
