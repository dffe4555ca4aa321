// A die for a re-roll between devices, as the players use it: Ada asks the table for a die, Bruno's
// phone shows her ask and offers one of his, Ada's phone shows the offer and re-rolls with it.
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { FlatlineView } from '@shared/flatline/view';
import { legalPlacements } from '@shared/flatline/rules/queries';
import FlatlineSeatView from './FlatlineSeatView.svelte';
import { fixtureState } from '../board/board-fixture.test-support';
import { detailOf, fakeHost, one } from '../../board-dom.test-support';

const gameOf = (state: FlatlineView) =>
  detailOf(
    'flatline',
    state,
    { placements: Object.fromEntries(state.dice.filter((d) => d.at.kind === 'tray').map((d) => [d.id, legalPlacements(state, d.id)])), usableTriage: [], rerollTrackOpen: true },
    true,
  );

/** The fixture's countdown (Ada: red, blue, green; Bruno: yellow) with Ada's ask and the offers given. */
function withAsk(offers: { die: string; to: number }[] = []): FlatlineView {
  const state = fixtureState(2);
  return { ...state, countdown: { ...state.countdown, asks: [0], ...(offers.length ? { offers } : {}) } };
}

function seatView(seat: number, state: FlatlineView) {
  const host = fakeHost<FlatlineAction>();
  const view = render(FlatlineSeatView, { game: gameOf(state), seat, act: host.act });
  return { ...host, view, q: <T extends HTMLElement>(selector: string) => one<T>(view.container, selector), user: userEvent.setup({ delay: null }) };
}

describe('a die for a re-roll, between devices', () => {
  it('Bruno, who has one die left, asks the table for one', async () => {
    const s = seatView(1, fixtureState(2));
    const ask = s.q<HTMLButtonElement>('[data-testid="seat-ask-die"]');
    expect(ask.textContent).toContain('Ask for a die to sacrifice');
    expect(ask.getAttribute('aria-describedby')).toBe('seat-ask-hint');
    await s.user.click(ask);
    await waitFor(() => expect(s.sent).toEqual([{ type: 'ask-die', seat: 1 }]));
  });

  it("Bruno's phone shows Ada's ask and offers his die by its name; once offered it says so", async () => {
    const s = seatView(1, withAsk());
    expect(s.q('[data-asker="0"]').textContent).toContain('Ada asks for a die to sacrifice for a re-roll.');
    const offer = s.q<HTMLButtonElement>('[data-offer-die="s1d0"]');
    expect(offer.textContent?.trim()).toBe('Offer yellow (bolt)');
    expect(document.getElementById(offer.getAttribute('aria-describedby')!)?.textContent).toBe('Ada asks for a die to sacrifice for a re-roll.');
    await s.user.click(offer);
    await waitFor(() => expect(s.sent).toEqual([{ type: 'offer-die', die: 's1d0', to: 0 }]));
    await s.view.rerender({ game: gameOf(withAsk([{ die: 's1d0', to: 0 }])), seat: 1, act: s.act });
    expect(s.q('[data-offered="s1d0"]').textContent).toContain('You offered yellow (bolt) to Ada.');
    expect(s.view.container.querySelector('[data-offer-die="s1d0"]')).toBeNull();
  });

  it("a new ask comes into view on Bruno's phone, wherever he had scrolled to", async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const s = seatView(1, fixtureState(2));
      expect(s.view.container.querySelector('[data-testid="seat-offers"]')).toBeNull();
      await s.view.rerender({ game: gameOf(withAsk()), seat: 1, act: s.act });
      await waitFor(() => expect(scrolled).toContain(s.q('[data-testid="seat-offers"]')));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("Ada's phone shows Bruno's offer; she takes it, chooses her dice and re-rolls: the offered die is the sacrifice", async () => {
    const s = seatView(0, withAsk([{ die: 's1d0', to: 0 }]));
    expect(s.q('[data-testid="seat-asking"]').textContent).toContain('You asked the table for a die.');
    expect(s.q('[data-offered-die="s1d0"]').textContent).toContain('Bruno offers yellow (bolt)');
    const take = s.q('[data-take-die="s1d0"]');
    expect(document.getElementById(take.getAttribute('aria-describedby')!)?.textContent?.trim()).toBe('Bruno offers yellow (bolt)');
    await s.user.click(take);
    expect(s.q('[data-testid="seat-reroll-choice"]').textContent).toContain('The offered die goes to the track');
    // Every die of hers is ticked; she keeps the green one.
    expect([...s.view.container.querySelectorAll<HTMLElement>('[data-reroll-die]')].map((b) => b.dataset.rerollDie)).toEqual(['s0d0', 's0d1', 's0d2']);
    await s.user.click(s.q('[data-reroll-die="s0d2"]'));
    await s.user.click(s.q('[data-testid="confirm-reroll"]'));
    await waitFor(() => expect(s.sent).toEqual([{ type: 'reroll', seat: 0, dice: ['s0d0', 's0d1'], sacrifice: 's1d0' }]));
  });

  it('Ada may stop asking; her own refusal is said where she asked', async () => {
    const s = seatView(0, withAsk());
    s.refuseNext('not-asking', { seat: 0 });
    await s.user.click(s.q('[data-testid="seat-stop-asking"]'));
    await waitFor(() => expect(s.sent).toEqual([{ type: 'withdraw-ask', seat: 0 }]));
    await waitFor(() => expect(s.q('[data-testid="seat-offers-refusal"]').textContent).toContain('That player is not asking for a die.'));
  });

  it('nothing of it shows outside the countdown, or when the track takes no die', () => {
    const planning = { ...withAsk(), stop: 'planning' as const, phase: 'D-planning' as const };
    expect(seatView(1, planning).view.container.querySelector('[data-testid="seat-offers"]')).toBeNull();
    const locked = fixtureState(2);
    locked.locks = { ...locked.locks, reroll: true };
    const s = render(FlatlineSeatView, { game: detailOf('flatline', locked, { placements: {}, usableTriage: [], rerollTrackOpen: false }, true), seat: 1, act: fakeHost<FlatlineAction>().act });
    expect(s.container.querySelector('[data-testid="seat-ask-die"]')).toBeNull();
  });
});
