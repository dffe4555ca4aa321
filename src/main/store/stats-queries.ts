import type Database from 'better-sqlite3';
import type { Stats, WinTally } from '../../shared/history';
import { filterClause, filterParams, type ResultFilter } from './results-repo';

interface TallyRow {
  key: string | number;
  games: number;
  wins: number;
}

/**
 * Statistics as SQL aggregates over `game_results` (one small row per finished game), so they stay
 * quick with thousands of games; only the streaks walk the outcomes in order, one integer each.
 */
export function queryStats(db: Database.Database, filter: ResultFilter): Stats {
  const where = filterClause(filter);
  const params = filterParams(filter);
  const tally = (expr: string, order = 'key'): WinTally[] =>
    (
      db
        .prepare(`SELECT ${expr} AS key, count(*) AS games, sum(won) AS wins FROM game_results r ${where} GROUP BY 1 ORDER BY ${order}`)
        .all(params) as TallyRow[]
    ).map((row) => ({ key: String(row.key), games: row.games, wins: row.wins }));

  const totals = db
    .prepare(
      `SELECT count(*) AS games, coalesce(sum(won), 0) AS wins, avg(rounds) AS rounds, avg(patients_treated) AS patientsTreated,
         avg(emergencies_cleared) AS emergenciesCleared, avg(stat_failed) AS statFailed, avg(rerolls_used) AS rerollsUsed
       FROM game_results r ${where}`,
    )
    .get(params) as {
    games: number;
    wins: number;
    rounds: number | null;
    patientsTreated: number;
    emergenciesCleared: number;
    statFailed: number;
    rerollsUsed: number;
  };

  // Streaks of wins, oldest to latest.
  let currentStreak = 0;
  let bestStreak = 0;
  const outcomes = db.prepare(`SELECT won FROM game_results r ${where} ORDER BY finished_at, game_id`).pluck().all(params) as number[];
  for (const won of outcomes) {
    currentStreak = won === 1 ? currentStreak + 1 : 0;
    if (currentStreak > bestStreak) bestStreak = currentStreak;
  }

  const lossCauses = db
    .prepare(
      `SELECT coalesce(loss_cause, 'unknown') AS cause, count(*) AS count FROM game_results r
       ${where ? `${where} AND` : 'WHERE'} won = 0 GROUP BY 1 ORDER BY count DESC, cause`,
    )
    .all(params) as { cause: string; count: number }[];

  return {
    games: totals.games,
    wins: totals.wins,
    winRate: totals.games === 0 ? 0 : totals.wins / totals.games,
    byLevel: tally('level', `CASE key WHEN 'training' THEN 0 WHEN 'standard' THEN 1 ELSE 2 END`),
    byMeterSide: tally('meter_side', `CASE key WHEN 'standard' THEN 0 ELSE 1 END`),
    byPlayers: tally('players'),
    byTimer: tally('timer', `CASE key WHEN 'untimed' THEN 999 ELSE CAST(key AS INTEGER) END`),
    overTime: tally('substr(finished_at, 1, 7)'),
    currentStreak,
    bestStreak,
    averages:
      totals.games === 0 || totals.rounds === null
        ? null
        : {
            rounds: totals.rounds,
            patientsTreated: totals.patientsTreated,
            emergenciesCleared: totals.emergenciesCleared,
            statFailed: totals.statFailed,
            rerollsUsed: totals.rerollsUsed,
          },
    lossCauses,
  };
}

/** The statistics queries over one open database. */
export class StatsQueries {
  constructor(private readonly db: Database.Database) {}

  query(filter: ResultFilter): Stats {
    return queryStats(this.db, filter);
  }
}
