import type { TableGame } from '../../table-game';
import type { FuseCountdownMission } from '@shared/fuse-countdown/campaign';
import { fuseCount } from '@shared/fuse-countdown/setup';
import FuseCountdownNewGame from '../setup/FuseCountdownNewGame.svelte';
import FuseCountdownHistoryGame from './FuseCountdownHistoryGame.svelte';
import { clockSettingText, clockText, levelText, playedClockMs, setupSummary } from '../setup/setup-text';
import { fuseCountdownStatsLabels } from './stats-text';

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
  | 'roundText'
>;

/** FUSE: Countdown's records: its new-game form, history page and the words the generic screens need. */
export const fuseCountdownRecords: Records = {
  NewGame: FuseCountdownNewGame,
  HistoryGame: FuseCountdownHistoryGame,
  settingsText: (game, t) => setupSummary(game.setup, t, game.clockMs),
  historySettings: (result, t) => levelText(result.setup.level, fuseCount(result.setup), t),
  timerText: (result, t) => clockText(result.setup, t, playedClockMs(result.details)),
  missionName: (mission: FuseCountdownMission, t) => levelText(mission.level, mission.fuses ?? 0, t),
  campaignTimers: [600, 900, 1200, null],
  campaignTimerText: (seconds, t) => clockSettingText(seconds === null ? 'untimed' : String(seconds), t),
  stats: fuseCountdownStatsLabels,
  causeText: (cause, t) => t(`stats.causes.${cause}`),
  roundText: (turn, t) => t('fuse-countdown.table.turn', { turn }),
};
