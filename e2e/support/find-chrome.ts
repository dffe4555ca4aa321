import { join } from 'node:path';
import { chromium } from '@playwright/test';

export interface FindChromeContext {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  exists: (path: string) => boolean;
}

/** Usual install locations of Chrome and Chromium, by system. */
export function chromeCandidates(platform: NodeJS.Platform, env: Record<string, string | undefined>): string[] {
  if (platform === 'darwin') {
    return [
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
    ];
  }
  if (platform === 'win32') {
    return [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA]
      .filter((dir): dir is string => !!dir)
      .map((dir) => join(dir, 'Google', 'Chrome', 'Application', 'chrome.exe'));
  }
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'];
}

/**
 * The browser the web tests drive: CHROME_PATH when set, else a Chrome or Chromium installed on the
 * system, else Playwright's own Chromium if it was downloaded; null when there is none.
 */
export function findChrome({ env, platform, exists }: FindChromeContext): string | null {
  const fromEnv = env.CHROME_PATH?.trim();
  if (fromEnv) return exists(fromEnv) ? fromEnv : null;
  const found = chromeCandidates(platform, env).find(exists);
  if (found) return found;
  try {
    const bundled = chromium.executablePath();
    return bundled && exists(bundled) ? bundled : null;
  } catch {
    return null;
  }
}
