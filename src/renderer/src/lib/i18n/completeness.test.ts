import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { resources } from './resources';

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(svelte|ts)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('translations', () => {
  const en = new Set(keys(resources.en.translation));
  const it_ = new Set(keys(resources.it.translation));

  it('English and Italian have exactly the same keys', () => {
    expect([...en].filter((k) => !it_.has(k))).toEqual([]);
    expect([...it_].filter((k) => !en.has(k))).toEqual([]);
  });

  it('no translation is empty', () => {
    for (const lang of ['en', 'it'] as const) {
      const empty = keys(resources[lang].translation).filter((k) => {
        const value = k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[lang].translation);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, lang).toEqual([]);
    }
  });

  it('every literal key the renderer asks for exists in English', () => {
    const root = join(__dirname, '..', '..');
    const missing: string[] = [];
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-z][\w-]*(?:\.[\w-]+)+)'/g)) {
        if (!en.has(match[1]!)) missing.push(`${match[1]} (${file.slice(root.length + 1)})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
