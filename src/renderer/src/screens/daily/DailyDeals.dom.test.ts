// Today's deals on the start screen as a player uses them: the usual setting and another, starting a
// deal, one's own result and line to copy, and a friend's line pasted in, good or bad.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { ApiInput } from '@shared/api';
import type { DailyToday, FriendLine } from '@shared/daily/daily-api';
import { locale } from '../../lib/i18n/i18n.svelte';
import { fakeClient, gameId, refusal, type Answers } from '../screens.test-support';
import DailyDeals from './DailyDeals.svelte';

const LINE = 'FUSE Table daily v1 | flatline | 2026-11-29 | players=3 level=expert meter=expert | won treated=11 rounds=7 | check=1a2b3c4d';
const FRIEND_LINE = 'FUSE Table daily v1 | flatline | 2026-11-29 | players=3 level=expert meter=expert | lost treated=6 rounds=5 | check=5e6f7a8b';

const NOTHING_YET: DailyToday = { date: '2026-11-29', plays: [], friends: [] };
const PLAYED: DailyToday = {
  date: '2026-11-29',
  plays: [
    {
      kind: 'flatline',
      date: '2026-11-29',
      setting: { players: '3', level: 'expert', meter: 'expert' },
      gameId: gameId(1),
      counted: true,
      status: 'won',
      result: { outcome: 'won', values: { treated: 11, rounds: 7 } },
      line: LINE,
    },
    { kind: 'flatline', date: '2026-11-29', setting: { players: '3', level: 'expert', meter: 'expert' }, gameId: gameId(2), counted: false, status: 'in-progress' },
  ],
  friends: [],
};
const CY_LINE: FriendLine = {
  id: 1,
  friend: 'Cy',
  kind: 'flatline',
  date: '2026-11-29',
  setting: { players: '3', level: 'expert', meter: 'expert' },
  result: { outcome: 'lost', values: { treated: 6, rounds: 5 } },
  line: FRIEND_LINE,
};

/** The last FLATLINE game: Ann, Bo and Cy at Expert on the expert side. */
const QUICK = {
  flatline: {
    kind: 'flatline',
    setup: {
      seats: [
        { name: 'Ann', colour: 'red' },
        { name: 'Bo', colour: 'blue' },
        { name: 'Cy', colour: 'green' },
      ],
      level: 'expert',
      meterSide: 'expert',
    },
  },
} as Partial<Record<'flatline', ApiInput<'createGame'>>>;

function open(answers: Answers) {
  const onOpen = vi.fn();
  const { client, calls } = fakeClient(answers);
  render(DailyDeals, { client, quick: QUICK, busy: false, onOpen });
  return { calls, onOpen, user: userEvent.setup({ delay: null }) };
}

const deal = (kind: string) => screen.getByTestId(`daily-${kind}`);

beforeEach(() => {
  locale.current = 'en';
});
afterEach(() => {
  locale.current = 'en';
});

describe("today's deals", () => {
  it("offers each game's deal at the player's usual setting, and starts it with the last game's names", async () => {
    const { calls, onOpen, user } = open({ dailyToday: () => NOTHING_YET, playDaily: () => ({ id: gameId(7) }) as never });
    expect(await screen.findByRole('heading', { name: "Today's deals 2026-11-29 (UTC)" })).toBeTruthy();
    expect(within(deal('flatline')).getByText('3 players · Expert · Expert side (red)')).toBeTruthy();
    // FUSE: Countdown was not played here yet: its deal is offered at 1 player, Standard.
    expect(within(deal('fuse-countdown')).getByText('1 player · Standard')).toBeTruthy();

    await user.click(within(deal('flatline')).getByRole('button', { name: "Play today's deal" }));
    expect(calls.at(-1)).toEqual([
      'playDaily',
      { kind: 'flatline', setting: { players: '3', level: 'expert', meter: 'expert' }, names: ['Ann', 'Bo', 'Cy'], title: 'FLATLINE daily deal 2026-11-29' },
    ]);
    expect(onOpen).toHaveBeenCalledWith(gameId(7));
  });

  it('plays another setting picked from the keyboard, its people named by default', async () => {
    const { calls, user } = open({ dailyToday: () => NOTHING_YET, playDaily: () => ({ id: gameId(8) }) as never });
    const countdown = await screen.findByTestId('daily-fuse-countdown');
    within(countdown).getByRole('button', { name: 'Change setting' }).focus();
    await user.keyboard('{Enter}');
    await user.selectOptions(within(countdown).getByRole('combobox', { name: 'Players' }), '2 players');
    await user.selectOptions(within(countdown).getByRole('combobox', { name: 'Level' }), 'Heroic');
    expect(within(countdown).getByText('2 players · Heroic')).toBeTruthy();
    await user.click(within(countdown).getByRole('button', { name: "Play today's deal" }));
    expect(calls.at(-1)).toEqual([
      'playDaily',
      { kind: 'fuse-countdown', setting: { players: '2', level: 'heroic' }, names: ['Player 1', 'Player 2'], title: 'FUSE: Countdown daily deal 2026-11-29' },
    ]);
  });

  it('shows the counted result and its line, copies the line, and offers practice', async () => {
    const { calls, user } = open({ dailyToday: () => PLAYED, playDaily: () => ({ id: gameId(9) }) as never });
    const flatline = await screen.findByTestId('daily-flatline');
    expect(within(flatline).getByTestId('daily-result').textContent).toContain('Your result: Won · 11 patients treated in 7 rounds');
    expect(within(flatline).getByTestId('daily-line').textContent).toBe(LINE);
    expect(within(flatline).getByText('1 practice game')).toBeTruthy();
    await user.click(within(flatline).getByRole('button', { name: 'Copy line' }));
    expect(await navigator.clipboard.readText()).toBe(LINE);
    expect(within(flatline).getByText('Copied.').getAttribute('role')).toBe('status');

    await user.click(within(flatline).getByRole('button', { name: 'Play again (practice)' }));
    expect(calls.at(-1)).toMatchObject(['playDaily', { kind: 'flatline', title: 'FLATLINE daily deal 2026-11-29 (practice)' }]);
  });

  it("lists a friend's line beside one's own, and refuses a bad one saying what is wrong", async () => {
    let today = PLAYED;
    const { calls, user } = open({
      dailyToday: () => today,
      addFriendLine: ({ line }) => {
        if (line.includes('players=9')) throw refusal('daily-line-invalid', 'bad', { problem: 'setting', game: 'flatline', field: 'players', value: '9' });
        if (line.includes('treated=99')) throw refusal('daily-line-invalid', 'bad', { problem: 'impossible', game: 'flatline', field: 'treated', why: 'max', limit: '11' });
        today = { ...PLAYED, friends: [CY_LINE] };
        return CY_LINE;
      },
    });
    await screen.findByTestId('daily-flatline');
    await user.click(screen.getByRole('button', { name: "Add a friend's line" }));
    const name = screen.getByRole('textbox', { name: "Friend's name" });
    const line = screen.getByRole('textbox', { name: 'Their line' });
    await user.type(name, 'Cy');

    await user.type(line, FRIEND_LINE.replace('players=3', 'players=9'));
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(screen.getByRole('alert').textContent).toBe('The setting is not one the game has: Players “9”.');
    expect(line.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('daily-friends')).toBeNull();

    await user.clear(line);
    await user.type(line, FRIEND_LINE.replace('treated=6', 'treated=99'));
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(screen.getByRole('alert').textContent).toBe('Patients treated is impossible at this setting: at most 11.');

    await user.clear(line);
    await user.type(line, FRIEND_LINE);
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(calls.filter(([method]) => method === 'addFriendLine').at(-1)).toEqual(['addFriendLine', { friend: 'Cy', line: FRIEND_LINE }]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByTestId('daily-friends')).getByRole('listitem').textContent).toContain('Cy: Lost · 6 patients treated in 5 rounds');
    expect(screen.getByText("Cy's line is listed.")).toBeTruthy();
  });

  it('speaks Italian', async () => {
    locale.current = 'it';
    open({ dailyToday: () => PLAYED });
    const flatline = await screen.findByTestId('daily-flatline');
    expect(screen.getByRole('heading', { name: 'Sfide del giorno 2026-11-29 (UTC)' })).toBeTruthy();
    expect(within(flatline).getByTestId('daily-result').textContent).toContain('Il tuo risultato: Vinta · 11 pazienti curati in 7 round');
    expect(within(flatline).getByRole('button', { name: 'Copia la riga' })).toBeTruthy();
  });
});
