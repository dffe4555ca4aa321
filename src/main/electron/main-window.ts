import { BrowserWindow } from 'electron';
import type { RendererLocation } from './renderer-location';
import { secureWebPreferences } from './web-preferences';

/** The one window: shown once its first paint is ready, so it never flashes white. */
export function createMainWindow(options: {
  location: RendererLocation;
  preloadPath: string;
  iconPath?: string;
}): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'FUSE Table',
    backgroundColor: '#0f1318', // the renderer's --bg, so the first frame matches the page
    ...(options.iconPath ? { icon: options.iconPath } : {}),
    webPreferences: secureWebPreferences(options.preloadPath),
  });
  window.once('ready-to-show', () => window.show());
  const loading =
    options.location.kind === 'dev'
      ? window.loadURL(options.location.url)
      : window.loadURL(options.location.indexUrl);
  loading.catch((error: unknown) => console.error('The window could not load the app:', error));
  return window;
}
