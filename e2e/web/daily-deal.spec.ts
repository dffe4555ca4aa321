import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/web-host';
import { api } from './board-play';
import { greedyAction } from '../../src/main/engine/flatline/bot/greedy';
import { DAILY_DEALS } from '../../src/shared/game-registry';
import { formatLine, type DailyBlocks } from '../../src/shared/daily/share-line';
import type { DailyToday } from '../../src/shared/daily/daily-api';
import type { GameDetailOf } from '../../src/shared/games';

type GameDetail = GameDetailOf<'flatline'>;

/** The browser's globals used below (this project's Node tsconfig has no DOM library). */
interface PageWindow {
  navigator: { clipboard: { readText(): Promise<string> } };
}

// Today's FLATLINE deal played from the start screen: the date is the services' own (UTC), the game is
// played out through the API by the greedy bot while its table stays open, and the start screen then
// shows the result and its line, which is copied; a friend's line pasted in is listed beside it, and a
// forged one is refused with what is wrong.

test("today's FLATLINE deal: played, its result and line on the start screen, a friend's line beside it", async ({ page, request, webHost }) => {
  test.setTimeout(180_000);
  const { date } = await api<DailyToday>(request, webHost.url, 'dailyToday', {});
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: webHost.url });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(webHost.url);

  const panel = page.getByTestId('daily-deals');
  await expect(panel.getByRole('heading', { name: `Today's deals ${date} (UTC)` })).toBeVisible();
  const flatline = page.getByTestId('daily-flatline');
  // Nobody played here yet: the deal is offered at one player, Standard, on the standard side.
  await expect(flatline.getByText('1 player (solitaire) · Standard · Standard side (green)')).toBeVisible();
  await flatline.getByRole('button', { name: "Play today's deal" }).click();
  const board = page.getByTestId('flatline-board');
  await expect(board).toBeVisible();

  // The table stays open (leaving it mid-countdown would pause the game) while the bot plays it out.
  const [listed] = await api<{ id: string; title: string }[]>(request, webHost.url, 'listGames', { status: 'in-progress' });
  expect(listed!.title).toBe(`FLATLINE daily deal ${date}`);
  let game = await api<GameDetail>(request, webHost.url, 'getGame', { id: listed!.id });
  for (let i = 0; i < 3000 && game.status === 'in-progress'; i++) {
    try {
      game = await api<GameDetail>(request, webHost.url, 'act', { kind: 'flatline', id: game.id, action: greedyAction(game.state) });
    } catch {
      // The host moved the game on by itself meanwhile (a triage window's deadline): look again.
      game = await api<GameDetail>(request, webHost.url, 'getGame', { id: game.id });
    }
  }
  expect(game.status).not.toBe('in-progress');
  const outcome = game.status === 'won' ? 'Won' : 'Lost';

  await page.goto(webHost.url);
  const result = flatline.getByTestId('daily-result');
  await expect(result).toContainText(`Your result: ${outcome} · ${game.state.patientsTreated.length} patients treated in ${game.state.round}`);
  const line = await flatline.getByTestId('daily-line').textContent();
  expect(line).toMatch(new RegExp(`^FUSE Table daily v1 \\| flatline \\| ${date} \\| players=1 level=standard meter=standard \\| ${game.status} treated=\\d+ rounds=\\d+ \\| check=[0-9a-f]{8}$`));
  await flatline.getByRole('button', { name: 'Copy line' }).click();
  await expect(flatline.getByText('Copied.')).toBeVisible();
  expect(await page.evaluate(() => (globalThis as unknown as PageWindow).navigator.clipboard.readText())).toBe(line);
  await expect(flatline.getByRole('button', { name: 'Play again (practice)' })).toBeVisible();

  // A friend's line of the same deal; a forged one first (seven patients cannot be treated of six dealt… nor a check kept).
  const friendLine = formatLine(DAILY_DEALS as DailyBlocks, {
    kind: 'flatline',
    date,
    setting: { players: '1', level: 'standard', meter: 'standard' },
    result: { outcome: 'lost', values: { treated: 5, rounds: 4 } },
  });
  await panel.getByRole('button', { name: "Add a friend's line" }).click();
  await panel.getByRole('textbox', { name: "Friend's name" }).fill('Cy');
  const paste = panel.getByRole('textbox', { name: 'Their line' });
  await paste.fill(friendLine.replace('treated=5', 'treated=12'));
  await panel.getByRole('button', { name: 'Add line' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Patients treated is impossible at this setting: at most 7.');
  await expect(flatline.getByTestId('daily-friends')).toHaveCount(0);

  await paste.fill(friendLine);
  await panel.getByRole('button', { name: 'Add line' }).click();
  await expect(flatline.getByTestId('daily-friends').getByRole('listitem')).toHaveText('Cy: Lost · 5 patients treated in 4 rounds');
  await expect(panel.getByRole('alert')).toHaveCount(0);

  // Everything reachable by keyboard, and axe finds nothing, with the setting picker open too.
  await flatline.getByRole('button', { name: 'Change setting' }).focus();
  await page.keyboard.press('Enter');
  await expect(flatline.getByRole('combobox', { name: 'Players' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="daily-deals"]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The daily series in history: today's counted try.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'History' }).click();
  const series = page.getByTestId('daily-series');
  await expect(series.getByTestId('daily-played')).toHaveText('1');
  await expect(series.locator(`tr[data-date="${date}"]`)).toContainText(`FLATLINE`);
});
