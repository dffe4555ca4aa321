// The daily series under history and statistics: days played and won, the streak, and each day's result.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import type { DailySeries as Series } from '@shared/daily/daily-api';
import { fakeClient, gameId } from '../screens.test-support';
import DailySeries from './DailySeries.svelte';

const SERIES: Series = {
  entries: [
    {
      kind: 'fuse-countdown',
      date: '2026-11-29',
      setting: { players: '2', level: 'expert' },
      gameId: gameId(3),
      counted: true,
      status: 'won',
      result: { outcome: 'won', values: { score: 61, left: 135 } },
      line: 'x',
    },
    {
      kind: 'flatline',
      date: '2026-11-28',
      setting: { players: '1', level: 'standard', meter: 'standard' },
      gameId: null,
      counted: true,
      status: 'lost',
      result: { outcome: 'lost', values: { treated: 4, rounds: 6 } },
      line: 'y',
    },
  ],
  played: 2,
  won: 1,
  currentStreak: 1,
  bestStreak: 3,
};

const figures = () => [...screen.getByTestId('daily-series').querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('the daily series', () => {
  it('lists each counted day with its game, setting and result, under the streak', async () => {
    const { client, calls } = fakeClient({ dailySeries: () => SERIES });
    render(DailySeries, { client, list: true });
    expect(await screen.findByRole('heading', { name: 'Daily deals' })).toBeTruthy();
    await screen.findByText('Days played');
    expect(figures()).toEqual([
      ['Days played', '2'],
      ['Won', '1'],
      ['Current streak (days)', '1'],
      ['Best streak (days)', '3'],
    ]);
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['2026-11-29', 'FUSE: Countdown', '2 players · Expert', 'Won · score 61 · 2:15 left'],
      ['2026-11-28', 'FLATLINE', '1 player (solitaire) · Standard · Standard side (green)', 'Lost · 4 patients treated in 6 rounds'],
    ]);
    expect(calls).toEqual([['dailySeries', {}]]);
  });

  it('says where to find the deals when none was played, and shows no day list in statistics', async () => {
    const { client } = fakeClient({ dailySeries: () => ({ entries: [], played: 0, won: 0, currentStreak: 0, bestStreak: 0 }) });
    render(DailySeries, { client });
    expect(await screen.findByText("No daily deal played yet: today's are on the start screen.")).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
