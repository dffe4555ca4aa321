// Which lit steps of a guided round's resolution the guide stands on: one stop for each thing the
// table did, where the board lights its last step.
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@shared/flatline/log';
import { entry, GUIDED_RESOLUTION } from '@shared/flatline/guided-resolution.test-support';
import { isResolutionStop, stopRun } from './resolution-stops';

const codesOf = (log: readonly LogEntry[], lines: readonly number[]) => lines.map((i) => log[i]!.code);
const stopsOf = (log: readonly LogEntry[]) => log.flatMap((_, i) => (isResolutionStop(log, i) ? [i] : []));

describe('the stops of a guided resolution', () => {
  it("stands on the guided deal's 19 lit steps at 9 moments, each at the last step of what it explains", () => {
    const log = GUIDED_RESOLUTION;
    expect(stopsOf(log).map((i) => codesOf(log, stopRun(log, i)).join('+'))).toEqual([
      'stat-cleared+triage-card-gained',
      'line-cleared+line-cleared+patient-treated+trigger-fired',
      'patient-arrived',
      'dial-turned',
      'cube-removed+emergencies-to-reveal',
      'emergency-revealed+emergency-revealed',
      'emergency-dice-rolled+slot-activated',
      'escalation-pending+emergency-dice-rerolled+slot-activated',
      'dial-turned',
    ]);
  });

  it("lets the player's own use of a triage card pass (the guide's step asked for it), and lines with no place are never stops", () => {
    const log = GUIDED_RESOLUTION;
    expect(isResolutionStop(log, 3)).toBe(false); // triage-used
    expect([0, 4, 5, 12].map((i) => isResolutionStop(log, i))).toEqual([false, false, false, false]);
    expect(isResolutionStop(log, 99)).toBe(false);
  });

  it('stops at the last line logged so far when the log ends inside a moment (the table waits for the players there)', () => {
    const upToGained = GUIDED_RESOLUTION.slice(0, 3);
    expect(stopsOf(upToGained)).toEqual([2]);
    // The stat card solved, nothing after it yet: the card solved is a stop of its own.
    expect(stopsOf(GUIDED_RESOLUTION.slice(0, 2))).toEqual([1]);
  });

  it('answers each delivery of a growing log for itself, the same however often it is asked (the guide and the board ask at every lit step)', () => {
    const whole = GUIDED_RESOLUTION;
    const deliveries = whole.map((_, n) => whole.slice(0, n + 1));
    const asked = (log: readonly LogEntry[]) => stopsOf(log).map((i) => stopRun(log, i).join(','));
    const first = deliveries.map(asked);
    // The stat card solved is a stop while nothing follows it; once its triage card is gained, that ends the moment instead.
    expect([first[1], first[2]]).toEqual([['1'], ['1,2']]);
    expect(deliveries.map(asked)).toEqual(first);
    expect(asked(whole)).toEqual(first.at(-1));
    expect(first.at(-1)).toHaveLength(9);
  });

  it("keeps apart what happens to different patients, and a stat card arriving from the emergencies", () => {
    const log = [
      entry('line-cleared', { slot: 0, line: 0 }),
      entry('line-cleared', { slot: 1, line: 0 }),
      entry('patient-treated', { slot: 1 }),
      entry('trigger-fired', { slot: 1, space: 0, light: 'green' }),
      entry('patient-arrived', { slot: 2 }),
      entry('emergency-revealed', { area: 'emergency', row: 1, slot: 1 }),
      entry('emergency-revealed', { area: 'stat' }),
      entry('emergency-dice-rolled', { values: '5,6' }),
      entry('escalation-pending', { slot: 2 }),
      entry('emergency-dice-rerolled', { slot: 2, values: '3,3' }),
    ];
    expect(stopsOf(log).map((i) => codesOf(log, stopRun(log, i)).join('+'))).toEqual([
      'line-cleared',
      'line-cleared+patient-treated+trigger-fired',
      'patient-arrived',
      'emergency-revealed',
      'emergency-revealed',
      'emergency-dice-rolled',
      'escalation-pending+emergency-dice-rerolled',
    ]);
  });
});
