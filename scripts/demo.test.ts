import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../apps/server/src/db/client';
import { openFreshDatabase } from '../apps/server/src/test/database';
import { type DemoResult, PortalNotEmptyError, seedDemo } from './demo';

/* `npm run demo` (decision 036) on a fresh database: every state present, and a second run refused. */

let database: Database;
let result: DemoResult;

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

async function countsBy(query: ReturnType<typeof sql>) {
  const rows = rowsOf(await database.db.execute(query));
  return Object.fromEntries(rows.map((row) => [String(row.key), Number(row.n)]));
}

beforeAll(async () => {
  database = await openFreshDatabase();
  result = await seedDemo(database, { timeZone: 'Asia/Kolkata', jwtSecret: 'demo-test-secret-long-enough' });
}, 300_000);
afterAll(() => database.close());

describe('npm run demo', () => {
  it('creates suppliers in every state, each with its two documents', async () => {
    expect(await countsBy(sql`select status as key, count(*) as n from suppliers group by status`)).toEqual({
      Active: 9,
      Pending: 2,
      Inactive: 1,
    });
    const [row] = rowsOf(
      await database.db.execute(
        sql`select count(*) as n from suppliers where trade_license_file_id is null or vat_certificate_file_id is null`,
      ),
    );
    expect(Number(row?.n)).toBe(0);
  });

  it('creates tenders in every state, with files and months of history', async () => {
    const states = await countsBy(sql`
      select case when status = 'Draft' and ready_to_publish then 'ready'
                  when status = 'Draft' then 'draft'
                  when closing_date < current_date then 'closed'
                  else 'open' end as key, count(*) as n
      from tenders group by 1`);
    expect(states).toEqual({ draft: 2, ready: 1, open: 5, closed: 10 });
    const [files] = rowsOf(
      await database.db.execute(sql`select count(distinct tender_id) as n from tender_files`),
    );
    expect(Number(files?.n)).toBe(18);
    const months = rowsOf(
      await database.db.execute(
        sql`select count(distinct to_char(publishing_date, 'YYYY-MM')) as n from tenders where status = 'Published'`,
      ),
    );
    expect(Number(months[0]?.n)).toBeGreaterThanOrEqual(5);
    const [sealed] = rowsOf(await database.db.execute(sql`select count(*) as n from tenders where sealed`));
    expect(Number(sealed?.n)).toBe(1);
  });

  it('creates interests in every state, quotations, awards and margins', async () => {
    expect(
      Object.keys(
        await countsBy(sql`select status as key, count(*) as n from interests group by status`),
      ).sort(),
    ).toEqual(['Approved', 'Pending', 'Rejected']);
    expect(result.counts.quotations).toBeGreaterThanOrEqual(15);
    expect(result.counts.awards).toBe(8);
    const [margins] = rowsOf(
      await database.db.execute(sql`select count(distinct tender_id) as n from quotation_margins`),
    );
    expect(Number(margins?.n)).toBe(8);
    const [audit] = rowsOf(await database.db.execute(sql`select count(*) as n from audit_events`));
    expect(Number(audit?.n)).toBeGreaterThan(50);
  });

  it('prints accounts that can sign in', () => {
    expect(result.accounts.map((account) => account.role)).toEqual([
      'Admin',
      'Sub-admin',
      'Sub-admin',
      'Sub-admin',
      'Supplier',
      'Supplier',
      'Supplier',
    ]);
  });

  it('refuses a portal that is not empty', async () => {
    await expect(seedDemo(database, { timeZone: 'Asia/Kolkata' })).rejects.toBeInstanceOf(
      PortalNotEmptyError,
    );
  });
});
