// The lost cause as a player or a screen reader meets it on the board: each locked card marked with a
// padlock and words, the table's one line and End now (rendered on the server, in both languages).
// End now's confirmation is tested beside its function (lost-cause.test.ts) and in the board model
// (countdown-board.test.ts). Each part is drawn on its own with a board model in its context.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FuseCountdownView } from '@shared/fuse-countdown/view';
import { partDrawer, type PartDrawer } from './draw-part.test-support';
import { viewOf } from './view-fixture.test-support';
import { svelteInNode, type SvelteInNode } from '../../../svelte-in-node.test-support';

let r: SvelteInNode;
let parts: PartDrawer;
beforeAll(async () => {
  r = await svelteInNode(__dirname, 'fclost');
  parts = await partDrawer(r);
}, 60_000);
afterAll(async () => {
  await r?.close();
});

/** A part of the board drawn on its own, in a language, with a board model over `s` in its context. */
const html = (component: string, s: FuseCountdownView, props: Record<string, unknown> = {}, locale: 'en' | 'it' = 'en'): Promise<string> => parts.html(component, s, props, locale);

const lost = viewOf({
  locked: ['bomb-32', 'spark-05'],
  lostCause: true,
  seats: [
    { role: 'cutter', roleActive: true, bombs: [{ card: 'bomb-32', dice: [] }, { card: 'bomb-01', dice: [] }], sparks: [{ card: 'spark-05', dice: [] }], taken: 0 },
    { role: 'technologist', roleActive: true, bombs: [], sparks: [], taken: 0 },
  ],
});


/** The markup of one card's holder in a seat (from its card to the next holder). */
const holderOf = (html: string, card: string): string => {
  const at = html.indexOf(`data-card="${card}"`);
  const start = html.lastIndexOf('class="holder', at);
  const next = html.indexOf('class="holder', at);
  return html.slice(start, next < 0 ? undefined : next);
};

describe('locked cards in a seat', () => {
  it('marks each locked card with a padlock and words, and leaves the others alone', async () => {
    const out = await html('./SeatArea.svelte', lost, { seat: 0 });
    for (const card of ['bomb-32', 'spark-05']) {
      const holder = holderOf(out, card);
      expect(holder, card).toMatch(/class="holder[^"]*\blocked\b[^"]*"[^>]*data-locked="true"/);
      expect(holder, card).toMatch(new RegExp(`data-testid="fc-locked-${card}"[^>]*title="No die can ever finish this card: the dice it needs sit on other cards like it\\."`));
      expect(holder, card).toMatch(/<svg[^>]*aria-hidden="true"[\s\S]*<span>Can't be finished<\/span>/);
    }
    expect(holderOf(out, 'bomb-01')).not.toContain('data-locked');
    expect(holderOf(out, 'bomb-01')).not.toContain('fc-locked-');
  });

  it('in Italian too', async () => {
    const out = await html('./SeatArea.svelte', lost, { seat: 0 }, 'it');
    expect(holderOf(out, 'bomb-32')).toContain('<span>Non si può completare</span>');
  });
});

describe('the table line and End now', () => {
  it('says the ship can no longer be saved and the team may still score, with End now not yet armed', async () => {
    const out = await html('./LostCause.svelte', lost);
    expect(out).toContain('data-testid="fc-lost-cause"');
    expect(out).toContain('The ship can no longer be saved: the team may still score with the other cards until time runs out.');
    expect(out).toMatch(/<button[^>]*data-testid="fc-end-now"[^>]*data-armed="false"[^>]*>\s*End now\s*<\/button>/);
    expect(out).toContain('Ends the game as lost, as time running out would; the points scored so far stay.');
    const it_ = await html('./LostCause.svelte', lost, {}, 'it');
    expect(it_).toMatch(/data-testid="fc-end-now"[^>]*>\s*Termina ora\s*</);
  });

  it('shows nothing while the ship can still be saved, or once the game is over', async () => {
    expect(await html('./LostCause.svelte', viewOf({ locked: ['bomb-32'] }))).not.toContain('fc-lost-cause');
    expect(await html('./LostCause.svelte', { ...lost, outcome: { status: 'lost', cause: 'time-out-sparks' } })).not.toContain('fc-lost-cause');
  });
});
