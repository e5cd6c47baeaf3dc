import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { accountEmails, admins } from '../../apps/server/src/db/schema/accounts';
import { hashPassword } from '../../apps/server/src/security/passwords';

/**
 * The tenders benchmark's data (scripts/bench-tenders.ts, reused by scripts/bench-reports.ts), at
 * BENCH_SCALE (1 unless set), seeded with set-based SQL (generate_series), ids derived from numbers
 * (md5(...)::uuid) so no lookups are needed: 50 categories; 50,000 tenders (1,000 a category, one
 * in ten a draft) with 10 items each; 20,000 Active suppliers (400 a category); 500,000 interests
 * (25 a supplier, in tenders of its category; Pending, Approved and Rejected in turn).
 */

export const SCALE = Number(process.env.BENCH_SCALE ?? 1);
export const CATEGORIES = 50;
export const TENDERS_PER_CATEGORY = Math.max(10, Math.round(1_000 * SCALE));
export const SUPPLIERS_PER_CATEGORY = Math.max(2, Math.round(400 * SCALE));
export const INTERESTS_PER_SUPPLIER = Math.min(25, TENDERS_PER_CATEGORY);
export const ITEMS_PER_TENDER = 10;
export const TENDER_COUNT = CATEGORIES * TENDERS_PER_CATEGORY;
export const SUPPLIER_COUNT = CATEGORIES * SUPPLIERS_PER_CATEGORY;
export const INTEREST_COUNT = SUPPLIER_COUNT * INTERESTS_PER_SUPPLIER;
/** The seed's statements (500,000 rows with foreign keys) outlast the server's 15 s statement timeout. */
export const SEED_TIMEOUTS = { connectMs: 5_000, statementMs: 600_000 };
export const PASSWORD = 'bench-password-1';
export const ADMIN_EMAIL = 'bench@tenderdesk.test';
/** The supplier whose list is measured: supplier 0, of category 0. */
export const SUPPLIER_EMAIL = 'bench-supplier-0@bench.test';
export const CATEGORY_NAME = 'Bench Category 0';

/** A whole number written into SQL as a literal. */
export const literal = (value: number) => sql.raw(String(Math.trunc(value)));

// ---------------------------------------------------------------------------------------------

export async function seed(database: Database): Promise<void> {
  const { db } = database;
  const started = performance.now();
  const passwordHash = await hashPassword(PASSWORD);
  const adminId = randomUUID();
  await db.insert(accountEmails).values({ email: ADMIN_EMAIL, accountKind: 'admin', accountId: adminId });
  await db
    .insert(admins)
    .values({ id: adminId, username: 'bench', email: ADMIN_EMAIL, passwordHash, role: 'admin' });

  // Numbers go into the statements as literals (parameters would have no type in this arithmetic).
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
  // Tender n is of category n % c and is the (n / c)-th of it; one in ten is a draft.
  await db.execute(sql`
    insert into tenders (id, project_code, project_name, organisation, project_title, category_id,
      project_scope, publishing_date, closing_date, status, ready_to_publish, published_at, created_at)
    select md5('t' || n)::uuid, 'BT-' || n,
      (array['Substation', 'Street lighting', 'Pipeline', 'Cable laying', 'Pump house'])[1 + n % 5] || ' ' || n,
      (array['Public Works', 'City Water Board', 'Metro Rail', 'State Power'])[1 + n % 4],
      'Supply and installation ' || n, md5('c' || (n % ${c}))::uuid, 'Scope of work for tender ' || n,
      date '2025-06-01' + ((n / ${c}) % 400), date '2025-06-01' + ((n / ${c}) % 400) + 90,
      case when (n / ${c}) % 10 = 9 then 'Draft' else 'Published' end,
      (n / ${c}) % 10 = 9,
      case when (n / ${c}) % 10 = 9 then null else now() end,
      now() - (n || ' minutes')::interval
    from generate_series(0, ${literal(TENDER_COUNT - 1)}) n`);
  await db.execute(sql`
    insert into tender_items (tender_id, position, item_code, item_name, part_no, manufacturer, uom, qty)
    select md5('t' || n)::uuid, p, 'IT-' || p, 'Item ' || p, 'P-' || n || '-' || p, 'Acme', 'pcs', 10.50 + p
    from generate_series(0, ${literal(TENDER_COUNT - 1)}) n cross join generate_series(0, ${literal(ITEMS_PER_TENDER - 1)}) p`);
  // Supplier m is of category m % c.
  await db.execute(sql`
    insert into account_emails (email, account_kind, account_id)
    select 'bench-supplier-' || m || '@bench.test', 'supplier', md5('s' || m)::uuid
    from generate_series(0, ${literal(SUPPLIER_COUNT - 1)}) m`);
  await db.execute(sql`
    insert into suppliers (id, company_name, address, postal_code, country, state, city, telephone,
      email_address, password_hash, first_name, last_name, designation, contact_email_address, mobile,
      category_id, sub_category_id, status)
    select md5('s' || m)::uuid, 'Bench Supplier ' || m, m || ' Market Road', '560001', 'India',
      'Karnataka', 'Bengaluru', '+91 80 1234 5678', 'bench-supplier-' || m || '@bench.test', ${passwordHash},
      'Asha', 'Rao', 'Sales', 'contact' || m || '@bench.test', '+91 98765 43210',
      md5('c' || (m % ${c}))::uuid, md5('sc' || (m % ${c}))::uuid, 'Active'
    from generate_series(0, ${literal(SUPPLIER_COUNT - 1)}) m`);
  // Supplier m (the (m / c)-th of its category) is interested in k distinct tenders of its category.
  await db.execute(sql`
    insert into interests (tender_id, supplier_id, status, interested_at, decided_at)
    select md5('t' || ((m % ${c}) + ${c} * (((m / ${c}) * 37 + j * ${step}) % ${t})))::uuid,
      md5('s' || m)::uuid,
      (array['Pending', 'Approved', 'Rejected'])[1 + j % 3],
      now() - ((m * ${k} + j) || ' seconds')::interval,
      case when j % 3 = 0 then null else now() end
    from generate_series(0, ${literal(SUPPLIER_COUNT - 1)}) m cross join generate_series(0, ${literal(INTERESTS_PER_SUPPLIER - 1)}) j`);
  await db.execute(sql.raw(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze'));
  const result = await db.execute(sql`
    select (select count(*) from tenders) as tenders, (select count(*) from tender_items) as items,
      (select count(*) from suppliers) as suppliers, (select count(*) from interests) as interests`);
  const shown = Array.isArray(result) ? result[0] : (result as { rows?: unknown[] }).rows?.[0];
  console.log(`seeded in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(shown)}`);
}
