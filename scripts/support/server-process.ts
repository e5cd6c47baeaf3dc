import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

/**
 * The server in a child process, as the benchmark and attack scripts run it: a free port, start and
 * wait for /api/health, stop. Its heap is bounded as `npm start` bounds it (SERVER_HEAP_MB, default 384).
 * `BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"` profiles it.
 */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Starts a server script with tsx and waits until its /api/health answers: at most `startMs` (60 s;
 * the tests give more, as a first start compiles and migrates while the browser suite keeps both
 * cores busy, and took 51–60 s on a slower machine).
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  { script = 'apps/server/src/server.ts', label = 'server', startMs = 60_000 } = {},
): Promise<ChildProcess> {
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The heap bound `npm start` gives the server (SERVER_HEAP_MB, decision 053), unless the bench sets its own.
  const heap = extra.some((arg) => arg.startsWith('--max-old-space-size'))
    ? []
    : [`--max-old-space-size=${process.env.SERVER_HEAP_MB ?? 384}`];
  const nodeArgs = [...heap, ...extra];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + startMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`${label} did not start within ${startMs / 1000} s`);
}

/** Stops the server (SIGTERM, then SIGKILL after `graceMs`). */
export function stopServer(child: ChildProcess, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

// Each request comes from one of 1,000 addresses (x-forwarded-for; the server is started with
// TRUST_PROXY=true), so the coarse per-address limit of 1,200 a minute stays out of the measurement
// as it would with real clients, while the limiter still does its work on every request.
let addressCounter = 0;
export const nextAddress = () => {
  addressCounter = (addressCounter + 1) % 1_000;
  return `10.9.${addressCounter >> 8}.${addressCounter & 255}`;
};

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** CPU (user + system) per request, in µs, of the server process and of PostgreSQL's processes (Linux). */
  serverUs?: number;
  postgresUs?: number;
};

/** Clock ticks a second in /proc (CLK_TCK, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU ticks (user + system) a process has used, from /proc; 0 where there is none. */
function processTicks(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** CPU ticks of every living process named `postgres` (the cluster and its backends), from /proc. */
function postgresTicks(): number {
  let total = 0;
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += processTicks(pid);
    } catch {
      // gone
    }
  }
  return total;
}

/**
 * autocannon on one GET for `seconds`, each request from the next client address, with a bearer
 * token when given: requests per second, p50 and p99 (ms), and the failed requests (non-2xx,
 * errors, timeouts).
 */
export async function loadGet(
  url: string,
  options: { token?: string; connections: number; seconds: number; overallRate?: number; serverPid?: number },
): Promise<LoadResult> {
  const parsed = new URL(url);
  const cpuBefore = options.serverPid
    ? { server: processTicks(options.serverPid), postgres: postgresTicks() }
    : undefined;
  const result = await autocannon({
    url: parsed.origin,
    connections: options.connections,
    duration: options.seconds,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: [
      {
        method: 'GET',
        path: parsed.pathname + parsed.search,
        setupRequest: (request) => ({
          ...request,
          headers: {
            'x-forwarded-for': nextAddress(),
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
        }),
      },
    ],
  });
  const requests = result.requests.total;
  const perRequest = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND / Math.max(1, requests)) * 1e6);
  return {
    rps: Math.round(requests / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    ...(cpuBefore && options.serverPid
      ? {
          serverUs: perRequest(processTicks(options.serverPid) - cpuBefore.server),
          postgresUs: perRequest(postgresTicks() - cpuBefore.postgres),
        }
      : {}),
  };
}
