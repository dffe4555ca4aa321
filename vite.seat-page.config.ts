import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// The browser seat page (docs/far-away.md): `npm run build:seat-page` builds src/renderer/seat.html
// alone into out/seat-page/, with relative asset paths, so the folder can be served from anywhere (a
// GitHub Pages site, any static host, a folder on 127.0.0.1). Only the seat view and the room's
// transport go in: the page imports no host API and no Node code.
export default defineConfig({
  root: resolve(__dirname, 'src/renderer'),
  base: './',
  resolve: { alias: { '@shared': resolve(__dirname, 'src/shared') } },
  build: {
    outDir: resolve(__dirname, 'out/seat-page'),
    emptyOutDir: true,
    rollupOptions: { input: { seat: resolve(__dirname, 'src/renderer/seat.html') } },
  },
  plugins: [svelte({ configFile: resolve(__dirname, 'svelte.config.mjs') })],
});
