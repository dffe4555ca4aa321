import type { FuseCountdownState } from './state';
import type { Placement } from './rules/queries';

/** What the table sees: decks as counts, the bag as counts by die kind, no generator state. */
export type FuseCountdownView = Omit<FuseCountdownState, 'bombDeck' | 'sparkDeck' | 'boxed' | 'bag' | 'rng'> & {
  bombDeckCount: number;
  sparkDeckCount: number;
  boxedCount: number;
  bagCounts: Record<string, number>;
};

/** What the table may light up during distribution: every legal placement of a rolled die. */
export interface FuseCountdownLegalPlaces {
  placements: Placement[];
}
