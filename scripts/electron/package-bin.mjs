// The path of a package's command-line script, read from its package.json "bin" (subpaths like
// electron-vite/bin/… are closed by "exports", so require.resolve cannot reach them).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function packageBin(root, pkg, command = pkg) {
  const manifest = join(root, 'node_modules', pkg, 'package.json');
  if (!existsSync(manifest)) throw new Error(`${pkg} is not installed (node_modules/${pkg} is missing); run \`npm install\``);
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  const relative = typeof bin === 'string' ? bin : bin?.[command];
  if (!relative) throw new Error(`${pkg} has no "${command}" command`);
  return join(dirname(manifest), relative);
}
