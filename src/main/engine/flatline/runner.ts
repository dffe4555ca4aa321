import { isTriageWindow, type Step } from '@shared/flatline/state';
import { log, over, type Ctx } from './context';
import { activate, applyIconEffect, escalate } from './effects';
import { activationSteps, revealEmergencies, rollEmergencyDice, rolledSlots } from './emergency';
import { removeMeterCube } from './power';
import { rollFace as rollEmergencyDie } from '../core/random';
import {
  endRound,
  replacePatient,
  resolveEmergencyArea,
  resolvePatient,
  resolvePatients,
  resolveStations,
  resolveStatArea,
  settleTriage,
  sweepTreated,
  turnDialStep,
} from './resolution';
import { usableTriageCards } from './triage';

/** Automatic steps one action may run at most: a guard against an endless chain (never reached in play). */
export const STEP_GUARD = 10_000;

/**
 * Runs automatic steps until the players are needed: a stop, a pending decision, or the end. A
 * triage window where no card can be used any more (the last usable one was just used or
 * discarded) has nothing left to decide, so the game moves on by itself.
 */
export function run(ctx: Ctx): void {
  for (let guard = 0; guard < STEP_GUARD; guard++) {
    const { s } = ctx;
    if (isTriageWindow(s.stop) && !s.pending && usableTriageCards(s).length === 0) s.stop = null;
    if (over(ctx) || s.pending || s.stop) return;
    const step = s.queue.shift();
    if (!step) return;
    runStep(ctx, step);
  }
  // Reaching here is an engine bug (a step that keeps re-queuing itself); the log says so.
  log(ctx, 'step-guard-reached', { steps: STEP_GUARD });
}

function runStep(ctx: Ctx, step: Step): void {
  const { s } = ctx;
  switch (step.kind) {
    case 'window':
      // Wait only where a triage card could be used; otherwise there is nothing to decide.
      s.stop = step.at;
      if (usableTriageCards(s).length === 0) s.stop = null;
      return;
    case 'lose-power': {
      s.phase = 'A-lose-power';
      const space = removeMeterCube(ctx, 'lose-power');
      if (space >= 0) s.queue.unshift({ kind: 'add-emergencies', count: s.meter.numbers[space] ?? 1 });
      return;
    }
    case 'add-emergencies':
      s.phase = 'B-add-emergencies';
      log(ctx, 'emergencies-to-reveal', { count: step.count });
      revealEmergencies(ctx, step.count);
      s.phase = 'C-roll-emergency-dice';
      return;
    case 'roll-emergency':
      s.phase = 'C-roll-emergency-dice';
      rollEmergencyDice(ctx);
      return;
    case 'activate-rolled':
      if (s.effects.ignoreEmergencyDice) {
        log(ctx, 'emergency-dice-ignored', { card: 'crisis-averted' });
        return;
      }
      s.queue.unshift(...activationSteps(rolledSlots(ctx)));
      return;
    case 'activate':
      activate(ctx, step.slot, step.row);
      return;
    case 'escalate':
      escalate(ctx, step.slot, () => rollEmergencyDie(ctx.rng));
      return;
    case 'end-emergency-dice':
      return;
    case 'trigger-effect':
      if (step.triageable && s.triageArea.includes('triage') && !s.locks.triage) {
        s.pending = {
          kind: 'red-trigger-triage',
          source: step.source,
          effect: step.effect,
          options: [{ id: 'use-triage', card: 'triage' }, { id: 'let-it-happen' }],
        };
        log(ctx, 'decision-needed', { kind: 'red-trigger-triage', source: step.source });
        return;
      }
      applyIconEffect(ctx, step.effect, step.source);
      return;
    case 'planning':
      s.phase = 'D-planning';
      s.stop = 'planning';
      return;
    case 'resolve-stat':
      return resolveStatArea(ctx);
    case 'settle-triage':
      return settleTriage(ctx);
    case 'resolve-emergency-area':
      return resolveEmergencyArea(ctx);
    case 'resolve-patients':
      return resolvePatients(ctx);
    case 'resolve-patient':
      return resolvePatient(ctx, step.slot);
    case 'replace-patient':
      return replacePatient(ctx, step.slot);
    case 'sweep-treated':
      return sweepTreated(ctx);
    case 'resolve-stations':
      s.phase = 'G-resolve-patients';
      return resolveStations(ctx);
    case 'turn-dial':
      return turnDialStep(ctx);
    case 'end-round':
      return endRound(ctx);
  }
}
