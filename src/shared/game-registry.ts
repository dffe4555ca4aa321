import { flatlineSetupSchema, type FlatlineSetup } from './flatline/setup';
import { flatlineActionSchema, type FlatlineAction } from './flatline/actions';
import type { FlatlineView } from './flatline/view';
import type { FlatlineHints } from './flatline/hints';
import { FLATLINE_LADDER, type FlatlineMission } from './flatline/campaign';

/**
 * The games the contract knows, keyed by kind: the one place in src/shared that lists them. The
 * API's game payloads are unions built from this (see games.ts and api.ts); a new game adds one
 * entry here with its schemas and its types.
 */
export const GAME_KINDS = ['flatline'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** Each game's setup and action schemas, as the API validates them. */
export const GAME_SCHEMAS = {
  flatline: { setup: flatlineSetupSchema, action: flatlineActionSchema },
} as const satisfies Record<GameKind, unknown>;

/** Each game's types as they cross the API: setup, action, the players' view, the board's hints. */
export interface GameTypes {
  flatline: { setup: FlatlineSetup; action: FlatlineAction; view: FlatlineView; hints: FlatlineHints; mission: FlatlineMission };
}

/** Each game's campaign ladder: its missions in the order a crew climbs them. */
export const CAMPAIGN_LADDERS: { readonly [K in GameKind]: readonly GameTypes[K]['mission'][] } = {
  flatline: FLATLINE_LADDER,
};
