// Measures how long `npm start` takes to a healthy portal: starts it, polls /api/health until it
// answers ok, reports the milliseconds and stops the server. Runs it `--runs` times (default 2) on one
// PGlite data directory, so the first run shows a cold start (a fresh database, and a web build when
// the sources changed) and the later ones an ordinary restart. `--rebuild` removes the build stamp
// first, so the first run builds the web app whatever the sources.
//
//   node scripts/measure-start.mjs [--runs 2] [--port 3206] [--rebuild]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { STAMP_FILE } from './build-if-changed.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '3206' },
    rebuild: { type: 'boolean', default: false },
    'timeout-ms': { type: 'string', default: '180000' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const timeoutMs = Number(values['timeout-ms']);
const url = `http://127.0.0.1:${port}/api/health`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy() {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return response.ok && (await response.json()).status === 'ok';
  } catch {
    return false;
  }
}

/** Starts `npm start` in its own process group and resolves with the ms until /api/health is ok. */
async function measureOnce(dataDir) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  // PGlite: the portal as someone trying it out runs it.
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let exitCode;
  void exited.then((code) => {
    exitCode = code;
  });
  try {
    while (performance.now() - started < timeoutMs) {
      if (exitCode !== undefined) throw new Error(`npm start exited with ${exitCode} before it was healthy`);
      if (await healthy()) return Math.round(performance.now() - started);
      await sleep(25);
    }
    throw new Error(`not healthy within ${timeoutMs} ms`);
  } finally {
    // The whole group: npm, the shell and tsx's node.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    await exited;
  }
}

if (await healthy()) {
  console.error(`Something already answers on port ${port}; pick another with --port.`);
  process.exit(1);
}
if (values.rebuild) rmSync(STAMP_FILE, { force: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'tenderdesk-start-'));
const results = [];
try {
  for (let run = 1; run <= runs; run++) {
    const ms = await measureOnce(dataDir);
    results.push(ms);
    console.log(`start ${run}: healthy after ${ms} ms`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify({ port, runs: results }));
