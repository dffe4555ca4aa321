import { describe, expect, it, vi } from 'vitest';
import type { Hint, HintAnswer, HintKept, ShownHint } from '@shared/hints-api';
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

/** What a board shows for each hint: its line, and the die and place it lights. */
const viewOf = (hint: Hint): { text: string; targets: string[] } =>
  hint.action === null
    ? { text: 'Nothing for you right now.', targets: [] }
    : hint.action.type === 'place' && hint.action.die === 's0d2'
      ? { text: 'This die starts line 2.', targets: ['die2', 'space2'] }
      : { text: 'This die finishes line 1.', targets: ['die', 'space', 'missing'] };

const OTHER: Hint = { ...HINT, action: { type: 'place', die: 's0d2', target: { kind: 'line', slot: 0, line: 1 }, space: 0 } };
const NOTHING: Hint = { ...HINT, action: null, why: { key: 'flatline.hint.why.nothing', params: {} } };
const KEPT: HintKept = { id: 'g', kind: 'flatline', version: 5, seats: [0, 1], kept: true };

/**
 * A table whose game stands at `at.now` (a move changes it), answering each ask from `answers` in
 * turn (the last one repeats) and noting what each sent back.
 */
function table(answers: (HintAnswer | Error)[], at = { now: 7 }) {
  const focused: string[] = [];
  const sent: (ShownHint | undefined)[] = [];
  const els = Object.fromEntries(['die', 'space', 'die2', 'space2'].map((name) => [name, element(name, focused)]));
  const board = { querySelectorAll: (selector: string) => (els[selector] ? [els[selector]] : []) };
  /** Each answer waits for `settle` to run, so a test can move the game while it is worked out. */
  let pending: (() => void)[] = [];
  const ask = (shown?: ShownHint) => {
    sent.push(shown);
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)]!;
    return new Promise<HintAnswer>((resolve, reject) => pending.push(() => (answer instanceof Error ? reject(answer) : resolve(answer))));
  };
  const hint = new TableHint(() => board, () => at.now, ask, viewOf, (e) => `refused: ${(e as Error).message}`);
  /** Lets every answer asked so far arrive, then the promises after them run. */
  const settle = async () => {
    for (let i = 0; i < 5; i++) {
      const now = pending;
      pending = [];
      now.forEach((go) => go());
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  const marks = () => Object.fromEntries(Object.entries(els).flatMap(([name, el]) => (el.dataset.hintStep ? [[name, el.dataset.hintStep]] : [])));
  return { hint, els, focused, sent, at, settle, marks };
}

/** Asks (H) and lets the answer arrive. */
async function asked(t: ReturnType<typeof table>) {
  const press = t.hint.toggle();
  await t.settle();
  await press;
}

describe('the table’s hint', () => {
  it('numbers the die and its place, focuses the die, and moves focus to the place once the die is pressed', async () => {
    const t = table([HINT]);
    await asked(t);
    expect(t.hint.shown).toEqual({ text: 'This die finishes line 1.', moment: 7, refused: false });
    expect(t.marks()).toEqual({ die: '1', space: '2' });
    expect(t.focused).toEqual(['die']);
    t.els.die!.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.focused).toEqual(['die', 'space']);
  });

  it('goes away on a second press, or when this screen acts (the person moved on), its marks with it; a clock tick changes nothing', async () => {
    const t = table([HINT]);
    await asked(t);
    t.hint.follow(); // a tick: the game's log did not move
    expect(t.hint.shown).not.toBeNull();
    t.hint.acted();
    expect(t.hint.shown).toBeNull();
    expect(t.marks()).toEqual({});
    await asked(t);
    await t.hint.toggle();
    expect(t.hint.shown).toBeNull();
    expect(t.marks()).toEqual({});
    expect(t.sent).toEqual([undefined, undefined]);
  });

  it("stays while another seat's act leaves it possible: sent back, kept, marks on, the keyboard left where it is", async () => {
    const t = table([HINT, KEPT]);
    await asked(t);
    t.at.now = 8; // a bot puts a die down elsewhere
    t.hint.follow();
    await t.settle();
    expect(t.sent).toEqual([undefined, { kind: 'flatline', action: HINT.action }]);
    expect(t.hint.shown).toEqual({ text: 'This die finishes line 1.', moment: 8, refused: false });
    expect(t.marks()).toEqual({ die: '1', space: '2' });
    expect(t.focused).toEqual(['die']);
  });

  it("is replaced when another seat's act makes it impossible, and its line says so; focus follows only from the old marks", async () => {
    const t = table([HINT, OTHER]);
    await asked(t);
    t.at.now = 8; // a bot took that place
    t.hint.follow();
    await t.settle();
    expect(t.hint.shown).toEqual({ text: 'This die starts line 2.', moment: 8, refused: false, renewed: 'taken' });
    expect(t.marks()).toEqual({ die2: '1', space2: '2' });
    // The stand-in elements are not the page's: the page's focus sat on nothing, so it follows the new die.
    expect(t.focused).toEqual(['die', 'die2']);

    // With the keyboard on something else of the page, a new hint leaves it there.
    const other = document.body.appendChild(document.createElement('button'));
    other.focus();
    const u = table([HINT, OTHER]);
    await asked(u);
    u.at.now = 8;
    u.hint.follow();
    await u.settle();
    expect(u.hint.shown?.renewed).toBe('taken');
    expect(u.focused).toEqual(['die']);
    other.remove();
  });

  it('nothing for you now, then the table moves: a hint that suggests something says the table moved on; still nothing, the line just follows', async () => {
    const t = table([NOTHING, NOTHING, HINT]);
    await asked(t);
    expect(t.hint.shown).toEqual({ text: 'Nothing for you right now.', moment: 7, refused: false });
    t.at.now = 8;
    t.hint.follow();
    await t.settle();
    expect(t.hint.shown).toEqual({ text: 'Nothing for you right now.', moment: 8, refused: false });
    t.at.now = 9;
    t.hint.follow();
    await t.settle();
    expect(t.hint.shown).toEqual({ text: 'This die finishes line 1.', moment: 9, refused: false, renewed: 'moved' });
    // Nothing was sent back for a hint that suggested nothing.
    expect(t.sent).toEqual([undefined, undefined, undefined]);
  });

  it('is not dropped when the game moved on while it was worked out: checked at once, and shown as it stands', async () => {
    const kept = table([HINT, KEPT]);
    const press = kept.hint.toggle();
    kept.at.now = 8; // a bot acted while the hint was worked out
    await kept.settle();
    await press;
    expect(kept.sent).toEqual([undefined, { kind: 'flatline', action: HINT.action }]);
    expect(kept.hint.shown).toEqual({ text: 'This die finishes line 1.', moment: 8, refused: false });
    expect(kept.marks()).toEqual({ die: '1', space: '2' });

    const taken = table([HINT, OTHER]);
    const again = taken.hint.toggle();
    taken.at.now = 8;
    await taken.settle();
    await again;
    // The person never saw the first: the second is simply the hint.
    expect(taken.hint.shown).toEqual({ text: 'This die starts line 2.', moment: 8, refused: false });
  });

  it("no longer standing while the host gives this device's new hints their turn: its marks go, the line says one is on its way, and it comes when the turn does", async () => {
    /** The host's answer to a device whose new hint must wait (guest-gate.ts), in 30 ms here. */
    const turn = (ms: number) => Object.assign(new Error('Too many requests from this device.'), { code: 'slow-down', params: { retryAfterMs: ms, limit: 'hints' } });
    const waitFor = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const t = table([HINT, turn(30), OTHER]);
    await asked(t);
    t.at.now = 8; // a bot took that place
    t.hint.follow();
    await t.settle();
    expect(t.hint.shown).toEqual({ text: '', moment: 8, refused: false, renewed: 'taken', waitSeconds: 1 });
    expect(t.marks()).toEqual({});
    expect(t.sent).toEqual([undefined, { kind: 'flatline', action: HINT.action }]);
    await vi.waitFor(() => expect(t.sent).toHaveLength(3));
    await t.settle();
    expect(t.hint.shown).toEqual({ text: 'This die starts line 2.', moment: 8, refused: false, renewed: 'taken' });
    expect(t.marks()).toEqual({ die2: '1', space2: '2' });
    // Asked anew once the turn came: nothing sent back (the old one no longer stood).
    expect(t.sent).toEqual([undefined, { kind: 'flatline', action: HINT.action }, undefined]);

    // Put away (H) while it waits: nothing more is asked, and the next H asks at once.
    const u = table([HINT, turn(30), OTHER]);
    await asked(u);
    u.at.now = 8;
    u.hint.follow();
    await u.settle();
    expect(u.hint.shown?.waitSeconds).toBe(1);
    await u.hint.toggle();
    expect(u.hint.shown).toBeNull();
    await waitFor(40);
    await u.settle();
    expect([u.hint.shown, u.sent.length]).toEqual([null, 2]);

    // Nothing for this seat, the table moves, the new one waits its turn and is still nothing: the line just follows.
    const nothing = table([NOTHING, turn(30), NOTHING]);
    await asked(nothing);
    nothing.at.now = 8;
    nothing.hint.follow();
    await nothing.settle();
    await vi.waitFor(() => expect(nothing.sent).toHaveLength(3));
    await nothing.settle();
    expect(nothing.hint.shown).toEqual({ text: 'Nothing for you right now.', moment: 8, refused: false });

    // A turn further off than ten seconds is said as the host's refusal, as any other.
    const far = table([HINT, turn(60_000)]);
    await asked(far);
    far.at.now = 8;
    far.hint.follow();
    await far.settle();
    expect(far.hint.shown).toEqual({ text: 'refused: Too many requests from this device.', moment: 8, refused: true });
  });

  it('says why a refused one is not shown, and the refusal goes when the game moves on; a refused renewal says so too', async () => {
    const refused = table([new Error('This game is paused.')]);
    await asked(refused);
    expect(refused.hint.shown).toEqual({ text: 'refused: This game is paused.', moment: 7, refused: true });
    refused.at.now = 8;
    refused.hint.follow();
    expect(refused.hint.shown).toBeNull();

    const over = table([HINT, new Error('This game is over.')]);
    await asked(over);
    over.at.now = 8;
    over.hint.follow();
    await over.settle();
    expect(over.hint.shown).toEqual({ text: 'refused: This game is over.', moment: 8, refused: true });
    expect(over.marks()).toEqual({});
  });
});
