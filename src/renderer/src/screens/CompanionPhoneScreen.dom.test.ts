// A phone following the companion's clock (docs/companion.md), against a fake guest client: the code's
// lobby is the companion's, so the phone joins it at once and draws the clock; its Pause goes to the
// table with its token; pushes move the clock on; a reload comes back with the kept token; and when the
// main screen stops showing it, the phone says why.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/svelte';
import type { CompanionView } from '@shared/companion';
import { GUEST_STORAGE_KEY } from '../lib/guest/guest-page';
import { refusal } from './screens.test-support';
import { openGuestApp } from './guest-app.test-support';

const ID = 'c-00000000-0000-4000-8000-000000000001';
const TOKEN = 'B'.repeat(32);
const VIEW: CompanionView = {
  id: ID,
  kind: 'flatline',
  version: 3,
  phase: 'countdown',
  round: 2,
  step: 'E',
  steps: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
  countdownStep: 'E',
  limitMs: 90_000,
  remainingMs: 75_000,
  running: false,
  paused: false,
  timer: '90',
  clock: { timerSeconds: 90 },
  timeUp: false,
};

describe('a phone following the companion', () => {
  it('joins the clock from the code at once, draws it, and sends its Pause with its token', async () => {
    const { calls, storage, push, user } = openGuestApp({
      lobby: () => ({ id: ID, kind: 'flatline', title: '', seats: [], companion: true }),
      joinCompanion: () => ({ token: TOKEN, companion: VIEW }),
      getCompanion: () => VIEW,
      companionAct: () => ({ ...VIEW, version: 4, paused: true }),
    });
    expect(await screen.findByTestId('companion-phone')).toBeTruthy();
    expect(screen.getByTestId('companion-stage').textContent).toBe('Round 2 · E · Countdown');
    expect(screen.getByRole('timer').textContent?.trim()).toBe('1:15');
    expect(JSON.parse(storage.items.get(GUEST_STORAGE_KEY)!)).toEqual({ token: TOKEN, code: 'ABC234' });

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(calls.at(-1)).toEqual(['companionAct', { token: TOKEN, id: ID, act: 'pause' }]);
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeTruthy();
    // Nothing here can end the game: that is the main screen's.
    expect(screen.queryByRole('button', { name: 'End the game' })).toBeNull();

    // A push from the table: the countdown ended early, on to F.
    push({ type: 'companionChanged', companion: { ...VIEW, version: 5, phase: 'step', step: 'F', remainingMs: 40_000 } });
    expect(await screen.findByTestId('companion-step')).toBeTruthy();
    expect(screen.getByTestId('companion-stage').textContent).toBe('Round 2 · F · Resolve Cards');

    // The main screen stops showing the clock on phones: the phone says so.
    push({ type: 'companionChanged', companion: null });
    push({ type: 'seatLost', code: 'invitations-closed', message: 'The host closed the invitations.' });
    expect(await screen.findByText('The host closed the invitations: nobody can join now.')).toBeTruthy();
    expect(screen.queryByTestId('companion-phone')).toBeNull();
  });

  it('comes back to the clock after a reload with the kept token', async () => {
    const { calls } = openGuestApp(
      {
        mySeat: () => {
          throw refusal('companion-token', 'This token follows the companion’s clock: it plays no game.');
        },
        getCompanion: () => ({ ...VIEW, paused: true }),
      },
      { code: null, stored: { [GUEST_STORAGE_KEY]: JSON.stringify({ token: TOKEN, code: 'ABC234' }) } },
    );
    expect(await screen.findByTestId('companion-phone')).toBeTruthy();
    expect(calls.map(([method]) => method)).toEqual(['mySeat', 'getCompanion', 'getCompanion']);
    expect(screen.getByText('Paused: the clock stands still')).toBeTruthy();
  });
});
