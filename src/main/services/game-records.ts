import type { GameDetail, GameKind, GameStatus, GameSummary } from '../../shared/games';
import type { FlatlineSetup } from '../../shared/flatline/setup';
import type { FlatlineState } from '../../shared/flatline/state';
import type { GameRecord } from '../store/store';

/** A stored game row as the API shows it in a list. */
export function toSummary(record: GameRecord): GameSummary {
  const setup = record.setup as FlatlineSetup;
  return {
    id: record.id,
    kind: record.kind as GameKind,
    title: record.title,
    seats: setup.seats,
    solitaire: setup.solitaire,
    setup,
    seed: record.seed,
    status: record.status as GameStatus,
    round: record.round,
    paused: record.paused,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export const toDetail = (record: GameRecord, state: FlatlineState): GameDetail => ({ ...toSummary(record), state });

/**
 * A title for a game created without one: the players' names, which read the same in every
 * language (a solitaire player's name appears once).
 */
export function defaultTitle(setup: Pick<FlatlineSetup, 'seats'>): string {
  return [...new Set(setup.seats.map((seat) => seat.name))].join(' · ').slice(0, 60);
}
