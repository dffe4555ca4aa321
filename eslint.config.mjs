// Lint for TypeScript and Svelte, plus the layering rule from the architecture notes:
// dependencies point down only, and the tools enforce it rather than review. The import
// boundaries (layers, games apart, generic code away from game folders, libraries per layer) live
// in scripts/lint-boundaries.mjs: they judge the file each import resolves to, so no spelling of a
// path gets round them, and they read the games from src/shared/game-registry.ts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import { boundariesConfig } from './scripts/lint-boundaries.mjs';

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
  ...boundariesConfig(import.meta.dirname),
  {
    // The engine has no clock and no dice of its own (its imports are kept pure by the boundaries).
    files: ['src/main/engine/**/*.ts'],
    ignores: ['src/main/engine/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Date', message: 'The engine has no clock: time arrives as an action.' }],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Dice come from the seeded generator in the state.' }],
    },
  },
);
