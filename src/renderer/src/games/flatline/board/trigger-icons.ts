// The small icon printed on each trigger space beside its short name (the name carries the meaning;
// the icon helps a table that knows the game read it quickly).
export const TRIGGER_ICONS: Record<string, string> = {
  'place-cleared-tile': '▭',
  'one-gains-die': '+1',
  'all-gain-die': '+⁂',
  'power-up': '⚡↑',
  'discard-emergency': '✕E',
  'skip-dial-turn': '⟲✕',
  'free-reroll': '↻',
  'discard-triage': '✕+',
  'one-loses-die': '−1',
  'all-lose-die': '−⁂',
  'remove-cleared-tile': '▭✕',
  'draw-emergency': 'E+',
  'turn-dial': '⟳',
  'power-down': '⚡↓',
  'lock-rerolls': '↻⊘',
};
