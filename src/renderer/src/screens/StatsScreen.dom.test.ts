// The Statistics screen as the players use it: the totals, each game's own figures under its own
// heading, and the filters, against a fake API that records what the screen asked.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { Stats, StatsFilter } from '@shared/history';
import StatsScreen from './StatsScreen.svelte';
import { ANN, BO, BOTH_STATS, COUNTDOWN_STATS, CY, FLATLINE_STATS, NIGHT_CREW, NO_STATS, fakeClient } from './screens.test-support';

// A chart's canvas is a picture for those who see it (happy-dom draws none); its table says the
// same in words, and that is what these tests read.
vi.mock('chart.js', () => {
  class Chart {
    static register() {}
    update() {}
    destroy() {}
  }
  return { Chart, BarController: {}, BarElement: {}, CategoryScale: {}, Legend: {}, LinearScale: {}, Tooltip: {} };
});

/** The screen over statistics answered per filter, as the service would count them. */
function open(answer: (filter: StatsFilter) => Stats) {
  const { client, calls } = fakeClient({
    getStats: answer,
    listProfiles: () => [ANN, BO, CY],
    listCampaigns: () => [NIGHT_CREW],
  });
  render(StatsScreen, { client });
  return { calls, user: userEvent.setup({ delay: null }) };
}

/** Both games played (Cy only FUSE: Countdown, the Night crew only FLATLINE): the totals, or one game's own figures. */
function bothGames(filter: StatsFilter): Stats {
  if (filter.kind === 'flatline' || filter.campaignId === NIGHT_CREW.id) return FLATLINE_STATS;
  if (filter.kind === 'fuse-countdown' || filter.profileId === CY.id) return COUNTDOWN_STATS;
  return BOTH_STATS;
}

/** A list of terms and their values (the totals, the averages), as pairs. */
const figures = (list: HTMLElement) =>
  [...list.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
const totals = () => figures(screen.getByTestId('stats-totals'));
/** A chart's table: each row's label and values. */
const chartRows = (scope: HTMLElement, title: string) => {
  const figure = within(scope).getByText(title, { selector: 'figcaption' }).closest('figure') as HTMLElement;
  return within(figure)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));
};
const section = (name: string) => screen.getByRole('region', { name });

describe('the totals', () => {
  it('count games, wins, the win rate and the streaks of every game played', async () => {
    const { calls } = open(() => FLATLINE_STATS);
    await screen.findByTestId('stats-totals');
    expect(totals()).toEqual([
      ['Games', '3'],
      ['Wins', '2'],
      ['Win rate', '67%'],
      ['Current winning streak', '2'],
      ['Best winning streak', '2'],
    ]);
    // A month as the players read it, not its key ("2026-03").
    expect(chartRows(document.body, 'Games per month')).toEqual([['Mar 2026', '2', '1']]);
    expect(calls.filter(([method]) => method === 'getStats')).toEqual([
      ['getStats', {}],
      ['getStats', { kind: 'flatline' }],
    ]);
  });

  it('say so when no game has finished', async () => {
    open(() => NO_STATS);
    expect(await screen.findByText('No finished games to count yet.')).toBeTruthy();
    expect(screen.queryByTestId('stats-totals')).toBeNull();
  });
});

describe('with both games played', () => {
  it('gives each game its own figures under its own heading', async () => {
    const { calls } = open(bothGames);
    const flatline = await screen.findByRole('region', { name: 'FLATLINE (3 games)' });
    const countdown = section('FUSE: Countdown (1 game)');
    expect(totals()[0]).toEqual(['Games', '4']);

    expect(figures(within(flatline).getByTestId('stats-averages'))).toEqual([['Rounds', '5.0']]);
    expect(chartRows(flatline, 'Win rate by meter side')).toEqual([['Standard side', '67% (2 of 3)']]);
    expect(chartRows(flatline, 'Win rate by level')).toEqual([['Standard', '67% (2 of 3)']]);
    expect(chartRows(flatline, 'Why games were lost')).toEqual([['Power ran out', '1']]);
    expect(within(flatline).queryByText('Best scores by setting')).toBeNull();

    expect(figures(within(countdown).getByTestId('stats-averages'))).toEqual([
      ['Turns per game', '9.0'],
      ['Score', '42.0'],
    ]);
    const best = within(countdown).getByRole('table', { name: 'Best scores by setting' });
    expect(within(best).getAllByRole('row').slice(1).map((row) => [...row.children].slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['1 player · Expert with 3 fuse cards · 10 minutes (printed)', '42', '1'],
    ]);
    expect(chartRows(countdown, 'Win rate by level')).toEqual([['Expert', '100% (1 of 1)']]);
    expect(within(countdown).queryByText('Win rate by meter side')).toBeNull();

    expect(calls.filter(([method]) => method === 'getStats')).toEqual([
      ['getStats', {}],
      ['getStats', { kind: 'flatline' }],
      ['getStats', { kind: 'fuse-countdown' }],
    ]);
  });
});

describe('played with devices', () => {
  it('breaks the win rate down by table once some game was played from players’ devices', async () => {
    const devices = { ...FLATLINE_STATS, byTable: [{ key: 'one-screen', games: 2, wins: 1 }, { key: 'devices', games: 1, wins: 1 }] };
    open(() => devices);
    await screen.findByTestId('stats-totals');
    expect(chartRows(document.body, 'Win rate by table')).toEqual([
      ['One screen', '50% (1 of 2)'],
      ['Players’ devices', '100% (1 of 1)'],
    ]);
  });

  it('shows no such chart when every game was played at one screen', async () => {
    open(() => FLATLINE_STATS);
    await screen.findByTestId('stats-totals');
    expect(screen.queryByText('Win rate by table')).toBeNull();
  });
});

describe('the filters', () => {
  it('one game: its figures are the totals, with no heading per game', async () => {
    const { user, calls } = open(bothGames);
    await screen.findByRole('region', { name: 'FLATLINE (3 games)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'FUSE: Countdown');
    expect(await screen.findByText('Turns per game')).toBeTruthy();
    expect(totals()[0]).toEqual(['Games', '1']);
    expect(screen.queryByRole('region', { name: /FLATLINE/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: /FUSE: Countdown \(/ })).toBeNull();
    expect(calls.filter(([method]) => method === 'getStats').slice(3)).toEqual([['getStats', { kind: 'fuse-countdown' }]]);
  });

  it('games with bots: left out on asking, for the totals and each game alike, and counted again', async () => {
    const { user, calls } = open(bothGames);
    await screen.findByRole('region', { name: 'FLATLINE (3 games)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Games with bots' }), 'Left out');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Games with bots' }), 'Included');
    expect(calls.filter(([method]) => method === 'getStats').slice(3).map(([, filter]) => filter)).toEqual([
      { noBots: true },
      { noBots: true, kind: 'flatline' },
      { noBots: true, kind: 'fuse-countdown' },
      {},
      { kind: 'flatline' },
      { kind: 'fuse-countdown' },
    ]);
  });

  it('one player: their games only, each game played asked apart under the same filter', async () => {
    const { user, calls } = open(bothGames);
    await screen.findByRole('region', { name: 'FLATLINE (3 games)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Player' }), 'Cy');
    expect(await screen.findByRole('region', { name: 'FUSE: Countdown (1 game)' })).toBeTruthy();
    expect(totals()[0]).toEqual(['Games', '1']);
    expect(screen.queryByRole('region', { name: /FLATLINE/ })).toBeNull();
    expect(calls.filter(([method]) => method === 'getStats').slice(3)).toEqual([
      ['getStats', { profileId: CY.id }],
      ['getStats', { profileId: CY.id, kind: 'fuse-countdown' }],
    ]);
  });

  it('offers a game’s campaigns, and leaves a campaign of another game when the game changes', async () => {
    const { user, calls } = open(bothGames);
    await screen.findByRole('region', { name: 'FLATLINE (3 games)' });
    const campaign = screen.getByRole('combobox', { name: 'Campaign' }) as HTMLSelectElement;
    expect([...campaign.options].map((o) => o.textContent)).toEqual(['All games', 'Night crew']);
    await user.selectOptions(campaign, 'Night crew');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'FUSE: Countdown');
    expect([...campaign.options].map((o) => o.textContent)).toEqual(['All games']);
    expect(calls.filter(([method]) => method === 'getStats').slice(3).map(([, filter]) => filter)).toEqual([
      { campaignId: NIGHT_CREW.id },
      { campaignId: NIGHT_CREW.id, kind: 'flatline' },
      { kind: 'fuse-countdown' },
    ]);
  });
});

describe('games played with hints', () => {
  /** FUSE: Countdown's figures with one more best, made with hints, on a line of its own. */
  const hinted = (filter: StatsFilter): Stats => ({
    ...COUNTDOWN_STATS,
    byHints: filter.hints ? [tally(filter.hints, 1, 1)] : [tally('without', 1, 1), tally('with', 1, 1)],
    bestScores: [
      ...(filter.hints === 'without' ? [] : [{ ...COUNTDOWN_STATS.bestScores[0]!, score: 90, hints: true as const }]),
      ...(filter.hints === 'with' ? [] : COUNTDOWN_STATS.bestScores),
    ],
  });
  const tally = (key: string, games: number, wins: number) => ({ key, games, wins });

  it('keep their best score on a line of its own, are told apart, and a filter leaves them out', async () => {
    const { user, calls } = open(hinted);
    const countdown = await screen.findByTestId('stats-game-fuse-countdown');
    const best = within(countdown).getByRole('table', { name: 'Best scores by setting' });
    expect(within(best).getAllByRole('row').slice(1).map((row) => [...row.children].slice(0, 2).map((cell) => cell.textContent))).toEqual([
      ['1 player · Expert with 3 fuse cards · 10 minutes (printed) · ★ with hints', '90'],
      ['1 player · Expert with 3 fuse cards · 10 minutes (printed)', '42'],
    ]);
    expect(chartRows(countdown, 'Win rate with and without hints')).toEqual([
      ['Without hints', '100% (1 of 1)'],
      ['With hints', '100% (1 of 1)'],
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hints' }), 'Without hints');
    await screen.findByText('1 player · Expert with 3 fuse cards · 10 minutes (printed)');
    expect(screen.queryByText(/with hints$/)).toBeNull();
    expect(calls.filter(([method]) => method === 'getStats').at(-1)).toEqual(['getStats', { hints: 'without', kind: 'fuse-countdown' }]);
  });
});

describe('games that could take back a misplaced die', () => {
  const tally = (key: string, games: number, wins: number) => ({ key, games, wins });
  /** FUSE: Countdown's figures with one more best, made where dice could be taken back, and the breakdown by the rule. */
  const takingBack = (): Stats => ({
    ...COUNTDOWN_STATS,
    dimensions: [...COUNTDOWN_STATS.dimensions, { kind: 'fuse-countdown', key: 'takeBack', tallies: [tally('unknown', 1, 1), tally('on', 2, 1)] }],
    bestScores: [{ ...COUNTDOWN_STATS.bestScores[0]!, setting: { ...COUNTDOWN_STATS.bestScores[0]!.setting, takeBack: 'on' }, score: 77 }, ...COUNTDOWN_STATS.bestScores],
  });

  it('keep their best score on a line that says so, and show win rates with and without the rule', async () => {
    open(takingBack);
    const countdown = await screen.findByTestId('stats-game-fuse-countdown');
    const best = within(countdown).getByRole('table', { name: 'Best scores by setting' });
    expect(within(best).getAllByRole('row').slice(1).map((row) => [...row.children].slice(0, 2).map((cell) => cell.textContent))).toEqual([
      ['1 player · Expert with 3 fuse cards · 10 minutes (printed) · ↩ dice could be taken back', '77'],
      ['1 player · Expert with 3 fuse cards · 10 minutes (printed)', '42'],
    ]);
    expect(chartRows(countdown, 'Win rate with and without “Take back a misplaced die”')).toEqual([
      ['No take-backs', '100% (1 of 1)'],
      ['Dice could be taken back', '50% (1 of 2)'],
    ]);
  });

  it('say nothing of the rule while no game chose it', async () => {
    open(() => ({ ...COUNTDOWN_STATS, dimensions: [...COUNTDOWN_STATS.dimensions, { kind: 'fuse-countdown', key: 'takeBack', tallies: [tally('unknown', 1, 1)] }] }));
    const countdown = await screen.findByTestId('stats-game-fuse-countdown');
    expect(within(countdown).queryByText(/Take back a misplaced die/)).toBeNull();
  });
});
