// The New campaign form's logic against each game's real registry entry (loaded through Vite with the
// Svelte plugin, as the registry brings the games' components). The form as the players use it is
// tested in screens/CampaignsScreen.dom.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiInputSchemas } from '@shared/api';
import type { GameKind } from '@shared/games';
import { svelteInNode, type SvelteInNode } from '../../svelte-in-node.test-support';
import type * as FormModule from './campaign-form';
import type * as RegistryModule from '../../games/registry';
import type * as I18nModule from '../i18n/i18n.svelte';

let kit: SvelteInNode;
let form: typeof FormModule;
let game: (kind: GameKind) => FormModule.CampaignFormGame;
let t: (typeof I18nModule)['t'];
let i18n: typeof I18nModule;

beforeAll(async () => {
  kit = await svelteInNode(__dirname, 'campaign-form');
  form = await kit.load<typeof FormModule>('./campaign-form.ts');
  const { tableGame } = await kit.load<typeof RegistryModule>('../../games/registry.ts');
  game = (kind) => {
    const entry = tableGame(kind);
    if (!form.offersCampaign(entry)) throw new Error(`${kind} offers no campaign`);
    return entry;
  };
  i18n = await kit.load<typeof I18nModule>('../i18n/i18n.svelte.ts');
  i18n.locale.current = 'en';
  t = i18n.t;
}, 60_000);
afterAll(async () => {
  await kit?.close();
});

const CREW = [1, 2, 3, 4, 5, 6].map((n) => `p-00000000-0000-4000-8000-00000000000${n}`);
const draft = (kind: GameKind, change: Partial<FormModule.CampaignDraft> = {}): FormModule.CampaignDraft => ({
  ...form.defaultDraft(game(kind)),
  name: ' Bomb squad ',
  crew: CREW.slice(0, 3),
  ...change,
});

describe('the New campaign form for FUSE: Countdown', () => {
  it('offers the fitted clock first, as the default, then the printed 10:00, 15, 20 and untimed', () => {
    const fuse = game('fuse-countdown');
    expect(form.clockChoices(fuse)).toEqual(['fitted', '600', '900', '1200', 'untimed']);
    expect(form.defaultDraft(fuse)).toEqual({ kind: 'fuse-countdown', name: '', crew: [], clock: 'fitted' });
    expect(form.clockChoices(fuse).map((c) => form.clockChoiceText(fuse, c, t))[0]).toBe('Fitted to the table');
    expect(fuse.campaign.fittedClockHint?.(t)).toBe(
      "Fitted to the table: the clock grows with the level and the crew's size, fitted for play at one screen; the printed clock is 10:00.",
    );
    expect([fuse.campaign.clockLabel(t), t('campaigns.crew', fuse.players)]).toEqual(['Clock', 'Crew (1 to 4 players)']);
  });

  it('asks for the fitted clock, or sends the chosen setting', () => {
    const fuse = game('fuse-countdown');
    const fitted = form.draftToInput(draft('fuse-countdown'), fuse);
    expect(fitted).toEqual({ ok: true, input: { kind: 'fuse-countdown', name: 'Bomb squad', crew: CREW.slice(0, 3), fittedClock: true } });
    expect(form.draftToInput(draft('fuse-countdown', { clock: '600' }), fuse)).toEqual({
      ok: true,
      input: { kind: 'fuse-countdown', name: 'Bomb squad', crew: CREW.slice(0, 3), timerSeconds: 600 },
    });
    expect(form.draftToInput(draft('fuse-countdown', { clock: 'untimed' }), fuse)).toMatchObject({ ok: true, input: { timerSeconds: null } });
    if (fitted.ok) expect(apiInputSchemas.createCampaign.parse(fitted.input)).toMatchObject({ fittedClock: true, timerSeconds: null });
  });

  it('counts the crew against the game: four at most', () => {
    const fuse = game('fuse-countdown');
    expect(form.draftToInput(draft('fuse-countdown', { crew: CREW.slice(0, 4) }), fuse).ok).toBe(true);
    expect(form.draftToInput(draft('fuse-countdown', { crew: CREW.slice(0, 5) }), fuse)).toEqual({
      ok: false,
      problems: [{ field: 'crew', key: 'campaigns.crewNeeded', params: { min: 1, max: 4 } }],
    });
    expect(t('campaigns.crewNeeded', { min: 1, max: 4 })).toBe('Pick 1 to 4 players for the crew.');
  });

  it('names the fitted clock on a campaign’s card, and a printed one by the game’s words', () => {
    const fuse = game('fuse-countdown');
    expect(form.campaignClockText(fuse, { fittedClock: true, timerSeconds: null }, t)).toBe('Fitted to the table');
    expect(form.campaignClockText(fuse, { fittedClock: false, timerSeconds: 600 }, t)).toBe(fuse.campaign.timerText(600, t));
    expect(form.campaignClockText(fuse, { fittedClock: false, timerSeconds: null }, t)).toBe('Untimed');
  });
});

describe('the New campaign form for FLATLINE', () => {
  it('keeps its countdowns, with no fitted clock, and seats five', () => {
    const flatline = game('flatline');
    expect(form.clockChoices(flatline)).toEqual(['60', '90', '120', 'untimed']);
    expect(form.defaultDraft(flatline).clock).toBe('60');
    expect(flatline.campaign.fittedClockHint).toBeUndefined();
    expect([flatline.campaign.clockLabel(t), t('campaigns.crew', flatline.players)]).toEqual(['Countdown', 'Crew (1 to 5 players)']);
    const five = form.draftToInput(draft('flatline', { clock: '90', crew: CREW.slice(0, 5) }), flatline);
    expect(five).toEqual({ ok: true, input: { kind: 'flatline', name: 'Bomb squad', crew: CREW.slice(0, 5), timerSeconds: 90 } });
    if (five.ok) expect(apiInputSchemas.createCampaign.parse(five.input)).toMatchObject({ fittedClock: false, timerSeconds: 90 });
  });

  it('refuses a fitted clock, a sixth player and a blank name, each by its field', () => {
    const flatline = game('flatline');
    expect(form.draftToInput(draft('flatline', { name: '  ', crew: CREW, clock: 'fitted' }), flatline)).toEqual({
      ok: false,
      problems: [
        { field: 'name', key: 'campaigns.nameNeeded' },
        { field: 'crew', key: 'campaigns.crewNeeded', params: { min: 1, max: 5 } },
        { field: 'clock', key: 'campaigns.clockNeeded' },
      ],
    });
    expect(form.draftToInput(draft('flatline', { crew: [] }), flatline)).toMatchObject({ ok: false, problems: [{ field: 'crew' }] });
  });
});

describe('choosing another game', () => {
  it('takes that game’s default clock and keeps the name and crew', () => {
    const fromFlatline = draft('flatline', { clock: '90' });
    expect(form.withGame(fromFlatline, game('fuse-countdown'))).toEqual({ ...fromFlatline, kind: 'fuse-countdown', clock: 'fitted' });
    expect(form.withGame(draft('fuse-countdown'), game('flatline')).clock).toBe('60');
    // A draft still on another game's clock is not sent.
    expect(form.draftToInput({ ...fromFlatline, kind: 'fuse-countdown' }, game('fuse-countdown'))).toMatchObject({ ok: false, problems: [{ field: 'clock' }] });
  });

  it('says each game’s missions in its own words', () => {
    expect(game('flatline').campaign.ladder(t)).toBe(
      "FLATLINE's missions: Training, Standard and Expert on the standard side of the power meter, then again on the expert side.",
    );
    expect(game('fuse-countdown').campaign.ladder(t)).toBe(
      "FUSE: Countdown's missions: Training and Standard, then Expert, Elite and Heroic with ever more fuse cards.",
    );
  });
});
