// FLATLINE's board as a replay draws it (readOnly, lib/replay/read-only-board.ts): a recorded game to
// look at, not a table waiting for a move. Nothing offered to act (no Done, no question and its
// answers, no speed of the steps); the places and dice explain themselves by their tips on hover and
// on keyboard focus; a click, a key or a drag on them sends nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { tick } from 'svelte';
import type { FlatlineView } from '@shared/flatline/view';
import { locale } from '../../../lib/i18n/i18n.svelte';
import FlatlineBoard from '../board/FlatlineBoard.svelte';
import { fixtureGame, fixtureState } from '../board/board-fixture.test-support';

function open(state: FlatlineView, readOnly = true) {
  locale.current = 'en';
  const act = vi.fn(async () => true);
  const view = render(FlatlineBoard, { game: fixtureGame(state), act, covered: false, readOnly });
  return { act, view, user: userEvent.setup({ delay: null }) };
}

const settle = async () => {
  for (let i = 0; i < 4; i++) {
    await tick();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};
const board = () => screen.getByTestId('flatline-board');
const space = (key: string) => board().querySelector<HTMLButtonElement>(`[data-space="${key}"]`)!;
const firstSpace = () => board().querySelector<HTMLButtonElement>('[data-space]')!;
/** Drawn: there and not inside a part the replay hides. */
const drawn = (el: Element | null): boolean => el !== null && el.closest('[hidden]') === null;
const die = () => board().querySelector<HTMLButtonElement>('[data-die]')!;

afterEach(() => cleanup());

describe("FLATLINE's board in a replay", () => {
  it('offers nothing to act during the countdown: no Done, no "pick a die", no speed of the steps', async () => {
    open(fixtureState());
    await settle();
    expect(board().hasAttribute('inert')).toBe(false);
    expect(screen.queryByRole('button', { name: /^Done/ })).toBeNull();
    expect(drawn(screen.queryByText('Pick a die (the key on it, or a click), then a lit space; or drag it.'))).toBe(false);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: /Skip/ })).toBeNull();
    // In play the same table offers them: the test would see them if the board drew them.
    cleanup();
    open(fixtureState(), false);
    await settle();
    expect(screen.getByRole('button', { name: /^Done/ })).toBeTruthy();
    expect(drawn(screen.queryByText('Pick a die (the key on it, or a click), then a lit space; or drag it.'))).toBe(true);
  });

  it('asks no question: the planning question and its Start button are not drawn', async () => {
    open({ ...fixtureState(), phase: 'D-planning', stop: 'planning' } as FlatlineView);
    await settle();
    expect(drawn(screen.queryByTestId('prompt'))).toBe(false);
    expect(screen.queryByRole('button', { name: /Start the countdown/ })).toBeNull();
  });

  it('keeps its pieces in sight, each named and marked unavailable; a click, Enter, a die key or a drag sends nothing', async () => {
    const { act, user } = open(fixtureState());
    await settle();
    const first = firstSpace();
    expect(first.getAttribute('aria-label')).toMatch(/space 1/);
    expect(first.getAttribute('aria-disabled')).toBe('true');
    expect(die().getAttribute('aria-disabled')).toBe('true');
    await user.click(die());
    await user.click(first);
    die().focus();
    await user.keyboard('{Enter}');
    await user.keyboard('a');
    await fireEvent.dragStart(die(), { dataTransfer: { setData: () => undefined, setDragImage: () => undefined } });
    await fireEvent.drop(first, { dataTransfer: { getData: () => 's0d0' } });
    await settle();
    expect(act).not.toHaveBeenCalled();
    expect(die().getAttribute('aria-pressed') ?? 'false').toBe('false');
  });

  it("shows a place's tip on hover and on keyboard focus, and every place with a tip is reached by Tab", async () => {
    const { user } = open(fixtureState());
    await settle();
    const first = firstSpace();
    const named = first.closest<HTMLElement>('[data-tip]')!.dataset.tip!;
    await user.hover(first);
    await settle();
    expect(screen.getByTestId('place-tip').textContent).toBe(named);
    await user.unhover(first);
    first.focus();
    await settle();
    expect(document.activeElement).toBe(first);
    expect(screen.getByTestId('place-tip').textContent).toBe(named);
    for (const tipped of board().querySelectorAll<HTMLElement>('[data-tip]')) {
      const reached = tipped.matches('button, [role="button"]') ? tipped : (tipped.querySelector<HTMLElement>('button, [role="button"], [role="radio"], [role="checkbox"]') ?? tipped);
      expect(reached.tabIndex, tipped.dataset.tip).toBe(0);
    }
    expect(space(first.dataset.space!).tabIndex).toBe(0);
  });
});
