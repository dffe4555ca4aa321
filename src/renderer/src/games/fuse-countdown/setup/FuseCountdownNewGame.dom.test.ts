// FUSE: Countdown's new-game form as a player reads it: the fuse-card count is a box only where the
// level plays fuse cards, and one line under the clock says what a fitted clock is and how it stands
// to the printed 10:00, in English and Italian.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { tick } from 'svelte';
import { locale } from '../../../lib/i18n/i18n.svelte';
import FuseCountdownNewGame from './FuseCountdownNewGame.svelte';

afterEach(() => {
  locale.current = 'en';
});

function open() {
  locale.current = 'en';
  render(FuseCountdownNewGame, { busy: false, onCreate: async () => true });
  return userEvent.setup({ delay: null });
}

const level = () => screen.getByRole('combobox', { name: 'Level' });

describe('the fuse cards on the form', () => {
  it('below Expert: said in words, with no box to type into; from Expert: a box with the usual count', async () => {
    const user = open();
    await user.selectOptions(level(), 'standard');
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.getByTestId('fc-no-fuses').textContent).toMatch(/^\s*Fuse cards in the deck\s+No fuse cards at this level\.\s*$/);
    await user.selectOptions(level(), 'expert');
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Fuse cards in the deck' }).value).toBe('3');
    expect(screen.queryByTestId('fc-no-fuses')).toBeNull();
    await user.selectOptions(level(), 'training');
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});

describe('the fitted clock explained', () => {
  const why = () => screen.getByTestId('fc-clock-why').textContent?.trim();

  it('one line under the clock, which the clock field names among its descriptions', async () => {
    const user = open();
    const clock = screen.getByTestId('fc-clock');
    expect(clock.getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByTestId('fc-clock-why').id);
    // Two players at Standard: 9:00, shorter than the printed 10:00.
    await user.selectOptions(level(), 'standard');
    expect(screen.getByTestId('fc-clock-hint').textContent).toMatch(/^9:00 — fitted for 2 players at one screen · printed: 10:00/);
    expect(why()).toBe('Fitted: the time in which simulated tables like this one win as often as the level intends; the printed 10:00 would be easier.');
    // Expert: exactly 10:00.
    await user.selectOptions(level(), 'expert');
    expect(why()).toBe('Fitted: the time in which simulated tables like this one win as often as the level intends; here that is the printed 10:00.');
    // Heroic: 12:30, longer.
    await user.selectOptions(level(), 'heroic');
    expect(why()).toBe('Fitted: the time in which simulated tables like this one win as often as the level intends; the printed 10:00 would be harder.');
  });

  it('in Italian', async () => {
    const user = open();
    await user.selectOptions(level(), 'standard');
    locale.current = 'it';
    await tick();
    expect(why()).toBe('Adattato: il tempo in cui tavoli simulati come questo vincono quanto il livello prevede; i 10:00 del regolamento sarebbero più facili.');
  });
});
