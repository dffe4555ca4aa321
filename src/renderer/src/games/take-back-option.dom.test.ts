// "Take back a misplaced die" in both games' new-game forms: off unless ticked, named by its label and
// described by the line under it; ticked, the game is created with the house rule in its setup.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { ApiInput } from '@shared/api';
import { locale } from '../lib/i18n/i18n.svelte';
import FlatlineNewGame from './flatline/setup/FlatlineNewGame.svelte';
import FuseCountdownNewGame from './fuse-countdown/setup/FuseCountdownNewGame.svelte';

afterEach(() => {
  locale.current = 'en';
});

describe.each([
  ['FLATLINE', FlatlineNewGame],
  ['FUSE: Countdown', FuseCountdownNewGame],
] as const)('the house rule in the new-game form of %s', (_name, Form) => {
  function open() {
    const created: ApiInput<'createGame'>[] = [];
    render(Form, { busy: false, onCreate: async (input: ApiInput<'createGame'>) => (created.push(input), true) });
    return { created, user: userEvent.setup({ delay: null }) };
  }
  const box = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Take back a misplaced die' });

  it('is off by default: the game is created without it', async () => {
    const { created, user } = open();
    expect(box().checked).toBe(false);
    expect(document.getElementById(box().getAttribute('aria-describedby')!)?.textContent).toMatch(/^Until the table moves on by itself, a player may take back the last die they placed/);
    await user.click(screen.getByRole('button', { name: 'Start game' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect((created[0]!.setup as { takeBack?: boolean }).takeBack).toBeUndefined();
  });

  it('ticked (by keyboard too), the game is created with it', async () => {
    const { created, user } = open();
    box().focus();
    await user.keyboard(' ');
    expect(box().checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Start game' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect((created[0]!.setup as { takeBack?: boolean }).takeBack).toBe(true);
  });

  it('speaks Italian', () => {
    locale.current = 'it';
    open();
    expect(screen.getByRole('checkbox', { name: 'Togliere un dado piazzato male' })).toBeTruthy();
  });
});
