import { METER_SPACES } from '@shared/flatline/data/board';
import { log, lose, type Ctx } from './context';

/**
 * Removes the left-most cube from the meter. Having to remove the last one loses the game.
 * Returns the index of the emptied space (0 = left-most), or -1 when the game was lost.
 */
export function removeMeterCube(ctx: Ctx, why: string): number {
  const { s } = ctx;
  const index = METER_SPACES - s.meter.cubes;
  s.meter.cubes = Math.max(0, s.meter.cubes - 1);
  s.spentCubes++;
  log(ctx, 'cube-removed', { space: index, why, left: s.meter.cubes });
  if (s.meter.cubes === 0) {
    lose(ctx, 'power-out');
    return -1;
  }
  return index;
}

/** A spent cube goes back on the right-most open space of the meter (the one emptied last). */
export function restoreSpentCube(ctx: Ctx, why: string): boolean {
  const { s } = ctx;
  if (s.spentCubes <= 0 || s.meter.cubes >= METER_SPACES) {
    log(ctx, 'cube-not-restored', { why });
    return false;
  }
  s.spentCubes--;
  s.meter.cubes++;
  log(ctx, 'cube-restored', { why, left: s.meter.cubes });
  return true;
}

/** A recharging station's cube moves onto the meter (rulebook phase G). */
export function rechargeFromStation(ctx: Ctx, station: number): boolean {
  const { s } = ctx;
  if ((s.stationCubes[station] ?? 0) <= 0 || s.meter.cubes >= METER_SPACES) {
    log(ctx, 'station-could-not-recharge', { station });
    return false;
  }
  s.stationCubes[station] = (s.stationCubes[station] ?? 0) - 1;
  s.meter.cubes++;
  log(ctx, 'cube-moved', { from: `station-${station}`, to: 'meter', left: s.meter.cubes });
  return true;
}
