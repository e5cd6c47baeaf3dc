/**
 * The supplier scorecard under measurement (issue 24 item 3; decision 054), on PostgreSQL:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-scorecard.ts
 *   BENCH_SCALE=0.1 ...     # a tenth of the data, for quick checks
 *   BENCH_KEEP_DB=1 ... then BENCH_SEEDED=1 DATABASE_URL=postgres://…/<kept database> …   # measure again
 *
 * Data: the tenders benchmark's seed (scripts/support/tenders-seed.ts: 20,000 suppliers in 50
 * categories, 50,000 tenders, 500,000 interests), then set-based (generate_series / insert … select):
 * a quotation for every Approved interest (160,000), an award for each quoted tender (the lowest),
 * an acknowledged order with two lines per award and two goods receipts per order, three document
 * types required of every category and two documents per supplier. Timing through app.inject (the
 * whole request), after warm-up runs: p50 and p99. Goal: the supplier report's first page (default
 * period: the last 12 months) p99 < 100 ms. Every loop is bounded by a count.
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
import { ADMIN_EMAIL, PASSWORD, SCALE, SEED_TIMEOUTS, SUPPLIER_COUNT, seed } from './support/tenders-seed';

const first = (result: unknown) =>
  Array.isArray(result) ? result[0] : (result as { rows?: unknown[] }).rows?.[0];

/** Quotations, awards, orders, receipts and documents, set-based. */
async function seedVendor(database: Database) {
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
  await db.execute(sql`
    insert into purchase_orders (id, tender_id, supplier_id, quotation_id, status, number, project_code,
      project_title, project_name, organisation, supplier_name, supplier_details, delivery_date, total,
      gst_total, total_with_gst)
    select md5('po' || a.tender_id)::uuid, a.tender_id, q.supplier_id, q.id, 'Acknowledged',
      'PO/' || row_number() over (order by a.tender_id), 'P', 'P', 'P', 'P', 'S', '{}'::jsonb,
      t.closing_date + 30, q.total, q.total_with_gst - q.total, q.total_with_gst
    from tender_awards a join quotations q on q.id = a.quotation_id join tenders t on t.id = a.tender_id`);
  await db.execute(sql`
    insert into purchase_order_lines (order_id, position, item_code, item_name, part_no, manufacturer, uom,
      qty, unit_price, gst_rate, line_total, gst_amount)
    select o.id, p, 'IT-' || p, 'Item', 'P', 'M', 'pcs', 100, 1, 18, 100, 18
    from purchase_orders o cross join generate_series(0, 1) p`);
  await db.execute(sql`
    insert into goods_receipts (id, order_id, number, received_on)
    select md5('gr' || o.id || r)::uuid, o.id, r, o.delivery_date - 10 + 15 * r
    from purchase_orders o cross join generate_series(1, 2) r`);
  await db.execute(sql`
    insert into goods_receipt_lines (receipt_id, order_line_id, received, accepted, rejected, rejected_reason)
    select r.id, l.id, 50, 50 - (abs(hashtext(l.id::text)) % 3), abs(hashtext(l.id::text)) % 3,
      case when abs(hashtext(l.id::text)) % 3 > 0 then 'Damaged' end
    from goods_receipts r join purchase_order_lines l on l.order_id = r.order_id`);
  await db.execute(sql`
    insert into document_types (id, name, expires)
    select md5('dt' || n)::uuid, 'Bench document ' || n, n < 2 from generate_series(0, 2) n`);
  await db.execute(sql`
    insert into document_type_categories (document_type_id, category_id)
    select dt.id, c.id from document_types dt cross join categories c where dt.name like 'Bench document %'`);
  await db.execute(sql`
    insert into files (id, original_name, content_type, size, sha256)
    values (md5('bench-file')::uuid, 'doc.pdf', 'application/pdf', 1, 'x')`);
  await db.execute(
    sql`insert into file_chunks (file_id, n, data) values (md5('bench-file')::uuid, 0, '\\x00')`,
  );
  await db.execute(sql`
    insert into supplier_documents (supplier_id, document_type_id, file_id, expiry_date, status, uploaded_at)
    select s.id, md5('dt' || n)::uuid, md5('bench-file')::uuid,
      case when n < 2 then current_date + (abs(hashtext(s.id::text)) % 400) - 100 end,
      (array['Verified', 'Pending', 'Verified'])[1 + n], now() - interval '30 days'
    from suppliers s cross join generate_series(0, 1) n`);
  await db.execute(sql.raw('vacuum analyze'));
  const result = await db.execute(sql`
    select (select count(*) from quotations) as quotations, (select count(*) from tender_awards) as awards,
      (select count(*) from goods_receipt_lines) as "receiptLines", (select count(*) from supplier_documents) as documents`);
  console.log(
    `vendor data seeded in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(first(result))}`,
  );
}

async function run(database: Database, seeded = false) {
  if (!seeded) {
    await database.migrate();
    await seed(database);
    await seedVendor(database);
  }
  const app = await benchApp(database);
  try {
    const headers = await injectedAdminHeaders(app, ADMIN_EMAIL, PASSWORD);
    const [busy] = (await database.db.execute(sql`
      select supplier_id as id from quotations group by supplier_id order by count(*) desc limit 1`)) as unknown as {
      id: string;
    }[];
    const busiest =
      busy?.id ??
      (
        first(await database.db.execute(sql`select supplier_id as id from quotations limit 1`)) as {
          id: string;
        }
      ).id;
    const cases: GetCase[] = [
      {
        name: 'supplier report, first page (default period)',
        url: '/api/reports/suppliers',
        warmUp: 10,
        runs: 100,
      },
      { name: 'supplier report, page 500', url: '/api/reports/suppliers?page=500', warmUp: 5, runs: 40 },
      {
        name: 'supplier report, search',
        url: '/api/reports/suppliers?q=supplier%2012',
        warmUp: 5,
        runs: 40,
      },
      {
        name: 'one scorecard (default period)',
        url: `/api/suppliers/${busiest}/scorecard`,
        warmUp: 10,
        runs: 100,
      },
      {
        name: 'one scorecard (five years)',
        url: `/api/suppliers/${busiest}/scorecard?from=2022-01-01&to=2026-12-31`,
        warmUp: 5,
        runs: 40,
      },
    ];
    const results: Record<string, unknown> = {};
    for (const entry of cases) results[entry.name] = await timeGet(app, headers, entry);
    console.table(results);
  } finally {
    await app.close();
  }
}

async function main() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('Set DATABASE_URL: the scorecard benchmark runs on PostgreSQL.');
  console.log(`BENCH_SCALE=${SCALE}: ${SUPPLIER_COUNT} suppliers`);
  // BENCH_SEEDED=1 with DATABASE_URL naming a database kept by an earlier run (BENCH_KEEP_DB=1):
  // measure again without seeding.
  if (process.env.BENCH_SEEDED) {
    const database = openDatabase({ databaseUrl: baseUrl, dataDir: null, timeouts: SEED_TIMEOUTS });
    try {
      await run(database, true);
    } finally {
      await database.close();
    }
    return;
  }
  await withScratchDatabase(baseUrl, 'scorecard', async (databaseUrl) => {
    const database = openDatabase({ databaseUrl, dataDir: null, timeouts: SEED_TIMEOUTS });
    try {
      await run(database);
    } finally {
      await database.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
