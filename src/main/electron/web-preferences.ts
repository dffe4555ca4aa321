import type { WebPreferences } from 'electron';

/**
 * The renderer's settings, per Electron's security checklist: isolated context, OS sandbox, no
 * Node, web security on, no <webview>. The preload is the CommonJS bundle electron-vite writes to
 * out/preload/index.cjs (a sandboxed preload cannot load ES modules).
 */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  if (!preloadPath.endsWith('.cjs')) throw new Error(`The preload must be the CommonJS build (.cjs), not ${preloadPath}`);
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
  };
}
