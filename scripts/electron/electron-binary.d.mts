export type ElectronBinary = { found: true; path: string; distDir: string; version: string } | { found: false; reason: string };
export function findElectronBinary(root: string, env?: Record<string, string | undefined>): ElectronBinary;
