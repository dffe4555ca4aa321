import { z } from 'zod';
import { cleanTextSchema } from './clean-text';
import type { GameKind } from './games';
import type { FlatlineLevel, MeterSide, TimerSeconds } from './flatline/setup';
import { profileIdSchema } from './profiles';

/**
 * One rung of a campaign ladder. Missions are data: a FUSE: Countdown mission joins the ladder by
 * adding an entry with its own kind and settings; the database stores only the mission's id.
 */
export interface FlatlineMission {
  id: string;
  kind: Extract<GameKind, 'flatline'>;
  level: FlatlineLevel;
  meterSide: MeterSide;
}
export type Mission = FlatlineMission;

/** The FLATLINE ladder: Training to Expert on the standard meter side, then again on the expert side. */
export const CAMPAIGN_LADDER: readonly Mission[] = [
  { id: 'flatline-training-standard', kind: 'flatline', level: 'training', meterSide: 'standard' },
  { id: 'flatline-standard-standard', kind: 'flatline', level: 'standard', meterSide: 'standard' },
  { id: 'flatline-expert-standard', kind: 'flatline', level: 'expert', meterSide: 'standard' },
  { id: 'flatline-training-expert', kind: 'flatline', level: 'training', meterSide: 'expert' },
  { id: 'flatline-standard-expert', kind: 'flatline', level: 'standard', meterSide: 'expert' },
  { id: 'flatline-expert-expert', kind: 'flatline', level: 'expert', meterSide: 'expert' },
];

export const missionById = (id: string): Mission | undefined => CAMPAIGN_LADDER.find((m) => m.id === id);

export type CampaignStatus = 'active' | 'complete';

export interface CampaignMember {
  profileId: string;
  name: string;
  colour: string;
}

export interface Campaign {
  id: string;
  name: string;
  crew: CampaignMember[];
  timerSeconds: TimerSeconds;
  /** Index into CAMPAIGN_LADDER of the mission being played (the ladder's length once complete). */
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
    name: cleanTextSchema(60, { empty: 'a campaign needs a name', tooLong: 'a campaign name has at most 60 characters' }),
    crew: z
      .array(profileIdSchema)
      .min(1, 'a crew has at least one player')
      .max(5, 'a crew has at most five players')
      .refine((ids) => new Set(ids).size === ids.length, 'a profile joins a crew once'),
    timerSeconds: z.union([z.literal(60), z.literal(90), z.literal(120), z.null()]).default(60),
  })
  .strict();
