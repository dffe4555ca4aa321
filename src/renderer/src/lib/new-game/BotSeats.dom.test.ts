// Bot teammates in both games' new-game forms, as a player fills them in: a seat chosen as a bot,
// the one-press fill, the pace, and the createGame call that results.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { ApiInput } from '@shared/api';
import FlatlineNewGame from '../../games/flatline/setup/FlatlineNewGame.svelte';
import FuseCountdownNewGame from '../../games/fuse-countdown/setup/FuseCountdownNewGame.svelte';

function open(form: typeof FlatlineNewGame | typeof FuseCountdownNewGame) {
  const created: ApiInput<'createGame'>[] = [];
  render(form, { busy: false, onCreate: async (input: ApiInput<'createGame'>) => (created.push(input), true) });
  return { created, user: userEvent.setup({ delay: null }) };
}

describe('bot seats in the new-game form', () => {
  it('FLATLINE: one press fills the empty seats after the first with bots, named as bots, at the pace chosen', async () => {
    const { created, user } = open(FlatlineNewGame);
    await user.click(screen.getByRole('radio', { name: '3 players' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of player 1' }), 'Ada');
    expect(screen.queryByRole('combobox', { name: "Bots' pace" })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Fill the empty seats with bots' }));
    expect(screen.getAllByRole('combobox', { name: /^Who plays seat/ }).map((s) => (s as HTMLSelectElement).value)).toEqual(['person', 'bot', 'bot']);
    await user.selectOptions(screen.getByRole('combobox', { name: "Bots' pace" }), 'quick');
    await user.click(screen.getByRole('button', { name: 'Start game' }));
    expect(created).toHaveLength(1);
    const input = created[0] as Extract<ApiInput<'createGame'>, { kind: 'flatline' }>;
    expect(input.bots).toEqual({ seats: [1, 2], pace: 'quick' });
    expect(input.setup.seats.map((s) => s.name)).toEqual(['Ada', 'Bot 2', 'Bot 3']);
  });

  it('FUSE: Countdown: any seat can be a bot by keyboard, the first too; people only send no bots at all', async () => {
    const { created, user } = open(FuseCountdownNewGame);
    await user.click(screen.getByRole('radio', { name: '4 players' }));
    const first = screen.getByRole('combobox', { name: 'Who plays seat 1' });
    first.focus();
    await user.selectOptions(first, 'bot');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 3' }), 'bot');
    await user.click(screen.getByRole('button', { name: 'Start game' }));
    expect((created[0] as { bots?: unknown }).bots).toEqual({ seats: [0, 2], pace: 'steady' });
    // The form starts afresh: people at every seat, and no bots sent.
    await user.click(screen.getByRole('button', { name: 'Start game' }));
    expect(created[1]).not.toHaveProperty('bots');
  });
});
