import type { TableCampaignBlock, TableGame } from '../../../lib/table-game';
import { PRINTED_CLOCK_MINUTES } from '@shared/fuse-countdown/setup';
import type { FuseCountdownMission } from '@shared/fuse-countdown/campaign';
import { fuseCount } from '@shared/fuse-countdown/setup';
import FuseCountdownNewGame from '../setup/FuseCountdownNewGame.svelte';
import FuseCountdownHistoryGame from './FuseCountdownHistoryGame.svelte';
import { clockSettingText, levelText, setupSummary } from '../setup/setup-text';
import { fuseCountdownStatsLabels } from './stats-text';

type Records = Pick<TableGame<'fuse-countdown'>, 'NewGame' | 'HistoryGame' | 'settingsText' | 'historySettings' | 'causeText' | 'roundText' | 'records'>;

/** FUSE: Countdown's records: its new-game form, history page and the words the generic screens need. */
export const fuseCountdownRecords: Records = {
  NewGame: FuseCountdownNewGame,
  HistoryGame: FuseCountdownHistoryGame,
  settingsText: (game, t) => setupSummary(game.setup, t, game.clockMs),
  historySettings: (result, t) => levelText(result.setup.level, fuseCount(result.setup), t),
  causeText: (cause, t) => t(`stats.causes.${cause}`),
  roundText: (turn, t) => t('fuse-countdown.table.turn', { turn }),
  records: { stats: fuseCountdownStatsLabels },
};

/** FUSE: Countdown's campaign: its ladder by level and fuse cards, on a clock of 10, 15, 20 minutes, none or fitted. */
export const fuseCountdownCampaign: TableCampaignBlock<'fuse-countdown'> = {
  missionName: (mission: FuseCountdownMission, t) => levelText(mission.level, mission.fuses ?? 0, t),
  timers: [600, 900, 1200, null],
  timerText: (seconds, t) => clockSettingText(seconds === null ? 'untimed' : String(seconds), t),
  ladder: (t) => t('fuse-countdown.campaign.ladder'),
  clockLabel: (t) => t('fuse-countdown.campaign.clock'),
  fittedClockHint: (t) => t('fuse-countdown.campaign.fittedHint', { printed: `${PRINTED_CLOCK_MINUTES}:00` }),
};
