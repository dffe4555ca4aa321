import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gameIdSchema } from '@shared/games';
import { payloadError, validateInput } from '@shared/validate';
import type { ApiMethod, ApiParsedInput } from '@shared/api';
import type { Result } from '@shared/errors';
import { coinFlipModule } from '../engine/core/coin-flip.test-support';
import { GAME_MODULES, type GameModules } from '../engine/registry';
import { tempDirs } from '../store/test-support';
import { ManualClock } from './clock';
import { createApiHost } from './application';
import { dumpDatabase, gameId, START, value } from './host.test-support';
import { manualScheduler } from './scheduler.test-support';

// The platform runs a game it has never heard of, declared only with `defineGame` (the coin flip that
// exists only in tests): what docs/adding-a-game.md promises a third game, checked through the services.

const dirs = tempDirs('third-game');
const closing: { close(): void }[] = [];
afterEach(() => {
  for (const item of closing.splice(0)) item.close();
  dirs.cleanUp();
});

const MODULES = { ...GAME_MODULES, 'coin-flip': coinFlipModule } as unknown as GameModules;

/** The contract's checks, with the coin flip's setup and action added as a third game would add them. */
const coinFlipPayloads = {
  createGame: z
    .object({ kind: z.literal('coin-flip'), setup: coinFlipModule.setupSchema, seed: z.number().int().optional(), bots: z.object({ seats: z.array(z.number()), pace: z.literal('table') }).optional() })
    .strict(),
  createCampaign: z.object({ kind: z.literal('coin-flip'), name: z.string(), crew: z.array(z.string()), fittedClock: z.boolean().default(false) }).strict(),
  act: z.object({ kind: z.literal('coin-flip'), id: gameIdSchema, action: coinFlipModule.actionSchema }).strict(),
};
function validate<M extends ApiMethod>(method: M, payload: unknown): Result<ApiParsedInput<M>> {
  const own = (coinFlipPayloads as Partial<Record<ApiMethod, z.ZodType>>)[method];
  if (!own || (payload as { kind?: unknown } | null)?.kind !== 'coin-flip') return validateInput(method, payload);
  const parsed = own.safeParse(payload);
  return parsed.success ? { ok: true, value: parsed.data as ApiParsedInput<M> } : { ok: false, error: payloadError(parsed.error) };
}

function open(dataDir: string, clock: ManualClock, firstId = 1) {
  const scheduler = manualScheduler();
  let next = firstId;
  const host = createApiHost(
    { dataDir, transport: 'web', appVersion: '0.1.0', clock, scheduler: scheduler.schedule, log: () => {} },
    { modules: MODULES, validate, newId: () => gameId(next++), newSeed: () => 4 },
  );
  closing.push(host);
  const call = async <T = Flip>(method: string, payload: unknown = {}): Promise<T> => value<T>(await host.dispatch(method, payload));
  const pass = (ms: number) => {
    clock.advance(ms);
    scheduler.run();
  };
  return { host, call, pass };
}

interface Flip {
  id: string;
  kind: string;
  title: string;
  status: string;
  round: number;
  version: number;
  state: { flips: number; streak: number };
  deadline: { key: string; waitMs: number; leftMs: number } | null;
}

const SEATS = [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'blue' }];
const flip = (id: string, seat: number) => ({ kind: 'coin-flip', id, action: { type: 'flip', seat } });

describe('a third game, known only to a test, through the services', () => {
  it('is created, refused, moved on by its deadline, resumed after a restart, finished, recorded, exported and imported like the two real ones', async () => {
    const dataDir = dirs.make();
    const clock = new ManualClock(START);
    const first = open(dataDir, clock);

    // Created: the title from the names, its view only (no generator), its deadline kept by the table.
    const game = await first.call('createGame', { kind: 'coin-flip', setup: { seats: SEATS }, seed: 4 });
    expect(game).toMatchObject({ kind: 'coin-flip', title: 'Ann · Bo', status: 'in-progress', round: 1, version: 0, state: { flips: 0, streak: 0 } });
    expect(game.state).not.toHaveProperty('rng');
    expect(game.deadline).toEqual({ key: 'flip:0', waitMs: 10_000, leftMs: 10_000 });

    // The rules' refusal and a malformed action change nothing.
    const before = dumpDatabase(dataDir);
    expect(await first.host.dispatch('act', flip(game.id, 1))).toMatchObject({ ok: false, error: { code: 'not-your-flip' } });
    expect(await first.host.dispatch('act', { ...flip(game.id, 0), action: { type: 'flip', seat: 7 } })).toMatchObject({ ok: false, error: { code: 'invalid-payload', field: 'action.seat' } });
    expect(dumpDatabase(dataDir)).toEqual(before);

    // Ann flips; Bo leaves the coin alone and, with no view connected, the table flips for him.
    expect((await first.call('act', flip(game.id, 0))).version).toBe(1);
    first.pass(9_999);
    expect((await first.call('getGame', { id: game.id })).version).toBe(1);
    first.pass(1);
    const moved = await first.call('getGame', { id: game.id });
    expect([moved.version, moved.state.flips, moved.deadline?.key]).toEqual([2, 2, 'flip:2']);
    const logged = (dumpDatabase(dataDir).game_actions as { action: string }[]).map((row) => JSON.parse(row.action));
    expect(logged).toEqual([{ type: 'flip', seat: 0 }, { type: 'flip', seat: 1 }]);
    first.host.close();

    // A restart resumes it from the saved log, exactly where it stood, paused: its deadline was running.
    const second = open(dataDir, clock, 2);
    expect(await second.call('getGame', { id: game.id })).toMatchObject({ version: 2, state: moved.state, paused: true });
    await second.call('resumeGame', { id: game.id });

    // Played to its end (seed 4: won on the ninth flip), then recorded in history and statistics.
    let now = await second.call('getGame', { id: game.id });
    while (now.status === 'in-progress') now = await second.call('act', flip(game.id, now.state.flips % 2));
    expect([now.status, now.state.flips, now.deadline]).toEqual(['won', 9, null]);
    const history = await second.call<{ total: number; entries: { kind: string; outcome: string; rounds: number }[] }>('listHistory', {});
    expect(history.total).toBe(1);
    expect(history.entries[0]).toMatchObject({ kind: 'coin-flip', outcome: 'won', rounds: 9, title: 'Ann · Bo' });
    const stats = await second.call<{ games: number; wins: number; byKind: { key: string; games: number; wins: number }[] }>('getStats', {});
    expect([stats.games, stats.wins, stats.byKind]).toEqual([1, 1, [expect.objectContaining({ key: 'coin-flip', games: 1, wins: 1 })]]);

    // Exported and imported: the file is replayed through the module and gives the same game.
    const file = await second.call<{ fileName: string; text: string }>('exportGame', { id: game.id });
    const imported = await second.call<{ id: string; kind: string; status: string }>('importGame', { text: file.text });
    expect(imported).toMatchObject({ kind: 'coin-flip', status: 'won' });
    expect((await second.call('getGame', { id: imported.id })).state).toEqual(now.state);

    // Watched again: one step per flip (its rounds its flips), the last the game as it ended; it
    // declares no replay block, so no moments and nothing hidden to show.
    const source = { kind: 'game', gameId: game.id };
    const outline = await second.call<{ steps: number; rounds: unknown[]; moments: unknown[]; hiddenAvailable: boolean }>('openReplay', { source });
    expect([outline.steps, outline.rounds.length, outline.moments, outline.hiddenAvailable]).toEqual([10, 10, [], false]);
    expect((await second.call<{ game: Flip }>('replayStep', { source, step: 9 })).game.state).toEqual(now.state);
    expect(await second.host.dispatch('replayStep', { source, step: 9, hidden: true })).toMatchObject({ ok: false, error: { code: 'replay-hidden-unavailable' } });

    // Deleted: gone from the list, the other game kept.
    await second.call('deleteGame', { id: game.id });
    expect((await second.call<{ id: string }[]>('listGames', { status: 'all' })).map((g) => g.id)).toEqual([imported.id]);
  });

  it('is refused clearly what it does not offer (no advice, no campaign, no bots), and nothing changes', async () => {
    const dataDir = dirs.make();
    const table = open(dataDir, new ManualClock(START));
    const game = await table.call('createGame', { kind: 'coin-flip', setup: { seats: SEATS }, seed: 4 });
    const profile = await table.call<{ id: string }>('saveProfile', { name: 'Ann', colour: 'red' });
    const before = dumpDatabase(dataDir);
    expect(await table.host.dispatch('askHint', { id: game.id })).toMatchObject({ ok: false, error: { code: 'no-hints' } });
    expect(await table.host.dispatch('createCampaign', { kind: 'coin-flip', name: 'Flips', crew: [profile.id] })).toMatchObject({ ok: false, error: { code: 'no-campaign' } });
    expect(await table.host.dispatch('createGame', { kind: 'coin-flip', setup: { seats: SEATS }, bots: { seats: [1], pace: 'table' } })).toMatchObject({
      ok: false,
      error: { code: 'invalid-bot-seats' },
    });
    expect(dumpDatabase(dataDir)).toEqual(before);
  });
});
