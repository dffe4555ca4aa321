// The pause cover says who paused the game: a seat from its device, the main screen, or a seat
// whose device dropped; a pause the table made by itself names nobody.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { PausedBy } from '@shared/games';
import { locale } from '../i18n/i18n.svelte';
import PausedPanel from './PausedPanel.svelte';

afterEach(() => {
  locale.current = 'en';
});

const said = (pausedBy?: PausedBy) => {
  render(PausedPanel, { onResume: () => undefined, pausedBy });
  return screen.queryByTestId('paused-by')?.textContent ?? null;
};

describe('the pause cover', () => {
  it('names the seat that paused from its device', () => {
    expect(said({ by: 'seat', seat: 1, name: 'Ada' })).toBe('Paused by Ada');
  });

  it('names the main screen', () => {
    expect(said({ by: 'main-screen' })).toBe('Paused by the main screen');
  });

  it('says whose device dropped, and falls back to the seat number for a seat with no name', () => {
    expect(said({ by: 'dropped', seat: 2, name: '' })).toBe('Paused: seat 3’s device dropped');
  });

  it('names nobody for a pause the table made by itself', () => {
    expect(said(undefined)).toBeNull();
  });

  it('speaks Italian, and its Resume button resumes', async () => {
    locale.current = 'it';
    let resumed = 0;
    render(PausedPanel, { onResume: () => void (resumed += 1), pausedBy: { by: 'seat', seat: 0, name: 'Bea' } });
    expect(screen.getByTestId('paused-by').textContent).toBe('Messa in pausa da Bea');
    await userEvent.click(screen.getByRole('button', { name: 'Riprendi' }));
    expect(resumed).toBe(1);
  });
});
