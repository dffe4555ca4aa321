import { createHash } from 'node:crypto';
import type { GameDetail } from '@shared/games';
import { GAME_SCHEMAS, type GameKind } from '@shared/game-registry';
import type { ApiParsedInput } from '@shared/api';
import type { ExportedGame } from '@shared/saves';
import type { Seed } from '@shared/seed';
import type { GameResult } from '@shared/history';
import { REPLAY_FILE_EXTENSION, type DealSource, type ReplayFileEntry, type SameDeal } from '@shared/replay-files';
import type { GameModules } from '../../engine/registry';
import type { GameRecord, Store } from '../../store/store';
import type { ReplayFileSummaryRecord } from '../../store/replay-files-repo';
import { isoTime, type Clock } from '../clock';
import { canonicalJson, exportFileName } from '../saves/game-file';
import { checkGameFileSliced } from '../saves/game-file-check';
import { gameResult } from '../records/game-result';
import { historyEntry } from '../records/history-entry';
import type { SavesService } from '../saves/saves-service';
import { gameNotFound, ServiceError } from '../service-error';
import { replayFileNotFound } from './replay-file-log';

export interface ReplayFilesOptions {
  store: Store;
  modules: GameModules;
  clock: Clock;
  newId: () => string;
  saves: SavesService;
}

/** Results of one deal listed at most (own games and files each). */
const ON_DEAL_LIMIT = 200;

/** A deal as text, as the store keeps it: a typed number in decimal, a drawn deal's hex digits. */
export const dealKey = (seed: Seed): string => (typeof seed === 'number' ? String(seed) : seed);


/** A deal is secret while its game is played (devices.md, "Untrusted by default"): nothing of it until the end. */
const notFinished = () =>
  new ServiceError({ code: 'replay-not-finished', message: 'This game is still being played: its deal stays hidden until it is over.' });

/** Actions hashed and written out between two turns of the event loop. */
const LOG_SLICE = 2000;

/**
 * The fingerprint of a game and its log (not of when its file was written: the same game exported
 * twice is one entry), and the log's JSON text, both made a slice at a time so a large file does not
 * hold up the host.
 */
async function hashAndWriteLog(game: object, actions: readonly unknown[]): Promise<{ fingerprint: string; actionsJson: string }> {
  const hash = createHash('sha256').update(canonicalJson(game));
  const parts: string[] = [];
  for (let from = 0; from < actions.length; from += LOG_SLICE) {
    const slice = actions.slice(from, from + LOG_SLICE);
    hash.update(canonicalJson(slice));
    parts.push(slice.map((logged) => JSON.stringify(logged)).join(','));
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { fingerprint: hash.digest('hex'), actionsJson: `[${parts.join(',')}]` };
}

/**
 * A refusal of the game-file check, as a replay file's: the same checks (game-file-check.ts), told
 * in the words of opening a replay (`import-tampered` becomes `replay-tampered`).
 */
function asReplayRefusal(error: unknown): unknown {
  if (!(error instanceof ServiceError) || !error.error.code.startsWith('import-')) return error;
  const { code, message, ...rest } = error.error;
  return new ServiceError({
    ...rest,
    code: `replay-${code.slice('import-'.length)}`,
    message: message.replace('This file cannot be imported:', 'This replay file cannot be opened:'),
  });
}

/**
 * Friends' replay files (docs/replay-files.md): a finished game's export file opened here, checked
 * move by move like an import, and kept in its own table, so it shows beside the player's games on
 * the same deal and never counts in their history or statistics. And "Play this deal": a new game
 * on the deal and setting of a finished game or of a friend's file.
 */
export class ReplayFilesService {
  constructor(private readonly o: ReplayFilesOptions) {}

  /** A finished game as a replay file: its export file, named for replays. */
  exportReplay(id: string): ExportedGame {
    const record = this.finishedGame(id);
    const exported = this.o.saves.export(id);
    const at = (JSON.parse(exported.text) as { exportedAt: string }).exportedAt;
    return { fileName: exportFileName(record.title, at, REPLAY_FILE_EXTENSION), text: exported.text };
  }

  /** Checks a replay file and keeps it; a file failing any check changes nothing. The same game opened again is the same entry. */
  async open(text: string): Promise<ReplayFileEntry> {
    let checked: Awaited<ReturnType<typeof checkGameFileSliced>>;
    try {
      checked = await checkGameFileSliced(text, this.o.modules);
    } catch (error) {
      throw asReplayRefusal(error);
    }
    const rules = checked.module;
    const status = rules.status(checked.final);
    if (status === 'in-progress') {
      throw new ServiceError({
        code: 'replay-in-progress',
        message: 'This replay file cannot be opened: its game is still being played (import it under Saved games to go on with it).',
      });
    }
    const { title, setup, seed, createdAt, updatedAt, bots, hintsShown } = checked.game;
    const finishedAt = checked.game.finishedAt ?? updatedAt;
    const game = { kind: rules.kind, title, setup, seed, status, round: rules.round(checked.final), createdAt, updatedAt, finishedAt, ...(bots ? { bots } : {}), ...(hintsShown > 0 ? { hintsShown } : {}) };
    const { fingerprint, actionsJson } = await hashAndWriteLog(game, checked.actions);
    const { store } = this.o;
    const openedAt = isoTime(this.o.clock);
    const id = store.transaction(() => {
      const known = store.replayFiles.idOf(fingerprint);
      if (known) {
        store.replayFiles.reopened(known, openedAt);
        return known;
      }
      const fileId = `f-${this.o.newId()}`;
      const record: GameRecord = { id: fileId, ...game, actionCount: checked.actions.length, paused: false };
      const { devices: _devices, ...result } = gameResult(rules, record, checked.final);
      store.replayFiles.insert({
        id: fileId,
        fingerprint,
        kind: rules.kind,
        deal: dealKey(seed),
        finishedAt,
        openedAt,
        game,
        actionsJson,
        result: { ...result, ...(hintsShown > 0 ? { hints: hintsShown } : {}), ...(bots ? { bots: bots.seats } : {}) },
      });
      return fileId;
    });
    return this.entryOf(store.replayFiles.summary(id)!)!;
  }

  /** The files opened here, latest opened first. */
  list(): ReplayFileEntry[] {
    return this.o.store.replayFiles.list().flatMap((file) => { const entry = this.entryOf(file); return entry ? [entry] : []; });
  }

  /**
   * Forgets a friend's file: its row goes, and with it its line in "Same deal". The player's own
   * games, history and statistics never held it, so nothing of theirs changes.
   */
  delete(fileId: string): void {
    if (!this.o.store.replayFiles.delete(fileId)) throw replayFileNotFound(fileId);
  }

  /** Every result on the deal of a finished game or a friend's file: the player's own games and the files. */
  sameDeal(source: DealSource): SameDeal {
    const { kind, seed } = this.dealOf(source);
    const deal = { kind, key: dealKey(seed) };
    const { rows } = this.o.store.results.history({ deal }, ON_DEAL_LIMIT, 0);
    const games = rows.flatMap((row): GameResult[] => { const entry = historyEntry(this.o.modules, row); return entry ? [entry] : []; });
    const files = this.o.store.replayFiles.onDeal(deal.kind, deal.key).slice(0, ON_DEAL_LIMIT).flatMap((file) => { const entry = this.entryOf(file); return entry ? [entry] : []; });
    return { games, files };
  }

  /**
   * A new game on the same deal and setting, bots in the same seats. `profiles` (one per seat, as
   * createGame takes them) seats the player's own profiles: each named seat takes the profile's name
   * and colour (the seat that had that colour takes the other's), and the game counts for them; a
   * seat left null keeps the name it had. A bot's seat takes no profile.
   */
  playDeal(source: DealSource, profiles: readonly (string | null)[] = []): GameDetail {
    const { kind, setup, seed, bots } = this.dealOf(source);
    const seated = profiles.some((id) => id !== null) ? this.seated(kind, setup, bots?.seats ?? [], profiles) : setup;
    return this.o.saves.createGame({
      kind,
      setup: seated,
      seed,
      ...(seated !== setup ? { profiles: [...profiles] } : {}),
      ...(bots ? { bots } : {}),
    } as ApiParsedInput<'createGame'>);
  }

  /** The setup with the profiles' names and colours in their seats, checked by the game's own setup schema. */
  private seated(kind: string, setup: unknown, botSeats: readonly number[], profiles: readonly (string | null)[]): unknown {
    const module = (this.o.modules as Record<string, GameModules[keyof GameModules] | undefined>)[kind]!;
    const seats = module.seats(setup as never).map((seat) => ({ ...seat }));
    const solitaire = module.solitaire(setup as never);
    const refuse = (message: string, params?: Record<string, string | number>) => new ServiceError({ code: 'invalid-payload', message: `Invalid payload: profiles: ${message}`, field: 'profiles', ...(params ? { params } : {}) });
    if (profiles.length > (solitaire ? 1 : seats.length)) throw refuse('more profiles than the players of this deal');
    profiles.forEach((id, seat) => {
      if (id === null) return;
      if (botSeats.includes(seat)) throw refuse(`a bot plays seat ${seat + 1}`, { seat });
      const profile = this.o.store.profiles.get(id);
      if (!profile) throw new ServiceError({ code: 'profile-not-found', message: `There is no profile with id ${id}.`, params: { id } });
      const holder = seats.findIndex((other, at) => at !== seat && other.colour === profile.colour);
      if (holder >= 0) seats[holder]!.colour = seats[seat]!.colour;
      seats[seat] = { ...seats[seat]!, name: profile.name, colour: profile.colour };
      // Solitaire: one person plays both colours, under one name.
      if (solitaire) seats[1] = { ...seats[1]!, name: profile.name };
    });
    const checked = GAME_SCHEMAS[kind as GameKind].setup.safeParse({ ...(setup as object), seats });
    if (!checked.success) throw refuse(checked.error.issues[0]?.message ?? 'the seats do not fit this game');
    return checked.data;
  }

  private finishedGame(id: string): GameRecord {
    const record = this.o.store.games.get(id);
    if (!record) throw gameNotFound(id);
    if (record.status === 'in-progress') throw notFinished();
    return record;
  }

  /** The kind, setup, deal and bots of a finished game or a file. */
  private dealOf(source: DealSource): Pick<GameRecord, 'kind' | 'setup' | 'seed' | 'bots'> {
    if ('game' in source) return this.finishedGame(source.game);
    const file = this.o.store.replayFiles.summary(source.file);
    if (!file) throw replayFileNotFound(source.file);
    const game = file.game as unknown as GameRecord;
    return { kind: game.kind, setup: game.setup, seed: game.seed, ...(game.bots ? { bots: game.bots } : {}) };
  }

  /** A stored file as the window shows it; null for a game this app no longer knows. */
  private entryOf(file: ReplayFileSummaryRecord): ReplayFileEntry | null {
    const game = file.game as unknown as GameRecord;
    const result = historyEntry(this.o.modules, { ...file.result, gameId: file.id, title: game.title, setup: game.setup, campaignId: null, missionId: null, seats: {} });
    return result ? { fileId: file.id, openedAt: file.openedAt, result } : null;
  }
}

/** The API methods of replay files; `changed` announces the game "Play this deal" created, `forgotten` a file deleted (its replay is dropped). */
export function replayFilesHandlers(service: () => ReplayFilesService, changed: (game: GameDetail) => GameDetail, forgotten: (fileId: string) => void) {
  return {
    exportReplay: ({ id }: ApiParsedInput<'exportReplay'>) => service().exportReplay(id),
    openReplayFile: ({ text }: ApiParsedInput<'openReplayFile'>) => service().open(text),
    listReplayFiles: () => service().list(),
    deleteReplayFile: ({ fileId }: ApiParsedInput<'deleteReplayFile'>) => {
      service().delete(fileId);
      forgotten(fileId);
      return { fileId };
    },
    sameDeal: (source: ApiParsedInput<'sameDeal'>) => service().sameDeal(source),
    playDeal: ({ source, profiles }: ApiParsedInput<'playDeal'>) => changed(service().playDeal(source, profiles)),
  };
}
