import type { Step } from '@shared/flatline/state';
import { EMERGENCY_ROWS, EMERGENCY_SLOTS } from '@shared/flatline/data/board';
import { log, type Ctx } from './context';
import { emergencyCard } from '@shared/flatline/rules/components';
import { rollFace as rollEmergencyDie, shuffle } from '../core/random';

/** Draws the top emergency card, reshuffling the discard pile into a new deck when it runs out. */
export function drawEmergency(ctx: Ctx): string | null {
  const { s } = ctx;
  if (s.emergencyDeck.length === 0 && s.discardPile.length > 0) {
    s.emergencyDeck = shuffle(ctx.rng, s.discardPile);
    s.discardPile = [];
    log(ctx, 'discard-reshuffled', { cards: s.emergencyDeck.length });
  }
  const card = s.emergencyDeck.shift();
  if (card === undefined) {
    log(ctx, 'emergency-deck-empty');
    return null;
  }
  return card;
}

export const emergencyAreaFull = (ctx: Ctx): boolean =>
  ctx.s.emergencyArea.every((row) => row.every((card) => card !== null));

/**
 * Adds a revealed card to the board (phase B): orange tab to the stat area, blue tab to the lowest
 * open slot of row one, row two only once row one is full. With all twelve spaces full, any revealed
 * card leaves the game for good.
 */
export function placeRevealed(ctx: Ctx, card: string): { area: 'stat' } | { area: 'emergency'; row: number; slot: number } | { area: 'out' } {
  const { s } = ctx;
  if (emergencyAreaFull(ctx)) {
    s.outOfGame.push(card);
    log(ctx, 'emergency-revealed', { card, area: 'out-of-game' });
    return { area: 'out' };
  }
  if (emergencyCard(card)?.tab === 'stat') {
    s.statArea.push(card);
    log(ctx, 'emergency-revealed', { card, area: 'stat' });
    return { area: 'stat' };
  }
  for (let row = 0; row < EMERGENCY_ROWS; row++) {
    const cells = s.emergencyArea[row] ?? [];
    for (let slot = 0; slot < EMERGENCY_SLOTS; slot++) {
      if (cells[slot] === null) {
        cells[slot] = card;
        log(ctx, 'emergency-revealed', { card, area: 'emergency', row: row + 1, slot: slot + 1 });
        return { area: 'emergency', row, slot };
      }
    }
  }
  s.outOfGame.push(card);
  return { area: 'out' };
}

export function revealEmergencies(ctx: Ctx, count: number): void {
  for (let i = 0; i < count; i++) {
    const card = drawEmergency(ctx);
    if (card === null) return;
    placeRevealed(ctx, card);
  }
}

/** Phase C: roll the emergency dice (none after Crisis Averted, one after Disaster Averted). */
export function rollEmergencyDice(ctx: Ctx): void {
  const { s } = ctx;
  s.emergencyDice = [
    { value: null, ignored: false },
    { value: null, ignored: false },
  ];
  if (s.effects.skipEmergencyRoll) {
    log(ctx, 'emergency-roll-skipped', { card: 'crisis-averted' });
    return;
  }
  const count = s.effects.rollOneEmergencyDie ? 1 : 2;
  for (let i = 0; i < count; i++) {
    const die = s.emergencyDice[i];
    if (die) die.value = rollEmergencyDie(ctx.rng);
  }
  log(ctx, 'emergency-dice-rolled', {
    values: s.emergencyDice.map((d) => d.value).filter((v) => v !== null).join(','),
  });
}

/** Slots the live emergency dice point at, left to right, doubles counted once. */
export function rolledSlots(ctx: Ctx, onlyDice?: number[]): number[] {
  const values = ctx.s.emergencyDice
    .map((d, i) => ({ d, i }))
    .filter(({ d, i }) => !d.ignored && d.value !== null && (!onlyDice || onlyDice.includes(i)))
    .map(({ d }) => (d.value ?? 1) - 1);
  return [...new Set(values)].sort((a, b) => a - b);
}

/** Activation steps for slots: row one first, then row two, each with what it holds when reached. */
export const activationSteps = (slots: number[]): Step[] =>
  slots.flatMap((slot) => [
    { kind: 'activate', slot, row: 0 },
    { kind: 'activate', slot, row: 1 },
  ]);

export function removeFromEmergencyArea(ctx: Ctx, card: string): boolean {
  for (const row of ctx.s.emergencyArea) {
    const i = row.indexOf(card);
    if (i >= 0) {
      row[i] = null;
      return true;
    }
  }
  return false;
}

/** Phase F: a slot whose row-one card left gets the row-two card slid down. */
export function slideDown(ctx: Ctx): void {
  const [one, two] = ctx.s.emergencyArea;
  if (!one || !two) return;
  for (let slot = 0; slot < EMERGENCY_SLOTS; slot++) {
    if (one[slot] === null && two[slot] !== null) {
      one[slot] = two[slot] ?? null;
      two[slot] = null;
      log(ctx, 'emergency-slid-down', { card: one[slot] ?? '', slot: slot + 1 });
    }
  }
}
