export const PRODUCT_NAME: string;
export const LINUX_EXECUTABLE: string;
export const PACKAGED_DIR_ENV: string;
export type PackagedApp = { found: true; folder: string; executable: string; resourcesDir: string } | { found: false; reason: string };
export function findPackagedApp(
  root: string,
  options?: {
    platform?: NodeJS.Platform;
    arch?: string;
    env?: Record<string, string | undefined>;
    exists?: (path: string) => boolean;
    list?: (path: string) => string[];
  },
): PackagedApp;
