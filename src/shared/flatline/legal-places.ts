import type { TargetRef } from './state';

/** One place a die may go right now: a space of a line, card or station. */
export interface LegalPlace {
  target: TargetRef;
  space: number;
}

/**
 * What the board may offer right now, computed in main by the engine's queries after every change,
 * so the renderer (which cannot run the engine) highlights only legal moves. The engine still
 * checks every action: a legal place is a convenience, never the authority.
 */
export interface FlatlineLegalPlaces {
  /** For each rolled die in a tray, every space it may be placed on now. */
  placements: Record<string, LegalPlace[]>;
  /** Triage cards in the + area that may be used now. */
  usableTriage: string[];
  /** Whether a die may be sacrificed on the re-roll track now. */
  rerollTrackOpen: boolean;
}
