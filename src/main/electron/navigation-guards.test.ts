import { describe, expect, it } from 'vitest';
import { installNavigationGuards, navigationRefusal, type GuardedContents } from './navigation-guards';
import type { RendererLocation } from './renderer-location';

const location: RendererLocation = { kind: 'app', indexUrl: 'app://fuse-table/index.html', rendererDir: '/app/out/renderer' };

type Listener = (event: { preventDefault(): void; url?: string }, url?: string) => void;

/** A WebContents stand-in that records the guards and lets the test fire events at them. */
function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  const contents = {
    on: (name: string, listener: Listener) => listeners.set(name, listener),
    setWindowOpenHandler: (handler: typeof openHandler) => (openHandler = handler),
  };
  const fire = (name: string, url: string) => {
    let prevented = false;
    const event = { preventDefault: () => (prevented = true), url };
    const listener = listeners.get(name);
    if (!listener) throw new Error(`no ${name} guard`);
    listener(event, url);
    return prevented;
  };
  return { contents: contents as unknown as GuardedContents, fire, open: (url: string) => openHandler?.({ url }) };
}

describe('navigation guards', () => {
  it('stop every kind of navigation away from the app page', () => {
    const logged: string[] = [];
    const { contents, fire } = fakeContents();
    installNavigationGuards(contents, location, (m) => logged.push(m));
    expect(fire('will-navigate', 'https://example.com/')).toBe(true);
    expect(fire('will-frame-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-redirect', 'http://127.0.0.1:9/')).toBe(true);
    expect(logged).toEqual([
      'navigation to https://example.com/ refused: only the app\'s own page may load',
      'navigation to file:///etc/passwd refused: only the app\'s own page may load',
      'navigation to http://127.0.0.1:9/ refused: only the app\'s own page may load',
    ]);
  });

  it('let the app page reload itself', () => {
    const { contents, fire } = fakeContents();
    installNavigationGuards(contents, location, () => {});
    expect(fire('will-navigate', 'app://fuse-table/index.html#/games')).toBe(false);
    expect(fire('will-frame-navigate', 'app://fuse-table/index.html')).toBe(false);
  });

  it('deny window.open and <webview>', () => {
    const { contents, fire, open } = fakeContents();
    installNavigationGuards(contents, location, () => {});
    expect(open('https://example.com/')).toEqual({ action: 'deny' });
    expect(open('app://fuse-table/index.html')).toEqual({ action: 'deny' });
    expect(fire('will-attach-webview', 'https://example.com/')).toBe(true);
  });

  it('name the refused address', () => {
    expect(navigationRefusal('https://a.example/', location)).toContain('https://a.example/');
    expect(navigationRefusal('app://fuse-table/index.html', location)).toBeNull();
  });
});
