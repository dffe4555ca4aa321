import { test, expect } from '../support/web-host';
import type { GameDetailOf } from '../../src/shared/games';
import { api, playToEnd } from './saves-play';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

// Statistics and history over a seeded set of finished games, each played for real through the API.
// The expected numbers are worked out here from the finished games themselves.

const TWO = [
  { name: 'Ann', colour: 'red' },
  { name: 'Bo', colour: 'blue' },
];
const GAMES = [
  { seed: 1, setup: { seats: TWO, level: 'training', timerSeconds: null } },
  { seed: 5, setup: { seats: TWO, level: 'training', timerSeconds: null } },
  { seed: 3, setup: { seats: TWO, level: 'standard', timerSeconds: null } },
  { seed: 1, setup: { seats: TWO, level: 'standard', timerSeconds: null } },
  { seed: 2, setup: { seats: [TWO[0], { name: 'Ann', colour: 'blue' }], solitaire: true, level: 'training', timerSeconds: null } },
  { seed: 4, setup: { seats: [...TWO, { name: 'Cy', colour: 'green' }], level: 'expert', meterSide: 'expert', timerSeconds: null } },
];

const pct = (wins: number, games: number) => new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 }).format(games === 0 ? 0 : wins / games);
const one = (n: number) => new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);

test('the statistics screen shows the right numbers for a seeded set of finished games, and history lists them', async ({ page, webHost, request }) => {
  test.setTimeout(120_000);
  const finished: GameDetail[] = [];
  for (const [i, { seed, setup }] of GAMES.entries()) {
    const game = await api<GameDetail>(request, webHost.url, 'createGame', { kind: 'flatline', seed, setup, title: `Game ${i + 1}` });
    finished.push(await playToEnd(request, webHost.url, game.id));
  }
  const wins = finished.filter((g) => g.status === 'won').length;
  let current = 0;
  let best = 0;
  for (const g of finished) {
    current = g.status === 'won' ? current + 1 : 0;
    best = Math.max(best, current);
  }
  const tally = (level: string) => {
    const of = finished.filter((g) => g.setup.level === level);
    const won = of.filter((g) => g.status === 'won').length;
    return `${pct(won, of.length)} (${won} of ${of.length})`;
  };
  const rounds = finished.reduce((sum, g) => sum + g.state.round, 0) / finished.length;
  const treated = finished.reduce((sum, g) => sum + g.state.patientsTreated.length, 0) / finished.length;
  // Sanity: the set has both outcomes, so the numbers below can tell right from wrong.
  expect(wins).toBeGreaterThan(0);
  expect(wins).toBeLessThan(finished.length);

  await page.goto(webHost.url);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Statistics' }).click();
  await expect(page.getByTestId('stats-games')).toHaveText(String(finished.length));
  await expect(page.getByTestId('stats-wins')).toHaveText(String(wins));
  await expect(page.getByTestId('stats-rate')).toHaveText(pct(wins, finished.length));
  await expect(page.getByTestId('stats-current-streak')).toHaveText(String(current));
  await expect(page.getByTestId('stats-best-streak')).toHaveText(String(best));
  const averages = page.getByTestId('stats-averages');
  await expect(averages.locator('div').filter({ hasText: 'Rounds' }).locator('dd')).toHaveText(one(rounds));
  await expect(averages.locator('div').filter({ hasText: 'Patients treated' }).locator('dd')).toHaveText(one(treated));

  const byLevel = page.getByTestId('chart-level');
  for (const [level, label] of [['training', 'Training'], ['standard', 'Standard'], ['expert', 'Expert']] as const) {
    await expect(byLevel.getByRole('row', { name: label })).toContainText(tally(level));
  }
  const byPlayers = page.getByTestId('chart-players');
  await expect(byPlayers.getByRole('row', { name: '1 player (solitaire)' })).toBeVisible();
  await expect(byPlayers.getByRole('row', { name: '3 players' })).toContainText(finished[5]!.status === 'won' ? '(1 of 1)' : '(0 of 1)');
  await expect(page.getByTestId('chart-side').getByRole('row', { name: 'Expert side' })).toContainText('of 1)');
  await expect(page.getByTestId('chart-time').getByRole('row')).toHaveCount(2);
  await expect(page.locator('canvas')).toHaveCount(6);

  // History: every finished game, and one game's round-by-round log.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'History' }).click();
  await expect(page.getByText(`${finished.length} finished games`)).toBeVisible();
  const first = finished[0]!;
  await expect(page.getByRole('row').nth(1)).toContainText(finished[finished.length - 1]!.title);
  await page.getByRole('button', { name: `Open the log of ${first.title}` }).click();
  await expect(page.getByTestId('history-outcome')).toContainText(first.status === 'won' ? 'Won' : 'Lost');
  await expect(page.locator('details summary').first()).toContainText('Round 1');
  await expect(page.locator('details')).toHaveCount(new Set(first.state.log.map((e) => e.round)).size);
});
