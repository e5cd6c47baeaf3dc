/**
 * Exports under measurement (issue 18 item 4; decision 041), in process (app.inject: the server's
 * own work, as bench-statement.ts):
 *
 * 1. the comparative statement, first download (built) against the next one (from statement_cache),
 *    p50 of BENCH_RUNS pairs per format;
 * 2. `/api/health` latency (p50/p99, one request after another) while 20 PDF and 20 XLSX
 *    statements (of as many tenders, none cached) are asked for at once, with the export bound
 *    (EXPORT_CONCURRENCY, default by database) and, for comparison, BENCH_UNBOUNDED=1 (40 slots).
 *
 *   npx tsx scripts/bench-exports.ts                                   # PGlite in memory
 *   TEST_DB=postgres DATABASE_URL=postgres://... npx tsx scripts/bench-exports.ts
 *   BENCH_ITEMS=200 BENCH_SUPPLIERS=30 BENCH_UNBOUNDED=1 npx tsx scripts/bench-exports.ts
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_EXPORT_CONCURRENCY } from '../apps/server/src/config';
import { statementCache } from '../apps/server/src/db/schema/statements';
import { interests } from '../apps/server/src/db/schema/tenders';
import { insertCategoryPair } from '../apps/server/src/test/accounts';
import { createTestApp, type TestCaller } from '../apps/server/src/test/app';
import { createTenderRow } from '../apps/server/src/test/tenders';
import { benchQuotationItems, percentile, round } from './support/bench-kit';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100);
const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CONCURRENT = 20;
const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const exportConcurrency = process.env.BENCH_UNBOUNDED
  ? 2 * CONCURRENT
  : Number(process.env.EXPORT_CONCURRENCY ?? DEFAULT_EXPORT_CONCURRENCY[kind]);

const ctx = await createTestApp({ exportConcurrency });

/** A tender of ITEMS items quoted by every supplier (GST 18 %). */
async function quotedTender(categoryId: string, suppliers: TestCaller[]): Promise<string> {
  const tender = await createTenderRow(ctx.db, { categoryId, items: ITEMS });
  await ctx.db.insert(interests).values(
    suppliers.map((s) => ({
      tenderId: tender,
      supplierId: s.id,
      status: 'Approved' as const,
      decidedAt: new Date(),
    })),
  );
  for (const [n, supplier] of suppliers.entries()) {
    const items = benchQuotationItems(ITEMS, n);
    const response = await ctx.call(
      'POST',
      `/api/suppliers/${tender}/supplier/${supplier.id}/quotation`,
      { quotation: JSON.stringify({ items, notes: '' }) },
      supplier.headers,
    );
    if (response.statusCode !== 201) throw new Error(response.body);
  }
  return tender;
}

async function timed(url: string, headers: Record<string, string>) {
  const at = performance.now();
  const response = await ctx.call('GET', url, undefined, headers);
  return { status: response.statusCode, ms: performance.now() - at };
}

async function firstAndCached(tender: string, admin: TestCaller) {
  for (const format of ['xlsx', 'pdf'] as const) {
    const first: number[] = [];
    const cached: number[] = [];
    for (let run = 0; run < RUNS + 1; run++) {
      await ctx.db.delete(statementCache);
      const url = `/api/tenders/${tender}/comparative-statement.${format}`;
      const built = await timed(url, admin.headers);
      const again = await timed(url, admin.headers);
      if (built.status !== 200 || again.status !== 200)
        throw new Error(`${url}: ${built.status}/${again.status}`);
      if (run === 0) continue; // warm-up
      first.push(built.ms);
      cached.push(again.ms);
    }
    console.log(
      `statement ${format}: first p50 ${round(percentile(first, 50), 0)} ms, cached p50 ${round(percentile(cached, 50), 1)} ms`,
    );
  }
}

/** /api/health one after another while 20 PDF + 20 XLSX statements are asked for at once. */
async function healthDuringExports(tenders: string[], admin: TestCaller) {
  await ctx.db.delete(statementCache);
  const idle: number[] = [];
  for (let i = 0; i < 20; i++) idle.push((await timed('/api/health', {})).ms);
  let done = false;
  const exports = Promise.all(
    tenders.flatMap((tender) =>
      (['pdf', 'xlsx'] as const).map((format) =>
        timed(`/api/tenders/${tender}/comparative-statement.${format}`, admin.headers),
      ),
    ),
  ).finally(() => {
    done = true;
  });
  const during: number[] = [];
  const at = performance.now();
  while (!done) during.push((await timed('/api/health', {})).ms);
  const answers = await exports;
  const statuses: Record<number, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  console.log(
    `health idle p50/p99 ${round(percentile(idle, 50))}/${round(percentile(idle, 99))} ms; during ${CONCURRENT} PDF + ${CONCURRENT} XLSX (EXPORT_CONCURRENCY ${exportConcurrency}): p50 ${round(percentile(during, 50))} ms, p99 ${round(percentile(during, 99))} ms, max ${round(Math.max(...during))} ms over ${during.length} calls in ${round((performance.now() - at) / 1000)} s; exports answered ${JSON.stringify(statuses)}`,
  );
}

try {
  const category = await insertCategoryPair(ctx.database, 'Bench', 'Exports');
  const admin = await ctx.as.admin();
  const suppliers: TestCaller[] = [];
  for (let n = 0; n < SUPPLIERS; n++)
    suppliers.push(
      await ctx.as.supplier({ ...category, companyName: `Bench Supplier ${n + 1} Private Limited` }),
    );
  const started = performance.now();
  const tenders: string[] = [];
  for (let t = 0; t < CONCURRENT; t++) tenders.push(await quotedTender(category.categoryId, suppliers));
  console.log(
    `seeded ${CONCURRENT} tenders of ${ITEMS} items × ${SUPPLIERS} suppliers in ${round((performance.now() - started) / 1000)} s (${kind})`,
  );
  await firstAndCached(tenders[0] ?? '', admin);
  await healthDuringExports(tenders, admin);
} finally {
  await ctx.close();
}
