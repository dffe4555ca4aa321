import { join, win32, posix } from 'node:path';

/** The product name Electron uses for its per-user folder (package.json `productName`). */
export const APP_FOLDER_NAME = 'FUSE Table';

export interface DataDirContext {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  homedir: string;
}

/**
 * The per-user folder the Electron app keeps its data in (Electron's `appData` + product name),
 * so the web host and the app share one database unless told otherwise.
 */
export function defaultDataDir({ platform, env, homedir }: DataDirContext): string {
  if (platform === 'win32') {
    const appData = env.APPDATA?.trim() || win32.join(homedir, 'AppData', 'Roaming');
    return win32.join(appData, APP_FOLDER_NAME);
  }
  if (platform === 'darwin') return posix.join(homedir, 'Library', 'Application Support', APP_FOLDER_NAME);
  const config = env.XDG_CONFIG_HOME?.trim() || posix.join(homedir, '.config');
  return posix.join(config, APP_FOLDER_NAME);
}

/** Where the data lives: the `--data-dir` flag, else FUSE_TABLE_DATA_DIR, else the per-user folder. */
export function chooseDataDir(flag: string | undefined, context: DataDirContext): string {
  const chosen = flag?.trim() || context.env.FUSE_TABLE_DATA_DIR?.trim();
  return chosen ? join(chosen) : defaultDataDir(context);
}
