import type { ApiBridge } from '@shared/api';
import { createWebBridge } from './web-bridge';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in a plain browser. */
    fuse?: ApiBridge;
  }
}

/** One build serves both: the Electron preload's bridge when it is there, the web host's otherwise. */
export function findTransport(win: Window & typeof globalThis): { bridge: ApiBridge; kind: 'electron' | 'web' } {
  if (win.fuse) return { bridge: win.fuse, kind: 'electron' };
  return {
    kind: 'web',
    bridge: createWebBridge({
      origin: win.location.origin,
      fetch: win.fetch.bind(win),
      WebSocket: win.WebSocket,
      setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    }),
  };
}
