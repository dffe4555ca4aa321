import type Database from 'better-sqlite3';
import type { GameKind } from '@shared/games';
import type { StatsDeclaration } from '@shared/game-module';
import { SCORES_KEPT, type BestScore, type ScorePoint, type Stats, type StatsDimension, type WinTally } from '@shared/history';
import { filterClause, filterParams, type ResultFilter } from './results-repo';

/** What each game declares statistics should break down by and average, keyed by kind. */
export type StatsDeclarations = Readonly<Record<string, StatsDeclaration>>;

/** What statistics read of one finished game's result row. */
interface ResultFacts {
  /** Its group: kind, level, players, timer, month, outcome, cause, table (1: devices), hints (1: some shown) and physical (1: the box) as JSON text (one string per group). */
  group: string;
  rounds: number;
  durationMs: number;
  score: number | null;
  gameId: string;
  finishedAt: string;
  /** The game's own details, parsed. */
  details: Record<string, unknown>;
}

/**
 * Each finished game's result row and details, read once and kept by row: a result row is written
 * when its game ends and never changed after (writing it again gives it a new rowid), so statistics
 * read only the rowids a filter selects, in order, and nothing else of a row they have seen.
 */
export class ParsedDetails {
  /** By rowid (an array: rowids are small dense integers, and an index is the quickest lookup). */
  private readonly byRow: (ResultFacts | undefined)[] = [];
  /** One string per group, so a group's text is held and hashed once. */
  private readonly groups = new Map<string, string>();

  /**
   * Reads the rows not seen yet: `rowids[i]` holds the result of game `gameIds[i]`. A rowid seen
   * before for another game (a deleted game's result had the highest rowid, and the next result
   * written took it again) is read again.
   */
  load(db: Database.Database, rowids: readonly number[], gameIds: readonly string[]): void {
    const missing: number[] = [];
    for (let i = 0; i < rowids.length; i++) if (this.byRow[rowids[i]!]?.gameId !== gameIds[i]) missing.push(rowids[i]!);
    if (missing.length === 0) return;
    const rows = db
      .prepare(
        `SELECT r.rowid, json_array(kind, level, players, timer, substr(finished_at, 1, 7), outcome, cause, devices <> '', hints > 0, physical), rounds, duration_ms,
           score, game_id, finished_at, d.details
         FROM game_results r LEFT JOIN game_result_details d USING (game_id) WHERE r.rowid IN (SELECT value FROM json_each(?))`,
      )
      .raw()
      .all(JSON.stringify(missing)) as [number, string, number, number, number | null, string, string, string | null][];
    for (const [id, text, rounds, durationMs, score, gameId, finishedAt, details] of rows) {
      let group = this.groups.get(text);
      if (group === undefined) this.groups.set(text, (group = text));
      this.byRow[id] = { group, rounds, durationMs, score, gameId, finishedAt, details: JSON.parse(details ?? '{}') as Record<string, unknown> };
    }
  }

  /** A row read by `load`. */
  row(rowid: number): ResultFacts {
    return this.byRow[rowid]!;
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

const TABLES = ['one-screen', 'devices', 'physical'];
const HINTS = ['without', 'with'];
const LEVELS = ['training', 'standard', 'expert', 'elite', 'heroic'];
/** Clocks in order: a game's fitted clock first (it is the default), then by length, untimed last. */
const timerOrder = (key: string) => (key === 'fitted' ? 0 : key === 'untimed' ? 1e9 : Number.isFinite(Number(key)) ? Number(key) : 1e8);

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

/** One group of games that share every generic setting, their month, outcome, cause and table. */
interface Group {
  kind: string;
  level: string | null;
  players: number;
  timer: string;
  month: string;
  won: boolean;
  cause: string | null;
  /** 'one-screen', 'devices' when some seat played from a device, 'physical' when played with the box. */
  table: 'one-screen' | 'devices' | 'physical';
  /** Some hint was shown at its table. */
  hinted: boolean;
  games: number;
  /** The game's declared sums, or null when it declares nothing. */
  sums: KindSums | null;
}

/** A kind's declared breakdowns and averages, with one more game's details. */
function addDetails(sums: KindSums, values: Record<string, unknown>, won: boolean): void {
  sums.games++;
  for (let d = 0; d < sums.dimensionKeys.length; d++) {
    const value = String(values[sums.dimensionKeys[d]!] ?? 'unknown');
    if (!sums.dimensionMulti[d]) sums.dimensions[d]!.add(value, won);
    // A game counts once under each of its values (two seats never share a role).
    else for (const one of new Set(value.split(',').filter(Boolean))) sums.dimensions[d]!.add(one, won);
  }
  for (let a = 0; a < sums.averageKeys.length; a++) {
    const value = values[sums.averageKeys[a]!];
    if (typeof value === 'number') {
      sums.sums[a]! += value;
      sums.counts[a]!++;
    }
  }
}

/**
 * What one pass over the rows, oldest to latest, adds up besides the groups (small methods, so the
 * pass is quick from its first run).
 */
class RowsAdded {
  wins = 0;
  rounds = 0;
  /** Games whose rounds count: a game played with the box that did not count its turns (0) does not. */
  roundsCounted = 0;
  durationMs = 0;
  scored = 0;
  score = 0;
  currentStreak = 0;
  bestStreak = 0;
  /** Best score per setting (later games replace earlier ones only when strictly better). */
  readonly best = new Map<string, BestScore>();
  /** The latest scores per kind (a ring of the last SCORES_KEPT, oldest first once unrolled). */
  readonly latest = new Map<string, ScorePoint[]>();

  constructor(
    private readonly declarations: StatsDeclarations,
    private readonly parsed: ParsedDetails,
  ) {}

  /** The rows (rowids, read by `parsed`) in order, each in its group (made by `groupOf` when new). */
  addAll(rowids: readonly number[], byGroup: ReadonlyMap<string, Group>, groupOf: (text: string) => Group): void {
    for (const rowid of rowids) {
      const row = this.parsed.row(rowid);
      this.add(row, byGroup.get(row.group) ?? groupOf(row.group));
    }
  }

  private add(row: ResultFacts, group: Group): void {
    const won = group.won;
    group.games++;
    if (won) this.wins++;
    if (group.table !== 'physical' || row.rounds > 0) {
      this.rounds += row.rounds;
      this.roundsCounted++;
    }
    this.durationMs += row.durationMs;
    // Streaks of wins, oldest to latest.
    this.currentStreak = won ? this.currentStreak + 1 : 0;
    if (this.currentStreak > this.bestStreak) this.bestStreak = this.currentStreak;
    if (row.score !== null) this.addScore(row, row.score, group);
    if (group.sums) addDetails(group.sums, row.details, won);
  }

  private addScore(row: ResultFacts, rowScore: number, group: Group): void {
    const { kind, level, players, timer, won } = group;
    const { gameId, finishedAt } = row;
    this.scored++;
    this.score += rowScore;
    let kept = this.latest.get(kind);
    if (!kept) this.latest.set(kind, (kept = []));
    kept.push({ kind: kind as GameKind, gameId, finishedAt, score: rowScore, won });
    if (kept.length > 2 * SCORES_KEPT) kept.splice(0, kept.length - SCORES_KEPT);

    const settingKeys = this.declarations[kind]?.setting ?? [];
    const values = row.details;
    const setting: Record<string, string> = {};
    for (const key of settingKeys) setting[key] = String(values[key] ?? 'unknown');
    // A game played with hints keeps its best apart from the games played without; so does a game
    // played with the physical box (its score was counted by hand, its clock kept by the companion).
    const physical = group.table === 'physical';
    const settingKey = `${kind}|${level}|${players}|${timer}|${JSON.stringify(setting)}|${group.hinted ? 'hints' : ''}|${physical ? 'physical' : ''}`;
    const held = this.best.get(settingKey);
    if (!held) {
      const marks = { ...(group.hinted ? { hints: true as const } : {}), ...(physical ? { physical: true as const } : {}) };
      this.best.set(settingKey, { kind: kind as GameKind, level, players, timer, setting, score: rowScore, games: 1, gameId, finishedAt, ...marks });
    }
    else {
      held.games++;
      if (rowScore > held.score) Object.assign(held, { score: rowScore, gameId, finishedAt });
    }
  }
}

/** Each connection's statements that read one column (a few: one per filter and column). */
const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();
function plucked(db: Database.Database, sql: string): Database.Statement {
  let bySql = statements.get(db);
  if (!bySql) statements.set(db, (bySql = new Map()));
  let statement = bySql.get(sql);
  if (!statement) bySql.set(sql, (statement = db.prepare(sql).pluck()));
  return statement;
}

/**
 * Statistics over `game_results` (one small row per finished game), so nothing is replayed. The only
 * reads per query are the rowids and game ids the filter selects, in the order the games finished
 * (along the finished-at index), each fetched whole as one value per row (better-sqlite3's pluck);
 * the rest of a row is read once and kept (`ParsedDetails`). One pass over the rows groups them by
 * every setting at once (a few hundred groups at most) and adds up streaks, scores and the
 * breakdowns and averages each game's module declares; the groups are then added up per setting.
 * Quick with thousands of games (see `npm run bench`).
 */
export function queryStats(db: Database.Database, filter: ResultFilter, declarations: StatsDeclarations, parsed = new ParsedDetails()): Stats {
  const where = filterClause(filter);
  const params = filterParams(filter);
  const pluck = (column: string) => plucked(db, `SELECT ${column} FROM game_results r ${where} ORDER BY finished_at, game_id`).all(params);
  // One connection, read synchronously: nothing is written between the two reads, so they line up row by row.
  const rowids = pluck('r.rowid') as number[];
  const gameIds = pluck('game_id') as string[];
  parsed.load(db, rowids, gameIds);

  const byGroup = new Map<string, Group>();
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
  /** The group of a row's group text, made the first time it is seen. */
  const groupOf = (text: string): Group => {
    const [kind, level, players, timer, month, outcome, cause, devices, hints, physical] = JSON.parse(text) as [string, string | null, number, string, string, string, string | null, number, number, number];
    const sums = perKind.has(kind) ? perKind.get(kind)! : startKind(kind);
    const table = physical === 1 ? 'physical' : devices === 1 ? 'devices' : 'one-screen';
    const group: Group = { kind, level, players, timer, month, won: outcome === 'won', cause, table, hinted: hints === 1, games: 0, sums };
    byGroup.set(text, group);
    return group;
  };

  const added = new RowsAdded(declarations, parsed);
  added.addAll(rowids, byGroup, groupOf);
  const { wins, rounds, roundsCounted, durationMs, scored, score, currentStreak, bestStreak, best, latest } = added;

  const byKind = new Tallies();
  const byLevel = new Tallies();
  const byPlayers = new Tallies();
  const byTimer = new Tallies();
  const byTable = new Tallies();
  const byHints = new Tallies();
  const overTime = new Tallies();
  const causes = new Map<string, number>();
  for (const group of byGroup.values()) {
    byKind.add(group.kind, group.won, group.games);
    if (group.level !== null) byLevel.add(group.level, group.won, group.games);
    byPlayers.add(String(group.players), group.won, group.games);
    byTimer.add(group.timer, group.won, group.games);
    byTable.add(group.table, group.won, group.games);
    byHints.add(group.hinted ? 'with' : 'without', group.won, group.games);
    overTime.add(group.month, group.won, group.games);
    if (!group.won) causes.set(group.cause ?? 'unknown', (causes.get(group.cause ?? 'unknown') ?? 0) + group.games);
  }

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

  const games = rowids.length;
  return {
    games,
    wins,
    winRate: games === 0 ? 0 : wins / games,
    byKind: byKind.sorted(),
    byLevel: byLevel.sorted((k) => LEVELS.indexOf(k)),
    byPlayers: byPlayers.sorted(Number),
    byTimer: byTimer.sorted(timerOrder),
    byTable: byTable.sorted((k) => TABLES.indexOf(k)),
    byHints: byHints.sorted((k) => HINTS.indexOf(k)),
    overTime: overTime.sorted(),
    currentStreak,
    bestStreak,
    averages: games === 0 ? null : { rounds: roundsCounted === 0 ? 0 : rounds / roundsCounted, durationMs: durationMs / games, score: scored === 0 ? null : score / scored },
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
