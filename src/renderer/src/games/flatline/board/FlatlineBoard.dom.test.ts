// The FLATLINE board in a DOM, driven by keys as a player presses them: the key written on a die
// picks it, the arrows walk its legal places, Enter places it and the keyboard goes on to the next
// die; Enter on the planning question starts the countdown; the resolution keeps Skip in place and
// names its step for the bar's clock; a decision about a place is answered by pressing that place.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { tick } from 'svelte';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { FlatlineView } from '@shared/flatline/view';
import type { GameDetailOf } from '@shared/games';
import { legalPlacements } from '@shared/flatline/rules/queries';
import { locale } from '../../../lib/i18n/i18n.svelte';
import FlatlineBoard from './FlatlineBoard.svelte';
import { fixtureGame, fixtureState } from './board-fixture.test-support';

type Game = GameDetailOf<'flatline'>;

const gameOf = (state: FlatlineView): Game => fixtureGame(state);

function open(state: FlatlineView) {
  locale.current = 'en';
  const sent: FlatlineAction[] = [];
  const onStage = vi.fn();
  const act = vi.fn(async (action: FlatlineAction) => {
    sent.push(action);
    return true;
  });
  const view = render(FlatlineBoard, { game: gameOf(state), act, onStage });
  return { sent, onStage, view, user: userEvent.setup({ delay: null }) };
}

const focusedSpace = () => (document.activeElement as HTMLElement | null)?.dataset.space ?? null;
const settle = async () => {
  for (let i = 0; i < 4; i++) {
    await tick();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};

describe('the FLATLINE board from the keyboard', () => {
  it('writes each die’s key on it and picks the die with that key; the arrows walk its legal places only; Enter places it', async () => {
    const state = fixtureState(2);
    const { sent, user } = open(state);
    const die = document.querySelector<HTMLElement>('[data-die="s0d0"]')!;
    expect(die.getAttribute('aria-keyshortcuts')).toBe('1');
    expect(die.dataset.key).toBe('1');
    expect(document.querySelector('[data-die="s1d0"]')!.getAttribute('aria-keyshortcuts')).toBe('Q');

    await user.keyboard('1');
    await settle();
    expect(die.getAttribute('aria-pressed')).toBe('true');
    const legal = [...document.querySelectorAll<HTMLElement>('[data-space].legal')].map((el) => el.dataset.space);
    expect(legal.length).toBe(legalPlacements(state, 's0d0').length);
    const first = focusedSpace();
    expect(first).not.toBeNull();
    expect(document.activeElement!.getAttribute('data-place')).toBe('1');
    expect(document.activeElement!.getAttribute('aria-label')).toContain(`place 1 of ${legal.length}`);

    await user.keyboard('{ArrowRight}');
    await settle();
    const second = focusedSpace();
    expect(legal).toContain(second);
    if (legal.length > 1) expect(second).not.toBe(first);
    await user.keyboard('{Enter}');
    await settle();
    expect(sent).toEqual([expect.objectContaining({ type: 'place', die: 's0d0' })]);
  });

  it('Enter on the planning question starts the countdown', async () => {
    const planning: FlatlineView = { ...fixtureState(2), phase: 'D-planning', stop: 'planning', countdown: { elapsedMs: 0, endedBy: null } };
    const { sent, user } = open(planning);
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.activeElement?.tagName).toBe('H2');
    await user.keyboard('{Enter}');
    await settle();
    expect(sent).toEqual([{ type: 'advance' }]);
  });

  it('during a resolution Skip keeps its place and the bar’s clock is told the step, not “Ready to start”', async () => {
    const window: FlatlineView = { ...fixtureState(2), phase: 'G-resolve-patients', stop: 'before-dial' };
    const { onStage } = open(window);
    await settle();
    const skip = screen.getByTestId('skip');
    expect((skip as HTMLButtonElement).disabled).toBe(true);
    expect(onStage).toHaveBeenLastCalledWith(null, 'G · Resolve Patient Cards and Recharging Stations');
  });

  it('keys are ignored while a field has the focus or a modifier is held', async () => {
    const { user } = open(fixtureState(2));
    await user.keyboard('{Control>}1{/Control}');
    await settle();
    expect(document.querySelector('[data-die="s0d0"]')!.getAttribute('aria-pressed')).toBe('false');
  });
});
