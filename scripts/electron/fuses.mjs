// Reads Electron's fuses (feature switches electron-builder flips in the binary at packaging time,
// electron-builder.yml "electronFuses") from a packaged app, and checks them against the config.
// Playwright's _electron.launch needs the Node inspector (--inspect), which the shipped build
// turns off; the smoke test reads the wire to tell that case apart from a hang. The command line
// is scripts/electron/check-fuses.mjs.
import { join } from 'node:path';

const SENTINEL = Buffer.from('dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX', 'latin1');
/** Fuse wire v1, in wire order, by electron-builder's names for them. */
export const FUSE_NAMES = [
  'runAsNode',
  'enableCookieEncryption',
  'enableNodeOptionsEnvironmentVariable',
  'enableNodeCliInspectArguments',
  'enableEmbeddedAsarIntegrityValidation',
  'onlyLoadAppFromAsar',
  'loadBrowserProcessSpecificV8Snapshot',
  'grantFileProtocolExtraPrivileges',
];
const STATE = { 0x30: false, 0x31: true, 0x72: 'removed' };

/** The file holding the fuse wire: the executable, or on macOS the Electron Framework beside it. */
export function fuseFileOf(executable) {
  const app = executable.match(/^(.*?\.app)(?:[/\\]|$)/);
  return app ? join(app[1], 'Contents', 'Frameworks', 'Electron Framework.framework', 'Electron Framework') : executable;
}

/** { name: true | false | 'removed' } for every fuse in the binary's wire (names past ours as fuse<N>). */
export function readFuses(bytes) {
  const at = Buffer.from(bytes).indexOf(SENTINEL);
  if (at === -1) throw new Error('no fuse wire in this file (is it an Electron 12+ binary?)');
  const version = bytes[at + SENTINEL.length];
  if (version !== 1) throw new Error(`fuse wire version ${version} is not the one this reader knows (1)`);
  const length = bytes[at + SENTINEL.length + 1];
  const fuses = {};
  for (let i = 0; i < length; i++) {
    const byte = bytes[at + SENTINEL.length + 2 + i];
    if (!(byte in STATE)) throw new Error(`fuse ${i} has an unknown state byte ${byte}`);
    fuses[FUSE_NAMES[i] ?? `fuse${i}`] = STATE[byte];
  }
  return fuses;
}

/** The `electronFuses:` block of electron-builder.yml as { name: boolean } (flat `key: true|false` lines). */
export function configuredFuses(yamlText) {
  const lines = yamlText.split(/\r?\n/);
  const start = lines.findIndex((line) => /^electronFuses:\s*$/.test(line));
  if (start === -1) throw new Error('electron-builder.yml has no electronFuses block');
  const fuses = {};
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const match = line.match(/^\s+(\w+):\s*(true|false)\s*(#.*)?$/);
    if (match && FUSE_NAMES.includes(match[1])) fuses[match[1]] = match[2] === 'true';
  }
  return fuses;
}

/** The configured fuses whose state in the binary differs, as printable lines (empty when all agree). */
export function fuseMismatches(configured, actual) {
  return Object.entries(configured)
    .filter(([name, wanted]) => actual[name] !== wanted)
    .map(([name, wanted]) => `${name}: electron-builder.yml says ${wanted}, the binary has ${actual[name] ?? 'no such fuse'}`);
}
