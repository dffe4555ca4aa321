import { z } from 'zod';
import { playerNameSchema } from './players';
import { profileIdSchema } from './profiles';
import type { GameKind } from './games';

/**
 * The companion for a table playing the physical game (docs/companion.md): the services keep its
 * clock, the players press to go on, and a short form records the result in history. These are
 * the parts every game shares; a game's own clock and result fields are in its folder
 * (`flatline/companion.ts`, `fuse-countdown/companion.ts`).
 */

/** What a game's companion clock runs, from the clock the players chose. */
export interface CompanionPlan {
  /** The countdown's length. */
  limitMs: number;
  /** The clock setting as statistics key it ('60', 'fitted', '600'). */
  timer: string;
  /**
   * The steps of one round in order, the countdown's own among them (FLATLINE: A–H, the countdown at
   * E); empty for a game with one countdown from start to end (FUSE: Countdown).
   */
  steps: readonly string[];
  /** The step that is the countdown; null when there are no steps. */
  countdownStep: string | null;
}

/**
 * `ready`: the countdown waits for the players' start; `countdown`: it runs (or stands, paused);
 * `step`: between countdowns, at one step of the round; `over`: the players ended the game (or a
 * game of one countdown ran out of time).
 */
export type CompanionPhase = 'ready' | 'countdown' | 'step' | 'over';

/** The companion's clock as every screen draws it. */
export interface CompanionView {
  id: string;
  kind: GameKind;
  /** Counts every change: a screen ignores a view older than the one it shows. */
  version: number;
  phase: CompanionPhase;
  /** The round (from 1); a game without rounds stays at 1. */
  round: number;
  /** The step of the round the table is at (the countdown's own while it runs); null without steps. */
  step: string | null;
  /** The round's steps in order and the countdown's own (the plan's), so a screen can name the next. */
  steps: readonly string[];
  countdownStep: string | null;
  limitMs: number;
  /** Milliseconds left when the services sent this view; a screen counts down from it while `running`. */
  remainingMs: number;
  /** The countdown runs now (not paused). */
  running: boolean;
  paused: boolean;
  /** The clock setting (statistics' key) and the clock the players chose, for the result form. */
  timer: string;
  clock: Record<string, unknown>;
  /** Set when the countdown ran out (a game of one countdown ends then). */
  timeUp: boolean;
}

/**
 * What the players press: `next` goes on (ready → the countdown; a step → the next one; a running
 * FLATLINE countdown → ended early, every die placed), `end` ends the game, `close` forgets it.
 */
export const COMPANION_ACTS = ['next', 'pause', 'resume', 'end', 'close'] as const;
export type CompanionAct = (typeof COMPANION_ACTS)[number];

/**
 * What a phone following the companion may press (docs/companion.md): anyone at the table may stop
 * the clock, start it again and go on, as at the main screen; ending the game and closing the
 * companion are the main screen's, where the result form is.
 */
export const COMPANION_PHONE_ACTS = ['next', 'pause', 'resume'] as const;

export const companionIdSchema = z.string().regex(/^c-[0-9a-f-]{36}$/, 'a companion id looks like c-<uuid>');

/** One player of a physical game: a profile's name, or a name typed in. */
export const companionPlayerSchema = z
  .object({
    name: playerNameSchema,
    profileId: profileIdSchema.nullable().default(null),
  })
  .strict();

/** The players of a physical game: `min`–`max` people, each profile at one seat only. */
export const companionPlayersSchema = (min: number, max: number) =>
  z
    .array(companionPlayerSchema)
    .min(min, `at least ${min} player${min === 1 ? '' : 's'}`)
    .max(max, `at most ${max} players`)
    .superRefine((players, ctx) => {
      const ids = players.map((p) => p.profileId).filter((id): id is string => id !== null);
      if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'a profile plays one seat only' });
    });

/** Won or lost, as the players tell it. */
export const companionOutcomeSchema = z.enum(['won', 'lost']);
