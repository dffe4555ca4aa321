import { afterEach, describe, expect, it } from 'vitest';
import type { GameDetail } from '@shared/games';
import type { Campaign } from '@shared/campaigns';
import type { Profile } from '@shared/profiles';
import type { Stats } from '@shared/history';
import { fuseCountdownSetupSchema, type FuseCountdownSetupInput } from '@shared/fuse-countdown/setup';
import { playBotGame } from '../../engine/fuse-countdown/bot/play';
import type { ApiHost } from '../api-host';
import { tempDirs } from '../../store/test-support';
import { realHost } from '../saves/saves.test-support';

const dirs = tempDirs('fc-campaigns');
const hosts: ApiHost[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

/** The first seed from 1 whose untimed game the reference bot ends this way, and the bot's actions (ticks left out). */
function botGame(outcome: 'won' | 'lost', setup: FuseCountdownSetupInput) {
  const parsed = fuseCountdownSetupSchema.parse(setup);
  for (let seed = 1; seed < 300; seed++) {
    const played = playBotGame(parsed, seed);
    if (played.state.outcome?.status === outcome) return { seed, actions: played.actions.filter((a) => a.type !== 'tick') };
  }
  throw new Error(`no seed under 300 is ${outcome} by the bot`);
}

describe('a FUSE: Countdown campaign', () => {
  it('seats a crew of one alone, climbs from Training to Standard after a win, and keeps its own clock', async () => {
    const first = { seats: [{ name: 'Ann', colour: 'green' as const }], level: 'training' as const, clockMinutes: null };
    const won = botGame('won', first);
    const { host, call } = realHost(dirs.make(), [won.seed]);
    hosts.push(host);
    const ann = await call<Profile>('saveProfile', { name: 'Ann', colour: 'green' });
    const created = await call<Campaign>('createCampaign', { kind: 'fuse-countdown', name: 'Bomb squad', crew: [ann.id], timerSeconds: null });
    expect(created).toMatchObject({ kind: 'fuse-countdown', step: 0, missions: 8, timerSeconds: null });
    expect(created.mission).toEqual({ id: 'fuse-countdown-training', kind: 'fuse-countdown', level: 'training', fuses: null });

    const game = await call<GameDetail>('continueCampaign', { id: created.id });
    expect(game.kind).toBe('fuse-countdown');
    expect(game.setup).toMatchObject({ seats: first.seats, level: 'training', fuses: null, clockMinutes: null });
    let last = game;
    for (const action of won.actions) last = await call<GameDetail>('act', { kind: 'fuse-countdown', id: game.id, action });
    expect(last.status).toBe('won');

    const campaign = (await call<Campaign[]>('listCampaigns'))[0]!;
    expect(campaign).toMatchObject({ step: 1, wins: 1, losses: 0, currentGameId: null });
    expect(campaign.mission).toEqual({ id: 'fuse-countdown-standard', kind: 'fuse-countdown', level: 'standard', fuses: null });
    const stats = await call<Stats>('getStats', { campaignId: created.id });
    expect([stats.games, stats.wins, stats.bestScores.length]).toEqual([1, 1, 1]);
  });

  it('refuses a crew the game cannot seat or a clock it does not run, and runs on ten minutes', async () => {
    const { host, call } = realHost(dirs.make());
    hosts.push(host);
    const crew: string[] = [];
    for (const name of ['A', 'B', 'C', 'D', 'E']) crew.push((await call<Profile>('saveProfile', { name, colour: 'red' })).id);
    const refused = await host.dispatch('createCampaign', { kind: 'fuse-countdown', name: 'Five', crew, timerSeconds: 600 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'campaign-not-playable', params: { crew: 5 } } });
    const wrongClock = await host.dispatch('createCampaign', { kind: 'fuse-countdown', name: 'Minute', crew: crew.slice(0, 2), timerSeconds: 60 });
    expect(wrongClock).toMatchObject({ ok: false, error: { code: 'campaign-not-playable' } });
    const flatlineClock = await host.dispatch('createCampaign', { kind: 'flatline', name: 'Ten minutes', crew: crew.slice(0, 2), timerSeconds: 600 });
    expect(flatlineClock).toMatchObject({ ok: false, error: { code: 'campaign-not-playable' } });
    expect(await call<Campaign[]>('listCampaigns')).toEqual([]);

    const four = await call<Campaign>('createCampaign', { kind: 'fuse-countdown', name: 'Four', crew: crew.slice(0, 4), timerSeconds: 600 });
    const game = await call<GameDetail>('continueCampaign', { id: four.id });
    expect(game.setup).toMatchObject({ level: 'training', clockMinutes: 10 });
    expect((game.setup as { seats: unknown[] }).seats).toHaveLength(4);
  });
});
