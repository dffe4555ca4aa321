import { randomUUID } from 'node:crypto';
import type { ApiResults } from '@shared/api';
import type { companionInputSchemas } from '@shared/companion-api';
import type { Handlers } from '@shared/dispatch';
import type { GameModules } from '../../engine/registry';
import type { AnyGameModule } from '../../engine/core/game-module';
import type { Store } from '../../store/store';
import type { Clock } from '../clock';
import type { Scheduler } from '../table/table-clock';
import type { EventHub } from '../event-hub';
import { ServiceError } from '../service-error';
import { CompanionClock, keptCompanionSchema, type KeptCompanion } from './companion-clock';

export interface CompanionDeps {
  modules: GameModules;
  /** The open store, or a refusal when there is none. */
  store: () => Store;
  clock: Clock;
  schedule: Scheduler;
  /** A recorded game's id. */
  newId: () => string;
  events: EventHub;
  /** A companion closed, or another replaced it: the phones following it are let go. */
  closed?: (id: string) => void;
  log?: (message: string, error?: unknown) => void;
}

type CompanionHandlers = Handlers<
  Omit<typeof companionInputSchemas, 'openCompanionInvitations'>,
  void,
  Pick<ApiResults, Exclude<keyof typeof companionInputSchemas, 'openCompanionInvitations'>>
>;

/** A game's companion block, or the refusal of a game that offers none. */
function companionOf(module: AnyGameModule | undefined, kind: string) {
  if (!module?.companion) throw new ServiceError({ code: 'companion-not-offered', message: `No companion is offered for ${kind}.`, params: { kind } });
  return module.companion;
}

/**
 * The companion for a table playing the physical box (docs/companion.md): its clock, kept here, and
 * its result form, which records a finished game marked `physical` (migration 013) beside the games
 * played on screen.
 */
export function createCompanion(deps: CompanionDeps): { handlers: CompanionHandlers; clock: CompanionClock } {
  const clock = new CompanionClock({
    clock: deps.clock,
    schedule: deps.schedule,
    // The companion's id is a uuid whatever ids games get (the API's schema checks its form).
    newId: randomUUID,
    changed: (companion) => deps.events.emit({ type: 'companionChanged', companion }),
    keep: (kept) => keep(deps, kept),
  });
  restore(deps, clock);
  /** The companion open now is `id`, or none: one that went lets its phones go. */
  const ended = (before: string | undefined) => {
    if (before !== undefined && clock.view()?.id !== before) deps.closed?.(before);
  };
  const moduleOf = (kind: string): AnyGameModule | undefined => (deps.modules as Record<string, AnyGameModule | undefined>)[kind];

  const handlers: CompanionHandlers = {
    startCompanion: ({ kind, clock: chosen }) => {
      const plan = companionOf(moduleOf(kind), kind).plan(chosen);
      const before = clock.view()?.id;
      const view = clock.start(kind, plan, chosen);
      ended(before);
      return view;
    },
    getCompanion: () => clock.view(),
    companionAct: ({ id, act }) => {
      const view = clock.act(id, act);
      ended(id);
      return view;
    },
    recordCompanion: ({ companionId, result }) => {
      const module = moduleOf(result.kind);
      const { setup, entry } = companionOf(module, result.kind).record(result);
      const store = deps.store();
      // A profile must exist: the field that names one that does not is the one refused.
      result.players.forEach((player, i) => {
        if (player.profileId !== null && !store.profiles.get(player.profileId)) {
          const field = `result.players.${i}.profileId`;
          throw new ServiceError({ code: 'invalid-payload', message: `Invalid payload: ${field}: there is no such profile`, field });
        }
      });
      const now = deps.clock.now();
      const started = (companionId ? clock.startedAt(companionId) : null) ?? now;
      const [startedAt, finishedAt] = [new Date(started).toISOString(), new Date(now).toISOString()];
      const gameId = deps.newId();
      store.transaction(() => {
        store.games.insert({
          id: gameId,
          kind: result.kind,
          title: module!.defaultTitle(module!.setupSchema.parse(setup)),
          setup,
          seed: 0,
          status: result.outcome,
          round: entry.rounds,
          actionCount: 0,
          createdAt: startedAt,
          updatedAt: finishedAt,
          finishedAt,
          paused: false,
        });
        store.games.markPhysical(gameId);
        result.players.forEach((player, seat) => player.profileId && store.profiles.seat(gameId, seat, player.profileId));
        const { level, timer, players, solitaire, rounds, score, details } = entry;
        store.results.insert({
          gameId,
          kind: result.kind,
          outcome: result.outcome,
          cause: null,
          startedAt,
          finishedAt,
          durationMs: Math.max(0, now - started),
          players,
          solitaire,
          timer,
          level,
          rounds,
          score,
          details,
        });
      });
      // The game is in history: its companion has done its work.
      if (companionId && clock.startedAt(companionId) !== null) {
        clock.act(companionId, 'close');
        ended(companionId);
      }
      return { gameId };
    },
  };
  return { handlers, clock };
}

/** Keeps the open companion in the store (migration 014), or forgets it there; without a database nothing is kept. */
function keep(deps: CompanionDeps, kept: KeptCompanion | null): void {
  try {
    const store = deps.store();
    store.transaction(() => (kept ? store.companion.set(JSON.stringify(kept), new Date(deps.clock.now()).toISOString()) : store.companion.clear()));
  } catch (error) {
    if (!(error instanceof ServiceError)) deps.log?.('keeping the companion clock failed', error);
  }
}

/** The companion open when the app last stopped, back paused where it stood; a kept row that does not parse is dropped. */
function restore(deps: CompanionDeps, clock: CompanionClock): void {
  try {
    const text = deps.store().companion.get();
    if (text === undefined) return;
    const kept = keptCompanionSchema.safeParse(JSON.parse(text));
    if (kept.success) return clock.restore(kept.data);
    deps.log?.('the kept companion clock could not be read: it is dropped');
    keep(deps, null);
  } catch (error) {
    if (error instanceof ServiceError) return;
    deps.log?.('the kept companion clock could not be read: it is dropped', error);
    keep(deps, null);
  }
}
