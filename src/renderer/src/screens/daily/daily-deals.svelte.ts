import type { ApiInput } from '@shared/api';
import { ApiCallError } from '@shared/errors';
import { DAILY_DEALS, type GameKind } from '@shared/game-registry';
import type { Seat } from '@shared/players';
import { isSetting, type DailyBlock, type DailySetting } from '@shared/daily/daily-block';
import type { DailyPlay, DailyToday, FriendLine } from '@shared/daily/daily-api';
import type { ApiClient } from '../../lib/api/client';
import { TABLE_GAMES } from '../../games/registry';
import { hasKey } from '../../lib/i18n/i18n.svelte';
import { errorText } from '../../lib/saves/errors';

type Translate = (key: string, params?: Record<string, string | number>) => string;
type DailyClient = Pick<ApiClient, 'dailyToday' | 'playDaily' | 'addFriendLine'>;

/** The games that have a daily deal: its rule in src/shared and its words in the renderer. */
export const dailyKinds = (): GameKind[] => (Object.keys(TABLE_GAMES) as GameKind[]).filter((kind) => DAILY_DEALS[kind] && TABLE_GAMES[kind].daily);

const blockOf = (kind: GameKind): DailyBlock => DAILY_DEALS[kind] as DailyBlock;

/** A setting in words, its fields in order: "2 players · Standard · Standard side (green)". */
export function settingWords(kind: GameKind, setting: DailySetting, t: Translate): string {
  const words = TABLE_GAMES[kind].daily!;
  return blockOf(kind)
    .fields.map((field) => words.valueText(field.key, setting[field.key] ?? '', t))
    .join(' · ');
}

/** A line's result in words: "Won · 7 patients treated in 6 rounds". */
export function resultWords(kind: GameKind, result: NonNullable<DailyPlay['result']>, t: Translate): string {
  return t('daily.result', { outcome: t(`daily.${result.outcome}`), details: TABLE_GAMES[kind].daily!.resultText(result, t) });
}

const sameSetting = (a: DailySetting, b: DailySetting): boolean => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** What is wrong with a friend's line, in words (the services name it: daily-line-invalid and its problem). */
export function lineProblemText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiCallError)) return errorText(error, t, hasKey);
  if (error.code !== 'daily-line-invalid') return errorText(error, t, hasKey);
  const p = (error.params ?? {}) as Record<string, string>;
  const game = p.game as GameKind | undefined;
  const field = game && TABLE_GAMES[game]?.daily && p.field ? TABLE_GAMES[game].daily.fieldLabel(p.field, t) : (p.field ?? '');
  if (p.problem === 'impossible') return t(`daily.problems.impossible.${p.why}`, { field, limit: p.limit ?? '' });
  if (p.problem === 'setting' && !p.value) return t('daily.problems.settingMissing', { field });
  return t(`daily.problems.${p.problem}`, { ...p, field });
}

/**
 * Today's deals on the start screen: the date, each game's chosen setting (the player's usual one
 * first), the player's own tries and friends' lines of today, and starting a deal.
 */
export class DailyDeals {
  today = $state.raw<DailyToday | null>(null);
  failed = $state<string | null>(null);
  /** The setting shown for each game. */
  settings = $state<Partial<Record<GameKind, DailySetting>>>({});

  constructor(
    private readonly client: DailyClient,
    /** Each game's last new-game input (quick start's), for its usual setting and names. */
    private readonly usual: () => Partial<Record<GameKind, ApiInput<'createGame'>>>,
  ) {}

  async load(t: Translate): Promise<void> {
    try {
      this.today = await this.client.dailyToday({});
      this.failed = null;
    } catch (error) {
      this.failed = lineProblemText(error, t);
    }
  }

  /** The game's setting on show: the one picked, else the player's usual one, else the game's. */
  settingOf(kind: GameKind): DailySetting {
    const picked = this.settings[kind];
    if (picked) return picked;
    const block = blockOf(kind);
    const last = this.usual()[kind];
    const fromLast = last ? block.settingOf(last.setup) : null;
    return fromLast && isSetting(block, fromLast) ? fromLast : block.usual;
  }

  pick(kind: GameKind, key: string, value: string): void {
    this.settings = { ...this.settings, [kind]: { ...this.settingOf(kind), [key]: value } };
  }

  /** Today's tries at the game's setting on show: the counted one and the practice ones. */
  playsOf(kind: GameKind): { counted: DailyPlay | undefined; practice: DailyPlay[] } {
    const setting = this.settingOf(kind);
    const plays = (this.today?.plays ?? []).filter((play) => play.kind === kind && sameSetting(play.setting, setting));
    return { counted: plays.find((play) => play.counted), practice: plays.filter((play) => !play.counted) };
  }

  /** Friends' lines of today for the game: those at the setting on show first. */
  friendsOf(kind: GameKind): { line: FriendLine; same: boolean }[] {
    const setting = this.settingOf(kind);
    const lines = (this.today?.friends ?? []).filter((line) => line.kind === kind).map((line) => ({ line, same: sameSetting(line.setting, setting) }));
    return [...lines.filter((l) => l.same), ...lines.filter((l) => !l.same)];
  }

  /** The people's names for a setting: the last game's when it seated as many, else "Player 1"… */
  private names(kind: GameKind, t: Translate): string[] {
    const people = Number(this.settingOf(kind).players ?? 1);
    const last = this.usual()[kind]?.setup as { seats?: Seat[]; solitaire?: boolean } | undefined;
    const lastNames = last?.seats ? (last.solitaire ? [last.seats[0]!.name] : last.seats.map((seat) => seat.name)) : [];
    return Array.from({ length: people }, (_, i) => (lastNames.length === people ? lastNames[i]! : t('app.newGame.defaultName', { n: i + 1 })));
  }

  /** Starts today's deal at the setting on show; the game's id, for the table to open. */
  async play(kind: GameKind, t: Translate): Promise<string> {
    const practice = this.playsOf(kind).counted !== undefined;
    const title = t(practice ? 'daily.titlePractice' : 'daily.title', { game: t(TABLE_GAMES[kind].nameKey), date: this.today?.date ?? '' });
    const game = await this.client.playDaily({ kind, setting: this.settingOf(kind), names: this.names(kind, t), title });
    return game.id;
  }

  /** Checks and keeps a friend's line; what is wrong with it, in words, if it was refused. */
  async addFriend(friend: string, line: string, t: Translate): Promise<{ ok: true; line: FriendLine } | { ok: false; problem: string }> {
    try {
      const kept = await this.client.addFriendLine({ friend, line });
      await this.load(t);
      return { ok: true, line: kept };
    } catch (error) {
      return { ok: false, problem: lineProblemText(error, t) };
    }
  }
}
