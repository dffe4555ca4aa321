import { isAbsolute, join, resolve } from 'node:path';

export const PRODUCT_NAME = 'FUSE Table';
/** Must equal appId in electron-builder.yml. */
export const APP_ID = 'app.fusetable.desktop';
export const DATA_DIR_FLAG = '--data-dir';
export const DATA_DIR_ENV = 'FUSE_TABLE_DATA_DIR';

export interface DataFolderChoice {
  dataDir: string;
  /** Where the choice came from: the command line, the environment, or the OS's default. */
  source: 'flag' | 'env' | 'default';
}

/**
 * Where games.db (and Chromium's own profile) live: `--data-dir DIR` or `--data-dir=DIR`, else
 * FUSE_TABLE_DATA_DIR, else "FUSE Table" in the OS's per-user app data folder (Electron's
 * appData: %APPDATA%, ~/Library/Application Support, $XDG_CONFIG_HOME or ~/.config). Relative
 * paths are taken from `cwd`. An empty or missing value is an error, never a silent default.
 */
export function chooseDataFolder(options: {
  argv: readonly string[];
  env: Record<string, string | undefined>;
  appDataDir: string;
  cwd: string;
}): DataFolderChoice {
  const fromFlag = dataDirFlag(options.argv);
  if (fromFlag !== undefined) return { dataDir: resolve(options.cwd, fromFlag), source: 'flag' };
  const fromEnv = options.env[DATA_DIR_ENV];
  if (fromEnv !== undefined) {
    if (fromEnv.trim() === '') throw new Error(`${DATA_DIR_ENV} is set but empty; give it a folder or unset it`);
    return { dataDir: resolve(options.cwd, fromEnv), source: 'env' };
  }
  if (!isAbsolute(options.appDataDir)) throw new Error(`The app data folder is not an absolute path: ${options.appDataDir}`);
  return { dataDir: join(options.appDataDir, PRODUCT_NAME), source: 'default' };
}

function dataDirFlag(argv: readonly string[]): string | undefined {
  let value: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === DATA_DIR_FLAG) {
      value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${DATA_DIR_FLAG} needs a folder after it`);
      i++;
    } else if (arg.startsWith(`${DATA_DIR_FLAG}=`)) {
      value = arg.slice(DATA_DIR_FLAG.length + 1);
    } else {
      continue;
    }
    if (value.trim() === '') throw new Error(`${DATA_DIR_FLAG} needs a folder, got an empty value`);
  }
  return value;
}
