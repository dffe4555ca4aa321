import { describe, expect, it } from 'vitest';
import { fittedClock, fittedClockMinutes } from '@shared/fuse-countdown/fitted-clock';
import { fuseCountdownModule } from './index';
import { dealt, play, refused } from './test-support';

const min = (minutes: number) => minutes * 60_000;

describe('a fitted clock follows the devices at the table before the start (docs/devices.md)', () => {
  it('asks for the device table’s clock at two devices and for the clock set up below two, and nothing when it already has it', () => {
    const s = dealt(3, { level: 'expert', ...fittedClock(3, 'expert') });
    expect(s.phase).toBe('ready');
    expect([0, 1].map((n) => fuseCountdownModule.clock!.tableChange?.(s, n))).toEqual([null, null]);
    expect(fuseCountdownModule.clock!.tableChange?.(s, 2)).toEqual({ type: 'fit-clock', devices: true });
    const switched = play(s, { type: 'fit-clock', devices: true });
    expect(switched.clock.limitMs).toBe(min(fittedClockMinutes(3, 'expert', 'devices')));
    expect(switched.log.at(-1)).toMatchObject({ code: 'clock-fitted-devices', params: { time: expect.stringMatching(/^\d+:(00|30)$/) } });
    expect([2, 3].map((n) => fuseCountdownModule.clock!.tableChange?.(switched, n))).toEqual([null, null]);
    expect(fuseCountdownModule.clock!.tableChange?.(switched, 1)).toEqual({ type: 'fit-clock', devices: false });
    const back = play(switched, { type: 'fit-clock', devices: false });
    expect(back.clock.limitMs).toBe(min(fittedClockMinutes(3, 'expert')));
    expect(back.log.at(-1)?.code).toBe('clock-fitted-back');
    refused(back, { type: 'fit-clock', devices: false }, 'clock-already-fitted');
  });

  it('leaves the printed and slower clocks alone, and never changes a clock that has started', () => {
    const printed = dealt(3, { clockMinutes: 10, clockFitted: false });
    expect(fuseCountdownModule.clock!.tableChange?.(printed, 3)).toBeNull();
    refused(printed, { type: 'fit-clock', devices: true }, 'clock-not-fitted');
    const started = play(dealt(3, fittedClock(3, 'standard')), { type: 'start' });
    expect(fuseCountdownModule.clock!.tableChange?.(started, 3)).toBeNull();
    refused(started, { type: 'fit-clock', devices: true }, 'clock-already-running');
  });

  it('is the services’ own action: no seat and not the table', () => {
    const s = dealt(2, fittedClock(2, 'standard'));
    expect(fuseCountdownModule.ownerOf(s, { type: 'fit-clock', devices: true })).toBe('services');
  });
});
