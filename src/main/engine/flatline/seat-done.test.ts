import { describe, expect, it } from 'vitest';
import { flatlineModule } from './index';
import { act, codes, countdownWith, dieOf, emptyBoard, refusalOf } from './test-support';

/** Three seats in the countdown, each with a red and a blue die, seat 0 also a white one. */
const table = () => countdownWith(emptyBoard(3), [['red', 'blue'], ['red', 'blue'], ['red', 'blue']]);
const endedBy = (s: ReturnType<typeof table>) => s.log.find((e) => e.code === 'countdown-ended')?.params.by;

describe("each seat's own Done (FLATLINE with devices)", () => {
  it('marks a seat ready without ending the countdown while another seat still holds dice', () => {
    let s = act(table(), { type: 'done', seat: 1 });
    expect([s.stop, s.countdown.ready]).toEqual(['countdown', [1]]);
    s = act(s, { type: 'done', seat: 0 });
    expect([s.stop, s.countdown.ready]).toEqual(['countdown', [0, 1]]);
    expect(codes(s).filter((c) => c === 'seat-ready')).toHaveLength(2);
  });

  it('ends the countdown, by done, once every seat is ready', () => {
    let s = act(table(), { type: 'done', seat: 2 });
    s = act(s, { type: 'done', seat: 0 });
    s = act(s, { type: 'done', seat: 1 });
    expect(endedBy(s)).toBe('done');
    expect(s.phase).not.toBe('E-countdown');
  });

  it('counts a seat with no die left to place as ready', () => {
    let s = countdownWith(emptyBoard(2), [['blue'], ['red']], false);
    s = act(s, { type: 'place', die: dieOf(s, 1, 'red'), target: { kind: 'station', station: 0 }, space: 0 });
    expect(s.stop).toBe('countdown');
    s = act(s, { type: 'done', seat: 0 });
    expect(endedBy(s)).toBe('done');
  });

  it('still ends when the last die is placed, and on time, with seats ready', () => {
    let s = countdownWith(emptyBoard(2, { timerSeconds: 60 }), [['red'], ['blue']], false);
    s = act(s, { type: 'done', seat: 0 });
    s = act(s, { type: 'tick', elapsedMs: 60_000 });
    expect(endedBy(s)).toBe('time');
  });

  it("a ready seat that places, re-rolls or turns a die is no longer ready", () => {
    let s = act(table(), { type: 'done', seat: 1 });
    s = act(s, { type: 'done', seat: 2 });
    s = act(s, { type: 'place', die: dieOf(s, 1, 'red'), target: { kind: 'station', station: 0 }, space: 0 });
    expect(s.countdown.ready).toEqual([2]);
    expect(codes(s).at(-2)).toBe('seat-unready');
    s = act(s, { type: 'reroll', seat: 2, dice: [dieOf(s, 2, 'red')], sacrifice: dieOf(s, 2, 'blue') });
    expect(s.countdown.ready).toEqual([]);
  });

  it('a refused act leaves the seat ready', () => {
    const s = act(table(), { type: 'done', seat: 1 });
    s.locks.reroll = true;
    expect(refusalOf(s, { type: 'reroll', seat: 1, dice: [dieOf(s, 1, 'red')], sacrifice: dieOf(s, 1, 'blue') })).toBe('reroll-track-locked');
    expect(s.countdown.ready).toEqual([1]);
  });

  it('refuses a second Done from a ready seat, an unknown seat, and a Done outside the countdown', () => {
    const s = act(table(), { type: 'done', seat: 1 });
    expect(refusalOf(s, { type: 'done', seat: 1 })).toBe('seat-already-ready');
    expect(refusalOf(table(), { type: 'done', seat: 3 })).toBe('unknown-seat');
    expect(refusalOf(emptyBoard(3), { type: 'done', seat: 0 })).toBe('not-countdown');
  });

  it("the table's plain Done still ends the countdown at once, ready seats or not", () => {
    const s = act(act(table(), { type: 'done', seat: 1 }), { type: 'done' });
    expect(endedBy(s)).toBe('done');
  });

  it('a new countdown starts with no seat ready', () => {
    const s = act(table(), { type: 'done', seat: 1 });
    let next = act(s, { type: 'done' });
    for (let i = 0; i < 200 && !(next.stop === 'planning' && next.round === 2) && next.outcome === 'in-progress'; i++) {
      next = act(next, next.pending ? { type: 'decide', option: next.pending.options[0]!.id } : { type: 'advance' });
    }
    expect([next.stop, next.round]).toEqual(['planning', 2]);
    next = act(next, { type: 'advance' });
    expect([next.phase, next.countdown.ready]).toEqual(['E-countdown', []]);
  });

  it("names the seat-scoped Done its seat's, the plain Done (every seat at once) the main screen's", () => {
    const s = table();
    expect(flatlineModule.ownerOf(s, { type: 'done', seat: 2 })).toEqual({ seat: 2 });
    expect(flatlineModule.ownerOf(s, { type: 'done' })).toBe('main-screen');
  });
});
