import type { Scheduler } from './table/table-clock';

/** A scheduler stepped by hand: `run()` fires every registered interval once. */
export function manualScheduler() {
  const jobs = new Set<() => void>();
  const schedule: Scheduler = (_ms, fn) => {
    jobs.add(fn);
    return () => jobs.delete(fn);
  };
  return {
    schedule,
    run: () => [...jobs].forEach((job) => job()),
    get active() {
      return jobs.size;
    },
  };
}
