/**
 * Quotations under measurement (issue 10 item 6; extends the tenders benchmark, bench-tenders.ts).
 *
 *   npx tsx scripts/bench-quotations.ts                    # PGlite (a server process on a temp DATA_DIR)
 *   DATABASE_URL=postgres://... npx tsx scripts/bench-quotations.ts
 *                                                          # PGlite, then PostgreSQL (a scratch database)
 *   BENCH_PARTS=postgres ...                               # one database only (pglite, postgres)
 *
 * Each database gets the real server as a child process on 127.0.0.1 (scripts/support/server-process.ts)
 * and is driven over HTTP, as a browser would:
 *
 * 1. The big comparison: a tender with 200 items, 30 approved suppliers each sending a quotation
 *    through the API (about 190 of the 200 items priced, plus an added line of their own), one
 *    award and margins on 50 lines. Timed, sequentially, 20 warm-up then 100 measured requests:
 *    GET /api/tenders/{id}/comparison, GET /api/tenders/{id}/selected-quotation and
 *    GET /api/tenders/{id}/quotations, with p50 and p99, the JSON size and its size on the wire
 *    (brotli or gzip, as a browser accepts).
 * 2. The submission burst: 1,000 quotations from 50 concurrent suppliers (each approved for 20
 *    tenders of 10 items, sending its 20 quotations one after another, all 50 at once), with p50 and
 *    p99 of POST /api/suppliers/{tenderId}/supplier/{supplierId}/quotation and the wall time;
 *    then a check that exactly 1,000 quotations are stored.
 *
 * Every loop is bounded by a count. Logins come from rotating forwarded addresses (TRUST_PROXY=true),
 * so the per-address limits stay out of the figures as they would with real clients.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { interests } from '../apps/server/src/db/schema/tenders';
import { insertAdmin, insertCategoryPair, insertSupplier } from '../apps/server/src/test/accounts';
import { createTenderRow } from '../apps/server/src/test/tenders';
import { percentile, round } from './support/bench-kit';
import { freePort, nextAddress, startServer, stopServer } from './support/server-process';

const PARTS = new Set((process.env.BENCH_PARTS ?? 'pglite,postgres').split(','));
const PASSWORD = 'bench-password-1';
const ADMIN_EMAIL = 'bench-admin@bench.test';
const BIG_ITEMS = 200;
const BIG_SUPPLIERS = 30;
const BURST_SUPPLIERS = 50;
const BURST_TENDERS = 20;
const BURST_ITEMS = 10;
const WARM_UP = 20;
const MEASURED = 100;
const SEED_TIMEOUTS = { connectMs: 5_000, statementMs: 600_000 };

const summary = (timings: number[]) => ({
  requests: timings.length,
  p50Ms: round(percentile(timings, 50)),
  p99Ms: round(percentile(timings, 99)),
  maxMs: round(Math.max(...timings)),
});

type Seeded = {
  bigTender: string;
  bigSuppliers: { id: string; email: string }[];
  burstTenders: string[];
  burstSuppliers: { id: string; email: string }[];
};

/** Accounts, tenders and approved interests, inserted directly (the calls under test are not these). */
async function seed(database: Database): Promise<Seeded> {
  await database.migrate();
  await insertAdmin(database, {
    username: 'bench',
    email: ADMIN_EMAIL,
    password: PASSWORD,
    role: 'admin',
    permissions: [],
  });
  const category = await insertCategoryPair(database, 'Bench Electrical', 'Bench Cables');
  const supplier = async (prefix: string, n: number) => {
    const email = `${prefix}-${n}@bench.test`;
    const id = await insertSupplier(database, {
      email,
      password: PASSWORD,
      companyName: `${prefix === 'big' ? 'Comparison' : 'Burst'} Supplier ${String(n).padStart(2, '0')}`,
      ...category,
    });
    return { id, email };
  };
  const bigSuppliers = [];
  for (let n = 0; n < BIG_SUPPLIERS; n++) bigSuppliers.push(await supplier('big', n));
  const burstSuppliers = [];
  for (let n = 0; n < BURST_SUPPLIERS; n++) burstSuppliers.push(await supplier('burst', n));
  const bigTender = await createTenderRow(database.db, {
    categoryId: category.categoryId,
    projectCode: 'BENCH-BIG',
    projectName: 'Substation equipment (200 items)',
    items: BIG_ITEMS,
  });
  const burstTenders = [];
  for (let n = 0; n < BURST_TENDERS; n++) {
    burstTenders.push(
      await createTenderRow(database.db, {
        categoryId: category.categoryId,
        projectCode: `BENCH-BURST-${n}`,
        items: BURST_ITEMS,
      }),
    );
  }
  const approved = (tenderId: string, supplierId: string) => ({
    tenderId,
    supplierId,
    status: 'Approved' as const,
    decidedAt: new Date(),
  });
  await database.db.insert(interests).values(bigSuppliers.map((s) => approved(bigTender, s.id)));
  for (const tenderId of burstTenders) {
    await database.db.insert(interests).values(burstSuppliers.map((s) => approved(tenderId, s.id)));
  }
  return { bigTender, bigSuppliers, burstTenders, burstSuppliers };
}

type Client = { base: string; headers: Record<string, string> };

async function logIn(base: string, email: string): Promise<Client> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { base, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
}

async function call(client: Client, method: string, url: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(`${client.base}${url}`, {
    method,
    headers: { ...client.headers, 'x-forwarded-for': nextAddress() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return { elapsed, json: JSON.parse(text) as unknown };
}

/** A quotation for `items` tender items (codes IT-1...), priced by supplier `n`; a few left unquoted. */
function quotationFor(items: number, n: number, skipEvery = 0) {
  const lines = [];
  for (let i = 1; i <= items; i++) {
    if (skipEvery > 0 && (i + n) % skipEvery === 0) continue;
    const paise = 10_000 + ((i * 7919 + n * 104_729) % 900_000);
    lines.push({
      itemCode: `IT-${i}`,
      itemName: `Item ${i}`,
      partNo: `P-${i}`,
      manufacturer: 'Acme',
      uom: 'pcs',
      qty: (1 + (i % 9) + (i % 4) * 0.25).toFixed(2),
      unitPrice: (paise / 100).toFixed(2),
      gstRate: [0, 5, 12, 18, 28][i % 5],
    });
  }
  if (skipEvery > 0) {
    lines.push({ itemCode: `EXTRA-${n}`, itemName: 'Freight', qty: '1', unitPrice: '2500.00', gstRate: 18 });
  }
  return JSON.stringify({ items: lines, notes: `Bench quotation ${n}`, deliveryDays: 30 + n });
}

/** The bytes on the wire of one GET from a client that accepts brotli or gzip (as browsers do). */
function wireBytes(client: Client, url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(
      `${client.base}${url}`,
      { headers: { ...client.headers, 'accept-encoding': 'br, gzip', 'x-forwarded-for': nextAddress() } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'none') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

async function timeGets(client: Client, cases: Record<string, string>) {
  const results: Record<string, ReturnType<typeof summary> & { bytes: number; wireBytes: string }> = {};
  for (const [name, url] of Object.entries(cases)) {
    const timings: number[] = [];
    let bytes = 0;
    for (let i = 0; i < WARM_UP + MEASURED; i++) {
      const { elapsed, json } = await call(client, 'GET', url);
      if (i >= WARM_UP) timings.push(elapsed);
      bytes = JSON.stringify(json).length;
    }
    const wire = await wireBytes(client, url);
    results[name] = { ...summary(timings), bytes, wireBytes: `${wire.bytes} (${wire.encoding})` };
  }
  return results;
}

async function run(label: string, env: Record<string, string>, seeded: Seeded) {
  const port = await freePort();
  let child: ChildProcess | undefined;
  try {
    child = await startServer(
      { ...env, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent', TRUST_PROXY: 'true' },
      port,
    );
    const base = `http://127.0.0.1:${port}`;
    const admin = await logIn(base, ADMIN_EMAIL);
    console.log(`\n${label}`);

    // 1. The big comparison.
    let started = performance.now();
    for (const [n, supplier] of seeded.bigSuppliers.entries()) {
      const client = await logIn(base, supplier.email);
      await call(client, 'POST', `/api/suppliers/${seeded.bigTender}/supplier/${supplier.id}/quotation`, {
        quotation: quotationFor(BIG_ITEMS, n, 20),
      });
    }
    const quotations = (await call(admin, 'GET', `/api/tenders/${seeded.bigTender}/quotations`)).json as {
      data: { _id: string }[];
    };
    const chosen = quotations.data[0];
    if (!chosen || quotations.data.length !== BIG_SUPPLIERS)
      throw new Error('the 30 quotations are not all there');
    await call(admin, 'PUT', `/api/tenders/${seeded.bigTender}/quotation/${chosen._id}/select`, {});
    const selected = (await call(admin, 'GET', `/api/tenders/${seeded.bigTender}/selected-quotation`))
      .json as {
      data: { items: { itemCode: string; lineId: string }[] };
    };
    for (const [i, item] of selected.data.items.slice(0, 50).entries()) {
      await call(admin, 'POST', `/api/tenders/${seeded.bigTender}/update-margin`, {
        itemCode: item.itemCode,
        lineId: item.lineId,
        marginType: i % 2 ? 'Fixed Amount' : 'Percentage',
        marginValue: i % 2 ? '125.50' : '7.5',
      });
    }
    console.log(
      `  setup: ${BIG_SUPPLIERS} quotations of ~${BIG_ITEMS} lines, an award and 50 margins in ${Math.round(performance.now() - started)} ms`,
    );
    const big = await timeGets(admin, {
      [`comparison (${BIG_ITEMS} items x ${BIG_SUPPLIERS} suppliers)`]: `/api/tenders/${seeded.bigTender}/comparison`,
      'selected quotation (with margins)': `/api/tenders/${seeded.bigTender}/selected-quotation`,
      "tender's quotations (spec list)": `/api/tenders/${seeded.bigTender}/quotations`,
    });
    console.table(big);

    // 2. The submission burst: 50 suppliers at once, 20 quotations each.
    const clients = [];
    for (const supplier of seeded.burstSuppliers)
      clients.push({ supplier, client: await logIn(base, supplier.email) });
    const timings: number[] = [];
    started = performance.now();
    await Promise.all(
      clients.map(async ({ supplier, client }, n) => {
        for (const tenderId of seeded.burstTenders) {
          const { elapsed } = await call(
            client,
            'POST',
            `/api/suppliers/${tenderId}/supplier/${supplier.id}/quotation`,
            {
              quotation: quotationFor(BURST_ITEMS, n),
            },
          );
          timings.push(elapsed);
        }
      }),
    );
    const wall = performance.now() - started;
    const stored = (await call(admin, 'GET', '/api/tenders/quotations?page=1&pageSize=200')).json as {
      data: unknown[];
    };
    console.table({
      [`${timings.length} quotations, ${BURST_SUPPLIERS} concurrent suppliers`]: {
        ...summary(timings),
        wallMs: Math.round(wall),
        perSecond: round((timings.length / wall) * 1000),
      },
    });
    return { big, burst: summary(timings), stored: stored.data.length };
  } finally {
    if (child) await stopServer(child);
  }
}

async function countQuotations(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from quotations`);
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  return Number((rows[0] as { n: number } | undefined)?.n ?? -1);
}

async function main() {
  const expected = BIG_SUPPLIERS + BURST_SUPPLIERS * BURST_TENDERS;
  // The server processes inherit this environment: each run names its own database.
  const baseUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  if (PARTS.has('pglite')) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tenderdesk-bench-quotations-'));
    try {
      const database = openDatabase({ dataDir });
      const seeded = await seed(database);
      await database.close();
      await run('PGlite (server process, DATA_DIR on disk)', { DATA_DIR: dataDir }, seeded);
      const check = openDatabase({ dataDir });
      console.log(`  stored quotations: ${await countQuotations(check)} (expected ${expected})`);
      await check.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (PARTS.has('postgres')) {
    if (!baseUrl) {
      console.log('\nDATABASE_URL is not set: PostgreSQL was skipped.');
      return;
    }
    const name = `td_bench_quotations_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const server = postgres(baseUrl, { max: 1, onnotice: () => {} });
    await server.unsafe(`create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    try {
      const database = openDatabase({ databaseUrl: url.toString(), dataDir: null, timeouts: SEED_TIMEOUTS });
      try {
        const seeded = await seed(database);
        await run('PostgreSQL (server process)', { DATABASE_URL: url.toString() }, seeded);
        console.log(`  stored quotations: ${await countQuotations(database)} (expected ${expected})`);
      } finally {
        await database.close();
      }
    } finally {
      await server.unsafe(`drop database if exists ${name} with (force)`);
      await server.end();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
