// The companion's result form refuses bad input at the field it is about, naming the field, and
// sends nothing; a good form sends exactly what the players entered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@shared/profiles';
import { ApiCallError } from '@shared/errors';
import { locale } from '../i18n/i18n.svelte';
import { TABLE_GAMES } from '../../games/registry';
import ResultForm from './ResultForm.svelte';

afterEach(() => {
  locale.current = 'en';
});

const ADA: Profile = { id: 'p-00000000-0000-4000-8000-00000000000a', name: 'Ada', colour: 'red', createdAt: '2026-01-01T00:00:00.000Z' };

function form(kind: 'flatline' | 'fuse-countdown', refuse?: ApiCallError) {
  const game = TABLE_GAMES[kind];
  const sent: unknown[] = [];
  render(ResultForm, {
    kind,
    block: game.companion!,
    players: game.players,
    profiles: [ADA],
    defaults: game.companion!.resultDefaults(kind === 'flatline' ? { timerSeconds: 90 } : { clock: 'fitted', players: 2, level: 'expert' }, 5),
    playerCount: 2,
    onRecord: async (result: unknown) => {
      sent.push(result);
      if (refuse) throw refuse;
    },
  });
  return { sent, user: userEvent.setup() };
}

/** The form's one line of problems (its check loads the schemas first: wait for it). */
const problems = async () => (await screen.findByTestId('form-problems')).textContent;

describe("the companion's result form", () => {
  it('names every bad field at its place and in one line, focuses the first, and sends nothing', async () => {
    const { sent, user } = form('flatline');
    await user.type(screen.getByRole('textbox', { name: 'Name of player 1' }), 'Bo');
    const treated = screen.getByRole('spinbutton', { name: 'Patients treated' });
    await user.clear(treated);
    await user.type(treated, '21');
    await user.clear(screen.getByRole('spinbutton', { name: 'Rounds played' }));
    await user.click(screen.getByRole('button', { name: 'Put it in history' }));

    expect(await problems()).toBe(
      'Please check: Player 2: a name of up to 24 characters, or a profile. · Result: choose won or lost. · Patients treated: a whole number from 0 to 20. · Rounds played: a whole number from 1 to 99.',
    );
    expect(sent).toEqual([]);
    expect(treated.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Patients treated: a whole number from 0 to 20.', { selector: '.error' }).id).toBe(treated.getAttribute('aria-describedby'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name of player 2' }));
  });

  it('sends the players (a profile, a typed name), the result and the game fields once all are good', async () => {
    const { sent, user } = form('flatline');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Profile of player 1' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Name of player 2' }), 'Cy');
    await user.click(screen.getByRole('radio', { name: 'Lost' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Power Meter' }), 'Expert side (red)');
    const treated = screen.getByRole('spinbutton', { name: 'Patients treated' });
    await user.clear(treated);
    await user.type(treated, '7');
    await user.click(screen.getByRole('button', { name: 'Put it in history' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByTestId('form-problems')).toBeNull();
    expect(sent).toEqual([
      {
        kind: 'flatline',
        players: [
          { name: 'Ada', profileId: ADA.id },
          { name: 'Cy', profileId: null },
        ],
        outcome: 'lost',
        level: 'standard',
        meterSide: 'expert',
        timerSeconds: 90,
        patientsTreated: 7,
        rounds: 5,
      },
    ]);
  });

  it("refuses FUSE: Countdown's fuse cards where the level has none, and a negative score, in Italian", async () => {
    locale.current = 'it';
    const { sent, user } = form('fuse-countdown');
    await user.type(screen.getByRole('textbox', { name: 'Nome del giocatore 1' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Nome del giocatore 2' }), 'Bo');
    await user.click(screen.getByRole('radio', { name: 'Vinta' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Livello' }), 'Standard');
    const score = screen.getByRole('spinbutton', { name: 'Punteggio' });
    await user.clear(score);
    await user.type(score, '-4');
    await user.click(screen.getByRole('button', { name: 'Mettila nella cronologia' }));
    expect(await problems()).toBe('Controlla: Carte Miccia: nessuna sotto Esperto (0). · Punteggio: un numero intero da 0 a 999.');
    expect(sent).toEqual([]);
  });

  it('shows a refusal of the services (a profile deleted meanwhile) at the player it names', async () => {
    const { user } = form('flatline', new ApiCallError({ code: 'invalid-payload', message: 'Invalid payload: result.players.0.profileId: there is no such profile', field: 'result.players.0.profileId' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Profile of player 1' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Name of player 2' }), 'Cy');
    await user.click(screen.getByRole('radio', { name: 'Won' }));
    await user.click(screen.getByRole('button', { name: 'Put it in history' }));
    expect(await problems()).toBe('Please check: Player 1: a name of up to 24 characters, or a profile.');
  });
});
