import { describe, expect, it } from 'vitest';
import { describeLogEntry } from './describe';

describe('English log rendering for the sim', () => {
  it('renders known codes in words and unknown ones with their params', () => {
    expect(describeLogEntry({ round: 2, phase: 'C-roll-emergency-dice', code: 'slot-activated', params: { slot: 5, row: 2, card: 'foiled-plans' } }))
      .toBe('[round 2 C-roll-emergency-dice] Slot 5, row 2: foiled-plans activates.');
    expect(describeLogEntry({ round: 3, phase: 'F-resolve-cards', code: 'triage-card-moved-first', params: { card: 'adrenaline-rush', waiting: 1 } }))
      .toBe('[round 3 F-resolve-cards] The players move adrenaline-rush into the triage area first; 1 cleared card(s) still wait.');
    expect(describeLogEntry({ round: 1, phase: 'A-lose-power', code: 'something-new', params: { a: 1 } }))
      .toBe('[round 1 A-lose-power] something-new: a=1');
  });
});
