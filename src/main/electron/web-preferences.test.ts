import { describe, expect, it } from 'vitest';
import { secureWebPreferences } from './web-preferences';

describe('window web preferences', () => {
  it('isolate, sandbox and keep Node out of the renderer', () => {
    const prefs = secureWebPreferences('/app/out/preload/index.cjs');
    expect(prefs.preload).toBe('/app/out/preload/index.cjs');
    for (const on of ['contextIsolation', 'sandbox', 'webSecurity'] as const) expect(prefs[on], on).toBe(true);
    const off = ['nodeIntegration', 'nodeIntegrationInWorker', 'nodeIntegrationInSubFrames', 'allowRunningInsecureContent', 'webviewTag'] as const;
    for (const key of off) expect(prefs[key], key).toBe(false);
  });

  it('refuse a preload that is not the CommonJS build', () => {
    expect(() => secureWebPreferences('/app/out/preload/index.mjs')).toThrow('The preload must be the CommonJS build');
  });
});
