export function moduleAbisIn(bytes: Uint8Array): number[];
export function readModuleAbi(file: string): number;
export function assertModuleAbi(file: string, expectedAbi: number, runtimeName?: string): number;
export function electronAbi(root: string): number;
export function installCheckedModule(candidate: string, target: string, expectedAbi: number): number;
