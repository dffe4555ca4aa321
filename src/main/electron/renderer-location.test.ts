import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_INDEX_URL, isOurRenderer, rendererLocation, type RendererLocation } from './renderer-location';
import { senderRefusal } from './api-ipc';
import { navigationRefusal } from './navigation-guards';

const mainDir = join('/opt', 'FUSE Table', 'out', 'main');
const built: RendererLocation = { kind: 'app', indexUrl: 'app://fuse-table/index.html', rendererDir: join('/opt', 'FUSE Table', 'out', 'renderer') };
const dev: RendererLocation = { kind: 'dev', url: 'http://localhost:5173/' };

describe('renderer location', () => {
  it('is the built renderer beside out/main, served from the app:// scheme', () => {
    expect(rendererLocation({}, mainDir, false)).toEqual(built);
    expect(APP_INDEX_URL).toBe('app://fuse-table/index.html');
  });

  it('is the dev server only when electron-vite names one and the app is not packaged', () => {
    expect(rendererLocation({ ELECTRON_RENDERER_URL: 'http://localhost:5173' }, mainDir, false)).toEqual(dev);
    expect(rendererLocation({ ELECTRON_RENDERER_URL: 'http://localhost:5173' }, mainDir, true)).toEqual(built);
  });

  it('refuses a dev server URL that is not plain http on this machine', () => {
    expect(() => rendererLocation({ ELECTRON_RENDERER_URL: 'https://evil.example/' }, mainDir, false)).toThrow(/on this machine/);
    expect(() => rendererLocation({ ELECTRON_RENDERER_URL: 'http://10.0.0.5:5173/' }, mainDir, false)).toThrow(/on this machine/);
  });
});

describe('isOurRenderer', () => {
  it('accepts the app:// index page, with any hash or query', () => {
    expect(isOurRenderer('app://fuse-table/index.html', built)).toBe(true);
    expect(isOurRenderer('app://fuse-table/index.html#/game/1', built)).toBe(true);
    expect(isOurRenderer('app://fuse-table/index.html?lang=it', built)).toBe(true);
    expect(isOurRenderer('app://fuse-table/', built)).toBe(true);
  });

  it('refuses the renderer as a file:// page, other app:// pages and hosts, other schemes and nonsense', () => {
    expect(isOurRenderer('file:///opt/FUSE%20Table/out/renderer/index.html', built)).toBe(false);
    expect(isOurRenderer('app://fuse-table/other.html', built)).toBe(false);
    expect(isOurRenderer('app://fuse-table/assets/app.js', built)).toBe(false);
    expect(isOurRenderer('app://evil/index.html', built)).toBe(false);
    expect(isOurRenderer('https://fuse-table/index.html', built)).toBe(false);
    expect(isOurRenderer('about:blank', built)).toBe(false);
    expect(isOurRenderer('', built)).toBe(false);
    expect(isOurRenderer(undefined, built)).toBe(false);
    expect(isOurRenderer('not a url', built)).toBe(false);
  });

  it('keeps the navigation and IPC sender checks on the new origin', () => {
    expect(navigationRefusal('app://fuse-table/index.html#/saves', built)).toBeNull();
    expect(navigationRefusal('file:///opt/FUSE%20Table/out/renderer/index.html', built)).toContain('refused');
    expect(senderRefusal({ url: 'app://fuse-table/index.html', parent: null }, built)).toBeNull();
    expect(senderRefusal({ url: 'file:///opt/FUSE%20Table/out/renderer/index.html', parent: null }, built)).toContain("is not the app's page");
    expect(senderRefusal({ url: 'app://fuse-table/index.html', parent: {} }, built)).toContain('sub-frame');
  });

  it('accepts any page of the dev server origin and nothing else', () => {
    expect(isOurRenderer('http://localhost:5173/', dev)).toBe(true);
    expect(isOurRenderer('http://localhost:5173/src/main.ts', dev)).toBe(true);
    expect(isOurRenderer('http://localhost:5174/', dev)).toBe(false);
    expect(isOurRenderer('http://127.0.0.1:5173/', dev)).toBe(false);
    expect(isOurRenderer('app://fuse-table/index.html', dev)).toBe(false);
  });
});
