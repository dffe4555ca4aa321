// With devices at the table, each seat played at the main screen says its own Done on its tray (a
// button, keyboard-reachable), and every ready seat is marked; without devices the trays stay as
// they were (the main screen's own Done ends the countdown).
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { FlatlineView } from '@shared/flatline/view';
import { Invitations, INVITATIONS_KEY } from '../../../lib/table/invitations.svelte';
import { fakeHost } from '../../board-dom.test-support';
import { fixtureGame, fixtureState } from './board-fixture.test-support';
import FlatlineBoard from './FlatlineBoard.svelte';

/** The main screen's invitations to game g1 with Bruno (seat 1) played from a device, or none. */
function invitationsWith(deviceSeats: number[]): Invitations {
  const invitations = new Invitations({} as never);
  if (deviceSeats.length === 0) return invitations;
  invitations.status = {
    open: true,
    id: 'g1',
    code: 'ABC234',
    url: 'http://192.168.1.2:5198/?join=ABC234',
    qrSvg: '<svg/>',
    seats: ['Ada', 'Bruno', 'Chiara'].map((name, seat) => ({ seat, name, colour: 'red', device: deviceSeats.includes(seat), bot: false, connected: deviceSeats.includes(seat) })),
  };
  return invitations;
}

function table(state: FlatlineView, deviceSeats: number[]) {
  const host = fakeHost<FlatlineAction>();
  const view = render(FlatlineBoard, { props: { game: fixtureGame(state), act: host.act, covered: false }, context: new Map([[INVITATIONS_KEY, invitationsWith(deviceSeats)]]) });
  const doneButtons = () => [...view.container.querySelectorAll<HTMLButtonElement>('[data-testid="tray-done"]')];
  const marks = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="ready-mark"]')].map((m) => m.dataset.readySeat);
  return { ...host, view, doneButtons, marks, user: userEvent.setup({ delay: null }) };
}

describe("a seat's Done at the main screen", () => {
  it("is offered on each tray played here while a device plays another seat, and sends that seat's Done", async () => {
    const t = table(fixtureState(3), [1]);
    expect(t.doneButtons().map((b) => [b.dataset.doneSeat, b.textContent?.trim()])).toEqual([
      ['0', "✓ I'm done (Ada)"],
      ['2', "✓ I'm done (Chiara)"],
    ]);
    await t.user.click(t.doneButtons()[0]!);
    await waitFor(() => expect(t.sent).toEqual([{ type: 'done', seat: 0 }]));
  });

  it('is pressed from the keyboard: Tab reaches it, Enter says it', async () => {
    const t = table(fixtureState(3), [1]);
    const chiara = t.doneButtons()[1]!;
    for (let i = 0; i < 60 && document.activeElement !== chiara; i++) await t.user.tab();
    expect(document.activeElement).toBe(chiara);
    await t.user.keyboard('{Enter}');
    await waitFor(() => expect(t.sent).toEqual([{ type: 'done', seat: 2 }]));
  });

  it("a ready seat shows its mark, with a tick and a word, in place of its Done; a device's seat is marked too", async () => {
    const state = fixtureState(3);
    state.countdown = { ...state.countdown, ready: [0, 1] };
    const t = table(state, [1]);
    expect(t.marks()).toEqual(['0', '1']);
    expect(t.view.container.querySelector('[data-ready-seat="0"]')?.textContent).toBe('✓ Done');
    expect(t.doneButtons().map((b) => b.dataset.doneSeat)).toEqual(['2']);
  });

  it('is not offered without devices, nor outside the countdown', async () => {
    expect(table(fixtureState(3), []).doneButtons()).toEqual([]);
    const planning = { ...fixtureState(3), stop: 'planning' as const, phase: 'D-planning' as FlatlineView['phase'] };
    expect(table(planning, [1]).doneButtons()).toEqual([]);
  });
});
