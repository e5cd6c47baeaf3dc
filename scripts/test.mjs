// Runs every suite: domain unit tests, API tests on PGlite, the API tests again on PostgreSQL when
// DATABASE_URL is set, the web build and its bundle budget, then the browser tests when a Chromium is
// available. Fails on any failure.
//
// With a Chromium, the browser tests start as soon as the web app is built, and the vitest passes
// run beside them, one after the other, each one's output printed when it ends (decision 064). The
// browser suite alone leaves about a quarter of the two cores idle while it waits on its pages and
// the server; the vitest passes take that time instead of minutes of their own. They run at the same
// priority: at nice 19 a starved test server missed a 100 ms window once. TEST_SERIAL=1 runs
// everything one after the other, as before.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const bin = (name) => `node_modules/.bin/${name}`;
const fail = (label, code) => {
  console.error(`\n${label} failed (exit ${code}).`);
  process.exit(typeof code === 'number' && code !== 0 ? code : 1);
};
const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) fail(label, result.status ?? result.signal);
  console.log(`=== ${label}: ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
};

// The PGlite pass must not pick up DATABASE_URL.
const vitestPasses = [
  { label: 'unit and API tests (PGlite)', args: ['run'], env: { TEST_DB: 'pglite' } },
  ...(process.env.DATABASE_URL
    ? [
        {
          label: 'API tests (PostgreSQL)',
          args: ['run', '--project', 'server'],
          env: { TEST_DB: 'postgres' },
        },
      ]
    : []),
];

// The same choice as e2e/support/env.ts: CHROMIUM_PATH, else the headless shell, else Chromium.
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';
const browserTests = existsSync(chromium);
if (!browserTests && process.env.CI) {
  console.error(`\nNo Chromium at ${chromium}: browser tests cannot run in CI.`);
  process.exit(1);
}

/** Runs a command in the background with its output in a file; resolves to its exit code. */
function background(command, args, env, logFile) {
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code, signal) => log.end(() => resolve(code ?? signal)));
  });
}

/** The vitest passes one after the other, each one's output printed when it ends. */
async function vitestBeside() {
  const logs = mkdtempSync(path.join(tmpdir(), 'tenderdesk-test-'));
  for (const [index, pass] of vitestPasses.entries()) {
    const logFile = path.join(logs, `vitest-${index}.log`);
    const started = Date.now();
    const code = await background(bin('vitest'), pass.args, pass.env, logFile);
    console.log(`\n=== ${pass.label} (beside the browser tests) ===`);
    process.stdout.write(readFileSync(logFile));
    console.log(`=== ${pass.label}: ${((Date.now() - started) / 1000).toFixed(0)} s, exit ${code} ===`);
    if (code !== 0) return { label: pass.label, code };
  }
  return null;
}

const serial = process.env.TEST_SERIAL === '1' || !browserTests;
if (serial) {
  for (const pass of vitestPasses) run(pass.label, bin('vitest'), pass.args, pass.env);
  if (!process.env.DATABASE_URL) console.log('\nDATABASE_URL is not set: API tests ran on PGlite only.');
}

// The web app is built for the bundle budget (scripts/check-bundle.mjs) and the browser tests, once,
// and only when its sources changed since the last build (decision 043).
run('build web app', 'node', ['scripts/build-if-changed.mjs']);
run('bundle budget', 'node', ['scripts/check-bundle.mjs']);

if (!browserTests) {
  console.log(
    `\nNo Chromium at ${chromium} (apt-get install -y chromium-headless-shell): browser tests skipped.`,
  );
} else if (serial) {
  run('browser tests (Chromium)', bin('playwright'), ['test']);
} else {
  const beside = vitestBeside();
  console.log('\n=== browser tests (Chromium), the vitest passes beside them ===');
  const started = Date.now();
  const browser = await new Promise((resolve) => {
    spawn(bin('playwright'), ['test'], { stdio: 'inherit' }).on('close', (code, signal) =>
      resolve(code ?? signal),
    );
  });
  console.log(
    `=== browser tests (Chromium): ${((Date.now() - started) / 1000).toFixed(0)} s, exit ${browser} ===`,
  );
  const failed = await beside;
  if (browser !== 0) fail('browser tests (Chromium)', browser);
  if (failed) fail(failed.label, failed.code);
  if (!process.env.DATABASE_URL) console.log('\nDATABASE_URL is not set: API tests ran on PGlite only.');
}
