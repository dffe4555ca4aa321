import type { CountdownLevel } from './setup';

/** A rung of FUSE: Countdown's campaign ladder: a level and, from Expert on, its fuse cards. */
export interface FuseCountdownMission {
  id: string;
  kind: 'fuse-countdown';
  level: CountdownLevel;
  /** Fuse cards shuffled into the bomb deck (null below Expert, where none are played). */
  fuses: number | null;
}

const rung = (level: CountdownLevel, fuses: number | null): FuseCountdownMission => ({
  id: `fuse-countdown-${level}${fuses === null ? '' : `-${fuses}`}`,
  kind: 'fuse-countdown',
  level,
  fuses,
});

/** The ladder: Training and Standard, then Expert, Elite and Heroic with ever more fuse cards. */
export const FUSE_COUNTDOWN_LADDER: readonly FuseCountdownMission[] = [
  rung('training', null),
  rung('standard', null),
  rung('expert', 2),
  rung('expert', 4),
  rung('elite', 5),
  rung('elite', 7),
  rung('heroic', 8),
  rung('heroic', 10),
];
