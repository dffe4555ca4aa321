import { describe, expect, it } from 'vitest';
import { secureWebPreferences } from './web-preferences';

describe('window web preferences', () => {
  it('isolate, sandbox and keep Node out of the renderer', () => {
    const prefs = secureWebPreferences('/app/out/preload/index.cjs');
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('refuse a preload that is not the CommonJS build', () => {
    expect(() => secureWebPreferences('/app/out/preload/index.mjs')).toThrow('The preload must be the CommonJS build');
  });
});
