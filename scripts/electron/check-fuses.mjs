#!/usr/bin/env node
// Checks that a packaged app carries the fuses electron-builder.yml sets (the release workflow runs
// it on the shipped build, which the Playwright smoke test cannot drive). Exits 1 on any mismatch.
//
// Usage: node scripts/electron/check-fuses.mjs [packaged executable]
// (default: the app electron-builder unpacked in dist/, or FUSE_TABLE_PACKAGED_DIR)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { configuredFuses, fuseFileOf, fuseMismatches, readFuses } from './fuses.mjs';
import { findPackagedApp } from './packaged-app.mjs';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  let [executable] = process.argv.slice(2);
  if (!executable) {
    const app = findPackagedApp(root);
    if (!app.found) {
      console.error(`Cannot check the fuses: ${app.reason}`);
      process.exit(1);
    }
    executable = app.executable;
  }
  const file = fuseFileOf(resolve(executable));
  if (!existsSync(file)) {
    console.error(`${file} does not exist`);
    process.exit(1);
  }
  const configured = configuredFuses(readFileSync(join(root, 'electron-builder.yml'), 'utf8'));
  const actual = readFuses(readFileSync(file));
  for (const [name, state] of Object.entries(actual)) console.log(`  ${name}: ${state}`);
  const wrong = fuseMismatches(configured, actual);
  if (wrong.length) {
    console.error(`The fuses of ${file} are not the configured ones:\n  ${wrong.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`The ${Object.keys(configured).length} fuses electron-builder.yml sets are set in ${file}.`);
}
