import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@shared/flatline/log';
import { flatlineRules } from '../../../../../main/engine/flatline';
import { greedyAction } from '../../../../../main/engine/flatline/bot/greedy';
import { flatlineSetupSchema } from '@shared/flatline/setup';
import { spotOf } from './log-spots';

const entry = (code: string, params: LogEntry['params']): LogEntry => ({ round: 1, phase: 'E-resolve', code, params }) as LogEntry;

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

  it('gives every step of a played round (seed 7, two players) a spot on the board, except round bookkeeping and placements', () => {
    const setup = flatlineSetupSchema.parse({ seats: [{ name: 'Ada', colour: 'red' }, { name: 'Bruno', colour: 'blue' }], level: 'standard', timerSeconds: null });
    let s = flatlineRules.start(setup, 7);
    for (let i = 0; i < 400 && s.outcome === 'in-progress' && s.round < 3; i++) {
      const r = flatlineRules.apply(s, greedyAction(s));
      if (!r.ok) throw new Error(r.refusal.code);
      s = r.state;
    }
    const quiet = new Set(['die-placed', 'countdown-started', 'countdown-ended', 'round-ended', 'game-set-up', 'decision-needed', 'decided', 'dice-rerolled', 'die-sacrificed', 'die-turned', 'effect-had-no-target', 'face-changes-granted', 'game-won', 'game-lost', 'green-triggers-blocked', 'bad-timing-no-red-light', 'step-guard-reached']);
    const missing = s.log.filter((e) => !quiet.has(e.code) && spotOf(e) === undefined).map((e) => e.code);
    expect(missing).toEqual([]);
    expect(s.log.filter((e) => spotOf(e) !== undefined).length).toBeGreaterThan(10);
  });
});
