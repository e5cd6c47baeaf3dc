/**
 * The closing-hour rush (issue 25 item 2).
 *
 *   DATABASE_URL=postgres://... npx tsx scripts/bench-closing-rush.ts     # PostgreSQL, two instances
 *   npx tsx scripts/bench-closing-rush.ts                                 # PGlite, one instance
 *   BENCH_BIDDERS=500 BENCH_WINDOW_SECONDS=60 ...                         # a smaller or shorter rush
 *
 * BENCH_BIDDERS approved suppliers (default 2,000) each send a quotation of 50 priced lines for one
 * open tender at a random moment of a window of BENCH_WINDOW_SECONDS (default 300: the last five
 * minutes before closing), then revise it (new prices) a random 5-60 s later, still inside the
 * window. Meanwhile BENCH_BROWSERS more suppliers (default 200) each read their tender list (GET
 * /api/tenders/category/{name}, 40 open tenders in it) every 2 s. On PostgreSQL two server
 * processes share the database and the clients alternate between them on every request; on PGlite
 * one process serves all. Accounts, tenders and approved interests are inserted straight into the
 * tables and the suppliers' tokens are signed with the servers' secret (a login hashes a password:
 * 2,200 of them would measure scrypt, not the rush); every measured call is real HTTP.
 *
 * Reports: sends and revisions (p50, p99, max, failures by status), the list (p50, p99, max), and
 * the stored result checked in the database: one quotation per bidder, each with 50 lines at the
 * revised prices and one kept revision.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { accountEmails } from '../apps/server/src/db/schema/accounts';
import { suppliers } from '../apps/server/src/db/schema/suppliers';
import { interests } from '../apps/server/src/db/schema/tenders';
import { hashPassword } from '../apps/server/src/security/passwords';
import { createTokenService } from '../apps/server/src/security/tokens';
import { insertCategoryPair, SAMPLE_SUPPLIER } from '../apps/server/src/test/accounts';
import { createTenderRow } from '../apps/server/src/test/tenders';
import { percentile, round, withScratchDatabase } from './support/bench-kit';
import { freePort, nextAddress, startServer, stopServer } from './support/server-process';

const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 2_000);
const BROWSERS = Number(process.env.BENCH_BROWSERS ?? 200);
const WINDOW_SECONDS = Number(process.env.BENCH_WINDOW_SECONDS ?? 300);
const LINES = 50;
const OPEN_TENDERS = 40;
const BROWSE_EVERY_MS = 2_000;
const CATEGORY = 'Rush Electrical';
const SEED_TIMEOUTS = { connectMs: 5_000, statementMs: 600_000 };

type Seeded = { tenderId: string; bidders: string[]; browsers: string[] };

/** Suppliers in batches straight into the tables, all with one password hash. */
async function insertSuppliers(
  database: Database,
  prefix: string,
  count: number,
  category: { categoryId: string; subCategoryId: string },
) {
  const hash = await hashPassword(randomBytes(12).toString('hex'));
  const ids: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => {
      const email = `${prefix}-${start + i}@rush.test`;
      return { id: randomUUID(), email };
    });
    await database.db
      .insert(accountEmails)
      .values(batch.map(({ id, email }) => ({ email, accountKind: 'supplier' as const, accountId: id })));
    await database.db.insert(suppliers).values(
      batch.map(({ id, email }, i) => ({
        id,
        ...SAMPLE_SUPPLIER,
        companyName: `${prefix === 'bidder' ? 'Bidder' : 'Reader'} ${start + i} Pvt Ltd`,
        emailAddress: email,
        passwordHash: hash,
        contactEmailAddress: email,
        ...category,
        status: 'Active' as const,
      })),
    );
    ids.push(...batch.map(({ id }) => id));
  }
  return ids;
}

async function seed(database: Database): Promise<Seeded> {
  await database.migrate();
  const category = await insertCategoryPair(database, CATEGORY, 'Rush Cables');
  const bidders = await insertSuppliers(database, 'bidder', BIDDERS, category);
  const browsers = await insertSuppliers(database, 'reader', BROWSERS, category);
  const tenderId = await createTenderRow(database.db, {
    categoryId: category.categoryId,
    projectCode: 'RUSH-1',
    projectName: 'Distribution transformers, rate contract',
    items: LINES,
  });
  for (let n = 1; n < OPEN_TENDERS; n++) {
    await createTenderRow(database.db, {
      categoryId: category.categoryId,
      projectCode: `RUSH-OTHER-${n}`,
      items: 5,
    });
  }
  for (let start = 0; start < bidders.length; start += 500) {
    await database.db.insert(interests).values(
      bidders.slice(start, start + 500).map((supplierId) => ({
        tenderId,
        supplierId,
        status: 'Approved' as const,
        decidedAt: new Date(),
      })),
    );
  }
  return { tenderId, bidders, browsers };
}

/** A 50-line quotation by bidder `n`; `round_` 1 re-prices every line (the revision). */
function quotationFor(n: number, round_: number) {
  const items = Array.from({ length: LINES }, (_, i) => ({
    itemCode: `IT-${i + 1}`,
    itemName: `Item ${i + 1}`,
    partNo: `P-${i + 1}`,
    manufacturer: 'Acme',
    uom: 'pcs',
    qty: '12.50',
    unitPrice: (1_000 + ((i * 37 + n * 101) % 900) + round_ * 0.5 + n / 1000).toFixed(2),
    gstRate: [5, 12, 18, 28][i % 4],
  }));
  return JSON.stringify({ items, notes: `Rush quotation ${n}`, deliveryDays: 30 });
}

type Timed = { timings: number[]; failures: Map<string, number> };
const timed = (): Timed => ({ timings: [], failures: new Map() });

async function request(
  bases: string[],
  counter: { n: number },
  token: string,
  method: string,
  url: string,
  tally: Timed,
  body?: string,
) {
  const base = bases[counter.n++ % bases.length] as string;
  const started = performance.now();
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': nextAddress(),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body,
    });
    const text = await response.text();
    if (response.ok) {
      tally.timings.push(performance.now() - started);
      return JSON.parse(text) as { data?: { _id?: string } };
    }
    const key = `${response.status} ${text.slice(0, 80)}`;
    tally.failures.set(key, (tally.failures.get(key) ?? 0) + 1);
  } catch (error) {
    const key = String((error as Error).message);
    tally.failures.set(key, (tally.failures.get(key) ?? 0) + 1);
  }
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function rush(bases: string[], seeded: Seeded, tokens: Map<string, string>) {
  const sends = timed();
  const revisions = timed();
  const lists = timed();
  const counter = { n: 0 };
  const windowMs = WINDOW_SECONDS * 1000;
  const started = performance.now();
  const listPath = `/api/tenders/category/${encodeURIComponent(CATEGORY)}?page=1&pageSize=20`;
  // The revision follows 5-60 s after the send (less in a short window), both inside the window.
  const reviseMax = Math.min(60_000, windowMs / 4);
  const bidder = async (supplierId: string, n: number) => {
    const sendAt = Math.random() * (windowMs - reviseMax);
    await sleep(sendAt - (performance.now() - started));
    const token = tokens.get(supplierId) as string;
    const sent = await request(
      bases,
      counter,
      token,
      'POST',
      `/api/suppliers/${seeded.tenderId}/supplier/${supplierId}/quotation`,
      sends,
      JSON.stringify({ quotation: quotationFor(n, 0) }),
    );
    const quotationId = sent?.data?._id;
    if (!quotationId) return;
    await sleep(reviseMax / 12 + (Math.random() * (reviseMax * 11)) / 12);
    await request(
      bases,
      counter,
      token,
      'PUT',
      `/api/tenders/${seeded.tenderId}/supplier/${supplierId}/quotation/${quotationId}`,
      revisions,
      JSON.stringify({ quotation: quotationFor(n, 1) }),
    );
  };
  const browser = async (supplierId: string) => {
    const token = tokens.get(supplierId) as string;
    await sleep(Math.random() * BROWSE_EVERY_MS);
    while (performance.now() - started < windowMs) {
      const at = performance.now();
      await request(bases, counter, token, 'GET', listPath, lists);
      await sleep(BROWSE_EVERY_MS - (performance.now() - at));
    }
  };
  await Promise.all([...seeded.bidders.map(bidder), ...seeded.browsers.map(browser)]);
  return { sends, revisions, lists, wallSeconds: round((performance.now() - started) / 1000) };
}

const report = (name: string, tally: Timed) => ({
  [name]: {
    ok: tally.timings.length,
    failed: [...tally.failures.values()].reduce((a, b) => a + b, 0),
    p50Ms: round(percentile(tally.timings, 50)),
    p99Ms: round(percentile(tally.timings, 99)),
    maxMs: round(Math.max(...tally.timings)),
  },
});

function print(result: Awaited<ReturnType<typeof rush>>) {
  console.table({
    ...report('send', result.sends),
    ...report('revise', result.revisions),
    ...report('tender list', result.lists),
  });
  for (const [name, tally] of Object.entries({
    send: result.sends,
    revise: result.revisions,
    list: result.lists,
  })) {
    for (const [reason, n] of tally.failures) console.log(`  ${name} failed ${n}x: ${reason}`);
  }
  console.log(`  wall time ${result.wallSeconds} s`);
}

/** What the database holds afterwards: one quotation a bidder, 50 lines each, at the revised prices. */
async function checkStored(database: Database, seeded: Seeded) {
  const rows = (result: unknown) =>
    (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const [summary] = rows(
    await database.db.execute(sql`
      select count(*)::int as quotations, count(distinct supplier_id)::int as suppliers,
        (select count(*)::int from quotation_lines l join quotations q on q.id = l.quotation_id where q.tender_id = ${seeded.tenderId}) as lines,
        (select count(*)::int from quotation_revisions r join quotations q on q.id = r.quotation_id where q.tender_id = ${seeded.tenderId}) as revisions
      from quotations where tender_id = ${seeded.tenderId}`),
  );
  return summary;
}

async function signTokens(database: Database, secret: string, ids: string[]) {
  const tokens = createTokenService(secret, database.db);
  const map = new Map<string, string>();
  for (const id of ids) map.set(id, await tokens.sign({ id, role: 'supplier', tv: 0 }));
  return map;
}

async function run(
  label: string,
  env: Record<string, string>,
  instances: number,
  database: Database,
  seeded: Seeded,
) {
  const secret = randomBytes(32).toString('hex');
  const tokens = await signTokens(database, secret, [...seeded.bidders, ...seeded.browsers]);
  const children = [];
  try {
    const bases = [];
    for (let i = 0; i < instances; i++) {
      const port = await freePort();
      children.push(
        await startServer({ ...env, JWT_SECRET: secret, LOG_LEVEL: 'warn', TRUST_PROXY: 'true' }, port, {
          label: `server ${i + 1}`,
        }),
      );
      bases.push(`http://127.0.0.1:${port}`);
    }
    console.log(
      `\n${label}: ${BIDDERS} bidders send and revise ${LINES}-line quotations within ${WINDOW_SECONDS} s while ${BROWSERS} read their lists every ${BROWSE_EVERY_MS / 1000} s`,
    );
    const result = await rush(bases, seeded, tokens);
    print(result);
    return result;
  } finally {
    for (const child of children) await stopServer(child);
  }
}

async function main() {
  const baseUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  if (baseUrl) {
    await withScratchDatabase(baseUrl, 'rush', async (url) => {
      const database = openDatabase({ databaseUrl: url, dataDir: null, timeouts: SEED_TIMEOUTS });
      try {
        const seeded = await seed(database);
        await run('PostgreSQL, two instances', { DATABASE_URL: url }, 2, database, seeded);
        console.log(
          'stored:',
          await checkStored(database, seeded),
          `(expected ${BIDDERS} quotations of ${LINES} lines, ${BIDDERS} revisions)`,
        );
      } finally {
        await database.close();
      }
    });
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'td-bench-rush-'));
  try {
    let database = openDatabase({ dataDir });
    const seeded = await seed(database);
    // The PGlite server process needs its data directory to itself: tokens are signed before it starts.
    const secret = randomBytes(32).toString('hex');
    const tokens = await signTokens(database, secret, [...seeded.bidders, ...seeded.browsers]);
    await database.close();
    const port = await freePort();
    const child = await startServer(
      { DATA_DIR: dataDir, JWT_SECRET: secret, LOG_LEVEL: 'warn', TRUST_PROXY: 'true' },
      port,
    );
    try {
      console.log(
        `\nPGlite, one instance: ${BIDDERS} bidders send and revise ${LINES}-line quotations within ${WINDOW_SECONDS} s while ${BROWSERS} read their lists every ${BROWSE_EVERY_MS / 1000} s`,
      );
      print(await rush([`http://127.0.0.1:${port}`], seeded, tokens));
    } finally {
      await stopServer(child);
    }
    database = openDatabase({ dataDir });
    console.log(
      'stored:',
      await checkStored(database, seeded),
      `(expected ${BIDDERS} quotations of ${LINES} lines, ${BIDDERS} revisions)`,
    );
    await database.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
