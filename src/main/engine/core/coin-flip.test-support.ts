// A tiny third game that exists only in tests ("coin flip"): each seat in turn flips the table's coin;
// three heads in a row win, ten flips without them lose. It declares only its rules, so the tests can
// check what `defineGame` adds for every game and how the platform treats a game without the
// optional blocks (no clock, no campaign, no bots, no advice).
import { z } from 'zod';
import { refusal } from '@shared/refusal';
import { defineGame, type GameCtx } from './define-game';
import { pickIndex, seedRng } from './random';

export const coinFlipSetupSchema = z.object({ seats: z.array(z.object({ name: z.string(), colour: z.enum(['red', 'blue', 'green', 'yellow', 'purple']) })).min(1).max(2) }).strict();
export type CoinFlipSetup = z.output<typeof coinFlipSetupSchema>;
export const coinFlipActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('flip'), seat: z.number().int().min(0).max(1) }).strict(),
  z.object({ type: z.literal('tick'), elapsedMs: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('jam') }).strict(),
]);
export type CoinFlipAction = z.infer<typeof coinFlipActionSchema>;

export interface CoinFlipState {
  kind: 'coin-flip';
  setup: CoinFlipSetup;
  rng: number[];
  actions: number;
  log: { code: string; params: Record<string, string | number> }[];
  turn: number;
  streak: number;
  flips: number;
  outcome: 'won' | 'lost' | null;
}

const flip = (ctx: GameCtx<CoinFlipState>, seat: number) => {
  const { s } = ctx;
  if (seat !== s.turn % s.setup.seats.length) return refusal('not-your-flip', 'It is the other seat\u2019s flip.', { seat });
  const heads = pickIndex(ctx.rng, 2) === 1;
  s.flips++;
  s.streak = heads ? s.streak + 1 : 0;
  s.log.push({ code: heads ? 'heads' : 'tails', params: { seat } });
  s.turn++;
  return null;
};

export const coinFlipModule = defineGame<CoinFlipSetup, CoinFlipState, CoinFlipAction, { flips: number; streak: number }, null, 'coin-flip'>({
  kind: 'coin-flip',
  name: 'coin flip',
  setupSchema: coinFlipSetupSchema,
  actionSchema: coinFlipActionSchema,
  isState: (value): value is CoinFlipState => typeof value === 'object' && value !== null && (value as CoinFlipState).kind === 'coin-flip',
  deal: (setup, seed) => ({ kind: 'coin-flip', setup, rng: seedRng(seed), actions: 0, log: [], turn: 0, streak: 0, flips: 0, outcome: null }),
  act: (ctx, action) => {
    if (ctx.s.outcome) return refusal('game-over', 'The game is over.');
    if (action.type === 'flip') return flip(ctx, action.seat);
    if (action.type === 'jam') throw new Error('the coin jammed');
    return null;
  },
  settle: ({ s }) => {
    if (s.outcome) return;
    if (s.streak >= 3) s.outcome = 'won';
    else if (s.flips >= 10) s.outcome = 'lost';
  },
  // A seat that leaves the coin alone for ten seconds of table time has it flipped for it.
  deadline: (s) => (s.outcome ? null : { key: `flip:${s.turn}`, waitMs: 10_000, action: { type: 'flip', seat: s.turn % s.setup.seats.length } }),
  ownerOf: (_state, action) => (action.type === 'flip' ? { seat: action.seat } : 'table'),
  status: (s) => s.outcome ?? 'in-progress',
  outcome: (s) => (s.outcome ? { status: s.outcome, cause: s.outcome === 'lost' ? 'no-streak' : null } : null),
  round: (s) => s.turn + 1,
  legalPlaces: () => null,
  view: (s) => ({ flips: s.flips, streak: s.streak }),
  seats: (setup) => setup.seats,
  // Its only block: the flips go into history. No clock, no campaign, no bots, no advice.
  records: {
    result: (s) => ({ level: null, timer: 'untimed', players: s.setup.seats.length, solitaire: s.setup.seats.length === 1, rounds: s.turn, score: null, details: {} }),
    stats: { dimensions: [], averages: [] },
  },
});
