import { afterEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_LADDERS } from '@shared/campaigns';
import { openStore, type GameRecord, type Store } from '../../store/store';
import { tempDirs } from '../../store/test-support';
import { CampaignsService } from './campaigns-service';
import { ManualClock } from '../clock';
import type { GameService } from '../game-service';
import type { SavesService } from '../saves/saves-service';
import { ServiceError } from '../service-error';

const dirs = tempDirs('ladder');
const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  dirs.cleanUp();
});

const AT = '2026-11-22T09:00:00.000Z';

function game(store: Store, id: string): GameRecord {
  const record: GameRecord = {
    id, kind: 'flatline', title: id, setup: { seats: [], solitaire: false, level: 'expert', meterSide: 'expert', timerSeconds: 60 },
    seed: 1, status: 'in-progress', round: 1, actionCount: 0, createdAt: AT, updatedAt: AT, finishedAt: null, paused: false,
  };
  store.games.insert(record);
  return record;
}

describe('the campaign ladder', () => {
  it('keeps several campaigns apart, and the last mission won completes a campaign', () => {
    const store = openStore({ dataDir: dirs.make(), now: () => AT });
    stores.push(store);
    // Only the ladder's bookkeeping runs here: no game is created or opened.
    const campaigns = new CampaignsService({ store, games: undefined as unknown as GameService, saves: undefined as unknown as SavesService, clock: new ManualClock(AT), newId: () => 'x' });
    store.profiles.insert({ id: 'p1', name: 'Ann', colour: 'red', createdAt: AT });
    const ladder = CAMPAIGN_LADDERS.flatline.map((m) => m.id);
    const last = ladder.length - 1;
    for (const [id, gameId, step] of [['c-a', 'g-a', last], ['c-b', 'g-b', 2]] as const) {
      game(store, gameId);
      store.campaigns.insert({ id, kind: 'flatline', name: id, ladder, timerSeconds: 60, step, currentGameId: gameId, crew: ['p1'], createdAt: AT, updatedAt: AT });
      store.campaigns.link(gameId, id, ladder[step]!);
    }

    // Campaign A wins its last mission; campaign B is untouched.
    campaigns.gameFinished({ ...store.games.get('g-a')!, status: 'won', updatedAt: '2026-11-22T10:00:00.000Z' });
    const [a, b] = ['c-a', 'c-b'].map((id) => campaigns.get(id));
    expect(a).toMatchObject({ step: ladder.length, status: 'complete', currentGameId: null, updatedAt: '2026-11-22T10:00:00.000Z' });
    expect(a!.mission).toBeUndefined();
    expect(b).toMatchObject({ step: 2, status: 'active', currentGameId: 'g-b' });
    expect(b!.mission?.id).toBe('flatline-expert-standard');
    expect(() => campaigns.continue('c-a')).toThrow(ServiceError);
    try {
      campaigns.continue('c-a');
    } catch (error) {
      expect((error as ServiceError).error.code).toBe('campaign-complete');
    }

    // Campaign B loses: same mission, no current game; a game that is not its current one changes nothing.
    campaigns.gameFinished({ ...store.games.get('g-b')!, status: 'lost' });
    expect(campaigns.get('c-b')).toMatchObject({ step: 2, currentGameId: null });
    game(store, 'g-old');
    store.campaigns.link('g-old', 'c-b', ladder[1]!);
    campaigns.gameFinished({ ...store.games.get('g-old')!, status: 'won' });
    expect(campaigns.get('c-b')).toMatchObject({ step: 2, currentGameId: null });
  });
});
