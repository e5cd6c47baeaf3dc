/**
 * Supplier discovery and the admin tender lists under measurement (issue 9, decision 021).
 *
 *   npx tsx scripts/bench-tenders.ts                       # timing on a fresh in-memory PGlite
 *   DATABASE_URL=postgres://... npx tsx scripts/bench-tenders.ts
 *                                                          # timing on PGlite and PostgreSQL, then
 *                                                          # the load test on PostgreSQL
 *   BENCH_SCALE=0.1 ...                                    # a tenth of the data, for quick checks
 *   BENCH_PARTS=load DATABASE_URL=... npx tsx scripts/bench-tenders.ts   # the load test only
 *                                                          # (parts: pglite, postgres, load)
 *
 * Data (at scale 1), seeded with set-based SQL (generate_series), ids derived from numbers
 * (md5(...)::uuid) so no lookups are needed: 50 categories; 50,000 tenders (1,000 a category, one
 * in ten a draft) with 10 items each; 20,000 Active suppliers (400 a category); 500,000 interests
 * (25 a supplier, in tenders of its category; Pending, Approved and Rejected in turn).
 *
 * Timing (app.inject, median of 20 after 20 warm-up runs): a supplier's GET /api/tenders/category/{name},
 * and the admin lists on their first and last pages: published (GET /api/tenders), drafts
 * (GET /api/tenders/drafts) and interested rows (GET /api/tenders/interested/rows). The published
 * and drafts lists belong to the tenders module; when it is not registered (404) they are skipped.
 *
 * Load (PostgreSQL): our server as a child process on 127.0.0.1; autocannon at 50 connections on
 * GET /api/health, a supplier's own GET /api/suppliers/profile and its GET
 * /api/tenders/category/{name}, with their requests/s as ratios to health's in the same run (goals
 * of issue 25: profile >= 0.4, list >= 0.35 with p99 < 25 ms). Every loop is bounded by a count or
 * a duration (BENCH_SECONDS). `BENCH_KEEP_DB=1` keeps the seeded database for a look;
 * `BENCH_PAGE_SIZE` sets the list's page in the load test (20 unless given).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { round, withScratchDatabase } from './support/bench-kit';
import {
  freePort,
  type LoadResult,
  loadGet,
  nextAddress,
  startServer,
  stopServer,
} from './support/server-process';
import {
  ADMIN_EMAIL,
  CATEGORY_NAME,
  INTEREST_COUNT,
  ITEMS_PER_TENDER,
  PASSWORD,
  SCALE,
  SEED_TIMEOUTS,
  SUPPLIER_COUNT,
  SUPPLIER_EMAIL,
  seed,
  TENDER_COUNT,
  TENDERS_PER_CATEGORY,
} from './support/tenders-seed';

// Warm-up covers every pooled connection preparing its statements (10 a process).
const WARM_UP_RUNS = 20;
const MEASURED_RUNS = 20;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** The load test's page of the supplier's list (20, the default): 1 tells a row's cost from a call's. */
const LOAD_PAGE_SIZE = Number(process.env.BENCH_PAGE_SIZE ?? 20);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'pglite,postgres,load').split(','));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

// ---------------------------------------------------------------------------------------------
// Timing through app.inject
// ---------------------------------------------------------------------------------------------

const supplierListPath = `/api/tenders/category/${encodeURIComponent(CATEGORY_NAME)}`;

async function timeLists(label: string, database: Database): Promise<void> {
  await database.migrate();
  console.log(`\n${label}:`);
  await seed(database);
  const app = await buildApp({
    config: { jwtSecret: randomBytes(32).toString('hex'), logLevel: 'silent', webDistDir: undefined },
    database,
    logger: false,
  });
  await app.ready();
  const token = async (email: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password: PASSWORD },
      remoteAddress: '10.2.0.1',
    });
    if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.body}`);
    return { authorization: `Bearer ${response.json().token as string}` };
  };
  const admin = await token(ADMIN_EMAIL);
  const supplier = await token(SUPPLIER_EMAIL);
  const publishedPerCategory = Math.round(TENDERS_PER_CATEGORY * 0.9);
  const lastPageOf = (total: number) => Math.max(1, Math.ceil(total / 20));
  const cases: { name: string; url: string; headers: Record<string, string> }[] = [
    { name: 'supplier list, first page', url: `${supplierListPath}?page=1&pageSize=20`, headers: supplier },
    {
      name: 'supplier list, last page',
      url: `${supplierListPath}?page=${lastPageOf(publishedPerCategory)}&pageSize=20`,
      headers: supplier,
    },
    {
      name: 'supplier list, search',
      url: `${supplierListPath}?q=substation%2012&pageSize=20`,
      headers: supplier,
    },
    { name: 'published, first page', url: '/api/tenders?page=1&pageSize=20', headers: admin },
    {
      name: 'published, last page',
      url: `/api/tenders?page=${lastPageOf(TENDER_COUNT * 0.9)}&pageSize=20`,
      headers: admin,
    },
    { name: 'drafts, first page', url: '/api/tenders/drafts?page=1&pageSize=20', headers: admin },
    {
      name: 'drafts, last page',
      url: `/api/tenders/drafts?page=${lastPageOf(TENDER_COUNT * 0.1)}&pageSize=20`,
      headers: admin,
    },
    {
      name: 'interested rows, first page',
      url: '/api/tenders/interested/rows?page=1&pageSize=20',
      headers: admin,
    },
    {
      name: 'interested rows, last page',
      url: `/api/tenders/interested/rows?page=${lastPageOf(INTEREST_COUNT)}&pageSize=20`,
      headers: admin,
    },
    { name: 'interested (grouped), first 20', url: '/api/tenders/interested?pageSize=20', headers: admin },
  ];
  const results: Record<string, { medianMs: number; maxMs: number; rows: number; total: number | string }> =
    {};
  for (const entry of cases) {
    const timings: number[] = [];
    let body: { data?: unknown; total?: number } = {};
    let skipped = false;
    for (let i = 0; i < WARM_UP_RUNS + MEASURED_RUNS; i++) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: entry.url,
        headers: entry.headers,
        remoteAddress: `10.1.${i}.1`,
      });
      const elapsed = performance.now() - started;
      if (response.statusCode === 404 && !entry.url.includes('/category/')) {
        skipped = true;
        break;
      }
      if (response.statusCode !== 200)
        throw new Error(`${entry.url}: ${response.statusCode} ${response.body}`);
      body = response.json();
      if (i >= WARM_UP_RUNS) timings.push(elapsed);
    }
    if (skipped) {
      console.log(`  ${entry.name}: 404 (route not on this branch), skipped`);
      continue;
    }
    const data = Array.isArray(body.data) ? body.data : ((body.data as { data?: unknown[] })?.data ?? []);
    results[entry.name] = {
      medianMs: round(median(timings)),
      maxMs: round(Math.max(...timings)),
      rows: data.length,
      total: body.total ?? '-',
    };
  }
  console.table(results);
  await app.close();
}

// ---------------------------------------------------------------------------------------------
// Load test over HTTP (PostgreSQL)
// ---------------------------------------------------------------------------------------------

/** The server under load (its CPU per request is reported beside its requests per second). */
let serverPid: number | undefined;

const load = (url: string, token: string | undefined, seconds: number): Promise<LoadResult> =>
  loadGet(url, { token, connections: CONNECTIONS, seconds, serverPid });

async function measure(url: string, token?: string): Promise<LoadResult> {
  await load(url, token, 2);
  const result = await load(url, token, SECONDS);
  if (result.failures > 0) throw new Error(`${url}: ${result.failures} failed requests`);
  return result;
}

async function logIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function loadTest(databaseUrl: string) {
  const database = openDatabase({ databaseUrl, dataDir: null, timeouts: SEED_TIMEOUTS });
  let child: ChildProcess | undefined;
  try {
    await database.migrate();
    console.log(`\nLoad test on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each:`);
    await seed(database);
    const port = await freePort();
    child = await startServer(
      {
        DATABASE_URL: databaseUrl,
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'silent',
        TRUST_PROXY: 'true',
      },
      port,
    );
    serverPid = child.pid;
    const base = `http://127.0.0.1:${port}`;
    const supplierToken = await logIn(base, SUPPLIER_EMAIL);
    const health = await measure(`${base}/api/health`);
    // For reference: the cheapest authenticated call (its own profile: the auth lookup and one row).
    const profile = await measure(`${base}/api/suppliers/profile`, supplierToken);
    const list = await measure(`${base}${supplierListPath}?page=1&pageSize=${LOAD_PAGE_SIZE}`, supplierToken);
    console.table({
      '/api/health': health,
      "supplier's profile (reference)": profile,
      "supplier's tenders, first page": list,
    });
    // Goals of issue 25 (decision 059), as ratios to /api/health measured in this same run.
    const ratio = round(list.rps / health.rps, 3);
    const profileRatio = round(profile.rps / health.rps, 3);
    console.table([
      { measure: 'supplier list p99 (ms)', value: list.p99, goal: '< 25', met: list.p99 < 25 },
      { measure: 'supplier list / health requests/s', value: ratio, goal: '>= 0.35', met: ratio >= 0.35 },
      {
        measure: "supplier's profile / health requests/s",
        value: profileRatio,
        goal: '>= 0.4',
        met: profileRatio >= 0.4,
      },
      {
        measure: 'supplier list / profile requests/s',
        value: round(list.rps / profile.rps, 3),
        goal: '-',
        met: '-',
      },
    ]);
  } finally {
    if (child) await stopServer(child);
    await database.close();
  }
}

async function main() {
  console.log(
    `BENCH_SCALE=${SCALE}: ${TENDER_COUNT} tenders, ${TENDER_COUNT * ITEMS_PER_TENDER} items, ${SUPPLIER_COUNT} suppliers, ${INTEREST_COUNT} interests`,
  );
  const baseUrl = process.env.DATABASE_URL;
  if (PARTS.has('pglite')) {
    const pglite = openDatabase({ dataDir: null });
    try {
      await timeLists('PGlite (in memory)', pglite);
    } finally {
      await pglite.close();
    }
  }
  if (PARTS.has('postgres')) {
    if (baseUrl) {
      await withScratchDatabase(baseUrl, 'tenders', async (databaseUrl) => {
        const database = openDatabase({ databaseUrl, dataDir: null, timeouts: SEED_TIMEOUTS });
        try {
          await timeLists('PostgreSQL', database);
        } finally {
          await database.close();
        }
      });
    }
  }
  if (PARTS.has('load')) {
    if (baseUrl) await withScratchDatabase(baseUrl, 'tenders', loadTest);
    else console.log('\nDATABASE_URL is not set: the load test (PostgreSQL) was skipped.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
