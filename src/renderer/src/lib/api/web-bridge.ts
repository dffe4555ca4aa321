import { API_METHODS, type ApiMethod } from '@shared/api-methods';
import type { ApiBridge, ApiEvent } from '@shared/api';
import type { Result } from '@shared/errors';
import { postForResult } from './post-result';

/** What the web bridge needs from the browser, passed in so tests can stand in for it. */
export interface WebBridgeEnv {
  /** The page's own origin, e.g. http://127.0.0.1:5197 */
  origin: string;
  fetch: typeof fetch;
  WebSocket: new (url: string) => WebSocketLike;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

export interface WebSocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

/** Reconnect delays after the events socket drops: quick at first, then every few seconds. */
export const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 4000] as const;

/** A socket message's JSON, or undefined where it is not JSON. */
export function messageJson(message: MessageEvent): unknown {
  try {
    return JSON.parse(String(message.data));
  } catch {
    return undefined;
  }
}

// The host is this page's own origin and sends only ApiEvents; checking the shape (not the list of
// types) lets the contract add events without touching the transport.
function isApiEvent(value: unknown): value is ApiEvent {
  const v = value as { type?: unknown } | null;
  return typeof v === 'object' && v !== null && !Array.isArray(v) && typeof v.type === 'string';
}

/**
 * The browser's transport: every API method is a POST to /api/<method>, answered with the same
 * Result the IPC transport gives; pushes arrive on a WebSocket at /events, reopened when it drops.
 */
export function createWebBridge(env: WebBridgeEnv): ApiBridge {
  const listeners = new Set<(event: ApiEvent) => void>();
  let socket: WebSocketLike | null = null;
  let failures = 0;

  const connect = () => {
    if (listeners.size === 0 || socket) return;
    const ws = new env.WebSocket(`${env.origin.replace(/^http/, 'ws')}/events`);
    socket = ws;
    ws.onopen = () => {
      failures = 0;
    };
    ws.onmessage = (message) => {
      const event = messageJson(message);
      if (isApiEvent(event)) for (const listener of [...listeners]) listener(event);
    };
    ws.onerror = () => ws.close();
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      if (listeners.size === 0) return;
      const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
      failures += 1;
      env.setTimeout(connect, delay);
    };
  };

  const call = (method: ApiMethod, input: unknown): Promise<Result<unknown>> => postForResult(env.fetch, `${env.origin}/api/${method}`, input, 'The FUSE Table host');

  const bridge = {
    subscribe(listener: (event: ApiEvent) => void) {
      listeners.add(listener);
      connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && socket) {
          const ws = socket;
          socket = null;
          ws.close();
        }
      };
    },
  } as Record<string, unknown>;
  for (const method of API_METHODS) bridge[method] = (input: unknown) => call(method, input);
  return bridge as ApiBridge;
}
