import type Database from 'better-sqlite3';
import type { Stats, WinTally } from '../../shared/history';
import { filterClause, filterParams, type ResultFilter } from './results-repo';

interface GroupRow {
  level: string;
  meter_side: string;
  players: number;
  timer: string;
  month: string;
  loss_cause: string | null;
  games: number;
  wins: number;
  rounds: number;
  patients_treated: number;
  emergencies_cleared: number;
  stat_failed: number;
  rerolls_used: number;
}

const ORDER: Record<string, (key: string) => number> = {
  level: (k) => ['training', 'standard', 'expert'].indexOf(k),
  side: (k) => ['standard', 'expert'].indexOf(k),
  players: Number,
  timer: (k) => (k === 'untimed' ? 999 : Number(k)),
};

/** Adds up the grouped rows by one setting, in the order the screens show them. */
function tallyBy(groups: readonly GroupRow[], key: (row: GroupRow) => string, order: (key: string) => number = () => 0): WinTally[] {
  const tallies = new Map<string, WinTally>();
  for (const row of groups) {
    const k = key(row);
    const tally = tallies.get(k) ?? { key: k, games: 0, wins: 0 };
    tally.games += row.games;
    tally.wins += row.wins;
    tallies.set(k, tally);
  }
  return [...tallies.values()].sort((a, b) => order(a.key) - order(b.key) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Statistics over `game_results` (one small row per finished game), so nothing is replayed: one
 * pass over the rows in the order the games finished (along the finished-at index) adds everything
 * up at once, streaks included. Quick with thousands of games (see `npm run bench`).
 */
export function queryStats(db: Database.Database, filter: ResultFilter): Stats {
  const where = filterClause(filter);
  const params = filterParams(filter);
  const rows = db
    .prepare(
      `SELECT level, meter_side, players, timer, finished_at, loss_cause, won, rounds, patients_treated,
         emergencies_cleared, stat_failed, rerolls_used
       FROM game_results r ${where} ORDER BY finished_at, game_id`,
    )
    .raw()
    .all(params) as [string, string, number, string, string, string | null, number, number, number, number, number, number][];

  // Group by every setting at once (a few hundred groups at most), then add the groups up per setting.
  const byGroup = new Map<string, GroupRow>();
  let currentStreak = 0;
  let bestStreak = 0;
  for (const [level, side, players, timer, finishedAt, cause, won, rounds, treated, cleared, failed, rerolls] of rows) {
    const month = finishedAt.slice(0, 7);
    const key = `${level}|${side}|${players}|${timer}|${month}|${cause ?? ''}`;
    let group = byGroup.get(key);
    if (!group) {
      group = { level, meter_side: side, players, timer, month, loss_cause: cause, games: 0, wins: 0, rounds: 0, patients_treated: 0, emergencies_cleared: 0, stat_failed: 0, rerolls_used: 0 };
      byGroup.set(key, group);
    }
    group.games++;
    group.wins += won;
    group.rounds += rounds;
    group.patients_treated += treated;
    group.emergencies_cleared += cleared;
    group.stat_failed += failed;
    group.rerolls_used += rerolls;
    // Streaks of wins, oldest to latest.
    currentStreak = won === 1 ? currentStreak + 1 : 0;
    if (currentStreak > bestStreak) bestStreak = currentStreak;
  }
  const groups = [...byGroup.values()];

  let games = 0;
  let wins = 0;
  const sums = { rounds: 0, patientsTreated: 0, emergenciesCleared: 0, statFailed: 0, rerollsUsed: 0 };
  const causes = new Map<string, number>();
  for (const row of groups) {
    games += row.games;
    wins += row.wins;
    sums.rounds += row.rounds;
    sums.patientsTreated += row.patients_treated;
    sums.emergenciesCleared += row.emergencies_cleared;
    sums.statFailed += row.stat_failed;
    sums.rerollsUsed += row.rerolls_used;
    const lost = row.games - row.wins;
    if (lost > 0) {
      const cause = row.loss_cause ?? 'unknown';
      causes.set(cause, (causes.get(cause) ?? 0) + lost);
    }
  }

  return {
    games,
    wins,
    winRate: games === 0 ? 0 : wins / games,
    byLevel: tallyBy(groups, (r) => r.level, ORDER.level),
    byMeterSide: tallyBy(groups, (r) => r.meter_side, ORDER.side),
    byPlayers: tallyBy(groups, (r) => String(r.players), ORDER.players),
    byTimer: tallyBy(groups, (r) => r.timer, ORDER.timer),
    overTime: tallyBy(groups, (r) => r.month),
    currentStreak,
    bestStreak,
    averages:
      games === 0
        ? null
        : {
            rounds: sums.rounds / games,
            patientsTreated: sums.patientsTreated / games,
            emergenciesCleared: sums.emergenciesCleared / games,
            statFailed: sums.statFailed / games,
            rerollsUsed: sums.rerollsUsed / games,
          },
    lossCauses: [...causes.entries()]
      .map(([cause, count]) => ({ cause, count }))
      .sort((a, b) => b.count - a.count || (a.cause < b.cause ? -1 : 1)),
  };
}

/** The statistics queries over one open database. */
export class StatsQueries {
  constructor(private readonly db: Database.Database) {}

  query(filter: ResultFilter): Stats {
    return queryStats(this.db, filter);
  }
}
