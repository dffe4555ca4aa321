import { describe, expect, it } from 'vitest';
import { coinFlipModule, type CoinFlipState } from './coin-flip.test-support';
import { defineGame } from './define-game';
import { seedRng } from './random';
import { clockOf, isTick, resultOf, statsOf } from './game-module';

const seats = [{ name: 'Ann', colour: 'red' as const }, { name: 'Bo', colour: 'blue' as const }];
const started = () => coinFlipModule.start({ seats }, 7);

describe('defineGame: what every game gets from the platform', () => {
  it('fills the defaults a game leaves out: the title from the names, solitaire for one seat', () => {
    expect(coinFlipModule.defaultTitle({ seats: [...seats, { name: 'Ann', colour: 'green' }] })).toBe('Ann · Bo');
    expect([coinFlipModule.solitaire({ seats }), coinFlipModule.solitaire({ seats: seats.slice(0, 1) })]).toEqual([false, true]);
  });

  it('has only the blocks a game declares: the coin flip keeps records and offers no clock, campaign, bots or advice', () => {
    expect(['clock', 'records', 'campaign', 'bots', 'advice'].filter((block) => block in coinFlipModule)).toEqual(['records']);
    expect(clockOf(coinFlipModule, started())).toEqual({ running: false, limitMs: null, elapsedMs: 0 });
    expect(isTick(coinFlipModule, { type: 'tick', elapsedMs: 1000 })).toBe(false);
  });

  it("fills a declared clock's defaults: the tick carries the elapsed time, and the clock is not fitted", () => {
    const timed = defineGame({ ...coinFlipDefinitionOf(), clock: { at: () => ({ running: true, limitMs: 60_000, elapsedMs: 0 }) } });
    expect([timed.clock?.tick(1500), timed.clock?.fitted]).toEqual([{ type: 'tick', elapsedMs: 1500 }, false]);
    expect(isTick(timed, { type: 'tick', elapsedMs: 1500 })).toBe(true);
    expect(isTick(timed, { type: 'flip', seat: 0 })).toBe(false);
  });

  it("a game without records enters history with the platform's columns alone: its seats, its rounds, its clock", () => {
    const bare = defineGame(coinFlipDefinitionOf());
    expect(resultOf(bare, { seats }, started())).toEqual({ level: null, timer: 'untimed', players: 2, solitaire: false, rounds: 1, score: null, details: {} });
    expect(statsOf(bare)).toEqual({ dimensions: [], averages: [] });
  });

  it('an accepted action runs the game on, counts the action and keeps the generator in the state', () => {
    const s0 = started();
    const r = coinFlipModule.apply(s0, { type: 'flip', seat: 0 });
    expect(r.ok).toBe(true);
    const s1 = (r as { state: CoinFlipState }).state;
    expect([s1.actions, s1.flips, s1.turn]).toEqual([1, 1, 1]);
    expect(s1.rng).not.toEqual(s0.rng);
    // The state given is never changed, and the same action on it gives the same result (replays are exact).
    expect([s0.actions, s0.flips]).toEqual([0, 0]);
    expect(coinFlipModule.apply(s0, { type: 'flip', seat: 0 })).toEqual(r);
  });

  it('refuses without change: another game state, a malformed action, the rules\u2019 own refusal, and a bug in the rules', () => {
    const s0 = started();
    const before = JSON.stringify(s0);
    expect(coinFlipModule.apply({ kind: 'flatline' } as unknown as CoinFlipState, { type: 'flip', seat: 0 })).toMatchObject({ ok: false, refusal: { code: 'invalid-state', reason: 'That is not a coin flip game state.' } });
    expect(coinFlipModule.apply(s0, { type: 'flip', seat: 5 } as never)).toMatchObject({ ok: false, refusal: { code: 'invalid-action' } });
    expect(coinFlipModule.apply(s0, { type: 'flip', seat: 1 })).toMatchObject({ ok: false, refusal: { code: 'not-your-flip', params: { seat: 1 } } });
    expect(coinFlipModule.apply(s0, { type: 'jam' })).toMatchObject({ ok: false, refusal: { code: 'internal-error', reason: 'The rules engine failed on this action: the coin jammed' } });
    expect(JSON.stringify(s0)).toBe(before);
  });

  it('says whose action it is, for the services to check', () => {
    const s0 = started();
    expect(coinFlipModule.ownerOf(s0, { type: 'flip', seat: 1 })).toEqual({ seat: 1 });
    expect(coinFlipModule.ownerOf(s0, { type: 'tick', elapsedMs: 0 })).toBe('table');
  });

  it('plays a seeded game to its end, the same way every time', () => {
    const play = (seed: number) => {
      let s = coinFlipModule.start({ seats }, seed);
      while (coinFlipModule.status(s) === 'in-progress') {
        const r = coinFlipModule.apply(s, { type: 'flip', seat: s.turn % 2 });
        if (!r.ok) throw new Error(r.refusal.code);
        s = r.state;
      }
      return [coinFlipModule.status(s), s.flips, s.log.map((e) => e.code).join(' ')];
    };
    expect(play(3)).toEqual(['won', 5, 'tails tails heads heads heads']);
    expect(play(4)).toEqual(['won', 9, 'heads heads tails tails heads tails heads heads heads']);
  });

  it("keeps the deal and the generator out of the players' view, whatever the game's own view returns", () => {
    // A careless game whose view is its whole state, deal included.
    const careless = defineGame({ ...coinFlipDefinitionOf(), view: (s: CoinFlipState & { seed: string | number }) => s });
    const s0 = careless.start({ seats }, 'c0ffee00c0ffee00c0ffee00c0ffee00');
    expect(s0).toMatchObject({ seed: 'c0ffee00c0ffee00c0ffee00c0ffee00' });
    const view = careless.view(s0) as unknown as Record<string, unknown>;
    expect([('seed' in view), ('rng' in view), view.flips]).toEqual([false, false, 0]);
  });

  it('deals from 128 bits: each of them changes the deal; a typed number deals as it always did', () => {
    const deal = 'c0ffee00c0ffee00c0ffee00c0ffee00';
    const flips = (seed: string | number) => {
      let s = coinFlipModule.start({ seats }, seed);
      for (let i = 0; i < 8 && coinFlipModule.status(s) === 'in-progress'; i++) s = (coinFlipModule.apply(s, { type: 'flip', seat: i % 2 }) as { state: CoinFlipState }).state;
      return s.log.map((e) => e.code[0]).join('');
    };
    // The last bit and the first bit of the deal each give another game.
    expect(new Set([flips(deal), flips('c0ffee00c0ffee00c0ffee00c0ffee01'), flips('40ffee00c0ffee00c0ffee00c0ffee00')]).size).toBe(3);
    // 128 bits of state, none of them fixed.
    expect(seedRng(deal)).toHaveLength(4);
    expect(seedRng(deal)).not.toEqual(seedRng('c0ffee00c0ffee00c0ffee00c0ffee01'));
    expect(flips(4)).toBe('hhtththh');
  });
});

/** The coin flip as declared, with the deal kept in its state (as FLATLINE's is). */
function coinFlipDefinitionOf() {
  return {
    kind: 'coin-flip' as const,
    name: 'coin flip',
    setupSchema: coinFlipModule.setupSchema,
    actionSchema: coinFlipModule.actionSchema,
    isState: (value: unknown): value is CoinFlipState & { seed: string | number } => typeof value === 'object' && value !== null && (value as CoinFlipState).kind === 'coin-flip',
    deal: (setup: { seats: typeof seats }, seed: string | number) => ({ ...coinFlipModule.start(setup, seed), seed }),
    act: () => null,
    settle: () => undefined,
    ownerOf: () => 'table' as const,
    status: () => 'in-progress' as const,
    outcome: () => null,
    round: () => 1,
    legalPlaces: () => null,
    view: (s: CoinFlipState) => ({ flips: s.flips }),
    seats: (setup: { seats: typeof seats }) => setup.seats,
  };
}
