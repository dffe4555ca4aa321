import type { GameDetail } from '@shared/games';
import type { Clock } from '../clock';
import type { GameService } from '../game-service';
import { tableBot, type Seating } from '../table/authority';
import { ServiceError } from '../service-error';
import type { Scheduler } from '../table/table-clock';
import { TableDeadlines, type DuePoint } from '../table/table-deadlines';
import { botWaitKey, botWaitMs, botWaitSeed } from './bot-pace';
import type { BotStep } from '../../engine/core/game-module';
import { seedWord } from '../../engine/core/random';

/** What the bots need of the application: its games, and the path every action of a person takes. */
export interface BotTableDeps {
  service: () => GameService;
  /** Who sits where in a game (table/authority.ts): which bot, if any, answers the table's questions. */
  seating: (id: string) => Seating;
  /** Plays the bot's action for its seat through the table's one `play` (decided, saved, pushed). */
  act: (id: string, seat: number, action: unknown) => void;
  log: (message: string, error?: unknown) => void;
  /** Keeps the game's clock, deadline and bot waits in step with it again (the table runtime's `kept`). */
  resync: (id: string) => void;
  /** Told how long each decision took (the benchmark's figure). */
  decided?: (ms: number) => void;
}

/** The wait of one bot seat is kept under this key in the deadlines (a game id never holds '#'). */
const waitKey = (id: string, seat: number): string => `${id}#${seat}`;

/**
 * The bot seats of the games the host runs (docs/bots.md). Each bot seat with something to do has a
 * wait, kept like a deadline: it runs only while the game is unpaused and watched, stands with what
 * it had left when the game pauses, and runs on at continue. When it falls due, the bot is shown the
 * game as a person's view shows it (the module's view, nothing hidden), chooses within its budget,
 * and its action goes through the table's `play` like a person's: decided, saved, pushed. People
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
    const table = tableBot({ names: game.seats.map((seat) => seat.name), bots: bots.seats });
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
    const table = tableBot(this.deps.seating(id)) === seat;
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
    if (action !== null) {
      try {
        this.deps.act(id, seat, action);
        return;
      } catch (error) {
        // Refused (the table moved on in between, or not the bot's to send): it waits and chooses again.
        if (!(error instanceof ServiceError)) this.deps.log(`the bot at seat ${seat} of game ${id} failed to act`, error);
      }
    }
    this.deps.resync(id);
  }
}
