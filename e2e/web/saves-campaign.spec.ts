import { test, expect } from '../support/web-host';
import type { Campaign } from '../../src/shared/campaigns';
import type { GameDetail } from '../../src/shared/games';
import { api, playToEnd } from './saves-play';

// A campaign through the screens: a profile, a crew of one, the first mission played for real (the
// greedy bot's moves through the HTTP API) until it is won; the campaign then stands on mission 2.

test('a campaign retries its first mission until it is won, then moves up to the next one', async ({ page, webHost, request }) => {
  test.setTimeout(120_000);
  await page.goto(webHost.url);
  const nav = page.getByRole('navigation', { name: 'Sections' });

  await nav.getByRole('button', { name: 'Profiles' }).click();
  await page.getByLabel('Name').fill('Ann');
  await page.getByLabel('Preferred colour').selectOption({ label: 'Green' });
  await page.getByRole('button', { name: 'Add profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile “Ann” added.' })).toBeVisible();

  await nav.getByRole('button', { name: 'Campaigns' }).click();
  await expect(page.getByText('No campaigns yet.')).toBeVisible();
  await page.getByLabel('Campaign name').fill('Night shift');
  await page.getByRole('checkbox', { name: 'Ann' }).check();
  await page.getByLabel('Countdown').selectOption({ label: 'Untimed' });
  await page.getByRole('button', { name: 'Start campaign' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Night shift' }) });
  await expect(card.getByTestId('campaign-status')).toHaveText('Mission 1 of 6: Training, Standard side (green)');
  await expect(card.getByText('0 won, 0 lost')).toBeVisible();

  // Play the mission from the screen; finish each attempt for real through the API.
  let losses = 0;
  for (let attempt = 0; attempt < 15; attempt++) {
    await card.getByRole('button', { name: 'Play the current mission of Night shift' }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Night shift · 1/6');
    const [campaign] = await api<Campaign[]>(request, webHost.url, 'listCampaigns');
    const game = await api<GameDetail>(request, webHost.url, 'getGame', { id: campaign!.currentGameId! });
    expect(game.setup).toMatchObject({ solitaire: true, level: 'training', meterSide: 'standard', timerSeconds: null });
    expect(game.seats).toEqual([
      { name: 'Ann', colour: 'green' },
      { name: 'Ann', colour: 'red' },
    ]);
    const ended = await playToEnd(request, webHost.url, game.id);
    // The table fills the window (no navigation there): back to the app first.
    await page.goto(webHost.url);
    await nav.getByRole('button', { name: 'Campaigns' }).click();
    if (ended.status === 'won') break;
    losses++;
    // A loss keeps the campaign on the same mission.
    await expect(card.getByTestId('campaign-status')).toHaveText('Mission 1 of 6: Training, Standard side (green)');
    await expect(card.getByText(`0 won, ${losses} lost`)).toBeVisible();
  }

  await expect(card.getByTestId('campaign-status')).toHaveText('Mission 2 of 6: Standard, Standard side (green)');
  await expect(card.getByText(`1 won, ${losses} lost`)).toBeVisible();
  await expect(card.getByRole('list', { name: 'Missions' }).getByRole('listitem').first()).toContainText('(won)');

  // The next mission's game is a Standard one.
  await card.getByRole('button', { name: 'Play the current mission of Night shift' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Night shift · 2/6');
  const [campaign] = await api<Campaign[]>(request, webHost.url, 'listCampaigns');
  expect((await api<GameDetail>(request, webHost.url, 'getGame', { id: campaign!.currentGameId! })).setup.level).toBe('standard');
});
