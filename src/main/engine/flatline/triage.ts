import type { Refusal } from '../core/rules';
import { TRIAGE_CARDS, type TriageCard } from '../../../shared/flatline/cards';
import type { FlatlineState } from '../../../shared/flatline/state';
import { METER_SPACES } from '../../../shared/flatline/data/board';
import { log, refusal, type Ctx } from './context';
import { gainDie, grantAll } from './dice';
import { ask } from './effects';
import { emergencyCard } from './components';
import { emergencyAreaOptions, seatOptions, unfinishedLineOptions } from './options';

const beforeRollStops = ['round-start', 'before-roll'] as const;

/** Cards the emergency dice point at right now (No Help In Sight's FAQ exception). */
function rolledCards(s: FlatlineState): string[] {
  const slots = new Set(s.emergencyDice.filter((d) => !d.ignored && d.value !== null).map((d) => (d.value ?? 1) - 1));
  return [...slots].flatMap((slot) => s.emergencyArea.map((row) => row[slot]).filter((c): c is string => !!c));
}

/** Why a triage card cannot be used right now, or null when it can (same check as `apply`). */
export function checkTriageUse(s: FlatlineState, card: string): Refusal | null {
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

/** Uses a triage card (already checked): it goes to the discard pile and its benefit applies. */
export function useTriage(ctx: Ctx, card: TriageCard): void {
  const { s } = ctx;
  s.triageArea = s.triageArea.filter((c) => c !== card);
  s.discardPile.push(card);
  log(ctx, 'triage-used', { card });
  const beforeRoll = s.stop !== null && (beforeRollStops as readonly string[]).includes(s.stop);
  switch (card) {
    case 'crisis-averted':
      if (beforeRoll) s.effects.skipEmergencyRoll = true;
      else s.effects.ignoreEmergencyDice = true;
      return;
    case 'disaster-averted': {
      if (beforeRoll) {
        s.effects.rollOneEmergencyDie = true;
        return;
      }
      const live = s.emergencyDice.map((d, i) => ({ d, i })).filter(({ d }) => d.value !== null && !d.ignored);
      if (live.length === 1 && live[0]) {
        s.emergencyDice[live[0].i] = { ...live[0].d, ignored: true };
        log(ctx, 'emergency-die-ignored', { die: live[0].i });
        return;
      }
      return ask(ctx, {
        kind: 'choose-emergency-die-to-ignore',
        source: card,
        options: live.map(({ d, i }) => ({ id: `die:${i}`, die: i, slot: d.value ?? 0 })),
      });
    }
    case 'tactical-decision':
      s.effects.skipDialTurn = true;
      return;
    case 'concentrated-effort':
      return grantAll(ctx, 'faceChanges');
    case 'a-fresh-start':
      return grantAll(ctx, 'freeRerolls');
    case 'clear':
      return ask(ctx, { kind: 'choose-line-to-clear', source: card, options: unfinishedLineOptions(s) });
    case 'adrenaline-rush':
      for (let seat = 0; seat < s.players; seat++) gainDie(ctx, seat);
      return;
    case 'caffeine-rush':
      return ask(ctx, { kind: 'choose-player-to-gain-die', source: card, options: seatOptions(s) });
    case 'under-control':
      return ask(ctx, { kind: 'choose-emergency-to-discard', source: card, options: emergencyAreaOptions(s) });
    case 'recharge':
      s.spentCubes--;
      s.meter.cubes++;
      log(ctx, 'cube-restored', { why: card, left: s.meter.cubes });
      return;
    case 'triage':
      return;
  }
}

/** Triage cards the players could use right now. */
export const usableTriageCards = (s: FlatlineState): string[] =>
  s.triageArea.filter((card) => emergencyCard(card)?.tab === 'stat' && checkTriageUse(s, card) === null);
