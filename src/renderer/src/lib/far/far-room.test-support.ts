// An in-memory stand-in for the signalling network and the data channels: rooms joined on one hub
// meet each other, requests reach the target peer's handler and messages its listener, as over the
// library's room; `drop` makes a peer leave as a closed connection would.
import type { FarActions, RoomLike } from './far-wire';

interface Member {
  peer: string;
  room: RoomLike;
}

type Handlers = Record<keyof FarActions, ((data: never, context: { peerId: string }) => unknown) | null>;

export function fakeHub() {
  const members: Member[] = [];
  const handlersOf = (room: RoomLike): Handlers => ({
    hello: room.actions.hello.onRequest as never,
    call: room.actions.call.onRequest as never,
    listen: room.actions.listen.onRequest as never,
    push: room.actions.push.onMessage as never,
  });

  function join(peer: string): RoomLike {
    const ask =
      (name: keyof FarActions) =>
      async (data: unknown, options: { target: string }): Promise<never> => {
        const target = members.find((m) => m.peer === options.target);
        const handler = target && handlersOf(target.room)[name];
        if (!handler) throw new Error('request handler unavailable');
        // A round trip over the wire: the data is copied as JSON, both ways.
        return JSON.parse(JSON.stringify(await handler(JSON.parse(JSON.stringify(data)) as never, { peerId: peer }))) as never;
      };
    const room: RoomLike = {
      actions: {
        hello: { request: ask('hello'), onRequest: null },
        call: { request: ask('call'), onRequest: null },
        listen: { request: ask('listen'), onRequest: null },
        push: {
          send: async (data, options) => {
            for (const m of members) if (m.peer !== peer && (!options?.target || options.target === m.peer)) m.room.actions.push.onMessage?.(JSON.parse(JSON.stringify(data)), { peerId: peer });
          },
          onMessage: null,
        },
      },
      ping: async () => 12,
      leave: async () => drop(peer),
      onPeerJoin: null,
      onPeerLeave: null,
    };
    const others = [...members];
    members.push({ peer, room });
    // Peers meet once both are in (after the caller set its handlers).
    queueMicrotask(() => {
      for (const other of others) {
        if (!members.includes(other)) continue;
        other.room.onPeerJoin?.(peer);
        room.onPeerJoin?.(other.peer);
      }
    });
    return room;
  }

  function drop(peer: string): void {
    const at = members.findIndex((m) => m.peer === peer);
    if (at < 0) return;
    members.splice(at, 1);
    for (const m of members) m.room.onPeerLeave?.(peer);
  }

  return { join, drop };
}
