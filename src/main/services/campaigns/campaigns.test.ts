import { afterEach, describe, expect, it } from 'vitest';
import type { GameDetail } from '@shared/games';
import type { Campaign } from '@shared/campaigns';
import type { Profile } from '@shared/profiles';
import type { GameResult, Stats } from '@shared/history';
import type { ApiHost } from '../api-host';
import { tempDirs } from '../../store/test-support';
import { crewColours } from './campaigns-service';
import { playOut, realHost, seedThat } from '../saves/saves.test-support';

const dirs = tempDirs('campaigns');
const hosts: ApiHost[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

// The game a crew of Ann alone plays for the first mission: solitaire, her green and the first free colour.
const FIRST_MISSION = {
  seats: [
    { name: 'Ann', colour: 'green' as const },
    { name: 'Ann', colour: 'red' as const },
  ],
  solitaire: true,
  level: 'training' as const,
  meterSide: 'standard' as const,
  timerSeconds: null,
};

describe('crew colours', () => {
  it('gives each person their colour unless taken, then the first free one; a crew of one gets two', () => {
    expect(crewColours([{ colour: 'green' }])).toEqual(['green', 'red']);
    expect(crewColours([{ colour: 'blue' }, { colour: 'blue' }, { colour: 'red' }])).toEqual(['blue', 'red', 'green']);
  });
});

describe('a campaign', () => {
  it('retries a lost mission, climbs after a win, and resumes the mission game in progress', async () => {
    const lost = seedThat('lost', FIRST_MISSION);
    const won = seedThat('won', FIRST_MISSION);
    const dataDir = dirs.make();
    const { host, call, clock } = realHost(dataDir, [lost, won, 5]);
    hosts.push(host);
    const ann = await call<Profile>('saveProfile', { name: 'Ann', colour: 'green' });
    const created = await call<Campaign>('createCampaign', { name: 'Night shift', crew: [ann.id], timerSeconds: null });
    expect(created).toMatchObject({ step: 0, missions: 6, status: 'active', currentGameId: null, wins: 0, losses: 0 });
    expect(created.mission).toEqual({ id: 'flatline-training-standard', kind: 'flatline', level: 'training', meterSide: 'standard' });

    // First attempt: lost. The mission stays the same.
    const first = await call<GameDetail>('continueCampaign', { id: created.id });
    expect(first.setup).toEqual(FIRST_MISSION);
    expect(first.title).toBe('Night shift · 1/6');
    expect((await call<GameDetail>('continueCampaign', { id: created.id })).id).toBe(first.id);
    // Dealt from the seed given (shown once the game is over).
    const firstEnd = await playOut(call, clock, first.id);
    expect([firstEnd.status, firstEnd.seed]).toEqual(['lost', lost]);
    let campaign = (await call<Campaign[]>('listCampaigns'))[0]!;
    expect(campaign).toMatchObject({ step: 0, currentGameId: null, wins: 0, losses: 1, status: 'active' });

    // Second attempt at the same mission: won. The campaign climbs to Standard.
    const second = await call<GameDetail>('continueCampaign', { id: created.id });
    expect(second.id).not.toBe(first.id);
    expect(second.setup.level).toBe('training');
    expect((await playOut(call, clock, second.id)).status).toBe('won');
    campaign = (await call<Campaign[]>('listCampaigns'))[0]!;
    expect(campaign).toMatchObject({ step: 1, currentGameId: null, wins: 1, losses: 1, status: 'active' });
    expect(campaign.mission?.id).toBe('flatline-standard-standard');

    // The next mission's game, resumed after a restart.
    const third = await call<GameDetail>('continueCampaign', { id: created.id });
    expect(third.setup.level).toBe('standard');
    expect(third.title).toBe('Night shift · 2/6');
    host.close();
    const again = realHost(dataDir, [], 50);
    hosts.push(again.host);
    expect((await again.call<GameDetail>('continueCampaign', { id: created.id })).id).toBe(third.id);

    // History and statistics know the campaign's games.
    const history = await again.call<{ total: number; entries: GameResult[] }>('listHistory', { campaignId: created.id });
    expect(history.total).toBe(2);
    expect(history.entries.map((e) => [e.gameId, e.outcome, e.missionId])).toEqual([
      [second.id, 'won', 'flatline-training-standard'],
      [first.id, 'lost', 'flatline-training-standard'],
    ]);
    expect(history.entries[0]!.players).toEqual([{ seat: 0, name: 'Ann', colour: 'green', profileId: ann.id }]);
    const stats = await again.call<Stats>('getStats', { profileId: ann.id });
    expect(stats).toMatchObject({ games: 2, wins: 1, winRate: 0.5, currentStreak: 1, bestStreak: 1 });
  });

  it('refuses an unknown crew member clearly and creates nothing', async () => {
    const { host, call } = realHost(dirs.make());
    hosts.push(host);
    const refused = await host.dispatch('createCampaign', { name: 'Ghosts', crew: [`p-00000000-0000-4000-8000-000000000009`] });
    expect(refused.ok ? null : refused.error.code).toBe('profile-not-found');
    expect(await call<Campaign[]>('listCampaigns')).toEqual([]);
  });
});
