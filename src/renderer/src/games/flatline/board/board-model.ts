// What the board draws, worked out from a FLATLINE state: pure functions, so they are tested without
// a browser. The engine stays the authority; these only describe the table.
import type { DieSpace, LineSpec } from '@shared/flatline/cards';
import { EMERGENCY_BY_ID } from '@shared/flatline/data/emergency-cards';
import { PATIENT_BY_ID } from '@shared/flatline/data/patient-cards';
import { RECHARGING_STATIONS, stationSpacesInUse } from '@shared/flatline/data/board';
import type { FlatlineLegalPlaces } from '@shared/flatline/legal-places';
import type { DieState, FlatlinePhase, TargetRef } from '@shared/flatline/state';
import type { FlatlineView } from '@shared/flatline/view';
import { legalPlacements, placementRefusal } from '@shared/flatline/rules/queries';
import type { RoundPhase } from '../rules/round-phases';
import type { SpaceRequirement } from '../pieces/symbols';

/** A stable string for a target: `line:<slot>:<line>`, `card:<id>`, `station:<n>`. */
export function targetKey(target: TargetRef): string {
  switch (target.kind) {
    case 'line':
      return `line:${target.slot}:${target.line}`;
    case 'card':
      return `card:${target.card}`;
    case 'station':
      return `station:${target.station}`;
  }
}

/**
 * Whether row two of the emergency area holds a card: until it does, the emergency area is one card
 * wide and the right column takes the room, with each tray on one line.
 */
export const emergencyRowTwoUsed = (table: Pick<FlatlineView, 'emergencyArea'>): boolean => (table.emergencyArea[1] ?? []).some((c) => c !== null);

/** A stable string for one die space of a target: `<target key>#<space>`. */
export const spaceKey = (target: TargetRef, space: number): string => `${targetKey(target)}#${space}`;

/** The engine's die space in the table kit's words (what SpaceIcon draws). */
export function requirementOf(space: DieSpace): SpaceRequirement {
  switch (space.kind) {
    case 'any':
      return { kind: 'any' };
    case 'match':
      return { kind: 'matching' };
    case 'symbols': {
      const [first, second] = space.symbols;
      if (first && second) return { kind: 'either', symbols: [first, second] };
      return { kind: 'symbol', symbol: first ?? 'red' };
    }
  }
}

/** The spaces a line offers at this table: an all-players line has one space per player. */
export function lineSpaces(line: LineSpec, players: number): DieSpace[] {
  if (line.who !== 'all') return line.spaces;
  const only = line.spaces[0] ?? { kind: 'any' as const };
  return Array.from({ length: players }, () => only);
}

/** Slot i of the dial is connected to its trigger space (i − diamond) mod 4. */
export const connectedTrigger = (slot: number, diamond: number): number => (((slot - diamond) % 4) + 4) % 4;

/** Each recharging station's five spaces, and whether this player count has to fill each one. */
export function stationSpaces(station: number, players: number): Array<{ space: DieSpace; counts: boolean }> {
  const inUse = stationSpacesInUse(players);
  return (RECHARGING_STATIONS[station] ?? []).map((space, index) => ({ space, counts: index < inUse }));
}

/** The round guide's letter for a phase; null once the game is over. */
export function phaseLetter(phase: FlatlinePhase): RoundPhase | null {
  return phase === 'game-over' ? null : (phase.charAt(0) as RoundPhase);
}

/** Milliseconds left on the clock; null for an untimed game. */
export function remainingMs(state: Pick<FlatlineView, 'setup' | 'countdown'>): number | null {
  const total = state.setup.timerSeconds;
  if (total === null) return null;
  return Math.max(0, total * 1000 - state.countdown.elapsedMs);
}

/** Where each placed die lies, by space key. */
export function diceBySpace(dice: readonly DieState[]): Map<string, DieState> {
  const out = new Map<string, DieState>();
  for (const die of dice) if (die.at.kind === 'space') out.set(spaceKey(die.at.target, die.at.space), die);
  return out;
}

/** What a refusal was about when another seat may have been quicker: a die, or a space (its key). */
export type Beaten = { die: string } | { space: string };

/**
 * The seat that got there first: whose die now lies where the refused die was wanted (placed, or
 * given to the re-roll track), or on the space that was wanted. Null when nobody took it.
 */
export function quickerSeat(dice: readonly DieState[], about: Beaten): number | null {
  if ('space' in about) return diceBySpace(dice).get(about.space)?.seat ?? null;
  const die = dice.find((d) => d.id === about.die);
  return die && (die.at.kind === 'space' || die.at.kind === 'reroll') ? die.seat : null;
}

/** A die space as the board lists it: what it asks for and which die (if any) sits there. */
export interface BoardSpace {
  key: string;
  target: TargetRef;
  index: number;
  space: DieSpace;
  die: DieState | null;
}

/**
 * Every die space on the board in reading order: emergency row one slots 1–6, row two, the stat
 * area, patients clockwise from slot 0 line by line, then the two stations. Keyboard placement
 * moves through legal spaces in this order.
 */
export function boardSpaces(state: FlatlineView): BoardSpace[] {
  const placed = diceBySpace(state.dice);
  const out: BoardSpace[] = [];
  const add = (target: TargetRef, spaces: readonly DieSpace[]) =>
    spaces.forEach((space, index) => {
      const key = spaceKey(target, index);
      out.push({ key, target, index, space, die: placed.get(key) ?? null });
    });
  for (const row of state.emergencyArea) {
    for (const card of row) if (card) add({ kind: 'card', card }, EMERGENCY_BY_ID.get(card)?.spaces ?? []);
  }
  for (const card of state.statArea) add({ kind: 'card', card }, EMERGENCY_BY_ID.get(card)?.spaces ?? []);
  state.patients.forEach((patient, slot) => {
    if (!patient) return;
    PATIENT_BY_ID.get(patient.card)?.lines.forEach((line, index) => {
      if (!patient.cleared[index]) add({ kind: 'line', slot, line: index }, lineSpaces(line, state.players));
    });
  });
  for (const station of [0, 1]) add({ kind: 'station', station }, stationSpaces(station, state.players).filter((s) => s.counts).map((s) => s.space));
  return out;
}

/**
 * The space keys a die may go to now. With main's legal places, exactly those; without them, the shared
 * placement rules (the same functions the engine checks with) work them out here.
 */
export function legalSpaces(state: FlatlineView, legalPlaces: FlatlineLegalPlaces | undefined, dieId: string | null): Set<string> {
  if (dieId === null || state.stop !== 'countdown' || state.pending) return new Set();
  const list = legalPlaces ? (legalPlaces.placements[dieId] ?? []) : legalPlacements(state, dieId);
  return new Set(list.map((h) => spaceKey(h.target, h.space)));
}

/** One card, line or station as a seat's device lists it: its spaces, some of them legal for the picked die. */
export interface PlaceGroup {
  key: string;
  target: TargetRef;
  spaces: BoardSpace[];
}

/**
 * The targets (cards, patient lines, stations) with at least one space in `legal`, in reading order,
 * each with all of its spaces: a phone lists these instead of drawing the whole table.
 */
export function placeGroups(state: FlatlineView, legal: ReadonlySet<string>): PlaceGroup[] {
  const groups = new Map<string, PlaceGroup>();
  for (const space of boardSpaces(state)) {
    const key = targetKey(space.target);
    const group = groups.get(key) ?? { key, target: space.target, spaces: [] };
    group.spaces.push(space);
    groups.set(key, group);
  }
  return [...groups.values()].filter((g) => g.spaces.some((s) => legal.has(s.key)));
}

/** Why this die cannot go on this space right now (the engine's own check), or null when it can. */
export const placementProblem = (state: FlatlineView, dieId: string, target: TargetRef, space: number) =>
  placementRefusal(state, dieId, target, space);

/** The next key in `order` after `current` (wrapping), moving by `delta`; the first when current is absent. */
export function stepThrough(order: readonly string[], current: string | null, delta: number): string | null {
  if (order.length === 0) return null;
  const at = current === null ? -1 : order.indexOf(current);
  if (at < 0) return delta >= 0 ? (order[0] ?? null) : (order[order.length - 1] ?? null);
  return order[(((at + delta) % order.length) + order.length) % order.length] ?? null;
}

/** Unplaced rolled dice of one seat, in die order. */
export const trayDice = (state: FlatlineView, seat: number): DieState[] =>
  state.dice.filter((d) => d.seat === seat && d.at.kind === 'tray');

/** What the win and loss screens sum up. */
export interface GameSummaryView {
  rounds: number;
  treated: number;
  patients: number;
  cubesLeft: number;
  xArea: number;
  triageUsed: number;
  emergenciesCleared: number;
}

export function summarise(state: FlatlineView): GameSummaryView {
  const count = (code: string) => state.log.filter((e) => e.code === code).length;
  return {
    rounds: state.round,
    treated: state.patientsTreated.length,
    patients: state.patientsTotal,
    cubesLeft: state.meter.cubes,
    xArea: state.xArea.length,
    triageUsed: count('triage-used'),
    emergenciesCleared: count('emergency-cleared'),
  };
}

/** The dice a seat may re-roll when `sacrifice` goes to the track (the sacrificed die cannot be re-rolled). */
export const rerollable = (state: FlatlineView, seat: number, sacrifice: string | null): DieState[] =>
  trayDice(state, seat).filter((d) => d.id !== sacrifice);
