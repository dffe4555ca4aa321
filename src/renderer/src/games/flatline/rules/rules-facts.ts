// Numbers and names the in-app rules reference shows, read from the shared game data (the same
// numbers the engine plays by), arranged the way the reference's tables show them.
import {
  baseDice,
  EMERGENCY_ROWS,
  EMERGENCY_SLOTS,
  maxDice,
  METER_SPACES,
  PATIENT_SLOTS,
  PATIENTS_DEALT,
  POWER_CUBES,
  POWER_METERS,
  rerollCapacity,
  stationSpacesInUse,
  TRIAGE_AREA_SIZE,
  xAreaLimit,
} from '@shared/flatline/data/board';
import { EMERGENCY_EFFECTS, TRIAGE_CARDS } from '@shared/flatline/cards';

/**
 * The 18 standard emergency cards (blue tab) and the 11 stat cards (orange tab, named for the triage
 * card each becomes), by the engine's ids: their names and our summaries live under rules.card.<id>.
 */
export const EMERGENCY_CARDS = EMERGENCY_EFFECTS;
export { TRIAGE_CARDS };

export const LEVELS = ['training', 'standard', 'expert'] as const;
export const METER_SIDES = ['standard', 'expert'] as const;

/** Table sizes as the rulebook groups them; solitaire plays as two. */
const SIZES = [
  { players: '1–2', count: 2 },
  { players: '3', count: 3 },
  { players: '4', count: 4 },
  { players: '5', count: 5 },
] as const;

function dealt(count: number): readonly [number, number, number] {
  const row = PATIENTS_DEALT[count];
  if (!row) throw new Error(`no patient deck size for ${count} players`);
  return [row.training, row.standard, row.expert];
}

/** Patient cards dealt into the game, by table size and level. */
export const PATIENT_DECK = SIZES.map(({ players, count }) => ({ players, counts: dealt(count) }));

/** Per table size: dice in play and at most, re-roll track spaces, station spaces to fill, X-area loss. */
export const TABLE_SIZES = SIZES.map(({ players, count }) => ({
  players,
  dice: baseDice(count),
  maxDice: maxDice(count),
  rerolls: rerollCapacity(count),
  stationSpaces: stationSpacesInUse(count),
  xLimit: xAreaLimit(count),
}));

/** Cards revealed in the round that removes each meter space's cube, left to right, per side. */
export const METER_ROWS = SIZES.flatMap(({ players }) => {
  const meter = POWER_METERS[players === '1–2' ? '1-2' : players];
  return METER_SIDES.map((side) => ({ players, side, reveals: meter[side] }));
});

/** Fixed numbers of the board. */
export const BOARD_FACTS = {
  patientsInPlay: PATIENT_SLOTS,
  emergencySlots: EMERGENCY_SLOTS,
  emergencyRows: EMERGENCY_ROWS,
  triageAreaSize: TRIAGE_AREA_SIZE,
  powerCubes: POWER_CUBES,
  meterSpaces: METER_SPACES,
  emergencyCards: EMERGENCY_EFFECTS.length,
  statCards: TRIAGE_CARDS.length,
} as const;
