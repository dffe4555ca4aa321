import type { EmergencyEffect, TriggerEffect } from '@shared/flatline/cards';
import type { Pending } from '@shared/flatline/pending';
import { isBeforeResolution, log, over, type Ctx } from './context';
import { connectedTrigger, emergencyCard, patientCard } from '@shared/flatline/rules/components';
import { gainDie, grantAll, loseDice } from './dice';
import {
  activationSteps,
  drawEmergency,
  placeRevealed,
  removeFromEmergencyArea,
  revealEmergencies,
} from './emergency';
import { removeMeterCube, restoreSpentCube } from './power';
import {
  clearedTileOptions,
  emergencyAreaOptions,
  seatOptions,
  stationOptions,
  triageOptions,
  unfinishedLineOptions,
} from '@shared/flatline/rules/options';

/** Sets a pending decision unless it has no options (then the effect does nothing, as the rulebook says). */
export function ask(ctx: Ctx, pending: Pending): void {
  if (pending.options.length === 0) {
    log(ctx, 'effect-had-no-target', { source: pending.source, kind: pending.kind });
    return;
  }
  ctx.s.pending = pending;
  log(ctx, 'decision-needed', { kind: pending.kind, source: pending.source });
}

export function turnDial(ctx: Ctx, why: string): void {
  ctx.s.diamond = (ctx.s.diamond + 1) % 4;
  log(ctx, 'dial-turned', { why, diamond: ctx.s.diamond });
}

/** Icon effects shared by patient triggers, Bad Timing and triage cards. */
export function applyIconEffect(ctx: Ctx, effect: TriggerEffect, source: string): void {
  const { s } = ctx;
  switch (effect) {
    case 'place-cleared-tile':
      return ask(ctx, { kind: 'choose-line-to-clear', source, options: unfinishedLineOptions(s) });
    case 'one-gains-die':
      return ask(ctx, { kind: 'choose-player-to-gain-die', source, options: seatOptions(s) });
    case 'all-gain-die':
      for (let seat = 0; seat < s.players; seat++) gainDie(ctx, seat);
      return;
    case 'power-up':
      restoreSpentCube(ctx, source);
      return;
    case 'discard-emergency':
      return ask(ctx, { kind: 'choose-emergency-to-discard', source, options: emergencyAreaOptions(s) });
    case 'skip-dial-turn':
      s.effects.maySkipDialTurn = true;
      log(ctx, 'dial-turn-may-be-skipped', { source });
      return;
    case 'free-reroll':
      grantAll(ctx, 'freeRerolls');
      return;
    case 'discard-triage':
      return ask(ctx, { kind: 'choose-triage-to-discard', source, options: triageOptions(s) });
    case 'one-loses-die':
      return ask(ctx, { kind: 'choose-player-to-lose-dice', source, amount: 1, options: seatOptions(s) });
    case 'all-lose-die':
      for (let seat = 0; seat < s.players; seat++) loseDice(ctx, seat, 1);
      return;
    case 'remove-cleared-tile':
      return ask(ctx, { kind: 'choose-tile-to-remove', source, options: clearedTileOptions(s) });
    case 'draw-emergency':
      revealEmergencies(ctx, 1);
      return;
    case 'turn-dial':
      turnDial(ctx, source);
      return;
    case 'power-down':
      removeMeterCube(ctx, source);
      return;
    case 'lock-rerolls':
      if (isBeforeResolution(ctx)) s.locks.reroll = true;
      else s.next.lockRerolls = true;
      log(ctx, 'rerolls-locked', { source, nextRound: !isBeforeResolution(ctx) });
      return;
  }
}

/** A standard emergency card activated by the emergency dice (rulebook card breakdown). */
export function applyEmergencyEffect(ctx: Ctx, effect: EmergencyEffect, slot: number, row: number): void {
  const { s } = ctx;
  switch (effect) {
    case 'lost-assistance':
      return ask(ctx, { kind: 'choose-triage-to-discard', source: effect, options: triageOptions(s) });
    case 'setback':
      return ask(ctx, { kind: 'choose-triage-to-return', source: effect, options: triageOptions(s) });
    case 'bathroom-break':
      return ask(ctx, { kind: 'choose-player-to-lose-dice', source: effect, amount: 2, options: seatOptions(s) });
    case 'regression':
      return ask(ctx, { kind: 'choose-tile-to-remove', source: effect, options: clearedTileOptions(s) });
    case 'no-help-in-sight':
      s.locks.triage = true;
      log(ctx, 'lock-down-placed', { on: 'triage-area', source: effect });
      return;
    case 'lock-down':
      s.locks.reroll = true;
      log(ctx, 'lock-down-placed', { on: 'reroll-track', source: effect });
      return;
    case 'under-duress':
    case 'increased-distress':
    case 'unexpected-hindrance':
      revealEmergencies(ctx, 1);
      return;
    case 'chaos':
      revealEmergencies(ctx, 2);
      return;
    case 'foiled-plans':
      turnDial(ctx, effect);
      return;
    case 'escalation': {
      // Re-roll after all activations of this roll: insert before the end-of-dice marker.
      const end = s.queue.findIndex((step) => step.kind === 'end-emergency-dice');
      const step = { kind: 'escalate' as const, slot };
      if (end >= 0) s.queue.splice(end, 0, step);
      else s.queue.unshift(step);
      log(ctx, 'escalation-pending', { slot: slot + 1 });
      return;
    }
    case 'power-lock':
      s.locks.stations = s.locks.stations.map(() => true);
      log(ctx, 'lock-down-placed', { on: 'recharging-stations', source: effect });
      return;
    case 'under-manned':
      for (let seat = 0; seat < s.players; seat++) loseDice(ctx, seat, 1);
      return;
    case 'bad-timing':
      return badTiming(ctx);
    case 'power-loss':
      // The left-most cube goes to a station the players choose; if it is the last, the game is lost.
      if (s.meter.cubes <= 1) {
        removeMeterCube(ctx, effect);
        return;
      }
      return ask(ctx, { kind: 'choose-station-for-cube', source: effect, options: stationOptions() });
    case 'caught-off-guard':
      return caughtOffGuard(ctx, slot, row);
    case 'a-thankless-job':
      s.effects.noGreenTriggers = true;
      log(ctx, 'green-triggers-blocked', { source: effect });
      return;
  }
}

/** Bad Timing: every red trigger now connected fires, clockwise from the diamond; Triage cannot stop it. */
function badTiming(ctx: Ctx): void {
  const { s } = ctx;
  const steps: typeof s.queue = [];
  for (let k = 0; k < 4; k++) {
    const slot = (s.diamond + k) % 4;
    const patient = s.patients[slot];
    if (!patient) continue;
    const trigger = patientCard(patient.card)?.triggers[connectedTrigger(s, slot)];
    if (trigger?.light === 'red') {
      log(ctx, 'trigger-fired', { slot, space: connectedTrigger(s, slot), light: 'red', effect: trigger.effect, source: 'bad-timing' });
      steps.push({ kind: 'trigger-effect', effect: trigger.effect, source: 'bad-timing', triageable: false });
    }
  }
  if (steps.length === 0) log(ctx, 'bad-timing-no-red-light');
  s.queue.unshift(...steps);
}

/**
 * Caught Off Guard: the top card takes its place and activates as if it had been there; an orange
 * card goes to the stat area instead and leaves the slot empty. Caught Off Guard is discarded after
 * its replacement is drawn (the card's order: replace, activate, discard), so an empty deck is rebuilt
 * from the discard pile without it and it can never replace itself. With the deck and the discard pile
 * both empty nothing replaces it: it is discarded and the slot stays empty.
 */
function caughtOffGuard(ctx: Ctx, slot: number, row: number): void {
  const { s } = ctx;
  const card = drawEmergency(ctx);
  removeFromEmergencyArea(ctx, 'caught-off-guard');
  s.discardPile.push('caught-off-guard');
  if (card === null) return;
  const spec = emergencyCard(card);
  if (spec?.tab === 'stat') {
    placeRevealed(ctx, card);
    return;
  }
  const cells = s.emergencyArea[row];
  if (cells) cells[slot] = card;
  log(ctx, 'emergency-revealed', { card, area: 'emergency', row: row + 1, slot: slot + 1, replaces: 'caught-off-guard' });
  s.queue.unshift({ kind: 'activate', slot, row });
}

/** Runs one activation step: the card in that slot and row, if any, takes effect. */
export function activate(ctx: Ctx, slot: number, row: number): void {
  const card = ctx.s.emergencyArea[row]?.[slot];
  if (!card) return;
  const spec = emergencyCard(card);
  if (!spec || spec.tab !== 'standard') return;
  log(ctx, 'slot-activated', { slot: slot + 1, row: row + 1, card });
  applyEmergencyEffect(ctx, spec.id, slot, row);
}

/** Escalation: re-roll the emergency dice showing this slot, then activate what they show. */
export function escalate(ctx: Ctx, slot: number, roll: () => number): void {
  const { s } = ctx;
  if (over(ctx)) return;
  if (s.effects.escalations >= 10) {
    log(ctx, 'escalation-limit');
    return;
  }
  s.effects.escalations++;
  const rerolled: number[] = [];
  s.emergencyDice.forEach((die, i) => {
    if (!die.ignored && die.value === slot + 1) {
      die.value = roll();
      rerolled.push(i);
    }
  });
  log(ctx, 'emergency-dice-rerolled', { slot: slot + 1, values: s.emergencyDice.map((d) => d.value ?? '-').join(',') });
  const slots = [...new Set(rerolled.map((i) => (s.emergencyDice[i]?.value ?? 1) - 1))].sort((a, b) => a - b);
  s.queue.unshift(...activationSteps(slots));
}

