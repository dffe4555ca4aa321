#!/usr/bin/env node
// Builds better-sqlite3 for Electron's ABI into native/electron/better_sqlite3.node, from a COPY
// of node_modules/better-sqlite3: the Node build there (node_modules/better-sqlite3/build), which
// the tests and the web host load, is never touched. The app points better-sqlite3's
// `nativeBinding` option at the result, so `npm test` and `npm start` never rebuild each other's.
//
// First a prebuilt download (prebuild-install), then a compile against Electron's headers
// (node-gyp). Both need internet access once. Whatever produced it, the file's ABI is checked
// against node_modules/electron/abi_version before it is put in place.
//
// Usage: node scripts/electron-native.mjs [--force]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { electronAbi, installCheckedModule, readModuleAbi } from './electron/native-abi.mjs';
import { packageBin } from './electron/package-bin.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const HEADERS_URL = 'https://electronjs.org/headers';

export const NATIVE_DIR = join(ROOT, 'native', 'electron');
export const NATIVE_FILE = join(NATIVE_DIR, 'better_sqlite3.node');
const INFO_FILE = join(NATIVE_DIR, 'build-info.json');

const versionOf = (pkg) => JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;

/** What the current build must match: Electron's version and ABI, and better-sqlite3's version. */
function wanted() {
  return { electron: versionOf('electron'), abi: electronAbi(ROOT), betterSqlite3: versionOf('better-sqlite3') };
}

/** True when native/electron holds a build for exactly this Electron and better-sqlite3. */
function isUpToDate(want) {
  if (!existsSync(NATIVE_FILE) || !existsSync(INFO_FILE)) return false;
  try {
    const info = JSON.parse(readFileSync(INFO_FILE, 'utf8'));
    return info.electron === want.electron && info.betterSqlite3 === want.betterSqlite3 && readModuleAbi(NATIVE_FILE) === want.abi;
  } catch {
    return false;
  }
}

/**
 * The environment for the build tools: Electron as the target, and no `nodedir`, which npm's
 * config on some machines sets to the system Node and which would make node-gyp build for Node.
 */
function buildEnv(want) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_config_(nodedir|target|runtime|disturl|dist_url|build_from_source)$/i.test(key)) env[key] = value;
  }
  return { ...env, npm_config_runtime: 'electron', npm_config_target: want.electron, npm_config_disturl: HEADERS_URL };
}

/** node-gyp from node_modules, else the copy npm bundles (beside the running node). */
function nodeGyp() {
  try {
    return packageBin(ROOT, 'node-gyp');
  } catch (error) {
    const bundled = join(dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
    if (existsSync(bundled)) return bundled;
    throw error;
  }
}

function run(log, label, args, cwd, env) {
  log(`  ${label}: node ${args.map((a) => (a.includes(ROOT) ? relative(ROOT, a) || '.' : a)).join(' ')}`);
  const result = spawnSync(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 15 * 60_000 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.status === 0) return { ok: true };
  // The lines that say what went wrong, without node-gyp's stack and environment dump.
  const telling = output
    .split('\n')
    .filter((line) => /err|warn|fail/i.test(line) && !/ERR! (stack at|System|command|cwd|node -v|node-gyp -v|not ok)|^\(node:\d+\)|^\(Use `node/.test(line))
    .slice(0, 5)
    .join('\n    ');
  return { ok: false, why: result.error ? result.error.message : `exit code ${result.status}${telling ? `:\n    ${telling}` : ''}` };
}

/**
 * Makes sure native/electron/better_sqlite3.node is a build for this Electron. Returns the path;
 * throws an Error saying what was tried and what to do when no build could be made.
 */
export function ensureElectronNative({ force = false, log = console.log } = {}) {
  const want = wanted();
  if (!force && isUpToDate(want)) {
    log(`SQLite driver for Electron ${want.electron} (ABI ${want.abi}) is ready: ${relative(ROOT, NATIVE_FILE)}`);
    return NATIVE_FILE;
  }
  log(`Building the SQLite driver (better-sqlite3 ${want.betterSqlite3}) for Electron ${want.electron} (ABI ${want.abi})…`);

  const source = join(ROOT, 'node_modules', 'better-sqlite3');
  const work = mkdtempSync(join(tmpdir(), 'fuse-table-native-'));
  const copy = join(work, 'better-sqlite3');
  const failures = [];
  try {
    // The copy leaves out build/ (the Node build) so nothing from it can be mistaken for ours.
    cpSync(source, copy, {
      recursive: true,
      filter: (path) => !(path === join(source, 'build') || path.startsWith(join(source, 'build') + sep)),
    });
    const built = join(copy, 'build', 'Release', 'better_sqlite3.node');
    const env = buildEnv(want);
    const attempts = [
      {
        method: 'prebuild-install',
        args: () => [packageBin(ROOT, 'prebuild-install'), '--runtime=electron', `--target=${want.electron}`, `--arch=${process.arch}`, `--platform=${process.platform}`],
      },
      {
        method: 'node-gyp',
        args: () => [nodeGyp(), 'rebuild', '--release', '--runtime=electron', `--target=${want.electron}`, `--dist-url=${HEADERS_URL}`, `--arch=${process.arch}`],
      },
    ];
    for (const attempt of attempts) {
      let args;
      try {
        args = attempt.args();
      } catch (error) {
        failures.push(`${attempt.method} is not available: ${error.message}`);
        continue;
      }
      const result = run(log, attempt.method, args, copy, env);
      if (!result.ok) {
        failures.push(`${attempt.method} failed: ${result.why}`);
        continue;
      }
      try {
        installCheckedModule(built, NATIVE_FILE, want.abi);
      } catch (error) {
        failures.push(`${attempt.method} produced an unusable file: ${error.message}`);
        continue;
      }
      writeFileSync(INFO_FILE, `${JSON.stringify({ ...want, method: attempt.method, platform: process.platform, arch: process.arch }, null, 2)}\n`);
      log(`SQLite driver for Electron built with ${attempt.method}, ABI ${want.abi} checked: ${relative(ROOT, NATIVE_FILE)}`);
      return NATIVE_FILE;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  throw new Error(
    [
      `Could not build the SQLite driver for Electron ${want.electron} (ABI ${want.abi}).`,
      ...failures.map((f) => `  - ${f}`),
      'This needs internet access once: a prebuilt driver from GitHub (prebuild-install) or Electron\'s',
      `headers from ${HEADERS_URL} plus a C++ toolchain (node-gyp: python3, make and g++ on Linux, Xcode`,
      'command line tools on macOS, Visual Studio C++ build tools on Windows).',
      'The Node build that `npm test` uses is unaffected.',
    ].join('\n'),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    ensureElectronNative({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(`\n${error.message}`);
    process.exit(1);
  }
}
