import type { Refusal } from '../core/rules';
import type { TriageCard } from '@shared/flatline/cards';
import { log, refusal, type Ctx } from './context';
import { gainDie, loseDice } from './dice';
import { applyIconEffect, turnDial } from './effects';
import { removeFromEmergencyArea } from './emergency';
import { useTriage } from './triage';
import { moveClearedCard } from './resolution';

/** Answers the pending decision with one of its options; the interrupted steps then carry on. */
export function decide(ctx: Ctx, optionId: string): Refusal | null {
  const { s } = ctx;
  const pending = s.pending;
  if (!pending) return refusal('nothing-to-decide', 'No decision is waiting.');
  const option = pending.options.find((o) => o.id === optionId);
  if (!option) {
    return refusal('not-an-option', 'That is not one of the options of this decision.', { option: optionId, kind: pending.kind });
  }
  s.pending = null;
  log(ctx, 'decided', { kind: pending.kind, option: option.id, source: pending.source });
  switch (pending.kind) {
    case 'choose-player-to-lose-dice':
      loseDice(ctx, option.seat ?? 0, pending.amount ?? 1);
      return null;
    case 'choose-player-to-gain-die':
      gainDie(ctx, option.seat ?? 0);
      return null;
    case 'choose-triage-to-discard':
      s.triageArea = s.triageArea.filter((c) => c !== option.card);
      s.discardPile.push(option.card ?? '');
      return null;
    case 'choose-triage-to-return':
      s.triageArea = s.triageArea.filter((c) => c !== option.card);
      s.statArea.push(option.card ?? '');
      return null;
    case 'choose-tile-to-remove': {
      const p = s.patients[option.slot ?? 0];
      if (p) p.cleared[option.line ?? 0] = false;
      return null;
    }
    case 'choose-line-to-clear': {
      const p = s.patients[option.slot ?? 0];
      if (p) p.cleared[option.line ?? 0] = true;
      // Dice already on a line a tile now covers go back to their players.
      for (const die of s.dice) {
        if (die.at.kind === 'space' && die.at.target.kind === 'line' && die.at.target.slot === option.slot && die.at.target.line === option.line) {
          die.at = { kind: 'tray' };
        }
      }
      return null;
    }
    case 'choose-emergency-to-discard':
      if (option.card && removeFromEmergencyArea(ctx, option.card)) s.discardPile.push(option.card);
      for (const die of s.dice) {
        if (die.at.kind === 'space' && die.at.target.kind === 'card' && die.at.target.card === option.card) die.at = { kind: 'tray' };
      }
      return null;
    case 'choose-station-for-cube': {
      const station = option.station ?? 0;
      s.meter.cubes--;
      s.stationCubes[station] = (s.stationCubes[station] ?? 0) + 1;
      log(ctx, 'cube-moved', { from: 'meter', to: `station-${station}`, left: s.meter.cubes });
      return null;
    }
    case 'choose-cleared-card-to-move':
      moveClearedCard(ctx, option.card ?? '');
      return null;
    case 'triage-area-full': {
      const [verb] = option.id.split(':');
      const card = option.card ?? '';
      if (verb === 'discard') {
        s.triageArea = s.triageArea.filter((c) => c !== card);
        s.discardPile.push(card);
      } else if (verb === 'use') {
        const stop = s.stop;
        s.stop = 'after-countdown';
        useTriage(ctx, card as TriageCard);
        s.stop = stop;
      } else {
        // let-go: the card does not fit and goes to the discard pile.
        s.discardPile.push(card);
        s.triageWaiting = s.triageWaiting.filter((c) => c !== card);
      }
      return null;
    }
    case 'red-trigger-triage':
      if (option.id === 'use-triage') {
        s.triageArea = s.triageArea.filter((c) => c !== 'triage');
        s.discardPile.push('triage');
        log(ctx, 'triage-used', { card: 'triage', ignored: pending.effect ?? '' });
      } else if (pending.effect) {
        applyIconEffect(ctx, pending.effect as Parameters<typeof applyIconEffect>[1], pending.source);
      }
      return null;
    case 'turn-dial-or-not':
      if (option.id === 'turn') turnDial(ctx, 'end-of-round');
      else log(ctx, 'dial-held', { source: pending.source });
      return null;
    case 'choose-emergency-die-to-ignore': {
      const die = s.emergencyDice[option.die ?? 0];
      if (die) die.ignored = true;
      log(ctx, 'emergency-die-ignored', { die: option.die ?? 0 });
      return null;
    }
  }
}
