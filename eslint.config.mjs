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
    files: ['src/renderer/**/*.{ts,svelte}'],
    ignores: ['src/renderer/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', rendererRestrictions] },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', sharedRestrictions] },
  },
);
