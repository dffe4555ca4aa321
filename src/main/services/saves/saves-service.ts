import type { ApiParsedInput } from '@shared/api';
import type { GameDetail, GameSummary } from '@shared/games';
import type { Profile } from '@shared/profiles';
import type { GameResult, Stats, StatsFilter } from '@shared/history';
import type { ExportedGame } from '@shared/saves';
import type { Seat } from '@shared/players';
import type { GameModules } from '../../engine/registry';
import { statsOf } from '../../engine/core/game-module';
import type { GameRecord, Store } from '../../store/store';
import { isoTime, type Clock } from '../clock';
import { exportFileName, gameFile } from './game-file';
import { checkGameFileSliced } from './game-file-check';
import { gameResult } from '../records/game-result';
import { historyEntry } from '../records/history-entry';
import { clockView, toSummary, type GameService } from '../game-service';
import { gameNotFound, ServiceError } from '../service-error';

export interface SavesServiceOptions {
  store: Store;
  games: GameService;
  modules: GameModules;
  clock: Clock;
  newId: () => string;
  log: (message: string, error?: unknown) => void;
}

/** Actions staged per turn of the event loop while importing. */
const IMPORT_SLICE = 500;

const profileNotFound = (id: string) =>
  new ServiceError({ code: 'profile-not-found', message: `There is no profile with id ${id}.`, params: { id } });

/**
 * Saved games beyond play (rename, export, import), profiles and who played each game, and the
 * history of finished games with its statistics.
 */
export class SavesService {
  constructor(private readonly o: SavesServiceOptions) {}

  /** A new game, with the profiles sitting at its seats recorded in the same transaction. */
  createGame(input: ApiParsedInput<'createGame'>): GameDetail {
    const { store } = this.o;
    const module = this.o.games.module(input.kind);
    const seats = this.seatProfiles({ seats: module.seats(input.setup), solitaire: module.solitaire(input.setup) }, input.profiles ?? []);
    return store.transaction(() => {
      const game = this.o.games.create(input);
      for (const [seat, profileId] of seats) store.profiles.seat(game.id, seat, profileId);
      return game;
    });
  }

  /** Profile by seat, checked: each exists, and nobody takes two seats except in solitaire. */
  seatProfiles(setup: { seats: readonly Seat[]; solitaire: boolean }, profiles: readonly (string | null)[]): Map<number, string> {
    if (profiles.length > setup.seats.length) {
      throw new ServiceError({ code: 'invalid-payload', message: 'Invalid payload: profiles: more profiles than seats', field: 'profiles' });
    }
    const seats = new Map<number, string>();
    profiles.forEach((id, seat) => {
      if (id === null) return;
      if (!this.o.store.profiles.get(id)) throw profileNotFound(id);
      if (!setup.solitaire && [...seats.values()].includes(id)) {
        throw new ServiceError({ code: 'profile-seated-twice', message: 'A profile can sit at only one seat.', params: { id } });
      }
      seats.set(seat, id);
    });
    // Solitaire: one person plays both colours.
    const first = seats.get(0);
    if (setup.solitaire && first && !seats.has(1)) seats.set(1, first);
    return seats;
  }

  rename(id: string, title: string): GameSummary {
    this.o.games.retitle(id, title);
    const record = this.o.store.games.get(id);
    if (!record) throw gameNotFound(id);
    return this.o.games.summary(record);
  }

  export(id: string): ExportedGame {
    const record = this.o.store.games.get(id);
    if (!record) throw gameNotFound(id);
    const at = isoTime(this.o.clock);
    const file = gameFile(record, this.o.store.actions.after(id, 0), at, this.o.store.games.hintsShown(id));
    return { fileName: exportFileName(record.title, at), text: JSON.stringify(file, null, 1) };
  }

  /** Imports a game file as a new saved game; a file failing any check changes nothing. The checks run in slices, so other calls are answered meanwhile. */
  async import(text: string): Promise<GameSummary> {
    const { store } = this.o;
    const checked = await checkGameFileSliced(text, this.o.modules);
    const rules = checked.module;
    const status = rules.status(checked.final);
    const record: GameRecord = {
      id: this.o.newId(),
      kind: rules.kind,
      title: checked.game.title,
      setup: checked.game.setup,
      seed: checked.game.seed,
      status,
      round: rules.round(checked.final),
      actionCount: checked.actions.length,
      createdAt: checked.game.createdAt,
      updatedAt: checked.game.updatedAt,
      finishedAt: status === 'in-progress' ? null : (checked.game.finishedAt ?? checked.game.updatedAt),
      paused: false,
      ...(checked.game.bots ? { bots: checked.game.bots } : {}),
    };
    // Imported while its clock runs: it waits, paused, for the players.
    record.paused = clockView(rules, record, checked.final).running;
    // The actions wait in a temporary table, filled in slices; the import itself is one transaction.
    const staged = store.importStaging.open();
    try {
      for (let from = 0; from < checked.actions.length; from += IMPORT_SLICE) {
        staged.add(checked.actions.slice(from, from + IMPORT_SLICE));
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      store.transaction(() => {
        store.games.insert(record);
        // Before the result: it takes the count from the game's row, as a game finished here does.
        if (checked.game.hintsShown > 0) store.games.setHintsShown(record.id, checked.game.hintsShown);
        staged.moveInto(record.id);
        store.snapshots.save(record.id, 0, checked.start);
        if (record.actionCount > 0) store.snapshots.save(record.id, record.actionCount, checked.final);
        if (status !== 'in-progress') store.results.insert(gameResult(rules, record, checked.final));
      });
    } finally {
      staged.drop();
    }
    return toSummary(rules, record);
  }

  listProfiles(): Profile[] {
    return this.o.store.profiles.list();
  }

  saveProfile(input: ApiParsedInput<'saveProfile'>): Profile {
    const { store } = this.o;
    if (input.id) {
      if (!store.profiles.update({ id: input.id, name: input.name, colour: input.colour })) throw profileNotFound(input.id);
      return store.profiles.get(input.id)!;
    }
    const profile: Profile = { id: `p-${this.o.newId()}`, name: input.name, colour: input.colour, createdAt: isoTime(this.o.clock) };
    store.profiles.insert(profile);
    return profile;
  }

  /** Deletes a profile unless a campaign's crew still counts on it; past games keep their names. */
  deleteProfile(id: string): { id: string } {
    const { store } = this.o;
    if (!store.profiles.get(id)) throw profileNotFound(id);
    const campaign = store.campaigns.list().find((c) => c.crew.includes(id));
    if (campaign) {
      throw new ServiceError({
        code: 'profile-in-campaign',
        message: `This profile is in the crew of the campaign "${campaign.name}": delete the campaign first.`,
        params: { id, campaign: campaign.name },
      });
    }
    store.profiles.delete(id);
    return { id };
  }

  /** Finished games, latest first. */
  history(filter: StatsFilter, limit: number, offset: number): { total: number; entries: GameResult[] } {
    const { total, rows } = this.o.store.results.history(filter, limit, offset);
    const entries = rows.flatMap((row): GameResult[] => {
      const entry = historyEntry(this.o.modules, row);
      return entry ? [entry] : [];
    });
    return { total, entries };
  }

  stats(filter: StatsFilter): Stats {
    const declarations = Object.fromEntries(Object.values(this.o.modules).map((m) => [m.kind, statsOf(m)]));
    return this.o.store.stats.query(filter, declarations);
  }

  /** Records a finished game's result (called inside the transaction of its last action). */
  recordResult(record: GameRecord, state: unknown): void {
    this.o.store.results.insert(gameResult(this.o.games.module(record.kind), record, state));
  }

  /** Fills in results of games that finished before results were kept (an older database). */
  backfillResults(): number {
    let filled = 0;
    for (const id of this.o.store.results.missing()) {
      try {
        const record = this.o.store.games.get(id);
        if (!record) continue;
        const { state, module } = this.o.games.live(id);
        this.o.store.results.insert(gameResult(module, record, state));
        filled++;
      } catch (error) {
        this.o.log(`could not record the result of finished game ${id}`, error);
      }
    }
    return filled;
  }
}
