export const INSTALLER_NAMES: RegExp[];
export function isInstaller(name: string): boolean;
export function sha256Of(file: string): string;
export function checksumLines(folder: string): string[];
