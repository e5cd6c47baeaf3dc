import { type ChildProcess, spawn } from 'node:child_process';
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

/** Starts a server script with tsx and waits (at most 60 s) until its /api/health answers. */
export async function startServer(
  env: Record<string, string>,
  port: number,
  { script = 'apps/server/src/server.ts', label = 'server' } = {},
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
  const deadline = Date.now() + 60_000;
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
  throw new Error(`${label} did not start within 60 s`);
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

export type LoadResult = { rps: number; p50: number; p99: number; failures: number };

/**
 * autocannon on one GET for `seconds`, each request from the next client address, with a bearer
 * token when given: requests per second, p50 and p99 (ms), and the failed requests (non-2xx,
 * errors, timeouts).
 */
export async function loadGet(
  url: string,
  options: { token?: string; connections: number; seconds: number; overallRate?: number },
): Promise<LoadResult> {
  const parsed = new URL(url);
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
  return {
    rps: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
