import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { findChrome } from './e2e/support/find-chrome';

// Three projects: `web` drives the local web host in a system Chromium (each test starts its own host
// on a fresh data folder); `electron` drives the development build in Electron where the Electron
// binary is installed; `packaged` smoke-tests the app electron-builder unpacked (release workflow).
const chrome = findChrome({ env: process.env, platform: process.platform, exists: existsSync });
const chosenProjects = process.argv.flatMap((arg, i, all) => (arg === '--project' ? [all[i + 1]] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : []));
const runsWeb = chosenProjects.length === 0 || chosenProjects.includes('web');
if (!chrome && runsWeb) {
  throw new Error(
    'No Chrome or Chromium found for the web end-to-end tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`; ' +
      'or `npx playwright install chromium`), or set CHROME_PATH to a Chrome or Chromium executable.',
  );
}

export default defineConfig({
  outputDir: 'test-results',
  workers: process.env.CI ? 1 : 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'web',
      testDir: 'e2e/web',
      use: {
        browserName: 'chromium',
        locale: 'en-GB',
        launchOptions: {
          executablePath: chrome ?? undefined,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
    {
      name: 'electron',
      testDir: 'e2e/electron',
    },
    {
      name: 'packaged',
      testDir: 'e2e/packaged',
    },
  ],
});
