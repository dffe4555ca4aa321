import { BrowserWindow, screen } from 'electron';
import type { RendererLocation } from './renderer-location';
import { secureWebPreferences } from './web-preferences';
import { pauseWhenCovered } from './window-covered';
import { captureWindowState, MIN_WINDOW, placeWindow } from './window-state';
import { readWindowState, writeWindowState } from './window-state-file';

/**
 * The one window: opened where it was last time (window-state.json in the data folder), shown
 * once its first paint is ready so it never flashes white, and pausing the table when hidden or
 * minimised.
 */
export function createMainWindow(options: {
  location: RendererLocation;
  preloadPath: string;
  iconPath?: string;
  /** Where window-state.json lives: the app's data folder. */
  dataDir: string;
  /** Called when the window is hidden or minimised. */
  pauseRunningGames: () => void;
}): BrowserWindow {
  const workAreas = [screen.getPrimaryDisplay(), ...screen.getAllDisplays()].map((display) => display.workArea);
  const place = placeWindow(readWindowState(options.dataDir), workAreas);
  const window = new BrowserWindow({
    ...(place.x !== undefined && place.y !== undefined ? { x: place.x, y: place.y } : {}),
    width: place.width,
    height: place.height,
    minWidth: MIN_WINDOW.width,
    minHeight: MIN_WINDOW.height,
    show: false,
    title: 'FUSE Table',
    backgroundColor: '#0f1318', // the renderer's --bg, so the first frame matches the page
    ...(options.iconPath ? { icon: options.iconPath } : {}),
    webPreferences: secureWebPreferences(options.preloadPath),
  });
  window.once('ready-to-show', () => {
    if (place.maximized) window.maximize();
    if (place.fullScreen) window.setFullScreen(true);
    window.show();
  });
  window.on('close', () => writeWindowState(options.dataDir, captureWindowState(window)));
  pauseWhenCovered(window, options.pauseRunningGames);
  const loading =
    options.location.kind === 'dev'
      ? window.loadURL(options.location.url)
      : window.loadURL(options.location.indexUrl);
  loading.catch((error: unknown) => console.error('The window could not load the app:', error));
  return window;
}
