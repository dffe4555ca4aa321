import type { Linter } from 'eslint';

export function registeredGameKinds(root: string): string[];
export function boundariesConfig(root: string): Linter.Config[];
