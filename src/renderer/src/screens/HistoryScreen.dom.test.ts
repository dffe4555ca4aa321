// The History screen as the players use it: finished games listed, one game's page opened (and left
// again), the filters and paging, against a fake API that records what the screen asked.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { GameResult } from '@shared/history';
import type { ReplaySource } from '@shared/replays';
import HistoryScreen from './HistoryScreen.svelte';
import { ANN, BO, CLOSE_CALL, CY, NIGHT_CREW, NIGHT_SHIFT, WON_SHIFT, detailOf, fakeClient, gameId, type Answers } from './screens.test-support';

/** The saved FLATLINE game behind WON_SHIFT, with a log of two rounds. */
const WON_SHIFT_GAME = {
  ...detailOf({ ...NIGHT_SHIFT, id: WON_SHIFT.gameId, title: WON_SHIFT.title, status: 'won', round: 4 }),
  state: {
    patients: [],
    log: [
      { round: 1, phase: 'A-lose-power', code: 'cube-removed', params: { why: 'round', left: 7 } },
      { round: 1, phase: 'E-countdown', code: 'countdown-started', params: {} },
      { round: 4, phase: 'F-resolve', code: 'game-won', params: { treated: 6 } },
    ],
  },
} as unknown as ReturnType<typeof detailOf>;

/** The screen over finished games, newest first, that the fake API filters as the service does. */
function open(results: GameResult[] = [WON_SHIFT, CLOSE_CALL], extra: Answers = {}, onWatch?: (source: ReplaySource) => void) {
  const { client, calls } = fakeClient({
    listHistory: ({ kind, profileId, limit = 100, offset = 0 }) => {
      const found = results.filter((r) => (!kind || r.kind === kind) && (!profileId || r.players.some((p) => p.profileId === profileId)));
      return { total: found.length, entries: found.slice(offset, offset + limit) };
    },
    listProfiles: () => [ANN, BO, CY],
    listCampaigns: () => [NIGHT_CREW],
    getGame: () => WON_SHIFT_GAME,
    listReplayFiles: () => [],
    sameDeal: () => ({ games: [], files: [] }),
    ...extra,
  });
  render(HistoryScreen, { client, ...(onWatch ? { onWatch } : {}) });
  return { calls, user: userEvent.setup({ delay: null }) };
}

/** The rows of the history table, each as its cells' text. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim()));

describe('the history list', () => {
  it('lists each finished game: who played, the game and setting, the clock, its length, score and outcome', async () => {
    const { calls } = open();
    expect((await screen.findByText('2 finished games')).getAttribute('role')).toBe('status');
    const [shift, bombs] = rows();
    expect([shift?.slice(1, 3), shift?.slice(4)]).toEqual([
      ['Quiet night', 'Ann, Bo'],
      ['Relaxed: 90 seconds', '12 min 30 s', '–', '✔ Won'],
    ]);
    expect([bombs?.slice(1, 3), bombs?.slice(4)]).toEqual([
      ['Close call', 'Cy'],
      ['10 minutes (printed)', '10 min 00 s', '17', '✖ Lost: Time ran out with bombs left'],
    ]);
    // The game, then its setting.
    expect(shift?.[3]).toBe('FLATLINE · Training · Standard side');
    expect(bombs?.[3]).toMatch(/^FUSE: Countdown · ?Expert with 3 fuse cards$/);
    expect(calls).toEqual([
      ['listProfiles', {}],
      ['listCampaigns', {}],
      ['listHistory', { limit: 50, offset: 0 }],
      ['listReplayFiles', {}],
    ]);
  });

  it('names the clock a game was played on when its fitted clock followed the devices (not the one set up)', async () => {
    const fitted = { ...CLOSE_CALL, setup: { ...CLOSE_CALL.setup, clockMinutes: 10.5, clockFitted: true }, timer: 'fitted', devices: [0, 1], details: { ...CLOSE_CALL.details, clockMs: 420_000 } };
    open([fitted]);
    await screen.findByText('1 finished game');
    expect(rows()[0]?.[4]).toBe('Fitted to the table: 7:00');
  });

  it('says which seats played from a device', async () => {
    open([{ ...WON_SHIFT, devices: [1, 0] }, CLOSE_CALL]);
    await screen.findByText('2 finished games');
    const [shift, bombs] = rows();
    expect([shift?.[2], bombs?.[2]]).toEqual(['Ann, Bo From a device: Ann, Bo', 'Cy']);
    expect(screen.getAllByTestId('history-devices').map((el) => el.textContent)).toEqual(['From a device: Ann, Bo']);
  });

  it('says which seats a bot played', async () => {
    open([{ ...WON_SHIFT, bots: [1] }, CLOSE_CALL]);
    await screen.findByText('2 finished games');
    expect(rows()[0]?.[2]).toBe('Ann, Bo Bots: Bo');
    expect(screen.getAllByTestId('history-bots').map((el) => el.textContent)).toEqual(['Bots: Bo']);
  });

  it('says so when no game has finished', async () => {
    open([]);
    expect(await screen.findByText('No finished games yet.')).toBeTruthy();
  });

  it('shows more games on asking, after the first fifty', async () => {
    const many: GameResult[] = Array.from({ length: 51 }, (_, i) => ({ ...WON_SHIFT, gameId: gameId(100 + i), title: `Shift ${i + 1}` }));
    const { user, calls } = open(many);
    await screen.findByText('51 finished games');
    expect(rows()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('button', { name: 'Open the log of Shift 51' })).toBeTruthy();
    expect(rows()).toHaveLength(51);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(calls.filter(([method]) => method === 'listHistory')).toEqual([
      ['listHistory', { limit: 50, offset: 0 }],
      ['listHistory', { limit: 50, offset: 50 }],
    ]);
  });
});

describe('a finished game’s page', () => {
  it('opens from its title: how it ended, who played, its setting and its log round by round', async () => {
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Open the log of Quiet night' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Quiet night' })).toBeTruthy();
    const facts = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim();
    expect([facts('Outcome'), facts('Length'), facts('Players'), facts('Setup'), facts('Rounds'), facts('Patients treated')]).toEqual([
      '✔ Won',
      '12 min 30 s',
      'Ann, Bo',
      '2 players · Training · Relaxed: 90 seconds · Standard side (green)',
      '4',
      '6',
    ]);
    expect(await screen.findByText('Round 1')).toBeTruthy();
    expect(screen.getByText('Round 4').textContent).toBe('Round 4 (1 event)');
    expect(screen.getByText('The players win: 6 patients treated!')).toBeTruthy();
    expect(calls.slice(-2)).toEqual([
      ['getGame', { id: WON_SHIFT.gameId }],
      ['sameDeal', { game: WON_SHIFT.gameId }],
    ]);
  });

  it('says, as its row does, which seats a bot played, which played from a device, and the hints shown', async () => {
    const { user } = open([{ ...WON_SHIFT, bots: [1], devices: [0], hints: 3 }, CLOSE_CALL]);
    const row = await screen.findByRole('row', { name: /Quiet night/ });
    const rowMarks = ['history-bots', 'history-devices', 'history-hints'].map((id) => within(row).getByTestId(id).textContent?.trim());
    expect(rowMarks).toEqual(['Bots: Bo', 'From a device: Ann', '★ 3 hints shown']);
    await user.click(screen.getByRole('button', { name: 'Open the log of Quiet night' }));
    const facts = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim();
    expect(facts('Players')).toBe('Ann, Bo Bots: Bo From a device: Ann');
    expect(facts('Outcome')).toBe('✔ Won ★ 3 hints shown');
    expect(['history-bots', 'history-devices', 'history-hints'].map((id) => screen.getByTestId(id).textContent?.trim())).toEqual(rowMarks);
  });

  it('says, on its row and its page, that dice could be taken back and how many were', async () => {
    const { user } = open([{ ...WON_SHIFT, details: { ...WON_SHIFT.details, takeBack: 'on', takenBack: 2 } }, { ...CLOSE_CALL, details: { ...CLOSE_CALL.details, takeBack: 'on', takenBack: 1 } }]);
    const row = await screen.findByRole('row', { name: /Quiet night/ });
    expect(within(row).getByTestId('history-take-back').textContent?.trim()).toBe('↩ Take-backs allowed: 2 dice taken back');
    expect(screen.getAllByTestId('history-take-back').map((mark) => mark.textContent?.trim())).toEqual(['↩ Take-backs allowed: 2 dice taken back', '↩ Take-backs allowed: 1 die taken back']);
    await user.click(screen.getByRole('button', { name: 'Open the log of Quiet night' }));
    const outcome = screen.getByText('Outcome', { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim();
    expect(outcome).toBe('✔ Won ↩ Take-backs allowed: 2 dice taken back');
  });

  it('a game played at one screen by people alone, without hints, carries no marks on its page', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Open the log of Quiet night' }));
    expect(screen.queryByTestId('history-bots')).toBeNull();
    expect(screen.queryByTestId('history-devices')).toBeNull();
    expect(screen.queryByTestId('history-hints')).toBeNull();
    expect(screen.queryByTestId('history-take-back')).toBeNull();
  });

  it('FUSE: Countdown lost with 3:59 left: the time bonus says why it is 0 beside the time left', async () => {
    const early = { ...CLOSE_CALL, cause: 'bag-empty', details: { ...CLOSE_CALL.details, timeLeftMs: 239_000, 'points.time': 0 } };
    const { user } = open([early]);
    await user.click(await screen.findByRole('button', { name: 'Open the log of Close call' }));
    const facts = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent?.trim();
    expect(facts('Time left on the clock')).toBe('3:59');
    const row = screen.getByTestId('history-breakdown').querySelector('tr[data-part="time"]')!;
    expect([row.querySelector('th')?.textContent?.replace(/\s+/g, ' ').trim(), row.querySelector('td')?.textContent]).toEqual(['Time bonus (only a saved ship scores its time left)', '0']);
  });

  it('goes back to the list', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Open the log of Close call' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Close call' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to history' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeTruthy();
    expect(rows().map((cells) => cells[1])).toEqual(['Quiet night', 'Close call']);
  });
});

describe('the filters', () => {
  it('one game: only its games, without repeating the game’s name on each row', async () => {
    const { user, calls } = open();
    await screen.findByText('2 finished games');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'FUSE: Countdown');
    expect(await screen.findByText('1 finished game')).toBeTruthy();
    expect(rows().map((cells) => [cells[1], cells[3]])).toEqual([['Close call', 'Expert with 3 fuse cards']]);
    expect(calls.at(-1)).toEqual(['listHistory', { kind: 'fuse-countdown', limit: 50, offset: 0 }]);
  });

  it('one player: the games they sat in', async () => {
    const { user, calls } = open();
    await screen.findByText('2 finished games');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Player' }), 'Cy');
    expect(await screen.findByText('1 finished game')).toBeTruthy();
    expect(rows().map((cells) => cells[1])).toEqual(['Close call']);
    expect(calls.at(-1)).toEqual(['listHistory', { profileId: CY.id, limit: 50, offset: 0 }]);
  });
});

describe('watching a finished game again', () => {
  it('each row offers its replay, which opens the game as its source', async () => {
    const watched: ReplaySource[] = [];
    const { user } = open(undefined, {}, (source) => watched.push(source));
    await user.click(await screen.findByRole('button', { name: `Watch the game again: ${CLOSE_CALL.title}` }));
    expect(watched).toEqual([{ kind: 'game', gameId: CLOSE_CALL.gameId }]);
  });
});
