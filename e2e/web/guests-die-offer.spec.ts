import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { act, ADA_AND_BRUNO, api, createGame, firstCountdown } from './board-play';
import { backToTable, invite, join } from './guests-play';
import type { FlatlineState } from '../../src/shared/flatline/state';
import type { GameFile } from '../../src/shared/saves';

// A die for a re-roll between two phones (devices.md, "A die is its owner's"): Bruno's phone asks the
// table for a die to sacrifice, Ada's phone shows his ask and offers one of her dice, Bruno's phone
// shows her offer and re-rolls with it. The die lands on the main screen's re-roll track, and the host
// saved the three steps in order. axe-core finds nothing on either phone.

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

/** A first countdown where the re-roll track is open and both seats hold dice. */
const SEED = Array.from({ length: 200 }, (_, i) => i + 1).find((seed) => {
  let s: FlatlineState;
  try {
    s = firstCountdown(ADA_AND_BRUNO, seed);
  } catch {
    return false;
  }
  return !s.pending && !s.locks.reroll && [0, 1].every((seat) => s.dice.filter((d) => d.seat === seat && d.at.kind === 'tray').length > 1);
})!;

test("Bruno's phone asks for a die, Ada's phone offers one, Bruno re-rolls with it: the main screen's track shows Ada's die", async ({ page, browser, request, webHost }, testInfo) => {
  test.setTimeout(120_000);
  expect(SEED).toBeGreaterThan(0);
  const game = await createGame(request, webHost.url, ADA_AND_BRUNO, SEED);
  await act(request, webHost.url, game.id, { type: 'advance' });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  const url = await invite(page);
  const ada = await join(browser, url, 'Ada');
  const bruno = await join(browser, url, 'Bruno');
  await backToTable(page, ada);
  const adaView = ada.page.getByTestId('fl-seat-view');
  const brunoView = bruno.page.getByTestId('fl-seat-view');

  // Bruno asks the table for a die (at the end of his table, above his hand).
  const ask = brunoView.getByRole('button', { name: 'Ask for a die to sacrifice' });
  await ask.scrollIntoViewIfNeeded();
  await bruno.page.screenshot({ path: testInfo.outputPath('guest-offer-asking-360x640.png') });
  await ask.click();
  await expect(brunoView.getByTestId('seat-asking')).toContainText('You asked the table for a die.');

  // Ada's phone shows his ask, with each of her dice to offer by name.
  const asked = adaView.locator('[data-asker="1"]');
  await expect(asked).toContainText('Bruno asks for a die to sacrifice for a re-roll.');
  await expect(asked).toBeInViewport();
  await expectNoViolations(ada.page, "Ada's phone, Bruno asking");
  await ada.page.screenshot({ path: testInfo.outputPath('guest-offer-ask-360x640.png') });
  const offer = asked.locator('[data-offer-die]').first();
  expect((await offer.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const adaDie = (await offer.getAttribute('data-offer-die'))!;
  await offer.click();
  await expect(asked.locator(`[data-offered="${adaDie}"]`)).toContainText('You offered');

  // Bruno's phone shows Ada's offer; he takes it, keeps his choice of dice, and re-rolls.
  const offered = brunoView.locator(`[data-offered-die="${adaDie}"]`);
  await expect(offered).toContainText('Ada offers');
  await expect(offered).toBeInViewport();
  await expectNoViolations(bruno.page, "Bruno's phone, Ada's offer");
  await bruno.page.screenshot({ path: testInfo.outputPath('guest-offer-take-360x640.png') });
  await offered.getByRole('button', { name: 'Re-roll with it' }).click();
  await expect(bruno.page.getByTestId('seat-reroll-choice')).toContainText('The offered die goes to the track');
  const boxes = bruno.page.getByRole('group', { name: 'Which dice' }).getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(0);
  await bruno.page.screenshot({ path: testInfo.outputPath('guest-offer-reroll-360x640.png') });
  await bruno.page.getByTestId('confirm-reroll').click();

  // The main screen's track holds Ada's die; both phones are back to their dice, nothing asked.
  await expect(board.locator(`[data-spot="reroll-track"] [data-reroll-die="${adaDie}"]`)).toBeVisible();
  await expect(brunoView.getByTestId('seat-asking')).toHaveCount(0);
  await expect(adaView.locator('[data-asker]')).toHaveCount(0);
  await expect(page.getByTestId('log')).toContainText("Ada offers");
  await page.screenshot({ path: testInfo.outputPath('guest-offer-main-1280x800.png') });

  const file = JSON.parse((await api<{ text: string }>(request, webHost.url, 'exportGame', { id: game.id })).text) as GameFile;
  const saved = file.actions.map((logged) => logged.action as { type: string; sacrifice?: string; seat?: number; die?: string; to?: number });
  expect(saved.slice(-3)).toEqual([
    { type: 'ask-die', seat: 1 },
    { type: 'offer-die', die: adaDie, to: 1 },
    expect.objectContaining({ type: 'reroll', seat: 1, sacrifice: adaDie }),
  ]);
  await ada.context.close();
  await bruno.context.close();
});
