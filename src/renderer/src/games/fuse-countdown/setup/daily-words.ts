import type { TableDailyBlock } from '../../../lib/table-game';

const R = 'fuse-countdown.records';

/** m:ss of a number of seconds. */
const clock = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** FUSE: Countdown's daily deal in words: players and level; its result is the score and the time left. */
export const fuseCountdownDaily: TableDailyBlock = {
  fieldLabel: (key, t) => t(`fuse-countdown.daily.fields.${key}`),
  valueText: (key, value, t) => (key === 'players' ? t(`${R}.players`, { count: Number(value) }) : t(`${R}.levels.${value}`)),
  resultText: (result, t) => t('fuse-countdown.daily.result', { score: result.values.score ?? 0, left: clock(result.values.left ?? 0) }),
};
