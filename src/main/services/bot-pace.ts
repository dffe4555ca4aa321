import type { BotPace } from '@shared/bots';

/**
 * How long a bot takes over each of its acts, in the table's time (paused time excluded): about a
 * person's pace at the table, from a patient player's to a quick one's. Short enough at `quick` for
 * a bot to keep up with FLATLINE's 60-second countdown, long enough at every pace for people to see
 * each die go down.
 */
export const BOT_WAIT_MS: Readonly<Record<BotPace, number>> = {
  relaxed: 2600,
  steady: 1500,
  quick: 600,
};
