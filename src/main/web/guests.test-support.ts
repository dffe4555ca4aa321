import { request, type Agent } from 'node:http';
import { WebSocket } from 'ws';
import type { ApiEvent } from '@shared/api';
import type { Result } from '@shared/errors';
import type { GuestEvent } from '@shared/guest-api';
import type { InvitationStatus } from '@shared/invitations-api';
import { GAME_MODULES, type GameModules } from '../engine/registry';
import { createApiHost, type ApplicationDeps } from '../services/application';
import type { Seed } from '@shared/seed';
import type { ApiHost } from '../services/api-host';
import { ManualClock } from '../services/clock';
import type { GuestGate } from '../services/guests/guest-gate';
import { dumpAll } from '../services/saves/saves.test-support';
import { gameId, START } from '../services/host.test-support';
import type { FloodLimits } from './flood-guard';
import type { HttpLimits } from './http-limits';
import type { GuestLimits } from '../services/guests/guest-limits';
import { startGuestListener } from './guest-listener';

export const CODE = 'FUSE23';
export const TWO_SEATS = [
  { name: 'Ada', colour: 'red' as const },
  { name: 'Bea', colour: 'blue' as const },
];

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Result<unknown> & { value?: unknown; error?: { code: string; message: string; params?: Record<string, string | number> } };
}

/**
 * The real application over a fresh data folder, with the real guest listener on 127.0.0.1 (any
 * free port), a manual clock, numbered game ids and the join code CODE: what a test of the guest
 * API drives over real HTTP and WebSockets.
 */
export interface GuestTableOptions {
  flood?: Partial<FloodLimits>;
  modules?: GameModules;
  /** The API's payload checks, for a test game the contract does not list. */
  validate?: ApplicationDeps['validate'];
  /** Each new game's deal (4242 unless given). */
  newSeed?: () => Seed;
  /** The listener's time and connection limits, where a test needs its own. */
  limits?: Partial<HttpLimits>;
  /** The address the listener answers at (127.0.0.1 unless given; any 127.x.y.z is this machine on Linux). */
  listenHost?: string;
  /** What one device may ask of the host, where a test needs other limits than GUEST_CALL_LIMITS. */
  guestLimits?: GuestLimits;
}

export function guestTable(dataDir: string, extra: GuestTableOptions = {}) {
  const clock = new ManualClock(START);
  const address = extra.listenHost ?? '127.0.0.1';
  let next = 1;
  let port = 0;
  let gate: GuestGate | undefined;
  const host: ApiHost = createApiHost(
    {
      dataDir,
      transport: 'web',
      appVersion: '0.1.0',
      clock,
      log: () => undefined,
      joinCode: () => CODE,
      ...(extra.guestLimits ? { guestLimits: extra.guestLimits } : {}),
      guestDoor: async (opened) => {
        gate = opened;
        const door = await startGuestListener({ gate: opened, host: address, port: 0, ...(extra.flood ? { flood: extra.flood } : {}), ...(extra.limits ? { limits: extra.limits } : {}) });
        port = door.port;
        return door;
      },
    },
    { modules: extra.modules ?? GAME_MODULES, newId: () => gameId(next++), newSeed: extra.newSeed ?? (() => 4242), ...(extra.validate ? { validate: extra.validate } : {}) },
  );
  const events: ApiEvent[] = [];
  host.subscribe((event) => events.push(event));

  /** A host call that must succeed. */
  const call = async <T>(method: string, payload: unknown = {}): Promise<T> => {
    const result = await host.dispatch(method, payload);
    if (!result.ok) throw new Error(`${method} failed: ${JSON.stringify(result.error)}`);
    return result.value as T;
  };

  /** A raw request to the guest listener. */
  const send = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer; agent?: Agent } = {}): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          host: address,
          port,
          path,
          method: init.method ?? 'POST',
          headers: { host: `${address}:${port}`, 'content-type': 'application/json', ...init.headers },
          // A fresh connection per call unless the test holds one open.
          agent: init.agent ?? false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: Reply['body'];
            try {
              body = JSON.parse(text) as Reply['body'];
            } catch {
              body = { ok: false, error: { code: 'not-json', message: text.slice(0, 200) } };
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
          });
        },
      );
      req.on('error', reject);
      req.end(init.body);
    });

  /** A guest API call. */
  const guest = (method: string, payload: unknown, init: { headers?: Record<string, string>; agent?: Agent } = {}) =>
    send(`/guest/${method}`, { ...init, body: JSON.stringify(payload) });

  /** Opens a guest event socket; resolves with it once open, or with the refused status and body. */
  const socket = (token: string, headers: Record<string, string> = { origin: `http://${address}:${port}` }) =>
    new Promise<{ ws: WebSocket; events: GuestEvent[]; closed: Promise<number> } | { status: number; body: string; headers: Record<string, string | string[] | undefined> }>((resolve) => {
      const ws = new WebSocket(`ws://${address}:${port}/guest/events?token=${encodeURIComponent(token)}`, { headers: { host: `${address}:${port}`, ...headers } });
      const received: GuestEvent[] = [];
      const closed = new Promise<number>((done) => ws.once('close', (code) => done(code)));
      ws.on('message', (data) => received.push(JSON.parse(String(data)) as GuestEvent));
      ws.once('open', () => resolve({ ws, events: received, closed }));
      ws.once('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += String(chunk)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      });
      ws.on('error', () => undefined);
    });

  return {
    host,
    clock,
    events,
    call,
    guest,
    send,
    socket,
    get port() {
      return port;
    },
    /** The address the listener answers at. */
    address,
    /** The guest gate the listener was given (to ask it directly what a closed listener cannot be asked). */
    get gate() {
      return gate;
    },
    invite: (id: string) => call<InvitationStatus & { open: true }>('openInvitations', { id }),
    dump: () => dumpAll(dataDir),
    close: async () => {
      await host.dispatch('closeInvitations', {});
      host.close();
    },
  };
}

export type GuestTable = ReturnType<typeof guestTable>;

/** A guest's result value, when the call must have succeeded. */
export function valueOf<T>(reply: Reply): T {
  if (!reply.body.ok) throw new Error(`expected success, got ${reply.status} ${JSON.stringify(reply.body.error)}`);
  return reply.body.value as T;
}

/** Waits until `check` holds (the server's side of a socket closing is seen a moment later). */
export async function until(check: () => boolean, ms = 2_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
