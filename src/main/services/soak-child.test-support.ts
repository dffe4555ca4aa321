// Run by soak-runner.test-support.ts in a child process that is killed at a random moment: plays
// games with the greedy bot, imports exported games and plays a campaign's missions, through the
// real application on a data folder that outlives every kill. Each acknowledged operation is
// printed as one line, once the API has answered it:
//   act <gameId> <actions logged>   import <gameId> <actions>   campaign <campaignId> <missions played>
import type { GameDetailOf } from '@shared/games';
import type { Campaign } from '@shared/campaigns';
import type { ExportedGame, GameFile } from '@shared/saves';
import type { GameSummary } from '@shared/games';
import type { Profile } from '@shared/profiles';
import { greedyAction } from '../engine/flatline/bot/greedy';
import { openApiHost } from './index';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

const SETUP = { seats: [{ name: 'Ada', colour: 'red' }, { name: 'Bea', colour: 'blue' }], level: 'training', timerSeconds: null };

async function main(dataDir: string, seed: number): Promise<void> {
  const host = openApiHost({ dataDir, transport: 'web', appVersion: 'soak', log: () => undefined });
  const call = async <T>(method: string, payload: unknown = {}): Promise<T> => {
    const result = await host.dispatch(method, payload);
    if (!result.ok) throw new Error(`${method}: ${result.error.code}: ${result.error.message}`);
    return result.value as T;
  };
  let x = seed >>> 0 || 1;
  const random = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 0x1_0000_0000;
  const ack = (line: string) => process.stdout.write(`${line}\n`);
  const logged = async (id: string) => (JSON.parse((await call<ExportedGame>('exportGame', { id })).text) as GameFile).actions.length;

  // Picks up where the killed process left off.
  const campaigns = await call<Campaign[]>('listCampaigns');
  let campaign: Campaign =
    campaigns[0] ??
    (await call<Campaign>('createCampaign', { name: 'Soak', crew: [(await call<Profile>('saveProfile', { name: 'Soak', colour: 'green' })).id], timerSeconds: null }));
  const openGames = (await call<GameSummary[]>('listGames', { status: 'in-progress' })).filter((g) => g.id !== campaign.currentGameId);
  let game = openGames[0] ? await call<GameDetail>('getGame', { id: openGames[0].id }) : null;
  let count = game ? await logged(game.id) : 0;
  let missionGame = campaign.currentGameId ? await call<GameDetail>('getGame', { id: campaign.currentGameId }) : null;
  let missionCount = missionGame ? await logged(missionGame.id) : 0;

  /** One action on a game, continuing it first if it came back paused. */
  const play = async (current: GameDetail): Promise<GameDetail> => {
    if (current.paused) current = await call<GameDetail>('resumeGame', { id: current.id });
    return call<GameDetail>('act', { kind: 'flatline', id: current.id, action: greedyAction(current.state) });
  };

  for (;;) {
    const roll = random();
    if (roll < 0.08 && game) {
      const { text } = await call<ExportedGame>('exportGame', { id: game.id });
      const imported = await call<GameSummary>('importGame', { text });
      ack(`import ${imported.id} ${(JSON.parse(text) as GameFile).actions.length}`);
    } else if (roll < 0.7) {
      if (campaign.status === 'complete') continue;
      missionGame ??= await call<GameDetail>('continueCampaign', { id: campaign.id });
      if (missionGame.status === 'in-progress') {
        missionGame = await play(missionGame);
        missionCount++;
        ack(`act ${missionGame.id} ${missionCount}`);
      }
      if (missionGame.status !== 'in-progress') {
        const id = campaign.id;
        campaign = (await call<Campaign[]>('listCampaigns')).find((c) => c.id === id)!;
        ack(`campaign ${campaign.id} ${campaign.wins + campaign.losses}`);
        missionGame = null;
        missionCount = 0;
      }
    } else {
      if (!game || game.status !== 'in-progress') {
        game = await call<GameDetail>('createGame', { kind: 'flatline', setup: SETUP, seed: Math.floor(random() * 1000) });
        count = 0;
      }
      game = await play(game);
      count++;
      ack(`act ${game.id} ${count}`);
    }
  }
}

main(process.argv[2] ?? '', Number(process.argv[3] ?? 1)).catch((error: unknown) => {
  console.error(error);
  process.exit(3);
});
