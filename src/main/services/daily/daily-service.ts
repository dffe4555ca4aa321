import { DAILY_DEALS, type GameKind } from '@shared/game-registry';
import type { GameDetail } from '@shared/games';
import type { ApiParsedInput } from '@shared/api';
import { isSetting, settingText, type DailyBlock, type DailySetting } from '@shared/daily/daily-block';
import { formatLine, parseLine, type DailyBlocks } from '@shared/daily/share-line';
import type { DailyPlay, DailySeries, DailyToday, FriendLine } from '@shared/daily/daily-api';
import { dailyDeal } from '../../engine/core/daily-deal';
import type { DailyPlayRecord, FriendLineRecord, GameRecord, Store } from '../../store/store';
import { isoTime, type Clock } from '../clock';
import type { GameService } from '../game-service';
import type { SavesService } from '../saves/saves-service';
import { ServiceError } from '../service-error';
import { dailyStreaks } from './streaks';

export interface DailyServiceOptions {
  store: Store;
  games: GameService;
  saves: SavesService;
  clock: Clock;
  /** The games' daily blocks; the registry's unless a test says otherwise. */
  blocks?: DailyBlocks;
}

/** A stored setting text ("players=2 level=expert") as its fields. */
const readSetting = (text: string): DailySetting => Object.fromEntries(text.split(' ').map((pair) => pair.split('=') as [string, string]));

/**
 * The daily deal (docs/daily-deal.md): today's deal of a game at a setting comes from the UTC date
 * (the services' clock) and the setting by the engine's rule, so every installation deals the same.
 * The first game started from it on its day is the counted try, any later one practice; its result
 * and share line are kept when it ends, and friends' lines are checked before they are kept.
 */
export class DailyService {
  private readonly blocks: DailyBlocks;

  constructor(private readonly o: DailyServiceOptions) {
    this.blocks = o.blocks ?? (DAILY_DEALS as DailyBlocks);
  }

  /** Today, UTC, by the services' clock. */
  today(): string {
    return isoTime(this.o.clock).slice(0, 10);
  }

  private block(kind: string): DailyBlock {
    const block = Object.prototype.hasOwnProperty.call(this.blocks, kind) ? this.blocks[kind] : undefined;
    if (!block) throw new ServiceError({ code: 'no-daily-deal', message: `The game "${kind}" has no daily deal.`, params: { kind } });
    return block;
  }

  /** The deal of a game at a setting on a date, by the engine's rule. */
  deal(kind: string, date: string, setting: DailySetting): string {
    return dailyDeal(kind, date, settingText(this.block(kind), setting));
  }

  todaysDeals(): DailyToday {
    const date = this.today();
    return {
      date,
      plays: this.o.store.daily.onDate(date).map((play) => this.play(play)),
      friends: this.o.store.daily.friendsOn(date).flatMap((line) => this.friend(line) ?? []),
    };
  }

  /** Starts today's deal: the day's counted try at this game and setting if none was started yet, else practice. */
  start(input: ApiParsedInput<'playDaily'>): GameDetail {
    const block = this.block(input.kind);
    if (!isSetting(block, input.setting)) {
      throw new ServiceError({
        code: 'invalid-payload',
        message: `Invalid payload: setting: ${input.kind} has no daily deal at ${JSON.stringify(input.setting)}.`,
        field: 'setting',
      });
    }
    const date = this.today();
    const text = settingText(block, input.setting);
    const setup = this.o.games.module(input.kind).setupSchema.parse(block.setup(input.setting, input.names));
    const { store } = this.o;
    return store.transaction(() => {
      const counted = !store.daily.countedTaken(input.kind, date, text);
      const game = this.o.saves.createGame({
        kind: input.kind,
        setup,
        seed: dailyDeal(input.kind, date, text),
        ...(input.title ? { title: input.title } : {}),
        ...(input.profiles ? { profiles: input.profiles } : {}),
      } as ApiParsedInput<'createGame'>);
      store.daily.insert({ kind: input.kind, date, setting: text, gameId: game.id, counted, startedAt: isoTime(this.o.clock) });
      return game;
    });
  }

  /** A game ended (inside its last action's transaction): a daily deal keeps its outcome and share line. */
  finished(record: GameRecord): void {
    const { store } = this.o;
    const play = store.daily.byGame(record.id);
    const result = play && store.results.get(record.id);
    if (!play || !result) return;
    const block = this.block(play.kind);
    const line = formatLine(this.blocks, { kind: play.kind, date: play.date, setting: readSetting(play.setting), result: block.lineResult(result) });
    store.daily.finish(record.id, result.outcome, line, result.finishedAt);
  }

  /** Checks a friend's line and keeps it; a line with anything wrong is refused, naming it, and nothing is kept. */
  addFriendLine(input: ApiParsedInput<'addFriendLine'>): FriendLine {
    const parsed = parseLine(this.blocks, input.line, this.today());
    if (!parsed.ok) {
      const { code, params } = parsed.problem;
      throw new ServiceError({
        code: 'daily-line-invalid',
        message: `This is not a daily line this app can list: ${code}${Object.keys(params).length > 0 ? ` (${JSON.stringify(params)})` : ''}.`,
        field: 'line',
        params: { problem: code, ...params },
      });
    }
    const { line } = parsed;
    const kept = this.o.store.daily.addFriendLine({
      kind: line.kind,
      date: line.date,
      setting: settingText(this.block(line.kind), line.setting),
      friend: input.friend,
      line: formatLine(this.blocks, line),
      addedAt: isoTime(this.o.clock),
    });
    return this.friend(kept)!;
  }

  series(kind: GameKind | undefined): DailySeries {
    const entries = this.o.store.daily
      .countedPlays()
      .filter((play) => play.outcome !== null && (kind === undefined || play.kind === kind))
      .map((play) => this.play(play));
    const won = entries.filter((entry) => entry.status === 'won');
    const streaks = dailyStreaks(
      won.map((entry) => entry.date),
      this.today(),
    );
    return { entries, played: entries.length, won: won.length, currentStreak: streaks.current, bestStreak: streaks.best };
  }

  private play(record: DailyPlayRecord): DailyPlay {
    const parsed = record.line ? parseLine(this.blocks, record.line, record.date) : null;
    return {
      kind: record.kind as GameKind,
      date: record.date,
      setting: readSetting(record.setting),
      gameId: record.gameId,
      counted: record.counted,
      status: record.outcome ?? 'in-progress',
      ...(parsed?.ok ? { result: parsed.line.result, line: record.line! } : {}),
    };
  }

  /** A kept line as the API shows it (a line no longer readable, from a game since removed, is left out). */
  private friend(record: FriendLineRecord): FriendLine | null {
    const parsed = parseLine(this.blocks, record.line, record.date);
    if (!parsed.ok) return null;
    return { id: record.id, friend: record.friend, kind: record.kind as GameKind, date: record.date, setting: parsed.line.setting, result: parsed.line.result, line: record.line };
  }
}
