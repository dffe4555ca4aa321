// The import boundaries of the architecture notes, for eslint.config.mjs: the layers (engine <
// store < services < transports; src/shared below all of them; the renderer and the preload see
// only src/shared) and "games are modules" (a game never imports another game; generic code never
// imports a game's folder, except each layer's registry), and the renderer's own layers (lib < games <
// screens < the app). Proven by scripts/lint-boundaries.test.ts.
//
// eslint-plugin-boundaries judges the file an import resolves to, not the text of the import:
// every specifier goes through eslint-import-resolver-typescript with the tsconfigs' `paths`, so
// '../main/x', '@shared/../main/x' and './a/../../main/./x' are the same file to it. Packages are
// judged by where the import lands too, so a path into node_modules is the package it names.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import boundaries from 'eslint-plugin-boundaries';

/**
 * The game kinds, read from the one place that lists them: the `GAME_KINDS` array literal in
 * src/shared/game-registry.ts (parsed with TypeScript here, because the ESLint config is plain
 * JavaScript and cannot import the registry itself). Each kind is the name of its game's folder in
 * every layer (engine/<kind>, shared/<kind>, renderer/src/games/<kind>).
 */
export function registeredGameKinds(root) {
  const file = join(root, 'src/shared/game-registry.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'GAME_KINDS') continue;
      let list = declaration.initializer;
      while (list && (ts.isAsExpression(list) || ts.isSatisfiesExpression(list) || ts.isParenthesizedExpression(list))) list = list.expression;
      if (!list || !ts.isArrayLiteralExpression(list)) break;
      const kinds = list.elements.map((element) => (ts.isStringLiteralLike(element) ? element.text : null));
      if (kinds.length > 0 && kinds.every((kind) => kind !== null && /^[a-z0-9][a-z0-9-]*$/.test(kind))) return kinds;
      break;
    }
  }
  throw new Error(`${file}: GAME_KINDS must be an array literal of folder names ('flatline', …): the lint's import boundaries read the games from it.`);
}

/** Layers, bottom up. A layer may import itself and the layers listed after `sees`. */
const LAYERS = {
  shared: { sees: [] },
  engine: { sees: ['shared'] },
  store: { sees: ['engine', 'shared'] },
  services: { sees: ['store', 'engine', 'shared'] },
  transport: { sees: ['services', 'store', 'engine', 'shared'] },
  preload: { sees: ['shared'] },
  renderer: { sees: ['shared'] },
};

const WHY = {
  shared: 'src/shared is the contract below everything: it imports nothing from src/main or src/renderer',
  engine: 'the engine is the bottom of main: it imports only the engine and src/shared (no store, service or transport)',
  store: 'the store sits below the services and the transports: it imports only the store, the engine and src/shared',
  services: 'the services know nothing about how they are reached: they import no transport (src/main/index.ts, electron, web) and no renderer',
  transport: 'the transports import main and src/shared, never the renderer or the preload',
  preload: 'the preload exposes the API: it imports only src/shared',
  renderer: 'the renderer sees only src/shared and its own code, never src/main or the preload',
};

/** Files of each layer's registry: the one place in that layer that lists the games. */
const REGISTRIES = {
  shared: 'src/shared/game-registry.ts',
  engine: 'src/main/engine/registry.ts',
  renderer: 'src/renderer/src/games/registry.ts',
};

/** Where each layer keeps one folder per game. */
const GAME_FOLDERS = { engine: 'src/main/engine', shared: 'src/shared', renderer: 'src/renderer/src/games' };

/**
 * The renderer's own layers, bottom up: lib (the shared kit: API client, table shell, forms, words,
 * styles, components) < games (the table-game contract's implementations and their registry) <
 * screens < the app (App.svelte, the entries). Each sees itself and what lies below it; the app sees all.
 */
const RENDERER_LAYERS = {
  'renderer-lib': { sees: ['renderer-lib'], why: 'lib is the kit under the games and the screens: it imports neither a game, the registry nor a screen (the screen opening a table passes its game in)' },
  'renderer-games': { sees: ['renderer-lib', 'renderer-games', 'renderer-game'], why: 'a game is drawn with the kit in lib and imports no screen and not the app' },
  'renderer-screens': { sees: ['renderer-lib', 'renderer-games', 'renderer-game', 'renderer-screens'], why: 'a screen imports lib and the games (through the registry), never the app' },
};
const RENDERER_TYPES = ['renderer', 'renderer-game', ...Object.keys(RENDERER_LAYERS)];

/** Every element type of a layer: its generic code and, where it has them, its games' folders (and the renderer's own layers). */
const typesOf = (layer) => (layer === 'renderer' ? RENDERER_TYPES : GAME_FOLDERS[layer] ? [layer, `${layer}-game`] : [layer]);
/** A layer's generic code: every type of it but its games' folders. */
const genericOf = (layer) => typesOf(layer).filter((type) => type !== `${layer}-game`);

/** Node built-ins and libraries a layer must not import (judged by the package the import lands in). */
const PLATFORM = ['electron', 'better-sqlite3', 'ws'];
const FORBIDDEN_MODULES = {
  engine: { core: true, sources: [...PLATFORM, 'svelte'], why: 'the engine is pure rules: no Node built-ins, no platform, storage or UI library' },
  shared: { core: true, sources: [...PLATFORM, 'svelte'], why: "src/shared is the contract: no Node built-ins and neither side's libraries" },
  renderer: { core: true, sources: PLATFORM, why: 'the renderer runs in a browser and reaches main only through the API bridge: no Node built-ins, electron, better-sqlite3 or ws' },
  store: { core: false, sources: ['electron', 'ws', 'svelte'], why: 'the store imports no platform or UI library' },
  services: { core: false, sources: ['electron', 'ws', 'svelte'], why: 'the services import no transport or UI library' },
};

/**
 * The flat-config blocks: settings for src/**, and the `boundaries/dependencies` rule. Tests and
 * test-support files keep the layers and the libraries (except Node built-ins), and may reach any
 * game: a platform test plays a real game.
 */
export function boundariesConfig(root) {
  const games = registeredGameKinds(root);
  const anyGame = `@(${games.join('|')})`;
  const elements = [
    ...Object.entries(GAME_FOLDERS).map(([layer, folder]) => ({ type: `${layer}-game`, pattern: `${folder}/${anyGame}`, capture: ['game'], partialMatch: false })),
    { type: 'engine', pattern: 'src/main/engine', partialMatch: false },
    { type: 'store', pattern: 'src/main/store', partialMatch: false },
    { type: 'services', pattern: 'src/main/services', partialMatch: false },
    { type: 'transport', pattern: 'src/main/electron', partialMatch: false },
    { type: 'transport', pattern: 'src/main/web', partialMatch: false },
    // src/main/index.ts, the Electron entry (the folders above are matched first).
    { type: 'transport', pattern: 'src/main', partialMatch: false },
    { type: 'preload', pattern: 'src/preload', partialMatch: false },
    { type: 'shared', pattern: 'src/shared', partialMatch: false },
    { type: 'renderer-lib', pattern: 'src/renderer/src/@(lib|components|locales|styles)', partialMatch: false },
    { type: 'renderer-games', pattern: 'src/renderer/src/games', partialMatch: false },
    { type: 'renderer-screens', pattern: 'src/renderer/src/screens', partialMatch: false },
    // The app: App.svelte, GuestApp.svelte and the entries (the folders above are matched first).
    { type: 'renderer', pattern: 'src/renderer', partialMatch: false },
  ];
  const files = [
    { category: 'registry', pattern: Object.values(REGISTRIES) },
    { category: 'test', pattern: ['**/*.test.ts', '**/*.test-support.ts', 'src/main/store/test-support.ts'] },
  ];

  const element = (types) => ({ element: { types } });
  const allGameTypes = Object.keys(GAME_FOLDERS).map((layer) => `${layer}-game`);
  const seen = (layer) => [layer, ...LAYERS[layer].sees].flatMap(typesOf);
  // The policies refuse; an import no refusal matches is allowed. They are read in order and the
  // last one matching an import decides, so the layer refusals come after the allowances for the
  // registries and tests, and nothing after them lets an import past a layer.
  const policies = [
    // Generic code never imports a game's folder: it reaches the games through its layer's
    // registry. The registries and tests may (a platform test plays a real game).
    {
      from: element(Object.keys(LAYERS).flatMap(genericOf)),
      disallow: { to: element(allGameTypes) },
      message: "generic-knows-no-game: generic code never imports a game's folder ({{to.elementPath}}: '{{dependency.source}}'); reach the game through its layer's registry.",
    },
    { from: { file: { categories: ['registry', 'test'] } }, allow: { to: element(allGameTypes) } },
    // The renderer's own layers: lib < games < screens < the app. Tests may reach across them (a
    // test of the shell sits a real game in it).
    ...Object.entries(RENDERER_LAYERS).map(([type, { sees, why }]) => ({
      from: element(type === 'renderer-games' ? [type, 'renderer-game'] : [type]),
      disallow: { to: element(RENDERER_TYPES.filter((other) => !sees.includes(other))) },
      message: `renderer-layers: ${why} ({{from.type}} → {{to.type}}: '{{dependency.source}}').`,
    })),
    { from: { file: { categories: 'test' } }, allow: { to: element(RENDERER_TYPES) } },
    // A game never imports another game, in any layer.
    ...games.map((game) => ({
      from: { element: { captured: { game } } },
      disallow: { to: { element: { captured: { game: games.filter((other) => other !== game) } } } },
      message: "games-apart: a game imports no other game's folder ({{from.captured.game}} → {{to.captured.game}}: '{{dependency.source}}').",
    })),
    // Layers: each layer imports itself and what lies below it.
    ...Object.keys(LAYERS).map((layer) => ({
      from: element(typesOf(layer)),
      disallow: { to: { element: { types: { noneOf: seen(layer) } }, module: { origin: 'local' } } },
      message: `layers: ${WHY[layer]} ({{from.type}} → {{to.type}}: '{{dependency.source}}').`,
    })),
    // No src file imports a local file outside every layer (scripts, e2e), except the transports
    // reading the app's version from package.json.
    {
      from: element(Object.keys(LAYERS).flatMap(typesOf)),
      disallow: { to: { element: { isUnknown: true }, module: { origin: 'local' } } },
      message: "layers: src imports no local file outside its layers ({{from.type}} → '{{dependency.source}}').",
    },
    { from: element('transport'), allow: { to: { file: { path: 'package.json' } } } },
    // Libraries, judged by the package an import lands in; tests may use Node's built-ins anywhere.
    ...Object.entries(FORBIDDEN_MODULES).map(([layer, { core, sources, why }]) => ({
      from: element(typesOf(layer)),
      // One selector whose `to` lists the alternatives (cheaper to match than one selector each):
      // the packages by name, the same packages reached by a path into node_modules, Node's built-ins.
      disallow: {
        to: [
          { module: { origin: 'external', source: sources } },
          { file: { path: sources.flatMap((name) => [`**/node_modules/${name}/**`, `**/node_modules/@types/${name}/**`]) } },
          ...(core ? [{ module: { origin: 'core' } }] : []),
        ],
      },
      message: `libraries: ${why} ('{{dependency.source}}').`,
    })),
    { from: { file: { categories: 'test' } }, allow: { to: { module: { origin: 'core' } } } },
  ];

  return [
    {
      files: ['src/**/*.{ts,svelte}'],
      plugins: { boundaries },
      settings: {
        'boundaries/root-path': root,
        'boundaries/elements': elements,
        'boundaries/files': files,
        'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
        'boundaries/legacy-templates': false,
        'import/resolver': {
          typescript: { project: join(root, 'tsconfig.json') },
        },
      },
      rules: {
        'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, checkUnknownLocals: true, policies }],
        // Every file under src belongs to a layer, so a new folder is placed in one before it is linted.
        'boundaries/no-unknown-files': 'error',
      },
    },
  ];
}
