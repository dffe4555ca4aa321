import { describe, expect, it, vi } from 'vitest';
import type { ApiEvent } from '@shared/api';
import { ApiCallError, fail, ok, type Result } from '@shared/errors';
import type { GuestEvent } from '@shared/guest-api';
import { FarHost } from './far-host.svelte';
import { createFarGuestClient } from './far-guest-client';
import { defaultFarNetwork } from './far-network';
import { fakeHub } from './far-room.test-support';

// The wire between a friend far away and the main screen's page, over a stand-in for the room: the
// page carries each frame to the host's API as it came, under the friend's peer, and the host's
// pushes back to that friend only; the friend's seat view listens through the protocol's kernel.

const TOKEN = 'T'.repeat(32);
const GAME = { id: 'g', version: 3, paused: false, title: 'Ada · Bruno', status: 'in-progress' };

/** The host's API as the page sees it: what each far call received, and the pushes it may send. */
function fakeHost() {
  const calls: [string, unknown][] = [];
  const listeners = new Set<(event: ApiEvent) => void>();
  /** What the host does as a listen opens, before it answers (the services push where the game stands). */
  const hooks: { listening?: (peer: string) => void } = {};
  const client = {
    farCall: async (input: { peer: string; method: string; payload: unknown }): Promise<Result<unknown>> => {
      calls.push(['farCall', input]);
      if (input.method === 'lobby') return ok({ id: 'g' });
      return fail({ code: 'invalid-token', message: 'This seat’s token no longer works: join the table again.' });
    },
    farListen: async (input: { peer: string; token: string }): Promise<Result<true>> => {
      calls.push(['farListen', input]);
      if (input.token === TOKEN) hooks.listening?.(input.peer);
      return input.token === TOKEN ? ok(true) : fail({ code: 'invalid-token', message: 'no' });
    },
    farLeave: async (input: { peer: string }) => {
      calls.push(['farLeave', input]);
      return true as const;
    },
    subscribe: (listener: (event: ApiEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const push = (event: ApiEvent) => {
    for (const listener of listeners) listener(event);
  };
  return { client, calls, push, hooks };
}

async function table() {
  const hub = fakeHub();
  const api = fakeHost();
  const host = new FarHost({
    client: api.client as never,
    open: async (room) => {
      expect(room).toBe('abcdeabcdeabcdeabcdeabcdea');
      return hub.join('host');
    },
    network: defaultFarNetwork,
    code: () => 'KQ7RM2',
    setInterval: () => 0,
    clearInterval: () => undefined,
  });
  host.follow('abcdeabcdeabcdeabcdeabcdea');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const scheduled: (() => void)[] = [];
  const friend = createFarGuestClient(hub.join('bruno'), (callback) => scheduled.push(callback));
  const found = await friend.table();
  return { hub, api, host, friend, found, scheduled };
}

describe('a friend far away and the main screen that holds the room', () => {
  it('finds the table, whose page answers with the join code, and the host sees the friend', async () => {
    const { found, host } = await table();
    expect(found).toEqual({ host: 'host', code: 'KQ7RM2' });
    expect(host.peers).toEqual([{ peer: 'bruno', rttMs: null }]);
  });

  it("carries each call as it came, under the friend's peer, and answers the gate's refusal as a refusal", async () => {
    const { friend, api } = await table();
    expect(await friend.call('lobby', { code: 'KQ7RM2' })).toEqual({ id: 'g' });
    const refused = await friend.call('mySeat', { token: TOKEN }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiCallError);
    expect((refused as ApiCallError).code).toBe('invalid-token');
    expect(api.calls).toEqual([
      ['farCall', { peer: 'bruno', method: 'lobby', payload: { code: 'KQ7RM2' } }],
      ['farCall', { peer: 'bruno', method: 'mySeat', payload: { token: TOKEN } }],
    ]);
  });

  it('refuses a frame larger than the guest listener takes before it reaches the host', async () => {
    const { friend, api } = await table();
    const refused = await friend.call('act', { token: TOKEN, pad: 'x'.repeat(9000) } as never).catch((error: unknown) => error);
    expect((refused as ApiCallError).code).toBe('payload-too-large');
    expect(api.calls).toEqual([]);
  });

  it("delivers the seat's pushes through the kernel, to this friend only, and stops for good when the room closes", async () => {
    const { friend, api, host } = await table();
    const heard: GuestEvent[] = [];
    const links: string[] = [];
    friend.listen(TOKEN, (event) => heard.push(event), (state) => links.push(state));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(links).toEqual(['open']);
    api.push({ type: 'farEvent', peer: 'bruno', push: { type: 'event', event: { type: 'gameChanged', game: GAME as never } } });
    // Another friend's push is not this one's.
    api.push({ type: 'farEvent', peer: 'cy', push: { type: 'event', event: { type: 'seatMoved', seat: 2 } } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([{ type: 'gameChanged', game: GAME }]);

    host.follow(null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard.at(-1)).toEqual({ type: 'seatLost', code: 'far-room-closed', message: 'The host closed the room for friends far away.' });
    expect(links).toEqual(['open', 'dropped']);
  });

  it('carries the push the host sends as the listen opens, ahead of its answer', async () => {
    const { friend, api } = await table();
    api.hooks.listening = (peer) => api.push({ type: 'farEvent', peer, push: { type: 'event', event: { type: 'gameChanged', game: GAME as never } } });
    const heard: GuestEvent[] = [];
    friend.listen(TOKEN, (event) => heard.push(event), () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([{ type: 'gameChanged', game: GAME }]);
  });

  it('a friend who leaves the room is a device that dropped: the host is told once', async () => {
    const { friend, api, hub } = await table();
    friend.listen(TOKEN, () => undefined, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    hub.drop('bruno');
    expect(api.calls.filter(([name]) => name === 'farLeave')).toEqual([['farLeave', { peer: 'bruno' }]]);
  });

  it('a listen the gate refuses (a token that no longer works) is not tried again', async () => {
    const { friend, scheduled } = await table();
    const links: string[] = [];
    friend.listen('nope', () => undefined, (state) => links.push(state));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(links).toEqual(['dropped']);
    expect(scheduled).toEqual([]);
  });

  it('a room opened after a network change joins once the last room has left, with the network as saved now; reconnect keeps the room', async () => {
    const hub = fakeHub();
    const api = fakeHost();
    let network = { ...defaultFarNetwork(), relays: ['wss://old.example.org/mqtt'] };
    const opened: { room: string; relays: string[] }[] = [];
    let release: () => void = () => undefined;
    const host = new FarHost({
      client: api.client as never,
      open: async (room, net) => {
        opened.push({ room, relays: net.relays });
        const joined = hub.join(`host-${opened.length}`);
        // The library's leave takes a while (it tells the relays): it ends when the test says.
        return { ...joined, leave: () => new Promise<void>((resolve) => (release = () => void joined.leave().then(resolve))) };
      },
      network: () => network,
      code: () => 'KQ7RM2',
      setInterval: () => 0,
      clearInterval: () => undefined,
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    host.follow('aaaaaaaaaaaaaaaaaaaaaaaaaa');
    await settle();
    expect(opened).toEqual([{ room: 'aaaaaaaaaaaaaaaaaaaaaaaaaa', relays: ['wss://old.example.org/mqtt'] }]);

    network = { ...network, relays: ['wss://new.example.org/mqtt'] };
    host.follow('bbbbbbbbbbbbbbbbbbbbbbbbbb');
    await settle();
    // Not before the old room has left: the library would still hold the old relays.
    expect(opened).toHaveLength(1);
    release();
    await vi.waitFor(() => expect(opened).toHaveLength(2));
    expect(opened[1]).toEqual({ room: 'bbbbbbbbbbbbbbbbbbbbbbbbbb', relays: ['wss://new.example.org/mqtt'] });

    // Reconnect: the same room again, with the network as saved now.
    network = { ...network, relays: ['wss://third.example.org/mqtt'] };
    host.reconnect();
    await settle();
    release();
    await vi.waitFor(() => expect(opened).toHaveLength(3));
    expect(opened[2]).toEqual({ room: 'bbbbbbbbbbbbbbbbbbbbbbbbbb', relays: ['wss://third.example.org/mqtt'] });
  });
});
