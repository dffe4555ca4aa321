// Finds the app electron-builder unpacked into its output folder (dist/ unless told otherwise), so
// the release smoke test can launch the PACKAGED app rather than the development build. The
// unpacked folder is what every installer wraps: dist/linux-unpacked/fuse-table,
// dist/win-unpacked/FUSE Table.exe, dist/mac*/FUSE Table.app/Contents/MacOS/FUSE Table.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Must match productName and linux.executableName in electron-builder.yml (a test checks). */
export const PRODUCT_NAME = 'FUSE Table';
export const LINUX_EXECUTABLE = 'fuse-table';
/** Points the smoke test at another electron-builder output folder (relative to the project root). */
export const PACKAGED_DIR_ENV = 'FUSE_TABLE_PACKAGED_DIR';

/** Unpacked folder names electron-builder uses, plain first, then per architecture. */
function candidateFolders(platform, arch) {
  switch (platform) {
    case 'linux':
      return ['linux-unpacked', `linux-${arch}-unpacked`];
    case 'win32':
      return ['win-unpacked', `win-${arch}-unpacked`];
    case 'darwin':
      // x64 builds go to mac/, others to mac-<arch>/, universal ones to mac-universal/.
      return [arch === 'x64' ? 'mac' : `mac-${arch}`, 'mac', 'mac-universal'];
    default:
      return [];
  }
}

/** The executable and the resources folder (app.asar, the SQLite driver) inside one unpacked folder. */
function layout(folder, platform) {
  if (platform === 'darwin') {
    const bundle = join(folder, `${PRODUCT_NAME}.app`);
    return { executable: join(bundle, 'Contents', 'MacOS', PRODUCT_NAME), resourcesDir: join(bundle, 'Contents', 'Resources') };
  }
  const executable = join(folder, platform === 'win32' ? `${PRODUCT_NAME}.exe` : LINUX_EXECUTABLE);
  return { executable, resourcesDir: join(folder, 'resources') };
}

/**
 * { found: true, executable, resourcesDir, folder } for the unpacked app of `platform`, else
 * { found: false, reason } with a reason fit to print (what was looked for, how to build it).
 */
export function findPackagedApp(root, { platform = process.platform, arch = process.arch, env = process.env, exists = existsSync, list = readdirSync } = {}) {
  const outputDir = resolve(root, env[PACKAGED_DIR_ENV] || 'dist');
  const folders = [...new Set(candidateFolders(platform, arch))];
  if (folders.length === 0) return { found: false, reason: `FUSE Table is not packaged for ${platform}` };
  if (!exists(outputDir)) {
    return { found: false, reason: `no packaged app: ${outputDir} does not exist; run \`npm run dist -- --dir\` (or \`npm run dist\`) first` };
  }
  const tried = [];
  for (const name of folders) {
    const found = layout(join(outputDir, name), platform);
    if (exists(found.executable)) {
      if (!exists(join(found.resourcesDir, 'app.asar'))) {
        return { found: false, reason: `${found.executable} exists but ${join(found.resourcesDir, 'app.asar')} does not: the packaging did not finish` };
      }
      return { found: true, folder: join(outputDir, name), ...found };
    }
    tried.push(found.executable);
  }
  const present = list(outputDir).filter((name) => name.endsWith('-unpacked') || name.startsWith('mac'));
  return {
    found: false,
    reason:
      `no packaged app for ${platform}-${arch} in ${outputDir} (looked for ${tried.join(', ')}` +
      `${present.length ? `; found only ${present.join(', ')}` : ''}); run \`npm run dist -- --dir\` first`,
  };
}
