import type { GameResult, SeatPlayer } from '@shared/history';
import type { GameModules } from '../../engine/registry';
import type { HistoryRow } from '../../store/results-repo';

/** A result row as history shows it (who sat where, by name and colour); null for a game this app no longer knows. */
export function historyEntry(modules: GameModules, row: HistoryRow): GameResult | null {
  const module = (modules as Record<string, GameModules[keyof GameModules] | undefined>)[row.kind];
  if (!module) return null;
  const seats = module.seats(row.setup);
  const people = module.solitaire(row.setup) ? seats.slice(0, 1) : seats;
  const players: SeatPlayer[] = people.map((seat, i) => ({ seat: i, name: seat.name, colour: seat.colour, profileId: row.seats[String(i)] ?? null }));
  const { seats: _seats, players: _count, solitaire: _solitaire, ...result } = row;
  return { ...result, kind: module.kind, setup: row.setup, players } as GameResult;
}
