#!/usr/bin/env node
// SHA-256 checksums of the installers `npm run dist` leaves in dist/, in the format `sha256sum -c`
// reads ("<hex>  <file name>"), so a user can check a download. The release workflow writes one
// file per system and joins them on the draft release.
//
// Usage: node scripts/electron/checksums.mjs <folder> <output file name>
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The installers, by the artifactName patterns of electron-builder.yml (a test checks they agree). */
export const INSTALLER_NAMES = [/^FUSE-Table-Setup-[^/]+\.exe$/, /^FUSE-Table-[^/]+\.dmg$/, /^FUSE-Table-[^/]+\.AppImage$/, /^fuse-table_[^/]+\.deb$/];

export const isInstaller = (name) => INSTALLER_NAMES.some((pattern) => pattern.test(name));

export function sha256Of(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** "<hex>  <name>" for every installer directly in `folder`, sorted by name; an Error when there is none. */
export function checksumLines(folder) {
  const names = readdirSync(folder).filter(isInstaller).sort();
  if (names.length === 0) throw new Error(`no installers in ${folder} (looked for ${INSTALLER_NAMES.map(String).join(', ')})`);
  return names.map((name) => `${sha256Of(join(folder, name))}  ${name}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [folder, output] = process.argv.slice(2);
  if (!folder || !output) {
    console.error('Usage: node scripts/electron/checksums.mjs <folder> <output file name>');
    process.exit(2);
  }
  try {
    const lines = checksumLines(folder);
    writeFileSync(join(folder, output), `${lines.join('\n')}\n`);
    console.log(`${join(folder, output)}:\n${lines.join('\n')}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
