import { z } from 'zod';
import { gameKindSchema, type GameKind, type GameTypes } from './games';
import { CAMPAIGN_LADDERS } from './game-registry';
import { cleanTextSchema } from './clean-text';
import { profileIdSchema } from './profiles';
import { playerNameSchema } from './players';
import { BOT_PACES, type BotPace } from './bots';

/**
 * One rung of a campaign ladder. Missions are data, each naming its game; a campaign belongs to one
 * game and climbs that game's ladder (see CAMPAIGN_LADDERS); the database stores only mission ids.
 */
export type Mission = GameTypes[GameKind]['mission'];

export { CAMPAIGN_LADDERS };

/** A mission of any game's ladder, by id. */
export const missionById = (id: string): Mission | undefined => {
  for (const ladder of Object.values(CAMPAIGN_LADDERS) as (readonly Mission[])[]) {
    const mission = ladder.find((m) => m.id === id);
    if (mission) return mission;
  }
  return undefined;
};

export type CampaignStatus = 'active' | 'complete';

export interface CampaignBots {
  names: string[];
  pace: BotPace;
}

export interface CampaignMember {
  profileId: string;
  name: string;
  colour: string;
}

export interface Campaign {
  id: string;
  /** The game whose ladder this campaign climbs. */
  kind: GameKind;
  name: string;
  crew: CampaignMember[];
  /** Bot teammates seated after the crew's people in every mission (docs/bots.md); absent: none. */
  bots?: CampaignBots;
  /** The clock setting every mission's game is played with (seconds; null: untimed, or a fitted clock). */
  timerSeconds: number | null;
  /**
   * Each mission's game runs on the game's clock fitted to the table (set by the mission's level and
   * the crew's size) instead of `timerSeconds`. False for every campaign made before fitted clocks.
   */
  fittedClock: boolean;
  /** Index into the game's ladder of the mission being played (the ladder's length once complete). */
  step: number;
  /** The mission being played, absent once the campaign is complete. */
  mission?: Mission;
  missions: number;
  status: CampaignStatus;
  /** The game of the current mission when one is in progress. */
  currentGameId: string | null;
  wins: number;
  losses: number;
  createdAt: string;
  updatedAt: string;
}

export const campaignIdSchema = z.string().regex(/^c-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'a campaign id looks like c-<uuid>');

export const campaignInputSchema = z
  .object({
    kind: gameKindSchema.default('flatline'),
    name: cleanTextSchema(60, { empty: 'a campaign needs a name', tooLong: 'a campaign name has at most 60 characters' }),
    crew: z
      .array(profileIdSchema)
      .min(1, 'a crew has at least one player')
      .max(5, 'a crew has at most five players')
      .refine((ids) => new Set(ids).size === ids.length, 'a profile joins a crew once'),
    // Each game has its own clock settings (FLATLINE 60/90/120 s, FUSE: Countdown 10/15/20 min): the
    // service checks the value against the game's missions. Left out: 60, or none with a fitted clock.
    timerSeconds: z.number().int().min(1).max(86_400).nullable().optional(),
    // The game's clock fitted to the table, mission by mission; only for a game that offers one (the
    // service asks the game's module).
    fittedClock: z.boolean().default(false),
    /** Bot teammates: their names (seated after the crew, in order) and pace. */
    bots: z.object({ names: z.array(playerNameSchema).min(1).max(4), pace: z.enum(BOT_PACES).default('steady') }).strict().optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.fittedClock && input.timerSeconds !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['timerSeconds'], message: 'a fitted clock is set by the game for each mission: leave timerSeconds out' });
    }
  })
  .transform(({ timerSeconds, ...input }) => ({ ...input, timerSeconds: input.fittedClock ? null : timerSeconds === undefined ? 60 : timerSeconds }));

/** How a campaign's missions are timed, as a game module's campaign block (`campaign.setup`) is told. */
export type CampaignClock = { fitted: true } | { fitted: false; timerSeconds: number | null };

/** A campaign's clock from its stored or requested fields. */
export const campaignClock = (campaign: { fittedClock: boolean; timerSeconds: number | null }): CampaignClock =>
  campaign.fittedClock ? { fitted: true } : { fitted: false, timerSeconds: campaign.timerSeconds };
