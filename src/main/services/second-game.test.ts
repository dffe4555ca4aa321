import { afterEach, describe, expect, it } from 'vitest';
import { fuseCountdownSetupSchema } from '@shared/fuse-countdown/setup';
import type { ApiParsedInput } from '@shared/api';
import type { GameModules } from '../engine/registry';
import { flatlineModule } from '../engine/flatline/module';
import { fuseCountdownModule } from '../engine/fuse-countdown/module';
import { playBotGame } from '../engine/fuse-countdown/bot/play';
import { result } from '../engine/fuse-countdown/score';
import { openStore, type Store } from '../store/store';
import { tempDirs } from '../store/test-support';
import { ManualClock } from './clock';
import { GameService } from './game-service';
import { gameResult } from './records/game-result';
import { gameId } from './host.test-support';

const dirs = tempDirs('second-game');
const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  dirs.cleanUp();
});

/** Both games, as a registry would list them once FUSE: Countdown has its table. */
const MODULES = { flatline: flatlineModule, 'fuse-countdown': fuseCountdownModule } as unknown as GameModules;

function service(store: Store) {
  let next = 1;
  return new GameService({
    store,
    modules: MODULES,
    clock: new ManualClock('2026-11-22T09:00:00.000Z'),
    newId: () => gameId(next++),
    newSeed: () => 1,
    snapshotEvery: 25,
    snapshotsKept: 2,
    cacheSize: 4,
    onFinished: (record, state) => store.results.insert(gameResult(fuseCountdownModule, record, state)),
  });
}

describe('FUSE: Countdown through the generic platform', () => {
  it('is created, played, saved, resumed and recorded by the same services as FLATLINE, and its view hides the bag, the decks and the generator', () => {
    const dataDir = dirs.make();
    const store = openStore({ dataDir, now: () => '2026-11-22T09:00:00.000Z' });
    stores.push(store);
    const games = service(store);
    const setup = fuseCountdownSetupSchema.parse({ seats: [{ name: 'Ada', colour: 'red' }, { name: 'Bea', colour: 'blue' }], level: 'training' });
    const played = playBotGame(setup, 7);
    expect(played.state.outcome).not.toBeNull();

    const created = games.create({ kind: 'fuse-countdown', setup, seed: 7 } as unknown as ApiParsedInput<'createGame'>);
    expect(created).toMatchObject({ kind: 'fuse-countdown', title: 'Ada · Bea', version: 0, status: 'in-progress' });
    for (const hidden of ['bag', 'bombDeck', 'sparkDeck', 'rng']) expect(created.state).not.toHaveProperty(hidden);
    expect(Object.values((created.state as unknown as { bagCounts: Record<string, number> }).bagCounts).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    // The table is laid out and the roles dealt: the clock stands until the players start it.
    expect(games.clock(created.id)).toEqual({ running: false, limitMs: 600_000, elapsedMs: 0, paused: false });

    // Half the game, then a restart: it resumes from the saved log, paused because its clock runs.
    const half = Math.floor(played.actions.length / 2);
    for (const action of played.actions.slice(0, half)) games.act(created.id, action, 'fuse-countdown');
    const reopened = service(store);
    const resumed = reopened.get(created.id);
    expect([resumed.version, resumed.paused]).toEqual([half, true]);
    expect(() => reopened.act(created.id, played.actions[half], 'flatline')).toThrow('This game is fuse-countdown, not flatline.');
    reopened.setPaused(created.id, false);
    let last = resumed;
    for (const action of played.actions.slice(half)) last = reopened.act(created.id, action, 'fuse-countdown');

    // The end is the bot's end, and its result row holds the score and its breakdown.
    expect(last.status).toBe(played.state.outcome!.status);
    expect(last.state).toEqual(fuseCountdownModule.view(played.state));
    const row = store.results.get(created.id)!;
    const scored = result(played.state);
    expect(row).toMatchObject({ kind: 'fuse-countdown', outcome: played.state.outcome!.status, level: 'training', timer: '600', players: 2, score: scored.score });
    expect(row.details).toMatchObject({ bombsDefused: scored.details.bombsDefused, 'points.bombs': scored.breakdown.bombs, 'points.success': scored.breakdown.success });
    const stats = store.stats.query({ kind: 'fuse-countdown' }, { 'fuse-countdown': fuseCountdownModule.records!.stats });
    expect(stats).toMatchObject({ games: 1, byKind: [{ key: 'fuse-countdown', games: 1 }], averages: { score: scored.score } });
    expect(stats.detailAverages.find((a) => a.key === 'bombsDefused')?.value).toBe(scored.details.bombsDefused);
  });
});
