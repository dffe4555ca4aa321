import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { canonicalJson } from '../../src/main/services/saves/game-file';
import type { GameFile } from '../../src/shared/saves';
import { api, createTable, fcSetup, type FcGame } from './fuse-countdown-play';
import { act, ADA_AND_BRUNO, createGame, findEnding, playThroughApi } from './board-play';

// A phone keeps the final board at the game's end (devices.md): two phones play a FUSE: Countdown
// game whose clock has three seconds left; time runs out, and each phone shows the result (lost, how
// it ended, the score) above its own final cards until the person leaves. The seat's token no
// longer works: the guest listener closes with the game. A FLATLINE phone does the same when the
// round's resolution ends the game.

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

/** The seat's token this browser keeps (what the seat view stores for a reload). */
const seatToken = (state: { origins: { localStorage: { name: string; value: string }[] }[] }): string | undefined => {
  const kept = state.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'fuse-table.guest');
  return kept ? (JSON.parse(kept.value) as { token?: string }).token : undefined;
};

async function join(browser: Browser, url: string, name: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'en-GB', hasTouch: true });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('button', { name: `Play ${name}` }).click();
  await expect(page.getByTestId('guest-seat-name')).toContainText(`You play ${name}`);
  return { context, page };
}

test("at the game's end each phone keeps its final board and the result until the person leaves; its token no longer plays", async ({ page, browser, request, webHost }, testInfo) => {
  test.setTimeout(120_000);
  const setup = fcSetup(2, { level: 'standard', clockMinutes: 10 });
  const t = await createTable(request, webHost.url, setup, 5);
  // The game's file as if nine minutes and fifty-seven seconds had gone by (time enters the engine as
  // a tick), imported: it comes back paused.
  await api<FcGame>(request, webHost.url, 'pauseGame', { id: t.game.id });
  const exported = await api<{ text: string }>(request, webHost.url, 'exportGame', { id: t.game.id });
  const { checksum: _old, ...body } = JSON.parse(exported.text) as GameFile;
  const last = body.actions[body.actions.length - 1];
  body.actions.push({ seq: (last?.seq ?? 0) + 1, action: { type: 'tick', elapsedMs: 597_000 }, at: last?.at ?? body.game.updatedAt });
  body.game.title = 'Last seconds';
  const file: GameFile = { ...body, checksum: createHash('sha256').update(canonicalJson(body)).digest('hex') };
  const { id } = await api<{ id: string }>(request, webHost.url, 'importGame', { text: JSON.stringify(file) });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open Last seconds' }).click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('menu-invite').click();
  await page.getByTestId('invite-open').click();
  const url = (await page.getByTestId('invite-url').textContent())!.trim();
  const [ada, bruno] = await Promise.all([join(browser, url, 'Ada'), join(browser, url, 'Bruno')]);
  const token = seatToken(await bruno!.context.storageState());
  await page.getByTestId('table-menu').getByRole('button', { name: 'Close', exact: true }).click();

  // Ada's phone continues the game; three seconds later the clock ends it.
  await ada!.page.getByTestId('paused').getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('fc-end-summary')).toHaveAttribute('data-outcome', 'lost', { timeout: 15_000 });
  for (const phone of [ada!, bruno!]) {
    const end = phone.page.getByTestId('guest-end');
    await expect(end).toHaveAttribute('data-outcome', 'lost');
    await expect(end.getByRole('heading', { name: 'You lost' })).toBeVisible();
    await expect(end.getByTestId('fc-end-cause')).toHaveText('Time ran out with bombs still to defuse.');
    await expect(end.getByTestId('fc-end-score')).toHaveText(/^\d+$/);
    // The final board stays: the seat's own cards, the game over; nothing to pause.
    await expect(phone.page.getByTestId('fc-seat-view')).toHaveAttribute('data-phase', 'over');
    await expect(phone.page.getByTestId('fc-seat-view').locator('[data-card]').first()).toBeVisible();
    await expect(phone.page.getByTestId('guest-pause')).toHaveCount(0);
  }
  await bruno!.page.screenshot({ path: testInfo.outputPath('guest-end-360x640.png'), fullPage: true });
  await expectNoViolations(bruno!.page, "FUSE: Countdown seat at the game's end");
  await bruno!.page.setViewportSize({ width: 768, height: 1024 });
  await bruno!.page.screenshot({ path: testInfo.outputPath('guest-end-768x1024.png'), fullPage: true });

  // The seat's token no longer plays: the invitations closed with the game, and the guest listener with them.
  expect(token).toBeTruthy();
  await expect(request.post(`${url.replace(/\?join=.*$/, '')}guest/getGame`, { data: { token, id } })).rejects.toThrow();

  // Bruno leaves: the join screen says the game is over; Ada's phone still shows hers.
  await bruno!.page.getByTestId('guest-leave').click();
  await expect(bruno!.page.getByTestId('guest-lost')).toContainText('The game is over');
  await expect(bruno!.page.getByTestId('fc-seat-view')).toHaveCount(0);
  await expect(ada!.page.getByTestId('guest-end')).toBeVisible();
  await ada!.context.close();
  await bruno!.context.close();
});

test("FLATLINE: a phone keeps its seat's final table and the result when the round ends the game", async ({ page, browser, request, webHost }, testInfo) => {
  test.setTimeout(120_000);
  const ending = findEnding(ADA_AND_BRUNO, Array.from({ length: 60 }, (_, i) => i + 1), 'lost');
  let game = await createGame(request, webHost.url, ADA_AND_BRUNO, ending.seed);
  game = await playThroughApi(request, webHost.url, game, (s) => s.round === ending.round && s.stop === 'planning' && !s.pending);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('menu-invite').click();
  await page.getByTestId('invite-open').click();
  const url = (await page.getByTestId('invite-url').textContent())!.trim();
  const ada = await join(browser, url, 'Ada');
  await page.getByTestId('table-menu').getByRole('button', { name: 'Close', exact: true }).click();
  if (await ada.page.getByTestId('paused').isVisible()) await ada.page.getByTestId('paused').getByRole('button', { name: 'Resume' }).click();
  // The table's own moves (start, Done, the round's questions) end the game, as the bot plays them.
  game = await act(request, webHost.url, game.id, { type: 'advance' });
  game = await act(request, webHost.url, game.id, { type: 'done' });
  game = await playThroughApi(request, webHost.url, game, () => false);
  expect(game.state.outcome).toBe('lost');

  const end = ada.page.getByTestId('guest-end');
  await expect(end).toHaveAttribute('data-outcome', 'lost');
  await expect(end.getByRole('heading', { name: 'You lost' })).toBeVisible();
  await expect(ada.page.getByTestId('fl-seat-view')).toContainText('The game is over: this is the final table.');
  // The final table stays under the result, drawn small as during the game.
  await expect(ada.page.getByTestId('fl-seat-view')).toHaveAttribute('data-phase', game.state.phase);
  await expect(ada.page.getByTestId('seat-table').locator('.patient')).toHaveCount(4);
  await ada.page.screenshot({ path: testInfo.outputPath('flatline-guest-end-360x640.png'), fullPage: true });
  await expectNoViolations(ada.page, "FLATLINE seat at the game's end");
  await ada.page.setViewportSize({ width: 768, height: 1024 });
  await ada.page.screenshot({ path: testInfo.outputPath('flatline-guest-end-768x1024.png'), fullPage: true });
  await ada.page.getByTestId('guest-leave').click();
  await expect(ada.page.getByTestId('guest-lost')).toContainText('The game is over');
  await ada.context.close();
});
