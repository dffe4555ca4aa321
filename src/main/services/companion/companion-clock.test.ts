import { describe, expect, it } from 'vitest';
import type { CompanionView } from '@shared/companion';
import { ManualClock } from '../clock';
import { manualScheduler } from '../scheduler.test-support';
import { flatlineCompanion } from '../../engine/flatline/companion';
import { fuseCountdownCompanion } from '../../engine/fuse-countdown/companion';
import { CompanionClock, type KeptCompanion } from './companion-clock';

/** A companion clock on a clock and a scheduler stepped by hand, with every view it told. */
function companion() {
  const clock = new ManualClock('2026-03-01T10:00:00Z');
  const scheduler = manualScheduler();
  const told: (CompanionView | null)[] = [];
  const clockKeeper = new CompanionClock({ clock, schedule: scheduler.schedule, newId: () => '00000000-0000-4000-8000-000000000001', changed: (view) => told.push(view) });
  /** Time passes, and the services look at it (as their interval would). */
  const pass = (ms: number) => {
    clock.advance(ms);
    scheduler.run();
  };
  return { clock, scheduler, told, keeper: clockKeeper, pass };
}

describe("FLATLINE's companion clock", () => {
  const flatline = flatlineCompanion.plan({ timerSeconds: 60 });

  it('walks the round guide A to D, runs the 60-second countdown at E, then F to H and the next round', () => {
    const { keeper, pass } = companion();
    const start = keeper.start('flatline', flatline, { timerSeconds: 60 });
    expect(start).toMatchObject({ phase: 'step', round: 1, step: 'A', running: false, remainingMs: 60_000 });
    const id = start.id;
    expect(keeper.act(id, 'next')).toMatchObject({ step: 'B' });
    keeper.act(id, 'next');
    expect(keeper.act(id, 'next')).toMatchObject({ phase: 'step', step: 'D' });
    // Planning takes as long as the players like: the countdown starts when they go on.
    pass(300_000);
    expect(keeper.act(id, 'next')).toMatchObject({ phase: 'countdown', step: 'E', running: true, remainingMs: 60_000 });
    pass(59_800);
    expect(keeper.view()).toMatchObject({ phase: 'countdown', remainingMs: 200 });
    pass(200);
    // At 0 the services move the table on, and say that time ran out.
    expect(keeper.view()).toMatchObject({ phase: 'step', step: 'F', running: false, timeUp: true, remainingMs: 0 });
    keeper.act(id, 'next');
    keeper.act(id, 'next');
    expect(keeper.act(id, 'next')).toMatchObject({ phase: 'step', round: 2, step: 'A', timeUp: false });
  });

  it('ends a countdown early when the players go on (every die placed)', () => {
    const { keeper, pass } = companion();
    const { id } = keeper.start('flatline', flatline, {});
    for (let i = 0; i < 4; i++) keeper.act(id, 'next');
    pass(25_000);
    expect(keeper.act(id, 'next')).toMatchObject({ phase: 'step', step: 'F', timeUp: false, remainingMs: 35_000 });
  });

  it('holds the countdown while paused: no time passes and the end does not come', () => {
    const { keeper, pass, scheduler } = companion();
    const { id } = keeper.start('flatline', flatline, {});
    for (let i = 0; i < 4; i++) keeper.act(id, 'next');
    pass(50_000);
    expect(keeper.act(id, 'pause')).toMatchObject({ paused: true, running: false, remainingMs: 10_000 });
    expect(scheduler.active).toBe(0);
    pass(120_000);
    expect(keeper.view()).toMatchObject({ phase: 'countdown', paused: true, remainingMs: 10_000 });
    expect(keeper.act(id, 'resume')).toMatchObject({ paused: false, running: true, remainingMs: 10_000 });
    pass(9_999);
    expect(keeper.view()).toMatchObject({ phase: 'countdown', remainingMs: 1 });
    pass(1);
    expect(keeper.view()).toMatchObject({ phase: 'step', step: 'F', timeUp: true });
  });

  it('refuses what the table cannot do now, and changes nothing', () => {
    const { keeper, told } = companion();
    const { id } = keeper.start('flatline', flatline, {});
    const before = told.length;
    expect(() => keeper.act(id, 'pause')).toThrow('No countdown is running.');
    expect(() => keeper.act(id, 'resume')).toThrow('The countdown is not paused.');
    expect(() => keeper.act('c-00000000-0000-4000-8000-000000000009', 'next')).toThrow('no longer open');
    expect(told).toHaveLength(before);
    expect(keeper.view()).toMatchObject({ phase: 'step', step: 'A' });
  });

  it('tells every change with a new version, and null when closed', () => {
    const { keeper, told } = companion();
    const { id } = keeper.start('flatline', flatline, {});
    keeper.act(id, 'next');
    keeper.act(id, 'end');
    expect(() => keeper.act(id, 'next')).toThrow('The game is over');
    keeper.act(id, 'close');
    expect(told.map((view) => view && [view.version, view.phase, view.step])).toEqual([[1, 'step', 'A'], [2, 'step', 'B'], [3, 'over', 'B'], null]);
    expect(keeper.view()).toBeNull();
  });
});

describe("FUSE: Countdown's companion clock", () => {
  it('is one countdown: the printed ten minutes, started by the players, over when it runs out', () => {
    const { keeper, pass } = companion();
    const plan = fuseCountdownCompanion.plan({ clock: '10', players: 3, level: 'expert' });
    expect(plan).toMatchObject({ limitMs: 600_000, timer: '600', steps: [] });
    const { id, phase, step } = keeper.start('fuse-countdown', plan, {});
    expect([phase, step]).toEqual(['ready', null]);
    pass(30_000);
    expect(keeper.act(id, 'next')).toMatchObject({ phase: 'countdown', remainingMs: 600_000 });
    expect(() => keeper.act(id, 'next')).toThrow('runs until the game ends');
    pass(599_999);
    expect(keeper.view()).toMatchObject({ phase: 'countdown', remainingMs: 1 });
    pass(1);
    expect(keeper.view()).toMatchObject({ phase: 'over', timeUp: true, remainingMs: 0, running: false });
  });

  it('fits the clock to parallel hands around the box (the devices table), per level and players', () => {
    expect(fuseCountdownCompanion.plan({ clock: 'fitted', players: 3, level: 'expert' })).toMatchObject({ limitMs: 7.5 * 60_000, timer: 'fitted' });
    expect(fuseCountdownCompanion.plan({ clock: 'fitted', players: 1, level: 'heroic' })).toMatchObject({ limitMs: 11.5 * 60_000 });
    expect(fuseCountdownCompanion.plan({ clock: '20', players: 1, level: 'heroic' })).toMatchObject({ limitMs: 20 * 60_000, timer: '1200' });
  });

  it('pauses when nobody can see it (the window hidden), and stays paused', () => {
    const { keeper, pass } = companion();
    const { id } = keeper.start('fuse-countdown', fuseCountdownCompanion.plan({ clock: '10', players: 2, level: 'standard' }), {});
    keeper.act(id, 'next');
    pass(61_000);
    keeper.pauseIfRunning();
    pass(60_000);
    expect(keeper.view()).toMatchObject({ paused: true, remainingMs: 539_000 });
  });
});

describe('what the companion keeps across a restart', () => {
  it('keeps every change and, while a countdown runs, its time used every five seconds; a closed companion is forgotten', () => {
    const clock = new ManualClock('2026-03-01T10:00:00Z');
    const scheduler = manualScheduler();
    const kept: (KeptCompanion | null)[] = [];
    const keeper = new CompanionClock({ clock, schedule: scheduler.schedule, newId: () => '00000000-0000-4000-8000-000000000001', changed: () => undefined, keep: (k) => kept.push(k) });
    const { id } = keeper.start('fuse-countdown', fuseCountdownCompanion.plan({ clock: '10', players: 2, level: 'standard' }), { clock: '10' });
    keeper.act(id, 'next');
    expect(kept.map((k) => k && [k.phase, k.usedMs])).toEqual([
      ['ready', 0],
      ['countdown', 0],
    ]);
    for (let i = 0; i < 3; i++) {
      clock.advance(2_000);
      scheduler.run();
    }
    expect(kept.at(-1)).toMatchObject({ phase: 'countdown', usedMs: 6_000 });
    expect(kept).toHaveLength(3);
    keeper.act(id, 'close');
    expect(kept.at(-1)).toBeNull();
  });
});

