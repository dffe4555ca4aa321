import { expect } from '@playwright/test';
import { test as base } from './page-errors';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const WEB_ENTRY = join(ROOT, 'out', 'main', 'web.js');

/** One running web host: its address, its data folder, and a way to stop and start it again. */
export interface WebHost {
  url: string;
  dataDir: string;
  /** Stops the host the way a user would (SIGTERM), waiting until it has closed its database. */
  stop(): Promise<void>;
  /** Starts a new host on the same data folder; `url` changes to its address. */
  restart(): Promise<void>;
  /** Everything the host printed so far. */
  output(): string;
}

interface Running {
  child: ChildProcess;
  url: string;
}

function launch(dataDir: string, log: string[]): Promise<Running> {
  if (!existsSync(WEB_ENTRY)) throw new Error(`${WEB_ENTRY} is missing: build first (npm run build, or npm run test:e2e).`);
  // The data folder comes from the flag alone: a FUSE_TABLE_DATA_DIR in the caller's shell must not leak in.
  const { FUSE_TABLE_DATA_DIR: _ignored, ...env } = process.env;
  // Invitations open a guest listener: on 127.0.0.1 and any free port here, so devices are other browser contexts.
  const child = spawn(process.execPath, [WEB_ENTRY, '--port', '0', '--data-dir', dataDir, '--guest-host', '127.0.0.1', '--guest-port', '0'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const from = log.length; // a restart appends to the same log: read only this launch's lines
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The web host did not print its address in time:\n${log.join('')}`)), 15_000);
    const onData = (chunk: Buffer) => {
      log.push(chunk.toString());
      const match = /FUSE Table web host: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(log.slice(from).join(''));
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]! });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The web host exited (code ${code}) before it was ready:\n${log.join('')}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Another web host on a fresh data folder (a second home's app, for friends far away); `close` stops it and removes the folder. */
export async function startWebHost(): Promise<{ url: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuse-table-e2e-'));
  const running = await launch(dataDir, []);
  return {
    url: running.url,
    close: async () => {
      await stopChild(running.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A Playwright fixture: every test gets its own web host on a fresh temporary data folder, and fails
 * on an uncaught error in any page it opens (page-errors.ts).
 */
export const test = base.extend<{ webHost: WebHost }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  webHost: async ({}, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuse-table-e2e-'));
    const log: string[] = [];
    let running: Running | null = await launch(dataDir, log);
    const host: WebHost = {
      url: running.url,
      dataDir,
      stop: async () => {
        if (running) await stopChild(running.child);
        running = null;
      },
      restart: async () => {
        if (running) await stopChild(running.child);
        running = await launch(dataDir, log);
        host.url = running.url;
      },
      output: () => log.join(''),
    };
    await use(host);
    if (running) await stopChild(running.child);
    rmSync(dataDir, { recursive: true, force: true });
  },
  baseURL: async ({ webHost }, use) => {
    await use(webHost.url);
  },
});

export { expect };
