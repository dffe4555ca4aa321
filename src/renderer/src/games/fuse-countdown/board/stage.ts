// What the table shell's bar shows for FUSE: Countdown: the turn and who holds the bag, and the clock.
import type { GameDetailOf } from '@shared/games';
import type { TableClock } from '../../../lib/table-game';

type Game = Pick<GameDetailOf<'fuse-countdown'>, 'state' | 'seats' | 'status' | 'clock'>;

/** "Turn 7 · Ada leads": the leader holds the bag this turn. */
export function stageText(game: Game, t: (key: string, params?: Record<string, string | number>) => string): string {
  const s = game.state;
  const turn = t('fuse-countdown.table.turn', { turn: s.turn });
  if (s.outcome) return turn;
  // Before the players start the clock, no one holds the bag yet.
  if (s.phase === 'ready' || s.phase === 'roles') return t('fuse-countdown.table.getting-ready');
  return t('fuse-countdown.table.stage', { turn, leader: game.seats[s.leader]?.name ?? '' });
}

/** The game's one countdown, from the host's clock; null once the game is over. */
export function tableClock(game: Game): TableClock | null {
  if (game.status !== 'in-progress') return null;
  const { limitMs, elapsedMs, running } = game.clock;
  return {
    remainingMs: limitMs === null ? null : Math.max(0, limitMs - elapsedMs),
    totalSeconds: limitMs === null ? null : limitMs / 1000,
    running,
  };
}
