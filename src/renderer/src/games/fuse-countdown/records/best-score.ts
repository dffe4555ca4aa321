import type { GameDetailOf } from '@shared/games';
import type { BestScore } from '@shared/history';
import { clockSetting, fuseCount } from '@shared/fuse-countdown/setup';

/** The team's best score for one setting, and whether this game made it. */
export interface SettingBest {
  score: number;
  games: number;
  thisGame: boolean;
}

/**
 * The best score of the setting a game was played at: level, players, clock and fuse cards, as the
 * statistics group them (the clock as 'fitted', as seconds, or 'untimed'). Null when no entry matches.
 */
export function bestForSetting(scores: readonly BestScore[], game: GameDetailOf<'fuse-countdown'>): SettingBest | null {
  const { setup } = game;
  const timer = clockSetting(setup);
  const fuses = String(fuseCount(setup));
  const entry = scores.find(
    // A best made with the physical box is kept apart: a game on screen is compared with games on screen.
    (s) => s.kind === 'fuse-countdown' && !s.physical && s.level === setup.level && s.players === setup.seats.length && s.timer === timer && (s.setting.fuses ?? fuses) === fuses,
  );
  return entry ? { score: entry.score, games: entry.games, thisGame: entry.gameId === game.id } : null;
}
