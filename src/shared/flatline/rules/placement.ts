import type { Refusal } from '../../refusal';
import type { DieSpace, LineSpec } from '../cards';
import type { DieState, TargetRef } from '../state';
import type { FlatlineTable } from '../view';
import { RECHARGING_STATIONS, stationSpacesInUse } from '../data/board';
import { refusal } from '../../refusal';
import { cardPlace, diceOn, lineSpec, targetSpaces } from './components';

/** Does a face fit a space (ignoring the match rule, which depends on the other dice)? */
export const faceFits = (space: DieSpace, face: string): boolean =>
  space.kind !== 'symbols' || (space.symbols as readonly string[]).includes(face);

/** Is the target on the board and open for dice? Same codes as a refused placement. */
export function checkTarget(s: FlatlineTable, target: TargetRef): Refusal | null {
  switch (target.kind) {
    case 'line': {
      const patient = s.patients[target.slot];
      if (!patient) return refusal('no-patient-there', `There is no patient in slot ${target.slot}.`, { slot: target.slot });
      if (!lineSpec(s, target.slot, target.line)) {
        return refusal('unknown-line', `That patient has no line ${target.line + 1}.`, { slot: target.slot, line: target.line });
      }
      if (patient.cleared[target.line]) {
        return refusal('line-already-cleared', 'That line already carries a cleared tile.', { slot: target.slot, line: target.line });
      }
      return null;
    }
    case 'card':
      if (!cardPlace(s, target.card)) return refusal('card-not-on-board', 'That card is not face up on the board.', { card: target.card });
      return null;
    case 'station':
      if (!RECHARGING_STATIONS[target.station]) return refusal('unknown-station', 'There are two recharging stations.', { station: target.station });
      if (s.locks.stations[target.station]) {
        return refusal('station-locked', 'A lock-down tile covers this recharging station this round.', { station: target.station });
      }
      if ((s.stationCubes[target.station] ?? 0) <= 0) {
        return refusal('station-has-no-cube', 'This recharging station has no power cube left to give.', { station: target.station });
      }
      return null;
  }
}

/** Who-rule of a line, checked as a die is added (refuses placements that make the line impossible). */
function checkWho(spec: LineSpec, spaceCount: number, placed: Map<number, DieState>, space: number, die: DieState): Refusal | null {
  const others = [...placed.entries()];
  switch (spec.who) {
    case 'one':
      if (others.some(([, d]) => d.seat !== die.seat)) {
        return refusal('line-one-player', 'One player treats this whole line alone.', { seat: die.seat });
      }
      return null;
    case 'two': {
      const split = spec.split ?? 1;
      const left = space < split;
      const sameSide = others.filter(([i]) => i < split === left);
      const otherSide = others.filter(([i]) => i < split !== left);
      if (sameSide.some(([, d]) => d.seat !== die.seat)) {
        return refusal('line-split-side-one-player', 'Each part of a split line is treated by one player.', { seat: die.seat });
      }
      if (otherSide.some(([, d]) => d.seat === die.seat)) {
        return refusal('line-split-different-players', 'The two parts of a split line need two different players.', { seat: die.seat });
      }
      return null;
    }
    case 'many':
      if (others.length === spaceCount - 1 && others.every(([, d]) => d.seat === die.seat)) {
        return refusal('line-needs-more-players', 'More than one player must treat this line.', { seat: die.seat });
      }
      return null;
    case 'all':
      if (others.some(([, d]) => d.seat === die.seat)) {
        return refusal('line-one-die-per-player', 'Every player places exactly one die on this line.', { seat: die.seat });
      }
      return null;
  }
}

/** Why a die may not go on a space right now, or null when it may. `apply` uses the same check. */
export function checkPlacement(s: FlatlineTable, dieId: string, target: TargetRef, space: number): Refusal | null {
  if (s.outcome !== 'in-progress') return refusal('game-over', 'The game is over.');
  if (s.pending) return refusal('decision-pending', 'A decision is waiting to be made first.', { kind: s.pending.kind });
  if (s.stop !== 'countdown') return refusal('not-countdown', 'Dice are placed during the countdown only.');
  const die = s.dice.find((d) => d.id === dieId);
  if (!die) return refusal('unknown-die', 'There is no such die at this table.', { die: dieId });
  if (die.at.kind !== 'tray' || !die.face) {
    return refusal('die-not-available', 'That die is not an unplaced rolled die.', { die: dieId });
  }
  const targetProblem = checkTarget(s, target);
  if (targetProblem) return targetProblem;
  const spaces = targetSpaces(s, target) ?? [];
  const spec = spaces[space];
  if (!spec || !Number.isInteger(space)) {
    return refusal('unknown-space', 'That space is not part of this target.', { space });
  }
  const placed = diceOn(s, target);
  if (placed.has(space)) return refusal('space-taken', 'A die already sits on that space.', { space });
  if (!faceFits(spec, die.face)) {
    const wanted = spec.kind === 'symbols' ? spec.symbols.join('/') : 'any';
    return refusal('placement-wrong-symbol', `That space needs ${wanted}, the die shows ${die.face}.`, { face: die.face, wanted });
  }
  if (spec.kind === 'match') {
    for (const [i, other] of placed) {
      if (spaces[i]?.kind === 'match' && other.face !== die.face) {
        return refusal('placement-must-match', `The matching spaces here already show ${other.face}.`, { face: die.face, wanted: other.face ?? '' });
      }
    }
  }
  if (target.kind === 'line') {
    const line = lineSpec(s, target.slot, target.line);
    if (line) return checkWho(line, spaces.length, placed, space, die);
  }
  return null;
}

/** A target is complete when every space holds a fitting die and its who-rule holds. */
export function targetComplete(s: FlatlineTable, target: TargetRef): boolean {
  if (checkTarget(s, target) && target.kind !== 'station') return false;
  const spaces = target.kind === 'station'
    ? (RECHARGING_STATIONS[target.station] ?? []).slice(0, stationSpacesInUse(s.players))
    : targetSpaces(s, target);
  if (!spaces) return false;
  const placed = diceOn(s, target);
  const matchFaces = new Set<string>();
  for (let i = 0; i < spaces.length; i++) {
    const die = placed.get(i);
    const spec = spaces[i];
    if (!die || !die.face || !spec || !faceFits(spec, die.face)) return false;
    if (spec.kind === 'match') matchFaces.add(die.face);
  }
  if (matchFaces.size > 1) return false;
  if (target.kind !== 'line') return true;
  const line = lineSpec(s, target.slot, target.line);
  if (!line) return false;
  const seats = (from: number, to: number) =>
    new Set([...placed.entries()].filter(([i]) => i >= from && i < to).map(([, d]) => d.seat));
  switch (line.who) {
    case 'one':
      return seats(0, spaces.length).size === 1;
    case 'two': {
      const split = line.split ?? 1;
      const left = seats(0, split);
      const right = seats(split, spaces.length);
      return left.size === 1 && right.size === 1 && [...left][0] !== [...right][0];
    }
    case 'many':
      return seats(0, spaces.length).size >= 2;
    case 'all':
      return seats(0, spaces.length).size === s.players;
  }
}
