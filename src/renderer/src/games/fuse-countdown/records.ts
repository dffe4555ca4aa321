import type { TableGame } from '../table-game';
import FuseCountdownNewGame from './FuseCountdownNewGame.svelte';
import FuseCountdownHistoryGame from './FuseCountdownHistoryGame.svelte';

type Records = Pick<
  TableGame<'fuse-countdown'>,
  | 'NewGame'
  | 'HistoryGame'
  | 'settingsText'
  | 'historySettings'
  | 'timerText'
  | 'missionName'
  | 'campaignTimers'
  | 'campaignTimerText'
  | 'stats'
  | 'causeText'
>;

const timer = (minutes: number | null, t: (key: string, params?: Record<string, string | number>) => string) =>
  minutes === null ? t('fuse-countdown.records.untimed') : t('fuse-countdown.records.minutes', { minutes });

/** FUSE: Countdown's records: its new-game form, history page and the words the generic screens need. */
export const fuseCountdownRecords: Records = {
  NewGame: FuseCountdownNewGame,
  HistoryGame: FuseCountdownHistoryGame,
  settingsText: (game, t) => `${t(`fuse-countdown.records.levels.${game.setup.level}`)} · ${timer(game.setup.clockMinutes, t)}`,
  historySettings: (result, t) => t(`fuse-countdown.records.levels.${result.setup.level}`),
  timerText: (setup, t) => timer(setup.clockMinutes, t),
  missionName: (mission, t) => t(`fuse-countdown.records.levels.${mission.level}`),
  campaignTimers: [600, 900, 1200, null],
  campaignTimerText: (seconds, t) => timer(seconds === null ? null : seconds / 60, t),
  stats: {
    dimensionTitle: (key) => key,
    dimensionValue: (_key, value) => value,
    dimensionId: (key) => key,
    averageLabel: (key) => key,
  },
  causeText: (cause) => cause,
};
