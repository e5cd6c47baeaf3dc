import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../../apps/server/src/app';
import type { Database } from '../../apps/server/src/db/client';

/*
 * What the benchmark scripts share: rounding, percentiles, a scratch PostgreSQL database, the app
 * with an admin's header, and the timing of a GET case.
 */

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The nearest-rank percentile of `values` (NaN when there are none). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/**
 * Runs `work` against a new database on the server of `baseUrl`, named `td_bench_<label>_...`,
 * dropped afterwards; BENCH_KEEP_DB=1 keeps it for a look with psql (drop it yourself).
 */
export async function withScratchDatabase(
  baseUrl: string,
  label: string,
  work: (databaseUrl: string) => Promise<void>,
): Promise<void> {
  const name = `td_bench_${label}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const server = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await server.unsafe(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    await work(url.toString());
  } finally {
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
    else await server.unsafe(`drop database if exists ${name} with (force)`);
    await server.end();
  }
}

/** The priced lines a benchmark's supplier `n` quotes for `count` items (distinct, repeatable prices). */
export function benchQuotationItems(count: number, n: number) {
  return Array.from({ length: count }, (_, i) => ({
    itemCode: `IT-${i + 1}`,
    itemName: `Item ${i + 1}`,
    uom: 'pcs',
    qty: 12.5,
    unitPrice: (1000 + ((i * 37 + n * 101) % 900) + n / 100).toFixed(2),
    gstRate: 18,
  }));
}

/** The portal's app on `database` for a benchmark: no web app, no logs, a secret of its own. */
export async function benchApp(database: Database): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { jwtSecret: randomBytes(32).toString('hex'), logLevel: 'silent', webDistDir: undefined },
    database,
    logger: false,
  });
  await app.ready();
  return app;
}

/** Logs an admin in through `app.inject` and answers its bearer header. */
export async function injectedAdminHeaders(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    remoteAddress: '10.2.0.1',
  });
  if (login.statusCode !== 200) throw new Error(`login ${email}: ${login.body}`);
  return { authorization: `Bearer ${login.json().token as string}` };
}

/** One GET measured `runs` times after `warmUp` runs (each from its own address: no rate limit). */
export type GetCase = { name: string; url: string; warmUp: number; runs: number };

/**
 * Times a GET case through `app.inject` (the whole request): p50 and p99 in ms, the runs, what the
 * last answer held (rows of a JSON page or a CSV file) and its size. Null when the route answers
 * 404 (a case of another branch); any other status but 200 fails the benchmark.
 */
export async function timeGet(app: FastifyInstance, headers: Record<string, string>, entry: GetCase) {
  const timings: number[] = [];
  let bytes = 0;
  let rows: number | string = '-';
  for (let i = 0; i < entry.warmUp + entry.runs; i++) {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: entry.url,
      headers,
      remoteAddress: `10.1.${i % 250}.1`,
    });
    const elapsed = performance.now() - started;
    if (response.statusCode === 404) return null;
    if (response.statusCode !== 200) throw new Error(`${entry.url}: ${response.statusCode} ${response.body}`);
    if (i >= entry.warmUp) timings.push(elapsed);
    bytes = response.rawPayload.length;
    const type = String(response.headers['content-type']);
    if (type.startsWith('application/json')) {
      const body = response.json() as { data?: unknown[]; total?: number };
      rows = body.data ? `${body.data.length} of ${body.total ?? '?'}` : '1';
    } else if (type.startsWith('text/csv')) {
      rows = response.body.split('\r\n').length - 2;
    }
  }
  return {
    p50: round(percentile(timings, 50)),
    p99: round(percentile(timings, 99)),
    runs: timings.length,
    rows,
    kB: round(bytes / 1024, 0),
  };
}
