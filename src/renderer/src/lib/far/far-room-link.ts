// Joins a room through the signalling network (trystero's MQTT strategy): the relays see the room's
// name hashed with our app's id, and the offers and answers encrypted with the room's secret; once
// the peers are connected the game goes directly between them over WebRTC (DTLS).
import { joinRoom, type DataPayload, type Room } from '@trystero-p2p/mqtt';
import { farTestDelay, withDelay } from './far-delay';
import { iceServers, type FarNetwork } from './far-network';
import type { FarActions, RoomLike } from './far-wire';

/** Our app's name on the signalling network: rooms of other apps never meet ours. */
export const FAR_APP_ID = 'fuse-table.far-away.v1';

/** The room's actions over the library's (their data is JSON; the library's types are wider). */
function actionsOf(room: Room): FarActions {
  const request = (name: string) => room.makeAction<DataPayload, DataPayload>(name, { kind: 'request' }) as unknown;
  return {
    hello: request('hello') as FarActions['hello'],
    call: request('call') as FarActions['call'],
    listen: request('listen') as FarActions['listen'],
    push: room.makeAction<DataPayload>('push') as unknown as FarActions['push'],
  };
}

/**
 * The library reads the relays, STUN and TURN when a page's first room joins, and again once every
 * room has left: a room opened after `roomsLeft()` uses the network as saved now, without reloading
 * the page (docs/far-away.md, Network).
 */
let leaving: Promise<unknown> = Promise.resolve();
export const roomsLeft = (): Promise<unknown> => leaving;

export interface JoinError {
  error: string;
}

/** Joins `room` on the network the user chose; `failed` hears a relay's refusal or a handshake gone wrong. */
export function openRoom(room: string, network: FarNetwork, failed: (error: JoinError) => void): RoomLike {
  const joined = joinRoom(
    {
      appId: FAR_APP_ID,
      // The offers and answers are encrypted with the room's secret: a relay sees neither addresses nor the game.
      password: room,
      ...(network.relays.length > 0 ? { relayConfig: { urls: network.relays } } : {}),
      rtcConfig: { iceServers: iceServers(network) },
    },
    room,
    { onJoinError: (details) => failed({ error: details.error }) },
  );
  const actions = actionsOf(joined);
  const opened: RoomLike = {
    actions,
    ping: (peer) => joined.ping(peer),
    leave: () => {
      const left = joined.leave();
      leaving = left.catch(() => undefined);
      return left;
    },
    set onPeerJoin(callback: ((peer: string) => void) | null) {
      joined.onPeerJoin = callback;
    },
    get onPeerJoin() {
      return joined.onPeerJoin;
    },
    set onPeerLeave(callback: ((peer: string) => void) | null) {
      joined.onPeerLeave = callback;
    },
    get onPeerLeave() {
      return joined.onPeerLeave;
    },
  };
  // Only a test sets a delay (far-delay.ts); a player's page has none.
  const delay = farTestDelay(globalThis);
  return delay ? withDelay(opened, delay) : opened;
}
