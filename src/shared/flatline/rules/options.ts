import type { PendingOption } from '../pending';
import type { FlatlineTable } from '../view';
import { patientCard } from './components';

/** Option lists for pending decisions: ids are what `decide` answers with. */
export const seatOptions = (s: FlatlineTable): PendingOption[] =>
  Array.from({ length: s.players }, (_, seat) => ({ id: `seat:${seat}`, seat }));

export const triageOptions = (s: FlatlineTable): PendingOption[] => s.triageArea.map((card) => ({ id: `card:${card}`, card }));

export const emergencyAreaOptions = (s: FlatlineTable): PendingOption[] =>
  s.emergencyArea.flatMap((row) => row.filter((c): c is string => c !== null)).map((card) => ({ id: `card:${card}`, card }));

/** Unfinished lines of patients still in treatment (a cleared tile may go there). */
export function unfinishedLineOptions(s: FlatlineTable): PendingOption[] {
  const out: PendingOption[] = [];
  s.patients.forEach((p, slot) => {
    if (!p || p.treated) return;
    const lines = patientCard(p.card)?.lines ?? [];
    lines.forEach((_, line) => {
      if (!p.cleared[line]) out.push({ id: `line:${slot}:${line}`, slot, line });
    });
  });
  return out;
}

/** Cleared tiles on patients still in treatment (a tile may be taken off). */
export function clearedTileOptions(s: FlatlineTable): PendingOption[] {
  const out: PendingOption[] = [];
  s.patients.forEach((p, slot) => {
    if (!p || p.treated) return;
    p.cleared.forEach((c, line) => {
      if (c) out.push({ id: `line:${slot}:${line}`, slot, line });
    });
  });
  return out;
}

export const stationOptions = (): PendingOption[] => [
  { id: 'station:0', station: 0 },
  { id: 'station:1', station: 1 },
];
