// Friends' replay files in History as the players use them: opened with the button (refused ones
// say why and list nothing), listed apart from their own games, shown read-only with "Play this
// deal" and every result on the deal; a game's page plays its deal or exports it. Against a fake API.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { ReplayFileEntry } from '@shared/replay-files';
import HistoryScreen from './HistoryScreen.svelte';
import { ANN, BO, CLOSE_CALL, WON_SHIFT, detailOf, fakeClient, gameId, NIGHT_SHIFT, refusal, type Answers } from './screens.test-support';

/** A friend's file: the same deal as WON_SHIFT, lost in round 6. */
const FRIENDS: ReplayFileEntry = {
  fileId: 'f-1',
  openedAt: '2026-03-02T20:00:00.000Z',
  result: { ...WON_SHIFT, gameId: 'f-1', title: 'Bea at home', outcome: 'lost', cause: 'power-out', rounds: 6, players: [{ seat: 0, name: 'Bea', colour: 'red', profileId: null }, { seat: 1, name: 'Cy', colour: 'blue', profileId: null }] },
};

function open(extra: Answers = {}, props: { onOpen?: (id: string) => void; onWatch?: (source: unknown) => void } = {}) {
  const { client, calls } = fakeClient({
    listHistory: () => ({ total: 2, entries: [WON_SHIFT, CLOSE_CALL] }),
    listProfiles: () => [],
    listCampaigns: () => [],
    listReplayFiles: () => [FRIENDS],
    sameDeal: () => ({ games: [WON_SHIFT], files: [FRIENDS] }),
    getGame: () => ({ ...detailOf({ ...NIGHT_SHIFT, id: WON_SHIFT.gameId, status: 'won' }), state: { patients: [], log: [] } }) as unknown as ReturnType<typeof detailOf>,
    ...extra,
  });
  render(HistoryScreen, { client, ...props });
  return { calls, user: userEvent.setup({ delay: null }) };
}

const file = (text: string) => new File([text], 'Bea.fusereplay', { type: 'application/json' });

describe("friends' replay files in history", () => {
  it("lists the files opened here apart from the player's own games", async () => {
    open();
    const friends = await screen.findByTestId('friends-files');
    expect(await within(friends).findByText('1 file opened on this machine')).toBeTruthy();
    expect(within(friends).getByRole('listitem').textContent?.replace(/\s+/g, ' ').trim()).toMatch(
      /^Bea at home Bea, Cy · FLATLINE · Training · Standard side · ✖ Lost: Power ran out Opened .*2026/,
    );
    // The player's own history table holds their two games only (and a heading row).
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  it('shows a file read-only: the game, setting, players and result, and every result on its deal; Play this deal starts it', async () => {
    const onOpen = vi.fn();
    const { user, calls } = open({ playDeal: () => detailOf({ ...NIGHT_SHIFT, id: gameId(9) }) }, { onOpen });
    await user.click(await screen.findByRole('button', { name: 'Show Bea at home' }));
    const card = screen.getByTestId('replay-file');
    expect(within(card).getByRole('heading', { level: 1, name: 'Bea at home' })).toBeTruthy();
    const facts = (term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim();
    expect([facts('Game'), facts('Setting'), facts('Players'), facts('Result'), facts('Rounds')]).toEqual([
      'FLATLINE',
      'Training · Standard side · Relaxed: 90 seconds',
      'Bea, Cy',
      '✖ Lost: Power ran out',
      '6',
    ]);
    const rows = await within(card).findAllByTestId('same-deal-row');
    const cells = rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim()));
    expect(cells.map((row) => [row[0], row[1], row[3], row[5]])).toEqual([
      ['Yours', 'Ann, Bo', '4', '✔ Won'],
      ["A friend's file (this one)", 'Bea, Cy', '6', '✖ Lost: Power ran out'],
    ]);
    expect(calls).toContainEqual(['sameDeal', { file: 'f-1' }]);
    await user.click(within(card).getByRole('button', { name: 'Play this deal' }));
    expect(calls).toContainEqual(['playDeal', { file: 'f-1' }]);
    expect(onOpen).toHaveBeenCalledWith(gameId(9));
  });

  it("Play this deal seats the player's own profiles, first ones first; a seat can keep the name it had", async () => {
    const onOpen = vi.fn();
    const { user, calls } = open({ listProfiles: () => [ANN, BO], playDeal: () => detailOf({ ...NIGHT_SHIFT, id: gameId(9) }) }, { onOpen });
    await user.click(await screen.findByRole('button', { name: 'Show Bea at home' }));
    const card = screen.getByTestId('replay-file');
    const who = await within(card).findByRole('group', { name: 'Who sits' });
    const seats = within(who).getAllByRole('combobox') as HTMLSelectElement[];
    expect(seats.map((s) => s.selectedOptions[0]?.textContent)).toEqual(['Ann', 'Bo']);
    expect(within(seats[1]!).getAllByRole('option').map((o) => o.textContent)).toEqual(['Ann', 'Bo', 'As in that game: Cy']);
    // Ann cannot sit twice.
    expect((within(seats[1]!).getByRole('option', { name: 'Ann' }) as HTMLOptionElement).disabled).toBe(true);
    await user.selectOptions(seats[1]!, 'As in that game: Cy');
    await user.click(within(card).getByRole('button', { name: 'Play this deal' }));
    expect(calls).toContainEqual(['playDeal', { file: 'f-1', profiles: [ANN.id] }]);
    expect(onOpen).toHaveBeenCalledWith(gameId(9));
  });

  it('opens a file picked with the button and shows it; Watch the game again hands it to the replay screen', async () => {
    const onWatch = vi.fn();
    const { user, calls } = open({ openReplayFile: () => FRIENDS }, { onWatch });
    await user.upload(await screen.findByLabelText('Open a replay file'), file('{"format":"fuse-table-game"}'));
    expect(calls).toContainEqual(['openReplayFile', { text: '{"format":"fuse-table-game"}' }]);
    const card = await screen.findByTestId('replay-file');
    expect(onWatch).not.toHaveBeenCalled();
    await user.click(within(card).getByRole('button', { name: 'Watch the game again' }));
    expect(onWatch).toHaveBeenCalledWith({ kind: 'file', fileId: 'f-1' });
  });

  it('says why a file was refused, in the player\'s words, and lists nothing new', async () => {
    const { user } = open({
      listReplayFiles: () => [],
      openReplayFile: () => {
        throw refusal('replay-too-new', 'This replay file cannot be opened: it was written by a newer FUSE Table.', { found: 2, supported: 1 });
      },
    });
    await user.upload(await screen.findByLabelText('Open a replay file'), file('{}'));
    expect((await screen.findByTestId('replay-file-problem')).textContent).toBe(
      'This replay file comes from a newer FUSE Table (file version 2; this one reads version 1). Update the app to open it. Nothing was opened.',
    );
    expect(within(screen.getByTestId('friends-files')).queryAllByRole('listitem')).toEqual([]);
  });
});

describe("deleting a friend's file", () => {
  const friendsList = async () => within(await screen.findByTestId('friends-files'));

  it('asks first: “Keep it” (by mouse) and Escape (by keyboard) keep the file', async () => {
    const { user, calls } = open();
    const friends = await friendsList();
    await user.click(await friends.findByRole('button', { name: 'Delete the file Bea at home' }));
    const question = screen.getByRole('dialog', { name: "Delete this friend's file?" });
    expect(question.textContent).toContain('“Bea at home” leaves this machine');
    expect(question.textContent).toContain('Your own games, history and statistics stay as they are.');
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    friends.getByRole('button', { name: 'Delete the file Bea at home' }).focus();
    await user.keyboard('{Enter}');
    // A browser cancels a modal dialog on Escape; happy-dom sends no such event, so it is sent here.
    await fireEvent(screen.getByRole('dialog', { name: "Delete this friend's file?" }), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(friends.getAllByRole('listitem')).toHaveLength(1);
    expect(calls.some(([method]) => method === 'deleteReplayFile')).toBe(false);
  });

  it('once confirmed by keyboard, deletes it, says so and lists the files again; the player\'s own history stays', async () => {
    let left = [FRIENDS];
    const { user, calls } = open({
      listReplayFiles: () => left,
      deleteReplayFile: ({ fileId }: { fileId: string }) => ((left = left.filter((f) => f.fileId !== fileId)), { fileId }),
    });
    const friends = await friendsList();
    await friends.findByText('1 file opened on this machine');
    friends.getByRole('button', { name: 'Delete the file Bea at home' }).focus();
    await user.keyboard('{Enter}');
    const question = screen.getByRole('dialog', { name: "Delete this friend's file?" });
    // The browser starts on the safe answer (autofocus, which happy-dom does not do): from there, Tab to Delete.
    within(question).getByRole('button', { name: 'Keep it' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Delete file' }));
    await user.keyboard('{Enter}');
    expect(await friends.findByText('“Bea at home” deleted. Your own games are as they were.')).toBeTruthy();
    expect(friends.queryAllByRole('listitem')).toEqual([]);
    expect(calls.filter(([method]) => method === 'deleteReplayFile')).toEqual([['deleteReplayFile', { fileId: 'f-1' }]]);
    expect(calls.filter(([method]) => method === 'listReplayFiles')).toHaveLength(2);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  it('says why, in the player\'s words, when the file was already gone', async () => {
    const { user } = open({
      deleteReplayFile: () => {
        throw refusal('replay-file-not-found', 'There is no replay file with id f-1.', { id: 'f-1' });
      },
    });
    await user.click(await (await friendsList()).findByRole('button', { name: 'Delete the file Bea at home' }));
    await user.click(screen.getByRole('button', { name: 'Delete file' }));
    expect((await screen.findByTestId('replay-file-problem')).textContent).toBe('That replay file is no longer here.');
  });
});

describe("a finished game's deal", () => {
  it('plays the deal again, exports the game as a replay file, and lists the results on its deal', async () => {
    const onOpen = vi.fn();
    URL.createObjectURL = vi.fn(() => 'blob:replay');
    URL.revokeObjectURL = vi.fn();
    const { user, calls } = open(
      { playDeal: () => detailOf({ ...NIGHT_SHIFT, id: gameId(10) }), exportReplay: () => ({ fileName: 'Quiet-night-2026-03-01.fusereplay', text: '{}' }) },
      { onOpen },
    );
    await user.click(await screen.findByRole('button', { name: 'Open the log of Quiet night' }));
    const rows = await screen.findAllByTestId('same-deal-row');
    expect(rows.map((row) => row.textContent?.replace(/\s+/g, ' ').trim().split(' ')[0])).toEqual(['Yours', 'A']);
    expect(rows[0]?.textContent).toContain('(this one)');
    await user.click(screen.getByRole('button', { name: 'Export as a replay file' }));
    expect(await screen.findByText('Saved as Quiet-night-2026-03-01.fusereplay.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Play this deal' }));
    expect(calls).toContainEqual(['exportReplay', { id: WON_SHIFT.gameId }]);
    expect(calls).toContainEqual(['playDeal', { game: WON_SHIFT.gameId }]);
    expect(onOpen).toHaveBeenCalledWith(gameId(10));
  });
});
