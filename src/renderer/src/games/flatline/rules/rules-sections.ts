// The order of the in-app rules reference: each section has a title, paragraphs (keys under
// rules.section.<id>), and optionally a picture or table drawn from the kit.

export type RulesExtra = 'symbols' | 'spaces' | 'lineRules' | 'setupTables' | 'phases' | 'emergencyCards' | 'triageCards';

export interface RulesSection {
  id: string;
  paragraphs: readonly string[];
  extra?: RulesExtra;
}

export const RULES_SECTIONS: readonly RulesSection[] = [
  { id: 'goal', paragraphs: ['p1', 'p2'] },
  { id: 'board', paragraphs: ['p1', 'p2', 'p3'] },
  { id: 'setup', paragraphs: ['p1', 'p2'], extra: 'setupTables' },
  { id: 'round', paragraphs: ['p1'], extra: 'phases' },
  { id: 'symbols', paragraphs: ['p1'], extra: 'symbols' },
  { id: 'placing', paragraphs: ['p1', 'p2'], extra: 'lineRules' },
  { id: 'spaces', paragraphs: ['p1'], extra: 'spaces' },
  { id: 'rerolls', paragraphs: ['p1', 'p2'] },
  { id: 'stations', paragraphs: ['p1', 'p2'] },
  { id: 'stat', paragraphs: ['p1', 'p2', 'p3'] },
  { id: 'patients', paragraphs: ['p1', 'p2', 'p3'] },
  { id: 'end', paragraphs: ['p1', 'p2'] },
  { id: 'emergencyCards', paragraphs: ['p1'], extra: 'emergencyCards' },
  { id: 'triageCards', paragraphs: ['p1'], extra: 'triageCards' },
  { id: 'digital', paragraphs: ['p1', 'p2'] },
];
