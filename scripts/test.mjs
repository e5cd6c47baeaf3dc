// Runs every suite: domain unit tests, API tests on PGlite, the API tests again on PostgreSQL when
// DATABASE_URL is set, the web build and its bundle budget, then the browser tests when a Chromium is
// available. Fails on any failure.
//
// With a Chromium, the browser tests start as soon as the web app is built, and the vitest passes
// run beside them, each one's output printed when it ends (decision 064). The browser suite alone
// leaves about a quarter of the two cores idle while it waits on its pages and the server:
// - the bulk of the vitest passes runs at the lowest CPU priority (nice 19) and takes that idle
//   time, so the browser suite, the longest part, is barely slowed;
// - the `server-real-time` project (vitest.config.ts: tests that measure elapsed time) runs at
//   normal priority, since a starved process misses their windows.
// TEST_TYPECHECK=1 (.ci/run) adds the typecheck: the first of the bulk.
// TEST_SERIAL=1 runs everything one after the other, as before.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);
const fail = (label, code) => {
  console.error(`\n${label} failed (exit ${code}).`);
  process.exit(typeof code === 'number' && code !== 0 ? code : 1);
};
const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) fail(label, result.status ?? result.signal);
  console.log(`=== ${label}: ${seconds(started)} s ===`);
};

// The PGlite passes must not pick up DATABASE_URL.
const PGLITE = { TEST_DB: 'pglite' };
const POSTGRES = { TEST_DB: 'postgres' };
const withPostgres = Boolean(process.env.DATABASE_URL);
const REAL_TIME = ['--project', 'server-real-time'];
const vitest = bin('vitest');

/** Every check but the browser tests, in two tracks: by priority beside the browser, in order alone. */
const bulk = [
  ...(process.env.TEST_TYPECHECK === '1'
    ? [{ label: 'typecheck', command: 'node', args: ['scripts/typecheck.mjs'] }]
    : []),
  {
    label: 'unit and API tests (PGlite)',
    command: vitest,
    args: ['run', '--project', '!server-real-time'],
    env: PGLITE,
  },
  ...(withPostgres
    ? [
        {
          label: 'API tests (PostgreSQL)',
          command: vitest,
          args: ['run', '--project', 'server'],
          env: POSTGRES,
        },
      ]
    : []),
];
const realTime = [
  { label: 'real-time API tests (PGlite)', command: vitest, args: ['run', ...REAL_TIME], env: PGLITE },
  ...(withPostgres
    ? [
        {
          label: 'real-time API tests (PostgreSQL)',
          command: vitest,
          args: ['run', ...REAL_TIME],
          env: POSTGRES,
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
const serial = process.env.TEST_SERIAL === '1' || !browserTests;

if (serial) for (const pass of [...bulk, ...realTime]) run(pass.label, pass.command, pass.args, pass.env);

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
  await browserWithChecksBeside();
}
if (!withPostgres) console.log('\nDATABASE_URL is not set: API tests ran on PGlite only.');

/**
 * A pass in the background at `nice`, its output kept and printed when it ends; its exit code and
 * output.
 */
function besidePass({ label, command, args, env = {} }, nice) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('nice', ['-n', String(nice), command, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      console.log(`\n=== ${label} (beside the browser tests, nice ${nice}) ===`);
      process.stdout.write(Buffer.concat(output));
      console.log(`=== ${label}: ${seconds(started)} s, exit ${code ?? signal} ===`);
      resolve({ code: code ?? signal, output: Buffer.concat(output).toString() });
    });
  });
}

/** Passes one after the other, every one even after a failure; those that failed, with their output. */
async function track(passes, nice) {
  const failed = [];
  for (const pass of passes) {
    const { code, output } = await besidePass(pass, nice);
    if (code !== 0) failed.push({ label: pass.label, output });
  }
  return failed;
}

/**
 * A failed pass's failures, printed again as the run's last lines: CI's log keeps only its tail, and
 * a pass beside the browser tests prints before the passes that end after it. Vitest's summary of
 * failures starts at its "Failed Tests" or "Failed Suites" rule (or an unhandled error); without one,
 * the output's last 150 lines.
 */
function reprintFailures({ label, output }) {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => /Failed (Tests|Suites)|Unhandled (Errors|Rejection)/.test(line));
  const shown = start >= 0 ? lines.slice(start) : lines.slice(-150);
  console.log(`\n=== ${label}: its failures, again ===`);
  console.log(shown.join('\n'));
}

async function browserWithChecksBeside() {
  const tracks = [track(bulk, 19), track(realTime, 0)];
  console.log('\n=== browser tests (Chromium), the other checks beside them ===');
  const started = Date.now();
  const browser = await new Promise((resolve) => {
    spawn(bin('playwright'), ['test'], { stdio: 'inherit' }).on('close', (code, signal) =>
      resolve(code ?? signal),
    );
  });
  console.log(`=== browser tests (Chromium): ${seconds(started)} s, exit ${browser} ===`);
  const failed = (await Promise.all(tracks)).flat();
  for (const pass of failed) reprintFailures(pass);
  if (browser !== 0) fail('browser tests (Chromium)', browser);
  if (failed.length > 0) fail(failed.map((pass) => pass.label).join(' and '), 1);
}
