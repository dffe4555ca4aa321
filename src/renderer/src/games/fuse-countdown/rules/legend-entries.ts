// What the legend lists, in order: one example of every requirement icon, every relation and every
// configuration that our card data uses (a test checks none is missing).
import type { DieRequirement, Relation } from '@shared/fuse-countdown/components';

export interface RequirementEntry {
  key: string;
  req: DieRequirement;
  first?: boolean;
  last?: boolean;
}

export const REQUIREMENT_ENTRIES: readonly RequirementEntry[] = [
  { key: 'colour', req: { kind: 'colour', colour: 'red' } },
  { key: 'number', req: { kind: 'number', number: 4 } },
  { key: 'colour-number', req: { kind: 'colour-number', colour: 'blue', number: 2 } },
  { key: 'colours', req: { kind: 'colours', colours: ['yellow', 'green'] } },
  { key: 'numbers', req: { kind: 'numbers', numbers: [5, 6] } },
  { key: 'colour-or-number', req: { kind: 'colour-or-number', colour: 'black', number: 3 } },
  { key: 'not-colour', req: { kind: 'not-colour', colour: 'red' } },
  { key: 'pairs', req: { kind: 'pairs', pairs: [{ colour: 'red', number: 3 }, { colour: 'blue', number: 4 }] } },
  { key: 'split', req: { kind: 'split' } },
  { key: 'any', req: { kind: 'any' } },
  { key: 'first', req: { kind: 'any' }, first: true },
  { key: 'last', req: { kind: 'any' }, last: true },
];

/** A relation between two neighbours (or three for an equation), left to right. */
export interface RelationEntry {
  key: string;
  rel: Relation;
}

export const RELATION_ENTRIES: readonly RelationEntry[] = [
  { key: 'same-colour', rel: { kind: 'same-colour', cells: [0, 1] } },
  { key: 'same-number', rel: { kind: 'same-number', cells: [0, 1] } },
  { key: 'same-colour-or-number', rel: { kind: 'same-colour-or-number', cells: [0, 1] } },
  { key: 'same-colour-and-number', rel: { kind: 'same-colour-and-number', cells: [0, 1] } },
  { key: 'different-colours', rel: { kind: 'different-colours', cells: [0, 1] } },
  { key: 'greater-left', rel: { kind: 'greater', cells: [0, 1] } },
  { key: 'greater-right', rel: { kind: 'greater', cells: [1, 0] } },
  { key: 'equation-plus', rel: { kind: 'equation', op: '+', cells: [0, 1, 2] } },
  { key: 'equation-minus', rel: { kind: 'equation', op: '-', cells: [0, 1, 2] } },
];

/** A card of ours showing each configuration. */
export const CONFIGURATION_EXAMPLES = [
  { config: 'stack', card: 'bomb-34' },
  { config: 'wall', card: 'bomb-42' },
  { config: 'ziggurat', card: 'bomb-43' },
] as const;
