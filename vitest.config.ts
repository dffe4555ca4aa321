import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'e2e/support/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
