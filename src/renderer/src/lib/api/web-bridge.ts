import { API_METHODS, type ApiMethod } from '@shared/api-methods';
import type { ApiBridge, ApiEvent, LinkState } from '@shared/api';
import type { Result } from '@shared/errors';
import { postForResult } from './post-result';
import { keepConnected, webSocketConnect, type WebSocketLike } from '../protocol/event-feed';

/** What the web bridge needs from the browser, passed in so tests can stand in for it. */
export interface WebBridgeEnv {
  /** The page's own origin, e.g. http://127.0.0.1:5197 */
  origin: string;
  fetch: typeof fetch;
  WebSocket: new (url: string) => WebSocketLike;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

// The host is this page's own origin and sends only ApiEvents; checking the shape (not the list of
// types) lets the contract add events without touching the transport.
function apiEvent(value: unknown): ApiEvent | undefined {
  const v = value as { type?: unknown } | null;
  return typeof v === 'object' && v !== null && !Array.isArray(v) && typeof v.type === 'string' ? (value as ApiEvent) : undefined;
}

/**
 * The browser's transport: every API method is a POST to /api/<method>, answered with the same
 * Result the IPC transport gives; pushes arrive on a WebSocket at /events, kept open (and reopened
 * when it drops) by the protocol's kernel while anyone listens.
 */
export function createWebBridge(env: WebBridgeEnv): ApiBridge {
  const listeners = new Set<(event: ApiEvent) => void>();
  const links = new Set<(state: LinkState) => void>();
  let stop: (() => void) | null = null;

  const call = (method: ApiMethod, input: unknown): Promise<Result<unknown>> => postForResult(env.fetch, `${env.origin}/api/${method}`, input, 'The FUSE Table host');

  const bridge = {
    subscribe(listener: (event: ApiEvent) => void, link?: (state: LinkState) => void) {
      listeners.add(listener);
      if (link) links.add(link);
      stop ??= keepConnected(webSocketConnect(`${env.origin.replace(/^http/, 'ws')}/events`, { WebSocket: env.WebSocket, parse: apiEvent }), {
        received: (event) => {
          for (const each of [...listeners]) each(event);
        },
        link: (state) => {
          for (const each of [...links]) each(state);
        },
        schedule: env.setTimeout,
      });
      return () => {
        listeners.delete(listener);
        if (link) links.delete(link);
        if (listeners.size === 0 && stop) {
          stop();
          stop = null;
        }
      };
    },
  } as Record<string, unknown>;
  for (const method of API_METHODS) bridge[method] = (input: unknown) => call(method, input);
  return bridge as ApiBridge;
}
