import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gameIdSchema } from '@shared/games';
import type { ApiMethod, ApiParsedInput } from '@shared/api';
import type { Result } from '@shared/errors';
import { payloadError, validateInput } from '@shared/validate';
import { seedSchema } from '@shared/seed';
import type { GuestSeat } from '@shared/guest-api';
import { coinFlipModule } from '../engine/core/coin-flip.test-support';
import type { AnyGameModule } from '../engine/core/game-module';
import { GAME_MODULES, type GameModules } from '../engine/registry';
import { tempDirs } from '../store/test-support';
import { CODE, guestTable, TWO_SEATS, valueOf, type GuestTable } from './guests.test-support';

// No view receives the deal, or the generator the hidden cards and dice come from, while a game is
// played: not the main screen, not a device, in no reply, push or refusal (architecture.md, "One
// authority for who may act"). Every game is dealt from this 128-bit deal here, so a leak is found
// by its text as well as by its key.

const DEAL = '9f3a1c77e2b04d58a61f0c3e7d295b84';
const MODULES = { ...GAME_MODULES, 'coin-flip': coinFlipModule } as unknown as GameModules;

const dirs = tempDirs('deal-secrecy');
const tables: GuestTable[] = [];
afterEach(async () => {
  for (const table of tables.splice(0)) await table.close();
  dirs.cleanUp();
});

/** The contract's checks, with the test-only coin flip added as a third game adds its own. */
const coinFlipPayloads: Partial<Record<ApiMethod, z.ZodType>> = {
  createGame: z.object({ kind: z.literal('coin-flip'), setup: coinFlipModule.setupSchema, seed: seedSchema.optional() }).strict(),
  act: z.object({ kind: z.literal('coin-flip'), id: gameIdSchema, action: coinFlipModule.actionSchema }).strict(),
};
function validate<M extends ApiMethod>(method: M, payload: unknown): Result<ApiParsedInput<M>> {
  const own = coinFlipPayloads[method];
  if (!own || (payload as { kind?: unknown } | null)?.kind !== 'coin-flip') return validateInput(method, payload);
  const parsed = own.safeParse(payload);
  return parsed.success ? { ok: true, value: parsed.data as ApiParsedInput<M> } : { ok: false, error: payloadError(parsed.error) };
}

/** What may not reach a view while the game is played: the keys and the deal itself. */
const secretsIn = (value: unknown): string[] => {
  const text = JSON.stringify(value);
  return ['"seed"', '"rng"', DEAL].filter((secret) => text.includes(secret));
};

/** A game over, or a reply or push carrying one: its deal may show then (the replay, "play this deal"). */
const over = (value: unknown): boolean => {
  const v = value as { status?: unknown; value?: { status?: unknown; game?: { status?: unknown } }; game?: { status?: unknown } } | null;
  const status = v?.status ?? v?.value?.status ?? v?.value?.game?.status ?? v?.game?.status;
  return status === 'won' || status === 'lost';
};

/** The table over a fresh folder, every game dealt from DEAL, with everything each view receives recorded. */
function recordedTable() {
  const table = guestTable(dirs.make(), { modules: MODULES, validate, newSeed: () => DEAL });
  tables.push(table);
  const seen: { what: string; value: unknown }[] = [];
  const host = async (method: string, payload: unknown) => {
    const result = await table.host.dispatch(method, payload);
    seen.push({ what: `host ${method}`, value: result });
    return result;
  };
  const guest = async (method: string, payload: unknown) => {
    const reply = await table.guest(method, payload);
    seen.push({ what: `guest ${method} (${reply.status})`, value: reply.body });
    return reply;
  };
  /** Everything received while the game was played that gives the deal away: none, for the test to pass. */
  const leaks = (sockets: { events: unknown[] }[]) =>
    [...seen, ...table.events.map((value) => ({ what: `push ${value.type}`, value })), ...sockets.flatMap((s) => s.events.map((value) => ({ what: 'device push', value })))]
      .filter(({ value }) => !over(value))
      .flatMap(({ what, value }) => secretsIn(value).map((secret) => `${what}: ${secret}`));
  return { table, host, guest, seen, leaks };
}

/**
 * Plays `steps` decisions of a game with its own seat bots: seat 0 from Ada's device, seat 1 and
 * the table's acts from the main screen. Between them, the refusals a device meets (another seat's
 * action, an illegal one) and hints from both, so that those are looked at too.
 */
async function playSome(t: ReturnType<typeof recordedTable>, kind: 'flatline' | 'fuse-countdown', id: string, token: string, steps: number) {
  const module = MODULES[kind] as AnyGameModule;
  const bot = module.bots!.seat;
  let played = 0;
  for (let i = 0; i < steps; i++) {
    const game = (await t.host('getGame', { id })) as Result<{ status: string; state: unknown }>;
    if (!game.ok || game.value.status !== 'in-progress') break;
    const view = game.value.state;
    const mine = bot.next(view, 0, false) !== null ? bot.act(view, 0, false, i) : null;
    const theirs = bot.next(view, 1, true) !== null ? bot.act(view, 1, true, i) : null;
    if (mine) {
      await t.guest('act', { token, id, kind, action: mine });
      // The same action from the main screen: Ada's seat is played from her device.
      await t.host('act', { id, kind, action: mine });
    }
    if (theirs) {
      await t.host('act', { id, kind, action: theirs });
      // Another seat's action from Ada's device: refused.
      await t.guest('act', { token, id, kind, action: theirs });
    }
    if (!mine && !theirs) break;
    played++;
    if (i % 5 === 0) {
      await t.guest('askHint', { token, id });
      await t.host('askHint', { id });
      await t.guest('getGame', { token, id });
      await t.guest('mySeat', { token });
    }
  }
  return played;
}

/** A game of `kind` invited, with Ada's device at seat 0 and its event socket open. */
async function invited(t: ReturnType<typeof recordedTable>, create: unknown) {
  const created = (await t.host('createGame', create)) as Result<{ id: string }>;
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const id = created.value.id;
  await t.table.invite(id);
  await t.guest('lobby', { code: CODE });
  const ada = valueOf<GuestSeat & { token: string }>(await t.guest('claimSeat', { code: CODE, seat: 0 }));
  const socket = await t.table.socket(ada.token);
  if (!('ws' in socket)) throw new Error(`socket refused: ${socket.status}`);
  return { id, token: ada.token, socket };
}

describe('the deal never reaches a view while the game is played', () => {
  it('FLATLINE: the main screen and a device, in replies, pushes, refusals and hints', async () => {
    const t = recordedTable();
    const { id, token, socket } = await invited(t, { kind: 'flatline', setup: { seats: TWO_SEATS, level: 'standard', timerSeconds: null } });
    expect(await playSome(t, 'flatline', id, token, 30)).toBeGreaterThanOrEqual(20);
    // Refusals of every sort were met, and hints were given, on both sides.
    const codes = new Set(t.seen.flatMap(({ value }) => ((value as Result<unknown>).ok ? [] : [(value as { error: { code: string } }).error.code])));
    expect([...codes]).toEqual(expect.arrayContaining(['seat-played-from-device', 'not-your-seat']));
    expect(t.seen.some(({ what, value }) => what === 'guest askHint (200)' && (value as Result<unknown>).ok)).toBe(true);
    expect(socket.events.length).toBeGreaterThan(10);
    expect(t.leaks([socket])).toEqual([]);
  });

  it('FUSE: Countdown: the main screen and a device, in replies, pushes, refusals and hints', async () => {
    const t = recordedTable();
    const { id, token, socket } = await invited(t, { kind: 'fuse-countdown', setup: { seats: TWO_SEATS, level: 'training', clockMinutes: null } });
    expect(await playSome(t, 'fuse-countdown', id, token, 24)).toBeGreaterThanOrEqual(12);
    expect(socket.events.length).toBeGreaterThan(10);
    expect(t.leaks([socket])).toEqual([]);
  });

  it('the test-only third game too; once a game is over its deal may show (its replay, "play this deal")', async () => {
    const t = recordedTable();
    const { id, token, socket } = await invited(t, { kind: 'coin-flip', setup: { seats: TWO_SEATS } });
    let game = (await t.host('getGame', { id })) as Result<{ status: string; state: { flips: number }; seed?: string }>;
    // The main screen flips for the seat the device does not play: the device moves out of the way.
    let device = 0;
    while (game.ok && game.value.status === 'in-progress') {
      const seat = game.value.state.flips % 2;
      if (seat === device) {
        await t.host('moveGuest', { id, from: device, to: 1 - device });
        device = 1 - device;
      }
      await t.guest('getGame', { token, id });
      game = (await t.host('act', { kind: 'coin-flip', id, action: { type: 'flip', seat } })) as typeof game;
    }
    expect(game.ok).toBe(true);
    expect(t.leaks([socket])).toEqual([]);
    // Over: the finished game names its deal, so the same deal can be played again.
    expect(game.ok && [game.value.status !== 'in-progress', game.value.seed]).toEqual([true, DEAL]);
    const listed = (await t.host('listGames', { status: 'finished' })) as Result<{ seed?: string }[]>;
    expect(listed.ok && listed.value.map((g) => g.seed)).toEqual([DEAL]);
    // Its file carries the deal, and an imported copy replays from it to the same end.
    const file = (await t.host('exportGame', { id })) as Result<{ text: string }>;
    expect(file.ok && (JSON.parse(file.value.text) as { game: { seed: unknown } }).game.seed).toBe(DEAL);
    const imported = (await t.host('importGame', { text: file.ok ? file.value.text : '' })) as Result<{ id: string; seed?: string; status: string }>;
    expect(imported.ok && [imported.value.seed, imported.value.status]).toEqual([DEAL, game.ok ? game.value.status : '']);
  });
});
