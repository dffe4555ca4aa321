import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { svelteTesting } from '@testing-library/svelte/vite';

/**
 * Component tests (`*.dom.test.ts`): the real component, compiled for the browser, in a DOM
 * (happy-dom), driven by clicks and keys through @testing-library/svelte. Every other test runs in
 * Node and compiles no Svelte (it loads components through svelte-in-node.test-support.ts).
 */
const COMPONENT_TESTS = 'src/renderer/**/*.dom.test.ts';

export default defineConfig({
  // `@shared/…` is src/shared (as in the tsconfigs and electron.vite.config.ts).
  resolve: { alias: { '@shared': resolve(__dirname, 'src/shared') } },
  test: {
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'e2e/support/**/*.test.ts'],
          exclude: [...configDefaults.exclude, COMPONENT_TESTS],
          environment: 'node',
        },
      },
      {
        extends: true,
        // The app's own Svelte options; svelteTesting() resolves Svelte's browser build and
        // unmounts what each test rendered.
        plugins: [svelte({ configFile: resolve(__dirname, 'svelte.config.mjs') }), svelteTesting()],
        // The packages the DOM tests compile may sit behind a symlinked node_modules (a worktree
        // sharing another checkout's): Vite serves files from the project and from there only.
        server: { fs: { allow: [__dirname, realpathSync(resolve(__dirname, 'node_modules'))] } },
        test: {
          name: 'dom',
          include: [COMPONENT_TESTS],
          environment: 'happy-dom',
          setupFiles: ['src/renderer/src/dom-environment.test-support.ts'],
          // The files share one module graph, so the games' components (every screen reaches them
          // through the registry) are loaded once, not once per file: a third less time. Each test's
          // DOM is still unmounted after it; a test that changes module state (the language) resets it.
          isolate: false,
        },
      },
    ],
  },
});
