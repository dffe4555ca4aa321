// The replay screen with FUSE: Countdown's own board: drawn read-only (no roll or die can be pressed),
// turn by turn, the clock as it stood, its moments in words, and, when asked, the bomb deck, the
// spark deck and the bag beside the board. Against a fake API.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { GameDetailOf } from '@shared/games';
import type { ReplayOutlineOf, ReplaySource, ReplayStepOf } from '@shared/replays';
import { locale } from '../../../lib/i18n/i18n.svelte';
import ReplayScreen from '../../../lib/replay/ReplayScreen.svelte';
import { tableGame } from '../../registry';
import { fakeClient } from '../../../screens/screens.test-support';
import { viewOf } from '../board/view-fixture.test-support';

const SOURCE = { kind: 'game', gameId: '00000000-0000-4000-8000-000000000009' } satisfies ReplaySource;
const view = viewOf();

const OUTLINE: ReplayOutlineOf<'fuse-countdown'> = {
  kind: 'fuse-countdown',
  title: 'Bomb squad',
  seats: view.setup.seats,
  solitaire: false,
  setup: view.setup,
  status: 'lost',
  finishedAt: '2026-03-01T19:00:00.000Z',
  steps: 3,
  rounds: [
    { step: 0, round: 1 },
    { step: 2, round: 2 },
  ],
  moments: [{ step: 2, marks: [{ code: 'spark', count: 1 }, { code: 'last-minute', count: 1 }] }],
  hiddenAvailable: true,
};

function stepOf(step: number, hidden: boolean): ReplayStepOf<'fuse-countdown'> {
  const state = { ...view, turn: step >= 2 ? 2 : 1 };
  const game = {
    id: SOURCE.gameId,
    kind: 'fuse-countdown',
    title: 'Bomb squad',
    seats: view.setup.seats,
    solitaire: false,
    setup: view.setup,
    status: 'in-progress',
    round: state.turn,
    paused: false,
    createdAt: '2026-03-01T18:00:00.000Z',
    updatedAt: '2026-03-01T18:00:00.000Z',
    state,
    clock: { running: false, elapsedMs: 545_000 + step * 1000, limitMs: 600_000 },
    version: step,
  } as GameDetailOf<'fuse-countdown'>;
  return {
    kind: 'fuse-countdown',
    step,
    taken: step * 2,
    game,
    marks: OUTLINE.moments.find((m) => m.step === step)?.marks ?? [],
    ...(hidden ? { hidden: { bombDeck: ['fuse-01', 'bomb-01'], sparkDeck: ['spark-01', 'spark-02'], bag: ['d01', 'd01'] } } : {}),
  };
}

describe('the replay screen with FUSE: Countdown\'s board', () => {
  it('draws the board read-only, turn by turn, with the clock as it stood and the moments in words', async () => {
    locale.current = 'en';
    const { client } = fakeClient({ openReplay: () => OUTLINE, replayStep: ({ step, hidden }) => stepOf(step, hidden === true) });
    render(ReplayScreen, { client, source: SOURCE, tableOf: tableGame, onClose: () => undefined });
    const user = userEvent.setup({ delay: null });
    const board = await screen.findByTestId('fuse-countdown-board');
    // Read-only, not inert (its tips still show: read-only-board.dom.test.ts): nothing offered to act.
    expect([board.closest('[inert]'), board.hasAttribute('data-read-only')]).toEqual([null, true]);
    expect(screen.getByTestId('replay-clock').textContent).toBe('0:55 left on the clock');
    await user.keyboard('{PageDown}');
    await vi.waitFor(() => expect(screen.getByTestId('replay-screen').dataset.step).toBe('2'));
    expect(screen.getByTestId('fuse-countdown-board').dataset.turn).toBe('2');
    expect(screen.getByTestId('replay-position').textContent).toBe('Turn 2 · step 2 of 2');
    expect(screen.getByTestId('replay-marks').textContent).toContain('Spark drawn');
    expect(screen.getByTestId('replay-marks').textContent).toContain("The clock's last minute");

    await user.keyboard('h');
    const panel = await screen.findByTestId('replay-hidden-panel');
    const lists = within(panel).getAllByRole('list');
    expect(lists.map((list) => within(list).getAllByRole('listitem').map((item) => item.textContent))).toEqual([
      ['A fuse card', expect.stringMatching(/^The \d-point bomb/)],
      ['A spark ×2'],
      [expect.stringMatching(/^\w+ die ×2$/)],
    ]);
  });
});
