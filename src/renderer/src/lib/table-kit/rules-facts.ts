// Numbers and names the in-app rules reference shows. They come from the rulebook (facts carry over;
// the explanations in the locale files are our own words) and from ../shared/design/flatline.md.

/**
 * The 18 standard emergency cards (blue tab) and the 11 stat cards (orange tab, named for the triage
 * card each becomes), by the engine's ids: their names and our summaries live under rules.card.<id>.
 */
export { EMERGENCY_EFFECTS as EMERGENCY_CARDS, TRIAGE_CARDS } from '../../../../shared/flatline/cards';

export const LEVELS = ['training', 'standard', 'expert'] as const;

/** Patient cards dealt into the game, by table size and level (the rulebook's setup table). */
export const PATIENT_DECK: readonly { players: string; counts: readonly [number, number, number] }[] = [
  { players: '1–2', counts: [6, 7, 8] },
  { players: '3', counts: [9, 10, 11] },
  { players: '4', counts: [11, 12, 14] },
  { players: '5', counts: [13, 15, 17] },
];

/** Per table size: dice in play and at most, re-roll track spaces, station spaces to fill, X-area loss. */
export const TABLE_SIZES: readonly {
  players: string;
  dice: number;
  maxDice: number;
  rerolls: number;
  stationSpaces: number;
  xLimit: number;
}[] = [
  { players: '1–2', dice: 7, maxDice: 8, rerolls: 5, stationSpaces: 3, xLimit: 4 },
  { players: '3', dice: 6, maxDice: 7, rerolls: 5, stationSpaces: 3, xLimit: 3 },
  { players: '4', dice: 6, maxDice: 7, rerolls: 4, stationSpaces: 4, xLimit: 3 },
  { players: '5', dice: 6, maxDice: 7, rerolls: 3, stationSpaces: 5, xLimit: 3 },
];

/** Fixed numbers of the board. */
export const BOARD_FACTS = {
  patientsInPlay: 4,
  emergencySlots: 6,
  emergencyRows: 2,
  triageAreaSize: 4,
  powerCubes: 10,
  meterSpaces: 8,
  lockDownTiles: 4,
  emergencyCards: 18,
  statCards: 11,
  patientCards: 20,
} as const;
