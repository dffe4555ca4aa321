import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// One build serves both the Electron app and the web host: out/main holds the Electron entry
// (index.js), the web host (web.js, which never imports electron) and the renderer's server entry
// (table-page.js: the web host draws a linked game's table with it, so it is built for Node like
// the rest of out/main), out/preload the CommonJS preload, out/renderer the renderer that finds its
// transport at start-up.
// `@shared/…` is src/shared, the one contract every side imports (the same alias is in the
// tsconfigs and vitest.config.ts).
const resolveShared = { alias: { '@shared': resolve(__dirname, 'src/shared') } };

export default defineConfig({
  main: {
    resolve: resolveShared,
    build: {
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          web: resolve(__dirname, 'src/main/web/index.ts'),
          'table-page': resolve(__dirname, 'src/renderer/src/table-page.ts'),
        },
      },
    },
    plugins: [svelte({ configFile: resolve(__dirname, 'svelte.config.mjs') })],
  },
  preload: {
    resolve: resolveShared,
    build: {
      // A sandboxed preload can only require('electron'): bundle everything into one CJS file.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    resolve: resolveShared,
    build: {
      // Minified: a third of the bytes to send and parse before the first frame (npm run bench:
      // first-paint). FUSE_NO_MINIFY=1 keeps the bundle readable for profiling.
      minify: process.env.FUSE_NO_MINIFY ? false : true,
      rollupOptions: { input: resolve(__dirname, 'src/renderer/index.html') },
    },
    plugins: [svelte({ configFile: resolve(__dirname, 'svelte.config.mjs') })],
  },
});
