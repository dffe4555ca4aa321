import type { MenuItemConstructorOptions } from 'electron';

/**
 * The standard application menu, built from Electron's roles so every label, shortcut and
 * translation comes from the OS. macOS gets the app menu (About, Hide, Quit) first. A packaged
 * app leaves out reload and the developer tools: reloading would drop a game in progress from
 * the screen, and the tools are for us, not for players.
 */
export function applicationMenuTemplate(platform: NodeJS.Platform, isPackaged: boolean): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  // Full screen on F11 everywhere but macOS, whose own shortcut (Ctrl+Cmd+F) players expect there.
  const fullScreen: MenuItemConstructorOptions = { role: 'togglefullscreen', accelerator: isMac ? 'Ctrl+Command+F' : 'F11' };
  const developer: MenuItemConstructorOptions[] = isPackaged
    ? []
    : [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, { type: 'separator' }];
  const view: MenuItemConstructorOptions = {
    role: 'viewMenu',
    submenu: [...developer, { role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, fullScreen],
  };
  return [
    ...(isMac ? [{ role: 'appMenu' } as const] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    view,
    { role: 'windowMenu' },
    // On macOS "About" lives in the app menu; elsewhere it goes under Help.
    isMac ? { role: 'help', submenu: [] } : { role: 'help', submenu: [{ role: 'about' }] },
  ];
}
