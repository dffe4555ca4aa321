// The tray's parts as they draw the board model (rendered on the server): the rolled dice with the
// picked one pressed and their mark buttons, the leader's ability lit at its moment, Done asking again
// once pressed, and a seat's lit slots for the picked die. What the model decides is tested in
// countdown-board.test.ts; here, that the parts show it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FuseCountdownView } from '@shared/fuse-countdown/view';
import { partDrawer, type PartDrawer } from './draw-part.test-support';
import { viewOf } from './view-fixture.test-support';
import { svelteInNode, type SvelteInNode } from '../../../svelte-in-node.test-support';

let r: SvelteInNode;
let parts: PartDrawer;
beforeAll(async () => {
  r = await svelteInNode(__dirname, 'fctray');
  parts = await partDrawer(r);
}, 60_000);
afterAll(async () => {
  await r?.close();
});

const rolled = (die: string, face: number, colours: FuseCountdownView['rolled'][number]['colours']) => ({ die, face, colours, changed: null, flipped: false });

/** The Disposal Expert leads and the dice are shared out. */
const sharing = viewOf({
  phase: 'distribute',
  rolled: [rolled('d01', 4, ['red']), rolled('d05', 2, ['blue'])],
  quotas: [2, 2],
  maxTake: [2, 2],
  seats: [
    { role: 'disposal-expert', roleActive: true, bombs: [{ card: 'bomb-03', dice: [] }], sparks: [], taken: 0 },
    { role: 'technologist', roleActive: true, bombs: [{ card: 'bomb-01', dice: [] }], sparks: [], taken: 0 },
  ],
});

describe('the tray draws the board model', () => {
  it('shows the rolled dice, the picked one pressed, each with its mark for the flip', async () => {
    const board = parts.board(sharing);
    board.pick('d05');
    board.toggleMark('d01');
    const out = await parts.html('./Tray.svelte', board);
    expect(out).toMatch(/data-rolled="d01"[^>]*aria-pressed="false"/);
    expect(out).toMatch(/data-rolled="d05"[^>]*aria-pressed="true"/);
    expect(out).toMatch(/class="[^"]*\bmark\b[^"]*"[^>]*data-mark="d01"[^>]*aria-pressed="true"/);
    expect(out).toMatch(/data-mark="d05"[^>]*aria-pressed="false"/);
    expect(out).toMatch(/data-testid="fc-flip"[^>]*>\s*Flip marked dice \(1\)\s*</);
  });

  it('Done asks again once pressed', async () => {
    const board = parts.board(sharing);
    expect(await parts.html('./Tray.svelte', board)).toMatch(/data-testid="fc-done"[^>]*>\s*End the sharing out\s*</);
    await board.pressDone();
    expect(await parts.html('./Tray.svelte', board)).toMatch(/class="[^"]*\bdone\b[^"]*\barmed\b[^"]*"[^>]*data-testid="fc-done"[^>]*>\s*Press again to end the sharing out\s*</);
  });

  it('before the clock starts, Start; before the draw, Roll; while sharing out, no Roll', async () => {
    expect(await parts.html('./Tray.svelte', viewOf({ phase: 'ready' }))).toContain('data-testid="fc-start"');
    const roll = await parts.html('./Tray.svelte', viewOf());
    expect(roll).toContain('data-testid="fc-roll"');
    expect(roll).toContain('data-name="red"');
    expect(roll).not.toContain('data-testid="fc-ability"');
    expect(await parts.html('./Tray.svelte', sharing)).not.toContain('data-testid="fc-roll"');
  });
});

describe('a seat draws its part of the model', () => {
  it('lights its slots where the picked die may go', async () => {
    const board = parts.board(sharing, { placements: [{ seat: 0, die: 'd01', card: 'bomb-03', cell: 2 }] });
    board.pick('d01');
    const out = await parts.html('./SeatArea.svelte', board, { seat: 0 });
    expect(out).toMatch(/data-key="bomb-03#2"[^>]*data-lit="true"/);
    expect(out).not.toMatch(/data-key="bomb-03#0"[^>]*data-lit="true"/);
  });
});
