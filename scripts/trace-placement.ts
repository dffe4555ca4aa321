/**
 * `npx tsx scripts/trace-placement.ts`: the files of src/ whose code runs while the host takes one
 * FUSE: Countdown placement (the API's `act`, from the call to the reply and the push to the other
 * windows), found with V8's precise coverage around that one call. docs/adding-a-game.md lists them
 * beside the renderer's half of the path.
 */
import { Session } from 'node:inspector/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiHost } from '../src/main/services';
import { fuseCountdownModule } from '../src/main/engine/fuse-countdown/module';
import { greedyAction } from '../src/main/engine/fuse-countdown/bot/greedy';
import { fuseCountdownSetupSchema } from '../src/shared/fuse-countdown/setup';
import type { FuseCountdownState } from '../src/shared/fuse-countdown/state';
import type { FuseCountdownAction } from '../src/shared/fuse-countdown/actions';
import type { GameDetail } from '../src/shared/games';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');

type Counts = Map<string, number>;
/** Calls per function, keyed by file and offset, from one precise-coverage snapshot. */
async function snapshot(session: Session): Promise<Counts> {
  const { result } = await session.post('Profiler.takePreciseCoverage');
  const counts: Counts = new Map();
  for (const script of result) {
    if (!script.url.includes('/src/')) continue;
    for (const fn of script.functions) counts.set(`${script.url}#${fn.ranges[0]!.startOffset}`, fn.ranges[0]!.count);
  }
  return counts;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'fuse-trace-'));
  const host = openApiHost({ dataDir: join(work, 'data'), transport: 'web', appVersion: 'trace', log: () => {} });
  const pushes: string[] = [];
  host.subscribe((event) => pushes.push(event.type));
  const pushedBefore = () => pushes.length;
  const setup = fuseCountdownSetupSchema.parse({ seats: [{ name: 'Ada', colour: 'red' }, { name: 'Bruno', colour: 'blue' }], clockMinutes: null });
  const created = await host.dispatch('createGame', { kind: 'fuse-countdown', setup, seed: 7 });
  if (!created.ok) throw new Error(created.error.code);
  const id = (created.value as GameDetail).id;
  // Play with the reference bot (the engine beside the host) up to a placement, taking two on the way to warm up.
  let s: FuseCountdownState = fuseCountdownModule.start(setup, 7);
  const play = async (action: FuseCountdownAction) => {
    const r = await host.dispatch('act', { kind: 'fuse-countdown', id, action });
    if (!r.ok) throw new Error(`${action.type}: ${r.error.code}`);
    const next = fuseCountdownModule.apply(s, action);
    if (!next.ok) throw new Error(next.refusal.code);
    s = next.state;
  };
  await play({ type: 'start' });
  let placed = 0;
  while (placed < 2) {
    const action = greedyAction(s);
    if (action.type === 'place') placed++;
    await play(action);
  }
  let action = greedyAction(s);
  while (action.type !== 'place') {
    await play(action);
    action = greedyAction(s);
  }

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  const before = await snapshot(session);
  const from = pushedBefore();
  await play(action);
  const pushed = pushes.slice(from);
  const after = await snapshot(session);
  await session.post('Profiler.stopPreciseCoverage');
  session.disconnect();
  host.close();
  rmSync(work, { recursive: true, force: true });

  const files = new Set<string>();
  for (const [key, count] of after) if (count > (before.get(key) ?? 0)) files.add(key.slice(0, key.lastIndexOf('#')));
  const listed = [...files].map((url) => relative(ROOT, fileURLToPath(url))).filter((path) => !path.startsWith('scripts/')).sort();
  console.log(`one FUSE: Countdown placement at the host (${action.type} ${JSON.stringify(action)}), pushed to the windows as ${pushed.join(', ')}: ${listed.length} files`);
  for (const path of listed) console.log(`  ${path}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
