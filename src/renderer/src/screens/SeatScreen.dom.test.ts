// A device's seat view at a table decision with bots (docs/bots.md): the bots' proposal is marked on
// the decision where the seat view shows it, its line says who proposes and why, nothing is sent
// until the person presses it; the bot's seat is named with its BOT mark where the view names it.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/svelte';
import type { GuestGame } from '@shared/guest-api';
import { GUEST_STORAGE_KEY } from '../lib/guest/guest-page';
import { guestGameOf, viewOf } from '../games/fuse-countdown/board/view-fixture.test-support';
import { gameId } from './screens.test-support';
import { openGuestApp } from './guest-app.test-support';

const ID = gameId(7);
const TOKEN = 'A'.repeat(32);

/** Ada at her phone, Bot 2 a bot that leads: a fuse card has the table roll for a 6. */
function rollSixGame(): GuestGame {
  const state = viewOf({ phase: 'resolve', leader: 1, pending: { kind: 'roll-six', seat: 0, source: 'fuse-01', options: [], seats: [0, 1] }, rollSix: [0, 1] });
  const seats = [
    { name: 'Ada', colour: 'red' as const },
    { name: 'Bot 2', colour: 'blue' as const },
  ];
  return guestGameOf(state, ID, {
    seats,
    title: 'Ada · Bot 2',
    bots: { seats: [1], pace: 'steady' },
    proposal: { seat: 1, action: { type: 'roll-six' }, why: { key: 'fuse-countdown.hint.why.roll-six', params: {} } },
  } as Partial<GuestGame>);
}

function open() {
  const stored = { [GUEST_STORAGE_KEY]: JSON.stringify({ token: TOKEN, code: 'ABC234' }) };
  return openGuestApp({ mySeat: () => ({ seat: 0, game: rollSixGame() }), act: () => rollSixGame() }, { code: null, stored });
}

describe('a seat view at a table decision with bots', () => {
  it('marks the bots’ proposal and says why; nothing is sent until the person presses it', async () => {
    const { calls, user } = open();
    const roll = await screen.findByTestId('fc-roll-six');
    await waitFor(() => expect(roll.dataset.proposal).toBe('★ Bot 2 proposes'));
    expect(screen.getByTestId('proposal-line').textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Bot 2 proposes: Roll the spare dice until each player has a 6. Press it to agree, or choose another.',
    );
    expect(calls.map(([method]) => method)).toEqual(['mySeat']);
    // The leader is a bot: the seat view says so with its mark.
    expect(screen.getByTestId('fc-seat-tray').querySelector('[data-testid="bot-mark"]')?.getAttribute('title')).toBe('A bot plays Bot 2, at the steady pace');

    await user.click(roll);
    await waitFor(() => expect(calls.at(-1)).toEqual(['act', { token: TOKEN, id: ID, kind: 'fuse-countdown', action: { type: 'roll-six' } }]));
  });
});
