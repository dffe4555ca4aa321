// The seat view's transport (docs/devices.md): every guest method is a POST to /guest/<method> on the
// guest listener that served the page, answered with a Result; a seat's pushes arrive on a WebSocket
// at /guest/events?token=…, reopened when it drops, and ended for good when the seat is lost (4001).
import type { z } from 'zod';
import { GUEST_API_PREFIX, GUEST_EVENTS_PATH, type GuestEvent, type GuestMethod, type GuestResults, type guestInputSchemas } from '@shared/guest-api';
import { ApiCallError } from '@shared/errors';
import { messageJson, RECONNECT_DELAYS_MS, type WebSocketLike } from '../api/web-bridge';
import { postForResult } from '../api/post-result';

export type GuestInput<M extends GuestMethod> = z.input<(typeof guestInputSchemas)[M]>;

/** What a device's page offers the guest state: the guest API's calls, and one seat's pushes. */
export interface GuestClient {
  /** Resolves with the method's value; a refusal throws an ApiCallError with its code. */
  call<M extends GuestMethod>(method: M, input: GuestInput<M>): Promise<GuestResults[M]>;
  /** Listens to a seat's pushes until stopped or the seat is lost; `connection` says when the socket opens and drops. */
  listen(token: string, onEvent: (event: GuestEvent) => void, connection: (open: boolean) => void): () => void;
}

/** What the client needs from the browser, passed in so tests can stand in for it. */
export interface GuestClientEnv {
  origin: string;
  fetch: typeof fetch;
  WebSocket: new (url: string) => WebSocketLike;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/** The socket's close code when the seat was lost: no reconnecting then. */
export const SEAT_LOST_CLOSE = 4001;

function isGuestEvent(value: unknown): value is GuestEvent {
  const v = value as { type?: unknown } | null;
  return typeof v === 'object' && v !== null && (v.type === 'gameChanged' || v.type === 'seatMoved' || v.type === 'seatLost');
}

export function createGuestClient(env: GuestClientEnv): GuestClient {
  return {
    async call(method, input) {
      const result = await postForResult(env.fetch, `${env.origin}${GUEST_API_PREFIX}${method}`, input, 'The table');
      if (!result.ok) throw new ApiCallError(result.error);
      return result.value as never;
    },

    listen(token, onEvent, connection) {
      let stopped = false;
      let failures = 0;
      let socket: WebSocketLike | null = null;
      const connect = () => {
        if (stopped) return;
        const ws = new env.WebSocket(`${env.origin.replace(/^http/, 'ws')}${GUEST_EVENTS_PATH}?token=${encodeURIComponent(token)}`);
        socket = ws;
        ws.onopen = () => {
          failures = 0;
          connection(true);
        };
        ws.onmessage = (message) => {
          const event = messageJson(message);
          if (!isGuestEvent(event)) return;
          if (event.type === 'seatLost') stopped = true;
          onEvent(event);
        };
        ws.onerror = () => ws.close();
        ws.onclose = (event) => {
          if (socket !== ws) return;
          socket = null;
          connection(false);
          if (stopped || event?.code === SEAT_LOST_CLOSE) return;
          const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
          failures += 1;
          env.setTimeout(connect, delay);
        };
      };
      connect();
      return () => {
        stopped = true;
        const ws = socket;
        socket = null;
        ws?.close();
      };
    },
  };
}

/** The guest client of this page: the guest listener that served it. */
export function browserGuestClient(win: Window & typeof globalThis): GuestClient {
  return createGuestClient({
    origin: win.location.origin,
    fetch: win.fetch.bind(win),
    WebSocket: win.WebSocket,
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
  });
}
