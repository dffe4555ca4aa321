import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@shared/flatline/log';
import { spotOf } from './log-spots';

const entry = (code: string, params: LogEntry['params']): LogEntry => ({ round: 1, phase: 'A-lose-power', code, params });

describe('the board spot a log line lights', () => {
  it('names the place each automatic step happens', () => {
    expect(spotOf(entry('cube-removed', { space: 0, why: 'lose-power', left: 7 }))).toBe('meter');
    expect(spotOf(entry('emergency-revealed', { card: 'x', area: 'emergency', row: 1, slot: 4 }))).toBe('emergency:1:4');
    expect(spotOf(entry('emergency-revealed', { card: 'x', area: 'stat' }))).toBe('stat-area');
    expect(spotOf(entry('emergency-dice-rolled', { values: '3,5' }))).toBe('emergency-dice');
    expect(spotOf(entry('slot-activated', { slot: 3, row: 2, card: 'x' }))).toBe('emergency:2:3');
    expect(spotOf(entry('line-cleared', { slot: 2, line: 1, card: 'patient-03' }))).toBe('line:2:1');
    expect(spotOf(entry('trigger-fired', { slot: 1, space: 3, light: 'red', effect: 'power-down' }))).toBe('trigger:1:3');
    expect(spotOf(entry('cube-moved', { from: 'station-1', to: 'meter', left: 6 }))).toBe('station:1');
    expect(spotOf(entry('dial-turned', { why: 'end-of-round', diamond: 1 }))).toBe('dial');
    expect(spotOf(entry('stat-failed', { card: 'x', xArea: 1 }))).toBe('x-area');
    expect(spotOf(entry('dice-lost', { seat: 1, amount: 2 }))).toBe('tray:1');
  });

  it('lights nothing for the players own placements', () => {
    expect(spotOf(entry('die-placed', { die: 's0d1', seat: 0, face: 'red', target: '{}', space: 0 }))).toBeUndefined();
    expect(spotOf(entry('countdown-ended', { by: 'done' }))).toBeUndefined();
  });
});
