import type { Refusal } from '../core/rules';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import { fittedClockMinutes } from '@shared/fuse-countdown/fitted-clock';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { log, refusal, type Ctx } from './context';

/** Seats on their own devices from which a table places its dice with parallel hands (docs/devices.md). */
export const DEVICE_TABLE_SEATS = 2;

const face = (minutes: number) => `${Math.floor(minutes)}:${minutes % 1 ? '30' : '00'}`;

/** The clock's length (minutes) a fitted clock should have before the start: the device table's, or the one set up. */
function wanted(s: FuseCountdownState, devices: boolean): number | null {
  const { setup } = s;
  if (!setup.clockFitted || setup.clockMinutes === null) return null;
  // Fewer devices: back to the clock the new-game form chose (it may have chosen the device table's).
  return devices ? fittedClockMinutes(s.players, setup.level, 'devices') : setup.clockMinutes;
}

/**
 * The services' action when the seats played from devices change (`devices`: how many): before the
 * clock starts, a fitted clock follows the table (at least two seats on devices: the clock fitted to
 * parallel hands; fewer: the clock set up); null when nothing changes.
 */
export function tableChange(s: FuseCountdownState, devices: number): FuseCountdownAction | null {
  if (s.outcome !== null || (s.phase !== 'roles' && s.phase !== 'ready')) return null;
  const onDevices = devices >= DEVICE_TABLE_SEATS;
  const minutes = wanted(s, onDevices);
  return minutes !== null && minutes * 60_000 !== s.clock.limitMs ? { type: 'fit-clock', devices: onDevices } : null;
}

/** The clock is fitted again to who plays where; only a fitted clock, and only while it stands before the start. */
export function fitClock(ctx: Ctx, devices: boolean): Refusal | null {
  const { s } = ctx;
  const minutes = wanted(s, devices);
  if (minutes === null) return refusal('clock-not-fitted', 'Only a clock fitted to the table follows where the players play.');
  if (s.phase !== 'roles' && s.phase !== 'ready') return refusal('clock-already-running', 'The clock has started: its length stays as it is.');
  if (minutes * 60_000 === s.clock.limitMs) return refusal('clock-already-fitted', 'The clock is already fitted to this table.');
  s.clock.limitMs = minutes * 60_000;
  log(ctx, devices ? 'clock-fitted-devices' : 'clock-fitted-back', { time: face(minutes) });
  return null;
}
