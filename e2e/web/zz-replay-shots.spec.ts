import { test, expect } from '../support/web-host';
import { api, createGame } from './board-play';
import { playToEnd, UNTIMED_TRAINING } from './saves-play';
import { countdownPlayToEnd } from './fuse-countdown-records-play';
import type { GameDetail } from '../../src/shared/games';

test('shots', async ({ page, request, webHost }) => {
  test.setTimeout(240_000);
  const fl = await createGame(request, webHost.url, { ...UNTIMED_TRAINING, seats: [...UNTIMED_TRAINING.seats] }, 11);
  await playToEnd(request, webHost.url, fl.id);
  const fc = await api<GameDetail>(request, webHost.url, 'createGame', { kind: 'fuse-countdown', seed: 3, setup: { seats: [{ name: 'Cy', colour: 'green' }, { name: 'Di', colour: 'yellow' }], level: 'expert', clockMinutes: null }, title: 'Bomb squad' });
  await countdownPlayToEnd(request, webHost.url, fc.id);
  for (const [w, h] of [[1280, 800], [1920, 1080]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(webHost.url);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'History' }).click();
    if (w === 1280) await page.screenshot({ path: `/tmp/replays-wt-shots/history-${w}x${h}.png` });
    for (const title of ['Bomb squad', 'Ann · Bo']) {
      await page.getByRole('button', { name: `Watch ${title} again` }).click();
      const screen = page.getByTestId('replay-screen');
      await expect(screen).toHaveAttribute('data-step', '0');
      await page.keyboard.press('PageDown');
      await page.keyboard.press('PageDown');
      await page.keyboard.press('m');
      await page.waitForTimeout(1600);
      await page.screenshot({ path: `/tmp/replays-wt-shots/${title.replace(/\W+/g, '-')}-${w}x${h}.png` });
      await page.getByTestId('replay-hidden').check();
      await expect(page.getByTestId('replay-hidden-panel')).toBeVisible();
      await page.waitForTimeout(1600);
      await page.screenshot({ path: `/tmp/replays-wt-shots/${title.replace(/\W+/g, '-')}-${w}x${h}-hidden.png` });
      await page.keyboard.press('h');
      await page.keyboard.press('End');
      await page.waitForTimeout(1600);
      await page.screenshot({ path: `/tmp/replays-wt-shots/${title.replace(/\W+/g, '-')}-${w}x${h}-end.png` });
      await page.keyboard.press('Escape');
    }
  }
});
