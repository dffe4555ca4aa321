import { describe, expect, it } from 'vitest';
import type { Hint } from '@shared/hints-api';
import { TableHint } from './hint.svelte';

/** A board element as the hint sees it: its data attributes, focus, and its click listeners. */
function element(name: string, focused: string[]) {
  const listeners: (() => void)[] = [];
  return {
    name,
    dataset: {} as Record<string, string | undefined>,
    focus: () => focused.push(name),
    addEventListener: (_: 'click', listener: () => void) => listeners.push(listener),
    removeEventListener: (_: 'click', listener: () => void) => listeners.splice(listeners.indexOf(listener), 1),
    click: () => listeners.splice(0).forEach((l) => l()),
  };
}

const HINT: Hint = {
  id: 'g',
  kind: 'flatline',
  version: 4,
  seats: [0, 1],
  action: { type: 'place', die: 's0d1', target: { kind: 'line', slot: 0, line: 0 }, space: 0 },
  why: { key: 'flatline.hint.why.finish', params: {} },
};

function table(answer: () => Promise<Hint>, moments: number[] = [7]) {
  const focused: string[] = [];
  let asked = 0;
  /** The game's moment as each call reads it: the last one stays. */
  const moment = () => moments[Math.min(asked++, moments.length - 1)]!;
  const die = element('die', focused);
  const space = element('space', focused);
  const board = { querySelectorAll: (selector: string) => (selector === 'die' ? [die] : selector === 'space' ? [space] : []) };
  const hint = new TableHint(() => board, moment, answer, () => ({ text: 'This die finishes line 1.', targets: ['die', 'space', 'missing'] }), (e) => `refused: ${(e as Error).message}`);
  return { hint, die, space, focused, moments };
}

describe('the table’s hint', () => {
  it('numbers the die and its place, focuses the die, and moves focus to the place once the die is pressed', async () => {
    const { hint, die, space, focused } = table(async () => HINT);
    await hint.toggle();
    expect(hint.shown).toEqual({ text: 'This die finishes line 1.', moment: 7, refused: false });
    expect([die.dataset.hintStep, space.dataset.hintStep]).toEqual(['1', '2']);
    expect(focused).toEqual(['die']);
    die.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(focused).toEqual(['die', 'space']);
  });

  it('goes away on a second press, or when the game moves on, and its marks with it', async () => {
    // Read at the press, after the answer, at a clock tick (nothing happened), then after a move.
    const { hint, die, space } = table(async () => HINT, [7, 7, 7, 8]);
    await hint.toggle();
    hint.follow();
    expect(hint.shown).not.toBeNull();
    hint.follow();
    expect(hint.shown).toBeNull();
    expect([die.dataset.hintStep, space.dataset.hintStep]).toEqual([undefined, undefined]);
    const again = table(async () => HINT);
    await again.hint.toggle();
    await again.hint.toggle();
    expect(again.hint.shown).toBeNull();
    expect(again.die.dataset.hintStep).toBeUndefined();
  });

  it('lights nothing when the game moved on while it was worked out, and says why a refused one is not shown', async () => {
    const stale = table(async () => HINT, [7, 8]);
    await stale.hint.toggle();
    expect(stale.hint.shown).toBeNull();
    expect(stale.die.dataset.hintStep).toBeUndefined();
    const refused = table(async () => {
      throw new Error('This game is paused.');
    });
    await refused.hint.toggle();
    expect(refused.hint.shown).toEqual({ text: 'refused: This game is paused.', moment: 7, refused: true });
  });
});
