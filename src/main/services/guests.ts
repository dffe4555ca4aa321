import type { ApiEvent, ApiParsedInput, ApiResults } from '@shared/api';
import type { GameDetail, PausedBy } from '@shared/games';
import type { HintAnswer, ShownHint } from '@shared/hints-api';
import type { InvitationStatus } from '@shared/invitations-api';
import type { Clock } from './clock';
import type { EventHub } from './event-hub';
import type { GameService } from './game-service';
import { isTick } from '../engine/core/game-module';
import { createGuestGate, type GuestGate } from './guest-gate';
import { Invitations, type OpenGuestDoor } from './invitations';
import { JoinTries } from './join-tries';
import type { GuestLimits } from './guest-limits';
import { ServiceError } from './service-error';

type InvitationMethod = 'openInvitations' | 'closeInvitations' | 'invitationStatus' | 'releaseSeat' | 'moveGuest';
export type InvitationHandlers = { [M in InvitationMethod]: (input: ApiParsedInput<M>) => ApiResults[M] | Promise<ApiResults[M]> };

/** What the guests need from the application: its games and the paths its own calls take. */
export interface GuestsDeps {
  service: () => GameService;
  /** The application's act, pause and continue: saved, then pushed to every window. */
  act: (id: string, action: unknown, kind: string) => GameDetail;
  pause: (id: string, by: PausedBy) => GameDetail;
  resume: (id: string) => GameDetail;
  /** A game as the windows see it now (its deadline kept). */
  get: (id: string) => GameDetail;
  /** A device's event socket watches its game (the last-client rule); the function returned says it left. */
  watch: (id: string) => () => void;
  /** A device's event socket dropped (not closed by the host) while it played `seat`. */
  dropped: (id: string, seat: number) => void;
  /** A hint for the device's own seat (hints.ts); `shown`: the one on its screen, kept while still possible. */
  hint: (id: string, seat: number, shown?: ShownHint) => HintAnswer;
  /** How many seats of a game are played from devices changed (0 once its invitations close). */
  devicesChanged: (id: string, devices: number) => void;
  events: EventHub;
  clock: Clock;
  openDoor?: OpenGuestDoor;
  log: (message: string, error?: unknown) => void;
  newCode?: () => string;
  /** What one device may ask of the host (GUEST_CALL_LIMITS unless a test sets its own). */
  limits?: GuestLimits;
}

/** Players at their own devices: the invitations, the seats' tokens and the guest gate. */
export interface Guests {
  handlers: InvitationHandlers;
  /** Refuses the main screen an action of a seat that is played from a device. */
  checkHostAction(id: string, action: unknown): void;
  /** The seats of a game played from a device now (their hints are asked there). */
  deviceSeats(id: string): number[];
  /** How many seats of a game are played from devices now (0 unless it is the invited game). */
  devices(id: string): number;
  /** A game changed: invitations close when it ends. */
  changed(game: GameDetail): void;
  /** Tells the main screens the invitations as they are now (a seat became a person's), and answers them. */
  announce(): InvitationStatus;
  deleted(id: string): void;
  close(): void;
}

export function createGuests(deps: GuestsDeps): Guests {
  const { service, events } = deps;
  const seatsOf = (id: string) => {
    const game = service().get(id);
    return { seats: game.seats, ...(game.bots ? { bots: game.bots } : {}), inProgress: game.status === 'in-progress' };
  };
  /** The invited game and how many of its seats devices play, as last told to `devicesChanged`. */
  let devicesAt: { id: string; devices: number } | null = null;
  const countDevices = (status: InvitationStatus) => {
    const now = status.open ? { id: status.id, devices: status.seats.filter((seat) => seat.device).length } : null;
    const before = devicesAt;
    devicesAt = now;
    if (before && before.devices > 0 && before.id !== now?.id) deps.devicesChanged(before.id, 0);
    if (now && (before?.id !== now.id ? now.devices > 0 : before.devices !== now.devices)) deps.devicesChanged(now.id, now.devices);
  };
  const invitations: Invitations = new Invitations({
    ...(deps.openDoor ? { openDoor: deps.openDoor } : {}),
    gate: () => gate,
    seatsOf,
    changed: (status) => {
      events.emit({ type: 'invitationsChanged', status });
      countDevices(status);
    },
    log: deps.log,
    ...(deps.newCode ? { newCode: deps.newCode } : {}),
  });
  const ownerOf = (id: string, action: unknown) => {
    const { module, state } = service().live(id);
    return module.ownerOf(state, action);
  };
  const gate: GuestGate = createGuestGate(
    invitations,
    new JoinTries(deps.clock),
    {
      get: deps.get,
      act: deps.act,
      pause: (id, seat) => deps.pause(id, { by: 'seat', seat, name: service().get(id).seats[seat]?.name ?? '' }),
      resume: deps.resume,
      watch: deps.watch,
      dropped: deps.dropped,
      hint: deps.hint,
      moment: (id) => {
        const { record } = service().live(id);
        return { version: record.actionCount, open: record.status === 'in-progress' && !record.paused };
      },
      claimed: (id, seat) => service().playedFromDevice(id, seat),
      ownerOf,
      isTick: (id, action) => {
        return isTick(service().live(id).module, action);
      },
      subscribe: (listener: (event: ApiEvent) => void) => events.subscribe(listener),
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
    checkHostAction(id, action) {
      const owner = ownerOf(id, action);
      // The services' own actions (a clock fitted to the devices at the table) come from no screen.
      if (owner === 'services') throw new ServiceError({ code: 'action-forbidden', message: 'The app sets this itself: no screen sends it.' });
      const book = invitations.bookOf(id);
      if (!book || owner === 'table' || owner === 'main-screen') return;
      if (book.tokenAt(owner.seat) !== undefined) {
        throw new ServiceError({
          code: 'seat-played-from-device',
          message: `Seat ${owner.seat + 1} is played from a device: only that device moves its dice.`,
          params: { seat: owner.seat },
        });
      }
      // Another seat's die, not offered: its player must offer it, from the device that plays it.
      if (owner.giver !== undefined && book.tokenAt(owner.giver) !== undefined) {
        throw new ServiceError({
          code: 'seat-played-from-device',
          message: `Seat ${owner.giver + 1} is played from a device: only its player offers its dice.`,
          params: { seat: owner.giver },
        });
      }
    },
    devices: (id) => (devicesAt?.id === id ? devicesAt.devices : 0),
    changed(game) {
      if (game.status !== 'in-progress') invitations.closeFor(game.id, 'game-over', 'The game is over.');
    },
    deleted(id) {
      invitations.closeFor(id, 'game-deleted', 'The host deleted this game.');
    },
    announce: () => invitations.announce(),
    close() {
      void invitations.close('host-closed', 'The host is shutting down.');
    },
  };
}
