import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@shared/errors';
import type { ApiClient } from '../api/client';
import { ReplayArrivals } from './replay-arrivals.svelte';

const ENTRY = { fileId: 'f-1', openedAt: '2026-03-02T20:00:00.000Z', result: {} } as never;

/** A client whose openReplayFile records the texts it was sent. */
function client(answer: (text: string) => unknown = () => ENTRY) {
  const sent: string[] = [];
  return {
    sent,
    client: {
      openReplayFile: ({ text }: { text: string }) => {
        sent.push(text);
        return Promise.resolve().then(() => answer(text));
      },
    } as unknown as ApiClient,
  };
}

const file = (text: string, size = text.length) => ({ name: 'Bea.fusereplay', size, text: () => Promise.resolve(text) });

describe('replay files reaching the window', () => {
  it('sends the text of a file the player gave the page, and keeps what came of it as the latest arrival', async () => {
    const { client: api, sent } = client();
    const arrivals = new ReplayArrivals(api);
    const arrival = await arrivals.openFile(file('{"format":"fuse-table-game"}'));
    expect(sent).toEqual(['{"format":"fuse-table-game"}']);
    expect(arrival).toEqual({ seq: 1, entry: ENTRY });
    expect([arrivals.latest, arrivals.busy]).toEqual([arrival, false]);
  });

  it('refuses a file too large before reading it, and one that cannot be read, sending nothing', async () => {
    const { client: api, sent } = client();
    const arrivals = new ReplayArrivals(api);
    const large = await arrivals.openFile(file('{}', 5_000_001));
    const unreadable = await arrivals.openFile({ name: 'Gone.fusereplay', size: 10, text: () => Promise.reject(new Error('gone')) });
    expect(sent).toEqual([]);
    expect([large, unreadable].map((a) => ('error' in a ? (a.error as ApiCallError).code : null))).toEqual(['replay-too-large', 'replay-unreadable']);
    expect(unreadable.seq).toBe(2);
  });

  it("keeps the host's refusal, and hears what the system opened with the app", async () => {
    const refused = new ApiCallError({ code: 'replay-tampered', message: 'changed' });
    const arrivals = new ReplayArrivals(client(() => Promise.reject(refused)).client);
    expect(await arrivals.openFile(file('{}'))).toEqual({ seq: 1, error: refused });
    expect(arrivals.heard({ type: 'replayFileOpened', file: ENTRY })).toEqual({ seq: 2, entry: ENTRY });
    const heard = arrivals.heard({ type: 'replayFileRefused', name: 'x.fusereplay', error: { code: 'replay-not-json', message: 'not JSON' } });
    expect(heard && 'error' in heard ? (heard.error as ApiCallError).code : null).toBe('replay-not-json');
    expect(arrivals.heard({ type: 'gameDeleted', id: 'g' })).toBeNull();
    expect(arrivals.latest?.seq).toBe(3);
  });

  it('gives each arrival to one screen once, so coming back to History does not show it again', async () => {
    const arrivals = new ReplayArrivals(client().client);
    expect(arrivals.take()).toBeNull();
    const first = arrivals.heard({ type: 'replayFileOpened', file: ENTRY });
    expect(arrivals.take()).toEqual(first);
    expect(arrivals.take()).toBeNull();
    const second = await arrivals.openFile(file('{}'));
    expect(arrivals.take()).toEqual(second);
  });
});
