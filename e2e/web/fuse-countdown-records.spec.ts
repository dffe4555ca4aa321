import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { holdsStill } from '../support/holds-still';
import type { GameDetailOf, GameSummary } from '../../src/shared/games';
import type { Campaign } from '../../src/shared/campaigns';
import type { Stats } from '../../src/shared/history';
import { api } from './saves-play';
import { countdownBotMove, countdownPlayToEnd } from './fuse-countdown-records-play';

// FUSE: Countdown's records through the screens: resume mid-clock, export and import, a campaign
// climbing, statistics over games played for real (the reference bot's moves through the HTTP API,
// chosen from what the host answers). The board is built elsewhere: these tests read the records.

type Game = GameDetailOf<'fuse-countdown'>;
const TWO = [
  { name: 'Ann', colour: 'red' },
  { name: 'Bo', colour: 'blue' },
] as const;

const botMove = countdownBotMove;
const playToEnd = countdownPlayToEnd;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

test('a FUSE: Countdown game closed mid-clock comes back paused at the same second', async ({ page, webHost, request }) => {
  let game = await api<Game>(request, webHost.url, 'createGame', { kind: 'fuse-countdown', title: 'Bomb night', seed: 3, setup: { seats: TWO, level: 'expert', clockMinutes: 10 } });
  for (let i = 0; i < 6; i++) game = await botMove(request, webHost.url, game);
  // The clock runs: at least one tick recorded before the host stops.
  await expect.poll(async () => (await api<Game>(request, webHost.url, 'getGame', { id: game.id })).clock.elapsedMs).toBeGreaterThan(game.clock.elapsedMs);
  const before = await api<Game>(request, webHost.url, 'getGame', { id: game.id });
  expect(before.clock.running).toBe(true);

  await webHost.restart();

  const after = await api<Game>(request, webHost.url, 'getGame', { id: game.id });
  expect(after.paused).toBe(true);
  expect(after.state.rolled).toEqual(before.state.rolled);
  expect(after.state.seats).toEqual(before.state.seats);
  // The clock kept the time it had used (one more tick may have been recorded before the stop) and stands still.
  expect(after.clock.elapsedMs).toBeGreaterThanOrEqual(before.clock.elapsedMs);
  expect(after.clock.elapsedMs - before.clock.elapsedMs).toBeLessThan(3000);
  await holdsStill(async () => (await api<Game>(request, webHost.url, 'getGame', { id: game.id })).clock.elapsedMs, 1500, 'the paused clock');
  expect((await api<Game>(request, webHost.url, 'getGame', { id: game.id })).clock.elapsedMs).toBe(after.clock.elapsedMs);

  await page.goto(webHost.url);
  await nav(page).getByRole('button', { name: 'Saved games' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: 'Bomb night' });
  await expect(entry.getByText('Paused', { exact: true })).toBeVisible();
  await expect(entry.getByText('2 players · Expert with 3 fuse cards · 10 minutes (printed)')).toBeVisible();
  expect((await api<Game>(request, webHost.url, 'getGame', { id: game.id })).clock.elapsedMs).toBe(after.clock.elapsedMs);
});

test('a FUSE: Countdown game is found by its game, renamed, exported, deleted and imported back unchanged', async ({ page, webHost, request }, testInfo) => {
  let game = await api<Game>(request, webHost.url, 'createGame', { kind: 'fuse-countdown', title: 'Defusers', seed: 8, setup: { seats: TWO, level: 'elite', fuses: 4, clockMinutes: null } });
  for (let i = 0; i < 25 && game.status === 'in-progress'; i++) game = await botMove(request, webHost.url, game);
  const original = await api<Game>(request, webHost.url, 'getGame', { id: game.id });

  await page.goto(webHost.url);
  await nav(page).getByRole('button', { name: 'Saved games' }).click();
  // Only FUSE: Countdown's saves, then renamed.
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'FLATLINE' });
  await expect(page.getByText('No games in progress.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'FUSE: Countdown' });
  await page.getByRole('listitem').filter({ hasText: 'Defusers' }).getByRole('button', { name: 'Rename Defusers' }).click();
  await page.getByLabel('New name').fill('Bomb squad');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Renamed to “Bomb squad”.' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: 'Bomb squad' });
  // The entry names its game, then its settings.
  await expect(entry.getByText('FUSE: Countdown', { exact: true })).toBeVisible();
  await expect(entry.getByText('2 players · Elite with 4 fuse cards · Untimed')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await entry.getByRole('button', { name: 'Export Bomb squad to a file' }).click();
  const file = testInfo.outputPath('fuse-game.json');
  await (await downloading).saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { game: { kind: string; title: string }; actions: unknown[] };
  expect(exported.game).toMatchObject({ kind: 'fuse-countdown', title: 'Bomb squad' });
  expect(exported.actions).toHaveLength(original.state.actions);

  await entry.getByRole('button', { name: 'Delete Bomb squad' }).click();
  await page.getByRole('dialog', { name: 'Delete this saved game?' }).getByRole('button', { name: 'Delete game' }).click();
  await expect(page.getByText('No games in progress.')).toBeVisible();

  await page.getByLabel('Import a game file').setInputFiles(file);
  await expect(page.getByRole('status').filter({ hasText: 'Imported “Bomb squad”.' })).toBeVisible();
  const [imported] = await api<GameSummary[]>(request, webHost.url, 'listGames', { status: 'all' });
  const back = await api<Game>(request, webHost.url, 'getGame', { id: imported!.id });
  expect(back.kind).toBe('fuse-countdown');
  expect(back.state).toEqual(original.state);
  expect(back.title).toBe('Bomb squad');
});

test('a FUSE: Countdown campaign moves up after a win', async ({ page, webHost, request }) => {
  test.setTimeout(180_000);
  await page.goto(webHost.url);
  await nav(page).getByRole('button', { name: 'Profiles' }).click();
  await page.getByLabel('Name').fill('Ann');
  await page.getByRole('button', { name: 'Add profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile “Ann” added.' })).toBeVisible();

  await nav(page).getByRole('button', { name: 'Campaigns' }).click();
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'FUSE: Countdown' });
  await page.getByLabel('Campaign name').fill('Bomb squad');
  // The game's own words and crew size; its clock fitted to the table is the default, the printed 10:00 one choice away.
  await expect(page.getByRole('group', { name: 'Crew (1 to 4 players)' })).toBeVisible();
  const clock = page.getByRole('combobox', { name: 'Clock', exact: true });
  await expect(clock.locator('option:checked')).toHaveText('Fitted to the table');
  await expect(clock).toHaveAccessibleDescription(/the clock grows with the level and the crew's size.*the printed clock is 10:00/);
  await page.getByRole('checkbox', { name: 'Ann' }).check();
  await clock.selectOption({ label: 'Untimed' });
  await page.getByRole('button', { name: 'Start campaign' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Bomb squad/ }) });
  await expect(card.getByTestId('campaign-status')).toHaveText('Mission 1 of 8: Training');
  await expect(card.getByRole('list', { name: 'Missions' }).getByRole('listitem').last()).toContainText('Heroic with 10 fuse cards');

  // Each attempt is played out by the bot; a loss keeps the mission, a win climbs.
  let won = false;
  for (let attempt = 0; attempt < 20 && !won; attempt++) {
    const game = await api<Game>(request, webHost.url, 'continueCampaign', { id: (await api<Campaign[]>(request, webHost.url, 'listCampaigns'))[0]!.id });
    expect(game.setup).toMatchObject({ level: 'training', clockMinutes: null, seats: [{ name: 'Ann' }] });
    won = (await playToEnd(request, webHost.url, game.id)).status === 'won';
  }
  expect(won).toBe(true);
  await nav(page).getByRole('button', { name: 'Saved games' }).click();
  await nav(page).getByRole('button', { name: 'Campaigns' }).click();
  await expect(card.getByTestId('campaign-status')).toHaveText('Mission 2 of 8: Standard');
  await expect(card.getByRole('list', { name: 'Missions' }).getByRole('listitem').first()).toContainText('(won)');

  // A second campaign on the default clock: fitted to the table, named so on its card and in its games.
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'FUSE: Countdown' });
  await page.getByLabel('Campaign name').fill('Fitted squad');
  await page.getByRole('checkbox', { name: 'Ann' }).check();
  await page.getByRole('button', { name: 'Start campaign' }).click();
  const fitted = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Fitted squad/ }) });
  await expect(fitted.getByText('0 won, 0 lost · Fitted to the table')).toBeVisible();
  const made = (await api<Campaign[]>(request, webHost.url, 'listCampaigns')).find((c) => c.name === 'Fitted squad')!;
  expect(made).toMatchObject({ fittedClock: true, timerSeconds: null });
  const first = await api<Game>(request, webHost.url, 'continueCampaign', { id: made.id });
  expect(first.setup).toMatchObject({ level: 'training', clockMinutes: 8, clockFitted: true });
});

test('FUSE: Countdown statistics and history show the right numbers for a seeded set of finished games', async ({ page, webHost, request }) => {
  test.setTimeout(180_000);
  const setups = [
    { seed: 1, setup: { seats: TWO, level: 'training', clockMinutes: null, roles: ['cutter', 'technologist'] } },
    { seed: 2, setup: { seats: TWO, level: 'standard', clockMinutes: null, roles: ['cutter', 'disposal-expert'] } },
    { seed: 3, setup: { seats: [TWO[0]], level: 'expert', fuses: 2, clockMinutes: null, roles: ['technologist'] } },
    { seed: 4, setup: { seats: TWO, level: 'heroic', clockMinutes: null, roles: ['explosives-instructor', 'cutter'] } },
    { seed: 5, setup: { seats: TWO, level: 'training', clockMinutes: null, roles: ['cutter', 'technologist'] } },
  ];
  const finished: Game[] = [];
  for (const [i, { seed, setup }] of setups.entries()) {
    const game = await api<Game>(request, webHost.url, 'createGame', { kind: 'fuse-countdown', seed, setup, title: `Squad ${i + 1}` });
    finished.push(await playToEnd(request, webHost.url, game.id));
  }
  const stats = await api<Stats>(request, webHost.url, 'getStats', { kind: 'fuse-countdown' });
  const wins = finished.filter((g) => g.status === 'won').length;
  expect(stats.games).toBe(finished.length);
  expect(stats.wins).toBe(wins);
  const withCutter = finished.filter((g) => g.state.seats.some((s) => s.role === 'cutter'));
  const tally = (key: string) => stats.dimensions.find((d) => d.key === 'roles')!.tallies.find((t) => t.key === key);
  expect(tally('cutter')).toEqual({ key: 'cutter', games: withCutter.length, wins: withCutter.filter((g) => g.status === 'won').length });
  const pct = (w: number, n: number) => new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 }).format(n === 0 ? 0 : w / n);

  await page.goto(webHost.url);
  await nav(page).getByRole('button', { name: 'Statistics' }).click();
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'FUSE: Countdown' });
  await expect(page.getByTestId('stats-games')).toHaveText(String(finished.length));
  await expect(page.getByTestId('stats-wins')).toHaveText(String(wins));
  await expect(page.getByTestId('stats-rate')).toHaveText(pct(wins, finished.length));
  await expect(page.getByTestId('chart-fc-roles').getByRole('row', { name: 'Cutter' })).toContainText(`(${tally('cutter')!.wins} of ${withCutter.length})`);
  await expect(page.getByTestId('chart-level').getByRole('row', { name: 'Heroic' })).toContainText(finished[3]!.status === 'won' ? '(1 of 1)' : '(0 of 1)');
  // The two Training games share a setting: the better of their two scores is the one shown.
  const history = (await api<{ entries: { gameId: string; score: number }[] }>(request, webHost.url, 'listHistory', { limit: 50, offset: 0 })).entries;
  const scoreOf = (g: Game) => history.find((e) => e.gameId === g.id)!.score;
  const trainingBest = Math.max(scoreOf(finished[0]!), scoreOf(finished[4]!));
  const bestRow = page.getByTestId('stats-best-scores').getByRole('row').filter({ hasText: '2 players · Training · Untimed' });
  await expect(bestRow.getByRole('cell').nth(1)).toHaveText(String(trainingBest));
  await expect(bestRow.getByRole('cell').nth(2)).toHaveText('2');
  await expect(page.getByTestId('chart-scores').getByRole('row')).toHaveCount(finished.length + 1);

  // History: the games with their scores; one game's breakdown and turn-by-turn log.
  await nav(page).getByRole('button', { name: 'History' }).click();
  await expect(page.getByText(`${finished.length} finished games`)).toBeVisible();
  const last = finished[finished.length - 1]!;
  const [lastResult] = (await api<{ entries: { gameId: string; score: number }[] }>(request, webHost.url, 'listHistory', { limit: 1, offset: 0 })).entries;
  await expect(page.locator(`tr[data-game-id="${last.id}"]`).getByTestId('history-row-score')).toHaveText(String(lastResult!.score));
  await page.getByRole('button', { name: `Open the log of ${last.title}` }).click();
  await expect(page.getByTestId('history-outcome')).toContainText(last.status === 'won' ? 'Won' : 'Lost');
  await expect(page.getByTestId('history-score')).toHaveText(String(lastResult!.score));
  await expect(page.getByTestId('history-breakdown').getByRole('row', { name: /Bombs defused/ })).toContainText(String(last.state.stats.bombPoints));
  const firstTurn = page.locator('summary').filter({ hasText: /^Turn 1 \(/ });
  await firstTurn.click();
  await expect(page.getByText(/The game is set up: 2 players at Training, \d+ bombs in the deck\./)).toBeVisible();
  await expect(page.getByText('Ann takes the Cutter role.').or(page.getByText('Ann holds the bag.')).first()).toBeVisible();
});

test("FUSE: Countdown's new-game form explains a bad fuse count, then starts the game it describes", async ({ page, webHost, request }) => {
  await page.goto(webHost.url);
  const form = page.getByTestId('fuse-countdown-new-game');
  // On a launcher the game is chosen first.
  if (!(await form.isVisible())) await page.getByRole('button', { name: /FUSE: Countdown/ }).first().click();
  await form.getByRole('radio', { name: '3 players' }).check();
  await form.getByLabel('Name of player 1').fill('Ann');
  await form.getByLabel('Name of player 3').fill('Cy');
  await form.getByLabel('Level').selectOption({ label: 'Elite' });
  await expect(form.getByLabel('Fuse cards in the deck')).toHaveValue('6');
  await form.getByLabel('Fuse cards in the deck').fill('12');
  await form.getByLabel('Clock').selectOption({ label: 'Relaxed (15 minutes)' });
  await form.getByLabel('Roles').selectOption({ label: 'Given here' });
  await form.getByLabel('Role of Cy').selectOption({ label: 'Disposal Expert' });
  await form.getByLabel('Seed (optional)').fill('42');
  await form.getByRole('button', { name: 'Start game' }).click();
  await expect(form.getByText('Fuse cards: a whole number from 1 to 10.')).toBeVisible();
  await expect(form.getByLabel('Fuse cards in the deck')).toBeFocused();
  expect(await api<GameSummary[]>(request, webHost.url, 'listGames', { status: 'all' })).toEqual([]);

  await form.getByLabel('Fuse cards in the deck').fill('7');
  await form.getByRole('button', { name: 'Start game' }).click();
  await expect.poll(async () => (await api<GameSummary[]>(request, webHost.url, 'listGames', { status: 'all' })).length).toBe(1);
  const [summary] = await api<GameSummary[]>(request, webHost.url, 'listGames', { status: 'all' });
  const game = await api<Game>(request, webHost.url, 'getGame', { id: summary!.id });
  expect(game.kind).toBe('fuse-countdown');
  // The deal typed is the game's, kept in the host while it is played (its file carries it).
  expect(game).not.toHaveProperty('seed');
  const file = await api<{ text: string }>(request, webHost.url, 'exportGame', { id: game.id });
  expect((JSON.parse(file.text) as { game: { seed: unknown } }).game.seed).toBe(42);
  expect(game.setup).toMatchObject({
    seats: [{ name: 'Ann' }, { name: 'Player 2' }, { name: 'Cy' }],
    level: 'elite',
    fuses: 7,
    clockMinutes: 15,
    roles: ['cutter', 'operations-engineer', 'disposal-expert'],
  });
});
