import type { Clock } from '../clock';

/** Wrong join codes an address may send before it has to wait between tries. */
export const FREE_TRIES = 5;
/** The first wait after the free tries; each further wrong code doubles it, up to MAX_WAIT_MS. */
const FIRST_WAIT_MS = 2_000;
const MAX_WAIT_MS = 5 * 60_000;
/** An address that has not tried for this long starts afresh. */
const FORGET_AFTER_MS = 15 * 60_000;
/** Addresses remembered at most; past that, see `wrong`. */
export const MAX_ADDRESSES = 4_096;

interface Tries {
  wrong: number;
  lastAt: number;
  waitUntil: number;
}

/**
 * Wrong join codes, counted per address: after a few, each try must wait, twice as long after each
 * further wrong one. Six characters from 31 are about 887 million codes; at one guess per wait this
 * keeps guessing hopeless while a person who mistyped twice is not held up.
 *
 * The table of addresses stays bounded without ever forgetting one that must wait: a full table makes
 * room by forgetting the longest-idle address that is not waiting; when every address in it waits (a
 * guesser with thousands of addresses), the addresses it has no room for share one count, and one
 * wait, between them.
 */
export class JoinTries {
  private readonly byAddress = new Map<string, Tries>();
  /** The count shared by the addresses a full table of waiting ones has no room for. */
  private others: Tries | null = null;

  constructor(private readonly clock: Clock) {}

  /** Milliseconds this address must still wait before its next try (0: it may try now). */
  waitFor(address: string): number {
    const now = this.clock.now();
    const tries = this.current(address) ?? (this.byAddress.size >= MAX_ADDRESSES ? this.sharedCount() : undefined);
    return tries ? Math.max(0, tries.waitUntil - now) : 0;
  }

  wrong(address: string): void {
    const now = this.clock.now();
    let tries = this.current(address);
    if (!tries) {
      if (this.byAddress.size >= MAX_ADDRESSES && !this.makeRoom(now)) {
        this.others = this.count(this.sharedCount() ?? { wrong: 0, lastAt: now, waitUntil: 0 }, now);
        return;
      }
      tries = { wrong: 0, lastAt: now, waitUntil: 0 };
    }
    this.byAddress.delete(address);
    this.byAddress.set(address, this.count(tries, now));
  }

  right(address: string): void {
    this.byAddress.delete(address);
  }

  /** Addresses remembered now (the shared count aside). */
  get size(): number {
    return this.byAddress.size;
  }

  private count(tries: Tries, now: number): Tries {
    tries.wrong += 1;
    tries.lastAt = now;
    if (tries.wrong >= FREE_TRIES) tries.waitUntil = now + Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (tries.wrong - FREE_TRIES));
    return tries;
  }

  /** Forgets the longest-idle address that need not wait; false when every one of them waits. */
  private makeRoom(now: number): boolean {
    for (const [address, tries] of this.byAddress) {
      if (tries.waitUntil <= now) {
        this.byAddress.delete(address);
        return true;
      }
    }
    return false;
  }

  private sharedCount(): Tries | undefined {
    if (this.others && this.stale(this.others)) this.others = null;
    return this.others ?? undefined;
  }

  private stale(tries: Tries): boolean {
    return this.clock.now() - tries.lastAt > FORGET_AFTER_MS && this.clock.now() >= tries.waitUntil;
  }

  private current(address: string): Tries | undefined {
    const tries = this.byAddress.get(address);
    if (tries && this.stale(tries)) {
      this.byAddress.delete(address);
      return undefined;
    }
    return tries;
  }
}
