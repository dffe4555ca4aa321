import { test, expect } from '../support/web-host';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// A damaged saved-games file is set aside, never deleted, and the table starts on a fresh one with
// a clear message instead of crashing.

test('a damaged saved-games file is set aside with a clear message, and play goes on', async ({ page, webHost }) => {
  await webHost.stop();
  const garbage = 'this is not a database, it was scribbled over\n'.repeat(200);
  writeFileSync(join(webHost.dataDir, 'games.db'), garbage);
  for (const extra of ['games.db-wal', 'games.db-shm']) rmSync(join(webHost.dataDir, extra), { force: true });
  await webHost.restart();

  await page.goto(webHost.url);
  const notice = page.getByTestId('app-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('could not be read');
  await expect(notice).toContainText('games.db.damaged-');

  // The damaged bytes are kept beside the fresh database.
  const setAside = readdirSync(webHost.dataDir).filter((name) => name.startsWith('games.db.damaged-') && !/-(wal|shm)$/.test(name));
  expect(setAside).toHaveLength(1);
  expect(readFileSync(join(webHost.dataDir, setAside[0]!), 'utf8')).toBe(garbage);

  // The fresh database works: a game can be started, and the notice can be dismissed.
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('table-shell')).toBeVisible();
});
