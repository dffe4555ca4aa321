// The seat view's transport (docs/devices.md): every guest method is a POST to /guest/<method> on the
// guest listener that served the page, answered with a Result; a seat's pushes arrive on a WebSocket
// at /guest/events?token=…, kept open by the protocol's kernel (the main screen's too), and ended for
// good when the seat is lost (4001).
import type { z } from 'zod';
import { GUEST_API_PREFIX, GUEST_EVENTS_PATH, type GuestEvent, type GuestMethod, type GuestResults, type guestInputSchemas } from '@shared/guest-api';
import type { LinkState } from '@shared/api';
import { ApiCallError } from '@shared/errors';
import { postForResult } from '../api/post-result';
import { keepConnected, webSocketConnect, type WebSocketLike } from '../protocol/event-feed';

export type GuestInput<M extends GuestMethod> = z.input<(typeof guestInputSchemas)[M]>;

/** What a device's page offers the guest state: the guest API's calls, and one seat's pushes. */
export interface GuestClient {
  /** Resolves with the method's value; a refusal throws an ApiCallError with its code. */
  call<M extends GuestMethod>(method: M, input: GuestInput<M>): Promise<GuestResults[M]>;
  /** Listens to a seat's pushes until stopped or the seat is lost; `link` says when the socket opens, drops and opens again. */
  listen(token: string, onEvent: (event: GuestEvent) => void, link: (state: LinkState) => void): () => void;
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

function guestEvent(value: unknown): GuestEvent | undefined {
  const v = value as { type?: unknown } | null;
  return typeof v === 'object' && v !== null && (v.type === 'gameChanged' || v.type === 'seatMoved' || v.type === 'seatLost' || v.type === 'companionChanged')
    ? (value as GuestEvent)
    : undefined;
}

export function createGuestClient(env: GuestClientEnv): GuestClient {
  return {
    async call(method, input) {
      const result = await postForResult(env.fetch, `${env.origin}${GUEST_API_PREFIX}${method}`, input, 'The table');
      if (!result.ok) throw new ApiCallError(result.error);
      return result.value as never;
    },

    listen(token, onEvent, link) {
      const url = `${env.origin.replace(/^http/, 'ws')}${GUEST_EVENTS_PATH}?token=${encodeURIComponent(token)}`;
      return keepConnected(
        webSocketConnect(url, {
          WebSocket: env.WebSocket,
          parse: guestEvent,
          // A seat lost (released, the invitations closed, the game over) is not reconnected to.
          final: (code, last) => code === SEAT_LOST_CLOSE || last?.type === 'seatLost',
        }),
        { received: onEvent, link, schedule: env.setTimeout },
      );
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
