import { auditMessages } from '@tenderdesk/domain/audit-messages';
import { portalToday } from '@tenderdesk/domain/portal-time';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../db/audit';
import { auditEvents } from '../../db/schema/audit';
import { inTransaction } from '../../db/transaction';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { closeTenderRow, daysFrom, TEST_TIME_ZONE } from '../../test/tenders';
import { approveInterestThroughApi, createPublishedTender } from '../../test/tenders-api';

/*
 * The trustworthy audit log (issue 11, decision 035): append-only in the database, hash-chained,
 * verified; the admin's filtered list and a tender's history.
 */

let ctx: TestContext;
let electrical: { categoryId: string; subCategoryId: string };
let admin: TestCaller;
let tenderManager: TestCaller;
let everythingElse: TestCaller;
let supplier: TestCaller;
let otherSupplier: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  admin = await ctx.as.admin();
  tenderManager = await ctx.as.subAdmin(['manageTenders']);
  everythingElse = await ctx.as.subAdmin(['manageSuppliers', 'masterTables', 'reports']);
  supplier = await ctx.as.supplier({ ...electrical, companyName: 'Alpha Traders' });
  otherSupplier = await ctx.as.supplier({ ...electrical, companyName: 'Beta Supplies' });
});
afterAll(() => ctx.close());

const get = (url: string, caller: TestCaller | null) =>
  ctx.call('GET', url, undefined, caller?.headers ?? {});
const verify = async () => {
  const response = await get('/api/admin/audit/verify', admin);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const rows = () => ctx.db.select().from(auditEvents).orderBy(asc(auditEvents.seq));

/** The database refused the statement with the append-only trigger's error (drizzle wraps it). */
async function refused(statement: Promise<unknown>) {
  const error = await statement.then(
    () => null,
    (failure: unknown) => failure as Error & { cause?: Error },
  );
  expect(error, 'the statement was not refused').not.toBeNull();
  expect(String(error?.cause?.message ?? error?.message)).toMatch(/audit_events is append-only/);
}

/** Runs `work` with the audit table's own triggers off (what a superuser could do), then on again. */
async function behindTheTriggers(work: () => Promise<unknown>) {
  await ctx.db.execute(sql`alter table audit_events disable trigger user`);
  try {
    await work();
  } finally {
    await ctx.db.execute(sql`alter table audit_events enable trigger user`);
  }
}

/** A published tender through the API, a supplier's interest, its approval, a quotation, the award and a margin. */
async function tenderWithHistory() {
  const tender = await createPublishedTender(ctx.app, admin.headers, electrical.categoryId);
  await approveInterestThroughApi(ctx.app, tender._id, supplier, admin.headers);
  const items = tender.items.map((item) => ({ ...item, unitPrice: 10, gstRate: 18 }));
  const quoted = await ctx.call(
    'POST',
    `/api/suppliers/${tender._id}/supplier/${supplier.id}/quotation`,
    { quotation: JSON.stringify({ items, notes: '' }) },
    supplier.headers,
  );
  expect(quoted.statusCode, quoted.body).toBe(201);
  const quotationId = quoted.json().data._id;
  // Awards wait for the close (decision 039).
  await closeTenderRow(ctx.db, tender._id);
  const selected = await ctx.call(
    'PUT',
    `/api/tenders/${tender._id}/quotation/${quotationId}/select`,
    undefined,
    admin.headers,
  );
  expect(selected.statusCode, selected.body).toBe(200);
  const margin = await ctx.call(
    'POST',
    `/api/tenders/${tender._id}/update-margin`,
    { itemCode: tender.items[0]?.itemCode, marginType: 'Percentage', marginValue: 5 },
    admin.headers,
  );
  expect(margin.statusCode, margin.body).toBe(200);
  return tender._id;
}

describe('guards', () => {
  it('the log and its verification: 401 anonymous, 403 a supplier and any sub-admin, 200 the admin', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit/verify']) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, supplier)).statusCode).toBe(403);
      expect((await get(url, tenderManager)).statusCode).toBe(403);
      expect((await get(url, everythingElse)).statusCode).toBe(403);
      expect((await get(url, admin)).statusCode).toBe(200);
    }
  });

  it("a tender's history: 401 anonymous, 403 a supplier and a sub-admin without manageTenders, 404 unknown", async () => {
    const tender = await createPublishedTender(ctx.app, admin.headers, electrical.categoryId);
    const url = `/api/tenders/${tender._id}/history`;
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(url, supplier)).statusCode).toBe(403);
    expect((await get(url, everythingElse)).statusCode).toBe(403);
    expect((await get(url, tenderManager)).statusCode).toBe(200);
    expect((await get(url, admin)).statusCode).toBe(200);
    expect((await get('/api/tenders/not-a-tender/history', admin)).statusCode).toBe(404);
    expect((await get('/api/tenders/6f1c2d3e-0000-4000-8000-000000000000/history', admin)).statusCode).toBe(
      404,
    );
  });
});

describe('the chain', () => {
  it('numbers every event without a gap and links each to the one before by its hash', async () => {
    await tenderWithHistory();
    const all = await rows();
    expect(all.length).toBeGreaterThan(5);
    all.forEach((row, index) => {
      expect(row.seq).toBe(index + 1);
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.prevHash).toBe(index === 0 ? '0'.repeat(64) : all[index - 1]?.hash);
    });
    const report = await verify();
    expect(report).toEqual({
      ok: true,
      checked: all.length,
      head: { seq: all.length, hash: all[all.length - 1]?.hash },
    });
  });

  it('refuses to update, delete or truncate an audit event, even for the table owner', async () => {
    const [first] = await rows();
    if (!first) throw new Error('no event');
    await refused(
      ctx.db.update(auditEvents).set({ action: 'tender.delete' }).where(eq(auditEvents.id, first.id)),
    );
    await refused(ctx.db.delete(auditEvents).where(eq(auditEvents.id, first.id)));
    await refused(ctx.db.execute(sql`truncate audit_events`));
    const [still] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.id, first.id));
    expect(still).toEqual(first);
  });

  it('detects a row changed directly in the database, and a row removed, at that event', async () => {
    const all = await rows();
    const target = all[2];
    if (!target) throw new Error('too few events');
    await behindTheTriggers(() =>
      ctx.db
        .update(auditEvents)
        .set({ changes: { forged: true } })
        .where(eq(auditEvents.id, target.id)),
    );
    expect(await verify()).toMatchObject({ ok: false, firstBrokenId: target.id, firstBrokenSeq: target.seq });
    const verified = await get('/api/admin/audit/verify', admin);
    expect(verified.json().checked).toBe(all.length);

    // Put back as it was: intact again.
    await behindTheTriggers(() =>
      ctx.db.update(auditEvents).set({ changes: target.changes }).where(eq(auditEvents.id, target.id)),
    );
    expect(await verify()).toMatchObject({ ok: true });

    // A removed event breaks the chain at the event after it.
    const next = all[3];
    if (!next) throw new Error('too few events');
    // Kept as the database's own JSON (microsecond times), to put it back exactly afterwards.
    const saved = await ctx.db.execute(
      sql`select to_jsonb(a)::text as row from audit_events a where id = ${target.id}::uuid`,
    );
    const [kept] = (Array.isArray(saved) ? saved : (saved as { rows: unknown[] }).rows) as { row: string }[];
    await behindTheTriggers(() => ctx.db.delete(auditEvents).where(eq(auditEvents.id, target.id)));
    expect(await verify()).toMatchObject({ ok: false, firstBrokenId: next.id, firstBrokenSeq: next.seq });
    await behindTheTriggers(() =>
      ctx.db.execute(
        sql`insert into audit_events select * from jsonb_populate_record(null::audit_events, ${kept?.row}::jsonb)`,
      ),
    );
    expect(await verify()).toMatchObject({ ok: true, checked: all.length });
  });

  it('concurrent writers queue: the chain does not fork', async () => {
    const before = await ctx.auditCount();
    await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        inTransaction(ctx.db, (tx) =>
          recordAudit(tx, null, { action: 'category.update', entity: 'category', entityId: `c-${n}` }),
        ),
      ),
    );
    const all = await rows();
    expect(all.length).toBe(before + 12);
    expect(all.map((row) => row.seq)).toEqual(all.map((_, index) => index + 1));
    expect(await verify()).toMatchObject({ ok: true, checked: before + 12 });
  });
});

describe('the log and the history', () => {
  it("a tender's history lists its events and those of its interests, quotations, award and margins, oldest first", async () => {
    const tender = await tenderWithHistory();
    const response = await get(`/api/tenders/${tender}/history`, tenderManager);
    expect(response.statusCode).toBe(200);
    const events = response.json().data as { action: string; actorName: string; tenderId: string }[];
    expect(events.map((event) => event.action)).toEqual([
      'tender.create',
      'tender.mark-ready',
      'tender.publish',
      'interest.express',
      'interest.decide',
      'quotation.submit',
      'award.select',
      'award.margin',
    ]);
    expect(events.every((event) => event.tenderId === tender)).toBe(true);
    expect(events[3]?.actorName).toBe('Alpha Traders');
  });

  it('filters by tender, record, actor, action and days, newest first, paged', async () => {
    const tender = await tenderWithHistory();
    const list = async (query: string) => {
      const response = await get(`/api/admin/audit?${query}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: { action: string; seq: number; actorId: string }[]; total: number };
    };
    const ofTender = await list(`tenderId=${tender}`);
    expect(ofTender.total).toBe(8);
    expect(ofTender.data[0]?.action).toBe('award.margin');
    expect(ofTender.data.map((event) => event.seq)).toEqual(
      [...ofTender.data.map((e) => e.seq)].sort((a, b) => b - a),
    );

    const paged = await list(`tenderId=${tender}&pageSize=3&page=3`);
    expect(paged.data.map((event) => event.action)).toEqual(['tender.mark-ready', 'tender.create']);
    expect(paged.total).toBe(8);

    const bySupplier = await list(`tenderId=${tender}&actorId=${supplier.id}`);
    expect(bySupplier.data.map((event) => event.action)).toEqual(['quotation.submit', 'interest.express']);
    expect((await list(`actorId=${otherSupplier.id}`)).total).toBe(0);

    const publishes = await list('action=tender.publish');
    expect(publishes.total).toBeGreaterThanOrEqual(1);
    expect(publishes.data.every((event) => event.action === 'tender.publish')).toBe(true);

    expect((await list(`entity=tender&entityId=${tender}`)).data.map((event) => event.action)).toEqual([
      'award.margin',
      'award.select',
      'tender.publish',
      'tender.mark-ready',
      'tender.create',
    ]);

    const today = portalToday(TEST_TIME_ZONE);
    expect((await list(`tenderId=${tender}&from=${today}&to=${today}`)).total).toBe(8);
    expect((await list(`tenderId=${tender}&from=${daysFrom(1)}`)).total).toBe(0);
    expect((await list(`tenderId=${tender}&to=${daysFrom(-1)}`)).total).toBe(0);
  });

  it('answers 400 with the field for a bad date, a reversed range or a bad page', async () => {
    const bad = await get('/api/admin/audit?from=2026-13-45', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: auditMessages.dateInvalid('From'), field: 'from' });
    const reversed = await get('/api/admin/audit?from=2026-11-24&to=2026-11-01', admin);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ message: auditMessages.rangeInvalid, field: 'to' });
    expect((await get('/api/admin/audit?page=0', admin)).statusCode).toBe(400);
    // A filter that is not an id matches nothing rather than failing.
    const odd = await get('/api/admin/audit?actorId=nobody', admin);
    expect(odd.statusCode).toBe(200);
    expect(odd.json().total).toBe(0);
  });
});
