// The protocol's one delivery-and-reconnect kernel in the renderer (docs/devices.md, "One protocol"):
// the main screen and a device's seat view keep their events the same way. A transport only opens
// one connection (a WebSocket today; the next transport, its own) and says what arrives on it; the
// kernel reconnects after a drop, quickly at first, then every few seconds, and tells the view when
// the link is open, dropped, and open again; and every game a view is given (a reply or a push) goes
// through one delivery that shows each version once and catches up after the link came back.
import type { LinkState } from '@shared/api';

export type { LinkState } from '@shared/api';

/** Reconnect delays after a drop: quick at first, then every few seconds. */
export const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 4000] as const;

/** What a connection tells the kernel. `closed(final)`: final when the host ended it for good (no reconnecting). */
export interface LinkSink<E> {
  opened(): void;
  received(event: E): void;
  closed(final: boolean): void;
}

/** One open connection, as a transport made it: the kernel closes it when the view stops listening. */
export interface Connection {
  close(): void;
}

/** Opens one connection to the host's events, telling `sink` what happens on it. */
export type Connect<E> = (sink: LinkSink<E>) => Connection;

export interface KeepOptions<E> {
  /** Each event, in the order it arrived. */
  received(event: E): void;
  /** The link opened, dropped, or opened again after a drop (then the view fetches what it missed). */
  link?(state: LinkState): void;
  schedule(callback: () => void, ms: number): unknown;
  delays?: readonly number[];
}

/** Keeps one link to the host's events open until stopped (or ended by the host); returns the stop. */
export function keepConnected<E>(connect: Connect<E>, options: KeepOptions<E>): () => void {
  const delays = options.delays ?? RECONNECT_DELAYS_MS;
  let stopped = false;
  let failures = 0;
  let everOpen = false;
  /** The attempt whose events count: a late event of an older connection is not delivered. */
  let current: object | null = null;
  let connection: Connection | null = null;

  const open = () => {
    if (stopped) return;
    const attempt = {};
    current = attempt;
    connection = connect({
      opened: () => {
        if (current !== attempt) return;
        failures = 0;
        options.link?.(everOpen ? 'reopened' : 'open');
        everOpen = true;
      },
      received: (event) => {
        if (current === attempt) options.received(event);
      },
      closed: (final) => {
        if (current !== attempt) return;
        current = null;
        connection = null;
        options.link?.('dropped');
        if (final) stopped = true;
        if (stopped) return;
        const delay = delays[Math.min(failures, delays.length - 1)]!;
        failures += 1;
        options.schedule(open, delay);
      },
    });
  };
  open();
  return () => {
    stopped = true;
    current = null;
    const closing = connection;
    connection = null;
    closing?.close();
  };
}

/** The browser's WebSocket, as far as the kernel uses it (passed in so tests can stand in for it). */
export interface WebSocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface SocketOptions<E> {
  WebSocket: new (url: string) => WebSocketLike;
  /** The event a message's JSON is, or undefined for anything else (ignored). */
  parse(json: unknown): E | undefined;
  /** Whether a close ends the link for good: its close code, or the last event received. */
  final?(code: number | undefined, last: E | undefined): boolean;
}

/** A socket message's JSON, or undefined where it is not JSON. */
function messageJson(message: MessageEvent): unknown {
  try {
    return JSON.parse(String(message.data));
  } catch {
    return undefined;
  }
}

/** A WebSocket at `url` as a connection: each JSON message that parses to an event is delivered. */
export const webSocketConnect =
  <E>(url: string, options: SocketOptions<E>): Connect<E> =>
  (sink) => {
    const ws = new options.WebSocket(url);
    let last: E | undefined;
    ws.onopen = () => sink.opened();
    ws.onmessage = (message) => {
      const event = options.parse(messageJson(message));
      if (event === undefined) return;
      last = event;
      sink.received(event);
    };
    ws.onerror = () => ws.close();
    ws.onclose = (event) => sink.closed(options.final?.(event?.code, last) ?? false);
    return ws;
  };

// The delivery half: a game reaches a view as the reply to its own call and as the push every view
// receives. Both go through one door, which shows each version once.

/** What the kernel reads of a delivered game (a GameDetail, or the device's view of one). */
export interface VersionedGame {
  id: string;
  version: number;
  paused: boolean;
  title: string;
  status: string;
  deadline?: { key: string } | null;
  /** A guided game's step and reading position in the resolution (its guide moves on without a move on the board). */
  guide?: { step: number; held: boolean; explained?: number };
}

/** The same delivered change twice (a reply and its push): same version, same pause, name, status, wait, guide step and reading. */
const sameChange = (a: VersionedGame, b: VersionedGame): boolean =>
  a.version === b.version &&
  a.paused === b.paused &&
  a.title === b.title &&
  a.status === b.status &&
  a.deadline?.key === b.deadline?.key &&
  a.guide?.step === b.guide?.step &&
  a.guide?.held === b.guide?.held &&
  a.guide?.explained === b.guide?.explained;

/**
 * Whether a delivered game replaces the shown one. Versions count accepted actions: an older one
 * never overwrites a newer (replies and pushes cross), and an equal one only when something the
 * version does not count changed (a pause, a new name, the end, a new wait, a guide's step).
 */
export function replaces(shown: VersionedGame | null, game: VersionedGame): boolean {
  if (!shown || shown.id !== game.id) return true;
  // A guide only moves on: at the same version, an earlier step (or, at the same step, a lit step read
  // earlier) is a reply that crossed the push of the next.
  const [step, was] = [game.guide?.step ?? 0, shown.guide?.step ?? 0];
  const guideBack = step < was || (step === was && (game.guide?.explained ?? -1) < (shown.guide?.explained ?? -1));
  return game.version > shown.version || (game.version === shown.version && !sameChange(shown, game) && !guideBack);
}

export interface GameFeedOptions<G extends VersionedGame> {
  /** The game the view shows now. */
  shown(): G | null;
  /** Shows a game that replaces it (the view may still decline one that is not its game). */
  show(game: G): void;
  /** After the link came back: fetches the game as it is now, and delivers it (pushes may have been missed). */
  catchUp(): Promise<void>;
}

/** One view's delivery: every reply and push through `deliver`, and `link` told of the connection. */
export class GameFeed<G extends VersionedGame> {
  readonly #options: GameFeedOptions<G>;

  constructor(options: GameFeedOptions<G>) {
    this.#options = options;
  }

  /** Shows `game` unless the view already shows this version (or a newer one); true when shown. */
  deliver(game: G): boolean {
    if (!replaces(this.#options.shown(), game)) return false;
    this.#options.show(game);
    return true;
  }

  /** The link's news: once open again after a drop, the view catches up. */
  link(state: LinkState): void {
    if (state === 'reopened') void this.#options.catchUp();
  }
}
