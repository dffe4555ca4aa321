import type Database from 'better-sqlite3';
import type { GameKind } from '@shared/games';
import type { StatsDeclaration } from '@shared/game-module';
import type { Stats, StatsDimension, WinTally } from '@shared/history';
import { filterClause, filterParams, type ResultFilter } from './results-repo';

/** What each game declares statistics should break down by and average, keyed by kind. */
export type StatsDeclarations = Readonly<Record<string, StatsDeclaration>>;

/** What statistics read from one finished game's details, for one game's declaration. */
interface DetailFacts {
  /** The declared dimensions' values joined with US (a multi-valued one's values joined with RS). */
  key: string;
  /** The declared averages' values (0 where the game recorded none). */
  values: Float64Array;
}

const UNIT = '\u001f';
const RECORD = '\u001e';

/** A detail's value as the words of a breakdown: an array counts once under each of its values. */
const dimensionValue = (value: unknown): string =>
  Array.isArray(value) ? (value.length === 0 ? 'unknown' : value.map((v) => String(v)).join(RECORD)) : String(value ?? 'unknown');

/**
 * What statistics read from each finished game's details, worked out once per row and kept: a result
 * row is written when its game ends and never changed after (writing it again gives it a new rowid),
 * so statistics neither fetch nor parse the details of a row they have seen, and each query reads
 * one joined key and an array of numbers per row instead of looking up each declared key.
 */
export class ParsedDetails {
  /** By declaration, then by rowid (an array: rowids are small dense integers). */
  private readonly byDeclaration = new Map<StatsDeclaration, (DetailFacts | undefined)[]>();

  /** Fetches and reads the details of the rows (rowids) not seen yet for this declaration. */
  load(db: Database.Database, declaration: StatsDeclaration, rowids: readonly number[]): void {
    let byRow = this.byDeclaration.get(declaration);
    if (!byRow) this.byDeclaration.set(declaration, (byRow = []));
    const missing: number[] = [];
    for (const id of rowids) if (byRow[id] === undefined) missing.push(id);
    if (missing.length === 0) return;
    const rows = db
      .prepare(
        `SELECT r.rowid, d.details FROM game_results r JOIN game_result_details d USING (game_id)
         WHERE r.rowid IN (SELECT value FROM json_each(?))`,
      )
      .raw()
      .all(JSON.stringify(missing)) as [number, string][];
    const { dimensions, averages } = declaration;
    for (const [id, text] of rows) {
      const details = JSON.parse(text) as Record<string, unknown>;
      const values = new Float64Array(averages.length);
      averages.forEach((key, i) => {
        const value = details[key];
        if (typeof value === 'number') values[i] = value;
      });
      byRow[id] = { key: dimensions.map((d) => dimensionValue(details[d.key])).join(UNIT), values };
    }
  }

  of(declaration: StatsDeclaration, rowid: number): DetailFacts | undefined {
    return this.byDeclaration.get(declaration)?.[rowid];
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
  dimensions: Tallies[];
  sums: number[];
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
      `SELECT kind, level, players, timer, finished_at, cause, outcome = 'won', rounds, duration_ms, score, r.rowid
       FROM game_results r ${where} ORDER BY finished_at, game_id`,
    )
    .raw()
    .all(params) as [string, string | null, number, string, string, string | null, 0 | 1, number, number, number | null, number][];

  // The games that declare breakdowns or averages, and their rows' details read once.
  const declaredRows = new Map<string, number[]>();
  for (const row of rows) {
    const declared = declarations[row[0]];
    if (!declared || (declared.dimensions.length === 0 && declared.averages.length === 0)) continue;
    let list = declaredRows.get(row[0]);
    if (!list) declaredRows.set(row[0], (list = []));
    list.push(row[10]);
  }
  for (const [kind, rowids] of declaredRows) parsed.load(db, declarations[kind]!, rowids);

  // Rows are first grouped by every setting and declared breakdown at once (a few hundred groups
  // at most): one map lookup per row; the groups are then added up per setting.
  interface Group {
    kind: string;
    level: string | null;
    players: number;
    timer: string;
    month: string;
    won: boolean;
    cause: string | null;
    details: string | null;
    games: number;
    sums: Float64Array | null;
  }
  const byGroup = new Map<string, Group>();
  let wins = 0;
  let rounds = 0;
  let durationMs = 0;
  let scored = 0;
  let score = 0;
  let currentStreak = 0;
  let bestStreak = 0;

  for (const [kind, level, players, timer, finishedAt, cause, won, rowRounds, rowDuration, rowScore, rowid] of rows) {
    const declared = declaredRows.has(kind) ? declarations[kind]! : null;
    const facts = declared ? parsed.of(declared, rowid) : undefined;
    const month = finishedAt.slice(0, 7);
    const key = `${kind}|${level}|${players}|${timer}|${month}|${won}|${cause}|${facts ? facts.key : ''}`;
    let group = byGroup.get(key);
    if (!group) {
      const sums = declared ? new Float64Array(declared.averages.length) : null;
      group = { kind, level, players, timer, month, won: won === 1, cause, details: facts ? facts.key : null, games: 0, sums };
      byGroup.set(key, group);
    }
    group.games++;
    if (facts && group.sums) for (let i = 0; i < facts.values.length; i++) group.sums[i]! += facts.values[i]!;
    wins += won;
    rounds += rowRounds;
    durationMs += rowDuration;
    if (rowScore !== null) {
      scored++;
      score += rowScore;
    }
    // Streaks of wins, oldest to latest.
    currentStreak = won === 1 ? currentStreak + 1 : 0;
    if (currentStreak > bestStreak) bestStreak = currentStreak;
  }

  const byKind = new Tallies();
  const byLevel = new Tallies();
  const byPlayers = new Tallies();
  const byTimer = new Tallies();
  const overTime = new Tallies();
  const causes = new Map<string, number>();
  const perKind = new Map<string, KindSums>();
  for (const group of byGroup.values()) {
    byKind.add(group.kind, group.won, group.games);
    if (group.level !== null) byLevel.add(group.level, group.won, group.games);
    byPlayers.add(String(group.players), group.won, group.games);
    byTimer.add(group.timer, group.won, group.games);
    overTime.add(group.month, group.won, group.games);
    if (!group.won) causes.set(group.cause ?? 'unknown', (causes.get(group.cause ?? 'unknown') ?? 0) + group.games);
    if (!declaredRows.has(group.kind)) continue;
    const declared = declarations[group.kind]!;
    let sums = perKind.get(group.kind);
    if (!sums) {
      sums = { games: 0, dimensions: declared.dimensions.map(() => new Tallies()), sums: declared.averages.map(() => 0) };
      perKind.set(group.kind, sums);
    }
    sums.games += group.games;
    const values = group.details === null ? [] : group.details.split(UNIT);
    declared.dimensions.forEach((_, i) => {
      for (const value of (values[i] ?? 'unknown').split(RECORD)) sums.dimensions[i]!.add(value, group.won, group.games);
    });
    if (group.sums) group.sums.forEach((sum, i) => (sums.sums[i]! += sum));
  }

  const games = rows.length;
  const dimensions: StatsDimension[] = [];
  const detailAverages: Stats['detailAverages'] = [];
  for (const [kind, sums] of perKind) {
    const declared = declarations[kind]!;
    declared.dimensions.forEach(({ key, order }, i) => {
      const rank = order ? (k: string) => order.indexOf(k) : undefined;
      dimensions.push({ kind: kind as GameKind, key, tallies: sums.dimensions[i]!.sorted(rank) });
    });
    declared.averages.forEach((key, i) => detailAverages.push({ kind: kind as GameKind, key, value: sums.sums[i]! / sums.games }));
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
  constructor(
    private readonly db: Database.Database,
    private readonly parsed: ParsedDetails,
  ) {}

  query(filter: ResultFilter, declarations: StatsDeclarations): Stats {
    return queryStats(this.db, filter, declarations, this.parsed);
  }
}
