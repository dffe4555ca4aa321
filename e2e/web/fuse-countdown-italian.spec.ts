import { test, expect } from '../support/web-host';
import { canPlace } from '../../src/shared/fuse-countdown/rules/queries';
import type { FuseCountdownState } from '../../src/shared/fuse-countdown/state';
import { apply, createTable, fcSetup, follow, openGame, startedState } from './fuse-countdown-play';

// FUSE: Countdown's table in Italian: the glossary's words on the board, the turn's buttons, a
// refusal explained in Italian at its slot.

function miss(s: FuseCountdownState) {
  for (const r of s.rolled)
    for (const c of s.seats[0]!.bombs)
      for (let cell = 0; cell < 6; cell++) if (canPlace(s, 0, r.die, c.card, cell)?.code.startsWith('requirement-')) return { die: r.die, card: c.card, cell };
  return null;
}

test.describe('with an Italian system language', () => {
  test.use({ locale: 'it-IT' });

  test('the table speaks Italian', async ({ page, request, webHost }) => {
    const setup = fcSetup(2, { level: 'training', roles: ['cutter', 'technologist'] });
    const seed = Array.from({ length: 100 }, (_, i) => i + 1).find((k) => miss(apply(startedState(setup, k), { type: 'roll' })))!;
    let t = await createTable(request, webHost.url, setup, seed);
    await openGame(page, t.game, 'Apri');
    await expect(page.getByTestId('fc-bag')).toContainText(`Sacchetto: ${t.s.bag.length} dadi`);
    await expect(page.getByTestId('fc-row').getByRole('heading')).toHaveText('Fila scoperta');
    await expect(page.getByTestId('fc-bomb-deck')).toContainText('Mazzo delle Bombe');
    await expect(page.getByTestId('fc-role-0')).toContainText('Tagliafili');
    await expect(page.getByTestId('fc-role-0')).toContainText('Caposquadra');
    await expect(page.getByTestId('fc-tray')).toContainText('Dichiara un colore, poi lancia');
    await page.getByTestId('fc-roll').click();
    t = await follow(request, webHost.url, t, { type: 'roll' });
    const m = miss(t.s)!;
    await page.locator(`[data-rolled="${m.die}"]`).click();
    const card = page.locator(`[data-card="${m.card}"]`);
    await card.locator(`[data-cell="${m.cell}"]`).click();
    await expect(card.getByTestId('fc-refusal')).toContainText('Questo spazio vuole');
    await expect(page.getByTestId('fc-done')).toHaveText('Termina la distribuzione');
  });
});
