import type { FlatlineState } from '@shared/flatline/state';
import { xAreaLimit } from '@shared/flatline/data/board';
import { patientCard } from '@shared/flatline/rules/components';
import { DANGER } from './greedy';
import { holdDialGain } from './careful';

/** What the evaluation weighs, in points of 100 per patient treated. */
export const WEIGHTS = {
  /** A round of power: the crew clears about four lines a round, a patient is three to five. */
  cube: 90,
  /** A cube waiting on a recharging station (it comes back only by filling the station). */
  stationCube: 5,
  triageCard: 10,
  /** One more die (or one fewer) next round. */
  die: 12,
  /** Per failed stat card; the last one before the X area's limit costs the game. */
  xCard: 60,
  xBrink: 300,
  /** A nearly treated patient on a green trigger is a benefit about to come (Tactical Decision keeps it). */
  dial: 25,
};

/**
 * How good a table is for the crew where a rollout stops (the next round's planning). The game is
 * won by treating every patient before the meter runs out: every cleared line is a share of its
 * patient, every cube a round to work in; failed stat cards count against the X area's limit and
 * emergency cards lying about against the rounds to come.
 */
export function evaluate(s: FlatlineState, w = WEIGHTS): number {
  if (s.outcome === 'won') return 10_000 + w.cube * s.meter.cubes;
  if (s.outcome === 'lost') return -10_000 + 100 * s.patientsTreated.length;
  let v = 100 * s.patientsTreated.length;
  for (const p of s.patients) {
    const card = p ? patientCard(p.card) : undefined;
    if (!p || !card) continue;
    v += (100 * p.cleared.filter(Boolean).length) / card.lines.length;
  }
  v += w.cube * s.meter.cubes + w.stationCube * s.stationCubes.reduce((a, b) => a + b, 0);
  v -= xAreaLimit(s.players) - s.xArea.length <= 1 ? w.xBrink : w.xCard * s.xArea.length;
  v += w.triageCard * s.triageArea.length;
  v -= s.emergencyArea.flat().reduce((a, c) => a + (c ? 2 + (DANGER[c] ?? 3) : 0), 0);
  v += w.die * s.next.diceDelta.reduce((a, b) => a + b, 0);
  v += w.dial * holdDialGain(s);
  return v;
}
