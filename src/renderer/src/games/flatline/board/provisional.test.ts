import { describe, expect, it } from 'vitest';
import { legalPlacements } from '@shared/flatline/rules/queries';
import { fixtureState } from './board-fixture.test-support';
import { withProvisional } from './provisional';

describe('a placement drawn before the host answers', () => {
  const state = fixtureState();
  const die = state.dice.find((d) => d.at.kind === 'tray' && d.face && legalPlacements(state, d.id).length > 0)!;
  const { target, space } = legalPlacements(state, die.id)[0]!;

  it('shows the die on its space and leaves the state it was given as it was', () => {
    const drawn = withProvisional(state, { die: die.id, target, space });
    expect(drawn.dice.find((d) => d.id === die.id)!.at).toEqual({ kind: 'space', target, space });
    expect(drawn.dice.filter((d) => d.id !== die.id)).toEqual(state.dice.filter((d) => d.id !== die.id));
    expect(state.dice.find((d) => d.id === die.id)!.at).toEqual({ kind: 'tray' });
  });

  it('draws the host\u2019s word once the die has left the tray, and nothing extra with nothing sent', () => {
    const elsewhere = { ...state, dice: state.dice.map((d) => (d.id === die.id ? { ...d, at: { kind: 'out' as const } } : d)) };
    expect(withProvisional(elsewhere, { die: die.id, target, space })).toBe(elsewhere);
    expect(withProvisional(state, null)).toBe(state);
  });
});
