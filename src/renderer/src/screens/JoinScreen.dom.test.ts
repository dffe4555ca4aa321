// The join screen of a friend far away who came by a link (docs/far-away.md): the link found the
// table, so the seats come first and the join code's box is out of the way; "Enter a code instead"
// brings it back (the keyboard in it), and a refused code shows it again to type the right one.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import type { Lobby } from '@shared/guest-api';
import { gameId, refusal } from './screens.test-support';
import { fakeGuestState, type GuestAnswers } from './guest-app.test-support';
import JoinScreen from './JoinScreen.svelte';

const LOBBY: Lobby = {
  id: gameId(3),
  kind: 'flatline',
  title: 'Ada · Bruno',
  seats: [
    { seat: 0, name: 'Ada', colour: 'red', device: false, bot: false, connected: false },
    { seat: 1, name: 'Bruno', colour: 'blue', device: true, bot: false, connected: true },
  ],
};

async function open(answers: GuestAnswers, codeGiven: boolean) {
  const fake = fakeGuestState(answers, { code: 'KQ7RM2' });
  render(JoinScreen, { guest: fake.guest, codeGiven });
  await fake.guest.start();
  return fake;
}

describe('the join screen of a friend who came by a link', () => {
  it('shows the seats to take with no code box, and brings the box back on "Enter a code instead"', async () => {
    const { user, calls } = await open({ lobby: () => LOBBY }, true);
    expect(within(await screen.findByTestId('guest-lobby')).getByRole('button', { name: 'Play Ada' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Join code' })).toBeNull();
    expect(calls).toEqual([['lobby', { code: 'KQ7RM2' }]]);

    await user.click(screen.getByRole('button', { name: 'Enter a code instead' }));
    const box = screen.getByRole('textbox', { name: 'Join code' }) as HTMLInputElement;
    expect(box.value).toBe('KQ7RM2');
    await expect.poll(() => document.activeElement).toBe(box);
    expect(screen.queryByRole('button', { name: 'Enter a code instead' })).toBeNull();
    // The seats stay where they were.
    expect(screen.getByTestId('guest-lobby')).toBeTruthy();
  });

  it('shows the code box again when the code is refused', async () => {
    const { user } = await open({ lobby: () => LOBBY, claimSeat: () => { throw refusal('wrong-join-code', 'wrong'); } }, true);
    await user.click(await screen.findByRole('button', { name: 'Play Ada' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That join code is not this table');
    expect(screen.getByRole('textbox', { name: 'Join code' })).toBeTruthy();
  });

  it('a phone that came by the QR code keeps the code box beside the seats', async () => {
    await open({ lobby: () => LOBBY }, false);
    expect(await screen.findByTestId('guest-lobby')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Join code' }) as HTMLInputElement).value).toBe('KQ7RM2');
    expect(screen.queryByRole('button', { name: 'Enter a code instead' })).toBeNull();
  });
});
