import { afterEach, describe, expect, it } from 'vitest';
import type { ApiParsedInput } from '@shared/api';
import { fuseCountdownSetupSchema } from '@shared/fuse-countdown/setup';
import type { GameModules } from '../engine/registry';
import { flatlineModule } from '../engine/flatline/module';
import { fuseCountdownModule } from '../engine/fuse-countdown/module';
import { openStore, type Store } from '../store/store';
import { tempDirs } from '../store/test-support';
import { ManualClock } from './clock';
import { GameService } from './game-service';
import { gameId } from './host.test-support';

const dirs = tempDirs('legal-places');
const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  dirs.cleanUp();
});

/** The game service over a fresh store, with these game modules and this seed for the next game. */
function service(modules: Record<string, unknown>, seed: number): GameService {
  const store = openStore({ dataDir: dirs.make(), now: () => '2026-11-22T09:00:00.000Z' });
  stores.push(store);
  return new GameService({
    store,
    modules: modules as unknown as GameModules,
    clock: new ManualClock('2026-11-22T09:00:00.000Z'),
    newId: () => gameId(seed),
    newSeed: () => seed,
    snapshotEvery: 25,
    snapshotsKept: 2,
    cacheSize: 4,
  });
}

describe("the board's legal places", () => {
  it('are worked out when the game changes, not on each second of its clock, and never twice for one state', () => {
    let worked = 0;
    const counted = { ...fuseCountdownModule, legalPlaces: (state: unknown) => (worked++, fuseCountdownModule.legalPlaces(state as never)) };
    const games = service({ flatline: flatlineModule, 'fuse-countdown': counted }, 3);
    const setup = fuseCountdownSetupSchema.parse({ seats: [{ name: 'Ada', colour: 'red' }], level: 'training', clockMinutes: 10 });
    const game = games.create({ kind: 'fuse-countdown', setup } as unknown as ApiParsedInput<'createGame'>);
    games.act(game.id, { type: 'start' });
    const rolled = games.act(game.id, { type: 'roll' });
    const before = worked;
    // Five seconds of the clock: the same legal placements, not worked out again.
    for (let s = 1; s <= 5; s++) expect(games.act(game.id, { type: 'tick', elapsedMs: s * 1000 }, undefined, true).legalPlaces).toEqual(rolled.legalPlaces);
    games.get(game.id);
    expect(worked).toBe(before);
    // A player's act changes the game: its legal places (the view's `legalPlaces` field) are worked out once.
    const placement = (rolled.legalPlaces as { placements: { seat: number; die: string; card: string; cell: number }[] }).placements[0]!;
    games.act(game.id, { type: 'place', ...placement });
    games.get(game.id);
    expect(worked).toBe(before + 1);
  });

  it('are worked out again when the tick that ends a countdown changes what can be done', () => {
    const games = service({ flatline: flatlineModule, 'fuse-countdown': fuseCountdownModule }, 4);
    const seats = [{ name: 'Ada', colour: 'red' }, { name: 'Bea', colour: 'blue' }];
    const game = games.create({ kind: 'flatline', setup: { seats, solitaire: false, level: 'standard', meterSide: 'standard', timerSeconds: 60 } } as unknown as ApiParsedInput<'createGame'>);
    const counting = games.act(game.id, { type: 'advance' });
    const mid = games.act(game.id, { type: 'tick', elapsedMs: 30_000 }, undefined, true);
    expect(mid.legalPlaces).toEqual(counting.legalPlaces);
    const over = games.act(game.id, { type: 'tick', elapsedMs: 60_000 }, undefined, true);
    expect(over.clock.running).toBe(false);
    expect(over.legalPlaces).not.toEqual(counting.legalPlaces);
  });
});
