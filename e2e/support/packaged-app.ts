import { existsSync, readFileSync } from 'node:fs';
import { fuseFileOf, readFuses } from '../../scripts/electron/fuses.mjs';
import { findPackagedApp } from '../../scripts/electron/packaged-app.mjs';

export type LaunchableApp = { found: true; executable: string; resourcesDir: string } | { found: false; reason: string };

/** The smoke-test build: the shipped configuration with only the Node inspector fuse left on. */
const SMOKE_BUILD_COMMAND =
  'npm run dist -- --dir -c.directories.output=dist-smoke -c.electronFuses.enableNodeCliInspectArguments=true, then FUSE_TABLE_PACKAGED_DIR=dist-smoke';

/**
 * The unpacked app in electron-builder's output folder, if Playwright's _electron can drive it.
 * _electron.launch talks to the main process through the Node inspector (--inspect=0); the shipped
 * build turns that off with a fuse, and launching it would only hang until the timeout. So a build
 * whose fuse is off is reported, with how to make the smoke-test build, instead of launched.
 */
export function launchablePackagedApp(root: string, env: Record<string, string | undefined> = process.env, platform: NodeJS.Platform = process.platform, arch = process.arch): LaunchableApp {
  const app = findPackagedApp(root, { platform, arch, env });
  if (!app.found) return app;
  const fuseFile = fuseFileOf(app.executable);
  if (!existsSync(fuseFile)) return { found: false, reason: `${fuseFile} is missing: the packaged app is incomplete` };
  let inspector: unknown;
  try {
    inspector = readFuses(readFileSync(fuseFile))['enableNodeCliInspectArguments'];
  } catch (error) {
    return { found: false, reason: `cannot read the fuses of ${fuseFile}: ${(error as Error).message}` };
  }
  if (inspector !== true) {
    return {
      found: false,
      reason:
        `${app.executable} is the shipped build, whose Node inspector fuse is off, so Playwright cannot drive it; ` +
        `build the smoke-test variant: ${SMOKE_BUILD_COMMAND}`,
    };
  }
  return { found: true, executable: app.executable, resourcesDir: app.resourcesDir };
}
