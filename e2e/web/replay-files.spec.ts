import { readFileSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import type { GameDetailOf } from '../../src/shared/games';
import type { ReplayFileEntry } from '../../src/shared/replay-files';
import { api, playToEnd, UNTIMED_TRAINING } from './saves-play';

/** The games this test plays are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

// Deals shared with friends (docs/replay-files.md): a finished game exported as a replay file, opened
// as a friend's file with the button and by a drop on the window (a damaged one refused, nothing
// listed), its deal played again from the file, and every result on that deal side by side.

async function expectNoViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

/** The browser's globals used below (this project's Node tsconfig has no DOM library). */
interface PageGlobals {
  DataTransfer: new () => { items: { add(file: unknown): void } };
  File: new (parts: string[], name: string, options: { type: string }) => unknown;
}

/** Drops a file carrying `text` on the window, as a player dragging it from their files would. */
async function dropFile(page: Page, name: string, text: string): Promise<void> {
  const transfer = await page.evaluateHandle(
    ([fileName, content]) => {
      const { DataTransfer, File } = globalThis as unknown as PageGlobals;
      const data = new DataTransfer();
      data.items.add(new File([content], fileName, { type: 'application/json' }));
      return data;
    },
    [name, text] as const,
  );
  await page.locator('main').dispatchEvent('dragover', { dataTransfer: transfer });
  await page.locator('main').dispatchEvent('drop', { dataTransfer: transfer });
}

test("a finished game goes out as a replay file, comes back as a friend's file (button and drop), its deal is played again, and history shows every result on it", async ({ page, request, webHost }, testInfo) => {
  test.setTimeout(120_000);
  const created = await api<GameDetail>(request, webHost.url, 'createGame', { kind: 'flatline', seed: 5, setup: UNTIMED_TRAINING, title: 'Friday deal' });
  const first = await playToEnd(request, webHost.url, created.id);
  const outcome = first.status === 'won' ? 'Won' : 'Lost';

  await page.goto(webHost.url);
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await nav.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Open the log of Friday deal' }).click();

  // Export: a download of the replay file.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as a replay file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Friday-deal-\d{4}-\d{2}-\d{2}\.fusereplay$/);
  const file = testInfo.outputPath('Friday-deal.fusereplay');
  await download.saveAs(file);
  await expect(page.getByRole('status').filter({ hasText: /^Saved as Friday-deal-.*\.fusereplay\.$/ })).toBeVisible();
  // Only this game on its deal so far.
  await expect(page.getByTestId('same-deal-row')).toHaveCount(1);
  await expect(page.getByText('No other result on this deal yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Back to history' }).click();

  // A damaged file, picked with the button: refused with what is wrong, nothing listed.
  const text = readFileSync(file, 'utf8');
  const tampered = testInfo.outputPath('tampered.fusereplay');
  writeFileSync(tampered, text.replace('"Friday deal"', '"We won, honest"'));
  await page.getByLabel('Open a replay file').setInputFiles(tampered);
  await expect(page.getByTestId('replay-file-problem')).toHaveText(
    'This replay file was changed after it was exported (its checksum does not match). Nothing was opened.',
  );
  await expect(page.getByTestId('friends-files').getByRole('listitem')).toHaveCount(0);
  expect(await api<ReplayFileEntry[]>(request, webHost.url, 'listReplayFiles')).toEqual([]);

  // The good file, dropped on the window: shown read-only, apart from the player's own games.
  await dropFile(page, 'Friday-deal.fusereplay', text);
  const card = page.getByTestId('replay-file');
  await expect(card.getByRole('heading', { level: 1, name: 'Friday deal' })).toBeVisible();
  await expect(card.getByText("A friend's game, from a replay file.", { exact: false })).toBeVisible();
  await expect(card.getByTestId('replay-file-outcome')).toContainText(outcome);
  await expect(card.getByTestId('same-deal-row')).toHaveText([new RegExp(`^Yours.*${outcome}`), new RegExp(`^A friend's file\\s*\\(this one\\).*${outcome}`)]);
  await expectNoViolations(page, "a friend's replay file");

  // The same file again, with the button: the same entry, still one file.
  await card.getByRole('button', { name: 'Back to history' }).click();
  await page.getByLabel('Open a replay file').setInputFiles(file);
  await expect(card.getByRole('heading', { level: 1, name: 'Friday deal' })).toBeVisible();
  await card.getByRole('button', { name: 'Back to history' }).click();
  await expect(page.getByTestId('friends-files').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2); // the player's own history: one game
  await expectNoViolations(page, 'history with a friend\'s file');

  // "Play this deal" from the friend's file: a new game on the same deal and setting, played out.
  await page.getByRole('button', { name: 'Show Friday deal' }).click();
  await card.getByRole('button', { name: 'Play this deal' }).click();
  await expect(page).toHaveURL(/\?game=/);
  const id = new URL(page.url()).searchParams.get('game')!;
  const second = await playToEnd(request, webHost.url, id);
  expect([second.seed, second.setup, second.status, second.round]).toEqual([5, first.setup, first.status, first.round]);

  // History: both of the player's results on the deal and the friend's, side by side.
  await page.goto(webHost.url);
  await nav.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Open the log of Friday deal' }).click();
  const rows = page.getByTestId('same-deal-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: /^Yours/ })).toHaveCount(2);
  await expect(rows.filter({ hasText: /^Yours\s*\(this one\)/ })).toHaveCount(1);
  await expect(rows.filter({ hasText: /^A friend's file/ })).toHaveCount(1);
  for (const row of await rows.all()) await expect(row).toContainText(outcome);
  await expectNoViolations(page, 'a game page with its deal');

  // The friend's file deleted from History: asked first (Escape keeps it), then confirmed by keyboard;
  // the player's own games, and their results on the deal, stay.
  await page.getByRole('button', { name: 'Back to history' }).click();
  const friends = page.getByTestId('friends-files');
  const historyRows = await page.getByRole('table').getByRole('row').count();
  await friends.getByRole('button', { name: 'Delete the file Friday deal' }).click();
  const question = page.getByRole('dialog', { name: "Delete this friend's file?" });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoViolations(page, "deleting a friend's file, asked");
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(friends.getByRole('listitem')).toHaveCount(1);
  await friends.getByRole('button', { name: 'Delete the file Friday deal' }).focus();
  await page.keyboard.press('Enter');
  await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Delete file' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(friends.getByText('“Friday deal” deleted. Your own games are as they were.')).toBeVisible();
  await expect(friends.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(historyRows);
  expect(await api<ReplayFileEntry[]>(request, webHost.url, 'listReplayFiles')).toEqual([]);
  await page.getByRole('button', { name: 'Open the log of Friday deal' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: /^Yours/ })).toHaveCount(2);
  // A bad id over the API is refused and changes nothing.
  const refused = await request.post(`${webHost.url}api/deleteReplayFile`, { data: { fileId: 'not-a-file' } });
  expect(await refused.json()).toMatchObject({ ok: false, error: { code: 'invalid-payload', field: 'fileId' } });
});
