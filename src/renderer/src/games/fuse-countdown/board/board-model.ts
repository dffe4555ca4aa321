// What FUSE: Countdown's board derives from the game's view: pure functions, tested beside this file.
import { DICE, cardById, dieColours, type CardInPlay, type Colour, type RoleId } from '@shared/fuse-countdown';
import type { Placement } from '@shared/fuse-countdown/rules/queries';
import type { FuseCountdownLegalPlaces, FuseCountdownView } from '@shared/fuse-countdown/view';

/** Every legal target of a die in board order (seat, card, cell): the keyboard walks through these. */
export function legalTargets(legalPlaces: FuseCountdownLegalPlaces | undefined, die: string | null): string[] {
  if (!legalPlaces || die === null) return [];
  return legalPlaces.placements.filter((p) => p.die === die).map((p) => cellKey(p.card, p.cell));
}

export const cellKey = (card: string, cell: number): string => `${card}#${cell}`;

/** The card and cell a cell key names, or null for any other anchor (`tray`, `seat-1`). */
export function cellOfKey(key: string): { card: string; cell: number } | null {
  const at = key.lastIndexOf('#');
  if (at < 0) return null;
  const cell = Number(key.slice(at + 1));
  return Number.isInteger(cell) ? { card: key.slice(0, at), cell } : null;
}

/** The legal placements of one die, card by card (the cells the board lights). */
export function litByCard(legalPlaces: FuseCountdownLegalPlaces | undefined, die: string | null): ReadonlyMap<string, ReadonlySet<number>> {
  const lit = new Map<string, Set<number>>();
  if (!legalPlaces || die === null) return lit;
  for (const p of legalPlaces.placements) {
    if (p.die !== die) continue;
    const cells = lit.get(p.card) ?? new Set<number>();
    cells.add(p.cell);
    lit.set(p.card, cells);
  }
  return lit;
}

/** Whether two deliveries' legal placements are the same (a clock tick changes none of them). */
export function samePlacements(a: readonly Placement[], b: readonly Placement[]): boolean {
  return a.length === b.length && a.every((p, i) => {
    const q = b[i]!;
    return p.seat === q.seat && p.die === q.die && p.card === q.card && p.cell === q.cell;
  });
}

/**
 * The cells the keyboard walks through with a die picked, in board order (seat, card, cell): the lit
 * ones, or, with the assist off, every slot of every card in front of the seats.
 */
export function keyboardTargets(s: Pick<FuseCountdownView, 'seats'>, legalPlaces: FuseCountdownLegalPlaces | undefined, die: string, assist: boolean): string[] {
  if (assist) return legalTargets(legalPlaces, die);
  return s.seats.flatMap((st) => [...st.bombs, ...st.sparks].flatMap((c) => (cardById(c.card)?.cells ?? []).map((_, cell) => cellKey(c.card, cell))));
}

/** The target one step on (1) or back (-1) from `at` in `order`, round the end; null when there is none. */
export function stepThrough(order: readonly string[], at: string, step: 1 | -1): string | null {
  if (order.length === 0) return null;
  const i = order.indexOf(at);
  return order[(i + step + order.length) % order.length]!;
}

/** The seat holding a card in play, or -1. */
export function ownerOf(s: FuseCountdownView, card: string): number {
  return s.seats.findIndex((st) => st.bombs.some((c) => c.card === card) || st.sparks.some((c) => c.card === card));
}

/** The bag's dice by kind, in a fixed order (the five colours, then the split dice), with their counts. */
export function bagKinds(s: FuseCountdownView): { kind: string; colours: Colour[]; count: number }[] {
  const kinds: string[] = [];
  for (const d of DICE) {
    const kind = d.colours.join('/');
    if (!kinds.includes(kind)) kinds.push(kind);
  }
  return kinds.map((kind) => ({ kind, colours: kind.split('/') as Colour[], count: s.bagCounts[kind] ?? 0 }));
}

export const bagTotal = (s: FuseCountdownView): number => Object.values(s.bagCounts).reduce((a, b) => a + b, 0);

/** The leader's role when its ability is on (a fuse card may have switched it off). */
export function activeLeaderRole(s: FuseCountdownView): RoleId | null {
  const st = s.seats[s.leader];
  return st && st.roleActive ? st.role : null;
}

/** What the leader's ability offers right now: the moment decides which buttons light up. */
export interface AbilityOffer {
  /** Before the draw: the colour or number the leader may name. */
  name: 'colour' | 'number' | null;
  /** On rolled dice, before the first is taken. */
  changeColour: boolean;
  changeNumber: boolean;
  flip: boolean;
  /** Rerolls left (0 when none). */
  rerolls: number;
  /** The Logistics Specialist may put a die back (its quota one smaller) or take one more. */
  returnDie: boolean;
  extraDie: boolean;
}

/** Nothing offered: no ability at this moment, or a bot leads (its ability is its own). */
export const NO_ABILITY: AbilityOffer = { name: null, changeColour: false, changeNumber: false, flip: false, rerolls: 0, returnDie: false, extraDie: false };

export function abilityOffer(s: FuseCountdownView): AbilityOffer {
  const role = activeLeaderRole(s);
  const none = NO_ABILITY;
  if (s.outcome || s.pending) return none;
  if (s.phase === 'roll') return { ...none, name: role === 'cutter' ? 'colour' : role === 'operations-engineer' ? 'number' : null };
  if (s.phase !== 'distribute') return none;
  const leader = s.seats[s.leader];
  const logistics = role === 'logistics-specialist' && !!leader && (s.quotas[s.leader] ?? 0) > 0;
  const open = !s.ability.closed;
  const wild = (role === 'cutter' || role === 'operations-engineer') && s.ability.named !== null;
  return {
    name: null,
    changeColour: open && (wild || (role === 'technologist' && !s.ability.changeUsed)),
    changeNumber: open && (wild || (role === 'equipment-technician' && !s.ability.changeUsed)),
    flip: open && role === 'disposal-expert',
    rerolls: open && role === 'explosives-instructor' ? 3 - s.ability.rerolls : 0,
    returnDie: logistics && s.ability.logistics === null && !!leader && leader.taken < (s.quotas[s.leader] ?? 0),
    extraDie: logistics && !!leader && leader.taken < (s.maxTake[s.leader] ?? 0),
  };
}

/** Whether a rolled die qualifies for the Cutter's or Operations Engineer's named colour or number. */
export function qualifiesForNamed(s: FuseCountdownView, die: string): boolean {
  const named = s.ability.named;
  const rolled = s.rolled.find((r) => r.die === die);
  if (!named || !rolled) return false;
  // As the engine reads it: a named colour by any of the die's own colours, a named number by its face.
  return 'colour' in named ? dieColours(die).includes(named.colour) : rolled.face === named.number;
}

/** Dice placed during the current turn (each seat's dice taken this turn, drawn apart on its cards). */
export function placedThisTurn(s: FuseCountdownView): Set<string> {
  return new Set(s.log.filter((e) => e.turn === s.turn && e.code === 'die-placed').map((e) => String(e.params.die)));
}

/** What a refusal was about when another seat may have been quicker: a rolled die, or a slot. */
export type Beaten = { die: string } | { card: string; cell: number };

/**
 * The seat that got there first this turn: the one that placed the refused die, or put a die on the
 * refused slot (the log's own record). Null when nobody did this turn.
 */
export function quickerSeat(s: Pick<FuseCountdownView, 'log' | 'turn'>, about: Beaten): number | null {
  for (let i = s.log.length - 1; i >= 0; i--) {
    const e = s.log[i]!;
    if (e.turn !== s.turn) break;
    if (e.code !== 'die-placed' || typeof e.params.seat !== 'number') continue;
    if ('die' in about ? e.params.die === about.die : e.params.card === about.card && e.params.cell === about.cell) return e.params.seat;
  }
  return null;
}

/** Fuse cards activated this turn, in order: the row shows them with their effect. */
export function fusesThisTurn(s: FuseCountdownView): string[] {
  return s.log.filter((e) => e.turn === s.turn && e.code === 'fuse-activated').map((e) => String(e.params.fuse));
}

export const colourLetter: Record<Colour, string> = { red: 'R', blue: 'B', black: 'K', yellow: 'Y', green: 'G' };

/** The set with `item` added, or taken out when it was in (a new set: the board's sets are replaced whole). */
export function toggled<T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> {
  return set.has(item) ? new Set([...set].filter((x) => x !== item)) : new Set([...set, item]);
}

/** The set without what `keep` refuses; the same set when nothing goes. */
export function keptOnly<T>(set: ReadonlySet<T>, keep: (item: T) => boolean): ReadonlySet<T> {
  return [...set].every(keep) ? set : new Set([...set].filter(keep));
}

/** The cells of a card holding one of the dice a decision offers. */
export function cellsHolding(c: CardInPlay, dice: readonly string[]): ReadonlySet<number> {
  return new Set(c.dice.filter((d) => dice.includes(d.die)).map((d) => d.cell));
}
