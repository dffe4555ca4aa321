import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import type { Plugin } from 'vite';

// One build serves both the Electron app and the web host: out/main holds the Electron entry
// (index.js), the web host (web.js, which never imports electron) and the renderer's server entry
// (table-page.js: the web host draws a linked game's table with it, so it is built for Node like
// the rest of out/main), out/preload the CommonJS preload, out/renderer the renderer that finds its
// transport at start-up.
// `@shared/…` is src/shared, the one contract every side imports (the same alias is in the
// tsconfigs and vitest.config.ts).
const resolveShared = { alias: { '@shared': resolve(__dirname, 'src/shared') } };

/**
 * The page's entry (main.ts) is tiny and imports the app (boot.ts) itself, after a drawn table has
 * been painted. The page asks for the app's chunks at once all the same (modulepreload: boot's chunk
 * and every chunk it imports), so they are fetched and compiled while the page paints.
 */
function preloadApp(): Plugin {
  return {
    name: 'fuse-table:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isDynamicEntry && output.facadeModuleId?.endsWith('/src/boot.ts'),
        );
        if (!chunk || chunk.type !== 'chunk') throw new Error('fuse-table:preload-app: the build has no chunk for src/boot.ts');
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const output = context.bundle?.[fileName];
          if (output?.type === 'chunk') output.imports.forEach(add);
        };
        add(chunk.fileName);
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

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
      // One stylesheet, linked from the page's head: a table the web host drew is styled from its
      // first paint, before any script has loaded (the screens loaded later add little to it).
      cssCodeSplit: false,
      rollupOptions: { input: resolve(__dirname, 'src/renderer/index.html') },
    },
    plugins: [svelte({ configFile: resolve(__dirname, 'svelte.config.mjs') }), preloadApp()],
  },
});
