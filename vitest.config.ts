import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite is single-threaded WASM; two workers suit the 2-core machines.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
