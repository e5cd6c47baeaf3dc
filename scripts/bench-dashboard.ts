/**
 * The dashboards under measurement (issue 11, item 4; decision 036).
 *
 *   npx tsx scripts/bench-dashboard.ts                     # a fresh in-memory PGlite
 *   DATABASE_URL=postgres://... npx tsx scripts/bench-dashboard.ts
 *                                                          # PGlite, then a scratch PostgreSQL database
 *   BENCH_SCALE=0.1 ...                                    # a tenth of the data, for quick checks
 *   BENCH_PARTS=postgres ...                               # one database only (pglite, postgres)
 *
 * Data: the tender benchmark's (scripts/bench-tenders.ts) at the same scale, seeded the same
 * set-based way: 50 categories, 50,000 tenders (one in ten a draft, one draft in two ready), 20,000
 * Active suppliers and 500,000 interests (Pending, Approved, Rejected in turn), plus what the
 * dashboards also count: a quotation for every Approved interest (about 166,000) with recent
 * submission times, an award for every other published tender that has one, and 2,000 Pending
 * suppliers. Publishing dates spread over the last 400 days, so every month of the chart has tenders.
 *
 * Timing: app.inject, p50 and p99 of 200 calls after 20 warm-up calls, for the admin's
 * GET /api/dashboard/admin (every figure and chart), a Reports-only sub-admin's (charts only) and
 * a supplier's GET /api/suppliers/supplier/{id}/dashboard.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { accountEmails, admins } from '../apps/server/src/db/schema/accounts';
import { hashPassword } from '../apps/server/src/security/passwords';
import { emptyPermissions } from '../packages/domain/src/permissions';
import { percentile, round, withScratchDatabase } from './support/bench-kit';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const CATEGORIES = 50;
const TENDERS_PER_CATEGORY = Math.max(10, Math.round(1_000 * SCALE));
const SUPPLIERS_PER_CATEGORY = Math.max(2, Math.round(400 * SCALE));
const INTERESTS_PER_SUPPLIER = Math.min(25, TENDERS_PER_CATEGORY);
const PENDING_SUPPLIERS = Math.max(10, Math.round(2_000 * SCALE));
const TENDER_COUNT = CATEGORIES * TENDERS_PER_CATEGORY;
const SUPPLIER_COUNT = CATEGORIES * SUPPLIERS_PER_CATEGORY;
const WARM_UP_RUNS = 20;
const MEASURED_RUNS = 200;
const SEED_TIMEOUTS = { connectMs: 5_000, statementMs: 600_000 };
const PARTS = new Set((process.env.BENCH_PARTS ?? 'pglite,postgres').split(','));
const PASSWORD = 'bench-password-1';
const ADMIN_EMAIL = 'bench@tenderdesk.test';
const REPORTS_EMAIL = 'bench-reports@tenderdesk.test';
const SUPPLIER_EMAIL = 'bench-supplier-0@bench.test';

const literal = (value: number) => sql.raw(String(Math.trunc(value)));

async function seed(database: Database): Promise<void> {
  const { db } = database;
  const started = performance.now();
  const passwordHash = await hashPassword(PASSWORD);
  for (const [email, role] of [
    [ADMIN_EMAIL, 'admin'],
    [REPORTS_EMAIL, 'subadmin'],
  ] as const) {
    const id = randomUUID();
    const permissions = role === 'subadmin' ? { ...emptyPermissions(), reports: true } : {};
    await db.insert(accountEmails).values({ email, accountKind: 'admin', accountId: id });
    await db
      .insert(admins)
      .values({ id, username: email.split('@')[0] ?? 'bench', email, passwordHash, role, permissions });
  }
  const c = literal(CATEGORIES);
  const t = literal(TENDERS_PER_CATEGORY);
  const k = literal(INTERESTS_PER_SUPPLIER);
  const step = literal(Math.floor(TENDERS_PER_CATEGORY / INTERESTS_PER_SUPPLIER));
  await db.execute(sql`
    insert into categories (id, name)
    select md5('c' || i)::uuid, 'Bench Category ' || i from generate_series(0, ${literal(CATEGORIES - 1)}) i`);
  await db.execute(sql`
    insert into sub_categories (id, category_id, name)
    select md5('sc' || i)::uuid, md5('c' || i)::uuid, 'Bench Sub ' || i from generate_series(0, ${literal(CATEGORIES - 1)}) i`);
  // Tender n is of category n % c; publishing dates over the last 400 days, open 30 days.
  await db.execute(sql`
    insert into tenders (id, project_code, project_name, organisation, project_title, category_id,
      project_scope, publishing_date, closing_date, status, ready_to_publish, published_at, created_at)
    select md5('t' || n)::uuid, 'BT-' || n, 'Bench tender ' || n, 'Public Works', 'Supply ' || n,
      md5('c' || (n % ${c}))::uuid, 'Scope ' || n,
      current_date - ((n / ${c}) % 400), current_date - ((n / ${c}) % 400) + 30,
      case when (n / ${c}) % 10 = 9 then 'Draft' else 'Published' end,
      (n / ${c}) % 20 = 9,
      case when (n / ${c}) % 10 = 9 then null else now() end,
      now() - (n || ' minutes')::interval
    from generate_series(0, ${literal(TENDER_COUNT - 1)}) n`);
  await db.execute(sql`
    insert into account_emails (email, account_kind, account_id)
    select 'bench-supplier-' || m || '@bench.test', 'supplier', md5('s' || m)::uuid
    from generate_series(0, ${literal(SUPPLIER_COUNT + PENDING_SUPPLIERS - 1)}) m`);
  await db.execute(sql`
    insert into suppliers (id, company_name, address, postal_code, country, state, city, telephone,
      email_address, password_hash, first_name, last_name, designation, contact_email_address, mobile,
      category_id, sub_category_id, status)
    select md5('s' || m)::uuid, 'Bench Supplier ' || m, m || ' Market Road', '560001', 'India',
      'Karnataka', 'Bengaluru', '+91 80 1234 5678', 'bench-supplier-' || m || '@bench.test', ${passwordHash},
      'Asha', 'Rao', 'Sales', 'contact' || m || '@bench.test', '+91 98765 43210',
      md5('c' || (m % ${c}))::uuid, md5('sc' || (m % ${c}))::uuid,
      case when m < ${literal(SUPPLIER_COUNT)} then 'Active' else 'Pending' end
    from generate_series(0, ${literal(SUPPLIER_COUNT + PENDING_SUPPLIERS - 1)}) m`);
  await db.execute(sql`
    insert into interests (id, tender_id, supplier_id, status, interested_at, decided_at)
    select md5('i' || m || '-' || j)::uuid,
      md5('t' || ((m % ${c}) + ${c} * (((m / ${c}) * 37 + j * ${step}) % ${t})))::uuid,
      md5('s' || m)::uuid,
      (array['Pending', 'Approved', 'Rejected'])[1 + j % 3],
      now() - ((m * ${k} + j) || ' seconds')::interval,
      case when j % 3 = 0 then null else now() end
    from generate_series(0, ${literal(SUPPLIER_COUNT - 1)}) m cross join generate_series(0, ${literal(INTERESTS_PER_SUPPLIER - 1)}) j`);
  // A quotation per Approved interest, submitted over the last 60 days.
  await db.execute(sql`
    insert into quotations (id, interest_id, tender_id, supplier_id, total, total_with_gst, submitted_at)
    select md5('q' || i.id)::uuid, i.id, i.tender_id, i.supplier_id,
      1000 + (abs(hashtext(i.id::text)) % 100000), (1000 + (abs(hashtext(i.id::text)) % 100000)) * 1.18,
      now() - ((abs(hashtext(i.id::text)) % 5184000) || ' seconds')::interval
    from interests i join tenders t on t.id = i.tender_id
    where i.status = 'Approved' and t.status = 'Published'`);
  // Every other tender with quotations is awarded (its first quotation).
  await db.execute(sql`
    insert into tender_awards (tender_id, quotation_id)
    select distinct on (q.tender_id) q.tender_id, q.id
    from quotations q
    where abs(hashtext(q.tender_id::text)) % 2 = 0
    order by q.tender_id, q.id`);
  await db.execute(sql.raw(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze'));
  const result = await db.execute(sql`
    select (select count(*) from tenders) as tenders, (select count(*) from suppliers) as suppliers,
      (select count(*) from interests) as interests, (select count(*) from quotations) as quotations,
      (select count(*) from tender_awards) as awards`);
  const shown = Array.isArray(result) ? result[0] : (result as { rows?: unknown[] }).rows?.[0];
  console.log(`seeded in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(shown)}`);
}

async function timeDashboards(label: string, database: Database): Promise<void> {
  await database.migrate();
  console.log(`\n${label}:`);
  await seed(database);
  const app = await buildApp({
    config: { jwtSecret: randomBytes(32).toString('hex'), logLevel: 'silent', webDistDir: undefined },
    database,
    logger: false,
  });
  await app.ready();
  try {
    const login = async (email: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email, password: PASSWORD },
        remoteAddress: '10.3.0.1',
      });
      if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.body}`);
      return response.json() as { token: string; id?: string };
    };
    const admin = await login(ADMIN_EMAIL);
    const reports = await login(REPORTS_EMAIL);
    const supplier = await login(SUPPLIER_EMAIL);
    const supplierId = JSON.parse(Buffer.from(supplier.token.split('.')[1] ?? '', 'base64url').toString()).id;
    const cases = [
      { name: 'admin dashboard (all figures and charts)', url: '/api/dashboard/admin', token: admin.token },
      { name: 'Reports-only sub-admin (charts)', url: '/api/dashboard/admin', token: reports.token },
      {
        name: 'supplier dashboard',
        url: `/api/suppliers/supplier/${supplierId}/dashboard`,
        token: supplier.token,
      },
    ];
    for (const entry of cases) {
      const timings: number[] = [];
      let body = '';
      for (let i = 0; i < WARM_UP_RUNS + MEASURED_RUNS; i++) {
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: entry.url,
          headers: { authorization: `Bearer ${entry.token}` },
          remoteAddress: `10.4.${i % 250}.1`,
        });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200)
          throw new Error(`${entry.url}: ${response.statusCode} ${response.body}`);
        body = response.body;
        if (i >= WARM_UP_RUNS) timings.push(elapsed);
      }
      console.log(
        `  ${entry.name.padEnd(42)} p50 ${String(round(percentile(timings, 50))).padStart(6)} ms   p99 ${String(round(percentile(timings, 99))).padStart(6)} ms`,
      );
      if (process.env.BENCH_VERBOSE) console.log(`    ${body.slice(0, 400)}`);
    }
  } finally {
    await app.close();
  }
}

async function main() {
  console.log(
    `BENCH_SCALE=${SCALE}: ${TENDER_COUNT} tenders, ${SUPPLIER_COUNT} Active and ${PENDING_SUPPLIERS} Pending suppliers, ${SUPPLIER_COUNT * INTERESTS_PER_SUPPLIER} interests`,
  );
  if (PARTS.has('pglite')) {
    const pglite = openDatabase({ dataDir: null, timeouts: SEED_TIMEOUTS });
    try {
      await timeDashboards('PGlite (in memory)', pglite);
    } finally {
      await pglite.close();
    }
  }
  const baseUrl = process.env.DATABASE_URL;
  if (PARTS.has('postgres') && baseUrl) {
    await withScratchDatabase(baseUrl, 'dashboard', async (databaseUrl) => {
      const database = openDatabase({ databaseUrl, dataDir: null, timeouts: SEED_TIMEOUTS });
      try {
        await timeDashboards('PostgreSQL', database);
      } finally {
        await database.close();
      }
    });
  } else if (PARTS.has('postgres')) {
    console.log('\nDATABASE_URL is not set: PostgreSQL was skipped.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
