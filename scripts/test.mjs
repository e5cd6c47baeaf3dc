// Runs every suite: domain unit tests, API tests on PGlite, the API tests again on PostgreSQL when
// DATABASE_URL is set, the web build and its bundle budget, then the browser tests when a Chromium is
// available. Fails on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;
const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
};

// The PGlite pass must not pick up DATABASE_URL.
run('unit and API tests (PGlite)', bin('vitest'), ['run'], { TEST_DB: 'pglite' });
if (process.env.DATABASE_URL) {
  run('API tests (PostgreSQL)', bin('vitest'), ['run', '--project', 'server'], { TEST_DB: 'postgres' });
} else {
  console.log('\nDATABASE_URL is not set: API tests ran on PGlite only.');
}

// The web app is built for the bundle budget (scripts/check-bundle.mjs) and the browser tests, once,
// and only when its sources changed since the last build (decision 043).
run('build web app', 'node', ['scripts/build-if-changed.mjs']);
run('bundle budget', 'node', ['scripts/check-bundle.mjs']);

// The same choice as e2e/support/env.ts: CHROMIUM_PATH, else the headless shell, else Chromium.
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';
if (existsSync(chromium)) {
  run('browser tests (Chromium)', bin('playwright'), ['test']);
} else if (process.env.CI) {
  console.error(`\nNo Chromium at ${chromium}: browser tests cannot run in CI.`);
  process.exit(1);
} else {
  console.log(
    `\nNo Chromium at ${chromium} (apt-get install -y chromium-headless-shell): browser tests skipped.`,
  );
}
