/**
 * `npx tsx scripts/trace-placement.ts`: the source files that run while the table takes two FLATLINE
 * placements, one from the main screen and one from a device's seat view, each from the view's own
 * call to the engine and back to that view (the reply and the push), and what runs when each view's
 * event socket drops and comes back.
 *
 * How it is measured (a runtime trace, not a guess from imports): the real web host and the real
 * guest listener run in this process on 127.0.0.1; the renderer's own view states (AppState,
 * GuestState), clients and socket code are loaded through Vite with the Svelte plugin (as the unit
 * tests load them) and driven over real HTTP and WebSockets with Node's fetch and `ws`. V8's precise
 * coverage is read before and after each step (each reading sets V8's counts back to zero): a file
 * is listed when any of its functions ran in between. A warm-up placement comes first, so one-time set-up is not counted.
 * What it cannot see: the Svelte components that repaint (the board draws the delivered game), the
 * browser's own fetch and WebSocket, and Electron's IPC (the main screen in the app calls the same
 * ApiHost through src/main/electron/api-ipc.ts instead of call-route.ts).
 *
 * The protocol's parts are then named: the functions that ran which dispatch a call (check the
 * method and payload, run the handler, turn errors into refusals) or keep an event socket (connect,
 * reconnect, deliver). Each part is listed once per implementation: the same kernel serving both
 * views counts once, two copies count twice.
 */
import { Session } from 'node:inspector/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { WebSocket as NodeWebSocket } from 'ws';
import { openApiHost } from '../src/main/services';
import { startWebServer } from '../src/main/web/server';
import { startGuestListener } from '../src/main/web/guest-listener';
import type { GameDetailOf } from '../src/shared/games';
import type { LocalInvitations } from '../src/shared/invitations-api';

const ROOT = resolve(__dirname, '..');
const RENDERER_LIB = join(ROOT, 'src/renderer/src/lib');

type Counts = Map<string, number>;
type Flatline = GameDetailOf<'flatline'>;

// The renderer's parts this script drives, as far as it uses them (the renderer is not in this
// script's TypeScript project: its modules are loaded through Vite, untyped here).
interface Kit {
  load<T>(path: string): Promise<T>;
  close(): Promise<void>;
}
type SocketClass = new (url: string) => unknown;
interface BrowserEnv {
  origin: string;
  fetch: typeof fetch;
  WebSocket: SocketClass;
  setTimeout: (callback: () => void, ms: number) => unknown;
}
interface MainClient {
  createGame(input: unknown): Promise<Flatline>;
  openInvitations(input: { id: string }): Promise<LocalInvitations>;
}
interface MainView {
  game: unknown;
  start(openId: null): Promise<void>;
  open(id: string): Promise<boolean>;
  play(action: unknown): Promise<void>;
  stop(): void;
}
interface SeatView {
  game: unknown;
  problem: { code: string } | null;
  start(): Promise<void>;
  claim(seat: number): Promise<boolean>;
  act(action: unknown): Promise<void>;
  stop(): void;
}

/** Calls per function (file, offset and name) of src/ since the last snapshot (V8 then starts counting again). */
async function snapshot(session: Session): Promise<Counts> {
  const { result } = await session.post('Profiler.takePreciseCoverage');
  const counts: Counts = new Map();
  for (const script of result) {
    const file = script.url.startsWith('file://') ? new URL(script.url).pathname : script.url.split('?')[0]!;
    if (!file.startsWith(join(ROOT, 'src/'))) continue;
    for (const fn of script.functions) counts.set(`${file}#${fn.ranges[0]!.startOffset}#${fn.functionName}`, fn.ranges[0]!.count);
  }
  return counts;
}

/** What ran between two snapshots: the files, and each function that ran as `file#name`. */
function ran(after: Counts): { files: string[]; functions: string[] } {
  const files = new Set<string>();
  const functions = new Set<string>();
  for (const [key, count] of after) {
    if (count === 0) continue;
    const [file = '', offset = ''] = key.split('#', 2);
    const name = key.slice(file.length + offset.length + 2);
    const path = relative(ROOT, file);
    files.add(path);
    functions.add(`${path}#${name ?? ''}`);
  }
  return { files: [...files].sort(), functions: [...functions].sort() };
}

const settle = (ms: number) => new Promise((done) => setTimeout(done, ms));
async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await settle(5);
  }
}

/** A browser-like WebSocket over `ws`, sending the page's Origin, each one kept to be dropped and watched. */
function socketClass(origin: string, opened: NodeWebSocket[], messages: { count: number }) {
  return class extends NodeWebSocket {
    constructor(url: string) {
      super(url, { origin });
      opened.push(this);
      this.on('message', () => (messages.count += 1));
    }
  };
}

/** The first legal place of one of `seat`'s dice, as the game's legal places say. */
function placeOf(game: Flatline, seat: number) {
  const placements = game.legalPlaces!.placements;
  const die = Object.keys(placements).find((d) => d.startsWith(`s${seat}`) && placements[d]!.length > 0);
  if (!die) throw new Error(`seat ${seat} has no die to place`);
  const spot = placements[die]![0]!;
  return { type: 'place' as const, die, target: spot.target, space: spot.space };
}

interface Step {
  title: string;
  files: string[];
  functions: string[];
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'fuse-trace-'));
  const rendererDir = mkdtempSync(join(tmpdir(), 'fuse-trace-renderer-'));
  const host = openApiHost({
    dataDir: join(work, 'data'),
    transport: 'web',
    appVersion: 'trace',
    log: () => {},
    guestDoor: (gate) => startGuestListener({ gate, host: '127.0.0.1', port: 0 }),
  });
  const server = await startWebServer({ apiHost: host, rendererDir, host: '127.0.0.1', port: 0 });
  const origin = server.url.replace(/\/$/, '');
  // Loaded by its path, so this script's TypeScript project does not take in the renderer's files.
  const { svelteInNode } = (await import(join(ROOT, 'src/renderer/src/svelte-in-node.test-support.ts'))) as { svelteInNode(here: string, name: string): Promise<Kit> };
  const kit = await svelteInNode(join(RENDERER_LIB, 'app'), 'trace-placement');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  const steps: Step[] = [];
  const measure = async (title: string, work: () => Promise<void>) => {
    await settle(300);
    // Each snapshot also sets the counts back to zero: what the next one counts ran in between.
    await snapshot(session);
    await work();
    await settle(300);
    steps.push({ title, ...ran(await snapshot(session)) });
  };

  try {
    // The main screen: the web bridge over this host, the client, the window's AppState.
    const { createWebBridge } = await kit.load<{ createWebBridge(env: BrowserEnv): unknown }>(join(RENDERER_LIB, 'api/web-bridge.ts'));
    const { createClient } = await kit.load<{ createClient(bridge: unknown): MainClient }>(join(RENDERER_LIB, 'api/client.ts'));
    const { AppState } = await kit.load<{ AppState: new (client: MainClient, linked: null) => MainView }>(join(RENDERER_LIB, 'app/app-state.svelte.ts'));
    const mainSockets: NodeWebSocket[] = [];
    const mainHeard = { count: 0 };
    const client = createClient(createWebBridge({ origin, fetch, WebSocket: socketClass(origin, mainSockets, mainHeard), setTimeout: (callback, ms) => setTimeout(callback, ms) }));
    const app = new AppState(client, null);
    await app.start(null);
    await until(() => mainSockets.some((ws) => ws.readyState === ws.OPEN), 'the main screen’s event socket');
    const created = await client.createGame({ kind: 'flatline', setup: { seats: [{ name: 'Ada', colour: 'red' }, { name: 'Bea', colour: 'blue' }], level: 'standard', timerSeconds: null }, seed: 4242 });
    await app.open(created.id);
    await app.play({ type: 'advance' });
    const shown = () => app.game as Flatline;

    const mainPlaces = async () => {
      const version = shown().version;
      const heard = mainHeard.count;
      await app.play(placeOf(shown(), 0));
      await until(() => shown().version === version + 1 && mainHeard.count > heard, 'the main screen’s reply and push');
    };
    await mainPlaces();
    await measure('a main-screen placement (AppState.play → POST /api/act → engine → reply and push → AppState)', mainPlaces);
    await measure('the main screen’s event socket drops and comes back', async () => {
      const socket = mainSockets.at(-1)!;
      socket.terminate();
      await until(() => mainSockets.at(-1) !== socket && mainSockets.at(-1)!.readyState === NodeWebSocket.OPEN, 'the main screen to reconnect');
    });
    app.stop();

    // A device: the seat view's GuestState and guest client over the guest listener, playing seat 2.
    const invited = await client.openInvitations({ id: created.id });
    const guestOrigin = invited.url.replace(/\/$/, '').replace(/\/\?.*$/, '');
    const { createGuestClient } = await kit.load<{ createGuestClient(env: BrowserEnv): unknown }>(join(RENDERER_LIB, 'guest/guest-client.ts'));
    const { GuestState } = await kit.load<{ GuestState: new (options: Record<string, unknown>) => SeatView }>(join(RENDERER_LIB, 'guest/guest-state.svelte.ts'));
    const guestSockets: NodeWebSocket[] = [];
    const guestHeard = { count: 0 };
    const guestClient = createGuestClient({ origin: guestOrigin, fetch, WebSocket: socketClass(guestOrigin, guestSockets, guestHeard), setTimeout: (callback, ms) => setTimeout(callback, ms) });
    const guest = new GuestState({ client: guestClient, storage: null, code: invited.code, setInterval: () => 0, clearInterval: () => {} });
    await guest.start();
    if (!(await guest.claim(1))) throw new Error(`the device could not take seat 2: ${guest.problem?.code}`);
    await until(() => guestSockets.some((ws) => ws.readyState === ws.OPEN), 'the device’s event socket');
    const seatShows = () => guest.game as Flatline;

    const devicePlaces = async () => {
      const version = seatShows().version;
      const heard = guestHeard.count;
      await guest.act(placeOf(seatShows(), 1));
      await until(() => seatShows().version === version + 1 && guestHeard.count > heard, 'the device’s reply and push');
    };
    await devicePlaces();
    await measure('a device placement (GuestState.act → POST /guest/act → engine → reply and push → GuestState)', devicePlaces);
    await measure('the device’s event socket drops and comes back', async () => {
      const socket = guestSockets.at(-1)!;
      socket.terminate();
      await until(() => guestSockets.at(-1) !== socket && guestSockets.at(-1)!.readyState === NodeWebSocket.OPEN, 'the device to reconnect');
    });
    guest.stop();
  } finally {
    await session.post('Profiler.stopPreciseCoverage');
    session.disconnect();
    await server.close();
    await host.dispatch('closeInvitations', {});
    host.close();
    await kit.close();
    rmSync(work, { recursive: true, force: true });
    rmSync(rendererDir, { recursive: true, force: true });
  }

  for (const step of steps) {
    console.log(`${step.title}: ${step.files.length} files`);
    for (const path of step.files) console.log(`  ${path}`);
  }
  const placements = steps.filter((step) => step.title.includes('placement'));
  const union = new Set(placements.flatMap((step) => step.files));
  console.log(`both placements together: ${union.size} files`);

  // The protocol's parts, named by the functions of them that ran: a dispatcher checks a method
  // against its contract and runs it; a payload check; an HTTP route; the renderer's reconnect loop
  // (what runs when a view's socket closes) and its delivery of a pushed or answered game.
  const PARTS: [string, RegExp][] = [
    ['dispatcher', /^src\/(main|shared)\/.*#dispatch$/],
    ['payload check', /#(validateInput|validateGuestInput|validatePayload)$/],
    ['HTTP call route', /^src\/main\/web\/.*#(handleApiCall|handleGuestCall|answerCall)$/],
    ['reconnect loop', /^src\/renderer\/.*#(ws\.onclose|closed)$/],
    ['delivery of a game', /^src\/renderer\/.*#(#deliver|deliver)$/],
  ];
  const all = new Set(steps.flatMap((step) => step.functions));
  for (const [part, pattern] of PARTS) {
    const found = [...all].filter((fn) => pattern.test(fn)).sort();
    const files = new Set(found.map((fn) => fn.slice(0, fn.indexOf('#'))));
    console.log(`${part}: ${files.size} ${files.size === 1 ? 'implementation' : 'implementations'} on these paths${found.length ? ` (${found.join(', ')})` : ''}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
