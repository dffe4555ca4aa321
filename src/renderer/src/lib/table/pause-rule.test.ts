import { describe, expect, it } from 'vitest';
import { boardCovered, mustPause, type TableCover } from './pause-rule';

const running = { remainingMs: 42_000, totalSeconds: 60, running: true };
const ready = { remainingMs: 60_000, totalSeconds: 60, running: false };
const COVERS: TableCover[] = ['menu', 'rules', 'legend', 'settings', 'leave', 'hidden'];

describe('the one pause rule', () => {
  it('pauses a running clock for every cover: menu, rules, legend, settings, leaving, a hidden page', () => {
    for (const cover of COVERS) expect(mustPause({ clock: running, paused: false, over: false }, cover), cover).toBe(true);
  });

  it('does nothing when nothing covers the table', () => {
    expect(mustPause({ clock: running, paused: false, over: false }, null)).toBe(false);
  });

  it('does not pause a clock that is not running (planning, a ready countdown), nor a game without a clock', () => {
    expect(mustPause({ clock: ready, paused: false, over: false }, 'menu')).toBe(false);
    expect(mustPause({ clock: null, paused: false, over: false }, 'rules')).toBe(false);
  });

  it('does not pause twice, nor a game that has ended', () => {
    expect(mustPause({ clock: running, paused: true, over: false }, 'hidden')).toBe(false);
    expect(mustPause({ clock: running, paused: false, over: true }, 'menu')).toBe(false);
  });

  it('pauses a game whose deadline runs (a triage window waiting), even with no clock running', () => {
    for (const cover of COVERS) expect(mustPause({ clock: ready, paused: false, over: false, deadline: true }, cover), cover).toBe(true);
    expect(mustPause({ clock: null, paused: false, over: false, deadline: true }, 'menu')).toBe(true);
    expect(mustPause({ clock: ready, paused: false, over: false, deadline: false }, 'menu')).toBe(false);
    expect(mustPause({ clock: ready, paused: true, over: false, deadline: true }, 'menu')).toBe(false);
  });

  it('an untimed countdown that is running is still paused (its clock counts up)', () => {
    expect(mustPause({ clock: { remainingMs: null, totalSeconds: null, running: true }, paused: false, over: false }, 'legend')).toBe(true);
  });
});

describe('the board is covered', () => {
  const open = { paused: false, sheet: null, endCard: false, hidden: false };
  it('only while something lies over it', () => {
    expect(boardCovered(open)).toBe(false);
    expect(boardCovered({ ...open, paused: true })).toBe(true);
    expect(boardCovered({ ...open, sheet: 'legend' })).toBe(true);
    expect(boardCovered({ ...open, endCard: true })).toBe(true);
    expect(boardCovered({ ...open, hidden: true })).toBe(true);
  });
});
