import { describe, expect, it } from 'vitest';
import type { LinkState } from '@shared/api';
import { GameFeed, keepConnected, RECONNECT_DELAYS_MS, replaces, type Connect, type LinkSink, type VersionedGame } from './event-feed';

// The protocol's kernel in the renderer, driven through a fake connection: what a transport (a
// WebSocket today, the next one tomorrow) plugs in. A test opens, feeds, drops and ends it by hand.

type Pushed = { type: 'gameChanged'; game: VersionedGame } | { type: 'other' };

class FakeConnection {
  closed = false;
  constructor(readonly sink: LinkSink<Pushed>) {}
  close() {
    this.closed = true;
  }
}

const game = (version: number, extra: Partial<VersionedGame> = {}): VersionedGame => ({ id: 'g1', version, paused: false, title: 'Night shift', status: 'in-progress', deadline: null, ...extra });

/** A view on the kernel: what it shows, every link state, the timers the kernel set, and how often it caught up. */
function view(host: { now: VersionedGame }) {
  const connections: FakeConnection[] = [];
  const connect: Connect<Pushed> = (sink) => {
    const connection = new FakeConnection(sink);
    connections.push(connection);
    return connection;
  };
  const timers: { ms: number; run: () => void }[] = [];
  const links: LinkState[] = [];
  const shown: number[] = [];
  const others: Pushed[] = [];
  let game: VersionedGame | null = null;
  let caughtUp = 0;
  const feed = new GameFeed<VersionedGame>({
    shown: () => game,
    show: (next) => {
      game = next;
      shown.push(next.version);
    },
    catchUp: async () => {
      caughtUp += 1;
      feed.deliver(host.now);
    },
  });
  const stop = keepConnected(connect, {
    received: (event) => (event.type === 'gameChanged' ? feed.deliver(event.game) : others.push(event)),
    link: (state) => {
      links.push(state);
      feed.link(state);
    },
    schedule: (run, ms) => timers.push({ ms, run }),
  });
  return { connections, timers, links, shown, others, feed, stop, caughtUp: () => caughtUp, latest: () => connections.at(-1)! };
}

const push = (connection: FakeConnection, event: Pushed) => connection.sink.received(event);

describe('the delivery-and-reconnect kernel', () => {
  it('delivers each version once: the reply to an act, then its push, shows once', () => {
    const v = view({ now: game(1) });
    v.latest().sink.opened();
    push(v.latest(), { type: 'gameChanged', game: game(1) });
    // The acting view delivers its reply first…
    expect(v.feed.deliver(game(2))).toBe(true);
    // …and the push of the same version that follows is skipped.
    push(v.latest(), { type: 'gameChanged', game: game(2) });
    push(v.latest(), { type: 'gameChanged', game: game(3) });
    expect(v.shown).toEqual([1, 2, 3]);
  });

  it('ignores an older version that arrives after a newer one (a reply and a push crossed)', () => {
    const v = view({ now: game(1) });
    v.latest().sink.opened();
    push(v.latest(), { type: 'gameChanged', game: game(5) });
    expect(v.feed.deliver(game(4))).toBe(false);
    push(v.latest(), { type: 'gameChanged', game: game(3) });
    expect(v.shown).toEqual([5]);
  });

  it("shows a change the version does not count (a pause, the end, a new wait, a guide's step) at the same version", () => {
    expect(replaces(game(2), game(2, { paused: true }))).toBe(true);
    // A guided game's guide moved on (a step read at the main screen): every device follows it.
    expect(replaces(game(2, { guide: { step: 3, held: true } }), game(2, { guide: { step: 4, held: true } }))).toBe(true);
    expect(replaces(game(2, { guide: { step: 4, held: true } }), game(2, { guide: { step: 4, held: true } }))).toBe(false);
    // A device's reply to its move, arriving after the push of the step that move completed, is not shown over it.
    expect(replaces(game(2, { guide: { step: 5, held: true } }), game(2, { guide: { step: 4, held: true } }))).toBe(false);
    // A lit step of the resolution read at the main screen: the devices' boards go on; never back to one read earlier.
    expect(replaces(game(2, { guide: { step: 4, held: true } }), game(2, { guide: { step: 4, held: true, explained: -1 } }))).toBe(true);
    expect(replaces(game(2, { guide: { step: 4, held: true, explained: 30 } }), game(2, { guide: { step: 4, held: true, explained: 33 } }))).toBe(true);
    expect(replaces(game(2, { guide: { step: 4, held: true, explained: 33 } }), game(2, { guide: { step: 4, held: true, explained: 30 } }))).toBe(false);
    expect(replaces(game(2, { guide: { step: 4, held: true, explained: 33 } }), game(2, { guide: { step: 5, held: true, explained: 40 } }))).toBe(true);
    expect(replaces(game(2), game(2, { status: 'won' }))).toBe(true);
    expect(replaces(game(2), game(2, { deadline: { key: 'triage#2' } }))).toBe(true);
    expect(replaces(game(2), game(2))).toBe(false);
    // Another game is always shown (the view decides whether it is its game).
    expect(replaces(game(9), { ...game(1), id: 'g2' })).toBe(true);
  });

  it('reconnects after a drop, backing off, and catches up once the link is back', async () => {
    const host = { now: game(1) };
    const v = view(host);
    v.latest().sink.opened();
    push(v.latest(), { type: 'gameChanged', game: game(1) });
    v.latest().sink.closed(false);
    expect(v.timers.map((t) => t.ms)).toEqual([RECONNECT_DELAYS_MS[0]]);
    // The host moves on while the view is away: those pushes never reach it.
    host.now = game(4);
    v.timers[0]!.run();
    v.latest().sink.closed(false);
    expect(v.timers.map((t) => t.ms)).toEqual([RECONNECT_DELAYS_MS[0], RECONNECT_DELAYS_MS[1]]);
    v.timers[1]!.run();
    v.latest().sink.opened();
    await Promise.resolve();
    expect(v.connections).toHaveLength(3);
    expect(v.links).toEqual(['open', 'dropped', 'dropped', 'reopened']);
    expect(v.caughtUp()).toBe(1);
    expect(v.shown).toEqual([1, 4]);
    // A push of what the catch-up already showed draws nothing again.
    push(v.latest(), { type: 'gameChanged', game: game(4) });
    expect(v.shown).toEqual([1, 4]);
    // Open again, the next drop starts the delays from the first.
    v.latest().sink.closed(false);
    expect(v.timers.at(-1)!.ms).toBe(RECONNECT_DELAYS_MS[0]);
  });

  it('waits longest between tries after many drops, never longer', () => {
    const v = view({ now: game(1) });
    for (let i = 0; i < RECONNECT_DELAYS_MS.length + 2; i++) {
      v.latest().sink.closed(false);
      v.timers.at(-1)!.run();
    }
    expect(v.timers.map((t) => t.ms)).toEqual([...RECONNECT_DELAYS_MS, RECONNECT_DELAYS_MS.at(-1), RECONNECT_DELAYS_MS.at(-1)]);
  });

  it('does not reconnect a link the host ended for good, nor one the view stopped', () => {
    const ended = view({ now: game(1) });
    ended.latest().sink.opened();
    ended.latest().sink.closed(true);
    expect(ended.links).toEqual(['open', 'dropped']);
    expect(ended.timers).toEqual([]);

    const stopped = view({ now: game(1) });
    stopped.latest().sink.opened();
    stopped.stop();
    expect(stopped.latest().closed).toBe(true);
    // What the old connection still says is not heard.
    stopped.latest().sink.closed(false);
    push(stopped.latest(), { type: 'other' });
    expect(stopped.timers).toEqual([]);
    expect(stopped.links).toEqual(['open']);
    expect(stopped.others).toEqual([]);
  });

  it('hears nothing more from a connection once a newer one took its place', () => {
    const v = view({ now: game(1) });
    const first = v.latest();
    first.sink.opened();
    first.sink.closed(false);
    v.timers[0]!.run();
    push(first, { type: 'gameChanged', game: game(7) });
    first.sink.closed(false);
    expect(v.shown).toEqual([]);
    expect(v.timers).toHaveLength(1);
    push(v.latest(), { type: 'other' });
    expect(v.others).toEqual([{ type: 'other' }]);
  });
});
