import type { TargetRef } from '@shared/flatline/state';
import { TRIAGE_AREA_SIZE, xAreaLimit } from '@shared/flatline/data/board';
import { log, lose, over, win, type Ctx } from './context';
import { connectedTrigger, patientCard, sameTarget } from '@shared/flatline/rules/components';
import { targetComplete } from '@shared/flatline/rules/placement';
import { removeFromEmergencyArea, slideDown } from './emergency';
import { rechargeFromStation } from './power';
import { turnDial } from './effects';
import { resetRoundDice } from './dice';
import { roundStartSteps } from './round';
import { checkTriageUse } from './triage';

/** Dice on a resolved target go back to their players. */
function returnDice(ctx: Ctx, target: TargetRef): void {
  for (const die of ctx.s.dice) {
    if (die.at.kind === 'space' && sameTarget(die.at.target, target)) {
      die.at = { kind: 'tray' };
      die.face = null;
    }
  }
}

/** Phase F, stat area: cleared cards wait for the triage area, the others go face down to X. */
export function resolveStatArea(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'F-resolve-cards';
  const waiting = s.triageWaiting;
  for (const card of [...s.statArea]) {
    const target: TargetRef = { kind: 'card', card };
    const cleared = targetComplete(s, target);
    returnDice(ctx, target);
    if (cleared) {
      waiting.push(card);
      log(ctx, 'stat-cleared', { card });
    } else {
      s.xArea.push(card);
      log(ctx, 'stat-failed', { card, xArea: s.xArea.length });
    }
  }
  s.statArea = [];
  if (s.xArea.length >= xAreaLimit(s.players)) {
    lose(ctx, 'stat-overflow');
    return;
  }
  if (waiting.length > 0) s.queue.unshift({ kind: 'settle-triage' });
}

/**
 * Cleared stat cards move into the triage area while it has room (at most four). When more wait than
 * fit, the players choose which moves next (rulebook, stat area example 1: the card moved first may be
 * used at once to make room for another); when none fits, they make room or let a card go.
 */
export function settleTriage(ctx: Ctx): void {
  const { s } = ctx;
  const left = s.triageWaiting;
  const room = () => TRIAGE_AREA_SIZE - s.triageArea.length;
  if (left.length > room() && room() > 0) {
    s.pending = {
      kind: 'choose-cleared-card-to-move',
      source: 'stat-area',
      options: left.map((card) => ({ id: `move:${card}`, card })),
    };
    s.queue.unshift({ kind: 'settle-triage' });
    log(ctx, 'decision-needed', { kind: 'choose-cleared-card-to-move', source: 'stat-area' });
    return;
  }
  while (left.length > 0 && room() > 0) {
    const card = left.shift() as string;
    s.triageArea.push(card);
    log(ctx, 'triage-card-gained', { card });
  }
  if (left.length === 0) return;
  const options = [
    ...s.triageArea.map((card) => ({ id: `discard:${card}`, card })),
    ...s.triageArea
      .filter((card) => checkTriageUse({ ...s, stop: 'after-countdown' }, card) === null)
      .map((card) => ({ id: `use:${card}`, card })),
    ...left.map((card) => ({ id: `let-go:${card}`, card })),
  ];
  s.pending = { kind: 'triage-area-full', source: 'triage-area', options };
  s.queue.unshift({ kind: 'settle-triage' });
  log(ctx, 'decision-needed', { kind: 'triage-area-full', source: 'triage-area' });
}

/** The players' choice of which waiting cleared card moves into the triage area now. */
export function moveClearedCard(ctx: Ctx, card: string): void {
  const { s } = ctx;
  s.triageWaiting = s.triageWaiting.filter((c) => c !== card);
  s.triageArea.push(card);
  log(ctx, 'triage-card-moved-first', { card, waiting: s.triageWaiting.length });
}

/** Phase F, emergency area: cleared cards are discarded, then row-two cards slide down. */
export function resolveEmergencyArea(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'F-resolve-cards';
  for (const row of s.emergencyArea) {
    for (const card of row) {
      if (!card) continue;
      const target: TargetRef = { kind: 'card', card };
      const cleared = targetComplete(s, target);
      returnDice(ctx, target);
      if (cleared) {
        removeFromEmergencyArea(ctx, card);
        s.discardPile.push(card);
        log(ctx, 'emergency-cleared', { card });
      }
    }
  }
  slideDown(ctx);
}

/** Phase G starts with the diamond's patient and goes clockwise; then treated-late patients. */
export function resolvePatients(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'G-resolve-patients';
  const order = [0, 1, 2, 3].map((k) => (s.diamond + k) % 4);
  s.queue.unshift(...order.map((slot) => ({ kind: 'resolve-patient' as const, slot })), { kind: 'sweep-treated' });
}

/** Completed lines get cleared tiles; a patient with every line cleared is treated. */
export function resolvePatient(ctx: Ctx, slot: number): void {
  const { s } = ctx;
  const patient = s.patients[slot];
  if (!patient) return;
  patient.cleared.forEach((cleared, line) => {
    const target: TargetRef = { kind: 'line', slot, line };
    if (!cleared && targetComplete(s, target)) {
      patient.cleared[line] = true;
      log(ctx, 'line-cleared', { slot, line, card: patient.card });
    }
    returnDice(ctx, target);
  });
  if (!patient.treated && patient.cleared.every(Boolean)) treatPatient(ctx, slot);
}

/** FAQ: a patient completed later in phase G (a cleared tile) still fires its connected trigger. */
export function sweepTreated(ctx: Ctx): void {
  const { s } = ctx;
  for (let k = 0; k < 4; k++) {
    const slot = (s.diamond + k) % 4;
    const p = s.patients[slot];
    if (p && !p.treated && p.cleared.every(Boolean)) {
      treatPatient(ctx, slot);
      s.queue.splice(s.queue.findIndex((st) => st.kind === 'replace-patient') + 1, 0, { kind: 'sweep-treated' });
      return;
    }
  }
}

/** The trigger connected to the dial fires: blank nothing, green a benefit, red a penalty. */
function treatPatient(ctx: Ctx, slot: number): void {
  const { s } = ctx;
  const patient = s.patients[slot];
  if (!patient) return;
  patient.treated = true;
  const space = connectedTrigger(s, slot);
  const trigger = patientCard(patient.card)?.triggers[space];
  log(ctx, 'patient-treated', { slot, card: patient.card });
  const steps: typeof s.queue = [];
  if (trigger && trigger.light !== 'blank') {
    if (trigger.light === 'green' && s.effects.noGreenTriggers) {
      log(ctx, 'trigger-blocked', { slot, space, effect: trigger.effect, source: 'a-thankless-job' });
    } else {
      log(ctx, 'trigger-fired', { slot, space, light: trigger.light, effect: trigger.effect });
      steps.push({ kind: 'trigger-effect', effect: trigger.effect, source: `trigger:${patient.card}`, triageable: trigger.light === 'red' });
    }
  } else {
    log(ctx, 'trigger-fired', { slot, space, light: 'blank' });
  }
  steps.push({ kind: 'replace-patient', slot });
  s.queue.unshift(...steps);
}

/** The treated patient leaves the game; the next card of the patient deck takes the slot. */
export function replacePatient(ctx: Ctx, slot: number): void {
  const { s } = ctx;
  const patient = s.patients[slot];
  if (!patient) return;
  s.patientsTreated.push(patient.card);
  const next = s.patientDeck.shift();
  s.patients[slot] = next
    ? { card: next, cleared: (patientCard(next)?.lines ?? []).map(() => false), treated: false }
    : null;
  if (next) log(ctx, 'patient-arrived', { slot, card: next });
  if (s.patientsTreated.length >= s.patientsTotal) win(ctx);
}

/** Phase G, recharging stations: the spaces in use all filled moves the station's cube to the meter. */
export function resolveStations(ctx: Ctx): void {
  const { s } = ctx;
  for (const station of [0, 1]) {
    const target: TargetRef = { kind: 'station', station };
    const filled = targetComplete(s, target);
    returnDice(ctx, target);
    if (filled) {
      log(ctx, 'station-activated', { station });
      rechargeFromStation(ctx, station);
    }
  }
}

/** Phase H: turn the dial unless Tactical Decision holds it; a green trigger lets the players choose. */
export function turnDialStep(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'H-turn-dial';
  if (s.effects.skipDialTurn) {
    log(ctx, 'dial-held', { source: 'tactical-decision' });
    return;
  }
  if (s.effects.maySkipDialTurn) {
    s.pending = {
      kind: 'turn-dial-or-not',
      source: 'trigger:skip-dial-turn',
      options: [{ id: 'turn' }, { id: 'skip' }],
    };
    log(ctx, 'decision-needed', { kind: 'turn-dial-or-not', source: 'trigger:skip-dial-turn' });
    return;
  }
  turnDial(ctx, 'end-of-round');
}

/** End of the round: lock-downs come off, this round's effects end, the next round's begin. */
export function endRound(ctx: Ctx): void {
  const { s } = ctx;
  if (over(ctx)) return;
  const zeros = () => Array.from({ length: s.players }, () => 0);
  s.locks = { reroll: s.next.lockRerolls, triage: false, stations: [false, false] };
  s.effects = {
    noGreenTriggers: false,
    skipDialTurn: false,
    maySkipDialTurn: false,
    freeRerolls: [...s.next.freeRerolls],
    faceChanges: [...s.next.faceChanges],
    skipEmergencyRoll: false,
    rollOneEmergencyDie: false,
    ignoreEmergencyDice: false,
    escalations: 0,
  };
  resetRoundDice(ctx);
  s.next = { diceDelta: zeros(), freeRerolls: zeros(), faceChanges: zeros(), lockRerolls: false };
  s.emergencyDice = [
    { value: null, ignored: false },
    { value: null, ignored: false },
  ];
  s.countdown = { elapsedMs: 0, endedBy: null };
  log(ctx, 'round-ended', { round: s.round });
  s.round++;
  s.phase = 'A-lose-power';
  s.queue = roundStartSteps();
}
