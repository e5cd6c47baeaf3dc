/**
 * The reports under measurement (issue 11; decision 034), on the tenders benchmark's data
 * (scripts/support/tenders-seed.ts) plus quotations and awards.
 *
 *   npx tsx scripts/bench-reports.ts                          # PGlite (in memory)
 *   DATABASE_URL=postgres://... npx tsx scripts/bench-reports.ts
 *                                                             # PGlite, then PostgreSQL
 *   BENCH_SCALE=0.1 ...                                       # a tenth of the data, for quick checks
 *   BENCH_PARTS=postgres DATABASE_URL=... npx tsx scripts/bench-reports.ts   # one database only
 *
 * Added to the seed: a quotation for every Approved interest (a third of them) and an award for
 * every tender that has one (the lowest total). Timing through app.inject (the whole request:
 * guard, query, serialising or streaming the file), after warm-up runs: p50 and p99 of each case.
 * Exports are read to the end; their size and rows are shown. Every loop is bounded by a count.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import {
  benchApp,
  type GetCase,
  injectedAdminHeaders,
  timeGet,
  withScratchDatabase,
} from './support/bench-kit';
import {
  ADMIN_EMAIL,
  PASSWORD,
  SCALE,
  SEED_TIMEOUTS,
  SUPPLIER_COUNT,
  seed,
  TENDER_COUNT,
  TENDERS_PER_CATEGORY,
} from './support/tenders-seed';

const PARTS = new Set((process.env.BENCH_PARTS ?? 'pglite,postgres').split(','));

/** Exports are heavier than pages: fewer warm-up and measured runs. */
type Case = GetCase;

/** Days of publishing dates holding at least 1,000 published tenders (the seed spreads them over 400 days). */
const publishedPerDay = (TENDER_COUNT * 0.9) / 400;
const exportDays = Math.max(1, Math.ceil(1_000 / publishedPerDay));
const day = (offset: number) => {
  const date = new Date(Date.UTC(2025, 5, 1 + offset));
  return date.toISOString().slice(0, 10);
};
const EXPORT_RANGE = `from=${day(0)}&to=${day(exportDays - 1)}`;

const page = (name: string, url: string): Case => ({ name, url, warmUp: 10, runs: 40 });
const file = (name: string, url: string): Case => ({ name, url, warmUp: 2, runs: 10 });

const REPORT_CASES: Case[] = [
  page('tenders, first page', '/api/reports/tenders'),
  page('tenders, name search', '/api/reports/tenders?q=substation%2012'),
  page('tenders, one month', `/api/reports/tenders?from=${day(30)}&to=${day(59)}`),
  page('tenders, by name, page 50', '/api/reports/tenders?sort=projectName&page=50'),
  page('suppliers, first page', '/api/reports/suppliers'),
  page('suppliers, search', '/api/reports/suppliers?q=supplier%2012'),
  file(`tenders CSV, ${exportDays} days`, `/api/reports/tenders.csv?${EXPORT_RANGE}`),
  file(`tenders XLSX, ${exportDays} days`, `/api/reports/tenders.xlsx?${EXPORT_RANGE}`),
  file('suppliers CSV, all', '/api/reports/suppliers.csv'),
  file('suppliers XLSX, all', '/api/reports/suppliers.xlsx'),
];

/**
 * The dashboards' calls (issue 11, helper F) are added here after the merge, measured the same way:
 * e.g. `page('dashboard, admin figures', '/api/dashboard/...')`.
 */
const DASHBOARD_CASES: Case[] = [];

/** Quotations for the Approved interests and one award per quoted tender, set-based. */
async function seedQuotations(database: Database) {
  const started = performance.now();
  const { db } = database;
  await db.execute(sql`
    insert into quotations (interest_id, tender_id, supplier_id, total, total_with_gst, submitted_at)
    select i.id, i.tender_id, i.supplier_id, t, round(t * 1.18, 2), i.interested_at + interval '1 hour'
    from (select i.*, (1000 + (abs(hashtext(i.id::text)) % 5000000) / 100.0)::numeric(16, 2) as t
          from interests i where i.status = 'Approved') i`);
  await db.execute(sql`
    insert into tender_awards (tender_id, quotation_id, selected_at)
    select distinct on (tender_id) tender_id, id, submitted_at + interval '1 day'
    from quotations order by tender_id, total, id`);
  await db.execute(sql.raw(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze'));
  const result = await db.execute(sql`
    select (select count(*) from quotations) as quotations, (select count(*) from tender_awards) as awards`);
  const shown = Array.isArray(result) ? result[0] : (result as { rows?: unknown[] }).rows?.[0];
  console.log(`quotations seeded in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(shown)}`);
}

async function timeReports(label: string, database: Database): Promise<void> {
  await database.migrate();
  console.log(`\n${label}:`);
  await seed(database);
  await seedQuotations(database);
  const app = await benchApp(database);
  try {
    const headers = await injectedAdminHeaders(app, ADMIN_EMAIL, PASSWORD);
    const results: Record<string, unknown> = {};
    for (const entry of [...REPORT_CASES, ...DASHBOARD_CASES]) {
      const result = await timeGet(app, headers, entry);
      results[entry.name] = result ?? '404 (not on this branch), skipped';
    }
    console.table(results);
  } finally {
    await app.close();
  }
}

async function main() {
  console.log(
    `BENCH_SCALE=${SCALE}: ${TENDER_COUNT} tenders (${TENDERS_PER_CATEGORY} a category), ${SUPPLIER_COUNT} suppliers; exports over ${exportDays} days of publishing dates`,
  );
  if (PARTS.has('pglite')) {
    const pglite = openDatabase({ dataDir: null });
    try {
      await timeReports('PGlite (in memory)', pglite);
    } finally {
      await pglite.close();
    }
  }
  const baseUrl = process.env.DATABASE_URL;
  if (PARTS.has('postgres')) {
    if (!baseUrl) console.log('\nDATABASE_URL is not set: PostgreSQL was skipped.');
    else
      await withScratchDatabase(baseUrl, 'reports', async (databaseUrl) => {
        const database = openDatabase({ databaseUrl, dataDir: null, timeouts: SEED_TIMEOUTS });
        try {
          await timeReports('PostgreSQL', database);
        } finally {
          await database.close();
        }
      });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
