// The Campaigns screen as the players use it: the list with each campaign's mission, playing it,
// deleting one after a question, and the New campaign form (NewCampaignForm) for either game.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { Campaign } from '@shared/campaigns';
import { locale } from '../lib/i18n/i18n.svelte';
import CampaignsScreen from './CampaignsScreen.svelte';
import { ANN, BO, CY, DI, ED, NIGHT_CREW, NIGHT_SHIFT, campaignId, detailOf, fakeClient, refusal, type Answers } from './screens.test-support';

afterEach(() => {
  locale.current = 'en';
});

/** The screen over campaigns the fake API keeps (it makes and deletes them), with five profiles. */
function open(extra: Answers = {}, start: Campaign[] = [NIGHT_CREW]) {
  let campaigns = start;
  const opened: string[] = [];
  const { client, calls } = fakeClient({
    listCampaigns: () => campaigns,
    listProfiles: () => [ANN, BO, CY, DI, ED],
    createCampaign: (input) => {
      const made: Campaign = { ...NIGHT_CREW, id: campaignId(2), kind: input.kind ?? 'flatline', name: input.name, step: 0, wins: 0 };
      campaigns = [...campaigns, made];
      return made;
    },
    deleteCampaign: ({ id }) => {
      campaigns = campaigns.filter((c) => c.id !== id);
      return { id };
    },
    ...extra,
  });
  render(CampaignsScreen, { client, onOpen: (id: string) => opened.push(id) });
  return { calls, opened, user: userEvent.setup({ delay: null }) };
}

const LOADED = [
  ['listCampaigns', {}],
  ['listProfiles', {}],
];
const form = () => screen.getByRole('form', { name: 'New campaign' });
/** A crew member's box in the form, by the profile's name (the label also describes their badge). */
const member = (name: string) => within(form()).getByRole('checkbox', { name: new RegExp(`${name}$`) }) as HTMLInputElement;
const clock = () => within(form()).getByRole('combobox', { name: /^(Countdown|Clock)$/ }) as HTMLSelectElement;
const options = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);

describe('the campaigns list', () => {
  it('shows each campaign with its crew, its current mission and its record', async () => {
    const { calls } = open();
    const card = (await screen.findByRole('heading', { name: /^Night crew/ })).closest('li') as HTMLElement;
    expect(within(card).getByText('FLATLINE')).toBeTruthy();
    expect(within(card).getByText('Ann, Bo')).toBeTruthy();
    expect(within(card).getByText('Mission 2 of 6: Standard, Standard side (green)')).toBeTruthy();
    expect(within(card).getByText(/1 won, 0 lost · 60 seconds/)).toBeTruthy();
    const ladder = within(card).getByRole('list', { name: 'Missions' });
    expect(within(ladder).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      '✔ Training, Standard side (green) (won)',
      '▶ Standard, Standard side (green) (current mission)',
      '· Expert, Standard side (green)',
      '· Training, Expert side (red)',
      '· Standard, Expert side (red)',
      '· Expert, Expert side (red)',
    ]);
    expect(calls).toEqual(LOADED);
  });

  it('plays the current mission: the campaign’s game opens', async () => {
    const { user, calls, opened } = open({ continueCampaign: () => detailOf(NIGHT_SHIFT) });
    await user.click(await screen.findByRole('button', { name: 'Play the current mission of Night crew' }));
    expect(opened).toEqual([NIGHT_SHIFT.id]);
    expect(calls.slice(2, 3)).toEqual([['continueCampaign', { id: NIGHT_CREW.id }]]);
  });

  it('deletes a campaign only once asked: “Keep it” keeps it', async () => {
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete the campaign Night crew' }));
    const question = screen.getByRole('dialog', { name: 'Delete this campaign?' });
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('heading', { name: /^Night crew/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete the campaign Night crew' }));
    await user.click(screen.getByRole('button', { name: 'Delete campaign' }));
    expect((await screen.findByRole('status')).textContent).toContain('Campaign “Night crew” deleted.');
    expect(screen.getByText('No campaigns yet.')).toBeTruthy();
    expect(calls).toEqual([...LOADED, ['deleteCampaign', { id: NIGHT_CREW.id }], ...LOADED]);
  });
});

describe('the New campaign form', () => {
  it('opens on FLATLINE: five players at most and its countdowns', async () => {
    open();
    await screen.findByRole('form', { name: 'New campaign' });
    expect(within(form()).getByRole('combobox', { name: 'Game' })).toHaveProperty('value', 'flatline');
    expect(within(form()).getByRole('group', { name: 'Crew (1 to 5 players)' })).toBeTruthy();
    expect(clock().labels[0]?.textContent).toBe('Countdown');
    expect(options(clock())).toEqual(['60 seconds', 'Relaxed: 90 seconds', 'Calm: 120 seconds', 'Untimed']);
    expect(clock().value).toBe('60');
    expect(within(form()).queryByText(/Fitted to the table/)).toBeNull();
  });

  it('for FUSE: Countdown: four players at most and its clocks, “Fitted to the table” first and chosen', async () => {
    const { user } = open();
    await screen.findByRole('form', { name: 'New campaign' });
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Game' }), 'FUSE: Countdown');
    expect(within(form()).getByRole('group', { name: 'Crew (1 to 4 players)' })).toBeTruthy();
    expect(clock().labels[0]?.textContent).toBe('Clock');
    expect(options(clock())).toEqual(['Fitted to the table', '10 minutes (printed)', 'Relaxed: 15 minutes', 'Calm: 20 minutes', 'Untimed']);
    expect(clock().value).toBe('fitted');
    expect(within(form()).getByText(/^Fitted to the table: the clock grows with the level and the crew's size/)).toBeTruthy();
    expect(within(form()).getByText(/^FUSE: Countdown's missions: Training and Standard/)).toBeTruthy();
  });

  it('ticks crew members up to the game’s limit: a fifth waits until one is unticked', async () => {
    const { user } = open();
    await screen.findByRole('form', { name: 'New campaign' });
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Game' }), 'FUSE: Countdown');
    for (const name of ['Ann', 'Bo', 'Cy', 'Di']) await user.click(member(name));
    expect(['Ann', 'Bo', 'Cy', 'Di', 'Ed'].map((name) => [member(name).checked, member(name).disabled])).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [true, false],
      [false, true],
    ]);
    await user.click(member('Bo'));
    expect([member('Bo').checked, member('Ed').disabled]).toEqual([false, false]);
  });

  it('starts a FUSE: Countdown campaign of the crew ticked, on the fitted clock', async () => {
    const { user, calls } = open();
    await screen.findByRole('form', { name: 'New campaign' });
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Game' }), 'FUSE: Countdown');
    await user.type(within(form()).getByRole('textbox', { name: 'Campaign name' }), 'Bomb crew');
    await user.click(member('Ann'));
    await user.click(member('Cy'));
    await user.click(within(form()).getByRole('button', { name: 'Start campaign' }));
    expect((await screen.findByRole('status')).textContent).toContain('Campaign “Bomb crew” started.');
    expect(calls).toEqual([...LOADED, ['createCampaign', { kind: 'fuse-countdown', name: 'Bomb crew', crew: [ANN.id, CY.id], fittedClock: true }], ...LOADED]);
    expect(screen.getByRole('heading', { name: /^Bomb crew/ })).toBeTruthy();
    // Once the list is loaded again the form is ready for the next one: no name, nobody ticked.
    await waitFor(() => expect((within(form()).getByRole('textbox', { name: 'Campaign name' }) as HTMLInputElement).value).toBe(''));
    expect([member('Cy').checked, member('Ann').checked]).toEqual([false, false]);
  });

  it('starts a FLATLINE campaign on the countdown chosen', async () => {
    const { user, calls } = open();
    await screen.findByRole('form', { name: 'New campaign' });
    await user.type(within(form()).getByRole('textbox', { name: 'Campaign name' }), 'Slow shift');
    await user.click(member('Bo'));
    await user.selectOptions(clock(), 'Relaxed: 90 seconds');
    await user.click(within(form()).getByRole('button', { name: 'Start campaign' }));
    await screen.findByRole('status');
    expect(calls[2]).toEqual(['createCampaign', { kind: 'flatline', name: 'Slow shift', crew: [BO.id], timerSeconds: 90 }]);
  });

  it('gives a crew bot teammates, up to the seats the game has left, at the pace chosen', async () => {
    const { user, calls } = open();
    await screen.findByRole('form', { name: 'New campaign' });
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Game' }), 'FUSE: Countdown');
    await user.type(within(form()).getByRole('textbox', { name: 'Campaign name' }), 'Bomb crew');
    await user.click(member('Ann'));
    const bots = within(form()).getByRole('combobox', { name: 'Bot teammates' });
    // FUSE: Countdown seats four: Ann and at most three bots.
    expect(within(bots).getAllByRole('option').map((o) => o.textContent)).toEqual(['None', '1 bot', '2 bots', '3 bots']);
    await user.selectOptions(bots, '2 bots');
    await user.selectOptions(within(form()).getByRole('combobox', { name: "Bots' pace" }), 'Quick');
    await user.click(within(form()).getByRole('button', { name: 'Start campaign' }));
    await screen.findByRole('status');
    expect(calls[2]).toEqual([
      'createCampaign',
      { kind: 'fuse-countdown', name: 'Bomb crew', crew: [ANN.id], fittedClock: true, bots: { names: ['Bot 2', 'Bot 3'], pace: 'quick' } },
    ]);
  });

  it('shows a refusal from the API as an alert, and keeps what was filled in', async () => {
    const { user, calls } = open({
      createCampaign: () => {
        throw refusal('campaign-not-playable', 'no such clock for this crew', { crew: 2 });
      },
    });
    await screen.findByRole('form', { name: 'New campaign' });
    await user.type(within(form()).getByRole('textbox', { name: 'Campaign name' }), 'Long haul');
    await user.click(member('Ann'));
    await user.click(member('Di'));
    await user.click(within(form()).getByRole('button', { name: 'Start campaign' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This game cannot seat a crew of 2 with that clock: choose another crew or clock.');
    expect((within(form()).getByRole('textbox', { name: 'Campaign name' }) as HTMLInputElement).value).toBe('Long haul');
    expect([member('Ann').checked, member('Di').checked]).toEqual([true, true]);
    expect(calls).toEqual([...LOADED, ['createCampaign', { kind: 'flatline', name: 'Long haul', crew: [ANN.id, DI.id], timerSeconds: 60 }]]);
  });

  it('says what is missing before asking the API', async () => {
    const { user, calls } = open();
    await screen.findByRole('form', { name: 'New campaign' });
    await user.click(member('Ann'));
    await user.click(within(form()).getByRole('button', { name: 'Start campaign' }));
    expect((await screen.findByRole('alert')).textContent).toContain('A campaign needs a name.');
    await user.type(within(form()).getByRole('textbox', { name: 'Campaign name' }), 'Nobody');
    await user.click(member('Ann'));
    await user.click(within(form()).getByRole('button', { name: 'Start campaign' }));
    expect(screen.getByRole('alert').textContent).toContain('Pick 1 to 5 players for the crew.');
    expect(calls).toEqual(LOADED);
  });

  it('asks for profiles first when there are none', async () => {
    const { client } = fakeClient({ listCampaigns: () => [], listProfiles: () => [] });
    render(CampaignsScreen, { client, onOpen: () => undefined });
    expect(await screen.findByText('Add a profile for each player first (Profiles), then pick the crew here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start campaign' })).toBeNull();
  });

  it('speaks Italian', async () => {
    locale.current = 'it';
    open();
    expect(await screen.findByRole('group', { name: 'Squadra (da 1 a 5 giocatori)' })).toBeTruthy();
  });
});
