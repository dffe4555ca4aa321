import type { FuseCountdownSetup } from '@shared/fuse-countdown/setup';
import { fuseCount } from '@shared/fuse-countdown/setup';

type Translate = (key: string, params?: Record<string, string | number>) => string;

const R = 'fuse-countdown.records';

/** The clock in words from its setting in minutes: "10 minutes", "Relaxed: 15 minutes", "Untimed". */
export const clockText = (minutes: number | null, t: Translate): string => t(`${R}.clocks.${minutes === null ? 'untimed' : minutes * 60}`);

/** A level with its fuse cards where it plays them: "Expert with 4 fuse cards", "Standard". */
export function levelText(level: FuseCountdownSetup['level'], fuses: number, t: Translate): string {
  const name = t(`${R}.levels.${level}`);
  return fuses > 0 ? t(`${R}.levelWithFuses`, { level: name, fuses: t(`${R}.fuses`, { count: fuses }) }) : name;
}

/** One line on how a game is set up: "2 players · Expert with 3 fuse cards · 10 minutes". */
export function setupSummary(setup: Pick<FuseCountdownSetup, 'seats' | 'level' | 'fuses' | 'clockMinutes'>, t: Translate): string {
  return t(`${R}.summary`, {
    players: t(`${R}.players`, { count: setup.seats.length }),
    level: levelText(setup.level, fuseCount(setup), t),
    clock: clockText(setup.clockMinutes, t),
  });
}
