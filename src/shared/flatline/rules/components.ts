import type { DieSpace, EmergencyCard, LineSpec, PatientCard } from '../cards';
import { PATIENT_BY_ID } from '../data/patient-cards';
import { EMERGENCY_BY_ID } from '../data/emergency-cards';
import { RECHARGING_STATIONS, stationSpacesInUse } from '../data/board';
import type { TargetRef } from '../state';
import type { FlatlineTable } from '../view';

/** Looks up the printed components a state refers to by id. */
export const patientCard = (id: string): PatientCard | undefined => PATIENT_BY_ID.get(id);
export const emergencyCard = (id: string): EmergencyCard | undefined => EMERGENCY_BY_ID.get(id);

/** The die spaces a line offers at this table: an all-players line has one space per player. */
export function lineSpaces(line: LineSpec, players: number): DieSpace[] {
  if (line.who === 'all') {
    const only = line.spaces[0] ?? { kind: 'any' as const };
    return Array.from({ length: players }, () => only);
  }
  return line.spaces;
}

export function lineSpec(s: FlatlineTable, slot: number, line: number): LineSpec | undefined {
  const patient = s.patients[slot];
  if (!patient) return undefined;
  return patientCard(patient.card)?.lines[line];
}

/** Where an emergency card lies on the board, if it does. */
export function cardPlace(
  s: FlatlineTable,
  card: string,
): { area: 'emergency'; row: number; slot: number } | { area: 'stat' } | undefined {
  for (let row = 0; row < s.emergencyArea.length; row++) {
    const slot = s.emergencyArea[row]?.indexOf(card) ?? -1;
    if (slot >= 0) return { area: 'emergency', row, slot };
  }
  if (s.statArea.includes(card)) return { area: 'stat' };
  return undefined;
}

/** The spaces a target offers right now, or undefined when the target is not on the board. */
export function targetSpaces(s: FlatlineTable, target: TargetRef): DieSpace[] | undefined {
  switch (target.kind) {
    case 'line': {
      const spec = lineSpec(s, target.slot, target.line);
      return spec ? lineSpaces(spec, s.players) : undefined;
    }
    case 'card':
      return cardPlace(s, target.card) ? emergencyCard(target.card)?.spaces : undefined;
    case 'station':
      return RECHARGING_STATIONS[target.station]?.slice(0, stationSpacesInUse(s.players));
  }
}

export const sameTarget = (a: TargetRef, b: TargetRef): boolean => {
  if (a.kind === 'line' && b.kind === 'line') return a.slot === b.slot && a.line === b.line;
  if (a.kind === 'card' && b.kind === 'card') return a.card === b.card;
  if (a.kind === 'station' && b.kind === 'station') return a.station === b.station;
  return false;
};

/** The dice on a target, by space index. */
export function diceOn(s: FlatlineTable, target: TargetRef): Map<number, FlatlineTable['dice'][number]> {
  const out = new Map<number, FlatlineTable['dice'][number]>();
  for (const die of s.dice) {
    if (die.at.kind === 'space' && sameTarget(die.at.target, target)) out.set(die.at.space, die);
  }
  return out;
}

/** Trigger index connected to a slot: with the diamond at d, slot i meets its space (i − d) mod 4. */
export const connectedTrigger = (s: FlatlineTable, slot: number): number => (((slot - s.diamond) % 4) + 4) % 4;

