import './flatline-tokens.css';
import './board/board-marks.css';
import type { TableGame } from '../../lib/table-game';
import type { FlatlineMission } from '@shared/flatline/campaign';
import { TIMER_CHOICES } from '@shared/flatline/setup';
import FlatlineBoard from './board/FlatlineBoard.svelte';
import FlatlineSeatView from './seat/FlatlineSeatView.svelte';
import FlatlineNewGame from './setup/FlatlineNewGame.svelte';
import FlatlineHistoryGame from './records/FlatlineHistoryGame.svelte';
import { setupSummary, timerKey } from './setup/setup-text';
import { MAX_PLAYERS, MIN_PLAYERS } from './setup/new-game';
import RulesReference from './rules/RulesReference.svelte';
import EndSummary from './records/EndSummary.svelte';
import { remainingMs } from './board/board-model';
import { logLine, withTreatedCards } from './board/board-text';
import { spotOf } from '@shared/flatline/log-spots';
import Legend from './rules/Legend.svelte';
import { tr } from './board/translator';
import { flatlineHintView } from './hint-view';
import { flatlineDaily } from './setup/daily-words';
import { flatlineReplayWords } from './replay/replay-words';
import { flatlineCompanion } from './companion';
import { flatlineGuide } from './guide/flatline-guide';

/** FLATLINE's pieces of the interface, as the generic screens find them through the registry. */
export const flatlineTable: TableGame<'flatline'> = {
  kind: 'flatline',
  nameKey: 'app.games.flatline',
  Board: FlatlineBoard,
  SeatView: FlatlineSeatView,
  NewGame: FlatlineNewGame,
  HistoryGame: FlatlineHistoryGame,
  settingsText: (game, t) => setupSummary(game, t),
  historySettings: (result, t) => `${t(`app.levels.${result.setup.level}`)} · ${t(`stats.sides.${result.setup.meterSide}`)}`,
  players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
  causeText: (cause, t) => t(`stats.causes.${cause}`),
  roundText: (round, t) => t('flatline.guide.round', { round }),
  stageText: (game, t) => t('flatline.guide.round', { round: game.state.round }),
  logLines: (game, t) => {
    const cards = game.state.patients.map((p) => p?.card ?? null);
    // A light's line names the patient treated in its slot, not the one who has arrived since.
    return withTreatedCards(game.state.log).map((entry) => {
      const spot = spotOf(entry);
      return {
        text: logLine(tr, entry, game.seats, cards),
        group: t('flatline.guide.round', { round: entry.round }),
        ...(spot ? { spot } : {}),
      };
    });
  },
  Rules: RulesReference,
  Legend,
  EndSummary,
  // The countdown while the players place dice: 60, 90 or 120 seconds, or none.
  clock: {
    of: (game) =>
      game.state.outcome === 'in-progress'
        ? { remainingMs: remainingMs(game.state), totalSeconds: game.setup.timerSeconds, running: game.state.stop === 'countdown' && game.clock.running }
        : null,
    timerText: (result, t) => t(timerKey(result.setup.timerSeconds)),
  },
  records: {
    stats: {
      dimensionTitle: (key, t) => (key === 'meterSide' ? t('stats.bySide') : key),
      dimensionValue: (key, value, t) => (key === 'meterSide' ? t(`stats.sides.${value}`) : value),
      dimensionId: (key) => (key === 'meterSide' ? 'side' : key),
      averageLabel: (key, t) => t(`stats.avg.${key}`),
      roundsLabel: (t) => t('stats.avg.rounds'),
    },
  },
  campaign: {
    missionName: (mission: FlatlineMission, t) =>
      t('campaigns.missionName', { level: t(`app.levels.${mission.level}`), side: t(`app.meterSides.${mission.meterSide}`) }),
    timers: TIMER_CHOICES,
    timerText: (seconds, t) => t(timerKey(seconds as (typeof TIMER_CHOICES)[number])),
    ladder: (t) => t('flatline.campaign.ladder'),
    clockLabel: (t) => t('flatline.campaign.clock'),
  },
  advice: { hint: (game, hint) => flatlineHintView(tr, game, hint) },
  daily: flatlineDaily,
  replay: flatlineReplayWords(tr),
  companion: flatlineCompanion,
  guide: flatlineGuide,
};
