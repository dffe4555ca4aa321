import type { BotSeats as BotSeating } from '@shared/bots';
import type { GameDetail } from '@shared/games';
import type { Clock } from './clock';
import type { GameService, LiveGame } from './game-service';
import { ServiceError } from './service-error';
import type { Scheduler } from './table-clock';
import { TableDeadlines, type DuePoint } from './table-deadlines';
import { botWaitKey, botWaitMs, botWaitSeed } from './bot-pace';
import type { BotStep } from '../engine/core/game-module';
import { seedWord } from '../engine/core/random';

/** What the bots need of the application: its games, and the path every action of a person takes. */
export interface BotTableDeps {
  service: () => GameService;
  /** Applies a seat's action as the API's `act` does (saved, then pushed to every view). */
  act: (id: string, action: unknown) => void;
  log: (message: string, error?: unknown) => void;
  /** Keeps the game's clock, deadline and bot waits in step with it again (the application's `kept`). */
  resync: (id: string) => void;
  /** Told how long each decision took (the benchmark's figure). */
  decided?: (ms: number) => void;
}

/**
 * A bot's seat is the bot's (docs/bots.md): the main screen may not act for it. Refuses, changing
 * nothing, an action that belongs to a seat a bot plays; the table's actions stay anyone's.
 */
export function checkNotBotSeat(live: LiveGame, action: unknown): void {
  const owner = live.module.ownerOf(live.state, action);
  if (typeof owner !== 'object' || !live.record.bots?.seats.includes(owner.seat)) return;
  const name = live.module.seats(live.record.setup)[owner.seat]?.name ?? String(owner.seat + 1);
  throw new ServiceError({
    code: 'seat-played-by-bot',
    message: `A bot plays ${name}: it makes that seat's moves itself. Make it a person's seat in Invite players to play it here.`,
    params: { seat: owner.seat, name },
  });
}

/** The wait of one bot seat is kept under this key in the deadlines (a game id never holds '#'). */
const waitKey = (id: string, seat: number): string => `${id}#${seat}`;

/** A bot acts for the table too (start, decisions for all) only when nobody else sits there: the first bot seat then does. */
const tableSeat = (game: GameDetail, bots: BotSeating): number | null => (bots.seats.length >= game.seats.length ? (bots.seats[0] ?? null) : null);

/**
 * The bot seats of the games the host runs (docs/bots.md). Each bot seat with something to do has a
 * wait, kept like a deadline: it runs only while the game is unpaused and watched, stands with what
 * it had left when the game pauses, and runs on at continue. When it falls due, the bot is shown the
 * game as a person's view shows it (the module's view, nothing hidden), chooses within its budget,
 * and its action goes through the application's `act` like a person's: checked, saved, pushed. People
 * acting meanwhile do not restart its wait; it chooses from the state as it is when the wait ends.
 */
export class BotTable {
  private readonly waits: TableDeadlines;

  constructor(
    private readonly clock: Clock,
    schedule: Scheduler,
    private readonly deps: BotTableDeps,
  ) {
    this.waits = new TableDeadlines(clock, schedule, (key, point) => this.due(key, point));
  }

  /**
   * Starts, keeps, stands or ends each bot seat's wait to match the game as it is now. The wait is a
   * person's time over what the bot means to do next (bot-pace.ts): while that stays the same kind of
   * act, the wait runs on; a seat that is no longer a bot's (made a person's) has none.
   */
  sync(game: GameDetail, paused: boolean): void {
    const bots = game.bots;
    for (let seat = 0; seat < game.seats.length; seat++) if (!bots?.seats.includes(seat)) this.waits.forget(waitKey(game.id, seat));
    if (!bots) return;
    const table = tableSeat(game, bots);
    for (const seat of bots.seats) {
      const step = game.status === 'in-progress' ? this.next(game, seat, seat === table) : null;
      this.waits.sync(waitKey(game.id, seat), {
        deadline: step ? { key: botWaitKey(bots.pace, step), waitMs: botWaitMs(bots.pace, step, botWaitSeed(seedWord(this.deps.service().live(game.id).record.seed), game.version, seat)) } : null,
        version: 0,
        paused: paused || game.paused,
      });
    }
  }

  /** What the seat's bot means to do next, if anything; a bot's failure never fails the call that moved the game. */
  private next(game: GameDetail, seat: number, table: boolean): BotStep | null {
    try {
      return this.moduleBot(game)?.next(game.state, seat, table) ?? null;
    } catch (error) {
      this.deps.log(`the bot at seat ${seat} of game ${game.id} failed to look at the table`, error);
      return null;
    }
  }

  /** The games with a bot wait running now. */
  runningIds(): string[] {
    return [...new Set(this.waits.runningIds().map((key) => key.slice(0, key.lastIndexOf('#'))))];
  }

  /** Stands every bot wait of a game (nobody watches it now). */
  stand(id: string): void {
    for (const key of this.waits.runningIds()) if (key.startsWith(`${id}#`)) this.waits.stand(key);
  }

  /** Forgets a game's bot waits (deleted). */
  forget(id: string): void {
    for (let seat = 0; seat < 8; seat++) this.waits.forget(waitKey(id, seat));
  }

  forgetAll(): void {
    this.waits.forgetAll();
  }

  private moduleBot(game: GameDetail) {
    return this.deps.service().module(game.kind).bots?.seat;
  }

  /** A bot's wait ended: it looks at the view, chooses, and acts for its own seat only. */
  private due(key: string, _point: DuePoint): void {
    const cut = key.lastIndexOf('#');
    const id = key.slice(0, cut);
    const seat = Number(key.slice(cut + 1));
    let game: GameDetail;
    try {
      game = this.deps.service().get(id);
    } catch {
      return; // Deleted meanwhile, or the host is closing.
    }
    const bots = game.bots;
    const bot = this.moduleBot(game);
    if (!bots || !bot || game.paused || game.status !== 'in-progress') return;
    const table = tableSeat(game, bots) === seat;
    const started = this.clock.now();
    // The search's seed: the game's, its version and the seat, so a replayed table decides the same.
    const seed = (seedWord(this.deps.service().live(id).record.seed) * 7919 + game.version * 104729 + seat * 613) >>> 0;
    let action: unknown = null;
    try {
      action = bot.act(game.state, seat, table, seed);
    } catch (error) {
      this.deps.log(`the bot at seat ${seat} of game ${id} failed to choose`, error);
    }
    this.deps.decided?.(this.clock.now() - started);
    if (action !== null && this.owns(id, seat, table, action)) {
      try {
        this.deps.act(id, action);
        return;
      } catch (error) {
        // Refused (the table moved on in between): it waits and chooses again.
        if (!(error instanceof ServiceError)) this.deps.log(`the bot at seat ${seat} of game ${id} failed to act`, error);
      }
    }
    this.deps.resync(id);
  }

  /** Whether the action is this seat's own (or the table's, where the bot acts for the table). */
  private owns(id: string, seat: number, table: boolean, action: unknown): boolean {
    const { module, state } = this.deps.service().live(id);
    const owner = module.ownerOf(state, action);
    return owner === 'table' ? table : typeof owner === 'object' && owner.seat === seat && owner.giver === undefined;
  }
}
