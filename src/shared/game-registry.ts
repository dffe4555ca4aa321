import { flatlineSetupSchema, type FlatlineSetup } from './flatline/setup';
import { flatlineActionSchema, type FlatlineAction } from './flatline/actions';
import type { FlatlineView } from './flatline/view';
import type { FlatlineLegalPlaces } from './flatline/legal-places';
import { FLATLINE_LADDER, type FlatlineMission } from './flatline/campaign';
import type { FlatlineHidden } from './flatline/replay';
import { fuseCountdownSetupSchema, type FuseCountdownSetup } from './fuse-countdown/setup';
import { fuseCountdownActionSchema, type FuseCountdownAction } from './fuse-countdown/actions';
import type { FuseCountdownLegalPlaces, FuseCountdownView } from './fuse-countdown/view';
import { FUSE_COUNTDOWN_LADDER, type FuseCountdownMission } from './fuse-countdown/campaign';
import { FLATLINE_DAILY } from './flatline/daily';
import { FUSE_COUNTDOWN_DAILY } from './fuse-countdown/daily';
import type { DailyBlock } from './daily/daily-block';
import type { FuseCountdownHidden } from './fuse-countdown/replay';
import { flatlineCompanionClockSchema, flatlineCompanionResultSchema } from './flatline/companion';
import { countdownCompanionClockSchema, countdownCompanionResultSchema } from './fuse-countdown/companion';

/**
 * The games the contract knows, keyed by kind: the one place in src/shared that lists them. The
 * API's game payloads are unions built from this (see games.ts and api.ts); a new game adds one
 * entry here with its schemas and its types.
 */
export const GAME_KINDS = ['flatline', 'fuse-countdown'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** Each game's setup and action schemas, as the API validates them. */
export const GAME_SCHEMAS = {
  flatline: { setup: flatlineSetupSchema, action: flatlineActionSchema },
  'fuse-countdown': { setup: fuseCountdownSetupSchema, action: fuseCountdownActionSchema },
} as const satisfies Record<GameKind, unknown>;

/** Each game's types as they cross the API: setup, action, the players' view, the board's legal places, what a replay shows was hidden. */
export interface GameTypes {
  flatline: { setup: FlatlineSetup; action: FlatlineAction; view: FlatlineView; legalPlaces: FlatlineLegalPlaces; mission: FlatlineMission; hidden: FlatlineHidden };
  'fuse-countdown': {
    setup: FuseCountdownSetup;
    action: FuseCountdownAction;
    view: FuseCountdownView;
    legalPlaces: FuseCountdownLegalPlaces;
    mission: FuseCountdownMission;
    hidden: FuseCountdownHidden;
  };
}

/** Each game's campaign ladder: its missions in the order a crew climbs them. */
export const CAMPAIGN_LADDERS: { readonly [K in GameKind]: readonly GameTypes[K]['mission'][] } = {
  flatline: FLATLINE_LADDER,
  'fuse-countdown': FUSE_COUNTDOWN_LADDER,
};

/** Each game's daily deal (docs/daily-deal.md); a game without one is absent. */
export const DAILY_DEALS: { readonly [K in GameKind]?: DailyBlock<GameTypes[K]['setup']> } = {
  flatline: FLATLINE_DAILY,
  'fuse-countdown': FUSE_COUNTDOWN_DAILY,
};

/** Each game's companion for the physical box (docs/companion.md): the clock it offers and its result form. */
export const COMPANION_SCHEMAS = {
  flatline: { clock: flatlineCompanionClockSchema, result: flatlineCompanionResultSchema },
  'fuse-countdown': { clock: countdownCompanionClockSchema, result: countdownCompanionResultSchema },
} as const satisfies Record<GameKind, unknown>;
