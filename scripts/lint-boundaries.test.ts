import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { GAME_KINDS } from '../src/shared/game-registry';
import { registeredGameKinds } from './lint-boundaries.mjs';

// The import boundaries live in scripts/lint-boundaries.mjs (used by eslint.config.mjs). These
// cases lint virtual files placed inside src/ and prove that each forbidden edge fails with a
// message naming its rule, however the path is spelled, and that the allowed edges pass.
const eslint = new ESLint({
  cwd: join(import.meta.dirname, '..'),
  ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/') || ruleId.startsWith('no-restricted-'),
});

/** The messages of the import boundaries (and the engine's clock and dice rules) for a virtual file. */
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const importing = (specifier: string) => `import { thing } from '${specifier}';\nexport const used = thing;\n`;

/** Asserts one refusal, from `boundaries/dependencies`, whose message starts with the rule's name. */
async function expectRefused(file: string, specifier: string, rule: string) {
  const found = await problems(file, importing(specifier));
  expect(found, `${file} importing '${specifier}'`).toHaveLength(1);
  expect(found[0], `${file} importing '${specifier}'`).toMatch(new RegExp(`^boundaries/dependencies: ${rule}: `));
}

async function expectAllowed(file: string, specifier: string) {
  expect(await problems(file, importing(specifier)), `${file} importing '${specifier}'`).toEqual([]);
}

describe('import boundaries: the six forbidden imports', () => {
  it('1. a game importing the other game, in each layer', async () => {
    await expectRefused('src/main/engine/flatline/example.ts', '../fuse-countdown/module', 'games-apart');
    await expectRefused('src/main/engine/fuse-countdown/example.ts', '../flatline/module', 'games-apart');
    await expectRefused('src/shared/flatline/example.ts', '../fuse-countdown/setup', 'games-apart');
    await expectRefused('src/shared/fuse-countdown/example.ts', '@shared/flatline/setup', 'games-apart');
    await expectRefused('src/renderer/src/games/flatline/example.ts', '../fuse-countdown/index', 'games-apart');
    // …and across layers: a game's renderer folder reaching the other game's contract.
    await expectRefused('src/renderer/src/games/fuse-countdown/example.ts', '@shared/flatline/view', 'games-apart');
  });

  it('2. the services importing the web host', async () => {
    await expectRefused('src/main/services/example.ts', '../web/server', 'layers');
  });

  it('3. the store importing a service', async () => {
    await expectRefused('src/main/store/example.ts', '../services/game-service', 'layers');
  });

  it('4. the engine importing the store', async () => {
    await expectRefused('src/main/engine/core/example.ts', '../../store/store', 'layers');
    await expectRefused('src/main/engine/flatline/example.ts', '../../store/store', 'layers');
  });

  it('5. shared reaching into main through an alias', async () => {
    await expectRefused('src/shared/example.ts', '@shared/../main/services/api-host', 'layers');
    await expectRefused('src/shared/flatline/example.ts', '@shared/../main/engine/core/game-module', 'layers');
  });

  it('6. generic code importing a game folder (registries aside)', async () => {
    await expectRefused('src/main/services/example.ts', '../engine/flatline/module', 'generic-knows-no-game');
    await expectRefused('src/main/services/example.ts', '@shared/fuse-countdown/setup', 'generic-knows-no-game');
    await expectRefused('src/main/engine/core/example.ts', '../fuse-countdown/module', 'generic-knows-no-game');
    await expectRefused('src/main/store/example.ts', '@shared/flatline/state', 'generic-knows-no-game');
    await expectRefused('src/main/web/example.ts', '../engine/fuse-countdown/module', 'generic-knows-no-game');
    await expectRefused('src/shared/example.ts', './flatline/setup', 'generic-knows-no-game');
    await expectRefused('src/renderer/src/lib/example.ts', '@shared/fuse-countdown/view', 'generic-knows-no-game');
    await expectRefused('src/renderer/src/screens/Example.ts', '../games/flatline/index', 'generic-knows-no-game');
  });
});

describe('import boundaries: no spelling of a path gets round them', () => {
  it('shared → main fails as a relative path, through the alias, and with ../ detours', async () => {
    const file = 'src/shared/example.ts';
    await expectRefused(file, '../main/services/api-host', 'layers');
    await expectRefused(file, '@shared/../main/services/api-host', 'layers');
    await expectRefused(file, './flatline/../../renderer/../main/./services/../services/api-host', 'layers');
  });

  it('generic → a game folder fails as a relative path, through the alias, and with ../ detours', async () => {
    const file = 'src/main/services/example.ts';
    await expectRefused(file, '../engine/fuse-countdown/module', 'generic-knows-no-game');
    await expectRefused(file, '@shared/../main/engine/fuse-countdown/module', 'generic-knows-no-game');
    await expectRefused(file, '../store/../engine/./core/../fuse-countdown/module', 'generic-knows-no-game');
  });

  it('a game → the other game fails as a relative path, through the alias, and with ../ detours', async () => {
    const file = 'src/main/engine/flatline/example.ts';
    await expectRefused(file, '../fuse-countdown/module', 'games-apart');
    await expectRefused(file, '@shared/../main/engine/fuse-countdown/module', 'games-apart');
    await expectRefused(file, './bot/../../core/../fuse-countdown/./module', 'games-apart');
  });

  it('re-exports and dynamic imports are judged too', async () => {
    expect(await problems('src/main/services/example.ts', "export * from '../web/server';\n")).toEqual([expect.stringMatching(/: layers: /)]);
    expect(await problems('src/main/services/example.ts', "export const load = () => import('../engine/flatline/module');\n")).toEqual([
      expect.stringMatching(/: generic-knows-no-game: /),
    ]);
  });

  it('a package is judged by where the import lands, even through a path into node_modules', async () => {
    await expectRefused('src/main/engine/flatline/example.ts', 'node:fs', 'libraries');
    await expectRefused('src/main/engine/flatline/example.ts', 'fs', 'libraries');
    await expectRefused('src/main/engine/core/example.ts', '../../../../node_modules/better-sqlite3', 'libraries');
    await expectRefused('src/main/store/example.ts', 'electron', 'libraries');
    await expectRefused('src/main/services/example.ts', 'ws', 'libraries');
    await expectRefused('src/shared/example.ts', 'svelte', 'libraries');
    await expectRefused('src/renderer/src/lib/example.ts', 'electron', 'libraries');
  });
});

describe('import boundaries: the rest of the layers', () => {
  it('refuses the other upward and sideways edges', async () => {
    await expectRefused('src/main/services/example.ts', '../index', 'layers');
    await expectRefused('src/main/services/example.ts', '../electron/api-ipc', 'layers');
    await expectRefused('src/main/store/example.ts', '../web/server', 'layers');
    await expectRefused('src/main/engine/core/example.ts', '../../services/game-service', 'layers');
    await expectRefused('src/shared/example.ts', '../renderer/src/main', 'layers');
    await expectRefused('src/renderer/src/lib/example.ts', '../../../main/services/api-host', 'layers');
    await expectRefused('src/renderer/src/lib/example.ts', '../../../preload/bridge', 'layers');
    await expectRefused('src/preload/example.ts', '../main/services/api-host', 'layers');
    await expectRefused('src/shared/game-registry.ts', '../main/engine/flatline/module', 'layers');
    await expectRefused('src/main/services/example.ts', '../../../scripts/sim', 'layers');
  });

  it('keeps the engine without a clock or dice of its own', async () => {
    expect(await problems('src/main/engine/flatline/example.ts', 'export const r = Math.random();\n')).toHaveLength(1);
    expect(await problems('src/main/engine/flatline/example.ts', 'export const now = Date.now();\n')).toHaveLength(1);
  });

  it('lets every file under src belong to a layer', async () => {
    expect(await problems('src/elsewhere/example.ts', 'export const a = 1;\n')).toEqual([expect.stringMatching(/^boundaries\/no-unknown-files: /)]);
  });
});

describe("import boundaries: the renderer's own layers, lib < games < screens < the app", () => {
  it('refuses lib reaching a game, the registry, a screen or the app, and a game reaching a screen', async () => {
    await expectRefused('src/renderer/src/lib/table/example.ts', '../../games/registry', 'renderer-layers');
    await expectRefused('src/renderer/src/lib/example.ts', '../screens/StartScreen.svelte', 'renderer-layers');
    await expectRefused('src/renderer/src/lib/example.ts', '../App.svelte', 'renderer-layers');
    await expectRefused('src/renderer/src/components/example.ts', '../games/registry', 'renderer-layers');
    await expectRefused('src/renderer/src/games/flatline/example.ts', '../../screens/StartScreen.svelte', 'renderer-layers');
    await expectRefused('src/renderer/src/games/example.ts', '../screens/StartScreen.svelte', 'renderer-layers');
    await expectRefused('src/renderer/src/screens/example.ts', '../App.svelte', 'renderer-layers');
  });

  it('lets each import what lies below it, and a test sit a real game in the kit', async () => {
    await expectAllowed('src/renderer/src/games/flatline/example.ts', '../../lib/table-game');
    await expectAllowed('src/renderer/src/screens/example.ts', '../games/registry');
    await expectAllowed('src/renderer/src/screens/example.ts', '../lib/table/play-action');
    await expectAllowed('src/renderer/src/example.ts', './games/registry');
    await expectAllowed('src/renderer/src/lib/table/example.test.ts', '../../games/registry');
  });
});

describe('import boundaries: allowed imports pass', () => {
  it('lets each layer import what lies below it', async () => {
    await expectAllowed('src/main/services/example.ts', '../store/store');
    await expectAllowed('src/main/services/example.ts', '../engine/registry');
    await expectAllowed('src/main/store/example.ts', '@shared/games');
    await expectAllowed('src/main/engine/core/example.ts', '../../../shared/players');
    await expectAllowed('src/main/web/example.ts', '../services/index');
    await expectAllowed('src/main/web/example.ts', '../../../package.json');
    await expectAllowed('src/main/index.ts', './services/index');
    await expectAllowed('src/preload/example.ts', '@shared/api-methods');
    await expectAllowed('src/preload/example.ts', 'electron');
    await expectAllowed('src/renderer/src/lib/example.ts', '@shared/games');
    await expectAllowed('src/main/engine/flatline/example.ts', 'zod');
  });

  it("lets a game import its own folders and the generic code, and the registries list the games", async () => {
    await expectAllowed('src/main/engine/flatline/example.ts', '../core/game-module');
    await expectAllowed('src/main/engine/flatline/example.ts', '@shared/flatline/setup');
    await expectAllowed('src/main/engine/fuse-countdown/example.ts', '../../../shared/fuse-countdown/setup');
    await expectAllowed('src/renderer/src/games/fuse-countdown/example.ts', '../../lib/table/play-action');
    await expectAllowed('src/renderer/src/games/flatline/example.ts', '../../../../shared/flatline/view');
    await expectAllowed('src/main/engine/registry.ts', './fuse-countdown/module');
    await expectAllowed('src/shared/game-registry.ts', './flatline/setup');
    await expectAllowed('src/renderer/src/games/registry.ts', './fuse-countdown/index');
  });

  it('lets a platform test play a real game and use Node', async () => {
    await expectAllowed('src/main/services/example.test.ts', '../engine/fuse-countdown/module');
    await expectAllowed('src/shared/example.test.ts', 'node:fs');
  });
});

describe('the games come from the registry', () => {
  const temporary: string[] = [];
  afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("reads the kinds of src/shared/game-registry.ts's GAME_KINDS", () => {
    expect(registeredGameKinds(join(import.meta.dirname, '..'))).toEqual([...GAME_KINDS]);
  });

  it('follows a registry that lists another game, and refuses one it cannot read', () => {
    const root = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
    temporary.push(root);
    mkdirSync(join(root, 'src/shared'), { recursive: true });
    const registry = join(root, 'src/shared/game-registry.ts');
    writeFileSync(registry, "export const GAME_KINDS = ['flatline', 'fuse-countdown', 'night-shift'] as const;\n");
    expect(registeredGameKinds(root)).toEqual(['flatline', 'fuse-countdown', 'night-shift']);
    writeFileSync(registry, 'export const GAME_KINDS = KINDS;\n');
    expect(() => registeredGameKinds(root)).toThrow(/GAME_KINDS/);
  });
});
