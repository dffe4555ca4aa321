import { readFileSync, writeFileSync } from 'node:fs';
import { test, expect } from '../support/web-host';
import type { GameDetailOf, GameSummary } from '../../src/shared/games';
import { api, toCountdown } from './saves-play';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

// Saved games: rename, export to a file (a download), delete, import the file back; a tampered file
// is refused with its reason and adds nothing.

test('a saved game is renamed, exported, deleted, imported back unchanged, and a tampered copy is refused', async ({ page, webHost, request }, testInfo) => {
  const created = await api<GameDetail>(request, webHost.url, 'createGame', {
    kind: 'flatline',
    seed: 5,
    setup: { seats: [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'blue' }], level: 'training', timerSeconds: null },
  });
  const original = await toCountdown(request, webHost.url, created);

  await page.goto(webHost.url);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Saved games' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: created.title });
  await expect(entry).toBeVisible();

  // Rename.
  await entry.getByRole('button', { name: `Rename ${created.title}` }).click();
  await expect(page.getByLabel('New name')).toBeFocused();
  await page.getByLabel('New name').fill('Friday table');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Renamed to “Friday table”.' })).toBeVisible();
  const renamed = page.getByRole('listitem').filter({ hasText: 'Friday table' });
  await expect(renamed.getByRole('heading', { name: 'Friday table' })).toBeVisible();

  // Export: a download of the versioned file.
  const downloading = page.waitForEvent('download');
  await renamed.getByRole('button', { name: 'Export Friday table to a file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Friday-table-\d{4}-\d{2}-\d{2}\.fuse-game\.json$/);
  const file = testInfo.outputPath('game.json');
  await download.saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { format: string; version: number; actions: unknown[]; game: { title: string } };
  expect(exported.format).toBe('fuse-table-game');
  expect(exported.version).toBe(1);
  expect(exported.game.title).toBe('Friday table');
  expect(exported.actions).toHaveLength(original.state.actions);

  // Delete it, after confirming.
  await renamed.getByRole('button', { name: 'Delete Friday table' }).click();
  await page.getByRole('dialog', { name: 'Delete this saved game?' }).getByRole('button', { name: 'Delete game' }).click();
  await expect(page.getByText('No games in progress.')).toBeVisible();

  // A tampered copy is refused and adds nothing.
  const tampered = testInfo.outputPath('tampered.json');
  writeFileSync(tampered, JSON.stringify({ ...exported, game: { ...exported.game, title: 'Hacked' } }));
  await page.getByLabel('Import a game file').setInputFiles(tampered);
  await expect(page.getByRole('alert')).toHaveText(/changed after it was exported \(its checksum does not match\)\. Nothing was imported\./);
  await expect(page.getByText('No games in progress.')).toBeVisible();
  expect(await api<GameSummary[]>(request, webHost.url, 'listGames', { status: 'all' })).toEqual([]);

  // The real file comes back as it was, and opens.
  await page.getByLabel('Import a game file').setInputFiles(file);
  await expect(page.getByRole('status').filter({ hasText: 'Imported “Friday table”.' })).toBeVisible();
  const back = page.getByRole('listitem').filter({ hasText: 'Friday table' });
  await expect(back.getByText(`Round ${original.round}`)).toBeVisible();
  const [imported] = await api<GameSummary[]>(request, webHost.url, 'listGames', { status: 'all' });
  const reopened = await api<GameDetail>(request, webHost.url, 'getGame', { id: imported!.id });
  expect(reopened.state).toEqual(original.state);
  await back.getByRole('button', { name: 'Continue Friday table' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Friday table' })).toBeVisible();
});
