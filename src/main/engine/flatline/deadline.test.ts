import { describe, expect, it } from 'vitest';
import type { FlatlineState } from '@shared/flatline/state';
import { act, countdownWith, emptyBoard, refusalOf, runSteps } from './test-support';
import { flatlineDeadline } from './deadline';
import { flatlineModule } from './module';

/** Goes on from window to window until the round's planning. */
function toPlanning(s: FlatlineState): FlatlineState {
  for (let i = 0; i < 6 && s.stop !== 'planning'; i++) s = act(s, { type: 'advance' });
  expect(s.stop).toBe('planning');
  return s;
}

/** Round 2 opens at its round-start window: Recharge and A Fresh Start are usable there. */
function atRoundStart(): FlatlineState {
  const s = emptyBoard(3);
  s.triageArea = ['recharge', 'a-fresh-start'];
  s.meter.cubes = 4;
  s.spentCubes = 4;
  return runSteps(s, [{ kind: 'turn-dial' }, { kind: 'end-round' }], 'H-turn-dial');
}

describe("a triage window's deadline", () => {
  it("closes the window with advance after the new lines' replay and the window's own wait, at each pace", () => {
    const s = atRoundStart();
    // The advance that reached the window wrote two lines: the dial (a place on the board) and the
    // round's end (bookkeeping).
    expect([s.stop, s.actions, s.logFrom, s.log.map((l) => l.code)]).toEqual(['round-start', 1, 0, ['dial-turned', 'round-ended']]);
    const at = (pace: 'slow' | 'normal' | 'fast') => flatlineDeadline(s, { pace });
    expect(at('slow')).toEqual({ key: 'triage-window:round-start:1', waitMs: 1100 + 90 + 10_000, action: { type: 'advance' } });
    expect(at('normal')).toEqual({ key: 'triage-window:round-start:1', waitMs: 450 + 90 + 6_000, action: { type: 'advance' } });
    expect(at('fast')).toEqual({ key: 'triage-window:round-start:1', waitMs: 180 + 90 + 3_000, action: { type: 'advance' } });
    // The module declares it; the same state and pace always give the same deadline.
    expect(flatlineModule.deadline?.(s, { pace: 'normal' })).toEqual(at('normal'));
  });

  it('starts again after a card is used at the same window, counting only the lines that use wrote', () => {
    const used = act(atRoundStart(), { type: 'use-triage', card: 'recharge' });
    expect([used.stop, used.logFrom, used.log.slice(2).map((l) => l.code)]).toEqual(['round-start', 2, ['triage-used', 'cube-restored']]);
    expect(flatlineDeadline(used, { pace: 'normal' })).toEqual({ key: 'triage-window:round-start:2', waitMs: 450 + 450 + 6_000, action: { type: 'advance' } });
  });

  it('is none away from a window, with a decision pending, or once the game is over', () => {
    const s = atRoundStart();
    expect(flatlineDeadline(toPlanning(s), { pace: 'normal' })).toBeNull();
    const countdown = countdownWith(emptyBoard(2), [['red'], ['blue']]);
    expect(flatlineDeadline(countdown, { pace: 'normal' })).toBeNull();
    const asking = { ...structuredClone(s), pending: { kind: 'choose-player-to-gain-die' as const, source: 'caffeine-rush', options: [{ id: 'seat:0', seat: 0 }] } };
    expect(flatlineDeadline(asking as FlatlineState, { pace: 'normal' })).toBeNull();
    const lost = { ...structuredClone(s), outcome: 'lost' as const };
    expect(flatlineDeadline(lost, { pace: 'normal' })).toBeNull();
  });

  it('counts no replay for a game saved before the log mark was kept', () => {
    const s = atRoundStart();
    delete s.logFrom;
    expect(flatlineDeadline(s, { pace: 'fast' })?.waitMs).toBe(3_000);
  });
});

describe('Wait at a triage window', () => {
  it('takes the deadline away until someone goes on; Go on then moves play on as ever', () => {
    const held = act(atRoundStart(), { type: 'hold' });
    expect([held.stop, held.held, held.actions]).toEqual(['round-start', true, 2]);
    expect(flatlineDeadline(held, { pace: 'normal' })).toBeNull();
    expect(refusalOf(held, { type: 'hold' })).toBe('window-already-held');
    // The next window (before the roll: A Fresh Start is still usable) has its own deadline.
    const gone = act(held, { type: 'advance' });
    expect([gone.stop, gone.held]).toEqual(['before-roll', undefined]);
    expect(gone.log.slice(gone.logFrom).map((l) => l.code)).toContain('cube-removed');
    expect(flatlineDeadline(gone, { pace: 'normal' })?.key).toBe('triage-window:before-roll:3');
  });

  it('still holds after a card is used at the same window, and ends with the window', () => {
    const used = act(act(atRoundStart(), { type: 'hold' }), { type: 'use-triage', card: 'recharge' });
    expect([used.stop, used.held]).toEqual(['round-start', true]);
    expect(flatlineDeadline(used, { pace: 'normal' })).toBeNull();
    // The last usable card discarded: the window closes by itself and its Wait with it.
    const closed = act(used, { type: 'discard-triage', card: 'a-fresh-start' });
    expect([closed.stop, closed.held]).toEqual(['planning', undefined]);
  });

  it('is refused outside a triage window', () => {
    expect(refusalOf(toPlanning(atRoundStart()), { type: 'hold' })).toBe('no-window-to-hold');
    expect(refusalOf(countdownWith(emptyBoard(2), [['red'], ['blue']]), { type: 'hold' })).toBe('no-window-to-hold');
  });
});
