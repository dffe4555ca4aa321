// AppState is a Svelte 5 runes class (.svelte.ts); the unit-test config compiles no Svelte, so it is
// loaded through Vite with the Svelte plugin, as the table kit's component tests do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { svelteInNode, type SvelteInNode } from '../../svelte-in-node.test-support';
import type * as AppStateModule from './app-state.svelte';
import type { ApiClient } from '../api/client';
import type { ApiEvent } from '@shared/api';
import type { GameDetail, GameDetailOf } from '@shared/games';
import type * as ErrorsModule from '@shared/errors';

let kit: SvelteInNode;
let AppState: typeof AppStateModule.AppState;
// Loaded through the same Vite module graph as AppState, so `instanceof` sees one class.
let ApiCallError: typeof ErrorsModule.ApiCallError;

beforeAll(async () => {
  kit = await svelteInNode(__dirname, 'app-state');
  ({ AppState } = await kit.load<typeof AppStateModule>('./app-state.svelte.ts'));
  ({ ApiCallError } = await kit.load<typeof ErrorsModule>('../../../../shared/errors.ts'));
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function game(n: number, updatedAt: string, round = 1, running = false): GameDetail {
  return {
    id: id(n),
    kind: 'flatline',
    title: `Game ${n}`,
    seats: [
      { name: 'Ann', colour: 'red' },
      { name: 'Bo', colour: 'blue' },
    ],
    solitaire: false,
    setup: { seats: [], solitaire: false, level: 'standard', meterSide: 'standard', timerSeconds: 60 },
    seed: n,
    status: 'in-progress',
    round,
    paused: false,
    createdAt: updatedAt,
    updatedAt,
    state: {} as GameDetailOf<'flatline'>['state'],
    clock: { running, elapsedMs: 0, limitMs: 60_000 },
    version: round - 1,
  };
}

/** A client over an in-memory list of games, recording calls and letting tests push events. */
function fakeClient(initial: GameDetail[]) {
  let games = [...initial];
  const listeners = new Set<(event: ApiEvent) => void>();
  const calls: string[] = [];
  const notFound = () => new ApiCallError({ code: 'game-not-found', message: 'No such game' });
  const client = {
    listGames: async (input: { status?: string }) => {
      calls.push(`listGames:${input.status}`);
      return games;
    },
    // The guided games finished (the launcher's marks): none here, and not a call the tests follow.
    listGuidesFinished: async () => [],
    createGame: async () => {
      calls.push('createGame');
      const created = game(games.length + 1, '2026-11-22T10:00:00.000Z');
      games = [...games, created];
      return created;
    },
    getGame: async ({ id: wanted }: { id: string }) => {
      calls.push(`getGame:${wanted}`);
      const found = games.find((g) => g.id === wanted);
      if (!found) throw notFound();
      return found;
    },
    deleteGame: async ({ id: wanted }: { id: string }) => {
      calls.push(`deleteGame:${wanted}`);
      if (!games.some((g) => g.id === wanted)) throw notFound();
      games = games.filter((g) => g.id !== wanted);
      return { id: wanted };
    },
    act: async ({ id: wanted, action }: { id: string; action: { type: string } }) => {
      calls.push(`act:${wanted}`);
      if (action.type === 'done') throw new ApiCallError({ code: 'not-counting-down', message: 'No countdown is running.' });
      const found = games.find((g) => g.id === wanted)!;
      const next = { ...found, round: found.round + 1, version: found.version + 1 };
      games = games.map((g) => (g.id === wanted ? next : g));
      return next;
    },
    setTableSettings: async (input: { pace: string }) => {
      calls.push(`setTableSettings:${input.pace}`);
      return input;
    },
    pauseGame: async ({ id: wanted }: { id: string }) => {
      calls.push(`pauseGame:${wanted}`);
      const found = games.find((g) => g.id === wanted)!;
      return { ...found, paused: true };
    },
    subscribe: (listener: (event: ApiEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as ApiClient;
  return { client, calls, push: (event: ApiEvent) => listeners.forEach((l) => l(event)), listenerCount: () => listeners.size };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('app state', () => {
  it('lists games in progress, most recently played first', async () => {
    const fake = fakeClient([game(1, '2026-11-20T10:00:00.000Z'), game(2, '2026-11-21T10:00:00.000Z')]);
    const app = new AppState(fake.client);
    expect(app.loading).toBe(true);
    await app.start();
    expect(app.loading).toBe(false);
    expect(app.games.map((g) => g.id)).toEqual([id(2), id(1)]);
    expect(fake.calls).toEqual(['listGames:in-progress']);
  });

  it('creating a game opens it; back returns to the start screen', async () => {
    const fake = fakeClient([]);
    const app = new AppState(fake.client);
    await app.start();
    expect(await app.create({ kind: 'flatline', setup: { seats: [] } } as never)).toBe(true);
    expect(app.screen).toEqual({ name: 'game', id: id(1) });
    expect(app.openGame?.id).toBe(id(1));
    expect(app.games.map((g) => g.id)).toEqual([id(1)]);
    app.back();
    expect(app.screen).toEqual({ name: 'start' });
    expect(app.openGame).toBeNull();
  });

  it('a stale push delivered after a newer reply never overwrites the newer state', async () => {
    const fake = fakeClient([game(1, '2026-11-20T10:00:00.000Z')]);
    const app = new AppState(fake.client);
    await app.start();
    await app.open(id(1));
    const before = app.openGame!;
    await app.play({ type: 'advance' });
    await app.play({ type: 'advance' });
    expect(app.openGame?.version).toBe(before.version + 2);
    // The pushes of those two actions arrive late and out of order: neither goes back in time.
    fake.push({ type: 'gameChanged', game: { ...before, version: before.version + 1, round: before.round + 1 } });
    fake.push({ type: 'gameChanged', game: before });
    await settle();
    expect([app.openGame?.version, app.openGame?.round]).toEqual([before.version + 2, before.round + 2]);
    // A newer push is shown, and a push of the same version (a pause) replaces it.
    const newer = { ...app.openGame!, version: before.version + 3, round: 9 };
    fake.push({ type: 'gameChanged', game: newer });
    fake.push({ type: 'gameChanged', game: { ...newer, paused: true } });
    await settle();
    expect([app.openGame?.round, app.openGame?.paused]).toEqual([9, true]);
  });

  it('the acting window draws its change once: the push of the change its reply brought is not delivered again', async () => {
    const fake = fakeClient([game(1, '2026-11-20T10:00:00.000Z')]);
    const app = new AppState(fake.client);
    await app.start();
    await app.open(id(1));
    await app.play({ type: 'advance' });
    const shown = app.openGame!;
    fake.push({ type: 'gameChanged', game: { ...shown } });
    await settle();
    expect(app.openGame).toBe(shown);
    // A change the version does not count (a new name) is still shown.
    fake.push({ type: 'gameChanged', game: { ...shown, title: 'Friday night' } });
    await settle();
    expect(app.openGame?.title).toBe('Friday night');
  });

  it('an action from the board replaces the open game whole', async () => {
    const fake = fakeClient([game(1, '2026-11-20T10:00:00.000Z')]);
    const app = new AppState(fake.client);
    await app.start();
    await app.play({ type: 'advance' } as never);
    expect(fake.calls.filter((c) => c.startsWith('act:'))).toEqual([]);
    await app.open(id(1));
    await app.play({ type: 'advance' } as never);
    expect(app.openGame?.round).toBe(2);
  });

  it('leaving the board mid-countdown pauses the game; leaving it at any other moment does not', async () => {
    const counting = game(1, '2026-11-20T10:00:00.000Z', 1, true);
    const planning = game(2, '2026-11-20T10:00:00.000Z', 1, false);
    const fake = fakeClient([counting, planning]);
    const app = new AppState(fake.client);
    await app.start();
    await app.open(id(2));
    app.back();
    await app.open(id(1));
    app.back();
    await settle();
    expect(fake.calls.filter((c) => c.startsWith('pauseGame'))).toEqual([`pauseGame:${id(1)}`]);
  });

  it('leaving the board while a wait runs (a triage window) pauses the game too', async () => {
    const waiting = { ...game(1, '2026-11-20T10:00:00.000Z'), deadline: { key: 'triage-window:before-dial:15', waitMs: 6_000, leftMs: 4_200 } };
    const fake = fakeClient([waiting]);
    const app = new AppState(fake.client);
    await app.start();
    await app.open(id(1));
    app.back();
    await settle();
    expect(fake.calls.filter((c) => c.startsWith('pauseGame'))).toEqual([`pauseGame:${id(1)}`]);
  });

  it("tells the host the table's pace, and tells it again on a resync (the host may have restarted)", async () => {
    const fake = fakeClient([game(1, '2026-11-20T10:00:00.000Z')]);
    const app = new AppState(fake.client);
    await app.start();
    await app.setPace('fast');
    await app.open(id(1));
    fake.calls.length = 0;
    await app.resync();
    await settle();
    expect(fake.calls).toEqual(['setTableSettings:fast', 'listGames:in-progress', `getGame:${id(1)}`]);
  });

  it('a refused action reaches the board as an ApiCallError, with no banner and no change', async () => {
    const fake = fakeClient([game(1, '2026-11-20T10:00:00.000Z')]);
    const app = new AppState(fake.client);
    await app.start();
    await app.open(id(1));
    await expect(app.play({ type: 'done' } as never)).rejects.toMatchObject({ code: 'not-counting-down' });
    expect(app.error).toBeNull();
    expect(app.openGame?.round).toBe(1);
  });

  it('a refused call shows its error, changes nothing, and can be dismissed', async () => {
    const fake = fakeClient([game(1, '2026-11-20T10:00:00.000Z')]);
    const app = new AppState(fake.client);
    await app.start();
    expect(await app.open(id(7))).toBe(false);
    expect(app.error).toEqual({ code: 'game-not-found', message: 'No such game' });
    expect(app.screen).toEqual({ name: 'start' });
    expect(app.busy).toBe(false);
    app.dismissError();
    expect(app.error).toBeNull();
    expect(await app.remove(id(7))).toBe(false);
    expect(app.games.map((g) => g.id)).toEqual([id(1)]);
  });

  it('deleting removes the game from the list', async () => {
    const fake = fakeClient([game(1, '2026-11-20T10:00:00.000Z'), game(2, '2026-11-21T10:00:00.000Z')]);
    const app = new AppState(fake.client);
    await app.start();
    expect(await app.remove(id(1))).toBe(true);
    expect(app.games.map((g) => g.id)).toEqual([id(2)]);
  });

  it('follows pushes: a changed game is replaced, a game deleted elsewhere closes', async () => {
    const fake = fakeClient([game(1, '2026-11-20T10:00:00.000Z')]);
    const app = new AppState(fake.client);
    await app.start();
    await app.open(id(1));
    fake.calls.length = 0;
    fake.push({ type: 'gameChanged', game: game(1, '2026-11-22T10:00:00.000Z', 5) });
    expect(app.openGame?.round).toBe(5);
    // Behind the board the list is not reloaded on every push (a countdown pushes each second).
    await settle();
    expect(fake.calls).toEqual([]);
    fake.push({ type: 'gameDeleted', id: id(1) });
    expect(app.screen).toEqual({ name: 'start' });
    expect(app.games).toEqual([]);
    await settle();
    app.stop();
    expect(fake.listenerCount()).toBe(0);
  });

  it('resync catches up on the list and the open game', async () => {
    const fake = fakeClient([game(1, '2026-11-20T10:00:00.000Z')]);
    const app = new AppState(fake.client);
    await app.start();
    await app.open(id(1));
    fake.calls.length = 0;
    await app.resync();
    expect(fake.calls).toEqual(['listGames:in-progress', `getGame:${id(1)}`]);
  });

  it('starting on a #/game/<id> link opens that game at once', async () => {
    const fake = fakeClient([game(1, '2026-11-20T10:00:00.000Z')]);
    const app = new AppState(fake.client);
    await app.start(id(1));
    expect(app.screen).toEqual({ name: 'game', id: id(1) });
    expect(app.openGame?.id).toBe(id(1));
    expect([...fake.calls].sort()).toEqual([`getGame:${id(1)}`, 'listGames:in-progress']);
  });

  it('a window opened on a game link shows that table from its first frame, never the start screen', async () => {
    const fake = fakeClient([game(1, '2026-11-20T10:00:00.000Z')]);
    const app = new AppState(fake.client, id(1));
    expect(app.screen).toEqual({ name: 'game', id: id(1) });
    expect(app.openGame).toBeNull();
    await app.start();
    expect(app.openGame?.id).toBe(id(1));
  });

  it('a page the web host drew a game into opens with that game whole, before the host is asked', async () => {
    const drawn = game(1, '2026-11-20T10:00:00.000Z');
    const fake = fakeClient([drawn]);
    const app = new AppState(fake.client, id(1), drawn);
    expect(app.screen).toEqual({ name: 'game', id: id(1) });
    expect(app.openGame).toBe(drawn);
    expect(fake.calls).toEqual([]);
    // Starting still fetches the game, so a move made since the page was drawn is not missed.
    await app.start();
    expect(fake.calls).toContain(`getGame:${id(1)}`);
  });

  it('a drawn game that is not the linked one is not shown', () => {
    const fake = fakeClient([game(1, '2026-11-20T10:00:00.000Z'), game(2, '2026-11-20T10:00:00.000Z')]);
    const app = new AppState(fake.client, id(2), game(1, '2026-11-20T10:00:00.000Z'));
    expect(app.openGame).toBeNull();
  });

  it('a game link to a game that is gone falls back to the start screen with the error', async () => {
    const fake = fakeClient([game(1, '2026-11-20T10:00:00.000Z')]);
    const app = new AppState(fake.client, 'missing-game');
    expect(app.screen).toEqual({ name: 'game', id: 'missing-game' });
    await app.start();
    expect(app.screen).toEqual({ name: 'start' });
    expect(app.error).not.toBeNull();
  });
});
