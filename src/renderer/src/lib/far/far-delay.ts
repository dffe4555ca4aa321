// A test-only delay on this page's data channels (docs/far-away.md, "Testing with delay"): the e2e
// tests and the bench set `window.__fuseFarDelayMs` before the page loads, and every frame this page
// sends or receives over the room then waits that long, as over a slow internet link. Nothing in
// the app sets it; unset (a player's page), the room is the library's, untouched.
import type { FarActions, MessageLike, RequestLike, RoomLike } from './far-wire';

/** The page's global a test sets: milliseconds added each way. */
export const FAR_DELAY_GLOBAL = '__fuseFarDelayMs';

/** The delay a test asked for on this page, or 0: a whole number of ms up to 10 s, anything else none. */
export function farTestDelay(scope: object): number {
  const ms = (scope as Record<string, unknown>)[FAR_DELAY_GLOBAL];
  return typeof ms === 'number' && Number.isInteger(ms) && ms > 0 && ms <= 10_000 ? ms : 0;
}

type Wait = (ms: number) => Promise<void>;
const sleep: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function delayedRequest<T, R>(inner: RequestLike<T, R>, ms: number, wait: Wait): RequestLike<T, R> {
  let handler: RequestLike<T, R>['onRequest'] = null;
  return {
    async request(data, options) {
      await wait(ms);
      const answer = await inner.request(data, options);
      await wait(ms);
      return answer;
    },
    get onRequest() {
      return handler;
    },
    set onRequest(next) {
      handler = next;
      inner.onRequest = next
        ? async (data, context) => {
            await wait(ms);
            const answer = await next(data, context);
            await wait(ms);
            return answer;
          }
        : null;
    },
  };
}

function delayedMessage<T>(inner: MessageLike<T>, ms: number, wait: Wait): MessageLike<T> {
  let listener: MessageLike<T>['onMessage'] = null;
  return {
    async send(data, options) {
      await wait(ms);
      return inner.send(data, options);
    },
    get onMessage() {
      return listener;
    },
    set onMessage(next) {
      listener = next;
      // Equal waits keep the frames in the order they came.
      inner.onMessage = next ? (data, context) => void wait(ms).then(() => next(data, context)) : null;
    },
  };
}

/** `room` with `ms` added to every frame each way (requests, their answers, pushes, the ping). */
export function withDelay(room: RoomLike, ms: number, wait: Wait = sleep): RoomLike {
  const { hello, call, listen, push } = room.actions;
  const actions: FarActions = {
    hello: delayedRequest(hello, ms, wait),
    call: delayedRequest(call, ms, wait),
    listen: delayedRequest(listen, ms, wait),
    push: delayedMessage(push, ms, wait),
  };
  return {
    actions,
    async ping(peer) {
      await wait(ms);
      const rtt = await room.ping(peer);
      await wait(ms);
      return rtt + 2 * ms;
    },
    leave: () => room.leave(),
    get onPeerJoin() {
      return room.onPeerJoin;
    },
    set onPeerJoin(callback) {
      room.onPeerJoin = callback;
    },
    get onPeerLeave() {
      return room.onPeerLeave;
    },
    set onPeerLeave(callback) {
      room.onPeerLeave = callback;
    },
  };
}
