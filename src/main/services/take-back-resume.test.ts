import { afterEach, describe, expect, it } from 'vitest';
import { flatlineSetupSchema } from '@shared/flatline/setup';
import type { ApiParsedInput } from '@shared/api';
import type { FlatlineView } from '@shared/flatline/view';
import type { GameModules } from '../engine/registry';
import { flatlineModule } from '../engine/flatline/module';
import { fuseCountdownModule } from '../engine/fuse-countdown/module';
import { openStore, type Store } from '../store/store';
import { tempDirs } from '../store/test-support';
import { ManualClock } from './clock';
import { GameService } from './game-service';
import { gameId } from './host.test-support';

// The house rule "Take back a misplaced die" across a restart (docs/take-back.md): what may still go
// back is part of the saved game, so a game resumed from its log keeps it, and keeps refusing the rest.

const dirs = tempDirs('take-back-resume');
const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  dirs.cleanUp();
});

const MODULES = { flatline: flatlineModule, 'fuse-countdown': fuseCountdownModule } as unknown as GameModules;
const service = (store: Store) =>
  new GameService({ store, modules: MODULES, clock: new ManualClock('2026-11-29T09:00:00.000Z'), newId: () => gameId(1), newSeed: () => 1, snapshotEvery: 2, snapshotsKept: 2, cacheSize: 4 });

describe('a resumed game keeps what may still be taken back', () => {
  it('FLATLINE: the last die each seat placed goes back after a restart; one placed before it does not', () => {
    const store = openStore({ dataDir: dirs.make(), now: () => '2026-11-29T09:00:00.000Z' });
    stores.push(store);
    const games = service(store);
    const setup = flatlineSetupSchema.parse({ seats: [{ name: 'Ada', colour: 'red' }, { name: 'Bo', colour: 'blue' }], timerSeconds: null, takeBack: true });
    const created = games.create({ kind: 'flatline', setup, seed: 7 } as unknown as ApiParsedInput<'createGame'>);
    let game = created;
    for (let i = 0; i < 20 && (game.state as FlatlineView).stop !== 'countdown'; i++) {
      const state = game.state as FlatlineView;
      game = games.act(created.id, state.pending ? { type: 'decide', option: state.pending.options[0]!.id } : { type: 'advance' }, 'flatline');
    }
    // Ada places two dice, each on its first legal place.
    const placed: string[] = [];
    for (let n = 0; n < 2; n++) {
      const legal = game.legalPlaces as { placements: Record<string, { target: unknown; space: number }[]> };
      const [die, places] = Object.entries(legal.placements).find(([id, at]) => id.startsWith('s0') && at.length > 0)!;
      game = games.act(created.id, { type: 'place', die, target: places[0]!.target, space: places[0]!.space }, 'flatline');
      placed.push(die);
    }

    const resumed = service(store);
    expect((resumed.get(created.id).state as FlatlineView).takeBack).toEqual((game.state as FlatlineView).takeBack);
    expect(() => resumed.act(created.id, { type: 'take-back', die: placed[0] }, 'flatline')).toThrow('Only the last die a seat placed can be taken back.');
    const back = resumed.act(created.id, { type: 'take-back', die: placed[1] }, 'flatline');
    expect((back.state as FlatlineView).dice.find((d) => d.id === placed[1])?.at).toEqual({ kind: 'tray' });
    expect((back.state as FlatlineView).log.at(-1)?.code).toBe('die-taken-back');
  });
});
