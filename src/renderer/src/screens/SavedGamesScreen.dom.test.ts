// The Saved games screen as the players use it: the list, renaming, deleting after a question, the
// game filter and importing a file, against a fake API that records what the screen asked.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { GameSummary } from '@shared/games';
import { locale } from '../lib/i18n/i18n.svelte';
import SavedGamesScreen from './SavedGamesScreen.svelte';
import { BOMB_SQUAD, NIGHT_SHIFT, fakeClient, gameId, refusal, type Answers } from './screens.test-support';

/** The screen over a list of saved games that the fake API keeps, renames and deletes. */
function open(extra: Answers = {}) {
  let games: GameSummary[] = [NIGHT_SHIFT, BOMB_SQUAD];
  const opened: string[] = [];
  const { client, calls } = fakeClient({
    listGames: () => games,
    renameGame: ({ id, title }) => {
      games = games.map((g) => (g.id === id ? { ...g, title } : g));
      return games.find((g) => g.id === id)!;
    },
    deleteGame: ({ id }) => {
      games = games.filter((g) => g.id !== id);
      return { id };
    },
    ...extra,
  });
  render(SavedGamesScreen, { client, onOpen: (id: string) => opened.push(id) });
  return { calls, opened, user: userEvent.setup({ delay: null }) };
}

/** The titles the list shows, in order. */
const titles = () => within(screen.getByRole('list')).getAllByRole('heading').map((h) => h.textContent);
/** One saved game's entry in the list, found by its title. */
const entry = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('the saved games list', () => {
  it('names each game in progress, with its game, its players, its setting and where it stands', async () => {
    const { calls } = open();
    expect(await screen.findByRole('heading', { name: 'Night shift' })).toBeTruthy();
    expect(titles()).toEqual(['Night shift', 'Bomb squad']);
    const night = within(entry('Night shift'));
    expect(night.getByText('FLATLINE')).toBeTruthy();
    expect(night.getByText('Ann, Bo')).toBeTruthy();
    expect(night.getByText('Round 3')).toBeTruthy();
    const bombs = within(entry('Bomb squad'));
    expect(bombs.getByText('FUSE: Countdown')).toBeTruthy();
    expect(bombs.getByText('1 player · Expert with 3 fuse cards · 10 minutes (printed)')).toBeTruthy();
    expect(bombs.getByText('Turn 5')).toBeTruthy();
    expect(calls).toEqual([['listGames', { status: 'in-progress' }]]);
  });

  it('names the clock a game plays on once its fitted clock followed the devices, not the one set up', async () => {
    const fitted = { ...BOMB_SQUAD, setup: { ...BOMB_SQUAD.setup, clockMinutes: 10.5, clockFitted: true }, clockMs: 420_000 } as GameSummary;
    open({ listGames: () => [fitted] });
    expect(await screen.findByText('1 player · Expert with 3 fuse cards · Fitted to the table: 7:00')).toBeTruthy();
  });

  it('continues a game with its Continue button', async () => {
    const { user, opened } = open();
    await user.click(await screen.findByRole('button', { name: 'Continue Bomb squad' }));
    expect(opened).toEqual([BOMB_SQUAD.id]);
  });

  it('says so when no game is in progress', async () => {
    const { client } = fakeClient({ listGames: () => [] });
    render(SavedGamesScreen, { client, onOpen: () => undefined });
    expect(await screen.findByText('No games in progress.')).toBeTruthy();
  });
});

describe('renaming a saved game', () => {
  it('takes the new name typed and saved, and the list shows it', async () => {
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Rename Night shift' }));
    const name = screen.getByRole('textbox', { name: 'New name' });
    expect((name as HTMLInputElement).value).toBe('Night shift');
    await user.clear(name);
    await user.type(name, 'Long night');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect((await screen.findByRole('status')).textContent).toContain('Renamed to “Long night”.');
    expect(titles()).toEqual(['Long night', 'Bomb squad']);
    expect(screen.queryByRole('textbox', { name: 'New name' })).toBeNull();
    expect(calls).toEqual([
      ['listGames', { status: 'in-progress' }],
      ['renameGame', { id: NIGHT_SHIFT.id, title: 'Long night' }],
      ['listGames', { status: 'in-progress' }],
    ]);
  });

  it('is saved with Enter too', async () => {
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Rename Bomb squad' }));
    await user.clear(screen.getByRole('textbox', { name: 'New name' }));
    await user.type(screen.getByRole('textbox', { name: 'New name' }), 'Short fuse{Enter}');
    expect(await screen.findByRole('heading', { name: 'Short fuse' })).toBeTruthy();
    expect(calls[1]).toEqual(['renameGame', { id: BOMB_SQUAD.id, title: 'Short fuse' }]);
  });

  it('Cancel keeps the old name and asks nothing', async () => {
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Rename Night shift' }));
    await user.type(screen.getByRole('textbox', { name: 'New name' }), ' forever');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'New name' })).toBeNull();
    expect(titles()).toEqual(['Night shift', 'Bomb squad']);
    expect(calls).toEqual([['listGames', { status: 'in-progress' }]]);
  });
});

describe('deleting a saved game', () => {
  it('asks first, and “Keep it” keeps the game', async () => {
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Night shift' }));
    const question = screen.getByRole('dialog', { name: 'Delete this saved game?' });
    expect(within(question).getByText('“Night shift” and every move in it will be gone for good.')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(titles()).toEqual(['Night shift', 'Bomb squad']);
    expect(calls).toEqual([['listGames', { status: 'in-progress' }]]);
  });

  it('Escape (the dialog cancelled) keeps the game too', async () => {
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Bomb squad' }));
    // A browser cancels a modal dialog on Escape; happy-dom sends no such event, so it is sent here.
    await fireEvent(screen.getByRole('dialog', { name: 'Delete this saved game?' }), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([['listGames', { status: 'in-progress' }]]);
  });

  it('once confirmed, deletes it and says so', async () => {
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Night shift' }));
    await user.click(screen.getByRole('button', { name: 'Delete game' }));
    expect((await screen.findByRole('status')).textContent).toContain('“Night shift” deleted.');
    expect(titles()).toEqual(['Bomb squad']);
    expect(calls).toEqual([
      ['listGames', { status: 'in-progress' }],
      ['deleteGame', { id: NIGHT_SHIFT.id }],
      ['listGames', { status: 'in-progress' }],
    ]);
  });
});

describe('the game filter', () => {
  it('shows one game’s saves, then every game’s again', async () => {
    const { user, calls } = open();
    await screen.findByRole('heading', { name: 'Night shift' });
    const game = screen.getByRole('combobox', { name: 'Game' });
    await user.selectOptions(game, 'FUSE: Countdown');
    expect(titles()).toEqual(['Bomb squad']);
    await user.selectOptions(game, 'FLATLINE');
    expect(titles()).toEqual(['Night shift']);
    await user.selectOptions(game, 'Every game');
    expect(titles()).toEqual(['Night shift', 'Bomb squad']);
    expect(calls).toEqual([['listGames', { status: 'in-progress' }]]);
  });
});

describe('importing a game file', () => {
  afterEach(() => {
    locale.current = 'en';
  });

  it('the file picker speaks the app\u2019s language, not the browser\u2019s ("Choose File", "No file chosen")', async () => {
    locale.current = 'it';
    open();
    await screen.findByRole('heading', { name: 'Night shift' });
    const input = screen.getByLabelText('Importa un file di partita');
    expect(input.closest('label')!.textContent).toContain('Scegli un file…');
    // The browser's own button and words stay out of sight.
    expect(input.classList.contains('visually-hidden')).toBe(true);
  });

  const file = (text: string) => new File([text], 'night-shift.json', { type: 'application/json' });

  it('shows a refused file as an alert and changes nothing', async () => {
    const { user, calls } = open({
      importGame: () => {
        throw refusal('import-not-json', 'not JSON');
      },
    });
    await screen.findByRole('heading', { name: 'Night shift' });
    await user.upload(screen.getByLabelText('Import a game file'), file('not a game'));
    expect((await screen.findByRole('alert')).textContent).toContain('This file is not a FUSE Table game file: it is not JSON. Nothing was imported.');
    expect(titles()).toEqual(['Night shift', 'Bomb squad']);
    expect(calls).toEqual([
      ['listGames', { status: 'in-progress' }],
      ['importGame', { text: 'not a game' }],
    ]);
  });

  it('adds an imported game to the list', async () => {
    const imported: GameSummary = { ...NIGHT_SHIFT, id: gameId(99), title: 'Imported shift' };
    let listed = [NIGHT_SHIFT];
    const { client, calls } = fakeClient({
      listGames: () => listed,
      importGame: () => ((listed = [...listed, imported]), imported),
    });
    render(SavedGamesScreen, { client, onOpen: () => undefined });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Night shift' });
    await user.upload(screen.getByLabelText('Import a game file'), file('{"format":"fuse-table-game"}'));
    expect((await screen.findByRole('status')).textContent).toContain('Imported “Imported shift”.');
    expect(titles()).toEqual(['Night shift', 'Imported shift']);
    expect(calls.map(([method]) => method)).toEqual(['listGames', 'importGame', 'listGames']);
  });
});
