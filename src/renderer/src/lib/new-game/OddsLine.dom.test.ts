// The odds line beside Start in both games' new-game forms (docs/odds.md), as a player changes the
// choices: it follows the players, the level, the meter side or the table, and says why another
// clock or fuse count has none.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import FlatlineNewGame from '../../games/flatline/setup/FlatlineNewGame.svelte';
import FuseCountdownNewGame from '../../games/fuse-countdown/setup/FuseCountdownNewGame.svelte';

const line = () => screen.getByTestId('odds-line').textContent;

describe('the odds line in the new-game form', () => {
  it('FLATLINE: follows the players, the level and the meter side, with where it comes from', async () => {
    render(FlatlineNewGame, { busy: false, onCreate: async () => true });
    const user = userEvent.setup({ delay: null });
    // The shipped FLATLINE figures (40 games a setting): 35, 29, 20 and 16 wins.
    expect(line()).toBe('Strong bots win about 9 games in 10 at this setting.');
    expect(screen.getByTestId('odds-line').getAttribute('title')).toMatch(/^From 40 games simulated at this setting with a strong bot in every seat \(seeds 500001–500040\)/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'expert');
    expect(line()).toBe('Strong bots win about 7 games in 10 at this setting.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Power Meter' }), 'expert');
    expect(line()).toBe('Strong bots win about 5 games in 10 at this setting.');
    await user.click(screen.getByRole('radio', { name: '5 players' }));
    expect(line()).toBe('Strong bots win about 4 games in 10 at this setting.');
  });

  it('FUSE: Countdown: a line on the fitted clock with the usual fuse cards, a reason otherwise', async () => {
    render(FuseCountdownNewGame, { busy: false, onCreate: async () => true });
    const user = userEvent.setup({ delay: null });
    expect(line()).toMatch(/^Strong bots (win about \d games? in 10|won (every|none of the) games?)/);
    await user.selectOptions(screen.getByTestId('fc-clock'), '15');
    expect(line()).toBe('No odds for this clock: strong bots were simulated on the fitted clock only.');
    await user.selectOptions(screen.getByTestId('fc-clock'), 'fitted');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'expert');
    const fuses = screen.getByRole('spinbutton', { name: 'Fuse cards in the deck' });
    await user.clear(fuses);
    await user.type(fuses, '5');
    expect(line()).toBe("No odds for this many fuse cards: strong bots were simulated with the level's usual 3.");
    // Roles given or chosen at the table: the dealt roles' figure, and the line says so.
    await user.clear(fuses);
    await user.type(fuses, '3');
    expect(line()).not.toMatch(/roles/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Roles' }), 'chosen');
    expect(line()).toMatch(/ at this setting\. That is with roles dealt at random; the roles you chose may do better or worse\.$/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Roles' }), 'dealt');
    expect(line()).not.toMatch(/roles/);
  });
});
