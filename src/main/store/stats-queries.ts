import type Database from 'better-sqlite3';
import type { GameKind } from '@shared/games';
import type { StatsDeclaration } from '@shared/game-module';
import { SCORES_KEPT, type BestScore, type ScorePoint, type Stats, type StatsDimension, type WinTally } from '@shared/history';
import { filterClause, filterParams, type ResultFilter } from './results-repo';

/** What each game declares statistics should break down by and average, keyed by kind. */
export type StatsDeclarations = Readonly<Record<string, StatsDeclaration>>;

/**
 * Each finished game's details, parsed once and kept by row: a result row is written when its game
 * ends and never changed after (writing it again gives it a new rowid), so statistics neither fetch
 * nor parse the details of a row they have seen.
 */
export class ParsedDetails {
  /** By rowid (an array: rowids are small dense integers, and an index is the quickest lookup). */
  private readonly byRow: (Record<string, unknown> | undefined)[] = [];

  /** Fetches and parses the details of the rows (rowids) not seen yet. */
  load(db: Database.Database, rowids: readonly number[]): void {
    const missing: number[] = [];
    for (const id of rowids) if (this.byRow[id] === undefined) missing.push(id);
    if (missing.length === 0) return;
    const rows = db
      .prepare(
        `SELECT r.rowid, d.details FROM game_results r JOIN game_result_details d USING (game_id)
         WHERE r.rowid IN (SELECT value FROM json_each(?))`,
      )
      .raw()
      .all(JSON.stringify(missing)) as [number, string][];
    for (const [id, details] of rows) this.byRow[id] = JSON.parse(details) as Record<string, unknown>;
  }

  of(rowid: number): Record<string, unknown> {
    return this.byRow[rowid] ?? {};
  }
}

/** Win tallies by key, in first-seen order until sorted. */
class Tallies {
  private readonly map = new Map<string, WinTally>();

  add(key: string, won: boolean, games = 1): void {
    let tally = this.map.get(key);
    if (!tally) {
      tally = { key, games: 0, wins: 0 };
      this.map.set(key, tally);
    }
    tally.games += games;
    if (won) tally.wins += games;
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

/** One game's declared breakdowns and sums of its declared averages, in declaration order. */
interface KindSums {
  games: number;
  dimensionKeys: string[];
  /** Per dimension: its detail holds several comma-joined values. */
  dimensionMulti: boolean[];
  dimensions: Tallies[];
  averageKeys: readonly string[];
  sums: number[];
  /** Games whose detail held a number (an untimed game has no time left). */
  counts: number[];
}

/**
 * Statistics over `game_results` (one small row per finished game), so nothing is replayed: one
 * pass over the rows in the order the games finished (along the finished-at index) adds everything
 * up at once, streaks included. A game's own details are read only for the breakdowns and averages
 * its module declares. Quick with thousands of games (see `npm run bench`).
 */
export function queryStats(db: Database.Database, filter: ResultFilter, declarations: StatsDeclarations, parsed = new ParsedDetails()): Stats {
  const where = filterClause(filter);
  const params = filterParams(filter);
  const rows = db
    .prepare(
      `SELECT kind, level, players, timer, finished_at, cause, outcome, rounds, duration_ms, score, r.rowid, game_id
       FROM game_results r ${where} ORDER BY finished_at, game_id`,
    )
    .raw()
    .all(params) as [string, string | null, number, string, string, string | null, 'won' | 'lost', number, number, number | null, number, string][];
  const declaredRows: number[] = [];
  for (const row of rows) if (declarations[row[0]]) declaredRows.push(row[10]);
  parsed.load(db, declaredRows);

  // Rows are first grouped by every setting at once (a few hundred groups at most): one map lookup per
  // row; the groups are then added up per setting.
  interface Group {
    kind: string;
    level: string | null;
    players: number;
    timer: string;
    month: string;
    won: boolean;
    cause: string | null;
    games: number;
  }
  const byGroup = new Map<string, Group>();
  const causes = new Map<string, number>();
  const perKind = new Map<string, KindSums | null>();
  /** A game's sums, or null (remembered) when it declares nothing. */
  const startKind = (kind: string): KindSums | null => {
    const declared = declarations[kind];
    const sums =
      declared && (declared.dimensions.length > 0 || declared.averages.length > 0)
        ? {
            games: 0,
            dimensionKeys: declared.dimensions.map((d) => d.key),
            dimensionMulti: declared.dimensions.map((d) => d.multi === true),
            dimensions: declared.dimensions.map(() => new Tallies()),
            averageKeys: declared.averages,
            sums: declared.averages.map(() => 0),
            counts: declared.averages.map(() => 0),
          }
        : null;
    perKind.set(kind, sums);
    return sums;
  };
  let wins = 0;
  let rounds = 0;
  let durationMs = 0;
  let scored = 0;
  let score = 0;
  let currentStreak = 0;
  let bestStreak = 0;
  // Best score per setting (later games replace earlier ones only when strictly better), and the
  // latest scores per kind (a ring of the last SCORES_KEPT, oldest first once unrolled).
  const best = new Map<string, BestScore>();
  const latest = new Map<string, ScorePoint[]>();

  for (const [kind, level, players, timer, finishedAt, cause, outcome, rowRounds, rowDuration, rowScore, rowid, gameId] of rows) {
    const won = outcome === 'won';
    const month = finishedAt.slice(0, 7);
    const key = `${kind}|${level}|${players}|${timer}|${month}|${outcome}|${cause}`;
    const group = byGroup.get(key);
    if (group) group.games++;
    else byGroup.set(key, { kind, level, players, timer, month, won, cause, games: 1 });
    if (won) wins++;
    rounds += rowRounds;
    durationMs += rowDuration;
    if (rowScore !== null) {
      scored++;
      score += rowScore;
      let kept = latest.get(kind);
      if (!kept) latest.set(kind, (kept = []));
      kept.push({ kind: kind as GameKind, gameId, finishedAt, score: rowScore, won });
      if (kept.length > 2 * SCORES_KEPT) kept.splice(0, kept.length - SCORES_KEPT);
    }
    // Streaks of wins, oldest to latest.
    currentStreak = won ? currentStreak + 1 : 0;
    if (currentStreak > bestStreak) bestStreak = currentStreak;

    if (rowScore !== null) {
      const settingKeys = declarations[kind]?.setting ?? [];
      const values = settingKeys.length > 0 ? parsed.of(rowid) : {};
      const setting: Record<string, string> = {};
      for (const key of settingKeys) setting[key] = String(values[key] ?? 'unknown');
      const settingKey = `${kind}|${level}|${players}|${timer}|${JSON.stringify(setting)}`;
      const held = best.get(settingKey);
      if (!held) best.set(settingKey, { kind: kind as GameKind, level, players, timer, setting, score: rowScore, games: 1, gameId, finishedAt });
      else {
        held.games++;
        if (rowScore > held.score) Object.assign(held, { score: rowScore, gameId, finishedAt });
      }
    }

    const sums = perKind.get(kind) ?? startKind(kind);
    if (!sums) continue;
    sums.games++;
    const values = parsed.of(rowid);
    for (let i = 0; i < sums.dimensionKeys.length; i++) {
      const value = String(values[sums.dimensionKeys[i]!] ?? 'unknown');
      if (!sums.dimensionMulti[i]) sums.dimensions[i]!.add(value, won);
      // A game counts once under each of its values (two seats never share a role).
      else for (const one of new Set(value.split(',').filter(Boolean))) sums.dimensions[i]!.add(one, won);
    }
    for (let i = 0; i < sums.averageKeys.length; i++) {
      const value = values[sums.averageKeys[i]!];
      if (typeof value === 'number') {
        sums.sums[i]! += value;
        sums.counts[i]!++;
      }
    }
  }

  const byKind = new Tallies();
  const byLevel = new Tallies();
  const byPlayers = new Tallies();
  const byTimer = new Tallies();
  const overTime = new Tallies();
  for (const group of byGroup.values()) {
    byKind.add(group.kind, group.won, group.games);
    if (group.level !== null) byLevel.add(group.level, group.won, group.games);
    byPlayers.add(String(group.players), group.won, group.games);
    byTimer.add(group.timer, group.won, group.games);
    overTime.add(group.month, group.won, group.games);
    if (!group.won) causes.set(group.cause ?? 'unknown', (causes.get(group.cause ?? 'unknown') ?? 0) + group.games);
  }

  const games = rows.length;
  const dimensions: StatsDimension[] = [];
  const detailAverages: Stats['detailAverages'] = [];
  for (const [kind, sums] of perKind) {
    if (!sums) continue;
    declarations[kind]!.dimensions.forEach(({ key, order }, i) => {
      const rank = order ? (k: string) => order.indexOf(k) : undefined;
      dimensions.push({ kind: kind as GameKind, key, tallies: sums.dimensions[i]!.sorted(rank) });
    });
    sums.averageKeys.forEach((key, i) => {
      if (sums.counts[i]! > 0) detailAverages.push({ kind: kind as GameKind, key, value: sums.sums[i]! / sums.counts[i]! });
    });
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
    bestScores: [...best.values()].sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : b.score - a.score || (a.finishedAt < b.finishedAt ? -1 : 1))),
    scores: [...latest.values()].flatMap((kept) => kept.slice(-SCORES_KEPT)),
  };
}

/** The statistics queries over one open database. */
export class StatsQueries {
  constructor(
    private readonly db: Database.Database,
    private readonly parsed: ParsedDetails,
  ) {}

  query(filter: ResultFilter, declarations: StatsDeclarations): Stats {
    return queryStats(this.db, filter, declarations, this.parsed);
  }
}
