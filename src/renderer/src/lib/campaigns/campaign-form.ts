import type { ApiInput } from '@shared/api';
import type { Campaign } from '@shared/campaigns';
import type { GameKind } from '@shared/games';
import type { TableCampaignBlock, TableGame } from '../table-game';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** What the campaigns form reads of a game's registry entry: a game that offers a campaign. */
export type CampaignFormGame = Pick<TableGame<GameKind>, 'kind' | 'players'> & { campaign: TableCampaignBlock<GameKind> };

/** Whether a game offers campaigns (its campaign block): only those are offered in the form. */
export const offersCampaign = <G extends Pick<TableGame<GameKind>, 'kind' | 'players' | 'campaign'>>(game: G): game is G & CampaignFormGame => game.campaign !== undefined;

/** The fitted clock's choice in the form (the others are seconds as text, or 'untimed'). */
export const FITTED = 'fitted';

/** What the New campaign form holds while the crew fills it in. */
export interface CampaignDraft {
  kind: GameKind;
  name: string;
  /** Profile ids, in the order they were ticked. */
  crew: string[];
  /** 'fitted', seconds as text ('600'), or 'untimed': the clock select's value. */
  clock: string;
}

const choiceOf = (seconds: number | null): string => (seconds === null ? 'untimed' : String(seconds));

/** The clocks a campaign of this game may choose, the default first: the fitted clock where the game offers one. */
export const clockChoices = (game: CampaignFormGame): string[] => [
  ...(game.campaign.fittedClockHint ? [FITTED] : []),
  ...game.campaign.timers.map(choiceOf),
];

/** A clock choice in words: "Fitted to the table", or the game's words for its setting. */
export const clockChoiceText = (game: CampaignFormGame, choice: string, t: Translate): string =>
  choice === FITTED ? t('campaigns.fittedClock') : game.campaign.timerText(choice === 'untimed' ? null : Number(choice), t);

/** A campaign's clock in words, for its card in the list. */
export const campaignClockText = (game: CampaignFormGame, campaign: Pick<Campaign, 'fittedClock' | 'timerSeconds'>, t: Translate): string =>
  clockChoiceText(game, campaign.fittedClock ? FITTED : choiceOf(campaign.timerSeconds), t);

export const defaultDraft = (game: CampaignFormGame): CampaignDraft => ({ kind: game.kind, name: '', crew: [], clock: clockChoices(game)[0]! });

/** Another game chosen: its default clock (each game has its own); the name and crew stay. */
export const withGame = (draft: CampaignDraft, game: CampaignFormGame): CampaignDraft => ({ ...draft, kind: game.kind, clock: clockChoices(game)[0]! });

export type DraftProblem = { field: 'name' | 'crew' | 'clock'; key: string; params?: Record<string, number> };

/** Turns the form into a createCampaign call for this game, or lists what is wrong (as translation keys). */
export function draftToInput(
  draft: CampaignDraft,
  game: CampaignFormGame,
): { ok: true; input: ApiInput<'createCampaign'> } | { ok: false; problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const name = draft.name.trim();
  if (name === '') problems.push({ field: 'name', key: 'campaigns.nameNeeded' });
  const { min, max } = game.players;
  if (draft.crew.length < min || draft.crew.length > max) problems.push({ field: 'crew', key: 'campaigns.crewNeeded', params: { min, max } });
  if (draft.kind !== game.kind || !clockChoices(game).includes(draft.clock)) problems.push({ field: 'clock', key: 'campaigns.clockNeeded' });
  if (problems.length > 0) return { ok: false, problems };
  const base = { kind: game.kind, name, crew: [...draft.crew] };
  if (draft.clock === FITTED) return { ok: true, input: { ...base, fittedClock: true } };
  return { ok: true, input: { ...base, timerSeconds: draft.clock === 'untimed' ? null : Number(draft.clock) } };
}
