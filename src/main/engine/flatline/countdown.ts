import type { Refusal } from '../core/rules';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { TargetRef } from '@shared/flatline/state';
import { log, refusal, type Ctx } from './context';
import { checkPlacement } from '@shared/flatline/rules/placement';
import { rollMedicDie } from './dice';
import { resolutionSteps } from './round';
import { closeAsk } from './die-offers';
import { closeTakeBacks, notePlaced } from './take-back';

/** Phase E begins: every player rolls all of their dice once. */
export function startCountdown(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'E-countdown';
  s.stop = 'countdown';
  s.countdown = { elapsedMs: 0, endedBy: null, ready: [] };
  for (const die of s.dice) if (die.at.kind === 'tray') die.face = rollMedicDie(ctx.rng);
  for (let seat = 0; seat < s.players; seat++) {
    const faces = s.dice.filter((d) => d.seat === seat && d.at.kind === 'tray').map((d) => d.face);
    log(ctx, 'medic-dice-rolled', { seat, faces: faces.join(',') });
  }
  log(ctx, 'countdown-started', { timerSeconds: s.setup.timerSeconds ?? 0 });
  endIfAllPlaced(ctx);
}

export function endCountdown(ctx: Ctx, by: 'time' | 'all-placed' | 'done'): void {
  const { s } = ctx;
  s.countdown.endedBy = by;
  // The house rule's window closes with the countdown: the round's steps go on from what is placed.
  closeTakeBacks(s, 'countdown-over');
  s.stop = null;
  s.phase = 'F-resolve-cards';
  s.queue = resolutionSteps();
  log(ctx, 'countdown-ended', { by });
}

/**
 * The countdown ends by itself once no player has an unplaced die, or, once some seat said it is
 * done on its device, when every seat that still holds an unplaced die has said so.
 */
function endIfAllPlaced(ctx: Ctx): void {
  const { s } = ctx;
  if (s.stop !== 'countdown') return;
  if (!s.dice.some((d) => d.at.kind === 'tray')) return endCountdown(ctx, 'all-placed');
  const ready = s.countdown.ready ?? [];
  if (ready.length === 0) return;
  const holding = new Set(s.dice.filter((d) => d.at.kind === 'tray').map((d) => d.seat));
  if ([...holding].every((seat) => ready.includes(seat))) endCountdown(ctx, 'done');
}

/** A seat that acts again during the countdown is no longer done: its Done has to be said again. */
export function unready(ctx: Ctx, seat: number): void {
  const ready = ctx.s.countdown.ready;
  if (!ready?.includes(seat)) return;
  ctx.s.countdown.ready = ready.filter((other) => other !== seat);
  log(ctx, 'seat-unready', { seat });
}

const needCountdown = (ctx: Ctx): Refusal | null =>
  ctx.s.stop === 'countdown' ? null : refusal('not-countdown', 'This is done during the countdown only.');

export function place(ctx: Ctx, dieId: string, target: TargetRef, space: number): Refusal | null {
  const problem = checkPlacement(ctx.s, dieId, target, space);
  if (problem) return problem;
  const { s } = ctx;
  const die = s.dice.find((d) => d.id === dieId);
  if (!die) return refusal('unknown-die', 'There is no such die at this table.', { die: dieId });
  die.at = { kind: 'space', target, space };
  unready(ctx, die.seat);
  notePlaced(s, die.seat, dieId);
  log(ctx, 'die-placed', { die: dieId, seat: die.seat, face: die.face ?? '', target: JSON.stringify(target), space });
  endIfAllPlaced(ctx);
  return null;
}

/** Re-roll: sacrifice a die on the left-most open space of the track, or spend a free re-roll. */
export function reroll(ctx: Ctx, action: Extract<FlatlineAction, { type: 'reroll' }>): Refusal | null {
  const { s } = ctx;
  const wait = needCountdown(ctx);
  if (wait) return wait;
  if (action.seat >= s.players) return refusal('unknown-seat', 'There is no such player.', { seat: action.seat });
  if (new Set(action.dice).size !== action.dice.length) return refusal('reroll-die-twice', 'Each die is re-rolled once.');
  for (const id of action.dice) {
    const die = s.dice.find((d) => d.id === id);
    if (!die) return refusal('unknown-die', 'There is no such die at this table.', { die: id });
    if (die.seat !== action.seat) return refusal('reroll-not-own-die', 'A player re-rolls only their own dice.', { die: id, seat: action.seat });
    if (die.at.kind !== 'tray') return refusal('die-not-available', 'That die is not an unplaced rolled die.', { die: id });
  }
  if (action.sacrifice !== undefined) {
    if (s.locks.reroll) return refusal('reroll-track-locked', 'A lock-down tile covers the re-roll track this round.');
    const space = s.rerollTrack.indexOf(null);
    if (space < 0) return refusal('reroll-track-full', 'The re-roll track is full this round.', { capacity: s.rerollCapacity });
    const sacrificed = s.dice.find((d) => d.id === action.sacrifice);
    if (!sacrificed) return refusal('unknown-die', 'There is no such die at this table.', { die: action.sacrifice });
    if (sacrificed.at.kind !== 'tray') return refusal('die-not-available', 'That die is not an unplaced rolled die.', { die: action.sacrifice });
    if (action.dice.includes(action.sacrifice)) return refusal('reroll-sacrificed-die', 'The sacrificed die cannot also be re-rolled.');
    sacrificed.at = { kind: 'reroll', index: space };
    s.rerollTrack[space] = sacrificed.id;
    log(ctx, 'die-sacrificed', { die: sacrificed.id, seat: sacrificed.seat, space });
  } else {
    if ((s.effects.freeRerolls[action.seat] ?? 0) <= 0) {
      return refusal('no-free-reroll', 'A re-roll needs a die sacrificed on the re-roll track.', { seat: action.seat });
    }
    s.effects.freeRerolls[action.seat] = (s.effects.freeRerolls[action.seat] ?? 0) - 1;
  }
  unready(ctx, action.seat);
  // New faces are seen: the die this seat placed before them stays placed.
  closeTakeBacks(s, 'after-reroll', action.seat);
  // The seat has its re-roll: whatever it asked the table for is over.
  closeAsk(s, action.seat);
  for (const id of action.dice) {
    const die = s.dice.find((d) => d.id === id);
    if (die) die.face = rollMedicDie(ctx.rng);
  }
  log(ctx, 'dice-rerolled', {
    seat: action.seat,
    faces: action.dice.map((id) => s.dice.find((d) => d.id === id)?.face ?? '').join(','),
    free: action.sacrifice === undefined,
  });
  endIfAllPlaced(ctx);
  return null;
}

/** Concentrated Effort: a player turns one of their unplaced dice to any face. */
export function changeFace(ctx: Ctx, dieId: string, face: NonNullable<Ctx['s']['dice'][number]['face']>): Refusal | null {
  const { s } = ctx;
  const wait = needCountdown(ctx);
  if (wait) return wait;
  const die = s.dice.find((d) => d.id === dieId);
  if (!die) return refusal('unknown-die', 'There is no such die at this table.', { die: dieId });
  if (die.at.kind !== 'tray' || !die.face) return refusal('die-not-available', 'That die is not an unplaced rolled die.', { die: dieId });
  if ((s.effects.faceChanges[die.seat] ?? 0) <= 0) {
    return refusal('no-face-change', 'Only Concentrated Effort lets a player turn a die.', { seat: die.seat });
  }
  s.effects.faceChanges[die.seat] = (s.effects.faceChanges[die.seat] ?? 0) - 1;
  unready(ctx, die.seat);
  log(ctx, 'die-turned', { die: dieId, from: die.face, to: face });
  die.face = face;
  return null;
}

/** Time is input: the total countdown time elapsed; past the timer's length the countdown ends. */
export function tick(ctx: Ctx, elapsedMs: number): Refusal | null {
  const { s } = ctx;
  const wait = needCountdown(ctx);
  if (wait) return wait;
  if (elapsedMs < s.countdown.elapsedMs) {
    return refusal('tick-backwards', 'Countdown time only moves forward.', { elapsedMs, was: s.countdown.elapsedMs });
  }
  s.countdown.elapsedMs = elapsedMs;
  const limit = s.setup.timerSeconds;
  if (limit !== null && elapsedMs >= limit * 1000) endCountdown(ctx, 'time');
  return null;
}

/**
 * Without a seat, the table's Done: the countdown ends at once. With one, that seat's device says the
 * seat is done; the countdown ends once every seat still holding dice is done (see `endIfAllPlaced`).
 */
export function done(ctx: Ctx, seat?: number): Refusal | null {
  const wait = needCountdown(ctx);
  if (wait) return wait;
  if (seat === undefined) {
    endCountdown(ctx, 'done');
    return null;
  }
  const { s } = ctx;
  if (seat >= s.players) return refusal('unknown-seat', 'There is no such player.', { seat });
  const ready = s.countdown.ready ?? [];
  if (ready.includes(seat)) return refusal('seat-already-ready', 'This seat has already said it is done.', { seat });
  s.countdown.ready = [...ready, seat].sort((a, b) => a - b);
  log(ctx, 'seat-ready', { seat });
  endIfAllPlaced(ctx);
  return null;
}
