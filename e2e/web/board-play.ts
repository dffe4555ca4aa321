// Helpers for the board's end-to-end tests (not a spec): call the HTTP API, and plan a first round
// with the rules engine in Node so a fixed seed is known to offer every move the tests make.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { flatlineModule, legalPlacements, usableTriageCards } from '../../src/main/engine/flatline';
import { completeWith } from '../../src/main/engine/flatline/bot/assignment';
import { greedyAction } from '../../src/main/engine/flatline/bot/greedy';
import type { FlatlineAction, TargetInput } from '../../src/shared/flatline/actions';
import { flatlineSetupSchema, type FlatlineSetupInput, type FlatlineSetup } from '../../src/shared/flatline/setup';
import type { FlatlineState } from '../../src/shared/flatline/state';
import type { FlatlineTable } from '../../src/shared/flatline/view';
import type { GameDetailOf } from '../../src/shared/games';
import type { GameFile } from '../../src/shared/saves';
import { api } from '../support/host-api';

/** The games these helpers play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

/** Ada and Bruno at the standard level with no clock: the table most board tests sit at. */
export const ADA_AND_BRUNO: FlatlineSetup = flatlineSetupSchema.parse({
  seats: [
    { name: 'Ada', colour: 'red' },
    { name: 'Bruno', colour: 'blue' },
  ],
  level: 'standard',
  timerSeconds: null,
});

/** A game's first countdown in the engine: the dice the host will roll for this setup and seed. */
export function firstCountdown(setup: FlatlineSetup, seed: number): FlatlineState {
  const r = flatlineModule.apply(flatlineModule.start(setup, seed), { type: 'advance' });
  if (!r.ok) throw new Error(r.refusal.code);
  return r.state;
}

export { api };

export const createGame = (request: APIRequestContext, url: string, setup: FlatlineSetupInput, seed: number) =>
  api<GameDetail>(request, url, 'createGame', { kind: 'flatline', setup, seed });

export const act = (request: APIRequestContext, url: string, id: string, action: FlatlineAction) =>
  api<GameDetail>(request, url, 'act', { kind: 'flatline', id, action });

/**
 * The full state of a game (deck order and generator included), which the host never sends: the
 * game's exported file replayed here, so a test can know in advance what a roll will give.
 */
export async function fullState(request: APIRequestContext, url: string, id: string): Promise<FlatlineState> {
  const exported = await api<{ text: string }>(request, url, 'exportGame', { id });
  const file = JSON.parse(exported.text) as GameFile;
  let s = flatlineModule.start(file.game.setup as FlatlineSetup, file.game.seed);
  for (const logged of file.actions) s = apply(s, logged.action as FlatlineAction);
  return s;
}

/** A space key as the board writes it in data-space. */
export function spaceKey(target: TargetInput, space: number): string {
  const t = target.kind === 'line' ? `line:${target.slot}:${target.line}` : target.kind === 'card' ? `card:${target.card}` : `station:${target.station}`;
  return `${t}#${space}`;
}

function apply(s: FlatlineState, action: FlatlineAction): FlatlineState {
  const r = flatlineModule.apply(s, action);
  if (!r.ok) throw new Error(`${action.type} refused: ${r.refusal.code}`);
  return r.state;
}

export interface Placement {
  die: string;
  target: TargetInput;
  space: number;
}

/** What the whole-first-round test does, worked out in advance for one seed. */
export interface RoundOnePlan {
  seed: number;
  line: Placement;
  card: Placement;
  station: Placement;
  /** Dice that clear the round's stat card, so a triage card is there in round 2. */
  stat: Placement[];
  sacrifice: string;
  rerollSeat: number;
  rerolled: string[];
  /** The triage card usable at the start of round 2. */
  triage: string;
  /** Where the diamond points once the dial has turned. */
  diamondAfter: number;
}

const firstHint = (s: FlatlineState, used: Set<string>, kind: (t: TargetInput) => boolean): Placement | null => {
  for (const die of s.dice) {
    if (die.at.kind !== 'tray' || !die.face || used.has(die.id)) continue;
    const hit = legalPlacements(s, die.id).find((h) => kind(h.target));
    if (hit) return { die: die.id, target: hit.target, space: hit.space };
  }
  return null;
};

/** Tries one seed: every move of the round-one test must be legal and round 2 must open with a usable triage card. */
export function planRoundOne(setup: FlatlineSetup, seed: number): RoundOnePlan | null {
  let s = flatlineModule.start(setup, seed);
  if (s.stop !== 'planning' || s.statArea.length === 0) return null;
  s = apply(s, { type: 'advance' });
  const used = new Set<string>();
  const stat = s.statArea[0]!;
  const fill = completeWith(s, { kind: 'card', card: stat }, s.dice.filter((d) => d.at.kind === 'tray' && !!d.face));
  if (!fill) return null;
  const statMoves = fill.moves.map((m) => ({ die: m.die, target: { kind: 'card' as const, card: stat }, space: m.space }));
  for (const m of statMoves) {
    s = apply(s, { type: 'place', ...m });
    used.add(m.die);
  }
  const emergencyCards = new Set(s.emergencyArea.flat().filter((c): c is string => !!c));
  const line = firstHint(s, used, (t) => t.kind === 'line');
  if (!line) return null;
  s = apply(s, { type: 'place', ...line });
  const card = firstHint(s, used, (t) => t.kind === 'card' && emergencyCards.has(t.card));
  if (!card) return null;
  s = apply(s, { type: 'place', ...card });
  const station = firstHint(s, used, (t) => t.kind === 'station');
  if (!station) return null;
  s = apply(s, { type: 'place', ...station });
  // The board's re-roll panel: the sacrificed die's own player re-rolls all their other unplaced dice.
  const tray = s.dice.filter((d) => d.at.kind === 'tray');
  const sacrifice = tray.find((d) => tray.some((o) => o.seat === d.seat && o.id !== d.id));
  if (!sacrifice) return null;
  const rerolled = tray.filter((d) => d.seat === sacrifice.seat && d.id !== sacrifice.id).map((d) => d.id);
  s = apply(s, { type: 'reroll', seat: sacrifice.seat, dice: rerolled, sacrifice: sacrifice.id });
  if (s.stop !== 'countdown') return null;
  s = apply(s, { type: 'done' });
  if (s.pending || s.round !== 2 || s.stop !== 'round-start') return null;
  const triage = usableTriageCards(s)[0];
  if (!triage) return null;
  return { seed, line, card, station, stat: statMoves, sacrifice: sacrifice.id, rerollSeat: sacrifice.seat, rerolled, triage, diamondAfter: s.diamond };
}

export function findRoundOnePlan(setup: FlatlineSetup, seeds: Iterable<number>): RoundOnePlan {
  for (const seed of seeds) {
    const plan = planRoundOne(setup, seed);
    if (plan) return plan;
  }
  throw new Error('No seed in the list offers a whole first round with every kind of move; widen the list.');
}

/** Plays a game through the API with the reference greedy bot until `done` says so (or it ends). */
export async function playThroughApi(
  request: APIRequestContext,
  url: string,
  game: GameDetail,
  stopWhen: (s: FlatlineTable) => boolean,
  maxActions = 3000,
): Promise<GameDetail> {
  let current = game;
  for (let i = 0; i < maxActions && current.state.outcome === 'in-progress' && !stopWhen(current.state); i++) {
    current = await act(request, url, current.id, greedyAction(current.state));
  }
  return current;
}

/** Plays greedily until the game ends or the next round's planning (the rest of a round). */
/** Whether the bot ends this countdown by pressing Done while some die is still unplaced. */
function endsWithDone(s: FlatlineState): boolean {
  for (let i = 0; i < 500 && s.stop === 'countdown'; i++) {
    const action = greedyAction(s);
    if (action.type === 'done') return true;
    s = apply(s, action);
  }
  return false;
}

function finishRound(s: FlatlineState): FlatlineState {
  for (let i = 0; i < 500 && s.outcome === 'in-progress' && !(s.stop === 'planning' && !s.pending); i++) s = apply(s, greedyAction(s));
  return s;
}

/**
 * A seed whose game ends in `outcome` within one round played from its planning step, and that
 * round. For a win the greedy bot places the dice and presses Done with a die left; for a loss
 * nobody places any (start the countdown, press Done). The rest of the round follows the bot's choices. Played in the engine
 * alone, so the API and the board replay it exactly.
 */
export function findEnding(setup: FlatlineSetup, seeds: Iterable<number>, outcome: 'won' | 'lost'): { seed: number; round: number } {
  for (const seed of seeds) {
    let s = flatlineModule.start(setup, seed);
    for (let i = 0; i < 3000 && s.outcome === 'in-progress'; i++) {
      if (s.stop === 'planning' && !s.pending) {
        const trial = outcome === 'lost' ? finishRound(apply(apply(s, { type: 'advance' }), { type: 'done' })) : finishRound(apply(s, { type: 'advance' }));
        // A win's last countdown must end with the players pressing Done (not with every die placed),
        // since the test presses it at the board.
        if (trial.outcome === outcome && (outcome === 'lost' || endsWithDone(apply(s, { type: 'advance' })))) return { seed, round: s.round };
        if (trial.outcome !== 'in-progress') break;
      }
      s = apply(s, greedyAction(s));
    }
  }
  throw new Error(`No seed in the list ends ${outcome} the way the test needs; widen the list.`);
}

export { expect };

/**
 * A first countdown whose every die finds a place, as a keyboard player would play it: the
 * greedy bot's placements while it places, then each remaining die on its first legal space. The
 * round's dice all land, so the countdown ends by itself and the round resolves.
 */
export function planEveryDiePlaced(setup: FlatlineSetup, seeds: Iterable<number>): { seed: number; placements: Placement[] } {
  for (const seed of seeds) {
    let s: FlatlineState;
    try {
      s = firstCountdown(setup, seed);
    } catch {
      continue;
    }
    const placements: Placement[] = [];
    let greedy = true;
    while (s.stop === 'countdown' && !s.pending) {
      let action = greedy ? greedyAction(s) : null;
      if (action?.type !== 'place') {
        greedy = false;
        const die = s.dice.find((d) => d.at.kind === 'tray' && d.face && legalPlacements(s, d.id).length > 0);
        const hit = die ? legalPlacements(s, die.id)[0] : undefined;
        if (!die || !hit) break;
        action = { type: 'place', die: die.id, target: hit.target, space: hit.space };
      }
      placements.push({ die: action.die, target: action.target, space: action.space });
      s = apply(s, action);
    }
    if (s.stop !== 'countdown' && s.outcome === 'in-progress') return { seed, placements };
  }
  throw new Error('No seed in the list lets every die of the first countdown land; widen the list.');
}
