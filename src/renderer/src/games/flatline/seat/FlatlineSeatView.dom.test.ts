// FLATLINE's seat view on a device, as a player uses it: the table drawn small, this seat's dice only
// in its hand, a die picked by touch or keyboard and put on a place lit on the small board (only the
// cards with a place for it drawn), a place the rules refuse explained there, this seat's Done sent
// with its seat and then shown as ready, the other seats' marks; the main screen marks the ready seats.
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { FlatlineLegalPlaces } from '@shared/flatline/legal-places';
import type { FlatlineView } from '@shared/flatline/view';
import { legalPlacements } from '@shared/flatline/rules/queries';
import FlatlineSeatView from './FlatlineSeatView.svelte';
import FlatlineBoard from '../board/FlatlineBoard.svelte';
import { fixtureState } from '../board/board-fixture.test-support';
import { spaceKey } from '../board/board-model';
import { detailOf, fakeHost, one } from '../../board-dom.test-support';

const legalPlacesOf = (state: FlatlineView): FlatlineLegalPlaces => ({
  placements: Object.fromEntries(state.dice.filter((d) => d.at.kind === 'tray').map((d) => [d.id, legalPlacements(state, d.id)])),
  usableTriage: [],
  rerollTrackOpen: true,
});
const gameOf = (state: FlatlineView) => detailOf('flatline', state, legalPlacesOf(state), state.stop === 'countdown');

function seatView(seat: number, state: FlatlineView = fixtureState(2)) {
  const host = fakeHost<FlatlineAction>();
  const view = render(FlatlineSeatView, { game: gameOf(state), seat, act: host.act });
  return {
    ...host,
    view,
    q: <T extends HTMLElement>(selector: string) => one<T>(view.container, selector),
    user: userEvent.setup({ delay: null }),
  };
}

const firstLegal = (state: FlatlineView, die: string) => {
  const first = legalPlacements(state, die)[0]!;
  return { key: spaceKey(first.target, first.space), action: { type: 'place', die, target: first.target, space: first.space } };
};

describe("FLATLINE's seat view", () => {
  it("draws the whole table small, only this seat's dice in its hand, and lights the picked die's places on it", async () => {
    const s = seatView(1);
    // The board: every patient, the stations, the other seat's dice (not pickable).
    expect(s.view.container.querySelectorAll('.patient')).toHaveLength(4);
    expect(s.view.container.querySelectorAll('[data-station]')).toHaveLength(2);
    expect(s.q('[data-testid="seat-others"]').textContent).toContain('Ada');
    expect(s.view.container.querySelector('[data-seat-die="s0d0"]')).toBeNull();
    expect(s.q('[data-testid="seat-hand"]').querySelectorAll('[data-seat-die]')).toHaveLength(fixtureState(2).dice.filter((d) => d.seat === 1 && d.at.kind === 'tray').length);
    await s.user.click(s.q('[data-seat-die="s1d0"]'));
    const places = s.q('[data-testid="seat-places"]');
    expect(places.dataset.picked).toBe('true');
    const legal = [...places.querySelectorAll<HTMLButtonElement>('[data-space].legal')].map((b) => b.dataset.space);
    expect(new Set(legal)).toEqual(new Set(legalPlacements(fixtureState(2), 's1d0').map((h) => spaceKey(h.target, h.space))));
    // The bar names the die and counts its places.
    expect(s.q('[data-testid="seat-status"]').textContent).toContain(`${legal.length} place`);
  });

  it('a die with no place now keeps the whole table in view and says so in the bar', async () => {
    const state = fixtureState(2);
    const host = fakeHost<FlatlineAction>();
    const legalPlaces = legalPlacesOf(state);
    const view = render(FlatlineSeatView, { game: detailOf('flatline', state, { ...legalPlaces, placements: { ...legalPlaces.placements, s0d0: [] } }, true), seat: 0, act: host.act });
    await userEvent.setup({ delay: null }).click(one(view.container, '[data-seat-die="s0d0"]'));
    expect(view.container.querySelector('[data-testid="seat-table"]')).not.toBeNull();
    expect(view.container.querySelectorAll('.patient')).toHaveLength(4);
    expect(one(view.container, '[data-testid="seat-status"]').textContent).toContain('no place for it now');
  });

  it('at the end the hand keeps no dice: no die is left to play, the foot says the game is over', () => {
    const over: FlatlineView = { ...fixtureState(2), outcome: 'lost' };
    const s = seatView(0, over);
    expect(s.q('[data-testid="fl-seat-view"]').dataset.stage).toBe('over');
    expect(s.view.container.querySelector('[data-testid="seat-dice"]')).toBeNull();
    expect(s.q('[data-testid="seat-bar"]').textContent).toContain('The game is over');
  });

  it('picks and places by touch or click: the die, then a lit place', async () => {
    const s = seatView(0);
    const ok = firstLegal(fixtureState(2), 's0d0');
    await s.user.click(s.q('[data-seat-die="s0d0"]'));
    await s.user.click(s.q(`[data-space="${ok.key}"]`));
    await waitFor(() => expect(s.sent).toEqual([ok.action]));
  });

  it('picks and places by keyboard: Enter on a die takes the focus to its first place, Enter places', async () => {
    const s = seatView(0);
    const ok = firstLegal(fixtureState(2), 's0d1');
    s.q('[data-seat-die="s0d1"]').focus();
    await s.user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-space')).toBe(ok.key));
    await s.user.keyboard('{Enter}');
    await waitFor(() => expect(s.sent).toEqual([ok.action]));
  });

  it('explains on the device a place the rules refuse, and sends nothing', async () => {
    const s = seatView(0);
    await s.user.click(s.q('[data-seat-die="s0d0"]'));
    const refused = s.q<HTMLButtonElement>('[data-testid="seat-places"] [data-space]:not(.legal):not(.filled)');
    await s.user.click(refused);
    expect(s.q('[data-testid="refusal"]').textContent).toMatch(/\S+/);
    expect(s.sent).toEqual([]);
  });

  it("explains the host's refusal too", async () => {
    const s = seatView(0);
    const ok = firstLegal(fixtureState(2), 's0d0');
    s.refuseNext('not-your-seat', { seat: 1 });
    await s.user.click(s.q('[data-seat-die="s0d0"]'));
    await s.user.click(s.q(`[data-space="${ok.key}"]`));
    await waitFor(() => expect(s.q(`[data-space="${ok.key}"] + [data-testid="refusal"]`).textContent?.length).toBeGreaterThan(3));
  });

  it("still says the host's refusal when another seat's die took the place meanwhile", async () => {
    const s = seatView(0);
    const ok = firstLegal(fixtureState(2), 's0d0');
    s.refuseNext('space-occupied');
    await s.user.click(s.q('[data-seat-die="s0d0"]'));
    await s.user.click(s.q(`[data-space="${ok.key}"]`));
    await waitFor(() => expect(s.q('[data-seat-die="s0d0"]').getAttribute('aria-pressed')).toBe('true'));
    // Bruno's die now lies there: the place is no button for Ada's die any more.
    const taken = fixtureState(2);
    const spot = legalPlacements(fixtureState(2), 's0d0')[0]!;
    taken.dice = taken.dice.map((d) => (d.id === 's1d0' ? { ...d, at: { kind: 'space', target: spot.target, space: spot.space } } : d));
    await s.view.rerender({ game: gameOf(taken), seat: 0, act: s.act });
    // The refusal stays at the place, where Bruno's die now lies.
    expect(s.q(`[data-space="${ok.key}"]`).classList.contains('filled')).toBe(true);
    expect(s.view.container.querySelectorAll('[data-testid="refusal"]')).toHaveLength(1);
    expect(s.q(`[data-space="${ok.key}"] + [data-testid="refusal"]`).textContent).toMatch(/\S+/);
  });

  it("sends this seat's own Done, then shows it ready, and the other seats' marks in words", async () => {
    const s = seatView(1);
    await s.user.click(s.q('[data-testid="seat-done"]'));
    await waitFor(() => expect(s.sent).toEqual([{ type: 'done', seat: 1 }]));
    const ready = fixtureState(2);
    ready.countdown = { ...ready.countdown, ready: [1] };
    await s.view.rerender({ game: gameOf(ready), seat: 1, act: s.act });
    expect(s.q('[data-testid="seat-ready"]').textContent).toContain('✓');
    expect(s.view.container.querySelector('[data-testid="seat-done"]')).toBeNull();
    expect([...s.view.container.querySelectorAll('[data-seat-ready]')].map((li) => li.getAttribute('data-seat-ready'))).toEqual(['false']);
    expect(s.q('[data-testid="seat-others"]').textContent).toContain('Ada: still placing');
    expect(s.q('[data-testid="seat-status"]').textContent).toContain('1 of 2 done');
  });

  it('offers the re-roll of its own dice with the picked die sacrificed', async () => {
    const s = seatView(0);
    await s.user.click(s.q('[data-seat-die="s0d0"]'));
    await s.user.click(s.q('[data-testid="seat-reroll"]'));
    await s.user.click(s.q('[data-testid="confirm-reroll"]'));
    await waitFor(() => expect(s.sent).toEqual([{ type: 'reroll', seat: 0, dice: ['s0d1', 's0d2'], sacrifice: 's0d0' }]));
  });
});

describe("the table's questions and cards on a device", () => {
  it('answers a table decision from any seat (the first answer counts), and hides the dice meanwhile', async () => {
    const s = seatView(1, {
      ...fixtureState(2),
      pending: { kind: 'choose-player-to-lose-dice', source: 'bathroom-break', amount: 2, options: [{ id: 'seat:0', seat: 0 }, { id: 'seat:1', seat: 1 }] },
    });
    expect(s.view.container.querySelector('[data-seat-die]')).toBeNull();
    await s.user.click(s.q('[data-option="seat:0"]'));
    await waitFor(() => expect(s.sent).toEqual([{ type: 'decide', option: 'seat:0' }]));
  });

  it('offers a triage card the host says is usable now', async () => {
    const state = fixtureState(2);
    const host = fakeHost<FlatlineAction>();
    const view = render(FlatlineSeatView, { game: detailOf('flatline', state, { ...legalPlacesOf(state), usableTriage: ['recharge'] }, true), seat: 0, act: host.act });
    const user = userEvent.setup({ delay: null });
    await user.click(one<HTMLButtonElement>(view.container, '[data-testid="seat-triage"] button'));
    await waitFor(() => expect(host.sent).toEqual([{ type: 'use-triage', card: 'recharge' }]));
  });
});

describe('the phone keeps the table in view', () => {
  it('brings what now matters to the top at each new stage, not at each placement', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const s = seatView(0);
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    scrolled.mockClear();
    // A placement within the countdown: the player keeps their place.
    const placed = fixtureState(2);
    const spot = legalPlacements(placed, 's1d0')[0]!;
    placed.dice = placed.dice.map((d) => (d.id === 's1d0' ? { ...d, at: { kind: 'space', target: spot.target, space: spot.space } } : d));
    placed.actions += 1;
    await s.view.rerender({ game: gameOf(placed), seat: 0, act: s.act });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scrolled).not.toHaveBeenCalled();
    // A question for the table: it comes into view at the top.
    const asked = { ...placed, actions: placed.actions + 1, pending: { kind: 'choose-player-to-lose-dice' as const, source: 'bathroom-break', amount: 2, options: [{ id: 'seat:0', seat: 0 }, { id: 'seat:1', seat: 1 }] } };
    await s.view.rerender({ game: gameOf(asked), seat: 0, act: s.act });
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ top: 0 })));
    expect(s.q('[data-testid="seat-stage"]').dataset.stage).toBe('decision');
    scrolled.mockRestore();
  });

  it('brings the result to the top when the game ends, though the board may still be showing its last steps', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const s = seatView(0);
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    scrolled.mockClear();
    // The game is over (the screen puts its result above the seat view) while the board's stage has not moved yet.
    await s.view.rerender({ game: { ...gameOf(fixtureState(2)), status: 'lost' }, seat: 0, act: s.act });
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ top: 0 })));
    scrolled.mockRestore();
  });

  it('lets go a refusal when the stage moves on: the end of the countdown takes it away', async () => {
    const s = seatView(0);
    await s.user.click(s.q('[data-seat-die="s0d0"]'));
    await s.user.click(s.q('[data-testid="seat-places"] [data-space]:not(.legal):not(.filled)'));
    expect(s.view.container.querySelectorAll('[data-testid="refusal"]')).toHaveLength(1);
    const after = { ...fixtureState(2), stop: 'after-countdown' as const, actions: fixtureState(2).actions + 1 };
    await s.view.rerender({ game: gameOf(after), seat: 0, act: s.act });
    expect(s.view.container.querySelectorAll('[data-testid="refusal"]')).toHaveLength(0);
  });

  it("answers a question about a player by pressing that player's row, lit on the phone", async () => {
    const s = seatView(0, {
      ...fixtureState(2),
      pending: { kind: 'choose-player-to-lose-dice', source: 'bathroom-break', amount: 2, options: [{ id: 'seat:0', seat: 0 }, { id: 'seat:1', seat: 1 }] },
    });
    const bruno = s.q('[data-testid="seat-others"] [data-spot="tray:1"]');
    expect(bruno.classList.contains('choice')).toBe(true);
    expect(s.q('[data-testid="seat-hand"]').dataset.choice).toBe('seat:0');
    await s.user.click(bruno);
    await waitFor(() => expect(s.sent).toEqual([{ type: 'decide', option: 'seat:1' }]));
  });
});

describe('the main screen with devices', () => {
  it("marks each ready seat beside its tray, with a tick and a word", () => {
    const state = fixtureState(2);
    state.countdown = { ...state.countdown, ready: [1] };
    const host = fakeHost<FlatlineAction>();
    const view = render(FlatlineBoard, { game: gameOf(state), act: host.act, covered: false });
    const marks = [...view.container.querySelectorAll<HTMLElement>('[data-testid="ready-mark"]')];
    expect(marks.map((m) => m.dataset.readySeat)).toEqual(['1']);
    expect(marks[0]!.textContent).toMatch(/✓ \S+/);
  });
});
