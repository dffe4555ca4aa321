// The table shell in a DOM, around a FLATLINE board whose countdown runs: whatever covers the board
// (the legend on L, the menu) pauses the game through the services, P pauses and continues, and the
// players resume by hand; covering the board of a paused game asks nothing more.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { tick } from 'svelte';
import { locale } from '../i18n/i18n.svelte';
import TableShell from './TableShell.svelte';
import { fixtureGame, fixtureState } from '../../games/flatline/board/board-fixture.test-support';
import { TABLE_GAMES } from '../../games/registry';
import type { AnyTableGame } from '../table-game';

const settle = async () => {
  for (let i = 0; i < 4; i++) {
    await tick();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};

function open(paused = false, table: AnyTableGame = TABLE_GAMES.flatline) {
  locale.current = 'en';
  const asked: boolean[] = [];
  const onPause = vi.fn(async (p: boolean) => {
    asked.push(p);
    return true;
  });
  const view = render(TableShell, { game: fixtureGame(fixtureState(2), { paused }), table, onAct: async () => true, onPause, onLeave: () => undefined, onHint: async () => ({ refused: true }) as never });
  return { asked, view, user: userEvent.setup({ delay: null }) };
}

describe('the table shell', () => {
  it('pauses a running countdown when L opens the legend, and asks once', async () => {
    const { asked, user } = open();
    await user.keyboard('l');
    await settle();
    expect(asked).toEqual([true]);
    expect(screen.getByTestId('table-shell').dataset.covered).toBe('true');
  });

  it('pauses when the menu opens, and P on a running game pauses it', async () => {
    const first = open();
    await first.user.click(screen.getByRole('button', { name: 'Menu' }));
    await settle();
    expect(first.asked).toEqual([true]);
    first.view.unmount();

    const second = open();
    await second.user.keyboard('p');
    await settle();
    expect(second.asked).toEqual([true]);
  });

  it('asks nothing when a paused game is covered, and P continues it', async () => {
    const { asked, user } = open(true);
    await user.keyboard('l');
    await settle();
    expect(asked).toEqual([]);
    await user.keyboard('l');
    await user.keyboard('p');
    await settle();
    expect(asked).toEqual([false]);
  });

  it("shows a game's clock and Hint only where the game declares those blocks", async () => {
    const full = open();
    await settle();
    expect([!!full.view.container.querySelector('[role="timer"]'), !!screen.queryByTestId('hint')]).toEqual([true, true]);
    full.view.unmount();

    // The same board, its game declaring neither a clock nor advice: the bar shows neither.
    const { clock: _clock, advice: _advice, ...bare } = TABLE_GAMES.flatline;
    const without = open(false, bare as AnyTableGame);
    await settle();
    expect([!!without.view.container.querySelector('[role="timer"]'), !!screen.queryByTestId('hint')]).toEqual([false, false]);
  });

  it('offers, at the end, the same settings on a fresh deal and "Play this deal" on the same one (bots in the same seats)', async () => {
    locale.current = 'en';
    const asked: unknown[] = [];
    const onPlayAgain = vi.fn(async (input: unknown) => (asked.push(input), true));
    const state = fixtureState(2);
    const bots = { seats: [1], pace: 'steady' as const };
    render(TableShell, {
      game: fixtureGame(state, { status: 'won', seed: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', bots }),
      table: TABLE_GAMES.flatline,
      onAct: async () => true,
      onPause: async () => true,
      onLeave: () => undefined,
      onPlayAgain,
      onHint: async () => ({ refused: true }) as never,
    });
    const user = userEvent.setup({ delay: null });
    await settle();
    const end = screen.getByTestId('end-screen');
    await user.click(within(end).getByRole('button', { name: 'Play again with the same settings' }));
    await user.click(within(end).getByRole('button', { name: 'Play this deal' }));
    expect(asked).toEqual([
      { kind: 'flatline', setup: state.setup },
      { kind: 'flatline', setup: state.setup, seed: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', bots },
    ]);
  });
});
