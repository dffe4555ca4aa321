/**
 * A flood from one seated device beside a legitimate one, in the same run (issue 31, "Guests who
 * cannot peek or crowd out"). The real application and guest listener with their shipped limits; a
 * FLATLINE game in its countdown with two devices seated, each in a process of its own. The
 * legitimate device (from 127.0.0.2, its event socket open) reads its game eight times a second, as
 * a seat view that refreshes would, and the time of each call is measured, in windows that take turns:
 * alone, then while the other seated device (from 127.0.0.3) floods the host as hard as it can with
 * hints (each new one tens of milliseconds of the host's time, and hints sent back to be checked), calls (reads, and actions that move
 * its game on so that each hint could be a new one), fresh connections, and event sockets (its own
 * token, and made-up ones). Taking turns, a machine busy with other work weighs on both alike.
 * Figures: the legitimate device's p50 and p95 alone and under the flood, the p95 ratio (the goal:
 * at most 2), and what the flood got: calls answered, refused by each code, connections refused at
 * the door, sockets opened, replaced and refused, hints worked out.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as connectTcp } from 'node:net';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { createApiHost } from '../../src/main/services/application';
import { GAME_MODULES, type GameModules } from '../../src/main/engine/registry';
import { flatlineModule } from '../../src/main/engine/flatline/module';
import { startGuestListener } from '../../src/main/web/guest-listener';
import type { GameDetailOf } from '../../src/shared/games';

export const name = 'guest-flood';

type Flatline = GameDetailOf<'flatline'>;
const CODE = 'FQXD27';
const SEATS = [
  { name: 'Ada', colour: 'red' },
  { name: 'Eve', colour: 'blue' },
];
/** The legitimate device's pace, how many calls it makes in each window, and how many windows of each kind. */
const LEGIT_PER_SECOND = 8;
const WINDOW_CALLS = 40;
const WINDOWS = 4;
const LEGIT_ADDRESS = '127.0.0.2';
const FLOOD_ADDRESS = '127.0.0.3';

interface Reply {
  status: number;
  body: { ok: boolean; value?: unknown; error?: { code: string } };
}

function post(port: number, path: string, body: unknown, options: { agent?: Agent | false; localAddress: string }): Promise<Reply> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: options.agent ?? false,
        localAddress: options.localAddress,
        headers: { host: `127.0.0.1:${port}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let parsed: Reply['body'];
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Reply['body'];
          } catch {
            parsed = { ok: false, error: { code: 'not-json' } };
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const quantile = (sorted: number[], q: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (n: number) => Number(n.toFixed(2));

/** The legitimate device's calls, one every 1/LEGIT_PER_SECOND s on its kept-alive connection: each one's time. */
async function legitCalls(port: number, token: string, id: string, calls: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: LEGIT_ADDRESS } as ConstructorParameters<typeof Agent>[0]);
  const times: number[] = [];
  const start = performance.now();
  try {
    for (let i = 0; i < calls; i++) {
      const due = start + (i * 1000) / LEGIT_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const at = performance.now();
      const reply = await post(port, '/guest/getGame', { token, id }, { agent, localAddress: LEGIT_ADDRESS });
      if (!reply.body.ok) throw new Error(`the legitimate device was refused: ${reply.status} ${reply.body.error?.code}`);
      times.push(performance.now() - at);
    }
  } finally {
    agent.destroy();
  }
  return times;
}

/** Starts a device in a process of its own (this file, run with `--device <role> <config>`). */
function device(role: 'legit' | 'flood', config: { port: number; token: string; id: string }) {
  const child = fork(fileURLToPath(import.meta.url), ['--device', role, JSON.stringify(config)], {
    execArgv: process.execArgv.some((arg) => arg.includes('tsx')) ? process.execArgv : ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const messages: unknown[] = [];
  const waiting: ((message: unknown) => void)[] = [];
  child.on('message', (message) => {
    const wake = waiting.shift();
    if (wake) wake(message);
    else messages.push(message);
  });
  /** The device's next message. */
  const next = <T>() => new Promise<T>((resolve) => (messages.length > 0 ? resolve(messages.shift() as T) : waiting.push((m) => resolve(m as T))));
  return { child, next };
}

export async function run(): Promise<Record<string, number | string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuse-table-bench-flood-'));
  let hintsWorkedOut = 0;
  let hintMs = 0;
  const counted = {
    ...flatlineModule,
    advice: {
      advise: (...args: Parameters<NonNullable<typeof flatlineModule.advice>['advise']>) => {
        hintsWorkedOut++;
        const started = performance.now();
        try {
          return flatlineModule.advice!.advise(...args);
        } finally {
          hintMs += performance.now() - started;
        }
      },
    },
  };
  let port = 0;
  const host = createApiHost(
    {
      dataDir,
      transport: 'web',
      appVersion: 'bench',
      log: () => undefined,
      joinCode: () => CODE,
      guestDoor: async (gate) => {
        // The listener as shipped: its limits, its flood guard, the gate's limits per token and seat.
        const door = await startGuestListener({ gate, host: '127.0.0.1', port: 0 });
        port = door.port;
        return door;
      },
    },
    { modules: { ...GAME_MODULES, flatline: counted } as unknown as GameModules },
  );
  const call = async <T>(method: string, payload: unknown): Promise<T> => {
    const result = await host.dispatch(method, payload);
    if (!result.ok) throw new Error(`${method}: ${result.error.code}`);
    return result.value as T;
  };
  const children: ReturnType<typeof fork>[] = [];
  try {
    const game = await call<Flatline>('createGame', { kind: 'flatline', setup: { seats: SEATS, level: 'standard', timerSeconds: null }, seed: 7 });
    await call('act', { kind: 'flatline', id: game.id, action: { type: 'advance' } });
    await call('openInvitations', { id: game.id });
    const claim = async (seat: number, localAddress: string) => {
      const reply = await post(port, '/guest/claimSeat', { code: CODE, seat }, { localAddress });
      if (!reply.body.ok) throw new Error(`claimSeat: ${reply.status} ${JSON.stringify(reply.body)}`);
      return (reply.body.value as { token: string }).token;
    };
    const legit = device('legit', { port, token: await claim(0, LEGIT_ADDRESS), id: game.id });
    children.push(legit.child);
    const flooder = device('flood', { port, token: await claim(1, FLOOD_ADDRESS), id: game.id });
    children.push(flooder.child);
    // The flooding device's own work stands for another device's processor, not the host's: it runs
    // at the lowest priority, so that on a machine of few cores what it costs the host is what is measured.
    setPriority(flooder.child.pid!, 19);
    await Promise.all([legit.next(), flooder.next()]);
    const measure = async () => {
      legit.child.send('measure');
      return legit.next<number[]>();
    };

    const alone: number[] = [];
    const flooded: number[] = [];
    const hintsBefore = hintsWorkedOut;
    let hintsDuringFlood = 0;
    let hintMsDuringFlood = 0;
    for (let window = 0; window < WINDOWS; window++) {
      alone.push(...(await measure()));
      const hints = hintsWorkedOut;
      const hintMsBefore = hintMs;
      flooder.child.send('go');
      await flooder.next();
      // Half a second for the flood to be at full strength, then the same calls beside it.
      await sleep(500);
      flooded.push(...(await measure()));
      flooder.child.send('hold');
      await flooder.next();
      hintsDuringFlood += hintsWorkedOut - hints;
      hintMsDuringFlood += hintMs - hintMsBefore;
    }
    flooder.child.send('stop');
    const got = (await flooder.next<{ report: Record<string, number> }>()).report;
    alone.sort((a, b) => a - b);
    flooded.sort((a, b) => a - b);
    if (hintsWorkedOut - hintsBefore !== hintsDuringFlood) throw new Error('a hint was worked out with no flood on');

    const ratio = quantile(flooded, 0.95) / quantile(alone, 0.95);
    return {
      legitCallsEach: alone.length,
      legitPerSecond: LEGIT_PER_SECOND,
      windowsEach: WINDOWS,
      aloneP50Ms: ms(quantile(alone, 0.5)),
      aloneP95Ms: ms(quantile(alone, 0.95)),
      floodedP50Ms: ms(quantile(flooded, 0.5)),
      floodedP95Ms: ms(quantile(flooded, 0.95)),
      p95Ratio: ms(ratio),
      p95WithinTwice: ratio <= 2 ? 'yes' : 'NO',
      floodSeconds: ms(got.seconds ?? 0),
      floodCallsAnswered: got.answered ?? 0,
      floodCallsRefused: Object.entries(got)
        .filter(([key]) => key.startsWith('refused:'))
        .map(([key, n]) => `${key.slice(8)} ${n}`)
        .join(', '),
      floodConnectionsOpened: got.connections ?? 0,
      floodConnectionsRefusedAtDoor: got.connectionsRefused ?? 0,
      floodSocketsOpened: got.socketsOpened ?? 0,
      floodSocketsReplaced: got.socketsReplaced ?? 0,
      floodSocketsRefused: got.socketsRefused ?? 0,
      hintsWorkedOutDuringFlood: hintsDuringFlood,
      hintMsDuringFlood: ms(hintMsDuringFlood),
    };
  } finally {
    for (const child of children) child.kill();
    await host.dispatch('closeInvitations', {});
    host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The legitimate device, in its own process: its event socket open (as a seat view's is), its calls measured when asked. */
async function legitDevice(config: { port: number; token: string; id: string }): Promise<void> {
  const { port, token, id } = config;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/guest/events?token=${token}`, { headers: { origin: `http://127.0.0.1:${port}` }, localAddress: LEGIT_ADDRESS });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  process.send?.('ready');
  process.on('message', (message) => {
    if (message === 'measure') void legitCalls(port, token, id, WINDOW_CALLS).then((times) => process.send?.(times));
  });
}

// ——— The flooding device, in its own process ———

/** Everything the flooding device does, as hard as it can, while told to; then what it got. */
async function flood(config: { port: number; token: string; id: string }): Promise<void> {
  const { port, token, id } = config;
  const counts: Record<string, number> = {};
  const count = (key: string) => (counts[key] = (counts[key] ?? 0) + 1);
  let stopped = true;
  let running: Promise<void> = Promise.resolve();
  const answered = (reply: Reply) => (reply.body.ok ? count('answered') : count(`refused:${reply.status} ${reply.body.error?.code ?? '?'}`));
  const keepAlive = () => new Agent({ keepAlive: true, maxSockets: 1, localAddress: FLOOD_ADDRESS } as ConstructorParameters<typeof Agent>[0]);
  /** A loop of calls on one connection kept alive (a new one when the listener closes it). */
  const loop = async (next: () => [string, unknown]) => {
    let agent = keepAlive();
    while (!stopped) {
      const [path, body] = next();
      try {
        answered(await post(port, path, body, { agent, localAddress: FLOOD_ADDRESS }));
      } catch {
        count('connectionsCut');
        agent.destroy();
        agent = keepAlive();
        await sleep(5);
      }
    }
    agent.destroy();
  };
  let turn = 0;
  // Hints, on and on; and a hint sent back to be checked (whether it stands is asked whatever the
  // seat's share of the host's time, guest-gate.ts), as a phone does when the table moves.
  const shown = { kind: 'flatline', action: { type: 'place', die: 's1d0', target: { kind: 'line', slot: 0, line: 0 }, space: 0 } };
  const hints = () => [loop(() => ['/guest/askHint', { token, id }]), loop(() => ['/guest/askHint', { token, id }]), loop(() => ['/guest/askHint', { token, id, shown }])];
  // Its game moved on (so that each hint is a new one), read, and an act that is not a device's.
  const calls = () => [
    loop(() => {
      turn++;
      return turn % 3 === 0
        ? ['/guest/act', { token, id, kind: 'flatline', action: { type: turn % 2 ? 'ask-die' : 'withdraw-ask', seat: 1 } }]
        : turn % 3 === 1
          ? ['/guest/getGame', { token, id }]
          : ['/guest/act', { token, id, kind: 'flatline', action: { type: 'done' } }];
    }),
    loop(() => ['/guest/getGame', { token, id }]),
  ];
  // Fresh connections, one request each, as fast as they go.
  const fresh = async () => {
    while (!stopped) {
      await new Promise<void>((resolve) => {
        const socket = connectTcp({ host: '127.0.0.1', port, localAddress: FLOOD_ADDRESS });
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (text += chunk));
        socket.once('connect', () => socket.write(`POST /guest/mySeat HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${JSON.stringify({ token }).length}\r\nConnection: close\r\n\r\n${JSON.stringify({ token })}`));
        socket.once('close', () => {
          count('connections');
          if (/^HTTP\/1\.1 (429|503)/.test(text) && !text.includes('"slow-down","message":"This device')) count('connectionsRefused');
          resolve();
        });
        socket.once('error', () => undefined);
      });
    }
  };
  // Event sockets: its own token again and again (each replaces its oldest), and made-up tokens.
  const sockets = async (own: boolean) => {
    while (!stopped) {
      await new Promise<void>((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/guest/events?token=${own ? token : `made-up-${Math.random()}`}`, { headers: { origin: `http://127.0.0.1:${port}` }, localAddress: FLOOD_ADDRESS });
        ws.once('open', () => {
          count('socketsOpened');
          ws.once('close', (code) => code === 4002 && count('socketsReplaced'));
          resolve();
        });
        ws.once('unexpected-response', () => {
          count('socketsRefused');
          resolve();
        });
        ws.once('error', () => resolve());
      });
    }
  };
  // Told when to flood ('go'), to hold off ('hold': every loop ends), and to stop and report ('stop').
  let seconds = 0;
  process.on('message', (message) => {
    if (message === 'go') {
      stopped = false;
      const from = performance.now();
      const all = Promise.all([...hints(), ...calls(), fresh(), fresh(), sockets(true), sockets(false)]);
      running = all.then(() => void (seconds += (performance.now() - from) / 1000));
      process.send?.('flooding');
    } else if (message === 'hold') {
      stopped = true;
      void running.then(() => process.send?.('held'));
    } else if (message === 'stop') {
      process.send?.({ report: { ...counts, seconds } });
      process.exit(0);
    }
  });
  process.send?.('ready');
}

const at = process.argv.indexOf('--device');
if (at >= 0) {
  const config = JSON.parse(process.argv[at + 2]!) as { port: number; token: string; id: string };
  void (process.argv[at + 1] === 'flood' ? flood(config) : legitDevice(config));
}
