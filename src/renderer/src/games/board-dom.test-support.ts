// What a board's component test needs around the board: the game as the host delivers it, a host that
// records what it is sent (and can refuse the next act), and a lookup that says what it missed.
import { ApiCallError } from '@shared/errors';
import type { GameDetailOf, GameKind, GameTypes } from '@shared/games';
import { Invitations } from '../lib/table/invitations.svelte';

/** The game as the host sends it, around a view: in progress, unpaused, its clock running while `running`. */
export function detailOf<K extends GameKind>(kind: K, state: GameTypes[K]['view'], legalPlaces: GameTypes[K]['legalPlaces'], running: boolean): GameDetailOf<K> {
  const setup = (state as { setup: { seats: unknown[] } }).setup;
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind,
    title: 'Ada · Bruno',
    seats: setup.seats,
    solitaire: false,
    setup,
    seed: 1,
    status: 'in-progress',
    round: 1,
    paused: false,
    createdAt: '2026-11-26T09:00:00.000Z',
    updatedAt: '2026-11-26T09:00:00.000Z',
    state,
    legalPlaces,
    clock: { running, elapsedMs: 0, limitMs: 600_000 },
    version: 3,
    deadline: null,
  } as unknown as GameDetailOf<K>;
}

/** A host that takes every act, records it, and refuses the next one when told to. */
export function fakeHost<A>() {
  const sent: A[] = [];
  let refusal: ApiCallError | null = null;
  return {
    sent,
    act: async (action: A) => {
      sent.push(action);
      if (refusal) throw refusal;
      return true;
    },
    refuseNext(code: string, params: Record<string, string | number> = {}) {
      refusal = new ApiCallError({ code, message: code, params });
    },
  };
}

/** The one element under `root` that matches, or an error naming the selector. */
export function one<T extends HTMLElement>(root: ParentNode, selector: string): T {
  const el = root.querySelector<T>(selector);
  if (!el) throw new Error(`nothing matches ${selector}`);
  return el;
}

/**
 * The table's invitations as a board reads them: Ada and Bruno, the seats in `deviceSeats` played from
 * a device (none: the table is not open to devices).
 */
export function invitationsWith(deviceSeats: number[], id = '00000000-0000-4000-8000-000000000001'): Invitations {
  const invitations = new Invitations({} as never);
  if (deviceSeats.length === 0) return invitations;
  invitations.status = {
    open: true,
    id,
    code: 'ABC234',
    url: 'http://192.168.1.2:5198/?join=ABC234',
    qrSvg: '<svg/>',
    seats: ['Ada', 'Bruno'].map((name, seat) => ({ seat, name, colour: 'red', device: deviceSeats.includes(seat), bot: false, connected: true })),
  };
  return invitations;
}

