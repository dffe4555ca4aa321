import type { Refusal } from '../../refusal';
import { TRIAGE_CARDS, type TriageCard } from '../cards';
import type { FlatlineTable } from '../view';
import { METER_SPACES } from '../data/board';
import { refusal } from '../../refusal';
import { emergencyCard } from './components';
import { emergencyAreaOptions, unfinishedLineOptions } from './options';

/** When a triage card may be used (the engine's use-triage and the board's highlighting agree). */

export const beforeRollStops = ['round-start', 'before-roll'] as const;

/** Cards the emergency dice point at right now (No Help In Sight's FAQ exception). */
function rolledCards(s: FlatlineTable): string[] {
  const slots = new Set(s.emergencyDice.filter((d) => !d.ignored && d.value !== null).map((d) => (d.value ?? 1) - 1));
  return [...slots].flatMap((slot) => s.emergencyArea.map((row) => row[slot]).filter((c): c is string => !!c));
}

/** Why a triage card cannot be used right now, or null when it can (same check as `apply`). */
export function checkTriageUse(s: FlatlineTable, card: string): Refusal | null {
  if (s.outcome !== 'in-progress') return refusal('game-over', 'The game is over.');
  if (s.pending) return refusal('decision-pending', 'A decision is waiting to be made first.', { kind: s.pending.kind });
  if (!(TRIAGE_CARDS as readonly string[]).includes(card)) return refusal('unknown-card', 'There is no such triage card.', { card });
  if (!s.triageArea.includes(card)) return refusal('triage-card-not-in-area', 'That card is not in the triage area.', { card });
  if (s.locks.triage) return refusal('triage-locked', 'No Help In Sight: triage cards cannot be used this round.', { card });
  if (s.stop === null) return refusal('not-waiting', 'Triage cards are used while the table has the turn.', { card });
  const stop = s.stop;
  switch (card as TriageCard) {
    case 'crisis-averted':
    case 'disaster-averted': {
      if ((beforeRollStops as readonly string[]).includes(stop)) return null;
      if (stop !== 'after-roll') {
        return refusal('triage-only-around-roll', 'This card is played just before or just after the emergency dice are rolled.', { card });
      }
      if (s.emergencyDice.every((d) => d.value === null || d.ignored)) {
        return refusal('no-emergency-dice', 'No emergency die is left to ignore.', { card });
      }
      if (rolledCards(s).includes('no-help-in-sight')) {
        return refusal('triage-no-help-in-sight', 'The dice hit No Help In Sight: this roll cannot be cancelled.', { card });
      }
      return null;
    }
    case 'triage':
      return refusal('triage-only-against-red-trigger', 'Triage is offered when a red trigger of a treated patient fires.', { card });
    case 'clear':
      if (unfinishedLineOptions(s).length === 0) return refusal('no-unfinished-line', 'No unfinished line is left to clear.', { card });
      return null;
    case 'under-control':
      if (emergencyAreaOptions(s).length === 0) return refusal('no-emergency-card', 'The emergency area is empty.', { card });
      return null;
    case 'recharge':
      if (s.spentCubes <= 0 || s.meter.cubes >= METER_SPACES) {
        return refusal('no-cube-to-recharge', 'No spent power cube can go back on the meter.', { card });
      }
      return null;
    case 'tactical-decision':
      if (s.effects.skipDialTurn) return refusal('dial-already-held', 'The dial already stays put this round.', { card });
      return null;
    case 'concentrated-effort':
    case 'a-fresh-start':
    case 'adrenaline-rush':
    case 'caffeine-rush':
      return null;
  }
}

/** Triage cards the players could use right now. */
export const usableTriageCards = (s: FlatlineTable): string[] =>
  s.triageArea.filter((card) => emergencyCard(card)?.tab === 'stat' && checkTriageUse(s, card) === null);
