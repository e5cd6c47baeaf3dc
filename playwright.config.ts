import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, E2E_PORT } from './e2e/support/env';

const PORT = E2E_PORT;
const SCREENSHOT_SPECS = /screenshots[^/]*\.spec\.ts$/;

/**
 * Browser tests drive Debian's Chromium or its headless shell (never a downloaded browser) against the built app served
 * by the real server on a fresh database seeded by e2e/support/start-server.ts.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI also keeps each test's time (playwright-report/results.json; scripts/e2e-timings.mjs sums it by
  // spec), to see where the browser suite's minutes go (issue 19).
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'playwright-report/results.json' }]]
    : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // In CI a failed test's trace comes from its retry: recording every test's trace (screencast
    // frames and DOM snapshots) cost about a third of the browser suite's CPU (decision 062).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Pages run without transitions or looping animations (the app honours reduced motion), so the
    // browser paints less and `settled()` rarely waits.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM_EXECUTABLE,
      args: CHROMIUM_ARGS,
    },
  },
  // The screenshot specs (e2e/*screenshots*.spec.ts) photograph every screen at two widths: their own
  // project, so `--project chromium` runs the behaviour alone and `--project screenshots` the pictures.
  projects: [
    {
      name: 'chromium',
      testIgnore: SCREENSHOT_SPECS,
      use: { browserName: 'chromium', viewport: { width: 1366, height: 850 } },
    },
    {
      name: 'screenshots',
      testMatch: SCREENSHOT_SPECS,
      use: { browserName: 'chromium', viewport: { width: 1366, height: 850 } },
    },
  ],
  webServer: {
    command: 'node_modules/.bin/tsx e2e/support/start-server.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // SIGTERM lets start-server.ts stop cleanly and drop its PostgreSQL database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 120_000,
    // Two workers create suppliers and tenders (multipart) at once: room for both, on PGlite too.
    // Password hashes at the test suites' cost (decision 062).
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      UPLOAD_CONCURRENCY: '8',
      NODE_ENV: 'test',
      TEST_FAST_PASSWORD_HASHES: '1',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
