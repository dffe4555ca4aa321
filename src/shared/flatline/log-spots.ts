// Which board element a log entry is about: the value of the `data-spot` attribute the board puts
// on it, so a step of the resolution can be lit where it happens (and the log drawer can point at
// it). Spots name places that stay on the board while cards come and go: a slot, a line, an area.
import type { LogEntry } from './log';
import { paramNumber as num, stationOfPlace } from './log-params';

/** Spot ids the board draws. Emergency slots use the log's numbering (row and slot from 1). */
export const spot = {
  meter: 'meter',
  emergencyDice: 'emergency-dice',
  emergencyArea: 'emergency-area',
  emergencySlot: (row: number, slot: number) => `emergency:${row}:${slot}`,
  statArea: 'stat-area',
  triageArea: 'triage-area',
  xArea: 'x-area',
  patient: (slot: number) => `patient:${slot}`,
  line: (slot: number, line: number) => `line:${slot}:${line}`,
  trigger: (slot: number, space: number) => `trigger:${slot}:${space}`,
  dial: 'dial',
  station: (station: number) => `station:${station}`,
  stations: 'stations',
  rerollTrack: 'reroll-track',
  tray: (seat: number) => `tray:${seat}`,
} as const;

/** The spot a log entry lights, or undefined for lines that are not about one place (the players' own placements, the round's start and end). */
export function spotOf(entry: LogEntry): string | undefined {
  const p = entry.params;
  const slot = num(p.slot);
  const row = num(p.row);
  const seat = num(p.seat);
  switch (entry.code) {
    case 'cube-removed':
    case 'cube-restored':
    case 'cube-not-restored':
    case 'emergencies-to-reveal':
      return spot.meter;
    case 'cube-moved': {
      const station = stationOfPlace(p.from) ?? stationOfPlace(p.to);
      return station === null ? spot.meter : spot.station(station);
    }
    case 'station-activated':
    case 'station-could-not-recharge':
      return num(p.station) === null ? spot.stations : spot.station(num(p.station)!);
    case 'emergency-revealed':
      if (p.area === 'stat') return spot.statArea;
      if (p.area === 'emergency' && row !== null && slot !== null) return spot.emergencySlot(row, slot);
      return spot.emergencyArea;
    case 'slot-activated':
      return row !== null && slot !== null ? spot.emergencySlot(row, slot) : spot.emergencyArea;
    case 'emergency-slid-down':
      return slot !== null ? spot.emergencySlot(1, slot) : spot.emergencyArea;
    case 'emergency-cleared':
    case 'escalation-pending':
    case 'escalation-limit':
    case 'discard-reshuffled':
    case 'emergency-deck-empty':
      return spot.emergencyArea;
    case 'emergency-dice-rolled':
    case 'emergency-dice-rerolled':
    case 'emergency-roll-skipped':
    case 'emergency-dice-ignored':
    case 'emergency-die-ignored':
      return spot.emergencyDice;
    case 'stat-cleared':
      return spot.statArea;
    case 'stat-failed':
      return spot.xArea;
    case 'triage-card-gained':
    case 'triage-card-moved-first':
    case 'triage-used':
    case 'triage-discarded':
      return spot.triageArea;
    case 'line-cleared':
      return slot !== null && num(p.line) !== null ? spot.line(slot, num(p.line)!) : undefined;
    case 'patient-treated':
    case 'patient-arrived':
      return slot !== null ? spot.patient(slot) : undefined;
    case 'trigger-fired':
    case 'trigger-blocked':
      return slot !== null && num(p.space) !== null ? spot.trigger(slot, num(p.space)!) : undefined;
    case 'dial-turned':
    case 'dial-held':
    case 'dial-turn-may-be-skipped':
      return spot.dial;
    case 'lock-down-placed':
      if (p.on === 'triage-area') return spot.triageArea;
      if (p.on === 'reroll-track') return spot.rerollTrack;
      return spot.stations;
    case 'rerolls-locked':
      return spot.rerollTrack;
    case 'medic-dice-rolled':
    case 'dice-lost':
    case 'dice-lost-next-round':
    case 'die-gained':
    case 'die-gained-next-round':
    case 'die-gain-ignored':
      return seat !== null ? spot.tray(seat) : undefined;
    default:
      return undefined;
  }
}
