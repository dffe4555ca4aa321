// The invite panel as the host uses it: opening invitations, the code, address and QR code, each
// seat's device and connection (live from the host's pushes), releasing and moving a device, closing.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { ApiEvent } from '@shared/api';
import type { InvitationStatus, LocalInvitations } from '@shared/invitations-api';
import type { SeatStatus } from '@shared/guest-api';
import { fakeClient, gameId, refusal } from '../../screens/screens.test-support';
import InvitePanel from './InvitePanel.svelte';
import { Invitations } from './invitations.svelte';

const ID = gameId(1);
const seat = (n: number, name: string, colour: SeatStatus['colour'], device = false, connected = false): SeatStatus => ({ seat: n, name, colour, device, bot: false, connected });
const openWith = (seats: SeatStatus[]): LocalInvitations => ({
  open: true,
  id: ID,
  code: 'ABC234',
  url: 'http://192.168.1.20:5198/?join=ABC234',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  seats,
});

async function open(status: InvitationStatus = { open: false }) {
  let now = status;
  const listeners: ((event: ApiEvent) => void)[] = [];
  const { client, calls } = fakeClient({
    invitationStatus: () => now,
    openInvitations: () => (now = openWith([seat(0, 'Ada', 'red'), seat(1, 'Bruno', 'blue')])),
    releaseSeat: ({ seat: s }) => (now = openWith([seat(0, 'Ada', 'red'), seat(1, 'Bruno', 'blue')].map((x) => (x.seat === s ? { ...x, device: false } : x)))),
    moveGuest: () => (now = openWith([seat(0, 'Ada', 'red', true, true), seat(1, 'Bruno', 'blue')])),
    makePersonSeat: ({ seat: s }) => (now = openWith(now.open ? now.seats.map((x) => (x.seat === s ? { ...x, bot: false, pace: undefined } : x)) : [])),
    closeInvitations: () => (now = { open: false }),
  });
  client.subscribe = (listener) => {
    listeners.push(listener);
    return () => undefined;
  };
  const invitations = new Invitations(client);
  await invitations.start();
  render(InvitePanel, { invitations, id: ID });
  const push = (next: InvitationStatus) => {
    for (const listener of listeners) listener({ type: 'invitationsChanged', status: next });
  };
  return { calls, push, user: userEvent.setup({ delay: null }) };
}

const seatRow = (n: number) => screen.getByTestId(`invite-seat-${n}`);

describe('the invite panel', () => {
  it('while only the room for friends far away is open, says nothing listens on the Wi-Fi and offers to open invitations here', async () => {
    const farOnly: InvitationStatus = { open: true, id: ID, code: 'ABC234', seats: [seat(0, 'Ada', 'red'), seat(1, 'Bruno', 'blue', true, true)], far: { room: 'a'.repeat(26), seats: [{ seat: 1, peer: 'p1' }] } };
    const { calls, user } = await open(farOnly);
    expect(screen.getByTestId('invite-far-only').textContent).toBe(
      'Only the room for friends far away is open now: nothing listens on this Wi-Fi. Open invitations here too if players in this room want to join from their phones.',
    );
    expect(screen.queryByTestId('invite-url')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close invitations' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open invitations' }));
    expect(screen.getByTestId('invite-url').textContent).toBe('http://192.168.1.20:5198/?join=ABC234');
    expect(calls).toEqual([['invitationStatus', {}], ['openInvitations', { id: ID }]]);
  });

  it('opens invitations to this game and shows the code, the address and its QR code', async () => {
    const { calls, user } = await open();
    expect(screen.getByText(/Everyone at the table can play their own seat/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open invitations' }));
    expect(screen.getByTestId('invite-code').textContent).toBe('ABC234');
    expect(screen.getByTestId('invite-url').textContent).toBe('http://192.168.1.20:5198/?join=ABC234');
    expect(screen.getByRole('img', { name: 'QR code of the address http://192.168.1.20:5198/?join=ABC234' })).toBeTruthy();
    expect(calls).toEqual([['invitationStatus', {}], ['openInvitations', { id: ID }]]);
  });

  it('says which seats a device plays and whether it is connected, live from the pushes', async () => {
    const { push } = await open(openWith([seat(0, 'Ada', 'red'), seat(1, 'Bruno', 'blue', true, true)]));
    expect(seatRow(0).textContent).toContain('Played at this screen');
    expect(seatRow(1).textContent).toContain('on a device, connected');
    push(openWith([seat(0, 'Ada', 'red'), seat(1, 'Bruno', 'blue', true, false)]));
    await screen.findByText('on a device, not connected');
    expect(seatRow(1).dataset.connected).toBe('false');
  });

  it('releases a seat, moves a device to a free seat and closes the invitations', async () => {
    const { calls, user, push } = await open(openWith([seat(0, 'Ada', 'red'), seat(1, 'Bruno', 'blue', true, true)]));
    await user.selectOptions(within(seatRow(1)).getByRole('combobox', { name: 'Move to' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Move Bruno' }));
    expect(seatRow(0).textContent).toContain('on a device, connected');
    push(openWith([seat(0, 'Ada', 'red'), seat(1, 'Bruno', 'blue', true, true)]));
    await user.click(await screen.findByRole('button', { name: "Release Bruno's seat" }));
    expect(seatRow(1).textContent).toContain('Played at this screen');
    await user.click(screen.getByRole('button', { name: 'Close invitations' }));
    expect(screen.getByRole('button', { name: 'Open invitations' })).toBeTruthy();
    expect(calls.slice(1)).toEqual([
      ['moveGuest', { id: ID, from: 1, to: 0 }],
      ['releaseSeat', { id: ID, seat: 1 }],
      ['closeInvitations', {}],
    ]);
  });

  it("lists a bot's seat as a bot's, offers no move onto it, and makes it a person's seat on the host's press", async () => {
    const botSeat: SeatStatus = { ...seat(2, 'Bot 3', 'green'), bot: true, pace: 'steady' };
    const { calls, user } = await open(openWith([seat(0, 'Ada', 'red', true, true), seat(1, 'Bruno', 'blue'), botSeat]));
    expect(seatRow(2).textContent).toContain('Played by a bot');
    expect(seatRow(2).textContent).not.toContain('Played at this screen');
    expect(within(seatRow(2)).getByTestId('bot-mark').getAttribute('title')).toBe('A bot plays Bot 3, at the steady pace');
    // A device moves to a free seat only: the bot's is not one.
    const moveTo = within(seatRow(0)).getByRole('combobox', { name: 'Move to' });
    expect(within(moveTo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Bruno']);
    const make = within(seatRow(2)).getByRole('button', { name: "Bot 3: Make it a person's seat" });
    expect(make.getAttribute('title')).toBe("Bot 3 becomes a person's seat: the bot stops playing it at once, and a device can take it.");
    await user.click(make);
    expect(calls.at(-1)).toEqual(['makePersonSeat', { id: ID, seat: 2 }]);
    expect(seatRow(2).textContent).toContain('Played at this screen');
    expect(within(seatRow(2)).queryByRole('button')).toBeNull();
  });

  it('says when the host cannot open invitations', async () => {
    const { client } = fakeClient({
      invitationStatus: () => ({ open: false }),
      openInvitations: () => {
        throw refusal('guest-listener-failed', 'The guest listener could not open: port in use');
      },
    });
    const invitations = new Invitations(client);
    await invitations.start();
    render(InvitePanel, { invitations, id: ID });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Open invitations' }));
    expect((await screen.findByRole('alert')).textContent).toContain('port in use');
  });
});
