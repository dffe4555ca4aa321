// The new-game forms' per-person choices (a bot or not, a profile, the pace) and the createGame call
// they make. A .dom test: the class keeps its fields in Svelte state, which only the compiler knows.
import { describe, expect, it } from 'vitest';
import { SeatChoices } from './seat-choices.svelte';

describe('SeatChoices', () => {
  it('a bot seat drops its profile; fill makes the unnamed people after the first bots', () => {
    const choices = new SeatChoices(4);
    choices.profiles[1] = 'p-ada';
    choices.profiles[2] = 'p-bea';
    choices.setBot(1, true);
    expect(choices.profiles).toEqual([null, null, 'p-bea', null]);
    expect(choices.anyBot(1)).toBe(false);
    expect(choices.anyBot(2)).toBe(true);
    choices.fill(['Ada', '', '', ''], 4);
    expect(choices.bots).toEqual([false, true, false, true]);
  });

  it('joins the profiles, the bot seats and the pace to the createGame call, and forgets them on reset', () => {
    const choices = new SeatChoices(5);
    expect(choices.joinTo({ kind: 'x' }, 3, false)).toEqual({ kind: 'x' });
    choices.profiles[0] = 'p-ada';
    choices.setBot(0, true);
    choices.profiles[0] = 'p-ada';
    choices.pace = 'quick';
    // A solitaire bot plays both colours.
    expect(choices.joinTo({ kind: 'x' }, 1, true)).toEqual({ kind: 'x', profiles: ['p-ada'], bots: { seats: [0, 1], pace: 'quick' } });
    choices.reset();
    expect(choices.bots).toEqual([false, false, false, false, false]);
    expect(choices.profiles).toEqual([null, null, null, null, null]);
    expect(choices.pace).toBe('quick');
  });
});
