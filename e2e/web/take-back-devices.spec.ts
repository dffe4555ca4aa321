import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { ADA_AND_BRUNO, act, api, createGame, spaceKey } from './board-play';
import type { GameDetailOf } from '../../src/shared/games';
import { legalPlacements } from '../../src/shared/fuse-countdown/rules/queries';
import * as fc from './fuse-countdown-play';
import { backToTable, invite, join } from './guests-play';

// The house rule "Take back a misplaced die" (docs/take-back.md) where take-back.spec.ts does not go:
// FUSE: Countdown at the main screen (the ↩ under the card; refused once the sharing out is over),
// and FLATLINE from a device (a phone takes back its own seat's die; another seat's is refused).

type Flatline = GameDetailOf<'flatline'>;

/** Where a FLATLINE die lies now, as the host has it ('tray', or its space's key). */
async function whereIs(request: Parameters<typeof api>[0], url: string, id: string, die: string): Promise<string> {
  const game = await api<Flatline>(request, url, 'getGame', { id });
  const at = game.state.dice.find((d) => d.id === die)?.at;
  return at?.kind === 'space' ? spaceKey(at.target, at.space) : (at?.kind ?? 'none');
}

/** A guest call from the phone's own page (its origin, its kept token), answered as the listener answers it. */
async function guestCall(phone: Page, method: string, input: Record<string, unknown>): Promise<{ ok: boolean; error?: { code: string } }> {
  const script = `(async () => {
    const { token } = JSON.parse(localStorage.getItem('fuse-table.guest'));
    const reply = await fetch('/guest/${method}', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token, ...${JSON.stringify(input)} }) });
    return reply.json();
  })()`;
  return phone.evaluate(script) as Promise<{ ok: boolean; error?: { code: string } }>;
}

test('FUSE: Countdown at the main screen: a die placed, taken back with the ↩ under its card, and refused once the sharing out is over', async ({ page, request, webHost }) => {
  let t = await fc.createTable(request, webHost.url, fc.fcSetup(2, { level: 'standard', takeBack: true }), 3);
  t = await fc.botUntil(request, webHost.url, t, (s) => s.phase === 'distribute' && legalPlacements(s, 0).length >= 2);
  const placing = legalPlacements(t.s, 0)[0]!;
  await fc.openGame(page, t.game);

  await fc.placeByClicks(page, placing.die, placing.card, placing.cell);
  t = await fc.follow(request, webHost.url, t, { type: 'place', ...placing });
  const takeBack = page.locator(`[data-take-back="${placing.die}"]`);
  await expect(takeBack).toBeVisible();
  await takeBack.click();
  t = await fc.follow(request, webHost.url, t, { type: 'take-back', seat: 0, die: placing.die });
  // Back among the rolled dice, as it was; the ↩ is gone.
  expect(t.game.state.rolled.map((r) => r.die)).toContain(placing.die);
  await expect(page.locator(`[data-rolled="${placing.die}"]`)).toBeVisible();
  await expect(page.getByTestId('take-back')).toHaveCount(0);

  // Placed again, then the table goes on past the sharing out: the die stays where it is.
  t = await fc.actBoth(request, webHost.url, t, { type: 'place', ...placing });
  t = await fc.botUntil(request, webHost.url, t, (s) => s.phase !== 'distribute');
  await expect(page.getByTestId('take-back')).toHaveCount(0);
  // The last die Ada's seat placed (the bot may have placed more), closed by the automatic step.
  const last = t.s.takeBack?.find((entry) => entry.seat === 0);
  expect(last?.closed, 'the sharing out closed the seat’s take-back').toBeDefined();
  const refused = await request.post(`${webHost.url}api/act`, { data: { kind: 'fuse-countdown', id: t.game.id, action: { type: 'take-back', seat: 0, die: last!.die } } });
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(`take-back-${last!.closed}`);
  expect((await api<fc.FcGame>(request, webHost.url, 'getGame', { id: t.game.id })).version).toBe(t.game.version);
});

test("FLATLINE from a device: Bruno's phone takes back its own die with ↩ Take back; taking back Ada's die is refused", async ({ page, browser, request, webHost }) => {
  const game = await createGame(request, webHost.url, { ...ADA_AND_BRUNO, timerSeconds: 120, takeBack: true }, 7);
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  const phone = await join(browser, await invite(page), 'Bruno');
  await backToTable(page, phone);
  await page.getByTestId('start-countdown').click();
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-stop', 'countdown');

  // Ada's die, placed at the main screen.
  const live = await api<Flatline>(request, webHost.url, 'getGame', { id: game.id });
  const [adas, [adaPlace]] = Object.entries(live.legalPlaces!.placements).find(([id, legal]) => id.startsWith('s0') && legal.length > 0)! as [string, { target: never; space: number }[]];
  await act(request, webHost.url, game.id, { type: 'place', die: adas, target: adaPlace!.target, space: adaPlace!.space });

  // Bruno's phone places one of its dice, then takes it back from its bar: back in its tray.
  const view = phone.page.getByTestId('fl-seat-view');
  const dice = view.locator('[data-seat-die]');
  let placed: string | null = null;
  for (let i = 0; i < (await dice.count()) && !placed; i++) {
    const die = (await dice.nth(i).getAttribute('data-seat-die'))!;
    await dice.nth(i).click();
    const lit = view.locator('[data-space].legal');
    if ((await lit.count()) === 0) continue;
    await lit.first().click();
    placed = die;
  }
  expect(placed, 'one of Bruno’s dice has a place').not.toBeNull();
  await expect.poll(() => whereIs(request, webHost.url, game.id, placed!)).not.toBe('tray');
  await view.getByTestId('seat-take-back').click();
  await expect.poll(() => whereIs(request, webHost.url, game.id, placed!)).toBe('tray');
  await expect(page.getByTestId('log').locator('.newest')).toHaveText(/^Bruno takes .+ back from .+, space \d\.$/);

  // Ada's die is not the phone's to take back: refused, and it stays on its space.
  const where = await whereIs(request, webHost.url, game.id, adas);
  expect(await guestCall(phone.page, 'act', { id: game.id, kind: 'flatline', action: { type: 'take-back', die: adas } })).toMatchObject({ ok: false, error: { code: 'not-your-seat' } });
  expect(await whereIs(request, webHost.url, game.id, adas)).toBe(where);
  await phone.context.close();
});
