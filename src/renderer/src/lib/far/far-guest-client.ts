// A friend far away's transport (docs/far-away.md): the guest API over the room's data channels to
// the main screen's page that holds the room, the seat's pushes kept by the protocol's one
// delivery-and-reconnect kernel (the local seat view's, the main screen's). The host is the peer that
// answers `hello` with the table's join code; a host page that reloads is found again the same way.
import type { GuestEvent } from '@shared/guest-api';
import { ApiCallError, type ApiError } from '@shared/errors';
import type { GuestClient } from '../guest/guest-client';
import { keepConnected, type Connect } from '../protocol/event-feed';
import { FAR_CALL_TIMEOUT_MS, type RoomLike } from './far-wire';

/** The table in the room: its page's peer, and the join code it gave. */
export interface FarTable {
  host: string;
  code: string;
}

const unreachable = (): ApiError => ({ code: 'far-unreachable', message: 'The table far away does not answer.' });

export interface FarGuestClient extends GuestClient {
  /** The table, once a peer in the room answered as its host. */
  table(): Promise<FarTable>;
  leave(): void;
}

export function createFarGuestClient(room: RoomLike, schedule: (callback: () => void, ms: number) => unknown): FarGuestClient {
  let found: (table: FarTable) => void = () => undefined;
  let table: Promise<FarTable> = new Promise((resolve) => (found = resolve));
  let host: string | null = null;
  /** The listen now open: its events, and how it hears that it ended. */
  let current: { received(event: GuestEvent): void; ended(final: boolean): void } | null = null;

  const ask = (peer: string) => {
    room.actions.hello
      .request(null, { target: peer, timeoutMs: FAR_CALL_TIMEOUT_MS })
      .then((answer) => {
        if (!('code' in answer) || typeof answer.code !== 'string') return;
        host = peer;
        found({ host: peer, code: answer.code });
      })
      .catch(() => undefined);
  };
  room.onPeerJoin = ask;
  room.onPeerLeave = (peer) => {
    if (peer !== host) return;
    host = null;
    table = new Promise((resolve) => (found = resolve));
    current?.ended(false);
  };
  room.actions.push.onMessage = (push, { peerId }) => {
    if (peerId !== host || !current) return;
    if (push.type === 'event') current.received(push.event);
    else current.ended(push.final);
  };

  const connect =
    (token: string): Connect<GuestEvent> =>
    (sink) => {
      let live = true;
      const mine = {
        received: (event: GuestEvent) => live && sink.received(event),
        ended: (final: boolean) => {
          if (!live) return;
          live = false;
          if (current === mine) current = null;
          sink.closed(final);
        },
      };
      void (async () => {
        if (!host) return mine.ended(false);
        current = mine;
        try {
          const answer = await room.actions.listen.request({ token }, { target: host, timeoutMs: FAR_CALL_TIMEOUT_MS });
          if (!live) return;
          if (answer.ok) sink.opened();
          else mine.ended(answer.error.code === 'invalid-token' || answer.error.code === 'far-room-closed');
        } catch {
          mine.ended(false);
        }
      })();
      return {
        close: () => {
          live = false;
          if (current === mine) current = null;
        },
      };
    };

  return {
    table: () => table,
    async call(method, input) {
      const target = host;
      if (!target) throw new ApiCallError(unreachable());
      let answer;
      try {
        answer = await room.actions.call.request({ method, payload: input }, { target, timeoutMs: FAR_CALL_TIMEOUT_MS });
      } catch {
        throw new ApiCallError(unreachable());
      }
      if (!answer.ok) throw new ApiCallError(answer.error);
      return answer.value as never;
    },
    listen(token, onEvent, link) {
      return keepConnected(connect(token), { received: onEvent, link, schedule });
    },
    leave() {
      current = null;
      void room.leave();
    },
  };
}
