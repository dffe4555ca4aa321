import type { Clock } from './clock';

/** Wrong join codes an address may send before it has to wait between tries. */
export const FREE_TRIES = 5;
/** The first wait after the free tries; each further wrong code doubles it, up to MAX_WAIT_MS. */
const FIRST_WAIT_MS = 2_000;
const MAX_WAIT_MS = 5 * 60_000;
/** An address that has not tried for this long starts afresh. */
const FORGET_AFTER_MS = 15 * 60_000;
/** Addresses remembered at most (the oldest are forgotten first). */
const MAX_ADDRESSES = 4_096;

interface Tries {
  wrong: number;
  lastAt: number;
  waitUntil: number;
}

/**
 * Wrong join codes, counted per address: after a few, each try must wait, twice as long after each
 * further wrong one. Six characters from 31 are about 887 million codes; at one guess per wait this
 * keeps guessing hopeless while a person who mistyped twice is not held up.
 */
export class JoinTries {
  private readonly byAddress = new Map<string, Tries>();

  constructor(private readonly clock: Clock) {}

  /** Milliseconds this address must still wait before its next try (0: it may try now). */
  waitFor(address: string): number {
    const tries = this.current(address);
    return tries ? Math.max(0, tries.waitUntil - this.clock.now()) : 0;
  }

  wrong(address: string): void {
    const now = this.clock.now();
    const tries = this.current(address) ?? { wrong: 0, lastAt: now, waitUntil: 0 };
    tries.wrong += 1;
    tries.lastAt = now;
    if (tries.wrong >= FREE_TRIES) tries.waitUntil = now + Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (tries.wrong - FREE_TRIES));
    this.byAddress.delete(address);
    this.byAddress.set(address, tries);
    if (this.byAddress.size > MAX_ADDRESSES) this.byAddress.delete(this.byAddress.keys().next().value!);
  }

  right(address: string): void {
    this.byAddress.delete(address);
  }

  private current(address: string): Tries | undefined {
    const tries = this.byAddress.get(address);
    if (tries && this.clock.now() - tries.lastAt > FORGET_AFTER_MS && this.clock.now() >= tries.waitUntil) {
      this.byAddress.delete(address);
      return undefined;
    }
    return tries;
  }
}
