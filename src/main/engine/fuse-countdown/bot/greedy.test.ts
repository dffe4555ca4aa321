import { describe, expect, it } from 'vitest';
import { fuseCountdownModule, result } from '../index';
import { COLOURS, type RoleId } from '@shared/fuse-countdown/components';
import { cardById } from '@shared/fuse-countdown/data';
import { greedyAction } from './greedy';
import { playBotGame } from './play';
import { setupFor, simulateCountdown } from './simulate';
import { PACE_RANGE_MS, TIME_MODEL, actionTime, modelAtPace, tablePace } from './time-model';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { lockedHand, startTurn } from '../test-support';

/** The bot plays on from a position, the clock advancing by the time model after each action; returns the end and the actions taken. */
function botFrom(s: FuseCountdownState, maxActions = 2000): { state: FuseCountdownState; actions: number } {
  let elapsed = s.clock.elapsedMs;
  for (let i = 0; i < maxActions; i++) {
    if (s.outcome) return { state: s, actions: i };
    const action = greedyAction(s);
    const before = s.log.length;
    const r = fuseCountdownModule.apply(s, action);
    if (!r.ok) throw new Error(`bot action refused: ${JSON.stringify(action)} -> ${r.refusal.code}`);
    elapsed += actionTime(action, r.state.log.slice(before));
    const t = r.state.outcome ? r : fuseCountdownModule.apply(r.state, { type: 'tick', elapsedMs: elapsed });
    s = t.ok ? t.state : r.state;
  }
  return { state: s, actions: maxActions };
}

describe('reference bot', () => {
  it('plays whole seeded games the same way every time, with the clock driven by the time model', () => {
    const a = playBotGame(setupFor(2, 'standard'), 12);
    const b = playBotGame(setupFor(2, 'standard'), 12);
    expect(a.state).toEqual(b.state);
    expect(a.state.outcome).not.toBeNull();
    const ticks = a.actions.filter((x) => x.type === 'tick');
    expect(ticks.length).toBeGreaterThan(10);
    expect(a.state.clock.elapsedMs).toBe(a.state.outcome?.status === 'lost' && a.state.outcome.cause.startsWith('time-out') ? 600_000 : a.state.clock.stoppedAtMs);
    // Replaying the recorded actions reproduces the game exactly.
    let s = fuseCountdownModule.start(setupFor(2, 'standard'), 12);
    for (const action of a.actions) {
      const r = fuseCountdownModule.apply(s, action);
      expect(r.ok).toBe(true);
      if (r.ok) s = r.state;
    }
    expect(s).toEqual(a.state);
  });

  it('uses each role\'s ability when it lets more dice be placed (solo Expert, seeds 1–3, the role given)', () => {
    const changed = ['die-colour-changed', 'die-number-changed'];
    const abilityLog: Record<string, string[]> = {
      'disposal-expert': ['dice-flipped'],
      'equipment-technician': ['die-number-changed'],
      technologist: ['die-colour-changed'],
      'explosives-instructor': ['dice-rerolled'],
      cutter: changed,
      'operations-engineer': changed,
      'logistics-specialist': ['die-returned'],
    };
    for (const [role, codes] of Object.entries(abilityLog)) {
      const logs = [1, 2, 3].flatMap((seed) => playBotGame(setupFor(1, 'expert', null, [role as RoleId]), seed).state.log);
      expect(logs.some((e) => codes.includes(e.code)), role).toBe(true);
    }
    const used = new Set(playBotGame(setupFor(4, 'expert'), 1).state.log.map((e) => e.code));
    expect([...used]).toEqual(expect.arrayContaining(['replacement-taken', 'fuse-activated']));
  });

  it('the Cutter names the colour the open cells ask for least: its dice are the ones worth changing', () => {
    const dealt = fuseCountdownModule.start(setupFor(1, 'standard', null, ['cutter']), 3);
    // The bot's table is ready at once; then the Cutter leads the first roll.
    expect(greedyAction(dealt)).toEqual({ type: 'start' });
    const started = fuseCountdownModule.apply(dealt, { type: 'start' });
    if (!started.ok) throw new Error(started.refusal.code);
    const s = started.state;
    const action = greedyAction(s);
    expect(action.type).toBe('roll');
    const asked = (colour: string) =>
      s.seats[0]!.bombs.flatMap((b) => cardById(b.card)!.cells.map((c) => c.req)).filter((r) => ('colour' in r && r.kind !== 'not-colour' && r.colour === colour) || ('colours' in r && r.colours.includes(colour as never)) || ('pairs' in r && r.pairs.some((p) => p.colour === colour))).length;
    const named = action.type === 'roll' && action.name && 'colour' in action.name ? action.name.colour : null;
    expect(named).not.toBeNull();
    for (const c of COLOURS) expect(asked(named!)).toBeLessThanOrEqual(asked(c));
  });

  it('the time model charges the roll, reading each die, placements and the animations of what followed', () => {
    const log = [{ turn: 1, phase: 'distribute' as const, code: 'dice-rolled', params: { dice: 'd01:3 d02:4 d03:1' } }];
    expect(actionTime({ type: 'roll' }, log)).toBe(TIME_MODEL.roll + 3 * TIME_MODEL.readPerDie);
    expect(actionTime({ type: 'place', seat: 0, die: 'd01', card: 'bomb-01', cell: 0 }, [{ turn: 1, phase: 'resolve', code: 'bomb-defused', params: {} }])).toBe(
      TIME_MODEL.place + (TIME_MODEL.animation['bomb-defused'] ?? 0),
    );
  });

  it('each game is played at its own table\'s pace: drawn once from the seed, 2–3 s per die, every constant scaled alike', () => {
    expect([1, 2, 3, 4, 5, 900001].map(tablePace)).toEqual([2108, 2468, 2048, 2663, 2816, 2035]);
    const paces = Array.from({ length: 2000 }, (_, i) => tablePace(i + 1));
    expect(Math.min(...paces)).toBeGreaterThanOrEqual(PACE_RANGE_MS.min);
    expect(Math.max(...paces)).toBeLessThanOrEqual(PACE_RANGE_MS.max);
    // Spread over the whole range: each fifth of it holds some of the tables.
    for (let fifth = 0; fifth < 5; fifth++) expect(paces.filter((p) => Math.floor((p - 2000) / 200) === fifth).length).toBeGreaterThan(300);
    const fast = modelAtPace(2000);
    expect(fast).toMatchObject({ place: 2000, roll: 2000, readPerDie: 640, ability: 2400, replacement: 2400, rollSix: 1200 });
    expect(fast.animation['bomb-defused']).toBe(640);
    expect(modelAtPace(2500)).toEqual(TIME_MODEL);
    // The pace changes only where the clock cuts the game: the same seed plays the same moves.
    const quick = playBotGame(setupFor(2, 'standard'), 12, modelAtPace(2000));
    const slow = playBotGame(setupFor(2, 'standard'), 12, modelAtPace(3000));
    expect(quick.state.outcome).toEqual({ status: 'won', cause: 'saved' });
    expect(quick.state.clock.stoppedAtMs).toBe(434_400);
    expect(slow.state.outcome).toEqual({ status: 'lost', cause: 'time-out-bombs' });
    const moves = (g: typeof quick) => g.actions.filter((a) => a.type !== 'tick');
    expect(moves(slow).length).toBeGreaterThan(100);
    expect(moves(quick).slice(0, moves(slow).length)).toEqual(moves(slow));
  });

  it('a small simulation reports win rate, scores and loss causes that add up', () => {
    const r = simulateCountdown(3, 'elite', null, 4, 50);
    expect(r.games).toBe(4);
    expect(r.fuses).toBe(6);
    expect(r.wins + Object.values(r.losses).reduce((a, b) => a + b, 0)).toBe(4);
    expect(r.averageScore).toBeGreaterThan(0);
    const solo = simulateCountdown(1, 'training', null, 3, 50);
    expect(Object.values(solo.byRole ?? {}).reduce((a, b) => a + b.games, 0)).toBe(3);
    expect(result(playBotGame(setupFor(1, 'training'), 50).state).score).toBeGreaterThan(0);
  });

  it('plays a lost cause out: under a clock until time runs out, untimed until nothing can progress', () => {
    // The locked hand with one spark it can finish: each turn the dice that fit nowhere draw sparks, and
    // the bot defuses them for points until the clock runs out.
    const timed = botFrom(startTurn(lockedHand({}, ['spark-05', 'spark-03'])));
    expect(timed.state.outcome).toEqual({ status: 'lost', cause: 'time-out-sparks' });
    expect(timed.state.clock.stoppedAtMs).toBe(600_000);
    expect([timed.state.turn, timed.state.stats.sparksDefused, result(timed.state).score]).toEqual([41, 40, 80]);
    // Untimed, the same hand ends by itself once every card left is locked.
    const untimed = botFrom(startTurn(lockedHand({ clockMinutes: null }, ['spark-05', 'spark-03'])));
    expect(untimed.state.outcome).toEqual({ status: 'lost', cause: 'dice-locked' });
    expect([untimed.state.turn, untimed.actions, untimed.state.stats.sparksDefused, result(untimed.state).score]).toEqual([5, 19, 3, 6]);
  });
});
