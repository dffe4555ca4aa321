import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from '../store/store';
import type { GameDetailOf } from '@shared/games';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { FlatlineTable } from '@shared/flatline/view';
import { flatlineModule } from '../engine/flatline/module';
import { tempDirs } from '../store/test-support';
import { openApiHost } from './index';
import { ManualClock } from './clock';
import { dumpDatabase, SETUP, value } from './host.test-support';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

const dirs = tempDirs('flatline');
afterEach(() => dirs.cleanUp());

/** A plain table: answers any question with its first option, ends each countdown at once. */
function nextAction(state: FlatlineTable): FlatlineAction {
  if (state.pending) return { type: 'decide', option: state.pending.options[0]?.id ?? '' };
  if (state.stop === 'countdown') return { type: 'done' };
  return { type: 'advance' };
}

describe('openApiHost with the FLATLINE rules', () => {
  it('saves a real game action by action and resumes it exactly after a restart', async () => {
    const dataDir = dirs.make();
    const options = { dataDir, transport: 'web' as const, appVersion: '0.1.0', clock: new ManualClock('2026-11-22T10:00:00.000Z'), snapshotEvery: 5, log: () => {} };
    const host = openApiHost(options);
    let game = value<GameDetail>(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP, seed: 20261122 }));
    const played: FlatlineAction[] = [];
    for (let i = 0; i < 40 && game.status === 'in-progress'; i++) {
      const action = nextAction(game.state);
      const result = await host.dispatch('act', { kind: 'flatline', id: game.id, action });
      if (!result.ok) break;
      played.push(action);
      game = result.value as GameDetail;
    }
    host.close();
    expect(played.length).toBeGreaterThan(5);
    expect(dumpDatabase(dataDir).game_actions).toHaveLength(played.length);
    // Keep only the early snapshots, so resuming must replay most of the game on top of one.
    const raw = new Database(join(dataDir, DATABASE_FILE));
    raw.prepare('DELETE FROM snapshots WHERE seq > 3').run();
    raw.close();

    // Straight replay from the start, with the engine alone.
    let straight = flatlineModule.start(game.setup, 20261122);
    for (const action of played) {
      const applied = flatlineModule.apply(straight, action);
      if (!applied.ok) throw new Error(`replay refused ${JSON.stringify(action)}: ${applied.refusal.code}`);
      straight = applied.state;
    }

    const reopened = openApiHost(options);
    const resumed = value<GameDetail>(await reopened.dispatch('getGame', { id: game.id }));
    const again = await reopened.dispatch('act', { kind: 'flatline', id: game.id, action: nextAction(resumed.state) });
    reopened.close();
    expect(resumed).toEqual(game);
    // What reaches the windows is the players' view of exactly that state.
    expect(resumed.state).toEqual(flatlineModule.view(straight));
    expect([resumed.round, resumed.status]).toEqual([flatlineModule.round(straight), flatlineModule.status(straight)]);
    // The driver plays until the game ends (or 40 actions); a finished game takes no more.
    if (resumed.status !== 'in-progress') expect(again.ok || again.error.code).toBe('game-finished');
    else expect(again.ok).toBe(true);
  });
});
