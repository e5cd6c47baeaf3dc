/**
 * The admin supplier lists under measurement.
 *
 *   npx tsx scripts/bench-suppliers.ts              # timing on a fresh in-memory PGlite
 *   DATABASE_URL=postgres://... npx tsx scripts/bench-suppliers.ts
 *                                                   # timing on PGlite and on PostgreSQL, then the
 *                                                   # load test on a fresh PostgreSQL database
 *   BENCH_PARTS=load DATABASE_URL=... npx tsx scripts/bench-suppliers.ts   # the load test only
 *
 * Timing: 20,000 suppliers, each list without and with a search, in every sort, plus a deep page,
 * through app.inject; the median of several runs after warm-up.
 *
 * Load test (PostgreSQL): our server and a plain Express 5 + pg server doing the same SQL
 * (`scripts/bench-express-baseline.ts`) run as child processes on 127.0.0.1 against the same
 * database; autocannon drives each at 50 connections. It reports requests/s of /api/health and of
 * the active list's first page on both, their ratios; then at 100,000 suppliers /api/health again,
 * the first, middle and last page, a narrow search, a search matching a tenth of the suppliers and
 * its middle page (with their ratios to health; goals of issue 25: p99 < 50 ms); then the logged-in
 * p99 at 200 requests/s while 10 logins run at once. `BENCH_KEEP_DB=1` keeps the database.
 * Every loop is bounded by a count or a duration (BENCH_SECONDS per measurement, default 8).
 *
 * Suppliers are seeded in batches straight into the tables (registration hashes every password,
 * which would only measure scrypt).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { SupplierListSort } from '@tenderdesk/domain/supplier-list';
import { SUPPLIER_LIST_SORTS } from '@tenderdesk/domain/supplier-list';
import { buildApp } from '../apps/server/src/app';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { accountEmails, admins } from '../apps/server/src/db/schema/accounts';
import { categories, subCategories } from '../apps/server/src/db/schema/catalogue';
import { suppliers } from '../apps/server/src/db/schema/suppliers';
import { hashPassword } from '../apps/server/src/security/passwords';
import { withScratchDatabase } from './support/bench-kit';
import {
  freePort,
  type LoadResult,
  loadGet,
  nextAddress,
  startServer,
  stopServer,
} from './support/server-process';

const SUPPLIER_COUNT = 20_000;
const LARGE_SUPPLIER_COUNT = 100_000;
const BATCH_SIZE = 1_000;
const WARM_UP_RUNS = 2;
const MEASURED_RUNS = 10;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENT_LOGINS = 10;
const LOGGED_IN_RATE = 200;
const PARTS = new Set((process.env.BENCH_PARTS ?? 'timing,load').split(','));
const STATUSES = ['Pending', 'Active', 'Inactive'] as const;
const LISTS = [
  { path: '/api/suppliers/view', status: 'Pending' },
  { path: '/api/suppliers/active', status: 'Active' },
  { path: '/api/suppliers/inactive', status: 'Inactive' },
] as const;
const WORDS = [
  'Acme',
  'Bharat',
  'Coastal',
  'Delta',
  'Eastern',
  'Fortune',
  'Global',
  'Horizon',
  'Indus',
  'Jupiter',
];
const KINDS = ['Traders', 'Industries', 'Engineering', 'Supplies', 'Electricals', 'Logistics'];
const PASSWORD = 'bench-password-1';
const ADMIN_EMAIL = 'bench@tenderdesk.test';

type Fixtures = { categoryId: string; subCategoryId: string; passwordHash: string };

/** The category, sub-category and admin every supplier and request needs. */
async function seedFixtures(database: Database): Promise<Fixtures> {
  const { db } = database;
  const [category] = await db.insert(categories).values({ name: 'Electrical' }).returning();
  if (!category) throw new Error('no category');
  const [subCategory] = await db
    .insert(subCategories)
    .values({ name: 'Cables', categoryId: category.id })
    .returning();
  if (!subCategory) throw new Error('no sub-category');
  const passwordHash = await hashPassword(PASSWORD);
  const adminId = randomUUID();
  await db.insert(accountEmails).values({ email: ADMIN_EMAIL, accountKind: 'admin', accountId: adminId });
  await db
    .insert(admins)
    .values({ id: adminId, username: 'bench', email: ADMIN_EMAIL, passwordHash, role: 'admin' });
  return { categoryId: category.id, subCategoryId: subCategory.id, passwordHash };
}

/** Suppliers number `from` to `to - 1`, a third in each status, one a minute from 2023. */
async function seedSuppliers(
  database: Database,
  fixtures: Fixtures,
  from: number,
  to: number,
): Promise<void> {
  const { db } = database;
  const start = Date.UTC(2023, 0, 1);
  for (let offset = from; offset < to; offset += BATCH_SIZE) {
    const rows = Array.from({ length: Math.min(BATCH_SIZE, to - offset) }, (_, i) => {
      const n = offset + i;
      const name = `${WORDS[n % WORDS.length]} ${KINDS[Math.floor(n / WORDS.length) % KINDS.length]} ${n}`;
      return {
        id: randomUUID(),
        companyName: name,
        address: `${n} Market Road`,
        postalCode: '560001',
        country: 'India',
        state: 'Karnataka',
        city: 'Bengaluru',
        telephone: '+91 80 1234 5678',
        emailAddress: `supplier${n}@${WORDS[(n * 7) % WORDS.length]?.toLowerCase()}.example`,
        passwordHash: fixtures.passwordHash,
        firstName: 'Asha',
        lastName: 'Rao',
        designation: 'Sales',
        contactEmailAddress: `contact${n}@example.in`,
        mobile: '+91 98765 43210',
        categoryId: fixtures.categoryId,
        subCategoryId: fixtures.subCategoryId,
        status: STATUSES[n % STATUSES.length],
        createdAt: new Date(start + n * 60_000),
      };
    });
    await db.transaction(async (tx) => {
      await tx
        .insert(accountEmails)
        .values(rows.map((row) => ({ email: row.emailAddress, accountKind: 'supplier', accountId: row.id })));
      await tx.insert(suppliers).values(rows);
    });
  }
  // Fresh statistics and visibility map, as autovacuum would leave them on a live server.
  await db.execute(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

// ---------------------------------------------------------------------------------------------
// Timing through app.inject
// ---------------------------------------------------------------------------------------------

type Row = { list: string; query: string; sort: string; medianMs: number; total: number; rows: number };

async function timeLists(label: string, database: Database): Promise<void> {
  await database.migrate();
  const seedStart = performance.now();
  await seedSuppliers(database, await seedFixtures(database), 0, SUPPLIER_COUNT);
  console.log(
    `\n${label}: seeded ${SUPPLIER_COUNT} suppliers in ${Math.round(performance.now() - seedStart)} ms`,
  );

  const app = await buildApp({
    config: { jwtSecret: randomBytes(32).toString('hex'), logLevel: 'silent', webDistDir: undefined },
    database,
    logger: false,
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: ADMIN_EMAIL, password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().token as string}` };

  const cases: { list: string; query: string; sort: SupplierListSort; page?: number }[] = [];
  for (const list of LISTS) {
    for (const query of ['', 'acme', 'horizon.example']) {
      for (const sort of SUPPLIER_LIST_SORTS) cases.push({ list: list.path, query, sort });
    }
    // The last page of the unfiltered list: the largest offset an admin can reach.
    cases.push({ list: list.path, query: '', sort: 'companyName', page: Math.ceil(SUPPLIER_COUNT / 3 / 20) });
  }

  const results: Row[] = [];
  for (const entry of cases) {
    const params = new URLSearchParams({ sort: entry.sort, pageSize: '20', page: String(entry.page ?? 1) });
    if (entry.query) params.set('q', entry.query);
    const url = `${entry.list}?${params}`;
    const timings: number[] = [];
    let body: { total: number; data: unknown[] } = { total: 0, data: [] };
    for (let i = 0; i < WARM_UP_RUNS + MEASURED_RUNS; i++) {
      // A new address each time keeps the coarse per-address rate limit out of the measurement.
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url,
        headers,
        remoteAddress: `10.1.${i}.1`,
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      body = response.json();
      if (i >= WARM_UP_RUNS) timings.push(elapsed);
    }
    results.push({
      list: entry.list.replace('/api/suppliers/', ''),
      query: entry.query ? `q=${entry.query}` : entry.page ? `page=${entry.page}` : '-',
      sort: entry.sort,
      medianMs: round(median(timings)),
      total: body.total,
      rows: body.data.length,
    });
  }
  console.table(results);
  const all = results.map((row) => row.medianMs);
  console.log(`${label}: median of medians ${median(all)} ms, slowest ${Math.max(...all)} ms`);
  await app.close();
}

// ---------------------------------------------------------------------------------------------
// Load test over HTTP
// ---------------------------------------------------------------------------------------------

type LoadOptions = { token?: string; connections?: number; seconds?: number; overallRate?: number };
const load = (url: string, options: LoadOptions): Promise<LoadResult> =>
  loadGet(url, {
    ...options,
    connections: options.connections ?? CONNECTIONS,
    seconds: options.seconds ?? SECONDS,
  });

/** A short warm-up, then the measurement. */
async function measure(url: string, options: Parameters<typeof load>[1] = {}): Promise<LoadResult> {
  await load(url, { ...options, seconds: 2 });
  const result = await load(url, options);
  if (result.failures > 0) throw new Error(`${url}: ${result.failures} failed requests`);
  return result;
}

/** Median and p99 of one request at a time (no queueing), after a warm-up. */
async function latency(url: string, token: string, runs = 60): Promise<{ medianMs: number; p99Ms: number }> {
  const timings: number[] = [];
  for (let i = 0; i < runs + 10; i++) {
    const started = performance.now();
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextAddress() },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (i >= 10) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return {
    medianMs: round(median(timings), 2),
    p99Ms: round(timings[Math.ceil(timings.length * 0.99) - 1] ?? 0, 2),
  };
}

async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function loadTest(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const database = openDatabase({ databaseUrl, dataDir: null });
  const children: ChildProcess[] = [];
  try {
    await database.migrate();
    const fixtures = await seedFixtures(database);
    await seedSuppliers(database, fixtures, 0, SUPPLIER_COUNT);
    console.log(
      `\nLoad test on PostgreSQL (${url.host}), ${SUPPLIER_COUNT} suppliers, ${CONNECTIONS} connections, ${SECONDS} s each`,
    );

    const jwtSecret = randomBytes(32).toString('hex');
    const env = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'true',
    };
    const oursPort = await freePort();
    children.push(await startServer(env, oursPort, { label: 'our server' }));
    const expressPort = await freePort();
    children.push(
      await startServer(env, expressPort, {
        label: 'express baseline',
        script: 'scripts/bench-express-baseline.ts',
      }),
    );
    const ours = `http://127.0.0.1:${oursPort}`;
    const plain = `http://127.0.0.1:${expressPort}`;
    const token = await logIn(ours);
    const firstPage = '/api/suppliers/active?page=1&pageSize=20&sort=-createdAt';

    const health = await measure(`${ours}/api/health`);
    const oursList = await measure(`${ours}${firstPage}`, { token });
    const plainList = await measure(`${plain}${firstPage}`, { token });
    console.table({
      'our /api/health': health,
      'our list, first page': oursList,
      'Express + pg list, first page': plainList,
    });
    const vsExpress = round(oursList.rps / plainList.rps, 2);
    const vsHealth = round(oursList.rps / health.rps, 3);

    // 100,000 suppliers: first and last page, and searches.
    await seedSuppliers(database, fixtures, SUPPLIER_COUNT, LARGE_SUPPLIER_COUNT);
    const lastPage = Math.ceil(LARGE_SUPPLIER_COUNT / 3 / 20);
    const searchMiddle = Math.ceil(LARGE_SUPPLIER_COUNT / 10 / 3 / 20 / 2);
    const largeCases = {
      'first page': `/api/suppliers/active?page=1&pageSize=20&sort=companyName`,
      [`last page (${lastPage})`]: `/api/suppliers/active?page=${lastPage}&pageSize=20&sort=companyName`,
      'middle page': `/api/suppliers/active?page=${Math.ceil(lastPage / 2)}&pageSize=20&sort=companyName`,
      'search q=77777 (narrow)': `/api/suppliers/active?q=77777&pageSize=20&sort=companyName`,
      'search q=horizon.example (10%)': `/api/suppliers/active?q=horizon.example&pageSize=20&sort=companyName`,
      // The middle page of that search (a tenth of the suppliers, a third of them active).
      [`search q=horizon.example, page ${searchMiddle}`]: `/api/suppliers/active?q=horizon.example&page=${searchMiddle}&pageSize=20&sort=companyName`,
    };
    type LargeRow = LoadResult & {
      medianMs?: number;
      p99Ms?: number;
      plainMedianMs?: number;
      vsHealth?: number;
    };
    // Health again, in this part of the run: the ratios below are to it (the machine is shared).
    const largeHealth = await measure(`${ours}/api/health`);
    const large: Record<string, LargeRow> = { '/api/health': largeHealth };
    for (const [label, path] of Object.entries(largeCases)) {
      const single = await latency(`${ours}${path}`, token);
      const baseline = await latency(`${plain}${path}`, token);
      const loaded = await measure(`${ours}${path}`, { token });
      large[label] = {
        ...single,
        plainMedianMs: baseline.medianMs,
        ...loaded,
        vsHealth: round(loaded.rps / largeHealth.rps, 3),
      };
    }
    console.log(
      `\nAt ${LARGE_SUPPLIER_COUNT} suppliers (one request at a time: median, p99; then ${CONNECTIONS} connections):`,
    );
    console.table(large);
    const first = large['first page'];
    const last = large[`last page (${lastPage})`];
    const lastVsFirst =
      first?.medianMs && last?.medianMs ? round(last.medianMs / first.medianMs, 2) : Number.NaN;
    const p99Of = (label: string) => large[label]?.p99 ?? Number.NaN;
    const searchP99 = p99Of('search q=horizon.example (10%)');
    const middleP99 = p99Of('middle page');
    const searchMiddleP99 = p99Of(`search q=horizon.example, page ${searchMiddle}`);

    // Logged-in calls at a steady rate while 10 logins run at once, against the same calls alone.
    const steady = { token, connections: 10, overallRate: LOGGED_IN_RATE };
    const alone = await measure(`${ours}${firstPage}`, steady);
    let stop = false;
    let logins = 0;
    const loginLoops = Array.from({ length: CONCURRENT_LOGINS }, async () => {
      while (!stop) {
        await logIn(ours);
        logins++;
      }
    });
    let during: LoadResult;
    try {
      during = await measure(`${ours}${firstPage}`, steady);
    } finally {
      stop = true;
      await Promise.all(loginLoops);
    }
    console.log(`\nLogged-in list calls at ${LOGGED_IN_RATE}/s (10 connections):`);
    console.table({ alone, [`during ${CONCURRENT_LOGINS} concurrent logins`]: during });
    console.log(`logins completed meanwhile: ${logins} (${round(logins / (SECONDS + 2), 1)}/s)`);

    const goals = [
      [`ours / Express + pg requests/s`, vsExpress, '>= 1.5', vsExpress >= 1.5],
      [`our list / our health requests/s`, vsHealth, '>= 0.25', vsHealth >= 0.25],
      [`last / first page at ${LARGE_SUPPLIER_COUNT} (median)`, lastVsFirst, '<= 1.5', lastVsFirst <= 1.5],
      // Issue 25 (decision 059): at 50 connections.
      ['10 % search, first page p99 (ms)', searchP99, '< 50', searchP99 < 50],
      ['middle page p99 (ms)', middleP99, '< 50', middleP99 < 50],
      [`10 % search, page ${searchMiddle} p99 (ms)`, searchMiddleP99, '< 50', searchMiddleP99 < 50],
      [`logged-in p99 during logins (ms)`, during.p99, '< 50', during.p99 < 50],
      [
        `logged-in requests/s during logins`,
        during.rps,
        `~${LOGGED_IN_RATE}`,
        during.rps >= LOGGED_IN_RATE * 0.95,
      ],
    ] as const;
    console.log('\nGoals:');
    console.table(goals.map(([measure, value, goal, met]) => ({ measure, value, goal, met })));
  } finally {
    await Promise.all(children.map(stopServer));
    await database.close();
  }
}

async function main() {
  const baseUrl = process.env.DATABASE_URL;
  if (PARTS.has('timing')) {
    const pglite = openDatabase({ dataDir: null });
    try {
      await timeLists('PGlite (in memory)', pglite);
    } finally {
      await pglite.close();
    }
    if (baseUrl) {
      await withScratchDatabase(baseUrl, 'suppliers', async (databaseUrl) => {
        const database = openDatabase({ databaseUrl, dataDir: null });
        try {
          await timeLists(`PostgreSQL (${new URL(databaseUrl).host})`, database);
        } finally {
          await database.close();
        }
      });
    }
  }
  if (PARTS.has('load')) {
    if (baseUrl) await withScratchDatabase(baseUrl, 'suppliers', loadTest);
    else console.log('\nDATABASE_URL is not set: the load test (PostgreSQL) was skipped.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
