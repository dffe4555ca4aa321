import { z } from 'zod';
import { dieSpaceSchema } from '../cards';
import { spaces } from './notation';

/** Board facts the rulebook states as numbers (setup table, re-roll track, X area). */

/** Patient cards dealt, by player count and level (rulebook setup table). */
export const PATIENTS_DEALT: Record<number, { training: number; standard: number; expert: number }> = {
  2: { training: 6, standard: 7, expert: 8 },
  3: { training: 9, standard: 10, expert: 11 },
  4: { training: 11, standard: 12, expert: 14 },
  5: { training: 13, standard: 15, expert: 17 },
};

/** Re-roll track spaces usable each round: five with 1–3 players, four with 4, three with 5. */
export const rerollCapacity = (players: number): number => (players <= 3 ? 5 : players === 4 ? 4 : 3);

/** The X area loses at three face-down cards, at four with one or two players. */
export const xAreaLimit = (players: number): number => (players <= 2 ? 4 : 3);

/** Medic dice: six in play (seven with two players or solitaire), one more set aside. */
export const baseDice = (players: number): number => (players === 2 ? 7 : 6);
export const maxDice = (players: number): number => baseDice(players) + 1;

export const TRIAGE_AREA_SIZE = 4;
export const EMERGENCY_SLOTS = 6;
export const EMERGENCY_ROWS = 2;
export const PATIENT_SLOTS = 4;
export const POWER_CUBES = 10;
export const METER_SPACES = 8;

/** Which meter a table uses: one for 1–2 players, one each for 3, 4 and 5. */
export const meterFor = (players: number): '1-2' | '3' | '4' | '5' =>
  players <= 2 ? '1-2' : (String(players) as '3' | '4' | '5');

const meterRow = z.array(z.number().int().min(1).max(4)).length(METER_SPACES);
const meterSchema = z.object({ standard: meterRow, expert: meterRow }).strict();

/**
 * The four double-sided power meters: how many emergency cards are revealed in the round that
 * removes each space's cube, left to right. Ours, tuned by simulation (docs/flatline-balance.md).
 */
export const POWER_METERS = z
  .object({ '1-2': meterSchema, '3': meterSchema, '4': meterSchema, '5': meterSchema })
  .strict()
  .parse({
    '1-2': { standard: [2, 2, 2, 3, 3, 3, 3, 3], expert: [3, 3, 3, 3, 3, 3, 3, 4] },
    '3': { standard: [1, 2, 2, 2, 3, 3, 3, 3], expert: [2, 3, 3, 3, 3, 3, 3, 4] },
    '4': { standard: [3, 3, 3, 3, 3, 3, 3, 3], expert: [3, 3, 3, 4, 4, 4, 4, 4] },
    '5': { standard: [1, 1, 1, 1, 1, 2, 2, 2], expert: [2, 3, 3, 3, 3, 3, 3, 4] },
  });

/**
 * The two recharging stations: a top row of two spaces and a bottom row of three. Spaces in use:
 * the top row and the left-most bottom space with 1–3 players, also the middle with 4, all with 5.
 */
export const RECHARGING_STATIONS = z
  .array(z.array(dieSpaceSchema).length(5))
  .length(2)
  .parse([spaces('R B G Y W'), spaces('P W B R G')]);

export const stationSpacesInUse = (players: number): number => (players <= 3 ? 3 : players === 4 ? 4 : 5);
