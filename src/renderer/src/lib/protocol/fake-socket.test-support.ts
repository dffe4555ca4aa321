import type { WebSocketLike } from './event-feed';

/** A browser WebSocket stood in for: each one made is kept, and a test opens, feeds and drops it. */
export class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close() {
    this.closed = true;
    this.onclose?.({ code: 1000 } as CloseEvent);
  }
  open() {
    this.onopen?.({} as Event);
  }
  /** A message whose data is `data` as JSON (a string is sent as it is). */
  message(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }
  drop(code = 1006) {
    this.onclose?.({ code } as CloseEvent);
  }
}
