// The order of FUSE: Countdown's rules reference: each section's paragraphs (keys under
// fuse-countdown.rules.section.<id>) and, where it helps, a table or pictures drawn from the data.

export type RulesExtra = 'deck-sizes' | 'configurations' | 'roles' | 'fuses';

export interface RulesSection {
  id: string;
  paragraphs: readonly string[];
  extra?: RulesExtra;
}

export const RULES_SECTIONS: readonly RulesSection[] = [
  { id: 'goal', paragraphs: ['p1', 'p2'] },
  { id: 'controls', paragraphs: ['p1', 'p2'] },
  { id: 'components', paragraphs: ['p1', 'p2'] },
  { id: 'setup', paragraphs: ['p1', 'p2', 'p3'], extra: 'deck-sizes' },
  { id: 'turn', paragraphs: ['p1'] },
  { id: 'roll', paragraphs: ['p1', 'p2'] },
  { id: 'distribute', paragraphs: ['p1', 'p2', 'p3'] },
  { id: 'defuse', paragraphs: ['p1', 'p2'] },
  { id: 'sparks', paragraphs: ['p1', 'p2'] },
  { id: 'pass', paragraphs: ['p1'] },
  { id: 'configurations', paragraphs: ['p1', 'p2'], extra: 'configurations' },
  { id: 'roles', paragraphs: [], extra: 'roles' },
  { id: 'fuses', paragraphs: ['p1', 'p2', 'p3'], extra: 'fuses' },
  { id: 'end', paragraphs: ['p1', 'p2', 'p3'] },
  { id: 'score', paragraphs: ['p1'] },
  { id: 'players', paragraphs: ['p1', 'p2'] },
  { id: 'digital', paragraphs: ['p1', 'p2', 'p3'] },
];
