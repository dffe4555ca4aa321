import type { DieSpace } from '../cards';
import type { DieState, TargetRef } from '../state';
import type { FlatlineTable } from '../view';
import { RECHARGING_STATIONS, stationSpacesInUse } from '../data/board';
import { cardPlace, diceOn, lineSpec, patientCard, targetSpaces } from './components';
import { checkPlacement, checkTarget, targetComplete } from './placement';
import { checkTriageUse, usableTriageCards } from './triage-check';

/** Pure queries for the board and for bots. */
export { checkPlacement as placementRefusal, checkTriageUse as triageRefusal, usableTriageCards, targetComplete };

/** Every target on the board right now: patient lines, emergency and stat cards, stations. */
export function allTargets(s: FlatlineTable): TargetRef[] {
  const out: TargetRef[] = [];
  s.patients.forEach((p, slot) => {
    if (!p) return;
    (patientCard(p.card)?.lines ?? []).forEach((_, line) => {
      if (!p.cleared[line]) out.push({ kind: 'line', slot, line });
    });
  });
  for (const card of s.statArea) out.push({ kind: 'card', card });
  for (const row of s.emergencyArea) for (const card of row) if (card) out.push({ kind: 'card', card });
  out.push({ kind: 'station', station: 0 }, { kind: 'station', station: 1 });
  return out;
}

/** Where a die may go right now (empty during anything but the countdown). */
export function legalPlacements(s: FlatlineTable, dieId: string): Array<{ target: TargetRef; space: number }> {
  const out: Array<{ target: TargetRef; space: number }> = [];
  for (const target of allTargets(s)) {
    const spaces = targetSpaces(s, target) ?? [];
    for (let space = 0; space < spaces.length; space++) {
      if (checkPlacement(s, dieId, target, space) === null) out.push({ target, space });
    }
  }
  return out;
}

export interface TargetNeeds {
  /** Why nothing can go there at all (locked station, cleared line...), or null. */
  closed: { code: string; reason: string } | null;
  who: 'one' | 'two' | 'many' | 'all' | 'anyone';
  spaces: Array<{ index: number; space: DieSpace; die: DieState | null; side?: 'left' | 'right' }>;
  missing: number;
  complete: boolean;
  /** Seats that may still place a die here under the line's who-rule. */
  seatsWhoMayPlace: number[];
}

/** What a line, card or station still needs and from whom. */
export function targetNeeds(s: FlatlineTable, target: TargetRef): TargetNeeds | undefined {
  const spaces =
    target.kind === 'station'
      ? (RECHARGING_STATIONS[target.station] ?? []).slice(0, stationSpacesInUse(s.players))
      : target.kind === 'card' && !cardPlace(s, target.card)
        ? undefined
        : targetSpaces(s, target);
  if (!spaces) return undefined;
  const placed = diceOn(s, target);
  const spec = target.kind === 'line' ? lineSpec(s, target.slot, target.line) : undefined;
  const closed = checkTarget(s, target);
  const seats = Array.from({ length: s.players }, (_, i) => i);
  const owners = [...placed.values()].map((d) => d.seat);
  let mayPlace = seats;
  if (spec?.who === 'one' && owners.length > 0) mayPlace = [owners[0] ?? 0];
  if (spec?.who === 'all') mayPlace = seats.filter((seat) => !owners.includes(seat));
  const missing = spaces.length - placed.size;
  if (spec?.who === 'many' && missing === 1 && new Set(owners).size === 1) mayPlace = seats.filter((seat) => seat !== owners[0]);
  if (closed || missing === 0) mayPlace = [];
  return {
    closed: closed ? { code: closed.code, reason: closed.reason } : null,
    who: spec?.who ?? 'anyone',
    spaces: spaces.map((space, index) => ({
      index,
      space,
      die: placed.get(index) ?? null,
      ...(spec?.who === 'two' ? { side: index < (spec.split ?? 1) ? ('left' as const) : ('right' as const) } : {}),
    })),
    missing,
    complete: targetComplete(s, target),
    seatsWhoMayPlace: mayPlace,
  };
}
