import type { z } from 'zod';
import type { GameKind, GameStatus } from '@shared/games';
import type { Seat } from '@shared/players';
import { refusal, type Refusal } from '@shared/refusal';
import { copyState } from './copy-state';
import { restoreRng, type RandomGenerator } from './random';
import type { TableSettings } from '@shared/table-settings';
import type { ActionOwner, AdviceBlock, BotsBlock, CampaignBlock, ClockBlock, CompanionBlock, Deadline, GameModule, GameOutcome, RecordsBlock, ReplayBlock } from './game-module';
import type { Applied } from './rules';
import type { Seed } from '@shared/seed';

/** What every game's state carries for the platform: its generator, its action count and its log. */
export interface GameStateBase {
  rng: number[];
  actions: number;
  log: readonly unknown[];
}

/** What a rule works on while an action is applied: a private copy of the state and the live generator. */
export interface GameCtx<State> {
  s: State;
  rng: RandomGenerator;
}

/**
 * What a game declares: its rules, and only the blocks it offers (clock, records, campaign, bots,
 * advice). `defineGame` adds what every game repeats (the apply wrapper with its refusals, the
 * generator, the action count, tick, seats and solitaire), as boardgame.io's `ProcessGameConfig`
 * fills a `Game`'s defaults.
 */
export interface GameDefinition<Setup, State extends GameStateBase, Action, View, LegalPlaces, Kind extends string> {
  kind: Kind;
  /** The game's name in English refusals ("That is not a FLATLINE game state."). */
  name: string;
  setupSchema: z.ZodType<Setup>;
  actionSchema: z.ZodType<Action>;
  /** A cheap check that a value is this game's state (a state of another game or version is refused). */
  isState(value: unknown): value is State;
  /** A new game as dealt from its setup and seed, before anything runs by itself. */
  deal(setup: Setup, seed: Seed): State;
  /** What happens by itself once the game is dealt (the first turn's opening); `settle` follows it. */
  open?(ctx: GameCtx<State>): void;
  /** One action against the rules: null when accepted (the state changed), else why not (nothing changed). */
  act(ctx: GameCtx<State>, action: Action): Refusal | null;
  /**
   * Runs what the game does by itself after the players' act, up to the next point that needs them;
   * `before` is the state the act was applied to (absent when the game is dealt).
   */
  settle(ctx: GameCtx<State>, before?: State): void;
  /** Whose action this is: one seat's, the table's, or the services' own. The services check it against who sent it. */
  ownerOf(state: State, action: Action): ActionOwner;
  status(state: State): GameStatus;
  outcome(state: State): GameOutcome | null;
  round(state: State): number;
  /** The board's legal places right now: where the board may light that a die can go. */
  legalPlaces(state: State): LegalPlaces;
  view(state: State): View;
  seats(setup: Setup): Seat[];
  /** Default: one seat. */
  solitaire?(setup: Setup): boolean;
  /** Default: the people's names, each once, joined. */
  defaultTitle?(setup: Setup): string;
  /** What moves the game on without a player at this point (a window's wait); default: nothing does. */
  deadline?(state: State, table: TableSettings): Deadline<Action> | null;

  // The blocks a game offers, each only where it has it (see GameModule).
  /** A clock: `tick` defaults to `{ type: 'tick', elapsedMs }`, `fitted` to false. */
  clock?: Omit<ClockBlock<State, Action>, 'tick' | 'fitted'> & Partial<Pick<ClockBlock<State, Action>, 'tick' | 'fitted'>>;
  records?: RecordsBlock<State>;
  campaign?: CampaignBlock<Setup>;
  bots?: BotsBlock<View, Action>;
  advice?: AdviceBlock<View, Action>;
  replay?: ReplayBlock<State>;
  companion?: CompanionBlock<Setup>;
}

/** The people at a table by name, each once (a solitaire player holds two seats). */
const namesTitle = (seats: readonly Seat[]): string => [...new Set(seats.map((seat) => seat.name))].join(' · ').slice(0, 60);

/**
 * The players' view without the deal and the generator, whatever a game's own view keeps: what the
 * hidden cards and dice could be worked out from never leaves main while a game is played
 * (architecture.md, "One authority for who may act"). The one place this is done, for every game.
 */
function withoutDeal<View>(view: View): View {
  if (typeof view !== 'object' || view === null || !('seed' in view || 'rng' in view)) return view;
  const { seed: _seed, rng: _rng, ...table } = view as Record<string, unknown>;
  return table as View;
}

/** A game module from a game's declaration: the platform's parts filled in once, for every game. */
export function defineGame<Setup, State extends GameStateBase, Action, View, LegalPlaces, Kind extends string = GameKind>(
  game: GameDefinition<Setup, State, Action, View, LegalPlaces, Kind>,
): GameModule<Setup, State, Action, View, LegalPlaces, Kind> {
  const settled = (ctx: GameCtx<State>, before?: State): State => {
    game.settle(ctx, before);
    ctx.s.rng = [...ctx.rng.getState()];
    return ctx.s;
  };
  // Never throws: a bug surfaces as `internal-error`, and a refusal changes nothing.
  const applyChecked = (state: State, action: Action): Applied<State> => {
    try {
      if (!game.isState(state)) return { ok: false, refusal: refusal('invalid-state', `That is not a ${game.name} game state.`) };
      const ctx: GameCtx<State> = { s: copyState(state), rng: restoreRng(state.rng) };
      const problem = game.act(ctx, action);
      if (problem) return { ok: false, refusal: problem };
      const next = settled(ctx, state);
      next.actions++;
      return { ok: true, state: next };
    } catch (error) {
      return { ok: false, refusal: refusal('internal-error', `The rules engine failed on this action: ${error instanceof Error ? error.message : String(error)}`) };
    }
  };
  return {
    kind: game.kind,
    setupSchema: game.setupSchema,
    actionSchema: game.actionSchema,
    start(setup, seed) {
      const s = game.deal(setup, seed);
      const ctx: GameCtx<State> = { s, rng: restoreRng(s.rng) };
      game.open?.(ctx);
      return settled(ctx);
    },
    applyChecked,
    // For callers that hold an action from elsewhere (sims, replays of a file): checked first.
    apply(state, action): Applied<State> {
      const parsed = game.actionSchema.safeParse(action);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { ok: false, refusal: refusal('invalid-action', `That is not a ${game.name} action: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim()) };
      }
      return applyChecked(state, parsed.data);
    },
    status: game.status,
    outcome: game.outcome,
    round: game.round,
    ownerOf: game.ownerOf,
    ...(game.deadline ? { deadline: game.deadline } : {}),
    legalPlaces: game.legalPlaces,
    view: (state) => withoutDeal(game.view(state)),
    defaultTitle: game.defaultTitle ?? ((setup) => namesTitle(game.seats(setup))),
    seats: game.seats,
    solitaire: game.solitaire ?? ((setup) => game.seats(setup).length === 1),
    ...(game.clock ? { clock: { tick: (elapsedMs: number) => ({ type: 'tick', elapsedMs }) as Action, fitted: false, ...game.clock } } : {}),
    ...(game.records ? { records: game.records } : {}),
    ...(game.campaign ? { campaign: game.campaign } : {}),
    ...(game.bots ? { bots: game.bots } : {}),
    ...(game.advice ? { advice: game.advice } : {}),
    ...(game.replay ? { replay: game.replay } : {}),
    ...(game.companion ? { companion: game.companion } : {}),
  };
}
