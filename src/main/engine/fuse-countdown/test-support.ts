import { expect } from 'vitest';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import { dieColours } from '@shared/fuse-countdown/components';
import { fuseCountdownSetupSchema, baseQuota, type FuseCountdownSetupInput } from '@shared/fuse-countdown/setup';
import type { FuseCountdownState, PlacedDie } from '@shared/fuse-countdown/state';
import { seatRequired } from '@shared/fuse-countdown/rules/queries';
import { PLAYER_COLOURS } from '@shared/players';
import { fuseCountdownModule } from './index';
import { restoreRng } from '../core/random';
import { beginTurn } from './turn';

/** Helpers for tests that set up a table position by hand (the state is plain JSON). */

export const setupFor = (players: number, extra: Partial<FuseCountdownSetupInput> = {}) =>
  fuseCountdownSetupSchema.parse({
    seats: PLAYER_COLOURS.slice(0, players).map((colour, i) => ({ name: `P${i + 1}`, colour })),
    level: 'training',
    ...extra,
  });

/** A game as dealt: the table laid out, the roles dealt or being chosen, the clock standing. */
export function dealt(players: number, extra: Partial<FuseCountdownSetupInput> = {}, seed = 1): FuseCountdownState {
  return fuseCountdownModule.start(setupFor(players, extra), seed);
}

/** A game whose players said they are ready (roles dealt): the clock runs and the first turn is open. */
export function start(players: number, extra: Partial<FuseCountdownSetupInput> = {}, seed = 1): FuseCountdownState {
  const s = dealt(players, extra, seed);
  return s.phase === 'ready' ? play(s, { type: 'start' }) : s;
}

/** Removes a card id from wherever it is (deck, row, box, sparks, seats). */
function takeOut(s: FuseCountdownState, card: string): void {
  s.bombDeck = s.bombDeck.filter((c) => c !== card);
  s.row = s.row.filter((c) => c !== card);
  s.boxed = s.boxed.filter((c) => c !== card);
  s.sparkDeck = s.sparkDeck.filter((c) => c !== card);
  s.sparkDiscard = s.sparkDiscard.filter((c) => c !== card);
  for (const st of s.seats) {
    st.bombs = st.bombs.filter((c) => c.card !== card);
    st.sparks = st.sparks.filter((c) => c.card !== card);
  }
}

/** Puts exactly these bombs (and sparks) in front of a seat; the cards it held go back in the box. */
export function giveCards(s: FuseCountdownState, seat: number, bombs: string[], sparks: string[] = []): void {
  const st = s.seats[seat];
  if (!st) throw new Error('no seat');
  for (const c of st.bombs) s.boxed.push(c.card);
  for (const c of st.sparks) s.sparkDeck.push(c.card);
  st.bombs = [];
  st.sparks = [];
  for (const card of [...bombs, ...sparks]) takeOut(s, card);
  st.bombs = bombs.map((card) => ({ card, dice: [] }));
  st.sparks = sparks.map((card) => ({ card, dice: [] }));
}

/** Sets the face-up row (and optionally the deck top); cards come from wherever they were. */
export function setRow(s: FuseCountdownState, row: string[], deckTop: string[] = []): void {
  for (const card of [...row, ...deckTop]) takeOut(s, card);
  s.row = row;
  s.bombDeck = [...deckTop, ...s.bombDeck];
}

/** Puts dice on a card directly (as if placed earlier): [die, cell, face]. */
export function putDice(s: FuseCountdownState, seat: number, card: string, dice: [string, number, number][]): void {
  const c = s.seats[seat]?.bombs.find((x) => x.card === card) ?? s.seats[seat]?.sparks.find((x) => x.card === card);
  if (!c) throw new Error(`seat ${seat} has no ${card}`);
  for (const [die, cell, face] of dice) {
    s.bag = s.bag.filter((d) => d !== die);
    c.dice.push({ die, cell, face, shown: [...dieColours(die)] } satisfies PlacedDie);
  }
}

/** Step 2 with exactly these rolled dice ([die, face]); quotas as the rules give them. */
export function withRolled(s: FuseCountdownState, dice: [string, number][]): FuseCountdownState {
  s.bag = s.bag.filter((d) => !dice.some(([id]) => id === d));
  s.rolled = dice.map(([die, face]) => ({ die, face, colours: [...dieColours(die)], changed: null, flipped: false }));
  s.phase = 'distribute';
  s.quotas = s.seats.map((_, i) => (seatRequired(s, i) ? baseQuota(s.players) : 0));
  s.maxTake = [...s.quotas];
  for (const st of s.seats) st.taken = 0;
  return s;
}

/** Starts the turn again on a position set up by hand, as the engine does when the bag passes (locked cards are noted). */
export function startTurn(s: FuseCountdownState): FuseCountdownState {
  const ctx = { s, rng: restoreRng(s.rng) };
  beginTurn(ctx);
  s.rng = [...ctx.rng.getState()];
  return s;
}

/** Applies actions that must all be accepted; returns the last state. */
export function play(s: FuseCountdownState, ...actions: FuseCountdownAction[]): FuseCountdownState {
  let state = s;
  for (const a of actions) {
    const r = fuseCountdownModule.apply(state, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.refusal.code} ${r.refusal.reason}`);
    state = r.state;
  }
  return state;
}

/** Applies an action that must be refused with `code`, and checks the state did not change. */
export function refused(s: FuseCountdownState, action: FuseCountdownAction, code: string) {
  const before = JSON.stringify(s);
  const r = fuseCountdownModule.apply(s, action);
  expect(r.ok ? 'accepted' : r.refusal.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
  return r.ok ? null : r.refusal;
}

/** All 25 dice are somewhere: bag, rolled, or on a card. */
export function diceAccounted(s: FuseCountdownState): string[] {
  const onCards = s.seats.flatMap((st) => [...st.bombs, ...st.sparks].flatMap((c) => c.dice.map((d) => d.die)));
  return [...s.bag, ...s.rolled.map((r) => r.die), ...onCards].sort();
}

/** The five cards of `lockedHand`, as the engine lists them (seat order, bombs before sparks). */
export const LOCKED = ['bomb-32', 'bomb-13', 'bomb-20', 'bomb-06', 'spark-05'];

/**
 * A solo hand where all six dice that can be green (d17–d20, the yellow/green d24, the green/red d25)
 * sit on cards that each still need a green die: bomb-32 (its G3 cell), bomb-13 and bomb-20 (their G
 * cells), bomb-06 (its G cell); spark-05 needs a green die too. The deck and row are empty. `sparks`
 * are further sparks in front of the seat; the spark deck's top is `deckTop`. The clock is the printed
 * 10:00 unless `extra` says otherwise.
 */
export function lockedHand(extra: Partial<FuseCountdownSetupInput> = {}, sparks = ['spark-05'], deckTop: string[] = []): FuseCountdownState {
  const s = start(1, { roles: ['disposal-expert'], ...extra });
  giveCards(s, 0, ['bomb-32', 'bomb-13', 'bomb-20', 'bomb-06'], sparks);
  setRow(s, []);
  s.boxed.push(...s.bombDeck);
  s.bombDeck = [];
  s.sparkDeck = [...deckTop, ...s.sparkDeck.filter((c) => !deckTop.includes(c))];
  putDice(s, 0, 'bomb-32', [['d13', 0, 2], ['d17', 1, 1], ['d18', 2, 4], ['d19', 3, 5]]);
  putDice(s, 0, 'bomb-13', [['d25', 0, 2]]);
  putDice(s, 0, 'bomb-20', [['d20', 1, 2], ['d24', 2, 4]]);
  return s;
}
