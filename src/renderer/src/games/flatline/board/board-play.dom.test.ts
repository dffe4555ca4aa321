// FLATLINE's board as a person plays it: the real component in a DOM, a die picked and put on a space
// by click and by drag; a space the rules refuse says why at that space, and one the host refuses too;
// a decision answered; Done held, or pressed twice. The host is a fake `act` that records what it is sent.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { FlatlineLegalPlaces } from '@shared/flatline/legal-places';
import type { FlatlineView } from '@shared/flatline/view';
import { legalPlacements } from '@shared/flatline/rules/queries';
import FlatlineBoard from './FlatlineBoard.svelte';
import { fixtureState } from './board-fixture.test-support';
import { spaceKey } from './board-model';
import { detailOf, fakeHost, one } from '../../board-dom.test-support';

/** The legal places the host would send with `state`: each tray die's legal spaces, from the shared rules. */
const legalPlacesOf = (state: FlatlineView): FlatlineLegalPlaces => ({
  placements: Object.fromEntries(state.dice.filter((d) => d.at.kind === 'tray').map((d) => [d.id, legalPlacements(state, d.id)])),
  usableTriage: [],
  rerollTrackOpen: true,
});

/** The board over `state`; the host takes every act unless told to refuse the next. */
function table(state: FlatlineView = fixtureState(2)) {
  const host = fakeHost<FlatlineAction>();
  const view = render(FlatlineBoard, { game: detailOf('flatline', state, legalPlacesOf(state), state.stop === 'countdown'), act: host.act, covered: false });
  const q = <T extends HTMLElement>(selector: string) => one<T>(view.container, selector);
  return {
    ...host,
    state,
    q,
    die: (id: string) => q<HTMLElement>(`[data-die="${id}"]`),
    space: (key: string) => q<HTMLButtonElement>(`[data-space="${key}"]`),
    user: userEvent.setup({ delay: null }),
  };
}

/** Ada's first die and a space the rules let it take, and one they refuse. */
function placesFor(state: FlatlineView, die: string) {
  const legal = legalPlacements(state, die);
  const first = legal[0]!;
  const ok = { key: spaceKey(first.target, first.space), action: { type: 'place', die, target: first.target, space: first.space } };
  const taken = state.dice.find((d) => d.at.kind === 'space')!.at as Extract<FlatlineView['dice'][number]['at'], { kind: 'space' }>;
  return { ok, occupied: spaceKey(taken.target, taken.space) };
}

describe('a die picked and placed', () => {
  it('by click: the die, then a lit space', async () => {
    const t = table();
    const { ok } = placesFor(t.state, 's0d0');
    await t.user.click(t.die('s0d0'));
    expect(t.space(ok.key).classList.contains('legal')).toBe(true);
    await t.user.click(t.space(ok.key));
    await waitFor(() => expect(t.sent).toEqual([ok.action]));
  });

  it('by drag: the die dropped on a space', async () => {
    const t = table();
    const { ok } = placesFor(t.state, 's0d0');
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', setDragImage: () => {}, effectAllowed: 'all', dropEffect: 'move' };
    await fireEvent.dragStart(t.die('s0d0'), { dataTransfer });
    await fireEvent.dragOver(t.space(ok.key), { dataTransfer });
    await fireEvent.drop(t.space(ok.key), { dataTransfer });
    await waitFor(() => expect(t.sent).toEqual([ok.action]));
  });
});

describe('a refused die', () => {
  it('a space the rules refuse says why there, and nothing is sent', async () => {
    const t = table();
    const { occupied } = placesFor(t.state, 's0d0');
    await t.user.click(t.die('s0d0'));
    await t.user.click(t.space(occupied));
    const said = t.space(occupied).parentElement!.querySelector('[data-testid="refusal"]');
    expect(said?.textContent?.length ?? 0).toBeGreaterThan(5);
    expect(t.sent).toEqual([]);
  });

  it('a placement the host refuses is said at that space in the players\u2019 words', async () => {
    const t = table();
    const { ok } = placesFor(t.state, 's0d0');
    t.refuseNext('not-countdown');
    await t.user.click(t.die('s0d0'));
    await t.user.click(t.space(ok.key));
    await waitFor(() => expect(t.space(ok.key).parentElement!.querySelector('[data-testid="refusal"]')?.textContent).toBe('Dice are placed and re-rolled during the countdown only.'));
  });
});

describe('a decision', () => {
  it('is answered by pressing one of its options', async () => {
    const t = table({
      ...fixtureState(2),
      pending: { kind: 'choose-player-to-lose-dice', source: 'bathroom-break', amount: 2, options: [{ id: 'seat:0', seat: 0 }, { id: 'seat:1', seat: 1 }] },
    });
    await t.user.click(t.q('[data-option="seat:1"]'));
    await waitFor(() => expect(t.sent).toEqual([{ type: 'decide', option: 'seat:1' }]));
  });
});

describe('Done', () => {
  it('a short press only arms it; a second press ends the countdown', async () => {
    const t = table();
    const done = t.q<HTMLButtonElement>('[data-testid="done"]');
    await t.user.click(done);
    expect(done.dataset.armed).toBe('true');
    expect(t.sent).toEqual([]);
    // A second press within a quarter second is taken for a bounce, not a choice.
    await waitFor(() => expect(done.dataset.secondPress).toBe('true'));
    await t.user.click(done);
    await waitFor(() => expect(t.sent).toEqual([{ type: 'done' }]));
  });

  it('held down, it ends the countdown by itself once the hold is full', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const t = table();
      const done = t.q<HTMLButtonElement>('[data-testid="done"]');
      await fireEvent.pointerDown(done, { button: 0 });
      vi.advanceTimersByTime(700);
      expect(t.sent).toEqual([]);
      vi.advanceTimersByTime(200);
      await waitFor(() => expect(t.sent).toEqual([{ type: 'done' }]));
    } finally {
      vi.useRealTimers();
    }
  });
});
