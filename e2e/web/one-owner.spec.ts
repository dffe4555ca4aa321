import { test, expect } from '../support/web-host';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// One process owns a data folder: a second web host on it says who holds it and how to choose
// another folder, and changes nothing; the first keeps serving.

test('a second web host on the same data folder is refused with the holder named, and the first plays on', async ({ page, webHost }) => {
  await page.goto(webHost.url);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('table-shell')).toBeVisible();
  const before = Object.fromEntries(readdirSync(webHost.dataDir).filter((n) => n === 'games.db' || n === 'fuse-table.lock').map((n) => [n, readFileSync(join(webHost.dataDir, n))]));

  const { FUSE_TABLE_DATA_DIR: _ignored, ...env } = process.env;
  const second = spawnSync(process.execPath, [join(__dirname, '..', '..', 'out', 'main', 'web.js'), '--port', '0', '--data-dir', webHost.dataDir], { env, encoding: 'utf8', timeout: 20_000 });
  expect(second.status).toBe(1);
  expect(second.stderr).toContain(`The data folder ${webHost.dataDir} is already in use by the FUSE Table web host, process`);
  expect(second.stderr).toContain('--data-dir');
  expect(second.stderr).toContain('FUSE_TABLE_DATA_DIR');
  for (const [name, bytes] of Object.entries(before)) expect(readFileSync(join(webHost.dataDir, name)).equals(bytes), name).toBe(true);

  // The first host still answers.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Leave the table' }).click();
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
});
