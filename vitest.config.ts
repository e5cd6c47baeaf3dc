import { configDefaults, defineConfig } from 'vitest/config';

// Password hashes at the test suites' cost (N=2^10 instead of 2^15; decision 062): hashing was half
// of the API tests' CPU. Servers the tests start as processes inherit it with NODE_ENV=test.
const FAST_HASHES = { TEST_FAST_PASSWORD_HASHES: '1', NODE_ENV: 'test' };

/**
 * Server test files that measure real time or wait a fixed time for another process or the database:
 * a deadline, a grace period, a back-off window, a stream's latency. They are their own project,
 * `server-real-time`: scripts/test.mjs runs it at normal priority while the other vitest passes run
 * beside the browser tests at the lowest (decision 064), where such a window can be missed. A new
 * test file that asserts on elapsed time belongs here.
 */
const REAL_TIME_TESTS = [
  'apps/server/src/shutdown.test.ts',
  'apps/server/src/shutdown-grace.test.ts',
  'apps/server/src/timeouts.test.ts',
  'apps/server/src/several-instances.test.ts',
  'apps/server/src/db/postgres-queue.test.ts',
  'apps/server/src/mail/outbox.test.ts',
  'apps/server/src/modules/auctions/live-hub.test.ts',
  'apps/server/src/modules/auctions/live-stream.test.ts',
  'apps/server/src/plugins/files/upload-bound.test.ts',
];

/** What both server projects share: their own app and database per file (see below). */
const SERVER_TEST = {
  env: FAST_HASHES,
  // Names the run and, on PostgreSQL, drops the databases its workers kept (decision 063).
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  // Bounds for a hang, not for speed: beside the browser suite at the lowest priority (decision
  // 064), a walk over every buyer read took over 30 s on a slower machine.
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // Each file builds its own app on its own database, so the files need no module isolation:
  // a worker evaluates the server's modules once instead of once a file (import time 118 s
  // → 27 s; decision 048). Set-up lives in each file's hooks (test kits export `useXKit()`).
  isolate: false,
};

export default defineConfig({
  test: {
    // PGlite is single-threaded WASM; two workers suit the 2-core machines.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          isolate: false,
          testTimeout: 60_000,
        },
      },
      // The web app's logic that needs no browser (address parameters, uploads with a stand-in XHR).
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], testTimeout: 60_000 } },
      // Checks over the source tree itself (feature boundaries), and the scripts' own tests. Their
      // bounds are wide: beside the browser suite at the lowest priority (decision 064) a
      // source-tree walk took 10–12 s and a backup test over a minute on a slower machine.
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          env: FAST_HASHES,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...REAL_TIME_TESTS],
          ...SERVER_TEST,
        },
      },
      { test: { name: 'server-real-time', include: REAL_TIME_TESTS, ...SERVER_TEST } },
    ],
  },
});
