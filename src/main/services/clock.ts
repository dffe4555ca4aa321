/**
 * The services are the only code that reads the clock, and only through this, so tests can set
 * time exactly. `now()` answers milliseconds since the epoch.
 */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that moves only when told to: for tests and replays. */
export class ManualClock implements Clock {
  private ms: number;
  constructor(start: string | number) {
    this.ms = typeof start === 'number' ? start : Date.parse(start);
    if (Number.isNaN(this.ms)) throw new Error(`ManualClock: not a time: ${String(start)}`);
  }
  now(): number {
    return this.ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

export const isoTime = (clock: Clock): string => new Date(clock.now()).toISOString();
