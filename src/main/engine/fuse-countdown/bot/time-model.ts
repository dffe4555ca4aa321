import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { LogEntry } from '@shared/fuse-countdown/log';

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

/** Time one accepted action costs, including the animations its automatic steps played. */
export function actionTime(action: FuseCountdownAction, logged: readonly LogEntry[], model = TIME_MODEL): number {
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
      ms = 0;
      break;
  }
  if (action.type === 'decide' && logged.some((e) => e.code === 'replacement-taken')) ms = model.replacement;
  for (const e of logged) ms += model.animation[e.code] ?? 0;
  return ms;
}
