import type { GameSummaryOf } from '@shared/games';
import type { TimerSeconds } from '@shared/flatline/setup';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export const timerKey = (seconds: TimerSeconds): string => `app.timers.${seconds === null ? 'untimed' : seconds}`;

/** One line saying how a game is set up: who plays, at which level, with which countdown. */
export function setupSummary(game: Pick<GameSummaryOf<'flatline'>, 'setup' | 'solitaire' | 'seats'>, t: Translate): string {
  const level = t(`app.levels.${game.setup.level}`);
  const timer = t(timerKey(game.setup.timerSeconds));
  if (game.solitaire) return t('app.setup.soloSummary', { level, timer });
  return t('app.setup.summary', { players: t('app.newGame.playerCount', { count: game.seats.length }), level, timer });
}

