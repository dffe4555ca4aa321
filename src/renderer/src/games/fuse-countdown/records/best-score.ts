import type { GameDetailOf } from '@shared/games';
import type { BestScore } from '@shared/history';
import { clockSetting, fuseCount } from '@shared/fuse-countdown/setup';
import { TAKE_BACK_DETAIL } from '@shared/take-back';

/** The team's best score for one setting, and whether this game made it. */
export interface SettingBest {
  score: number;
  games: number;
  thisGame: boolean;
}

/**
 * The best score of the setting a game was played at: level, players, clock, fuse cards and whether dice
 * could be taken back, as the statistics group them (the clock as 'fitted', as seconds, or 'untimed';
 * the house rule 'on', or 'unknown' where it was not chosen). Null when no entry matches.
 */
export function bestForSetting(scores: readonly BestScore[], game: GameDetailOf<'fuse-countdown'>): SettingBest | null {
  const { setup } = game;
  const timer = clockSetting(setup);
  const fuses = String(fuseCount(setup));
  const takeBack = setup.takeBack ? 'on' : 'unknown';
  const entry = scores.find(
    (s) =>
      s.kind === 'fuse-countdown' &&
      // A best made with the physical box is kept apart: a game on screen is compared with games on screen.
      !s.physical &&
      s.level === setup.level &&
      s.players === setup.seats.length &&
      s.timer === timer &&
      (s.setting.fuses ?? fuses) === fuses &&
      (s.setting[TAKE_BACK_DETAIL] ?? 'unknown') === takeBack,
  );
  return entry ? { score: entry.score, games: entry.games, thisGame: entry.gameId === game.id } : null;
}
