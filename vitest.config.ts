import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `@shared/…` is src/shared (as in the tsconfigs and electron.vite.config.ts).
  resolve: { alias: { '@shared': resolve(__dirname, 'src/shared') } },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'e2e/support/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
