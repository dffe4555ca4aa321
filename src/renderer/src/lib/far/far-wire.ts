// The wire between a friend far away and the main screen's page, over the room's data channels
// (docs/far-away.md). Four actions: `hello` (the friend finds the host, which answers the table's
// join code: being in the room is holding its 130-bit secret), `call` (one guest call: its method
// and payload, answered with the guest gate's Result), `listen` (the seat's pushes, as the local
// listener's event socket) and `push` (the host's pushes for this friend). The room itself is the
// library's (trystero, MQTT signalling); `RoomLike` is as much of it as we use, so tests can stand in.
import type { Result } from '@shared/errors';
import type { FarPush } from '@shared/far-api';
import type { JsonValue } from '@trystero-p2p/mqtt';

export interface FarCallFrame {
  method: string;
  payload: unknown;
}

export interface RequestLike<T, R> {
  request(data: T, options: { target: string; timeoutMs?: number }): Promise<R>;
  onRequest: ((data: T, context: { peerId: string }) => R | Promise<R>) | null;
}

export interface MessageLike<T> {
  send(data: T, options?: { target?: string }): Promise<void>;
  onMessage: ((data: T, context: { peerId: string }) => void) | null;
}

/** The room's actions as the wire uses them. */
export interface FarActions {
  hello: RequestLike<JsonValue, { code: string } | { none: true }>;
  call: RequestLike<FarCallFrame, Result<unknown>>;
  listen: RequestLike<{ token: string }, Result<true>>;
  push: MessageLike<FarPush>;
}

/** A joined room, as far as the host and the friend use it. */
export interface RoomLike {
  actions: FarActions;
  ping(peer: string): Promise<number>;
  leave(): Promise<void>;
  onPeerJoin: ((peer: string) => void) | null;
  onPeerLeave: ((peer: string) => void) | null;
}

/** How long a friend waits for an answer before saying the table does not answer. */
export const FAR_CALL_TIMEOUT_MS = 15_000;
