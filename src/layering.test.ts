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
    expect(await layeringErrors(file, "import { openApiHost } from '../../../main/services';\nexport const r = openApiHost;\n")).toHaveLength(1);
    expect(await layeringErrors(file, "import { ipcRenderer } from 'electron';\nexport const i = ipcRenderer;\n")).toHaveLength(1);
    expect(await layeringErrors(file, "import type { GameDetail } from '../../../shared/games';\nexport const g: GameDetail | null = null;\n")).toEqual([]);
  });

  it('keeps the shared contract independent of both sides', async () => {
    const file = 'src/shared/example.ts';
    expect(await layeringErrors(file, "import { x } from '../main/services/api-host';\nexport const y = x;\n")).toHaveLength(1);
    expect(await layeringErrors(file, "import { x } from '../renderer/src/main';\nexport const y = x;\n")).toHaveLength(1);
    expect(await layeringErrors(file, "import { join } from 'node:path';\nexport const j = join;\n")).toHaveLength(1);
  });

  it('keeps generic code away from every game folder; only the registries list the games', async () => {
    const cases: [string, string][] = [
      ['src/main/services/example.ts', "import { flatlineModule } from '../engine/flatline/module';\nexport const m = flatlineModule;\n"],
      ['src/main/engine/core/example.ts', "import { flatlineRules } from '../flatline';\nexport const r = flatlineRules;\n"],
      ['src/main/store/example.ts', "import type { FlatlineState } from '../../shared/flatline/state';\nexport const s: FlatlineState | null = null;\n"],
      ['src/main/web/example.ts', "import { x } from '../engine/fuse-countdown';\nexport const y = x;\n"],
      ['src/shared/example.ts', "import type { FlatlineSetup } from './flatline/setup';\nexport const s: FlatlineSetup | null = null;\n"],
      ['src/renderer/src/screens/Example.ts', "import Board from '../games/flatline/board/FlatlineBoard.svelte';\nexport const b = Board;\n"],
      ['src/main/services/example.ts', "import type { FlatlineState } from '@shared/flatline/state';\nexport const s: FlatlineState | null = null;\n"],
    ];
    for (const [file, code] of cases) expect(await layeringErrors(file, code), file).toHaveLength(1);
    // The registries, and a game's own folders, may.
    expect(await layeringErrors('src/main/engine/registry.ts', "import { flatlineModule } from './flatline/module';\nexport const m = flatlineModule;\n")).toEqual([]);
    expect(await layeringErrors('src/shared/game-registry.ts', "import { flatlineSetupSchema } from './flatline/setup';\nexport const s = flatlineSetupSchema;\n")).toEqual([]);
    expect(await layeringErrors('src/renderer/src/games/registry.ts', "import { flatlineTable } from './flatline';\nexport const t = flatlineTable;\n")).toEqual([]);
    expect(await layeringErrors('src/renderer/src/games/flatline/example.ts', "import type { FlatlineView } from '../../../../shared/flatline/view';\nexport const v: FlatlineView | null = null;\n")).toEqual([]);
  });

  it('keeps the store below the services and the services below the transports', async () => {
    expect(await layeringErrors('src/main/store/example.ts', "import { GameService } from '../services/game-service';\nexport const g = GameService;\n")).toHaveLength(1);
    expect(await layeringErrors('src/main/services/example.ts', "import { startWebHost } from '../web/server';\nexport const w = startWebHost;\n")).toHaveLength(1);
    expect(await layeringErrors('src/main/services/example.ts', "import { app } from 'electron';\nexport const a = app;\n")).toHaveLength(1);
    expect(await layeringErrors('src/main/services/example.ts', "import type { Store } from '../store/store';\nexport const s: Store | null = null;\n")).toEqual([]);
  });
});
