import type { Seed } from '@shared/seed';
import { BOMB_IDS, FUSE_IDS, SPARK_IDS, cardById } from '@shared/fuse-countdown/data';
import { DIE_IDS, ROLES } from '@shared/fuse-countdown/components';
import {
  BOMB_DECK_SIZE,
  clockLimitMs,
  fuseCount,
  handSize,
  type FuseCountdownSetup,
} from '@shared/fuse-countdown/setup';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { restoreRng, seedRng, shuffle } from '../core/random';
import type { Ctx } from './context';
import { log } from './context';

const points = (id: string) => cardById(id)?.points ?? 0;

/**
 * A legal starting combination (setup step 3): a first card worth 4–6 needs a second worth 1–3;
 * solo, the four cards show at least three different values.
 */
export function legalStart(hand: readonly string[], players: number): boolean {
  if (players === 1) return new Set(hand.map(points)).size >= 3;
  const [a = '', b = ''] = hand;
  return !(points(a) >= 4 && points(b) > 3);
}

/** Which card of an illegal hand is replaced next: the second card, or solo the last of a repeated value. */
function cardToReplace(hand: readonly string[], players: number): number {
  if (players !== 1) return 1;
  const values = hand.map(points);
  for (let i = hand.length - 1; i >= 0; i--) if (values.indexOf(values[i] ?? 0) !== i) return i;
  return hand.length - 1;
}

/** Builds the state before the first turn (setup steps 1–6) from the setup and the seed. */
export function startGame(setup: FuseCountdownSetup, seed: Seed): FuseCountdownState {
  const players = setup.seats.length;
  const rng = restoreRng(seedRng(seed));
  const roles = Array.isArray(setup.roles) ? setup.roles : setup.roles === 'dealt' ? shuffle(rng, ROLES).slice(0, players) : null;
  const size = BOMB_DECK_SIZE[players]?.[setup.level] ?? 0;
  const shuffled = shuffle(rng, BOMB_IDS);
  let deck = shuffled.slice(0, size);
  const boxed = shuffled.slice(size);
  const hands: string[][] = [];
  const setAside: string[] = [];
  for (let seat = 0; seat < players; seat++) {
    const hand = deck.slice(0, handSize(players));
    deck = deck.slice(handSize(players));
    // Deal new cards until the combination is legal; replaced cards go back into the deck afterwards.
    for (let guard = 0; !legalStart(hand, players) && deck.length > 0 && guard < 60; guard++) {
      const i = cardToReplace(hand, players);
      setAside.push(hand[i] ?? '');
      hand[i] = deck.shift() ?? '';
    }
    hands.push(hand);
  }
  deck = shuffle(rng, [...deck, ...setAside]);
  const row = deck.slice(0, 5);
  deck = deck.slice(5);
  const fuses = fuseCount(setup);
  if (fuses > 0) deck = shuffle(rng, [...deck, ...shuffle(rng, FUSE_IDS).slice(0, fuses)]);
  const sparkDeck = shuffle(rng, SPARK_IDS);
  const s: FuseCountdownState = {
    version: 1,
    kind: 'fuse-countdown',
    setup,
    players,
    fuses,
    rng: [],
    turn: 1,
    leader: setup.firstLeader,
    phase: roles ? 'ready' : 'roles',
    bag: [...DIE_IDS],
    rolled: [],
    ability: { named: null, changeUsed: false, rerolls: 0, logistics: null, closed: false },
    quotas: new Array<number>(players).fill(0),
    maxTake: new Array<number>(players).fill(0),
    bombDeck: deck,
    row,
    boxed,
    scorePile: [],
    faceDown: [],
    fuseDiscard: [],
    sparkDeck,
    sparkDiscard: [],
    seats: hands.map((hand, i) => ({ role: roles?.[i] ?? null, roleActive: true, bombs: hand.map((card) => ({ card, dice: [] })), sparks: [], taken: 0 })),
    rollSix: null,
    pending: roles ? null : { kind: 'choose-role', seat: setup.firstLeader, source: 'setup', options: [...ROLES] },
    queue: [],
    clock: { limitMs: clockLimitMs(setup), elapsedMs: 0, stoppedAtMs: null },
    locked: [],
    lostCause: false,
    outcome: null,
    stats: { bombsDefused: 0, bombPoints: 0, sparksDefused: 0, fusesActivated: 0, sparksDrawn: 0, turnsPlayed: 0 },
    log: [],
    actions: 0,
  };
  const ctx: Ctx = { s, rng };
  log(ctx, 'game-set-up', { players, level: setup.level, fuses, deck: size, replaced: setAside.length });
  s.rng = [...rng.getState()];
  return s;
}
