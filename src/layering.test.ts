import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The layering rule lives in eslint.config.mjs; these cases prove it catches each forbidden edge
// (and lets the allowed ones through), so a config slip cannot silently turn it off.
const eslint = new ESLint({ cwd: process.cwd() });

async function layeringErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('no-restricted'))
    .map((m) => m.message);
}

describe('layering rule', () => {
  it('keeps the engine pure', async () => {
    const file = 'src/main/engine/flatline/example.ts';
    expect(await layeringErrors(file, "import { app } from 'electron';\nexport const a = app;\n")).toHaveLength(1);
    expect(await layeringErrors(file, "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n")).toHaveLength(1);
    expect(await layeringErrors(file, "import fs from 'fs';\nexport const r = fs;\n")).toHaveLength(1);
    expect(await layeringErrors(file, "import Database from 'better-sqlite3';\nexport const d = Database;\n")).toHaveLength(1);
    expect(await layeringErrors(file, "import { mount } from 'svelte';\nexport const m = mount;\n")).toHaveLength(1);
    expect(await layeringErrors(file, "import { x } from '../../store/db';\nexport const y = x;\n")).toHaveLength(1);
    expect(await layeringErrors(file, 'export const r = Math.random();\n')).toHaveLength(1);
    expect(await layeringErrors(file, 'export const now = Date.now();\n')).toHaveLength(1);
    expect(await layeringErrors(file, "import { z } from 'zod';\nimport type { Seat } from '../../../shared/players';\nexport const s: Seat | null = null;\nexport const zz = z;\n")).toEqual([]);
  });

  it('keeps the renderer away from the main process', async () => {
    const file = 'src/renderer/src/lib/example.ts';
    expect(await layeringErrors(file, "import { flatlineRules } from '../../../main/engine/flatline';\nexport const r = flatlineRules;\n")).toHaveLength(1);
    expect(await layeringErrors(file, "import { ipcRenderer } from 'electron';\nexport const i = ipcRenderer;\n")).toHaveLength(1);
    expect(await layeringErrors(file, "import type { GameDetail } from '../../../shared/games';\nexport const g: GameDetail | null = null;\n")).toEqual([]);
  });

  it('keeps the shared contract independent of both sides', async () => {
    const file = 'src/shared/example.ts';
    expect(await layeringErrors(file, "import { x } from '../main/services/api-host';\nexport const y = x;\n")).toHaveLength(1);
    expect(await layeringErrors(file, "import { x } from '../renderer/src/main';\nexport const y = x;\n")).toHaveLength(1);
    expect(await layeringErrors(file, "import { join } from 'node:path';\nexport const j = join;\n")).toHaveLength(1);
  });
});
