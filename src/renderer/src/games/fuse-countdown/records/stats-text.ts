import type { TableRecordsBlock } from '../../../lib/table-game';
import type { BestScore } from '@shared/history';
import { clockSettingText, levelText } from '../setup/setup-text';

type Translate = (key: string, params?: Record<string, string | number>) => string;

const S = 'fuse-countdown.stats';
const R = 'fuse-countdown.records';

/** FUSE: Countdown's labels for the statistics its module declares (by fuse cards, by role; its averages). */
export const fuseCountdownStatsLabels: TableRecordsBlock['stats'] = {
  dimensionTitle: (key, t) => (key === 'fuses' || key === 'roles' ? t(`${S}.by.${key}`) : key),
  dimensionValue: (key, value, t) => {
    if (key === 'fuses') return value === '0' ? t(`${S}.noFuses`) : t(`${R}.fuses`, { count: Number(value) });
    if (key === 'roles') return t(`fuse-countdown.log.role.${value}`);
    return value;
  },
  dimensionId: (key) => `fc-${key}`,
  averageLabel: (key, t) => t(`${S}.avg.${key}`),
  roundsLabel: (t) => t(`${S}.avg.turns`),
  // Time left is kept in milliseconds; players read seconds.
  averageValue: (key, value) => (key === 'timeLeftMs' ? value / 1000 : value),
  levelValue: (key, t) => t(`${R}.levels.${key}`),
  timerValue: (key, t) => clockSettingText(key, t),
  playersValue: (key, t) => t(`${R}.players`, { count: Number(key) }),
  settingText: (best: BestScore, t: Translate) => {
    const fuses = Number(best.setting.fuses ?? 0);
    return t(`${R}.summary`, {
      players: t(`${R}.players`, { count: best.players }),
      level: best.level ? levelText(best.level as Parameters<typeof levelText>[0], Number.isFinite(fuses) ? fuses : 0, t) : '',
      clock: clockSettingText(best.timer, t),
    });
  },
};
