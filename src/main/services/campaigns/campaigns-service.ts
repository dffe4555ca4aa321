import type { ApiParsedInput } from '@shared/api';
import type { GameDetail } from '@shared/games';
import { CAMPAIGN_LADDERS, campaignClock, missionById, type Campaign, type CampaignBots, type Mission } from '@shared/campaigns';
import type { GameKind } from '@shared/games';
import { PLAYER_COLOURS, type PlayerColour } from '@shared/players';
import type { Profile } from '@shared/profiles';
import type { CampaignRecord, GameRecord, Store } from '../../store/store';
import { isoTime, type Clock } from '../clock';
import type { GameService } from '../game-service';
import type { AnyGameModule } from '../../engine/core/game-module';
import type { SavesService } from '../saves/saves-service';
import { ServiceError } from '../service-error';

/** A game's campaign block, or a clear refusal for a game that offers no campaign. */
function campaignOf(module: AnyGameModule): NonNullable<AnyGameModule['campaign']> {
  if (module.campaign) return module.campaign;
  throw new ServiceError({ code: 'no-campaign', message: `${module.kind} has no campaign.`, params: { kind: module.kind } });
}

export interface CampaignsServiceOptions {
  store: Store;
  games: GameService;
  saves: SavesService;
  clock: Clock;
  newId: () => string;
}

const campaignNotFound = (id: string) =>
  new ServiceError({ code: 'campaign-not-found', message: `There is no campaign with id ${id}.`, params: { id } });

/**
 * Die colours for a crew: each person gets their preferred colour unless someone before them took
 * it, then the first free one. A crew of one plays solitaire with a second colour.
 */
export function crewColours(crew: readonly Pick<Profile, 'colour'>[]): PlayerColour[] {
  const taken: PlayerColour[] = [];
  const free = () => PLAYER_COLOURS.find((c) => !taken.includes(c))!;
  for (const person of crew) taken.push(taken.includes(person.colour) ? free() : person.colour);
  if (crew.length === 1) taken.push(free());
  return taken;
}

/**
 * A crew at the table: one seat per person, a crew of one with a second colour (a game seats what it
 * needs); bot teammates sit after the people, each in the first colour left (docs/bots.md).
 */
function crewSeats(crew: readonly Pick<Profile, 'name' | 'colour'>[], bots?: CampaignBots) {
  const botNames = bots?.names ?? [];
  if (botNames.length === 0) {
    const colours = crewColours(crew);
    const solitaire = crew.length === 1;
    return { seats: colours.map((colour, seat) => ({ name: crew[solitaire ? 0 : seat]!.name, colour })), solitaire, botSeats: [] };
  }
  // The people's colours as for a crew of several, then the bots' from what is left.
  const colours = crewColours([...crew, ...crew]).slice(0, crew.length);
  for (const _bot of botNames) colours.push(PLAYER_COLOURS.find((c) => !colours.includes(c))!);
  const names = [...crew.map((person) => person.name), ...botNames];
  return {
    seats: names.map((name, seat) => ({ name, colour: colours[seat]! })),
    solitaire: false,
    botSeats: botNames.map((_, i) => crew.length + i),
  };
}

/** A crew's climb up the ladder of missions: one mission at a time, a loss means trying it again. */
export class CampaignsService {
  constructor(private readonly o: CampaignsServiceOptions) {}

  list(): Campaign[] {
    return this.o.store.campaigns.list().map((record) => this.toCampaign(record));
  }

  create(input: ApiParsedInput<'createCampaign'>): Campaign {
    const { store } = this.o;
    for (const id of input.crew) {
      if (!store.profiles.get(id)) {
        throw new ServiceError({ code: 'profile-not-found', message: `There is no profile with id ${id}.`, params: { id } });
      }
    }
    const module = this.o.games.module(input.kind);
    const campaign = campaignOf(module);
    if (input.fittedClock && !module.clock?.fitted) {
      throw new ServiceError({
        code: 'no-fitted-clock',
        message: `${input.kind} has no clock fitted to the table: choose one of its clock settings.`,
        params: { kind: input.kind },
      });
    }
    // The game must be able to seat this crew on this clock: every mission's setup is checked now, not
    // when the crew sits down (FUSE: Countdown seats at most four and runs 10, 15, 20 minutes or fitted).
    const clock = campaignClock(input);
    const { seats, solitaire } = crewSeats(input.crew.map((id) => store.profiles.get(id)!), input.bots);
    const playable = (mission: Mission): boolean => {
      try {
        return module.setupSchema.safeParse(campaign.setup(mission, seats, solitaire, clock)).success;
      } catch {
        return false;
      }
    };
    const ladder: readonly Mission[] = CAMPAIGN_LADDERS[input.kind];
    if (ladder.length === 0 || !ladder.every(playable)) {
      throw new ServiceError({
        code: 'campaign-not-playable',
        message: `A ${input.kind} campaign cannot be played by a crew of ${input.crew.length} with that clock.`,
        params: { kind: input.kind, crew: input.crew.length },
      });
    }
    const at = isoTime(this.o.clock);
    const record = {
      id: `c-${this.o.newId()}`,
      kind: input.kind,
      name: input.name,
      ladder: ladder.map((m) => m.id),
      timerSeconds: input.timerSeconds,
      fittedClock: input.fittedClock,
      step: 0,
      currentGameId: null,
      crew: input.crew,
      ...(input.bots ? { bots: input.bots } : {}),
      createdAt: at,
      updatedAt: at,
    };
    store.transaction(() => store.campaigns.insert(record));
    return this.get(record.id);
  }

  get(id: string): Campaign {
    const record = this.o.store.campaigns.get(id);
    if (!record) throw campaignNotFound(id);
    return this.toCampaign(record);
  }

  /** The current mission's game: the one in progress, or a new one for the mission. */
  continue(id: string): GameDetail {
    const { store } = this.o;
    const campaign = store.campaigns.get(id);
    if (!campaign) throw campaignNotFound(id);
    if (campaign.currentGameId) {
      const current = store.games.get(campaign.currentGameId);
      if (current && current.status === 'in-progress') return this.o.games.get(current.id);
    }
    const missionId = campaign.ladder[campaign.step];
    const mission = missionId === undefined ? undefined : missionById(missionId);
    if (!mission) {
      throw new ServiceError({ code: 'campaign-complete', message: `The campaign "${campaign.name}" is complete: every mission is won.`, params: { id } });
    }
    const { seats, solitaire, botSeats } = crewSeats(campaign.crew.map((profileId) => store.profiles.get(profileId)!), campaign.bots);
    const module = this.o.games.module(mission.kind);
    const setup = campaignOf(module).setup(mission, seats, solitaire, campaignClock(campaign));
    return store.transaction(() => {
      const game = this.o.saves.createGame({
        kind: module.kind,
        setup,
        title: `${campaign.name} · ${campaign.step + 1}/${campaign.ladder.length}`.slice(0, 60),
        profiles: solitaire ? [campaign.crew[0]!] : campaign.crew,
        ...(campaign.bots && botSeats.length > 0 ? { bots: { seats: botSeats, pace: campaign.bots.pace } } : {}),
      });
      store.campaigns.link(game.id, campaign.id, mission.id);
      store.campaigns.progress(campaign.id, campaign.step, game.id, isoTime(this.o.clock));
      return game;
    });
  }

  delete(id: string): { id: string } {
    if (!this.o.store.campaigns.delete(id)) throw campaignNotFound(id);
    return { id };
  }

  /** A campaign game ended (inside its last action's transaction): a win climbs, a loss retries. */
  gameFinished(record: GameRecord): void {
    const { store } = this.o;
    const link = store.campaigns.ofGame(record.id);
    if (!link) return;
    const campaign = store.campaigns.get(link.campaignId);
    if (!campaign || campaign.currentGameId !== record.id) return;
    const step = record.status === 'won' ? campaign.step + 1 : campaign.step;
    store.campaigns.progress(campaign.id, step, null, record.updatedAt);
  }

  private toCampaign(record: CampaignRecord): Campaign {
    const members = record.crew.map((profileId) => {
      const profile = this.o.store.profiles.get(profileId);
      return { profileId, name: profile?.name ?? '?', colour: profile?.colour ?? 'red' };
    });
    const missionId = record.ladder[record.step];
    const mission = missionId === undefined ? undefined : missionById(missionId);
    return {
      id: record.id,
      kind: record.kind as GameKind,
      name: record.name,
      crew: members,
      ...(record.bots ? { bots: record.bots } : {}),
      timerSeconds: record.timerSeconds,
      fittedClock: record.fittedClock,
      step: record.step,
      ...(mission ? { mission } : {}),
      missions: record.ladder.length,
      status: record.step >= record.ladder.length ? 'complete' : 'active',
      currentGameId: record.currentGameId,
      wins: record.wins,
      losses: record.losses,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    };
  }
}
