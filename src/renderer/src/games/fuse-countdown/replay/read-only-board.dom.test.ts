// FUSE: Countdown's board as a replay draws it (readOnly, lib/replay/read-only-board.ts): the dice
// rolled and the cards as they were, nothing offered to act (no Roll, no leader's ability, no "End the
// sharing out"), each card's slot still explaining itself by its tip on hover and keyboard focus, and
// a click, a key or a drag sending nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { FuseCountdownView } from '@shared/fuse-countdown/view';
import FuseCountdownBoard from '../board/FuseCountdownBoard.svelte';
import { LEGAL_PLACES, sharingView, viewOf } from '../board/view-fixture.test-support';
import { detailOf, fakeHost, one } from '../../board-dom.test-support';

function open(state: FuseCountdownView, readOnly = true) {
  const host = fakeHost<FuseCountdownAction>();
  // A replay's step carries no legal places; the board must offer nothing even were they given.
  const view = render(FuseCountdownBoard, { game: detailOf('fuse-countdown', state, LEGAL_PLACES, false), act: host.act, covered: false, readOnly });
  return { ...host, view, user: userEvent.setup({ delay: null }), slot: (key: string) => one<HTMLButtonElement>(view.container, `[data-key="${key}"]`), die: (id: string) => one<HTMLButtonElement>(view.container, `[data-rolled="${id}"]`) };
}

const drawn = (el: Element | null): boolean => el !== null && el.closest('[hidden]') === null;

afterEach(() => cleanup());

describe("FUSE: Countdown's board in a replay", () => {
  it('draws the dice rolled and the cards, and offers nothing to act while the dice are shared out', () => {
    const t = open(sharingView());
    expect(screen.getByTestId('fuse-countdown-board').hasAttribute('inert')).toBe(false);
    expect(drawn(t.die('d01'))).toBe(true);
    expect(t.die('d01').getAttribute('aria-disabled')).toBe('true');
    expect(drawn(screen.queryByTestId('fc-ability'))).toBe(false);
    expect(screen.queryByRole('button', { name: 'End the sharing out' })).toBeNull();
    // In play the same table offers it.
    cleanup();
    open(sharingView(), false);
    expect(screen.getByRole('button', { name: 'End the sharing out' })).toBeTruthy();
  });

  it("offers no Roll at the start of a turn", () => {
    open(viewOf({ phase: 'roll' } as Partial<FuseCountdownView>));
    expect(screen.queryByRole('button', { name: 'Roll the dice' })).toBeNull();
    expect(drawn(screen.queryByTestId('fc-roll'))).toBe(false);
  });

  it('sends nothing for a click on a die and a slot, Enter, or a drag and drop', async () => {
    const t = open(sharingView());
    await t.user.click(t.die('d01'));
    await t.user.click(t.slot('bomb-03#0'));
    t.die('d01').focus();
    await t.user.keyboard('{Enter}');
    const dataTransfer = { setData: () => undefined, getData: () => 'd05', effectAllowed: 'all', dropEffect: 'move' };
    await fireEvent.dragStart(t.die('d05'), { dataTransfer });
    await fireEvent.dragOver(t.slot('bomb-01#1'), { dataTransfer });
    await fireEvent.drop(t.slot('bomb-01#1'), { dataTransfer });
    expect(t.sent).toEqual([]);
    expect(t.die('d01').getAttribute('aria-pressed')).not.toBe('true');
    expect(t.slot('bomb-03#0').dataset.lit).toBeUndefined();
  });

  it("keeps every slot's tip beside it, its slot reached by Tab and named, marked unavailable", async () => {
    const t = open(sharingView());
    const slot = t.slot('bomb-03#0');
    expect(slot.tabIndex).toBe(0);
    expect(slot.getAttribute('aria-disabled')).toBe('true');
    expect(slot.getAttribute('aria-label')).toBeTruthy();
    const tip = slot.parentElement!.querySelector('.fc-tip')!;
    expect(tip.textContent?.trim()).toBeTruthy();
    await t.user.tab();
    expect(document.activeElement?.closest('[data-testid="fuse-countdown-board"]')).not.toBeNull();
  });
});
