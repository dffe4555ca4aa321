// The board kernel on its own, as both boards hold it: busy while an act is on its way, a refusal kept
// at the place the person looked and gone once the game takes the next, explained by another seat's
// quicker move once the table shows it, and the focus handed to the view. A runes class (.svelte.ts),
// loaded through Vite with the Svelte plugin as the boards' models are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { svelteInNode, type SvelteInNode } from '../../svelte-in-node.test-support';
import type * as ActsModule from './board-acts.svelte';
import type * as ErrorsModule from '@shared/errors';

let kit: SvelteInNode;
let BoardActs: typeof ActsModule.BoardActs;
// Loaded through the same module graph as the kernel, so its `instanceof` sees this class.
let ApiCallError: typeof ErrorsModule.ApiCallError;

beforeAll(async () => {
  kit = await svelteInNode(__dirname, 'board-acts');
  ({ BoardActs } = await kit.load<typeof ActsModule>('./board-acts.svelte.ts'));
  ({ ApiCallError } = await kit.load<typeof ErrorsModule>('../../../../shared/errors.ts'));
}, 60_000);
afterAll(async () => {
  await kit?.close();
});

type Beaten = { die: string };

/** A kernel over a fake host: `answer` says what the host does with each action. */
function kernel(answer: (action: string) => Promise<unknown>, quicker: { seat: string | null } = { seat: null }) {
  const focused: string[] = [];
  const acts = new BoardActs<string, string, Beaten>({
    act: answer,
    focus: (target) => focused.push(target),
    refused: () => 'Not now.',
    error: (error) => `Refused: ${error instanceof ApiCallError ? error.code : 'unexpected'}`,
    explain: (beaten) => (quicker.seat === null ? null : `${quicker.seat} took ${beaten.die}`),
  });
  return { acts, focused };
}

describe('the board kernel', () => {
  it('is busy while an act is on its way, and keeps no refusal when the game takes it', async () => {
    let release: (value: unknown) => void = () => undefined;
    const { acts } = kernel(() => new Promise((resolve) => (release = resolve)));
    const sent = acts.act('place', 'space:1');
    expect(acts.busy).toBe(true);
    release({ ok: true });
    expect(await sent).toBe(true);
    expect([acts.busy, acts.refusal]).toEqual([false, null]);
  });

  it("keeps a refusal at the place the person looked, in the game's words, until the game takes the next act", async () => {
    let answer: unknown = false;
    const { acts } = kernel(async () => answer);
    expect(await acts.act('place', 'space:1')).toBe(false);
    expect([acts.refusalAt('space:1'), acts.refusalAt('space:2')]).toEqual(['Not now.', null]);
    answer = { ok: true };
    expect(await acts.act('place', 'space:2')).toBe(true);
    expect(acts.refusalAt('space:1')).toBeNull();
  });

  it("says a refusal another seat's quicker move explains in that seat's words, once the table shows it", async () => {
    const quicker = { seat: null as string | null };
    const { acts } = kernel(async () => {
      throw new ApiCallError({ code: 'die-not-available', message: 'That die is gone.' });
    }, quicker);
    await acts.act('place', 'space:1', (code) => (code === 'die-not-available' ? { die: 'd3' } : undefined));
    expect(acts.refusalAt('space:1')).toBe('Refused: die-not-available');
    // The table now shows Bruno's move (in a board, the model's state the explanation reads is reactive).
    quicker.seat = 'Bruno';
    acts.refuse('space:1', 'Pick a die first.', { die: 'd3' });
    expect(acts.refusalAt('space:1')).toBe('Bruno took d3');
    acts.refuse('space:1', 'Pick a die first.');
    expect(acts.refusalAt('space:1')).toBe('Pick a die first.');
  });

  it('says no without the host, lets the refusal go, and hands the focus to the view', () => {
    const { acts, focused } = kernel(async () => true);
    acts.refuse('tray', 'No legal place.');
    expect(acts.refusal).toEqual({ anchor: 'tray', text: 'No legal place.' });
    acts.clear();
    expect(acts.refusal).toBeNull();
    acts.focus('die:d1');
    expect(focused).toEqual(['die:d1']);
  });
});
