// The main screen's side of "everyone at the table on their own device" (devices.md): whether
// invitations are open, the code, the address and its QR code, and each seat's device and connection,
// kept live by the host's `invitationsChanged` pushes. The invite panel and the seat marks draw it.
import { getContext, setContext } from 'svelte';
import type { ApiEvent } from '@shared/api';
import type { InvitationStatus } from '@shared/invitations-api';
import type { SeatStatus } from '@shared/guest-api';
import { ApiCallError } from '@shared/errors';
import type { ApiClient } from '../api/client';

type InvitationsClient = Pick<ApiClient, 'openInvitations' | 'closeInvitations' | 'invitationStatus' | 'releaseSeat' | 'moveGuest' | 'makePersonSeat' | 'openFarRoom' | 'closeFarRoom' | 'subscribe'>;

/** The page's hold on the room for friends far away (lib/far/far-host.svelte.ts), following the status. */
export interface FarRoomHolder {
  follow(room: string | null): void;
  stop(): void;
  /** Joins the open room again with the network as saved now (its code and seats stay). */
  reconnect(): void;
  /** The friends in the room now, with their last round trip. */
  readonly peers: readonly { peer: string; rttMs: number | null }[];
  /** The signalling network's refusal, if any. */
  readonly problem: string | null;
}

export interface InvitationProblem {
  code: string;
  message: string;
}

const problemOf = (error: unknown): InvitationProblem =>
  error instanceof ApiCallError ? { code: error.code, message: error.message } : { code: 'unexpected', message: error instanceof Error ? error.message : String(error) };

export class Invitations {
  #status = $state.raw<InvitationStatus>({ open: false });
  busy = $state(false);
  problem = $state.raw<InvitationProblem | null>(null);

  readonly #client: InvitationsClient;
  /** This page's hold on the room for friends far away, where the page can hold one. */
  readonly far: FarRoomHolder | undefined;
  #unsubscribe: (() => void) | null = null;

  constructor(client: InvitationsClient, far?: FarRoomHolder) {
    this.#client = client;
    this.far = far;
  }

  get status(): InvitationStatus {
    return this.#status;
  }

  /** The invitations as the host says they are now: this page holds the room for friends far away while it is open. */
  set status(status: InvitationStatus) {
    this.#status = status;
    this.far?.follow(status.open ? (status.far?.room ?? null) : null);
  }

  /** Follows the host's pushes and reads the invitations as they are now. */
  async start(): Promise<void> {
    this.#unsubscribe ??= this.#client.subscribe((event: ApiEvent) => {
      if (event.type === 'invitationsChanged') this.status = event.status;
    });
    try {
      this.status = await this.#client.invitationStatus({});
    } catch {
      // A host without invitations (an older one): the panel offers to open them and says why not.
    }
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.far?.stop();
  }

  /** The open invitation when it is to this game, else null. */
  openFor(id: string): Extract<InvitationStatus, { open: true }> | null {
    const status = this.status;
    return status.open && status.id === id ? status : null;
  }

  /** The seats of this game played from a device (none when invitations are closed or to another game). */
  devicesOf(id: string): SeatStatus[] {
    return this.openFor(id)?.seats.filter((seat) => seat.device) ?? [];
  }

  open(id: string): Promise<boolean> {
    return this.#run(() => this.#client.openInvitations({ id }));
  }

  close(): Promise<boolean> {
    return this.#run(() => this.#client.closeInvitations({}));
  }

  /** Opens the room for friends far away (the seats open to it; the listener on the Wi-Fi stays as it is). */
  openFar(id: string): Promise<boolean> {
    return this.#run(() => this.#client.openFarRoom({ id }));
  }

  /** Closes the room: every seat taken from far away ends at once. */
  closeFar(): Promise<boolean> {
    return this.#run(() => this.#client.closeFarRoom({}));
  }

  /** Closes invitations to this game if they are open (the players leave its table). */
  closeFor(id: string): void {
    if (this.openFor(id)) void this.close();
  }

  release(id: string, seat: number): Promise<boolean> {
    return this.#run(() => this.#client.releaseSeat({ id, seat }));
  }

  move(id: string, from: number, to: number): Promise<boolean> {
    return this.#run(() => this.#client.moveGuest({ id, from, to }));
  }

  /** A bot's seat becomes a person's: the bot stops at once, and a device may take the seat (docs/bots.md). */
  makePersonSeat(id: string, seat: number): Promise<boolean> {
    return this.#run(() => this.#client.makePersonSeat({ id, seat }));
  }

  dismissProblem(): void {
    this.problem = null;
  }

  async #run(call: () => Promise<InvitationStatus>): Promise<boolean> {
    this.busy = true;
    this.problem = null;
    try {
      this.status = await call();
      return true;
    } catch (error) {
      this.problem = problemOf(error);
      return false;
    } finally {
      this.busy = false;
    }
  }
}

/** The context key of the main screen's invitations (a component test gives its own through `render`'s context). */
export const INVITATIONS_KEY = Symbol('invitations');

/** Gives the main screen's invitations to the table beneath (the shell's menu and seat marks). */
export function provideInvitations(invitations: Invitations): Invitations {
  return setContext(INVITATIONS_KEY, invitations);
}

/** The main screen's invitations, or undefined where the table is drawn without them (a test, a history page). */
export function useInvitations(): Invitations | undefined {
  return getContext<Invitations | undefined>(INVITATIONS_KEY);
}
