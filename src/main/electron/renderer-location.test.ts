import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isOurRenderer, rendererLocation, type RendererLocation } from './renderer-location';

const mainDir = join('/opt', 'FUSE Table', 'out', 'main');
const indexUrl = pathToFileURL(join('/opt', 'FUSE Table', 'out', 'renderer', 'index.html')).href;
const built: RendererLocation = { kind: 'file', indexUrl };
const dev: RendererLocation = { kind: 'dev', url: 'http://localhost:5173/' };

describe('renderer location', () => {
  it('is the built index.html beside out/main', () => {
    expect(rendererLocation({}, mainDir, false)).toEqual(built);
    expect(indexUrl).toBe('file:///opt/FUSE%20Table/out/renderer/index.html');
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
  it('accepts our index.html, with any hash or query, however the path is encoded', () => {
    expect(isOurRenderer(indexUrl, built)).toBe(true);
    expect(isOurRenderer(`${indexUrl}#/game/1`, built)).toBe(true);
    expect(isOurRenderer(`${indexUrl}?lang=it`, built)).toBe(true);
    expect(isOurRenderer('file:///opt/FUSE Table/out/renderer/index.html', built)).toBe(true);
  });

  it('refuses other files, other schemes and nonsense', () => {
    expect(isOurRenderer('file:///opt/FUSE%20Table/out/renderer/other.html', built)).toBe(false);
    expect(isOurRenderer('file:///tmp/index.html', built)).toBe(false);
    expect(isOurRenderer('file://evil-host/opt/FUSE%20Table/out/renderer/index.html', built)).toBe(false);
    expect(isOurRenderer('https://example.com/index.html', built)).toBe(false);
    expect(isOurRenderer('about:blank', built)).toBe(false);
    expect(isOurRenderer('', built)).toBe(false);
    expect(isOurRenderer(undefined, built)).toBe(false);
    expect(isOurRenderer('not a url', built)).toBe(false);
  });

  it('treats Windows drive letters without regard to case', () => {
    const windows: RendererLocation = { kind: 'file', indexUrl: 'file:///C:/Program%20Files/FUSE%20Table/out/renderer/index.html' };
    expect(isOurRenderer('file:///c:/Program%20Files/FUSE%20Table/out/renderer/index.html', windows)).toBe(true);
    expect(isOurRenderer('file:///D:/Program%20Files/FUSE%20Table/out/renderer/index.html', windows)).toBe(false);
  });

  it('accepts any page of the dev server origin and nothing else', () => {
    expect(isOurRenderer('http://localhost:5173/', dev)).toBe(true);
    expect(isOurRenderer('http://localhost:5173/src/main.ts', dev)).toBe(true);
    expect(isOurRenderer('http://localhost:5174/', dev)).toBe(false);
    expect(isOurRenderer('http://127.0.0.1:5173/', dev)).toBe(false);
    expect(isOurRenderer(indexUrl, dev)).toBe(false);
  });
});
