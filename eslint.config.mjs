// Lint for TypeScript and Svelte, plus the layering rule from the architecture notes:
// dependencies point down only, and the tools enforce it rather than review.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import { builtinModules } from 'node:module';

const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));

/** Engine: pure rules; no platform, storage, UI, or application layers. */
const engineRestrictions = {
  paths: nodeBuiltins.map((name) => ({ name, message: 'The engine is pure: no Node built-ins.' })),
  patterns: [
    { regex: '^node:', message: 'The engine is pure: no Node built-ins.' },
    { regex: '^(electron|better-sqlite3|svelte|ws)(/|$)', message: 'The engine imports no platform, storage or UI library.' },
    { regex: '^(\\.\\./)+(store|services|web|electron)(/|$)', message: 'The engine sits below the store, the services and the transports.' },
  ],
};

/** Renderer: sees only the API contract in src/shared, never the main process. */
const rendererRestrictions = {
  patterns: [
    { regex: '^(\\.\\./)+main/', message: 'The renderer imports nothing from src/main; use types from src/shared.' },
    { regex: '^(electron|better-sqlite3|ws)(/|$)', message: 'The renderer reaches main only through the API bridge.' },
    { regex: '^node:', message: 'The renderer runs in a browser: no Node built-ins.' },
  ],
};

/** Shared contract: depends on neither side. */
const sharedRestrictions = {
  paths: nodeBuiltins.map((name) => ({ name, message: 'src/shared is the contract: no Node built-ins.' })),
  patterns: [
    { regex: '^(\\.\\./)+(main|renderer)/', message: 'src/shared imports neither src/main nor src/renderer.' },
    { regex: '^(electron|better-sqlite3|svelte|ws)(/|$)', message: 'src/shared imports neither side\'s libraries.' },
    { regex: '^node:', message: 'src/shared is the contract: no Node built-ins.' },
  ],
};

/**
 * Games are modules: generic code never imports a game's folder. Only each layer's registry lists
 * the games (src/main/engine/registry.ts, src/shared/game-registry.ts, src/renderer/src/games/registry.ts).
 */
const GAME_FOLDERS = ['flatline', 'fuse-countdown'];
const noGameFolder = {
  regex: `(^|/)(${GAME_FOLDERS.join('|')})(/|$)`,
  message: 'Generic code never imports a game folder: reach the game through its layer\'s registry.',
};

/** The store sits below the services and the transports. */
const storeRestrictions = {
  patterns: [
    { regex: '^(\\.\\./)+(services|web|electron)(/|$)', message: 'The store imports no service and no transport.' },
    { regex: '^(electron|ws|svelte)(/|$)', message: 'The store imports no platform or UI library.' },
  ],
};

/** The services know nothing about how they are reached. */
const servicesRestrictions = {
  patterns: [
    { regex: '^(\\.\\./)+(web|electron)(/|$)', message: 'The services import no transport.' },
    { regex: '^\\.\\./index$', message: 'The services import no transport.' },
    { regex: '^(electron|ws|svelte)(/|$)', message: 'The services import no transport or UI library.' },
  ],
};

/** Adds the no-game-folder rule to a layer's restrictions. */
const generic = (restrictions = {}) => ({
  ...(restrictions.paths ? { paths: restrictions.paths } : {}),
  patterns: [...(restrictions.patterns ?? []), noGameFolder],
});

const gameFolders = (prefix) => GAME_FOLDERS.map((game) => `${prefix}/${game}/**`);
const TESTS = ['**/*.test.ts', '**/*.test-support.ts'];

export default tseslint.config(
  { ignores: ['.cache/**', 'out/**', 'dist/**', 'native/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'e2e-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] } },
  },
  {
    files: ['src/renderer/**/*.{ts,svelte}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/main/engine/**/*.ts'],
    ignores: ['src/main/engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', engineRestrictions],
      'no-restricted-globals': ['error', { name: 'Date', message: 'The engine has no clock: time arrives as an action.' }],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Dice come from the seeded generator in the state.' }],
    },
  },
  {
    // The engine's shared core knows no game.
    files: ['src/main/engine/core/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', generic(engineRestrictions)] },
  },
  {
    files: ['src/main/store/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', generic(storeRestrictions)] },
  },
  {
    files: ['src/main/services/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', generic(servicesRestrictions)] },
  },
  {
    files: ['src/main/web/**/*.ts', 'src/main/electron/**/*.ts', 'src/main/index.ts', 'src/preload/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', generic()] },
  },
  {
    files: ['src/renderer/**/*.{ts,svelte}'],
    ignores: ['src/renderer/**/*.test.ts', 'src/renderer/**/*.test-support.ts', ...gameFolders('src/renderer/src/games'), 'src/renderer/src/games/registry.ts'],
    rules: { 'no-restricted-imports': ['error', generic(rendererRestrictions)] },
  },
  {
    files: [...gameFolders('src/renderer/src/games')],
    ignores: ['src/renderer/**/*.test.ts', 'src/renderer/**/*.test-support.ts'],
    rules: { 'no-restricted-imports': ['error', rendererRestrictions] },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts', ...gameFolders('src/shared'), 'src/shared/game-registry.ts'],
    rules: { 'no-restricted-imports': ['error', generic(sharedRestrictions)] },
  },
  {
    files: [...gameFolders('src/shared')],
    ignores: ['src/shared/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', sharedRestrictions] },
  },
);
