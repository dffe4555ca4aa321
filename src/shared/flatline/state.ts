import type { FlatlineSetup } from './setup';

/** PLACEHOLDER until the FLATLINE engine lands: the plain-JSON state of a FLATLINE game. */
export interface FlatlineState {
  setup: FlatlineSetup;
  seed: number;
  round: number;
  outcome: 'in-progress' | 'won' | 'lost';
}
