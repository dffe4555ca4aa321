import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { applicationMenuTemplate } from './menu-template';

const roles = (items: MenuItemConstructorOptions[]) => items.map((item) => item.role);
const submenuRoles = (item: MenuItemConstructorOptions | undefined) =>
  Array.isArray(item?.submenu) ? item.submenu.map((entry) => entry.role ?? entry.type) : undefined;

describe('application menu', () => {
  it('uses the standard roles, with the app menu first on macOS', () => {
    expect(roles(applicationMenuTemplate('darwin', true))).toEqual(['appMenu', 'fileMenu', 'editMenu', 'viewMenu', 'windowMenu', 'help']);
    expect(roles(applicationMenuTemplate('win32', true))).toEqual(['fileMenu', 'editMenu', 'viewMenu', 'windowMenu', 'help']);
    expect(roles(applicationMenuTemplate('linux', false))).toEqual(['fileMenu', 'editMenu', 'viewMenu', 'windowMenu', 'help']);
  });

  it('puts About under Help where there is no app menu', () => {
    expect(submenuRoles(applicationMenuTemplate('linux', true).at(-1))).toEqual(['about']);
    expect(submenuRoles(applicationMenuTemplate('darwin', true).at(-1))).toEqual([]);
  });

  it('keeps reload and developer tools out of the packaged app, but not out of development', () => {
    const packagedView = applicationMenuTemplate('linux', true).find((item) => item.role === 'viewMenu');
    expect(submenuRoles(packagedView)).toEqual(['resetZoom', 'zoomIn', 'zoomOut', 'separator', 'togglefullscreen']);
    const devView = applicationMenuTemplate('linux', false).find((item) => item.role === 'viewMenu');
    expect(submenuRoles(devView)).toEqual(['reload', 'forceReload', 'toggleDevTools', 'separator', 'resetZoom', 'zoomIn', 'zoomOut', 'separator', 'togglefullscreen']);
  });

  it('toggles full screen on F11 (Ctrl+Cmd+F on macOS), packaged or not', () => {
    const fullScreen = (platform: NodeJS.Platform, isPackaged: boolean) => {
      const view = applicationMenuTemplate(platform, isPackaged).find((item) => item.role === 'viewMenu');
      return Array.isArray(view?.submenu) ? view.submenu.find((entry) => entry.role === 'togglefullscreen')?.accelerator : undefined;
    };
    expect([fullScreen('win32', true), fullScreen('linux', true), fullScreen('linux', false)]).toEqual(['F11', 'F11', 'F11']);
    expect(fullScreen('darwin', true)).toBe('Ctrl+Command+F');
  });
});
