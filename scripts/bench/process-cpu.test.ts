import { describe, expect, it } from 'vitest';
import { busiestRenderer, cpuSpent, parseStat, processType, type ProcessCpu } from './process-cpu';

const before: ProcessCpu[] = [
  { type: 'browser', id: 1, cpuTime: 2 },
  { type: 'GPU', id: 2, cpuTime: 1.5 },
  { type: 'renderer', id: 10, cpuTime: 0.4 },
  { type: 'renderer', id: 11, cpuTime: 0.3 },
];

describe('per-process CPU of a browser benchmark', () => {
  it('counts what each process spent between two readings, a new process from zero', () => {
    const after: ProcessCpu[] = [
      { type: 'browser', id: 1, cpuTime: 2.25 },
      { type: 'GPU', id: 2, cpuTime: 1.5 },
      { type: 'renderer', id: 10, cpuTime: 0.9 },
      { type: 'renderer', id: 12, cpuTime: 0.1 },
    ];
    expect([...cpuSpent(before, after)]).toEqual([
      [1, { type: 'browser', seconds: 0.25 }],
      [2, { type: 'GPU', seconds: 0 }],
      [10, { type: 'renderer', seconds: 0.5 }],
      [12, { type: 'renderer', seconds: 0.1 }],
    ]);
  });

  it("names the renderer that ran a page's busy loop only when it stands out", () => {
    const ran = (a: number, b: number): ProcessCpu[] => [
      { type: 'browser', id: 1, cpuTime: 3 },
      { type: 'renderer', id: 10, cpuTime: 0.4 + a },
      { type: 'renderer', id: 11, cpuTime: 0.3 + b },
    ];
    // The browser process's own work is not a renderer's.
    expect(busiestRenderer(before, ran(0.3, 0.02), 0.15)).toBe(10);
    expect(busiestRenderer(before, ran(0.01, 0.29), 0.15)).toBe(11);
    // Too little to be the loop, or two renderers alike: no name rather than a guess.
    expect(busiestRenderer(before, ran(0.1, 0), 0.15)).toBeNull();
    expect(busiestRenderer(before, ran(0.3, 0.2), 0.15)).toBeNull();
  });

  it("reads a process's parent and CPU seconds from /proc's stat line, a name with spaces and parentheses too", () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
    expect(parseStat('4242 (chrome) S 4200 4200 1 0 -1 4194560 900 0 3 0 250 37 0 0 20 0 12 0 500 0 0')).toEqual({ parent: 4200, cpuTime: 2.87 });
    expect(parseStat('77 (Web Content (x)) R 76 76 1 0 -1 0 0 0 0 0 5 5 0 0')).toEqual({ parent: 76, cpuTime: 0.1 });
    expect(parseStat('garbage')).toBeNull();
  });

  it("tells Chromium's processes apart by their --type", () => {
    expect(processType('/usr/lib/chromium/chromium\0--type=renderer\0--lang=en-US\0')).toBe('renderer');
    expect(processType('/usr/lib/chromium/chromium\0--type=gpu-process\0')).toBe('gpu-process');
    expect(processType('/usr/lib/chromium/chromium\0--headless\0--remote-debugging-pipe\0')).toBe('browser');
    // Chromium on Linux rewrites its command line as one line with spaces.
    expect(processType('/usr/lib/chromium/chromium --type=utility --utility-sub-type=network.mojom.NetworkService')).toBe('utility');
  });
});
