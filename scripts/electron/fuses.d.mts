export const FUSE_NAMES: string[];
export type FuseState = boolean | 'removed';
export function fuseFileOf(executable: string): string;
export function readFuses(bytes: Uint8Array): Record<string, FuseState>;
export function configuredFuses(yamlText: string): Record<string, boolean>;
export function fuseMismatches(configured: Record<string, boolean>, actual: Record<string, FuseState>): string[];
