import type { Clock } from '../clock';

/** A pace: so many at once, and so many a second earned back. */
export interface Pace {
  burst: number;
  perSecond: number;
}

/**
 * How much one device may ask of the host, whatever connection or address it comes from (the
 * listener limits those too): the guest gate's own limits, so a further transport meets them as well.
 */
export interface GuestLimits {
  /** Calls one seat's token may make. A device acts a few times a second at most (a die, an answer). */
  calls: Pace;
  /**
   * The host's time one seat's new hints may take, in milliseconds (`burst` at once, `perSecond` earned
   * back): a hint takes from 2 to a few hundred milliseconds of the host's time, all of it with every
   * other device waiting, and is written down. Counted in time, not in hints: cheap hints come as
   * often as a player asks, a costly one now and then. A hint asked again while the game stands
   * where it was is the same hint, shared, and costs nothing.
   */
  hintMs: Pace;
  /** Event sockets one token may hold; one more replaces the oldest (a phone that reconnects always finds its place). */
  socketsPerToken: number;
}

export const GUEST_CALL_LIMITS: GuestLimits = {
  calls: { burst: 20, perSecond: 10 },
  // 1.5 % of the host's time for one seat's hints, 300 ms at once.
  hintMs: { burst: 300, perSecond: 15 },
  socketsPerToken: 2,
};

/** Phones that may follow the companion's clock at once: a full table of five and a few more. */
export const COMPANION_PHONES = 8;

/** Buckets this many before the full ones are forgotten. */
const FORGET_ABOVE = 256;

/**
 * A token bucket for each key (a token, a seat), on the services' clock. A key whose bucket has
 * filled up again is as good as new, and is forgotten once many are held.
 */
export class PaceKeeper {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly pace: Pace,
    private readonly clock: Clock,
  ) {}

  /** Takes one for `key`: 0 when taken, else how many milliseconds until one is earned back. */
  take(key: string): number {
    const bucket = this.current(key);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil(((1 - bucket.tokens) / this.pace.perSecond) * 1000);
  }

  /** 0 while `key` has anything left, else the milliseconds until it has. */
  waitFor(key: string): number {
    const { tokens } = this.current(key);
    return tokens > 0 ? 0 : Math.max(1, Math.ceil((-tokens / this.pace.perSecond) * 1000));
  }

  /** Spends `amount` of `key`'s, going below zero if it must. */
  spend(key: string, amount: number): void {
    this.current(key).tokens -= amount;
  }

  private current(key: string): { tokens: number; at: number } {
    const now = this.clock.now();
    const bucket = this.refilled(this.buckets.get(key), now);
    this.buckets.set(key, bucket);
    if (this.buckets.size > FORGET_ABOVE) this.forgetFull(now);
    return bucket;
  }

  private refilled(bucket: { tokens: number; at: number } | undefined, now: number) {
    if (!bucket) return { tokens: this.pace.burst, at: now };
    return { tokens: Math.min(this.pace.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.pace.perSecond), at: now };
  }

  private forgetFull(now: number): void {
    for (const [key, bucket] of this.buckets) if (this.refilled(bucket, now).tokens >= this.pace.burst) this.buckets.delete(key);
  }
}

/**
 * A budget of the host's time for each key (a seat's hints), in milliseconds, on the services' clock:
 * work may start while some is left, and what it took is spent afterwards (a costly piece may overdraw
 * it; the key then waits until it is earned back).
 */
export class WorkBudget {
  private readonly spent: PaceKeeper;

  constructor(
    pace: Pace,
    private readonly clock: Clock,
  ) {
    this.spent = new PaceKeeper(pace, clock);
  }

  /** 0 when `key` may start work now, else the milliseconds until it may. */
  waitFor(key: string): number {
    return this.spent.waitFor(key);
  }

  /** Runs `work` for `key` and spends the time it took. */
  run<T>(key: string, work: () => T): T {
    const started = this.clock.now();
    try {
      return work();
    } finally {
      this.spent.spend(key, Math.max(0, this.clock.now() - started));
    }
  }
}

/**
 * The last hint worked out for each seat, with the game's version it was worked out at: asked again
 * at that version, it is the same hint (a hint depends on the view and the version only), so it is
 * given again without working it out or counting it twice. Should hints one day be worked out off
 * the main thread, the same place would hold the promise being worked out.
 */
export class SharedHints<H> {
  private readonly bySeat = new Map<string, { version: number; hint: H }>();

  /** Whether the hint for `seat` at `version` is at hand (asking for it costs nothing). */
  has(id: string, seat: number, version: number): boolean {
    return this.bySeat.get(`${id}#${seat}`)?.version === version;
  }

  /** The hint for `seat` at `version`: the one already worked out, or `work()`'s, kept for the next ask. */
  get(id: string, seat: number, version: number, work: () => H): H {
    const key = `${id}#${seat}`;
    const known = this.bySeat.get(key);
    if (known && known.version === version) return known.hint;
    const hint = work();
    this.bySeat.set(key, { version, hint });
    return hint;
  }
}
