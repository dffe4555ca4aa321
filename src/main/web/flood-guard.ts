/** How much one connection may ask before it is slowed, then closed. */
export interface FloodLimits {
  /** Requests (or frames) a connection may send at once. */
  burst: number;
  /** Requests per second it earns back. */
  perSecond: number;
  /** Refusals ("slow down") it may earn before its connection is closed. */
  strikes: number;
  /** How long each "slow down" answer is held back. */
  slowMs: number;
}

export const GUEST_FLOOD_LIMITS: FloodLimits = { burst: 40, perSecond: 20, strikes: 20, slowMs: 500 };

/** What a connection's next request meets: served, slowed (answered late with a refusal), or closed. */
export type FloodVerdict = 'serve' | 'slow' | 'close';

/**
 * A token bucket per connection: a device sends a few calls a second at most (a die placed, a
 * decision answered); one that sends far more is answered "slow down", late, and then let go.
 */
export class FloodGuard<K extends object> {
  private readonly buckets = new WeakMap<K, { tokens: number; at: number; strikes: number }>();

  constructor(
    private readonly limits: FloodLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  take(connection: K): FloodVerdict {
    const now = this.now();
    const bucket = this.buckets.get(connection) ?? { tokens: this.limits.burst, at: now, strikes: 0 };
    bucket.tokens = Math.min(this.limits.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.limits.perSecond);
    bucket.at = now;
    this.buckets.set(connection, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 'serve';
    }
    bucket.strikes += 1;
    return bucket.strikes > this.limits.strikes ? 'close' : 'slow';
  }
}
