// The house rule "Take back a misplaced die" on FUSE: Countdown's boards (docs/take-back.md): the card
// holding the die a seat placed last carries a ↩ button naming the die while the engine lets it go
// back, and Backspace takes it back; at the main screen for the seats played there (never a device's
// or a bot's), on a device for its own seat only.
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { FuseCountdownView } from '@shared/fuse-countdown/view';
import type { TakeBackEntry } from '@shared/fuse-countdown/state';
import { INVITATIONS_KEY } from '../../../lib/table/invitations.svelte';
import { detailOf, fakeHost, invitationsWith } from '../../board-dom.test-support';
import FuseCountdownBoard from './FuseCountdownBoard.svelte';
import FuseCountdownSeatView from '../seat/FuseCountdownSeatView.svelte';
import { LEGAL_PLACES, sharingView } from './view-fixture.test-support';

const D05 = { die: 'd05', face: 2, colours: ['blue' as const], changed: null, flipped: false };

/** Bruno placed the blue 2 (d05) on bomb-01's second slot: the last die he placed. */
function chosen(entry: Partial<TakeBackEntry> = {}, takeBack = true): FuseCountdownView {
  const view = sharingView();
  return {
    ...view,
    setup: { ...view.setup, takeBack },
    rolled: view.rolled.filter((r) => r.die !== 'd05'),
    seats: [view.seats[0]!, { ...view.seats[1]!, bombs: [{ card: 'bomb-01', dice: [{ die: 'd05', cell: 1, face: 2, shown: ['blue'] }] }], taken: 1 }],
    takeBack: [{ seat: 1, die: 'd05', card: 'bomb-01', index: 1, rolled: D05, at: 4, ...entry }],
  };
}

function mainScreen(state: FuseCountdownView, { devices = [] as number[], bots = [] as number[] } = {}) {
  const host = fakeHost<FuseCountdownAction>();
  const game = { ...detailOf('fuse-countdown', state, LEGAL_PLACES, true), ...(bots.length > 0 ? { bots: { seats: bots, pace: 'steady' as const } } : {}) };
  const view = render(FuseCountdownBoard, { props: { game, act: host.act, covered: false }, context: new Map([[INVITATIONS_KEY, invitationsWith(devices)]]) });
  const buttons = () => [...view.container.querySelectorAll<HTMLButtonElement>('[data-testid="take-back"]')];
  return { ...host, view, buttons, user: userEvent.setup({ delay: null }) };
}

describe('take back a misplaced die, at the main screen', () => {
  it('a button on the card holding the die names it and sends its take-back', async () => {
    const t = mainScreen(chosen());
    expect(t.buttons().map((b) => [b.dataset.takeBack, b.textContent?.trim()])).toEqual([['d05', '↩ Take back Blue 2']]);
    expect(t.buttons()[0]!.closest('.holder')?.querySelector('[data-card]')?.getAttribute('data-card')).toBe('bomb-01');
    await t.user.click(t.buttons()[0]!);
    await waitFor(() => expect(t.sent).toEqual([{ type: 'take-back', seat: 1, die: 'd05' }]));
  });

  it('Backspace takes back the die placed last', async () => {
    const t = mainScreen(chosen());
    await t.user.keyboard('{Backspace}');
    await waitFor(() => expect(t.sent).toEqual([{ type: 'take-back', seat: 1, die: 'd05' }]));
  });

  it('offers nothing when the table did not choose the rule, once the die may no longer go back, or after the sharing out', async () => {
    for (const state of [chosen({}, false), chosen({ closed: 'card-defused' }), { ...chosen(), phase: 'resolve' as const }]) {
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

  it("says the host's refusal at the seat", async () => {
    const t = mainScreen(chosen());
    t.refuseNext('take-back-card-defused');
    await t.user.click(t.buttons()[0]!);
    await waitFor(() => expect(t.view.container.textContent).toContain("That die's card has been defused: its dice went back to the bag."));
  });
});

describe('take back a misplaced die, on a device', () => {
  function device(seat: number) {
    const host = fakeHost<FuseCountdownAction>();
    const view = render(FuseCountdownSeatView, { game: detailOf('fuse-countdown', chosen(), LEGAL_PLACES, true), seat, act: host.act });
    return { ...host, buttons: () => [...view.container.querySelectorAll<HTMLButtonElement>('[data-testid="take-back"]')], user: userEvent.setup({ delay: null }) };
  }

  it('its own seat: the button and Backspace', async () => {
    const s = device(1);
    expect(s.buttons().map((b) => b.dataset.takeBack)).toEqual(['d05']);
    await s.user.keyboard('{Backspace}');
    await waitFor(() => expect(s.sent).toEqual([{ type: 'take-back', seat: 1, die: 'd05' }]));
  });

  it("another seat's die: nothing", async () => {
    const s = device(0);
    expect(s.buttons()).toEqual([]);
    await s.user.keyboard('{Backspace}');
    expect(s.sent).toEqual([]);
  });
});
