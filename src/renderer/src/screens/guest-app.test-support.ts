// What the guest screens' component tests share: the guest app (a phone's, a friend's far away)
// drawn over a fake guest client that answers from the test's answers and records every call, with
// the host's pushes and a dropped link at the test's hand, and a storage in memory.
import { render } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { LinkState } from '@shared/api';
import type { GuestEvent, GuestMethod, GuestResults } from '@shared/guest-api';
import type { GuestClient, GuestInput } from '../lib/guest/guest-client';
import { GuestState } from '../lib/guest/guest-state.svelte';
import GuestApp from '../GuestApp.svelte';

/** The answers a test gives: a value per method; throw to refuse. */
export type GuestAnswers = { [M in GuestMethod]?: (input: GuestInput<M>) => GuestResults[M] };

/**
 * A guest state over `answers`, joining with `code` (the address's, or null) and the storage's
 * `stored` items: what it asked, in order; `push` an event from the host; `drop` the link.
 */
export function fakeGuestState(answers: GuestAnswers, { code = 'ABC234' as string | null, stored = {} as Record<string, string> } = {}) {
  const calls: [GuestMethod, unknown][] = [];
  let push: ((event: GuestEvent) => void) | null = null;
  let connection: ((state: LinkState) => void) | null = null;
  const client: GuestClient = {
    async call(method, input) {
      calls.push([method, input]);
      const answer = answers[method] as ((input: unknown) => unknown) | undefined;
      if (!answer) throw new Error(`The test gave no answer for ${method}`);
      return answer(input) as never;
    },
    listen(_token, onEvent, onConnection) {
      push = onEvent;
      connection = onConnection;
      onConnection('open');
      return () => undefined;
    },
  };
  const items = new Map(Object.entries(stored));
  const storage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
  const guest = new GuestState({ client, storage, code, setInterval: () => 0, clearInterval: () => undefined });
  return { calls, storage, guest, push: (event: GuestEvent) => push?.(event), drop: () => connection?.('dropped'), user: userEvent.setup({ delay: null }) };
}

/** The guest app (a phone's page) drawn over fakeGuestState's. */
export function openGuestApp(...args: Parameters<typeof fakeGuestState>) {
  const fake = fakeGuestState(...args);
  render(GuestApp, { guest: fake.guest });
  return fake;
}
