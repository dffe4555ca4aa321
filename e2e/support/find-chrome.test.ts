import { describe, expect, it } from 'vitest';
import { findChrome } from './find-chrome';

const only = (...paths: string[]) => (path: string) => paths.includes(path);

describe('finding a browser for the web end-to-end tests', () => {
  it('uses CHROME_PATH when set, and only if it exists', () => {
    expect(findChrome({ env: { CHROME_PATH: '/opt/chrome/chrome' }, platform: 'linux', exists: only('/opt/chrome/chrome', '/usr/bin/chromium') })).toBe('/opt/chrome/chrome');
    expect(findChrome({ env: { CHROME_PATH: '/missing/chrome' }, platform: 'linux', exists: only('/usr/bin/chromium') })).toBeNull();
  });

  it('finds a system Chromium or Chrome in the usual places', () => {
    expect(findChrome({ env: {}, platform: 'linux', exists: only('/usr/bin/chromium') })).toBe('/usr/bin/chromium');
    expect(findChrome({ env: {}, platform: 'linux', exists: only('/usr/bin/google-chrome') })).toBe('/usr/bin/google-chrome');
    expect(findChrome({ env: {}, platform: 'darwin', exists: only('/Applications/Google Chrome.app/Contents/MacOS/Google Chrome') })).toBe(
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    );
  });

  it('answers null when there is no browser at all', () => {
    expect(findChrome({ env: {}, platform: 'linux', exists: () => false })).toBeNull();
  });
});
