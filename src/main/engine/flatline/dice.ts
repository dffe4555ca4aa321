import { baseDice, maxDice } from '@shared/flatline/data/board';
import { isBeforeResolution, log, type Ctx } from './context';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from '../core/random';
import { SYMBOLS, type SymbolId } from '@shared/flatline/symbols';

/** A medic die: one of its six symbols. */
export const rollMedicDie = (rng: RandomGenerator): SymbolId => SYMBOLS[uniformInt(rng, 0, 5)] ?? 'red';

/** Start of a round: every die comes back; the base count plus last resolution's gains and losses is in play. */
export function resetRoundDice(ctx: Ctx): void {
  const { s } = ctx;
  for (let seat = 0; seat < s.players; seat++) {
    const count = Math.max(0, Math.min(maxDice(s.players), baseDice(s.players) + (s.next.diceDelta[seat] ?? 0)));
    s.diceInPlay[seat] = count;
    let n = 0;
    for (const die of s.dice) {
      if (die.seat !== seat) continue;
      die.face = null;
      die.at = n < count ? { kind: 'tray' } : { kind: 'out' };
      n++;
    }
  }
  s.rerollTrack = s.rerollTrack.map(() => null);
}

/**
 * A player loses dice: before the resolution, unplaced dice leave play this round; during the
 * resolution, the loss applies to the next round.
 */
export function loseDice(ctx: Ctx, seat: number, amount: number): void {
  const { s } = ctx;
  if (!isBeforeResolution(ctx)) {
    s.next.diceDelta[seat] = (s.next.diceDelta[seat] ?? 0) - amount;
    log(ctx, 'dice-lost-next-round', { seat, amount });
    return;
  }
  let lost = 0;
  for (let i = s.dice.length - 1; i >= 0 && lost < amount; i--) {
    const die = s.dice[i];
    if (die && die.seat === seat && die.at.kind === 'tray') {
      die.at = { kind: 'out' };
      die.face = null;
      lost++;
    }
  }
  s.diceInPlay[seat] = (s.diceInPlay[seat] ?? 0) - lost;
  log(ctx, 'dice-lost', { seat, amount: lost });
}

/**
 * A player gains a die, up to the maximum (excess is ignored). During the countdown it is rolled at
 * once; during the resolution it is one more die next round.
 */
export function gainDie(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  if (!isBeforeResolution(ctx)) {
    s.next.diceDelta[seat] = (s.next.diceDelta[seat] ?? 0) + 1;
    log(ctx, 'die-gained-next-round', { seat });
    return;
  }
  const die = s.dice.find((d) => d.seat === seat && d.at.kind === 'out');
  if (!die) {
    log(ctx, 'die-gain-ignored', { seat });
    return;
  }
  die.at = { kind: 'tray' };
  die.face = s.phase === 'E-countdown' ? rollMedicDie(ctx.rng) : null;
  s.diceInPlay[seat] = (s.diceInPlay[seat] ?? 0) + 1;
  log(ctx, 'die-gained', { seat, ...(die.face ? { face: die.face } : {}) });
}

/** Per-seat bonuses (free re-rolls, face changes) go to this round or, during resolution, the next. */
export function grantAll(ctx: Ctx, what: 'freeRerolls' | 'faceChanges'): void {
  const target = isBeforeResolution(ctx) ? ctx.s.effects[what] : ctx.s.next[what];
  for (let seat = 0; seat < ctx.s.players; seat++) target[seat] = (target[seat] ?? 0) + 1;
  log(ctx, what === 'freeRerolls' ? 'free-rerolls-granted' : 'face-changes-granted', { nextRound: !isBeforeResolution(ctx) });
}
