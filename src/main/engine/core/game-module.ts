import type { z } from 'zod';
import type { GameKind, GameStatus } from '@shared/games';
import type { Seat } from '@shared/players';
import type { CampaignClock } from '@shared/campaigns';
import type { GameClock, GameOutcome, ResultDetails, StatsDeclaration } from '@shared/game-module';
import type { TableSettings } from '@shared/table-settings';
import type { Applied } from './rules';
import type { Advice } from '@shared/advice';
import type { Seed } from '@shared/seed';
import type { ReplayMark } from '@shared/replays';
import type { CompanionPlan } from '@shared/companion';

export type { GameClock, GameOutcome, ResultDetails, StatsDeclaration } from '@shared/game-module';
export type { ReplayMark } from '@shared/replays';

/** What a finished game contributes to history and statistics, beside what the platform knows. */
export interface GameResultEntry {
  /** The level (or difficulty) the game was played at; null for a game without levels. */
  level: string | null;
  /** The clock setting as a key ('60', '600', 'untimed'…), so statistics keep timers apart. */
  timer: string;
  /** People at the table (a solitaire game counts one). */
  players: number;
  solitaire: boolean;
  /** Rounds or turns played. */
  rounds: number;
  /** The game's score, where it keeps one. */
  score: number | null;
  /** The game's own numbers and settings, declared by its `stats`. */
  details: ResultDetails;
}

/**
 * Who may send an action: one seat's player (with `giver`, another seat's too: the action spends that
 * seat's piece, which its player did not give; with `person`, only a person at that seat, never its bot:
 * a house rule's second thought, such as taking back a misplaced die), the whole table (a shared act, a decision for all),
 * the main screen only (an act for every seat at once, such as FLATLINE's Done that ends the countdown
 * for all: no device sends it), or only the services themselves (what the table's devices call for;
 * no player sends it).
 */
export type ActionOwner = { seat: number; giver?: number; person?: true } | 'table' | 'main-screen' | 'services';

/**
 * What moves a game on at the point it stands at without a player: once `waitMs` of the table's time
 * has passed there (paused time excluded), the services apply `action`, as if a player had sent it.
 */
export interface Deadline<Action = unknown> {
  /** Names the point: while a game keeps the same key, it is the same wait. */
  key: string;
  waitMs: number;
  action: Action;
}

/**
 * What a bot seat means to do next, as far as a person's time over it depends on it (the services'
 * pace model, services/bot-pace.ts, turns it into a wait; docs/bots.md). `look`: the dice of a roll
 * new to this seat that it reads before its first act on them (0 when it acts on dice it has seen).
 */
export type BotStep =
  /** Put down a die: the first after a roll (`look` > 0) or one after another. */
  | { act: 'place'; look: number }
  /** Choose which dice to roll again (FLATLINE's re-roll). */
  | { act: 'reroll'; look: number }
  /** Say the seat (or, for a table of bots, the sharing out) is done. */
  | { act: 'done'; look: number }
  /** The leader's draw and roll (FUSE: Countdown). */
  | { act: 'roll' }
  /** A role's ability on a die: change, flip, roll again, send back (FUSE: Countdown). */
  | { act: 'ability' }
  /** Weigh several cards and take one (FUSE: Countdown's replacement bomb from the row). */
  | { act: 'weigh' }
  /** Answer a question among a few options, or a table act of a table of bots (start, go on). */
  | { act: 'answer' }
  /** One roll for a 6 (FUSE: Countdown's fuse card). */
  | { act: 'roll-six' }
  /** One press on something already decided (FUSE: Countdown's early defusal). */
  | { act: 'press' };

/**
 * A bot seated at the table (docs/bots.md). It is given the players' view only, never the state, and
 * acts through the services' path like a person at its seat.
 */
export interface SeatBot<View = unknown, Action = unknown> {
  /**
   * What the seat means to do now (`table`: the table's acts are its too), or null when it has nothing
   * of its own to do. Asked on every change, so it stays a cheap look, never a search.
   */
  next(view: View, seat: number, table: boolean): BotStep | null;
  /** The seat's next action, from a search within the bot's budget seeded by `seed`; null when there is nothing to do. */
  act(view: View, seat: number, table: boolean, seed: number): Action | null;
}

/**
 * The rules core: what every game has. The services, the store and the transports know games only
 * through a module (this core and the blocks below); the registry beside this file is the one place
 * that lists them.
 */
export interface GameRules<Setup = unknown, State = unknown, Action = unknown, View = unknown, LegalPlaces = unknown, Kind extends string = GameKind> {
  /** The game's kind: the key of its registry entries (a module not yet registered has its own). */
  kind: Kind;
  setupSchema: z.ZodType<Setup>;
  actionSchema: z.ZodType<Action>;
  /** A new game from its setup; dice and shuffles come from the seed. */
  start(setup: Setup, seed: Seed): State;
  /** One action, checked against the game's action schema first: the new state, or a refusal that changes nothing. */
  apply(state: State, action: unknown): Applied<State>;
  /**
   * The same for an action already checked at the boundary (the API's payload validation) or made by
   * the module itself (its tick, its deadline's action): the services' path, so it is parsed once.
   */
  applyChecked(state: State, action: Action): Applied<State>;
  status(state: State): GameStatus;
  /** How a finished game ended and why; null while it is in progress. */
  outcome(state: State): GameOutcome | null;
  /** The round or turn shown in lists. */
  round(state: State): number;
  /** Whose action this is: one seat's, the table's, or the services' own (the services check it against who sent it). */
  ownerOf(state: State, action: Action): ActionOwner;
  /**
   * The deadline of this state at the host's table settings, or null when only a player moves the
   * game on from here. Optional: a game that never waits by itself declares none (see `deadlineOf`).
   */
  deadline?(state: State, table: TableSettings): Deadline<Action> | null;
  /** The board's legal places right now (where a die may go), from the engine's own queries. */
  legalPlaces(state: State): LegalPlaces;
  /** What the players could see at the table: no deck order, no generator state. */
  view(state: State): View;
  defaultTitle(setup: Setup): string;
  /** Who sits where: one entry per seat (a solitaire game has two seats and one person). */
  seats(setup: Setup): Seat[];
  solitaire(setup: Setup): boolean;
}

/** Block: a clock the game is played against. Without it the game never runs a clock and takes no tick. */
export interface ClockBlock<State = unknown, Action = unknown> {
  /** The clock the game needs at this moment. */
  at(state: State): GameClock;
  /** The action that tells the engine how much clock time has passed (paused time excluded). */
  tick(elapsedMs: number): Action;
  /**
   * The game offers a clock fitted to the table (its length set by the level and the number of
   * players): a campaign may ask for it, and then each mission's game runs on it.
   */
  fitted: boolean;
  /**
   * The action the game calls for when the number of its seats played from devices changes (FUSE:
   * Countdown fits its clock to parallel hands before the start), or null. Optional: most games
   * play the same wherever the players sit. The services apply it as they apply a deadline.
   */
  tableChange?(state: State, devices: number): Action | null;
}

/** Block: what a finished game adds to history and statistics beyond the platform's columns. */
export interface RecordsBlock<State = unknown> {
  /** What a finished game adds to history and statistics. */
  result(state: State): GameResultEntry;
  /** Which of the result's details statistics break down by and average. */
  stats: StatsDeclaration;
}

/** Block: a ladder of missions a crew plays one after another (its missions are in src/shared). */
export interface CampaignBlock<Setup = unknown> {
  /**
   * The setup of a game for one of its campaign missions, played by a crew at these seats, on the
   * campaign's clock: fitted (only where the clock block is `fitted`) or one setting in seconds.
   */
  setup(mission: unknown, seats: Seat[], solitaire: boolean, clock: CampaignClock): Setup;
}

/** Block: bots that take a seat (docs/bots.md). Without it a game seats people only. */
export interface BotsBlock<View = unknown, Action = unknown> {
  /** The game's bot for a seat marked as one. */
  seat: SeatBot<View, Action>;
  /**
   * Whether the game waits on a decision the whole table answers (not one seat's, not the start of a
   * clock), where bot teammates propose their choice (with the advice block). Optional: without it bots propose nothing.
   */
  tableDecision?(view: View): boolean;
}

/** Block: advice, the strong player's suggestion a player asks for (docs/hints.md). Without it the table offers no Hint. */
export interface AdviceBlock<View = unknown, Action = unknown> {
  /** A hint for an action of one of `seats` (or the table's), from the view alone; `seed` draws the hidden worlds it samples. */
  advise(view: View, seats: readonly number[], seed: number): Advice<Action>;
}

/**
 * Block: what a replay of a finished game shows beyond the board (docs/replays.md). Without it a
 * replay still steps through the game, with round marks only and nothing hidden to show.
 */
export interface ReplayBlock<State = unknown> {
  /** The moments that mattered in one step, from the state before it to the state after it. */
  marks(before: State, after: State): ReplayMark[];
  /**
   * What the players could not see at this state (deck order, the bag), as plain JSON the game's
   * renderer draws; the services send it only for a game that is over, when the viewer asks.
   */
  hidden(state: State): unknown;
}

/**
 * Block: the companion for a table playing the physical box (docs/companion.md): the clock it keeps
 * and what its result form records. Without it the start screen offers no companion for the game.
 */
export interface CompanionBlock<Setup = unknown, Clock = unknown, Result = unknown> {
  /** The companion's clock for the clock the players chose (already checked by the game's schema). */
  plan(clock: Clock): CompanionPlan;
  /**
   * A result form's game (already checked by the game's schema): a setup the game's own setup schema
   * accepts (history draws it as any game's), and what it adds to history and statistics.
   */
  record(result: Result): { setup: Setup; entry: GameResultEntry };
}

/**
 * A game as the platform sees it: pure functions over plain-JSON state, in the spirit of
 * boardgame.io's `Game`: the rules core, and the blocks the game offers. Generic code asks whether a
 * game has a block (`module.campaign?.setup(…)`) and refuses clearly where it has not.
 */
export interface GameModule<Setup = unknown, State = unknown, Action = unknown, View = unknown, LegalPlaces = unknown, Kind extends string = GameKind>
  extends GameRules<Setup, State, Action, View, LegalPlaces, Kind> {
  clock?: ClockBlock<State, Action>;
  records?: RecordsBlock<State>;
  campaign?: CampaignBlock<Setup>;
  bots?: BotsBlock<View, Action>;
  advice?: AdviceBlock<View, Action>;
  replay?: ReplayBlock<State>;
  companion?: CompanionBlock<Setup>;
}

/** A module with its types forgotten, as generic code holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, any, any, any>;

/** A game's deadline at this state: "none" for a game that declares no deadlines. */
export function deadlineOf(module: AnyGameModule, state: unknown, table: TableSettings): Deadline | null {
  return module.deadline ? module.deadline(state, table) : null;
}

/** The clock of a game without a clock block: never running, no limit. */
const NO_CLOCK: GameClock = { running: false, limitMs: null, elapsedMs: 0 };

/** A game's clock at this state: a stopped one, without a limit, for a game that declares no clock. */
export function clockOf(module: AnyGameModule, state: unknown): GameClock {
  return module.clock ? module.clock.at(state) : NO_CLOCK;
}

/** Whether an action is the game's tick (the clock's time), which moves no die and no card; never, for a game without a clock. */
export function isTick(module: AnyGameModule, action: unknown): boolean {
  if (!module.clock) return false;
  const type = (action as { type?: unknown } | null)?.type;
  return type !== undefined && type === (module.clock.tick(0) as { type?: unknown }).type;
}

/** What statistics break a game's results down by: nothing of its own for a game without records. */
export function statsOf(module: AnyGameModule): StatsDeclaration {
  return module.records?.stats ?? { dimensions: [], averages: [] };
}

/**
 * What a finished game adds to history: its records' entry, or for a game without records the
 * platform's own (its seats, its rounds, no level, score or details of its own).
 */
export function resultOf(module: AnyGameModule, setup: unknown, state: unknown): GameResultEntry {
  if (module.records) return module.records.result(state);
  const timer = clockOf(module, state).limitMs;
  return {
    level: null,
    timer: timer === null ? 'untimed' : String(timer / 1000),
    players: module.solitaire(setup) ? 1 : module.seats(setup).length,
    solitaire: module.solitaire(setup),
    rounds: module.round(state),
    score: null,
    details: {},
  };
}
