import { z } from 'zod';
import { emergencyCardSchema, type EmergencyCard } from '../cards';
import { spaces } from './notation';

/**
 * The 29 emergency cards: 18 standard (blue tab, an effect when the emergency dice hit their slot)
 * and 11 stat (orange tab, a triage benefit once cleared). Names and effects come from the
 * rulebook's card breakdown; the dice requirements are ours (notation in ./notation.ts) and any
 * players may fill them. Tuned by `npm run sim` (docs/flatline-balance.md).
 */
const standard: Array<[EmergencyCard['id'], string]> = [
  ['lost-assistance', 'R B'],
  ['setback', 'G = ='],
  ['bathroom-break', 'Y W'],
  ['regression', 'P * P'],
  ['no-help-in-sight', 'B G'],
  ['lock-down', 'W W'],
  ['under-duress', 'R/Y G'],
  ['increased-distress', 'B P *'],
  ['unexpected-hindrance', 'Y/W Y/W'],
  ['foiled-plans', 'R R'],
  ['escalation', '= = ='],
  ['power-lock', 'G/P B/Y'],
  ['under-manned', 'P W *'],
  ['chaos', 'R G B'],
  ['bad-timing', 'Y Y *'],
  ['power-loss', 'B B/W'],
  ['caught-off-guard', 'G P'],
  ['a-thankless-job', 'W R/B'],
];

const stat: Array<[EmergencyCard['id'], string]> = [
  ['tactical-decision', 'R Y *'],
  ['triage', 'B = ='],
  ['concentrated-effort', 'G W *'],
  ['clear', 'P P'],
  ['adrenaline-rush', 'Y B *'],
  ['crisis-averted', 'R W'],
  ['under-control', 'G G *'],
  ['disaster-averted', 'P B'],
  ['recharge', 'W Y *'],
  ['caffeine-rush', 'R/G B/P'],
  ['a-fresh-start', '= ='],
];

export const EMERGENCY_CARDS: readonly EmergencyCard[] = z
  .array(emergencyCardSchema)
  .length(29)
  .parse([
    ...standard.map(([id, text]) => ({ tab: 'standard', id, spaces: spaces(text) })),
    ...stat.map(([id, text]) => ({ tab: 'stat', id, spaces: spaces(text) })),
  ]);

export const EMERGENCY_BY_ID: ReadonlyMap<string, EmergencyCard> = new Map(EMERGENCY_CARDS.map((c) => [c.id, c]));
