import type { ApiEvent, ApiParsedInput, ApiResults } from '@shared/api';
import type { GameDetail } from '@shared/games';
import type { HintAnswer, HintKept, ShownHint } from '@shared/hints-api';
import type { InvitationStatus } from '@shared/invitations-api';
import type { Clock } from '../clock';
import type { EventHub } from '../event-hub';
import type { GameService } from '../game-service';
import { createGuestGate, type GuestCompanion, type GuestGate } from './guest-gate';
import { Invitations, type OpenGuestDoor } from './invitations';
import { FarRoom } from './far-room';
import type { FAR_METHODS } from '@shared/far-methods';

type FarMethod = (typeof FAR_METHODS)[number];
import { JoinTries } from './join-tries';
import type { GuestLimits } from './guest-limits';
import { ServiceError } from '../service-error';
import type { TableRuntime } from '../table/table-runtime';
import { deviceAt } from '../table/authority';

type InvitationMethod = 'openInvitations' | 'closeInvitations' | 'invitationStatus' | 'releaseSeat' | 'moveGuest' | FarMethod;
export type InvitationHandlers = { [M in InvitationMethod]: (input: ApiParsedInput<M>) => ApiResults[M] | Promise<ApiResults[M]> };

/** What the guests need from the application: its games, the table runtime every action goes through, and hints. */
export interface GuestsDeps {
  service: () => GameService;
  /** The table: a device's act, pause and continue go through it like the main screen's. */
  table: TableRuntime;
  /** A hint for the device's own seat (hints/hints.ts); `shown`: the one on its screen, kept while still possible. */
  hint: (id: string, seat: number, shown?: ShownHint) => HintAnswer;
  /** Only whether a hint sent back still stands (kept), never a new one worked out. */
  hintKept: (id: string, seat: number, shown: ShownHint) => HintKept | null;
  events: EventHub;
  clock: Clock;
  openDoor?: OpenGuestDoor;
  log: (message: string, error?: unknown) => void;
  newCode?: () => string;
  /** What one device may ask of the host (GUEST_CALL_LIMITS unless a test sets its own). */
  limits?: GuestLimits;
  /** A room's secret for friends far away (130 random bits unless a test sets its own). */
  newFarRoom?: () => string;
  /** The companion's clock, which phones may follow (docs/companion.md). */
  companion?: GuestCompanion;
}

/** Players at their own devices: the invitations, the seats' tokens and the guest gate. */
export interface Guests {
  handlers: InvitationHandlers;
  /** The seats of a game played from a device now (only that device plays them, table/authority.ts). */
  deviceSeats(id: string): number[];
  /** A game changed: invitations close when it ends. */
  changed(game: GameDetail): void;
  /** Tells the main screens the invitations as they are now (a seat became a person's), and answers them. */
  announce(): InvitationStatus;
  deleted(id: string): void;
  /** Shows the companion's clock `id` on phones: invitations to it. */
  openCompanion(id: string): Promise<InvitationStatus>;
  /** The companion `id` closed (or another replaced it): its phones are let go. */
  companionClosed(id: string): void;
  close(): void;
}

export function createGuests(deps: GuestsDeps): Guests {
  const { service, events, table } = deps;
  const seatsOf = (id: string) => {
    const game = service().get(id);
    return { seats: game.seats, ...(game.bots ? { bots: game.bots } : {}), inProgress: game.status === 'in-progress' };
  };
  /** The invited game and how many of its seats devices play, as last told to `devicesChanged`. */
  let devicesAt: { id: string; devices: number } | null = null;
  const countDevices = (status: InvitationStatus) => {
    const now = status.open && !status.companion ? { id: status.id, devices: status.seats.filter((seat) => seat.device).length } : null;
    const before = devicesAt;
    devicesAt = now;
    if (before && before.devices > 0 && before.id !== now?.id) table.devicesChanged(before.id, 0);
    if (now && (before?.id !== now.id ? now.devices > 0 : before.devices !== now.devices)) table.devicesChanged(now.id, now.devices);
  };
  const invitations: Invitations = new Invitations({
    ...(deps.openDoor ? { openDoor: deps.openDoor } : {}),
    gate: () => gate,
    seatsOf,
    changed: (status) => {
      far.invitationsChanged(status);
      events.emit({ type: 'invitationsChanged', status });
      countDevices(status);
    },
    far: () => far.status(),
    log: deps.log,
    ...(deps.newCode ? { newCode: deps.newCode } : {}),
  });
  const far = new FarRoom({ invitations, gate: () => gate, emit: (event) => events.emit(event), ...(deps.newFarRoom ? { newRoom: deps.newFarRoom } : {}) });
  const gate: GuestGate = createGuestGate(
    invitations,
    new JoinTries(deps.clock),
    {
      get: (id) => table.get(id),
      act: (id, action, kind, seat) => table.play(id, action, deviceAt(seat), kind),
      pause: (id, seat) => table.pause(id, { by: 'seat', seat, name: service().get(id).seats[seat]?.name ?? '' }),
      resume: (id) => table.resume(id),
      watch: (id) => table.watch(id),
      dropped: (id, seat) => table.dropped(id, seat),
      hint: deps.hint,
      hintKept: deps.hintKept,
      moment: (id) => {
        const { record } = service().live(id);
        return { version: record.actionCount, open: record.status === 'in-progress' && !record.paused };
      },
      claimed: (id, seat) => service().playedFromDevice(id, seat),
      ...(deps.companion ? { companion: deps.companion } : {}),
      // Devices hear a change before the main screens: a friend far away's push need not wait for the host page to draw it.
      subscribe: (listener: (event: ApiEvent) => void) => events.subscribe(listener, { devices: true }),
      seatsChanged: () => {
        try {
          if (invitations.book) invitations.announce();
        } catch (error) {
          // The game went meanwhile (deleted): its invitations are closing and say so themselves.
          if (!(error instanceof ServiceError)) deps.log('announcing the seats failed', error);
        }
      },
    },
    deps.log,
    deps.clock,
    deps.limits,
  );

  return {
    handlers: {
      openInvitations: ({ id }) => invitations.open(id),
      closeInvitations: () => invitations.close(),
      invitationStatus: () => invitations.status(),
      releaseSeat: ({ id, seat }) => invitations.release(id, seat),
      openFarRoom: ({ id }) => far.open(id),
      closeFarRoom: () => far.close(),
      farCall: ({ peer, method, payload }) => far.call(peer, method, payload),
      farListen: ({ peer, token }) => far.listen(peer, token),
      farLeave: ({ peer }) => far.leave(peer),
      moveGuest: ({ id, from, to }) => {
        const status = invitations.move(id, from, to);
        service().playedFromDevice(id, to);
        return status;
      },
    },
    deviceSeats(id) {
      const book = invitations.bookOf(id);
      return book ? seatsOf(id).seats.flatMap((_, seat) => (book.tokenAt(seat) !== undefined ? [seat] : [])) : [];
    },
    changed(game) {
      if (game.status !== 'in-progress') invitations.closeFor(game.id, 'game-over', 'The game is over.');
    },
    deleted(id) {
      invitations.closeFor(id, 'game-deleted', 'The host deleted this game.');
    },
    announce: () => invitations.announce(),
    openCompanion: (id) => invitations.openCompanion(id),
    companionClosed(id) {
      invitations.closeFor(id, 'companion-closed', 'The companion’s clock was closed.');
    },
    close() {
      void invitations.close('host-closed', 'The host is shutting down.');
    },
  };
}
