// The main screen's side of friends far away (docs/far-away.md): while the host's room is open, this
// page holds it on the signalling network, answers each friend's `hello` with the table's join code,
// carries each friend's guest calls to the host (farCall, farListen, farLeave: the same guest gate as
// the local listener's) and the host's pushes back (farEvent), and measures each friend's round trip.
// It decides nothing: every check is the gate's, in the services.
import type { ApiEvent } from '@shared/api';
import { ApiCallError, fail, type ApiError, type Result } from '@shared/errors';
import { FAR_MAX_FRAME_BYTES } from '@shared/far-api';
import type { ApiClient } from '../api/client';
import type { FarNetwork } from './far-network';
import type { JoinError } from './far-room-link';
import type { FarCallFrame, RoomLike } from './far-wire';

type FarClient = Pick<ApiClient, 'farCall' | 'farListen' | 'farLeave' | 'subscribe'>;

/** How often each friend's round trip is measured. */
export const PING_EVERY_MS = 2000;

/** A friend in the room: its peer, and its last round trip (null until measured). */
export interface FarPeer {
  peer: string;
  rttMs: number | null;
}

export interface FarHostOptions {
  client: FarClient;
  /** Joins a room (the library loads with the first room: its own chunk). */
  open: (room: string, network: FarNetwork, failed: (error: JoinError) => void) => Promise<RoomLike>;
  network: () => FarNetwork;
  /** The invited table's join code, which a friend in the room is told. */
  code: () => string | null;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (timer: unknown) => void;
}

const errorOf = (error: unknown): ApiError =>
  error instanceof ApiCallError ? { code: error.code, message: error.message } : { code: 'far-host-failed', message: error instanceof Error ? error.message : String(error) };

const tooLarge = (): Result<never> => fail({ code: 'payload-too-large', message: `A message larger than ${FAR_MAX_FRAME_BYTES} bytes is refused.` });

const fits = (data: unknown): boolean => {
  try {
    return JSON.stringify(data ?? null).length <= FAR_MAX_FRAME_BYTES;
  } catch {
    return false;
  }
};

export class FarHost {
  /** The friends connected to the room now, with their round trips. */
  peers = $state.raw<FarPeer[]>([]);
  /** The signalling network refused or failed (said in words by the panel). */
  problem = $state<string | null>(null);

  readonly #o: FarHostOptions;
  #roomId: string | null = null;
  #room: RoomLike | null = null;
  /** Friends whose seat's pushes this page carries (nothing draws it). */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #listening = new Set<string>();
  #unsubscribe: (() => void) | null = null;
  #ping: unknown = null;
  /**
   * The last room's leaving. The library reads the relays, STUN and TURN when a page's first room
   * joins (and again once every room has left), so a room joins only once the last one has left:
   * then it uses the network as saved now, without reloading the page.
   */
  #left: Promise<unknown> = Promise.resolve();

  constructor(options: FarHostOptions) {
    this.#o = options;
  }

  /** Holds `room` (the host's open room), or none: joins and leaves as the invitations say. */
  follow(room: string | null): void {
    if (room === this.#roomId) return;
    this.stop(true);
    if (room) void this.#join(room);
  }

  /**
   * Leaves the room. `closed`: the host closed it, so every friend still in it is told first (the
   * services already ended their seats; their own push may not have crossed yet, and a friend told
   * twice shows it once).
   */
  stop(closed = false): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    if (this.#ping !== null) (this.#o.clearInterval ?? clearInterval)(this.#ping as ReturnType<typeof setInterval>);
    this.#ping = null;
    const room = this.#room;
    this.#room = null;
    this.#roomId = null;
    this.#listening.clear();
    const peers = this.peers.map((p) => p.peer);
    this.peers = [];
    this.problem = null;
    if (!room) return;
    const told = closed
      ? peers.flatMap((peer) => [
          room.actions.push.send({ type: 'event', event: { type: 'seatLost', code: 'far-room-closed', message: 'The host closed the room for friends far away.' } }, { target: peer }),
          room.actions.push.send({ type: 'ended', final: true }, { target: peer }),
        ])
      : [];
    this.#left = Promise.allSettled(told)
      .then(() => room.leave())
      .catch(() => undefined);
  }

  /**
   * Joins the open room again with the network as saved now (docs/far-away.md, Network): the room's
   * code and its seats stay; each friend's connection drops (their seat shows it) and comes back by
   * itself once the page is in the room again.
   */
  reconnect(): void {
    const roomId = this.#roomId;
    if (!roomId) return;
    const listening = [...this.#listening];
    this.stop(false);
    for (const peer of listening) void this.#o.client.farLeave({ peer }).catch(() => undefined);
    void this.#join(roomId);
  }

  async #join(roomId: string): Promise<void> {
    const { client } = this.#o;
    this.#roomId = roomId;
    await this.#left;
    if (this.#roomId !== roomId) return;
    let room: RoomLike;
    try {
      room = await this.#o.open(roomId, this.#o.network(), (error) => (this.problem = error.error));
    } catch (error) {
      if (this.#roomId === roomId) this.problem = error instanceof Error ? error.message : String(error);
      return;
    }
    // Closed, or another room, while the library loaded.
    if (this.#roomId !== roomId) return void room.leave();
    this.#room = room;
    const { hello, call, listen, push } = room.actions;
    hello.onRequest = () => {
      const code = this.#o.code();
      return code ? { code } : { none: true };
    };
    call.onRequest = async (frame: FarCallFrame, { peerId }) => {
      if (!fits(frame)) return tooLarge();
      if (typeof frame !== 'object' || frame === null || typeof frame.method !== 'string') return fail({ code: 'invalid-payload', message: 'A call names its method.' });
      try {
        return await client.farCall({ peer: peerId, method: frame.method, payload: frame.payload ?? {} });
      } catch (error) {
        return fail(errorOf(error));
      }
    };
    listen.onRequest = async (frame, { peerId }) => {
      if (!fits(frame)) return tooLarge();
      // Carried from before the host answers: the services push to this friend as soon as they
      // listen, and that push may reach this page ahead of the answer (another connection).
      this.#listening.add(peerId);
      try {
        const answer = await client.farListen({ peer: peerId, token: String(frame?.token ?? '') });
        if (!answer.ok) this.#listening.delete(peerId);
        return answer;
      } catch (error) {
        this.#listening.delete(peerId);
        return fail(errorOf(error));
      }
    };
    this.#unsubscribe = client.subscribe((event: ApiEvent) => {
      if (event.type !== 'farEvent' || !this.#listening.has(event.peer)) return;
      if (event.push.type === 'ended') this.#listening.delete(event.peer);
      void push.send(event.push, { target: event.peer }).catch(() => undefined);
    });
    room.onPeerJoin = (peer) => {
      this.peers = [...this.peers.filter((p) => p.peer !== peer), { peer, rttMs: null }];
    };
    room.onPeerLeave = (peer) => {
      this.peers = this.peers.filter((p) => p.peer !== peer);
      if (this.#listening.delete(peer)) void client.farLeave({ peer }).catch(() => undefined);
    };
    this.#ping = (this.#o.setInterval ?? setInterval)(() => this.#measure(room), PING_EVERY_MS);
  }

  #measure(room: RoomLike): void {
    for (const { peer } of this.peers) {
      room
        .ping(peer)
        .then((ms) => {
          if (this.#room === room) this.peers = this.peers.map((p) => (p.peer === peer ? { peer, rttMs: Math.round(ms) } : p));
        })
        .catch(() => undefined);
    }
  }
}
