import { describe, expect, it } from 'vitest';
import { PauseRequests } from './pause-requests';

/** A host that answers each request only when told to, and records the order it received them in. */
function slowHost() {
  const received: boolean[] = [];
  const answers: (() => void)[] = [];
  const send = (paused: boolean) =>
    new Promise<boolean>((resolve) => {
      received.push(paused);
      answers.push(() => resolve(true));
    });
  return { received, answers, send };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("the table's pause requests", () => {
  it('a table covered while its resume is on the way still pauses, and the pause reaches the host after the resume', async () => {
    const host = slowHost();
    const requests = new PauseRequests(host.send);
    // The view shows the game paused; the player presses Resume, then L before the host answers.
    const resumed = requests.set(false);
    await settle();
    expect(requests.soon(true)).toBe(false);
    const paused = requests.set(true);
    await settle();
    expect(host.received).toEqual([false]);
    host.answers[0]!();
    await resumed;
    await settle();
    expect(host.received).toEqual([false, true]);
    expect(requests.soon(false)).toBe(true);
    host.answers[1]!();
    await paused;
    // Once answered, the view's own reading counts again.
    expect(requests.soon(false)).toBe(false);
  });

  it('a refused request does not stop the next one', async () => {
    const received: boolean[] = [];
    const requests = new PauseRequests(async (paused) => {
      received.push(paused);
      if (paused) throw new Error('refused');
      return true;
    });
    await expect(requests.set(true)).rejects.toThrow('refused');
    await expect(requests.set(false)).resolves.toBe(true);
    expect(received).toEqual([true, false]);
    expect(requests.soon(true)).toBe(true);
  });
});
