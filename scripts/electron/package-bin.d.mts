export function packageBin(root: string, pkg: string, command?: string): string;
