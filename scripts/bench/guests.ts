/**
 * Players at their own devices: five guests playing one FLATLINE game at once over loopback, through
 * the real guest listener and the web host's event socket (real HTTP and WebSockets). Figures: the
 * time from a guest sending an action to every other view (the main screen's socket and the other
 * four guests' sockets) showing its version, median and p95; the accepted actions per second; and
 * whether every view got every version exactly once (nothing lost, nothing twice).
 *
 * All five guests share 127.0.0.1 here, as a table behind one router would: the listener's
 * per-address connection cap (48) serves them as it is. Its flood guard (a device sends a few calls
 * a second, 20 at most) and the gate's pace per token (10 calls a second) are raised, since the bench
 * sends as fast as the host answers; what a flood meets is `guest-flood.ts`'s to measure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import { WebSocket } from 'ws';
import { createApiHost } from '../../src/main/services/application';
import { GAME_MODULES } from '../../src/main/engine/registry';
import { startGuestListener } from '../../src/main/web/guest-listener';
import { startWebServer } from '../../src/main/web/server';
import type { GameDetailOf } from '../../src/shared/games';

export const name = 'guests';

type Flatline = GameDetailOf<'flatline'>;
const SEATS = ['red', 'blue', 'green', 'yellow', 'purple'].map((colour, i) => ({ name: `P${i + 1}`, colour }));
const CODE = 'BENCH2';
/** Games played one after another (each to its end, or this many rounds of actions). */
const GAMES = 3;

/** A view's pushes: when each version was first seen, and how often each came. */
class View {
  readonly seenAt = new Map<number, number>();
  readonly count = new Map<number, number>();
  latest: Flatline | null = null;
  private waiters: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const at = performance.now();
      const event = JSON.parse(String(data)) as { type: string; game?: Flatline };
      if (event.type !== 'gameChanged' || !event.game) return;
      const v = event.game.version;
      this.count.set(v, (this.count.get(v) ?? 0) + 1);
      if (!this.seenAt.has(v)) this.seenAt.set(v, at);
      if (!this.latest || v >= this.latest.version) this.latest = event.game;
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Resolves on the next push (or after `ms`). */
  next(ms = 50): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  reset(): void {
    this.seenAt.clear();
    this.count.clear();
    this.latest = null;
  }
}

const opened = (url: string, headers: Record<string, string>) =>
  new Promise<View>((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => resolve(new View(ws)));
    ws.once('error', reject);
  });

function post(port: number, agent: Agent, path: string, body: unknown): Promise<{ ok: boolean; value?: unknown; error?: { code: string } }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { host: `127.0.0.1:${port}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { ok: boolean }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const quantile = (sorted: number[], q: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);

export async function run(): Promise<Record<string, number | string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuse-table-bench-guests-'));
  let guestPort = 0;
  const host = createApiHost(
    {
      dataDir,
      transport: 'web',
      appVersion: 'bench',
      log: () => undefined,
      joinCode: () => CODE,
      guestLimits: { calls: { burst: 100_000, perSecond: 100_000 }, hintMs: { burst: 100_000_000, perSecond: 100_000_000 }, socketsPerToken: 2 },
      guestDoor: async (gate) => {
        const door = await startGuestListener({ gate, host: '127.0.0.1', port: 0, flood: { burst: 10_000, perSecond: 10_000 } });
        guestPort = door.port;
        return door;
      },
    },
    { modules: GAME_MODULES },
  );
  const web = await startWebServer({ apiHost: host, rendererDir: join(dataDir, 'no-renderer'), host: '127.0.0.1', port: 0 });
  const call = async <T>(method: string, payload: unknown): Promise<T> => {
    const result = await host.dispatch(method, payload);
    if (!result.ok) throw new Error(`${method}: ${result.error.code}`);
    return result.value as T;
  };

  const latencies: number[] = [];
  let accepted = 0;
  let refused = 0;
  let pushes = 0;
  let lost = 0;
  let twice = 0;
  let busyMs = 0;
  try {
    const screen = await opened(`ws://127.0.0.1:${web.port}/events`, { host: `127.0.0.1:${web.port}`, origin: `http://127.0.0.1:${web.port}` });
    for (let g = 0; g < GAMES; g++) {
      screen.reset();
      const game = await call<Flatline>('createGame', { kind: 'flatline', setup: { seats: SEATS, level: 'standard', timerSeconds: null }, seed: 100 + g });
      await call('openInvitations', { id: game.id });
      const agents = SEATS.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
      const guests: { token: string; view: View; agent: Agent }[] = [];
      for (let seat = 0; seat < SEATS.length; seat++) {
        const claimed = await post(guestPort, agents[seat]!, '/guest/claimSeat', { code: CODE, seat });
        const { token } = claimed.value as { token: string };
        const view = await opened(`ws://127.0.0.1:${guestPort}/guest/events?token=${token}`, { host: `127.0.0.1:${guestPort}`, origin: `http://127.0.0.1:${guestPort}` });
        guests.push({ token, view, agent: agents[seat]! });
      }
      const views = [screen, ...guests.map((x) => x.view)];
      /** Each accepted action: when it was sent, its version, and the view that sent it. */
      const sent: { at: number; version: number; from: View }[] = [];
      let current: Flatline = game;
      const act = async (seat: number, action: unknown): Promise<boolean> => {
        const guest = guests[seat]!;
        const at = performance.now();
        const answer = await post(guestPort, guest.agent, '/guest/act', { token: guest.token, id: game.id, kind: 'flatline', action });
        if (!answer.ok) {
          refused++;
          return false;
        }
        const after = answer.value as Flatline;
        sent.push({ at, version: after.version, from: guest.view });
        if (after.version > current.version) current = after;
        return true;
      };
      const fresh = (seat: number): Flatline => {
        const seen = guests[seat]!.view.latest;
        return seen && seen.version > current.version ? seen : current;
      };
      const start = performance.now();
      let done = false;
      // Five guests at once: each places its own dice where the legal places allow, and says its own Done
      // when none of them has a place; seat 0 also moves the table on (decisions, the next step)
      // when nobody has a die to place.
      await Promise.all(
        guests.map(async (guest, seat) => {
          for (let steps = 0; !done && steps < 2_000; steps++) {
            const view = fresh(seat);
            if (view.status !== 'in-progress') break;
            const mine = Object.entries(view.legalPlaces?.placements ?? {}).filter(([die, spots]) => die.startsWith(`s${seat}d`) && spots.length > 0);
            if (mine.length > 0) {
              const [die, spots] = mine[Math.floor(Math.random() * mine.length)]!;
              const spot = spots[Math.floor(Math.random() * spots.length)]!;
              if (await act(seat, { type: 'place', die, target: spot.target, space: spot.space })) continue;
              await guest.view.next(20);
              continue;
            }
            const { state } = view;
            const holding = state.stop === 'countdown' && !state.pending && state.dice.some((d) => d.seat === seat && d.at.kind === 'tray');
            if (holding && !(state.countdown.ready ?? []).includes(seat)) {
              if (!(await act(seat, { type: 'done', seat }))) await guest.view.next(20);
              continue;
            }
            const anyPlacement = Object.values(view.legalPlaces?.placements ?? {}).some((spots) => spots.length > 0);
            if (seat === 0 && !anyPlacement && state.stop !== 'countdown') {
              const step = state.pending ? { type: 'decide', option: state.pending.options[0]!.id } : { type: 'advance' };
              if (!(await act(seat, step))) await guest.view.next(20);
              continue;
            }
            await guest.view.next(50);
          }
          done = true;
        }),
      );
      // Let the last pushes land, then count.
      await new Promise((resolve) => setTimeout(resolve, 200));
      busyMs += performance.now() - start;
      accepted += sent.length;
      for (const action of sent) {
        const others = views.filter((v) => v !== action.from);
        let worst = 0;
        for (const v of others) {
          const at = v.seenAt.get(action.version);
          if (at === undefined) lost++;
          else worst = Math.max(worst, at - action.at);
        }
        latencies.push(worst);
      }
      const last = Math.max(...sent.map((s) => s.version), game.version);
      for (const v of views) {
        for (let version = game.version + 1; version <= last; version++) {
          const n = v.count.get(version) ?? 0;
          pushes += n;
          if (n > 1) twice++;
        }
      }
      await call('closeInvitations', {});
      for (const guest of guests) guest.view.ws.close();
      for (const agent of agents) agent.destroy();
    }
    screen.ws.close();
  } finally {
    await web.close();
    host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  latencies.sort((a, b) => a - b);
  return {
    guests: SEATS.length,
    games: GAMES,
    actionsAccepted: accepted,
    actionsRefused_races: refused,
    toEveryViewMedianMs: Number(quantile(latencies, 0.5).toFixed(2)),
    toEveryViewP95Ms: Number(quantile(latencies, 0.95).toFixed(2)),
    toEveryViewMaxMs: Number((latencies.at(-1) ?? NaN).toFixed(2)),
    actionsPerSecond: Math.round((accepted * 1000) / busyMs),
    pushesReceived: pushes,
    versionsLost: lost,
    versionsTwice: twice,
  };
}
