// The house rule "Take back a misplaced die" on FLATLINE's boards (docs/take-back.md): the die a seat
// placed last carries a ↩ button while the engine lets it go back, and Backspace takes it back; at the
// main screen for the seats played there (never a device's or a bot's), on a device for its own seat.
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { FlatlineView } from '@shared/flatline/view';
import type { TakeBackEntry } from '@shared/flatline/state';
import { INVITATIONS_KEY } from '../../../lib/table/invitations.svelte';
import { fakeHost, invitationsWith } from '../../board-dom.test-support';
import { fixtureGame, fixtureState } from './board-fixture.test-support';
import FlatlineBoard from './FlatlineBoard.svelte';
import FlatlineSeatView from '../seat/FlatlineSeatView.svelte';

/** Bruno's white die (s1d1) lies on the first line of the patient in slot 2: the last he placed. */
function chosen(entry: Partial<TakeBackEntry> = {}, takeBack = true): FlatlineView {
  const state = fixtureState(2);
  return { ...state, setup: { ...state.setup, takeBack }, takeBack: [{ seat: 1, die: 's1d1', at: 2, ...entry }] };
}

function mainScreen(state: FlatlineView, { devices = [] as number[], bots = [] as number[] } = {}) {
  const host = fakeHost<FlatlineAction>();
  const game = fixtureGame(state, bots.length > 0 ? { bots: { seats: bots, pace: 'steady' } } : {});
  const view = render(FlatlineBoard, { props: { game, act: host.act, covered: false }, context: new Map([[INVITATIONS_KEY, invitationsWith(devices, 'g1')]]) });
  const buttons = () => [...view.container.querySelectorAll<HTMLButtonElement>('[data-testid="take-back"]')];
  return { ...host, view, buttons, user: userEvent.setup({ delay: null }) };
}

describe('take back a misplaced die, at the main screen', () => {
  it('a ↩ button at the die, named for it, sends the take-back of that die', async () => {
    const t = mainScreen(chosen());
    expect(t.buttons().map((b) => [b.dataset.takeBack, b.getAttribute('aria-label')])).toEqual([['s1d1', "Take back Bruno's white (bandage)"]]);
    // It sits at the die: in the same place as the space the die lies on.
    expect(t.buttons()[0]!.parentElement?.querySelector('[data-space]')?.getAttribute('aria-label')).toContain("holds Bruno's white (bandage)");
    await t.user.click(t.buttons()[0]!);
    await waitFor(() => expect(t.sent).toEqual([{ type: 'take-back', die: 's1d1' }]));
  });

  it('is reached by keyboard, and Backspace takes back the die placed last', async () => {
    const t = mainScreen(chosen());
    t.buttons()[0]!.focus();
    expect(document.activeElement).toBe(t.buttons()[0]);
    (document.activeElement as HTMLElement).blur();
    await t.user.keyboard('{Backspace}');
    await waitFor(() => expect(t.sent).toEqual([{ type: 'take-back', die: 's1d1' }]));
  });

  it('offers nothing when the table did not choose the rule, or once the die may no longer go back', async () => {
    for (const state of [chosen({}, false), chosen({ closed: 'countdown-over' }), { ...chosen(), stop: 'after-countdown' as const }]) {
      const t = mainScreen(state);
      expect(t.buttons()).toEqual([]);
      await t.user.keyboard('{Backspace}');
      expect(t.sent).toEqual([]);
      t.view.unmount();
    }
  });

  it("never for a seat played from a device, nor a bot's", async () => {
    for (const seating of [{ devices: [1] }, { bots: [1] }]) {
      const t = mainScreen(chosen(), seating);
      expect(t.buttons()).toEqual([]);
      await t.user.keyboard('{Backspace}');
      expect(t.sent).toEqual([]);
      t.view.unmount();
    }
  });

  it("says the host's refusal at the die's space", async () => {
    const t = mainScreen(chosen());
    t.refuseNext('take-back-countdown-over');
    await t.user.click(t.buttons()[0]!);
    await waitFor(() => expect(t.view.container.querySelector('[data-testid="refusal"]')?.textContent).toBe('The countdown is over: the dice placed stay where they are.'));
  });
});

describe('take back a misplaced die, on a device', () => {
  function device(seat: number) {
    const host = fakeHost<FlatlineAction>();
    const view = render(FlatlineSeatView, { game: fixtureGame(chosen()), seat, act: host.act });
    return { ...host, view, buttons: () => [...view.container.querySelectorAll<HTMLButtonElement>('[data-testid="take-back"]')], user: userEvent.setup({ delay: null }) };
  }

  it('its own seat: the button at the die, one in the hand, and Backspace', async () => {
    const s = device(1);
    expect(s.buttons().map((b) => b.dataset.takeBack)).toEqual(['s1d1']);
    const hand = s.view.container.querySelector<HTMLButtonElement>('[data-testid="seat-take-back"]')!;
    expect(hand.textContent?.replace(/\s+/g, ' ').trim()).toBe('↩ Take back: white (bandage)');
    await s.user.click(hand);
    await waitFor(() => expect(s.sent).toEqual([{ type: 'take-back', die: 's1d1' }]));
    s.sent.length = 0;
    await s.user.keyboard('{Backspace}');
    await waitFor(() => expect(s.sent).toEqual([{ type: 'take-back', die: 's1d1' }]));
  });

  it("another seat's die: nothing", async () => {
    const s = device(0);
    expect(s.buttons()).toEqual([]);
    expect(s.view.container.querySelector('[data-testid="seat-take-back"]')).toBeNull();
    await s.user.keyboard('{Backspace}');
    expect(s.sent).toEqual([]);
  });
});
