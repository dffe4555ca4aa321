import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { LogEntry } from '@shared/fuse-countdown/log';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { restoreRng, seedRng } from '../../core/random';

/**
 * How long things take at the digital table with one pointer, in milliseconds (see
 * docs/fuse-countdown-balance.md for the reasons). Frozen before the cards were tuned.
 */
export const TIME_MODEL = {
  /** The leader draws (and names a colour or number first when its role asks). */
  roll: 2500,
  /** Reading the new roll against everybody's cards before the first die moves, per die rolled. */
  readPerDie: 800,
  /** Reading the dice and the cards, then dragging one die to a slot. */
  place: 2500,
  /** A role's change, flip or reroll: pick the die, pick the value. */
  ability: 3000,
  /** Pressing "done" when a seat could take nothing. */
  done: 1500,
  /** Choosing a replacement bomb from the row. */
  replacement: 3000,
  /** Choosing which die a fuse card takes, or a role at the start. */
  decision: 2000,
  /** One roll for a 6. */
  rollSix: 1500,
  /** Early defuse (one or two players). */
  defuse: 1000,
  /** Animations that never wait for the players. */
  animation: { 'bomb-defused': 800, 'spark-defused': 600, 'row-refilled': 400, 'spark-drawn': 700, 'fuse-activated': 1500, 'turn-started': 600 } as Record<string, number>,
} as const;

export type TimeModel = {
  roll: number;
  readPerDie: number;
  place: number;
  ability: number;
  done: number;
  replacement: number;
  decision: number;
  rollSix: number;
  defuse: number;
  animation: Record<string, number>;
};

/**
 * Tables differ in pace: the design's "about 2–3 s per die placed" is the range of tables, not a
 * jitter inside one game. Each game draws its table's time per die once, uniformly over whole
 * milliseconds in this range (docs/fuse-countdown-balance.md, "The table's pace").
 */
export const PACE_RANGE_MS = { min: 2000, max: 3000 } as const;

/**
 * The game's seed, hashed (murmur3's finaliser) into the pace's own seed: the pace never shares a stream
 * with the game's dice, and neighbouring seeds get unrelated paces (the generator's first output
 * barely differs between seeds 1, 2, 3, …).
 */
function paceSeed(seed: number): number {
  let h = (seed ^ 0x7ace) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/** The time per die placed (ms) of the table that plays the game with this seed. */
export function tablePace(seed: number): number {
  return uniformInt(restoreRng(seedRng(paceSeed(seed))), PACE_RANGE_MS.min, PACE_RANGE_MS.max);
}

/**
 * The frozen model at another table's pace: every constant (acts, decisions and animations alike)
 * scaled by the same factor, placeMs / 2500, rounded to whole ms, so a faster table is faster at everything.
 */
export function modelAtPace(placeMs: number, base: TimeModel = TIME_MODEL): TimeModel {
  const k = placeMs / base.place;
  const at = (ms: number) => Math.round(ms * k);
  return {
    roll: at(base.roll),
    readPerDie: at(base.readPerDie),
    place: placeMs,
    ability: at(base.ability),
    done: at(base.done),
    replacement: at(base.replacement),
    decision: at(base.decision),
    rollSix: at(base.rollSix),
    defuse: at(base.defuse),
    animation: Object.fromEntries(Object.entries(base.animation).map(([code, ms]) => [code, at(ms)])),
  };
}

/** Time one accepted action costs, including the animations its automatic steps played. */
export function actionTime(action: FuseCountdownAction, logged: readonly LogEntry[], model: TimeModel = TIME_MODEL): number {
  let ms = 0;
  switch (action.type) {
    case 'roll':
      ms = model.roll + model.readPerDie * (logged.find((e) => e.code === 'dice-rolled')?.params.dice?.toString().split(' ').filter(Boolean).length ?? 0);
      break;
    case 'place':
      ms = model.place;
      break;
    case 'change-colour':
    case 'change-number':
    case 'flip':
    case 'reroll':
    case 'return-die':
      ms = model.ability;
      break;
    case 'done':
      ms = model.done;
      break;
    case 'defuse':
      ms = model.defuse;
      break;
    case 'decide':
      ms = model.decision;
      break;
    case 'roll-six':
      ms = model.rollSix;
      break;
    case 'tick':
    case 'end-now':
    case 'start':
      ms = 0;
      break;
  }
  if (action.type === 'decide' && logged.some((e) => e.code === 'replacement-taken')) ms = model.replacement;
  for (const e of logged) ms += model.animation[e.code] ?? 0;
  return ms;
}
