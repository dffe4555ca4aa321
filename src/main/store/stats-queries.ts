import type Database from 'better-sqlite3';
import type { GameKind } from '@shared/games';
import type { StatsDeclaration } from '@shared/game-module';
import type { Stats, StatsDimension, WinTally } from '@shared/history';
import { filterClause, filterParams, type ResultFilter } from './results-repo';

/** What each game declares statistics should break down by and average, keyed by kind. */
export type StatsDeclarations = Readonly<Record<string, StatsDeclaration>>;

/** Win tallies by key, in first-seen order until sorted. */
class Tallies {
  private readonly map = new Map<string, WinTally>();

  add(key: string, won: boolean): void {
    let tally = this.map.get(key);
    if (!tally) {
      tally = { key, games: 0, wins: 0 };
      this.map.set(key, tally);
    }
    tally.games++;
    if (won) tally.wins++;
  }

  /** Sorted by `order` (known keys first, in that order), then by key. */
  sorted(order: (key: string) => number = () => 0): WinTally[] {
    const rank = (key: string) => {
      const r = order(key);
      return r < 0 ? Number.MAX_SAFE_INTEGER : r;
    };
    return [...this.map.values()].sort((a, b) => rank(a.key) - rank(b.key) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
}

const LEVELS = ['training', 'standard', 'expert', 'elite', 'heroic'];
const timerOrder = (key: string) => (key === 'untimed' ? 1e9 : Number(key));

/** One game's declared breakdowns and sums of its declared averages. */
interface KindSums {
  games: number;
  dimensions: Map<string, Tallies>;
  sums: Map<string, number>;
}

/**
 * Statistics over `game_results` (one small row per finished game), so nothing is replayed: one
 * pass over the rows in the order the games finished (along the finished-at index) adds everything
 * up at once, streaks included. A game's own details are read only for the breakdowns and averages
 * its module declares. Quick with thousands of games (see `npm run bench`).
 */
export function queryStats(db: Database.Database, filter: ResultFilter, declarations: StatsDeclarations): Stats {
  const where = filterClause(filter);
  const params = filterParams(filter);
  const rows = db
    .prepare(
      `SELECT kind, level, players, timer, finished_at, cause, outcome, rounds, duration_ms, score, details
       FROM game_results r ${where} ORDER BY finished_at, game_id`,
    )
    .raw()
    .all(params) as [string, string | null, number, string, string, string | null, 'won' | 'lost', number, number, number | null, string][];

  const byKind = new Tallies();
  const byLevel = new Tallies();
  const byPlayers = new Tallies();
  const byTimer = new Tallies();
  const overTime = new Tallies();
  const causes = new Map<string, number>();
  const perKind = new Map<string, KindSums>();
  let wins = 0;
  let rounds = 0;
  let durationMs = 0;
  let scored = 0;
  let score = 0;
  let currentStreak = 0;
  let bestStreak = 0;

  for (const [kind, level, players, timer, finishedAt, cause, outcome, rowRounds, rowDuration, rowScore, details] of rows) {
    const won = outcome === 'won';
    byKind.add(kind, won);
    if (level !== null) byLevel.add(level, won);
    byPlayers.add(String(players), won);
    byTimer.add(timer, won);
    overTime.add(finishedAt.slice(0, 7), won);
    if (won) wins++;
    else causes.set(cause ?? 'unknown', (causes.get(cause ?? 'unknown') ?? 0) + 1);
    rounds += rowRounds;
    durationMs += rowDuration;
    if (rowScore !== null) {
      scored++;
      score += rowScore;
    }
    // Streaks of wins, oldest to latest.
    currentStreak = won ? currentStreak + 1 : 0;
    if (currentStreak > bestStreak) bestStreak = currentStreak;

    const declared = declarations[kind];
    if (!declared || (declared.dimensions.length === 0 && declared.averages.length === 0)) continue;
    let sums = perKind.get(kind);
    if (!sums) {
      sums = { games: 0, dimensions: new Map(declared.dimensions.map((d) => [d.key, new Tallies()])), sums: new Map(declared.averages.map((k) => [k, 0])) };
      perKind.set(kind, sums);
    }
    sums.games++;
    const values = JSON.parse(details) as Record<string, unknown>;
    for (const [key, tallies] of sums.dimensions) tallies.add(String(values[key] ?? 'unknown'), won);
    for (const key of declared.averages) {
      const value = values[key];
      if (typeof value === 'number') sums.sums.set(key, (sums.sums.get(key) ?? 0) + value);
    }
  }

  const games = rows.length;
  const dimensions: StatsDimension[] = [];
  const detailAverages: Stats['detailAverages'] = [];
  for (const [kind, sums] of perKind) {
    const declared = declarations[kind]!;
    for (const { key, order } of declared.dimensions) {
      const rank = order ? (k: string) => order.indexOf(k) : undefined;
      dimensions.push({ kind: kind as GameKind, key, tallies: sums.dimensions.get(key)!.sorted(rank) });
    }
    for (const key of declared.averages) detailAverages.push({ kind: kind as GameKind, key, value: (sums.sums.get(key) ?? 0) / sums.games });
  }

  return {
    games,
    wins,
    winRate: games === 0 ? 0 : wins / games,
    byKind: byKind.sorted(),
    byLevel: byLevel.sorted((k) => LEVELS.indexOf(k)),
    byPlayers: byPlayers.sorted(Number),
    byTimer: byTimer.sorted(timerOrder),
    overTime: overTime.sorted(),
    currentStreak,
    bestStreak,
    averages: games === 0 ? null : { rounds: rounds / games, durationMs: durationMs / games, score: scored === 0 ? null : score / scored },
    dimensions,
    detailAverages,
    lossCauses: [...causes.entries()]
      .map(([cause, count]) => ({ cause, count }))
      .sort((a, b) => b.count - a.count || (a.cause < b.cause ? -1 : 1)),
  };
}

/** The statistics queries over one open database. */
export class StatsQueries {
  constructor(private readonly db: Database.Database) {}

  query(filter: ResultFilter, declarations: StatsDeclarations): Stats {
    return queryStats(this.db, filter, declarations);
  }
}
