// The bots' proposal on a table decision, on the main screen's table: the proposed answer is marked
// ("★ Bot 2 proposes", described by the proposal's line), nothing is sent until a person presses it,
// and pressing it plays it. Without a proposal nothing is marked.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { tick } from 'svelte';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { GameDetailOf } from '@shared/games';
import { locale } from '../i18n/i18n.svelte';
import TableShell from './TableShell.svelte';
import { fixtureGame, fixtureState } from '../../games/flatline/board/board-fixture.test-support';
import { TABLE_GAMES } from '../../games/registry';

const settle = async () => {
  for (let i = 0; i < 6; i++) {
    await tick();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};

function decisionGame(proposal: boolean): GameDetailOf<'flatline'> {
  const state = {
    ...fixtureState(2),
    stop: null,
    pending: { kind: 'choose-player-to-lose-dice' as const, source: 'bathroom-break', amount: 2, options: [{ id: 'seat:0', seat: 0 }, { id: 'seat:1', seat: 1 }] },
  };
  return fixtureGame(state, {
    seats: [state.setup.seats[0]!, { ...state.setup.seats[1]!, name: 'Bot 2' }],
    bots: { seats: [1], pace: 'quick' },
    clock: { running: false, elapsedMs: 0, limitMs: 60_000 },
    ...(proposal ? { proposal: { seat: 1, action: { type: 'decide', option: 'seat:1' }, why: { key: 'flatline.hint.why.decide', params: { samples: 6 } } } } : {}),
  });
}

function open(proposal = true) {
  locale.current = 'en';
  const sent: FlatlineAction[] = [];
  const onAct = vi.fn(async (action: unknown) => {
    sent.push(action as FlatlineAction);
    return true;
  });
  render(TableShell, { game: decisionGame(proposal), table: TABLE_GAMES.flatline, onAct, onPause: async () => true, onLeave: () => undefined });
  return { sent, user: userEvent.setup({ delay: null }) };
}

const option = (id: string) => document.querySelector<HTMLElement>(`[data-option="${id}"]`)!;

describe('the bots’ proposal', () => {
  it('marks the proposed answer and says why; nothing is sent until a person presses it, which plays it', async () => {
    const { sent, user } = open();
    await settle();
    const proposed = option('seat:1');
    expect(proposed.dataset.proposal).toBe('★ Bot 2 proposes');
    expect(option('seat:0').dataset.proposal).toBeUndefined();
    const line = screen.getByTestId('proposal-line');
    expect(line.textContent?.replace(/\s+/g, ' ').trim()).toBe('Bot 2 proposes: The lit answer leaves the Medics best off over 6 possible futures. Press it to agree, or choose another.');
    expect(proposed.getAttribute('aria-describedby')?.split(' ')).toContain(line.querySelector('p')!.id);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);

    await user.click(proposed);
    await waitFor(() => expect(sent).toEqual([{ type: 'decide', option: 'seat:1' }]));
  });

  it('marks nothing without a proposal', async () => {
    open(false);
    await settle();
    expect(document.querySelectorAll('[data-proposal]').length).toBe(0);
    expect(screen.getByTestId('proposal-line').textContent?.trim()).toBe('');
  });
});
