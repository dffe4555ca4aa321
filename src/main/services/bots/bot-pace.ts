import type { BotPace } from '@shared/bots';
import type { BotStep } from '../../engine/core/game-module';

/**
 * How long a person at the table takes over each kind of act, in milliseconds, at the steady pace
 * (docs/bots.md, "A person's pace", says where each figure comes from). The figures are FUSE:
 * Countdown's time model for its balance sims (its bot folder's time model, at its middle table's
 * pace), copied here because the services never import a game; `notice` is the Keystroke-Level
 * Model's mental preparation (Card, Moran & Newell, 1980).
 */
export const PERSON_MS = {
  /** Taking in that a new roll is there, before reading it (KLM's M operator). */
  notice: 1350,
  /** Reading one die of the new roll against the cards (the sim's `readPerDie`). */
  readPerDie: 800,
  /** Reading the dice and the cards, then putting one die down (the sim's `place`). */
  place: 2500,
  /** Choosing the dice to roll again and rolling them (the sim's `ability`: pick the dice, then act). */
  reroll: 3000,
  /** Checking nothing fits, then saying so (the sim's `done`). */
  done: 1500,
  /** The leader's draw and roll (the sim's `roll`). */
  roll: 2500,
  /** A role's ability: pick the die, then the value (the sim's `ability`). */
  ability: 3000,
  /** Comparing the face-up bombs and taking one (the sim's `replacement`). */
  weigh: 3000,
  /** One choice among a few (the sim's `decision`). */
  answer: 2000,
  /** One roll for a 6 (the sim's `rollSix`). */
  'roll-six': 1500,
  /** One press on what is already decided (the sim's `defuse`). */
  press: 1000,
} as const satisfies Record<BotStep['act'] | 'notice' | 'readPerDie', number>;

/**
 * Each pace as a factor on a person's time: steady is the sim's middle table (2.5 s a die); relaxed
 * is slower than its slowest table (3 s), for people learning the game; quick is faster than its
 * fastest (2 s), for tables that know the game. The two ends are our choice, not a measurement.
 */
export const PACE_FACTOR: Readonly<Record<BotPace, number>> = { relaxed: 1.4, steady: 1, quick: 0.6 };

/**
 * People are not metronomes: each wait is drawn uniformly within ±15 % of its figure (our choice;
 * it keeps bots from moving in step), from the seed the services give it, never from Math.random.
 */
export const SPREAD = 0.15;

/** A person's time over the step at the steady pace, before the spread: a look at a new roll first, then the act. */
export function personMs(step: BotStep): number {
  const look = 'look' in step && step.look > 0 ? PERSON_MS.notice + PERSON_MS.readPerDie * step.look : 0;
  return look + PERSON_MS[step.act];
}

/** A 32-bit seed mixed (murmur3's finaliser) into a number in [0, 1): neighbouring seeds get unrelated draws. */
function unit(seed: number): number {
  let h = seed | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 0x1_0000_0000;
}

/** The seed of a bot's wait: the game's seed, where the game stands (its version) and the seat, so a replayed table waits the same. */
export const botWaitSeed = (gameSeed: number, version: number, seat: number): number => (gameSeed * 31 + version * 7919 + seat * 104_729 + 0x0b07) | 0;

/** How long the bot at a seat waits before the step, at its pace (ms of the table's time; paused time excluded). */
export function botWaitMs(pace: BotPace, step: BotStep, seed: number): number {
  const factor = PACE_FACTOR[pace] * (1 - SPREAD + 2 * SPREAD * unit(seed));
  return Math.round(personMs(step) * factor);
}

/** The wait's key: while a seat means the same kind of act, it is the same wait (people acting meanwhile do not restart it). */
export const botWaitKey = (pace: BotPace, step: BotStep): string => `bot-${pace}-${step.act}${'look' in step ? `-${step.look}` : ''}`;
