#!/usr/bin/env node
// `npm run lint:workflows`: checks every workflow under .github/workflows against GitHub Actions'
// schema with action-validator (offline; it ships as WebAssembly in its npm package). The hosted
// runners alone can run the workflows; this catches what can be caught before pushing.
//
// Usage: node scripts/lint-workflows.mjs [folder]   (default .github/workflows)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageBin } from './electron/package-bin.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = resolve(ROOT, process.argv[2] ?? join('.github', 'workflows'));

if (!existsSync(folder)) {
  console.error(`No workflow folder at ${folder}.`);
  process.exit(1);
}
const files = readdirSync(folder)
  .filter((name) => /\.ya?ml$/.test(name))
  .sort()
  .map((name) => join(folder, name));
if (files.length === 0) {
  console.error(`No workflow files (*.yml, *.yaml) in ${folder}.`);
  process.exit(1);
}

const validator = packageBin(ROOT, '@action-validator/cli', 'action-validator');
let failed = 0;
for (const file of files) {
  const result = spawnSync(process.execPath, [validator, file], { cwd: ROOT, encoding: 'utf8' });
  const name = relative(ROOT, file);
  if (result.status === 0) {
    console.log(`ok      ${name}`);
  } else {
    failed++;
    console.error(`INVALID ${name}\n${`${result.stdout ?? ''}${result.stderr ?? ''}`.trim() || result.error?.message}`);
  }
}
if (failed) {
  console.error(`${failed} of ${files.length} workflow files failed the check.`);
  process.exit(1);
}
console.log(`${files.length} workflow files pass action-validator.`);
