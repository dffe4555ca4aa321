// Where a browser benchmark's CPU goes, process by process: the kernel's count of each Chromium
// process's CPU time (Linux's /proc/<pid>/stat), read before and after the work. CPU time, not wall
// time: a page waiting for a core adds nothing, so the figures hold on a busy machine where the
// wall-clock ones do not. (Chromium's own count, the DevTools protocol's SystemInfo.getProcessInfo,
// was tried first: it moved for several renderers at once when one page worked.) Not a benchmark
// itself: it exports no `run`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** One process: its kind ('browser', or Chromium's --type: 'renderer', 'gpu-process', 'utility', …) and CPU seconds so far. */
export interface ProcessCpu {
  type: string;
  id: number;
  cpuTime: number;
}

/** CPU seconds each process spent between two readings; a process new since `before` counts from zero. */
export function cpuSpent(before: readonly ProcessCpu[], after: readonly ProcessCpu[]): Map<number, { type: string; seconds: number }> {
  const start = new Map(before.map((p) => [p.id, p.cpuTime]));
  return new Map(after.map((p) => [p.id, { type: p.type, seconds: Math.max(0, p.cpuTime - (start.get(p.id) ?? 0)) }]));
}

/**
 * The renderer that did a known piece of work between two readings: the one whose CPU grew most.
 * Null unless it stands out (at least `least` seconds, and twice any other renderer's), so a page
 * is never named by a guess.
 */
export function busiestRenderer(before: readonly ProcessCpu[], after: readonly ProcessCpu[], least: number): number | null {
  const renderers = [...cpuSpent(before, after)].filter(([, p]) => p.type === 'renderer').sort((a, b) => b[1].seconds - a[1].seconds);
  const [first, second] = renderers;
  if (!first || first[1].seconds < least) return null;
  return !second || first[1].seconds >= 2 * second[1].seconds ? first[0] : null;
}

/** Page-side: keeps the page's main thread busy for `ms` (so its renderer can be told apart). */
const BUSY = `(ms) => { const end = performance.now() + ms; while (performance.now() < end); }`;
const BUSY_MS = 300;

/** The kernel's clock ticks per second for /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * One line of /proc/<pid>/stat: its parent and CPU seconds (user + system). The command's name is in
 * parentheses and may hold spaces, so the fields are counted after its closing one.
 */
export function parseStat(stat: string): { parent: number; cpuTime: number } | null {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state(3) ppid(4) … utime(14) stime(15), counted from 1 over the whole line.
  const parent = Number(fields[1]);
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(parent) && Number.isFinite(ticks) ? { parent, cpuTime: ticks / TICKS_PER_SECOND } : null;
}

/** A Chromium process's kind from its command line: its --type, or 'browser' for the one without. */
export function processType(commandLine: string): string {
  return /(?:^|[\0\s])--type=([^\0\s]+)/.exec(commandLine)?.[1] ?? 'browser';
}

const readOr = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** Reads the CPU time of every process this one started (the browsers and their children), and tells which renderer draws which page. */
export class ProcessCpuMeter {
  /** Null where the kernel has no /proc (not Linux): the benchmark then leaves the CPU figures out. */
  static open(): ProcessCpuMeter | null {
    return existsSync(`/proc/${process.pid}/stat`) ? new ProcessCpuMeter() : null;
  }

  async read(): Promise<ProcessCpu[]> {
    const all = new Map<number, { parent: number; cpuTime: number }>();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      const stat = readOr(`/proc/${name}/stat`);
      const parsed = stat === null ? null : parseStat(stat);
      if (parsed) all.set(Number(name), parsed);
    }
    const mine = (id: number): boolean => {
      for (let at = all.get(id)?.parent; at !== undefined && at > 1; at = all.get(at)?.parent) if (at === process.pid) return true;
      return false;
    };
    return [...all]
      .filter(([id]) => mine(id))
      .map(([id, { cpuTime }]) => ({ id, cpuTime, type: processType(readOr(`/proc/${id}/cmdline`) ?? '') }))
      .filter((p) => p.type !== 'zygote' && !p.type.startsWith('crashpad'));
  }

  /**
   * The renderer process drawing `page`: the one that spends the CPU of a short busy loop run in it
   * (tried up to three times, as another page may be busy meanwhile); null if none stands out.
   */
  async rendererOf(page: Page): Promise<number | null> {
    for (let tries = 0; tries < 3; tries++) {
      const before = await this.read();
      await page.evaluate(`(${BUSY})(${BUSY_MS})`);
      const found = busiestRenderer(before, await this.read(), (BUSY_MS / 1000) * 0.5);
      if (found !== null) return found;
    }
    return null;
  }
}
