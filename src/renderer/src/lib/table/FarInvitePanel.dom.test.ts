// Invite friends far away as the host uses it: what leaves the computer said first, the room opened
// (its code in groups of five and its link), the page holding that room, each seat played from far
// away with its connection and round trip, and Close the room.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { InvitationStatus } from '@shared/invitations-api';
import type { SeatStatus } from '@shared/guest-api';
import { fakeClient, gameId } from '../../screens/screens.test-support';
import FarInvitePanel from './FarInvitePanel.svelte';
import { Invitations, type FarRoomHolder } from './invitations.svelte';

const ID = gameId(1);
const ROOM = 'abcde234567fghijklmnopqrst';
const seat = (n: number, name: string, colour: SeatStatus['colour'], device = false, connected = false): SeatStatus => ({ seat: n, name, colour, device, bot: false, connected });
const withRoom = (seats: SeatStatus[], far?: { seat: number; peer: string }[]): InvitationStatus => ({
  open: true,
  id: ID,
  code: 'ABC234',
  url: 'http://192.168.1.20:5198/?join=ABC234',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  seats,
  ...(far ? { far: { room: ROOM, seats: far } } : {}),
});

async function open(status: InvitationStatus = { open: false }) {
  let now = status;
  const followed: (string | null)[] = [];
  const holder: FarRoomHolder = {
    follow: (room) => followed.push(room),
    stop: () => undefined,
    reconnect: () => followed.push('reconnect'),
    peers: [{ peer: 'p7', rttMs: 42 }],
    problem: null,
  };
  const { client, calls } = fakeClient({
    invitationStatus: () => now,
    openFarRoom: () => (now = withRoom([seat(0, 'Ada', 'red'), seat(1, 'Bruno', 'blue')], [])),
    closeFarRoom: () => (now = withRoom([seat(0, 'Ada', 'red'), seat(1, 'Bruno', 'blue')])),
  });
  client.subscribe = () => () => undefined;
  const invitations = new Invitations(client, holder);
  await invitations.start();
  localStorage.clear();
  render(FarInvitePanel, { invitations, id: ID });
  return { calls, followed, user: userEvent.setup({ delay: null }) };
}

describe('invite friends far away', () => {
  it('says what leaves the computer, opens a room, shows its code and link, and the page holds it', async () => {
    const { calls, followed, user } = await open();
    expect(screen.getByText(/What leaves this computer/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open a room' }));
    expect(screen.getByTestId('far-code').textContent).toBe('abcde-23456-7fghi-jklmn-opqrs-t');
    expect(screen.getByTestId('far-link').textContent).toBe('fusetable://far/abcde-23456-7fghi-jklmn-opqrs-t');
    expect(screen.getByText('No friend has taken a seat yet.')).toBeTruthy();
    expect(calls).toEqual([['invitationStatus', {}], ['openFarRoom', { id: ID }]]);
    expect(followed).toEqual([null, ROOM]);
  });

  it("shows each seat played from far away, its connection and its round trip, and closes the room", async () => {
    const { calls, followed, user } = await open(withRoom([seat(0, 'Ada', 'red'), seat(1, 'Bruno', 'blue', true, true)], [{ seat: 1, peer: 'p7' }]));
    const row = screen.getByTestId('far-seat-1');
    expect(row.textContent).toContain('Bruno');
    expect(row.textContent).toContain('on a device, connected');
    expect(screen.getByTestId('far-rtt-1').textContent).toBe('round trip 42 ms');
    await user.click(screen.getByRole('button', { name: 'Close the room' }));
    expect(calls.at(-1)).toEqual(['closeFarRoom', {}]);
    expect(followed.at(-1)).toBeNull();
    expect(screen.getByRole('button', { name: 'Open a room' })).toBeTruthy();
  });

  it('offers the browser link once the seat page\'s address is set, and refuses an address that is not one', async () => {
    const { user } = await open(withRoom([seat(0, 'Ada', 'red'), seat(1, 'Bruno', 'blue')], []));
    expect(screen.getByTestId('far-no-page').textContent).toContain('Friends without FUSE Table can play from a browser too');
    await user.click(screen.getByText('Browser seat page'));
    await user.type(screen.getByLabelText('Seat page address'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(screen.getByRole('alert').textContent).toBe("The seat page's address starts with https:// (or http:// on this computer).");
    expect(screen.queryByTestId('far-page-link')).toBeNull();
    expect(localStorage.getItem('fuse-table.far-page')).toBeNull();
    await user.clear(screen.getByLabelText('Seat page address'));
    await user.type(screen.getByLabelText('Seat page address'), 'https://ada.github.io/fuse-seat/');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(screen.getByTestId('far-page-link').textContent).toBe('https://ada.github.io/fuse-seat/seat.html#far=abcde-23456-7fghi-jklmn-opqrs-t');
    expect(localStorage.getItem('fuse-table.far-page')).toBe('https://ada.github.io/fuse-seat/');
    const pageField = screen.getByTestId('far-page') as HTMLDetailsElement;
    expect(pageField.open).toBe(false);
    expect(screen.getByTestId('far-page-status').textContent).toBe(' · saved');
    expect(document.activeElement).toBe(pageField.querySelector('summary'));
  });

  it('new network settings saved while the room is open: the room keeps its own until the host reconnects it', async () => {
    const { followed, user } = await open(withRoom([seat(0, 'Ada', 'red'), seat(1, 'Bruno', 'blue')], []));
    await user.click(screen.getByText('Network'));
    await user.type(screen.getByTestId('far-relays'), 'wss://mqtt.example.org/mqtt');
    await user.click(screen.getByRole('button', { name: 'Save network settings' }));
    expect(screen.getByTestId('far-network-saved').textContent).toBe(
      'Saved. The room open now keeps the settings it started with until you reconnect it; the next room you open uses these.',
    );
    await user.click(screen.getByRole('button', { name: 'Reconnect the room with these settings' }));
    expect(followed.at(-1)).toBe('reconnect');
    expect(screen.queryByTestId('far-reconnect')).toBeNull();
    // Folded: the room's seats are what is left to watch, not the fields.
    const network = screen.getByTestId('far-network') as HTMLDetailsElement;
    expect(network.open).toBe(false);
    expect(screen.getByTestId('far-network-status').textContent).toBe(' · saved');
    expect(document.activeElement).toBe(network.querySelector('summary'));
  });

  it('network settings saved before the room opens fold away, saying so, and the keyboard stays on them', async () => {
    const { user } = await open();
    const network = screen.getByTestId('far-network') as HTMLDetailsElement;
    await user.click(screen.getByText('Network'));
    expect(network.open).toBe(true);
    await user.type(screen.getByTestId('far-relays'), 'wss://mqtt.example.org/mqtt');
    await user.click(screen.getByRole('button', { name: 'Save network settings' }));
    expect(network.open).toBe(false);
    expect(network.querySelector('summary')?.textContent).toBe('Network · saved');
    expect(document.activeElement).toBe(network.querySelector('summary'));
    expect(JSON.parse(localStorage.getItem('fuse-table.far-network')!).relays).toEqual(['wss://mqtt.example.org/mqtt']);
    // Opened again, it shows the fields as saved, without the mark.
    await user.click(screen.getByText('Network'));
    expect(network.open).toBe(true);
    expect(screen.queryByTestId('far-network-status')).toBeNull();
    expect((screen.getByTestId('far-relays') as HTMLTextAreaElement).value).toBe('wss://mqtt.example.org/mqtt');
    // The room opened afterwards starts with them: nothing offers to reconnect it.
    await user.click(screen.getByRole('button', { name: 'Open a room' }));
    expect(screen.getByTestId('far-code')).toBeTruthy();
    expect(screen.queryByTestId('far-reconnect')).toBeNull();
  });

  it('a refused network setting keeps its fields open with the reason', async () => {
    const { user } = await open();
    const network = screen.getByTestId('far-network') as HTMLDetailsElement;
    await user.click(screen.getByText('Network'));
    await user.type(screen.getByTestId('far-relays'), 'http://not-a-relay');
    await user.click(screen.getByRole('button', { name: 'Save network settings' }));
    expect(network.open).toBe(true);
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.queryByTestId('far-network-status')).toBeNull();
  });
});
