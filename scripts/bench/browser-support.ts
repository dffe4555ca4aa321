// What the in-browser benchmarks share: Chromium's switches, the figures' arithmetic, and running one
// module alone (`tsx scripts/bench/<name>.ts`). Not a benchmark itself: it exports no `run`.
import { join } from 'node:path';

export const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
export const p95 = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))]!;
/** Milliseconds to one decimal. */
export const ms = (value: number) => Math.round(value * 10) / 10;

/** Runs `run` and prints its figures when `file` (scripts/bench/<file>) is the script started. */
export function runWhenAlone(file: string, run: () => Promise<Record<string, number | string>>): void {
  if (!process.argv[1]?.endsWith(join('bench', file))) return;
  run()
    .then((figures) => {
      for (const [key, value] of Object.entries(figures)) console.log(`${key}: ${value}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
