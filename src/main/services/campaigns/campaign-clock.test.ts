import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { AppInfo } from '@shared/api';
import type { Campaign } from '@shared/campaigns';
import type { GameDetail, GameDetailOf } from '@shared/games';
import type { Profile } from '@shared/profiles';
import { FUSE_COUNTDOWN_LADDER } from '@shared/fuse-countdown/campaign';
import { fuseCountdownSetupSchema, type FuseCountdownSetupInput } from '@shared/fuse-countdown/setup';
import { FITTED_CLOCK_MINUTES } from '@shared/fuse-countdown/fitted-clock';
import { playBotGame } from '../../engine/fuse-countdown/bot/play';
import { GAME_MODULES } from '../../engine/registry';
import { migrate } from '../../store/migrate';
import { LATEST_SCHEMA_VERSION, migrations } from '../../store/migrations';
import { DATABASE_FILE } from '../../store/store';
import { tempDirs } from '../../store/test-support';
import type { ApiHost } from '../api-host';
import { gameId } from '../host.test-support';
import { dumpAll, realHost } from '../saves/saves.test-support';

const dirs = tempDirs('campaign-clock');
const hosts: ApiHost[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

type Countdown = GameDetailOf<'fuse-countdown'>;

const CREW = [
  { name: 'Ann', colour: 'green' as const },
  { name: 'Bo', colour: 'blue' as const },
  { name: 'Cy', colour: 'red' as const },
];

/** The first seed from 1 whose untimed game the reference bot wins, and the bot's actions (ticks left out). */
function wonBotGame(setup: FuseCountdownSetupInput) {
  const parsed = fuseCountdownSetupSchema.parse({ ...setup, clockMinutes: null });
  for (let seed = 1; seed < 300; seed++) {
    const played = playBotGame(parsed, seed);
    if (played.state.outcome?.status === 'won') return { seed, actions: played.actions.filter((a) => a.type !== 'tick') };
  }
  throw new Error('no seed under 300 is won by the bot');
}

async function crewOf(call: <T>(method: string, payload?: unknown) => Promise<T>, people: readonly { name: string; colour: string }[]) {
  const ids: string[] = [];
  for (const person of people) ids.push((await call<Profile>('saveProfile', person)).id);
  return ids;
}

describe('a campaign on the clock fitted to the table', () => {
  it('plays each FUSE: Countdown mission on the fitted clock of its level and the crew’s size', async () => {
    const won = wonBotGame({ seats: CREW, level: 'training' });
    const { host, call } = realHost(dirs.make(), [won.seed]);
    hosts.push(host);
    const crew = await crewOf(call, CREW);
    const created = await call<Campaign>('createCampaign', { kind: 'fuse-countdown', name: 'Fitted', crew, fittedClock: true });
    expect(created).toMatchObject({ kind: 'fuse-countdown', fittedClock: true, timerSeconds: null, step: 0 });

    // Training for three players: 9 minutes (FITTED_CLOCK_MINUTES[3].training), marked fitted.
    const first = await call<Countdown>('continueCampaign', { id: created.id });
    expect(first.setup).toMatchObject({ level: 'training', clockMinutes: 9, clockFitted: true });
    expect(first.clock.limitMs).toBe(9 * 60_000);
    let last: GameDetail = first;
    for (const action of won.actions) last = await call<GameDetail>('act', { kind: 'fuse-countdown', id: first.id, action });
    expect(last.status).toBe('won');

    // Standard for three players: 9:30.
    const second = await call<Countdown>('continueCampaign', { id: created.id });
    expect(second.setup).toMatchObject({ level: 'standard', clockMinutes: 9.5, clockFitted: true });
    expect((await call<Campaign[]>('listCampaigns'))[0]).toMatchObject({ step: 1, fittedClock: true, timerSeconds: null });
  });

  it('fits a crew of one to the solitaire clock', async () => {
    const { host, call } = realHost(dirs.make());
    hosts.push(host);
    const crew = await crewOf(call, CREW.slice(0, 1));
    const created = await call<Campaign>('createCampaign', { kind: 'fuse-countdown', name: 'Alone', crew, fittedClock: true });
    const game = await call<Countdown>('continueCampaign', { id: created.id });
    expect(game.setup).toMatchObject({ seats: [CREW[0]], level: 'training', clockMinutes: 8, clockFitted: true });
  });

  it('keeps the printed clock for a campaign that chose it: 10:00, not fitted', async () => {
    const { host, call } = realHost(dirs.make());
    hosts.push(host);
    const crew = await crewOf(call, CREW);
    const created = await call<Campaign>('createCampaign', { kind: 'fuse-countdown', name: 'Printed', crew, timerSeconds: 600 });
    expect(created).toMatchObject({ fittedClock: false, timerSeconds: 600 });
    const game = await call<Countdown>('continueCampaign', { id: created.id });
    expect(game.setup).toMatchObject({ level: 'training', clockMinutes: 10, clockFitted: false });
  });

  it('refuses a FLATLINE campaign asking for a fitted clock, storing nothing', async () => {
    const dataDir = dirs.make();
    const { host, call } = realHost(dataDir);
    hosts.push(host);
    const crew = await crewOf(call, CREW.slice(0, 2));
    const before = dumpAll(dataDir);
    const refused = await host.dispatch('createCampaign', { kind: 'flatline', name: 'Night shift', crew, fittedClock: true });
    expect(refused).toEqual({
      ok: false,
      error: { code: 'no-fitted-clock', message: 'flatline has no clock fitted to the table: choose one of its clock settings.', params: { kind: 'flatline' } },
    });
    expect(dumpAll(dataDir)).toEqual(before);
    expect(await call<Campaign[]>('listCampaigns')).toEqual([]);
  });

  it('refuses a fitted clock with a clock setting beside it, and a fitted flag that is not true or false', async () => {
    const dataDir = dirs.make();
    const { host, call } = realHost(dataDir);
    hosts.push(host);
    const crew = await crewOf(call, CREW.slice(0, 2));
    const before = dumpAll(dataDir);
    const both = await host.dispatch('createCampaign', { kind: 'fuse-countdown', name: 'Both', crew, fittedClock: true, timerSeconds: 600 });
    expect(both).toEqual({
      ok: false,
      error: {
        code: 'invalid-payload',
        field: 'timerSeconds',
        message: 'Invalid payload: timerSeconds: a fitted clock is set by the game for each mission: leave timerSeconds out',
      },
    });
    const untimedToo = await host.dispatch('createCampaign', { kind: 'fuse-countdown', name: 'Both', crew, fittedClock: true, timerSeconds: null });
    expect(untimedToo).toMatchObject({ ok: false, error: { code: 'invalid-payload', field: 'timerSeconds' } });
    const word = await host.dispatch('createCampaign', { kind: 'fuse-countdown', name: 'Word', crew, fittedClock: 'yes' });
    expect(word).toMatchObject({ ok: false, error: { code: 'invalid-payload', field: 'fittedClock' } });
    expect(dumpAll(dataDir)).toEqual(before);
  });

  it('refuses a fitted FUSE: Countdown campaign for a crew of five, as it refuses any clock for them', async () => {
    const dataDir = dirs.make();
    const { host, call } = realHost(dataDir);
    hosts.push(host);
    const crew = await crewOf(call, ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, colour: 'red' })));
    const refused = await host.dispatch('createCampaign', { kind: 'fuse-countdown', name: 'Five', crew, fittedClock: true });
    expect(refused).toMatchObject({ ok: false, error: { code: 'campaign-not-playable', params: { kind: 'fuse-countdown', crew: 5 } } });
    expect(await call<Campaign[]>('listCampaigns')).toEqual([]);
  });
});

describe('which games offer a fitted clock', () => {
  it('FUSE: Countdown does, mission by mission for every crew size; FLATLINE does not', () => {
    expect([GAME_MODULES.flatline.clock?.fitted, GAME_MODULES['fuse-countdown'].clock?.fitted]).toEqual([false, true]);
    const module = GAME_MODULES['fuse-countdown'];
    for (let people = 1; people <= 4; people++) {
      const seats = people === 1 ? CREW.slice(0, 2) : [...CREW, { name: 'Di', colour: 'yellow' as const }].slice(0, people);
      const clocks = FUSE_COUNTDOWN_LADDER.map((mission) => module.campaign!.setup(mission, seats, people === 1, { fitted: true }).clockMinutes);
      expect(clocks, `${people} players`).toEqual(FUSE_COUNTDOWN_LADDER.map((mission) => FITTED_CLOCK_MINUTES[people]![mission.level]));
    }
  });
});

describe('a FUSE: Countdown campaign made before fitted clocks', () => {
  it('keeps playing the printed 10:00 after the upgrade', async () => {
    // A database as the schema-4 release left it: one profile and a campaign on 600 seconds.
    const dataDir = dirs.make();
    mkdirSync(dataDir, { recursive: true });
    const db = new Database(join(dataDir, DATABASE_FILE));
    migrate(db, { file: 'games.db', now: () => '2026-10-01T18:00:00.000Z', migrations: migrations.slice(0, 4) });
    db.prepare("INSERT INTO profiles (id, name, colour, created_at) VALUES (?, 'Ann', 'green', '2026-10-01T18:00:00.000Z')").run(`p-${gameId(90)}`);
    db.prepare(
      `INSERT INTO campaigns (id, kind, name, ladder, timer_seconds, step, current_game_id, created_at, updated_at)
       VALUES (?, 'fuse-countdown', 'Old squad', ?, 600, 1, NULL, '2026-10-01T18:00:00.000Z', '2026-10-01T18:00:00.000Z')`,
    ).run(`c-${gameId(91)}`, JSON.stringify(FUSE_COUNTDOWN_LADDER.map((m) => m.id)));
    db.prepare('INSERT INTO campaign_crew (campaign_id, seat, profile_id) VALUES (?, 0, ?)').run(`c-${gameId(91)}`, `p-${gameId(90)}`);
    db.close();

    const { host, call } = realHost(dataDir);
    hosts.push(host);
    expect((await call<AppInfo>('appInfo')).schemaVersion).toBe(LATEST_SCHEMA_VERSION);
    const [campaign] = await call<Campaign[]>('listCampaigns');
    expect(campaign).toMatchObject({ id: `c-${gameId(91)}`, name: 'Old squad', timerSeconds: 600, fittedClock: false, step: 1 });
    const game = await call<Countdown>('continueCampaign', { id: campaign!.id });
    expect(game.setup).toMatchObject({ seats: [{ name: 'Ann', colour: 'green' }], level: 'standard', clockMinutes: 10, clockFitted: false });
    expect(game.clock.limitMs).toBe(600_000);
  });
});
