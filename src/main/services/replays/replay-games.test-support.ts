// The check behind the replays of over 100 bot-played games of each game: at every step the replay
// shows the state the engine computes for that prefix of the log, and at its last step exactly the
// board the game ended with (issue 32). The steps are visited in order for most games and in a shuffled order for every
// tenth, so the states kept along the way and the jumps between them are both tried.
import { expect } from 'vitest';
import type { ReplayLog, ReplaySource } from '@shared/replays';
import { isTick, type AnyGameModule } from '../../engine/core/game-module';
import { ReplayService } from './replay-service';
import { GAME_MODULES } from '../../engine/registry';

export const GAMES = 100;
const AT = '2026-11-22T09:00:00.000Z';

export function logOf(kind: 'flatline' | 'fuse-countdown', setup: unknown, seed: number, actions: readonly unknown[], status: string, round: number): ReplayLog {
  return { kind, title: `${kind} ${seed}`, setup, seed, status, round, finishedAt: AT, actions: actions.map((action, i) => ({ seq: i + 1, action, at: AT })) };
}

/** A seeded shuffle (a step order for the jumps). */
function shuffled(n: number, seed: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  let x = seed * 2654435761;
  for (let i = n - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) >>> 0;
    const j = x % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** Checks one game's replay against the engine's own pass over the log; returns its steps. */
export function checkReplay(module: AnyGameModule, log: ReplayLog, finalView: unknown, jump: boolean): number {
  // The engine's state after every prefix of the log, worked out here on its own.
  const prefixes: unknown[] = [module.start(log.setup, log.seed)];
  for (const { action } of log.actions) {
    const applied = module.apply(prefixes.at(-1), action);
    if (!applied.ok) throw new Error(applied.refusal.reason);
    prefixes.push(applied.state);
  }
  const source: ReplaySource = { kind: 'game', gameId: '00000000-0000-4000-8000-000000000001' };
  const replays = new ReplayService({ modules: GAME_MODULES, load: () => log });
  const outline = replays.open(source);
  const order = jump ? shuffled(outline.steps, log.seed as number) : Array.from({ length: outline.steps }, (_, i) => i);
  const taken: number[] = [];
  for (const step of order) {
    const shown = replays.step(source, step);
    // Compared as JSON text: the same, key for key, as the engine's view (and far quicker than a deep compare).
    const expected = prefixes[shown.taken];
    if (JSON.stringify(shown.game.state) !== JSON.stringify(module.view(expected))) expect(shown.game.state).toEqual(module.view(expected));
    expect(shown.game.round).toBe(module.round(expected));
    taken[step] = shown.taken;
  }
  // Every action that is not a bare tick ends a step of its own, in order; the last step has taken the whole log.
  for (let step = 1; step < taken.length; step++) expect(taken[step]).toBeGreaterThan(taken[step - 1]!);
  const ending = log.actions.flatMap(({ action }, i) => (isTick(module, action) ? [] : [i + 1]));
  const ends = new Set(taken);
  // (The last action may be followed by ticks that only ran the clock on: they join the last step.)
  for (const end of ending.slice(0, -1)) expect(ends.has(end)).toBe(true);
  if (ending.length > 0) expect(ends.has(ending.at(-1)!) || log.actions.slice(ending.at(-1)!).every(({ action }) => isTick(module, action))).toBe(true);
  expect(taken.at(-1)).toBe(log.actions.length);
  const last = replays.step(source, outline.steps - 1);
  expect(last.game.state).toEqual(finalView);
  expect(last.game.status).toBe(log.status);
  expect(outline.status).toBe(log.status);
  return outline.steps;
}

