import { randomUUID } from 'node:crypto';
import { messages } from '@tenderdesk/domain/messages';
import { formatPortalDay } from '@tenderdesk/domain/portal-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotationLines, quotationRevisions, quotations } from '../../db/schema/quotations';
import { interests } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { createTenderRow, daysFrom, insertInterests } from '../../test/tenders';

/*
 * Quotations: sending (POST /api/suppliers/{tenderId}/supplier/{supplierId}/quotation), revising
 * (PUT /api/tenders/{tenderId}/supplier/{supplierId}/quotation/{quotationId}), the supplier's own
 * list and the admin's views, for every kind of caller. The app runs in Asia/Kolkata (test kit).
 */

let ctx: TestContext;
let electrical: { categoryId: string; subCategoryId: string };
let supplier: TestCaller;
let pending: TestCaller;
let rejected: TestCaller;
let other: TestCaller;
let admin: TestCaller;
let tenderManager: TestCaller;
let noPermissions: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  supplier = await ctx.as.supplier({ ...electrical, companyName: 'Acme Electricals' });
  pending = await ctx.as.supplier({ ...electrical, companyName: 'Pending Co' });
  rejected = await ctx.as.supplier({ ...electrical, companyName: 'Rejected Co' });
  other = await ctx.as.supplier({ ...electrical, companyName: 'Other Co' });
  admin = await ctx.as.admin();
  tenderManager = await ctx.as.subAdmin(['manageTenders']);
  noPermissions = await ctx.as.subAdmin(['manageSuppliers', 'masterTables', 'reports']);
});
afterAll(() => ctx.close());

/** A tender (open unless told) with the approved, pending and rejected suppliers' interests. */
async function tenderWithInterests(input: Partial<Parameters<typeof createTenderRow>[1]> = {}) {
  const tender = await createTenderRow(ctx.db, { categoryId: electrical.categoryId, ...input });
  await insertInterests(ctx.db, tender, { approved: [supplier], pending: [pending], rejected: [rejected] });
  return tender;
}

const payload = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    items: [
      {
        itemCode: 'it-1',
        itemName: 'Cable',
        partNo: 'P-1',
        manufacturer: 'Acme',
        uom: 'm',
        qty: 2.5,
        unitPrice: 19.99,
        totalPrice: 1_000_000,
        total: 1_000_000,
        gstRate: 18,
      },
      {
        itemCode: 'X-9',
        itemName: 'Clips',
        partNo: '',
        manufacturer: '',
        uom: 'pcs',
        qty: '3',
        unitPrice: '0.10',
      },
    ],
    total: 5,
    totalWithGst: 6,
    notes: 'Delivery in a week',
    submittedAt: '2000-01-01T00:00:00.000Z',
    reference: 'Q-17',
    deliveryDays: 7,
    validUntil: '2030-12-31',
    ...fields,
  });

const submit = (tenderId: string, supplierId: string, body: object | undefined, caller: TestCaller | null) =>
  ctx.call(
    'POST',
    `/api/suppliers/${tenderId}/supplier/${supplierId}/quotation`,
    body,
    caller?.headers ?? {},
  );
const revise = (
  tenderId: string,
  supplierId: string,
  quotationId: string,
  body: object | undefined,
  caller: TestCaller | null,
) =>
  ctx.call(
    'PUT',
    `/api/tenders/${tenderId}/supplier/${supplierId}/quotation/${quotationId}`,
    body,
    caller?.headers ?? {},
  );
const get = (url: string, caller: TestCaller | null) =>
  ctx.call('GET', url, undefined, caller?.headers ?? {});

describe('POST /api/suppliers/{tenderId}/supplier/{supplierId}/quotation', () => {
  it('stores the lines, recomputes every total (client totals ignored), links items, answers 201 and audits', async () => {
    const tender = await tenderWithInterests();
    const response = await submit(tender, supplier.id, { quotation: payload() }, supplier);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'Quotation submitted successfully!',
      data: { tenderId: tender, supplierId: supplier.id, revision: 1, total: 50.28, totalWithGst: 59.28 },
    });
    const quotation = JSON.parse(body.data.quotation);
    expect(quotation.items.map((i: { totalPrice: number }) => i.totalPrice)).toEqual([49.98, 0.3]);
    expect(quotation.items[0]).toMatchObject({ qty: 2.5, unitPrice: 19.99, total: 49.98, gstAmount: 9 });
    expect(quotation).toMatchObject({
      total: 50.28,
      gstTotal: 9,
      totalWithGst: 59.28,
      notes: 'Delivery in a week',
      reference: 'Q-17',
      deliveryDays: 7,
      validUntil: '2030-12-31',
      revision: 1,
    });
    expect(quotation.submittedAt).not.toBe('2000-01-01T00:00:00.000Z');
    const [row] = await ctx.db.select().from(quotations).where(eq(quotations.id, body.data._id));
    expect(row).toMatchObject({ total: '50.28', totalWithGst: '59.28', supplierId: supplier.id });
    const lines = await ctx.db
      .select()
      .from(quotationLines)
      .where(eq(quotationLines.quotationId, body.data._id))
      .orderBy(quotationLines.position);
    expect(lines.map((l) => [l.qty, l.unitPrice, l.lineTotal, l.gstRate])).toEqual([
      ['2.50', '19.99', '49.98', 18],
      ['3.00', '0.10', '0.30', 0],
    ]);
    expect(lines[0]?.tenderItemId).not.toBeNull(); // 'it-1' matches the tender's 'IT-1'
    expect(lines[1]?.tenderItemId).toBeNull();
    const events = await ctx.auditFor(body.data._id, 'quotation.submit');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: supplier.id,
      actorRole: 'supplier',
      entity: 'quotation',
      changes: { tenderId: tender, total: '50.28', totalWithGst: '59.28', lines: 2 },
    });
  });

  it('refuses a second quotation with 409 and the spec text', async () => {
    const tender = await tenderWithInterests();
    expect((await submit(tender, supplier.id, { quotation: payload() }, supplier)).statusCode).toBe(201);
    const again = await submit(tender, supplier.id, { quotation: payload() }, supplier);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already submitted a quotation for this tender.');
  });

  it('lets exactly one of 20 concurrent submissions win', async () => {
    const tender = await tenderWithInterests();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => submit(tender, supplier.id, { quotation: payload() }, supplier)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toBe(messages.quotation.already);
    }
    const stored = await ctx.db.select().from(quotations).where(eq(quotations.tenderId, tender));
    expect(stored).toHaveLength(1);
    const lines = await ctx.db
      .select()
      .from(quotationLines)
      .where(eq(quotationLines.quotationId, stored[0]?.id ?? ''));
    expect(lines).toHaveLength(2);
    expect(await ctx.auditCount({ action: 'quotation.submit', entityId: stored[0]?.id ?? '' })).toBe(1);
  });

  it('validates the quotation text with 400 naming the field', async () => {
    const tender = await tenderWithInterests();
    const items = (fields: object) => [
      { itemCode: 'A', itemName: 'A', qty: 1, unitPrice: 1 },
      { itemCode: 'B', qty: 1, unitPrice: 1, ...fields },
    ];
    const cases: [unknown, string, string][] = [
      [undefined, 'quotation', messages.quotation.unreadable],
      [42, 'quotation', messages.quotation.unreadable],
      ['   ', 'quotation', messages.quotation.empty],
      ['{not json', 'quotation', messages.quotation.unreadable],
      [JSON.stringify({ items: [] }), 'items', messages.quotation.empty],
      [
        JSON.stringify({ items: [...items({}), { itemCode: 'C', qty: 1, unitPrice: -1 }] }),
        'items[2].unitPrice',
        messages.quotation.unitPriceInvalid(3),
      ],
      [JSON.stringify({ items: items({ qty: 0 }) }), 'items[1].qty', messages.quotation.qtyInvalid(2)],
      [
        JSON.stringify({ items: items({ qty: 1, unitPrice: 1.005 }) }),
        'items[1].unitPrice',
        messages.quotation.unitPriceInvalid(2),
      ],
      [
        JSON.stringify({ items: items({ qty: 1, unitPrice: 1, gstRate: 10 }) }),
        'items[1].gstRate',
        messages.quotation.gstRateInvalid(2),
      ],
      [payload({ deliveryDays: -2 }), 'deliveryDays', messages.quotation.deliveryDaysInvalid],
      [payload({ validUntil: 'soon' }), 'validUntil', messages.quotation.validUntilInvalid],
    ];
    for (const [quotation, field, message] of cases) {
      const response = await submit(
        tender,
        supplier.id,
        quotation === undefined ? {} : { quotation },
        supplier,
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ message, field });
    }
    expect(await ctx.db.select().from(quotations).where(eq(quotations.tenderId, tender))).toHaveLength(0);
  });

  it('stores the largest amounts exactly and refuses larger ones with 400, never 500', async () => {
    const tender = await tenderWithInterests();
    const huge = JSON.stringify({ items: [{ qty: '999999999999.99', unitPrice: '999999999999.99' }] });
    const refused = await submit(tender, supplier.id, { quotation: huge }, supplier);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'items', message: messages.quotation.totalTooLarge });
    const largest = JSON.stringify({ items: [{ qty: 1, unitPrice: '999999999999.99', gstRate: 28 }] });
    const response = await submit(tender, supplier.id, { quotation: largest }, supplier);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ total: 999999999999.99, totalWithGst: 1279999999999.99 });
  });

  it('refuses a closed tender (closed yesterday in Asia/Kolkata), a draft, an unknown tender', async () => {
    const closed = await tenderWithInterests({ publishingDate: daysFrom(-9), closingDate: daysFrom(-1) });
    const response = await submit(closed, supplier.id, { quotation: payload() }, supplier);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.quotation.closed(formatPortalDay(daysFrom(-1))));
    const lastDay = await tenderWithInterests({ publishingDate: daysFrom(-9), closingDate: daysFrom(0) });
    expect((await submit(lastDay, supplier.id, { quotation: payload() }, supplier)).statusCode).toBe(201);
    const draft = await tenderWithInterests({ status: 'Draft' });
    expect((await submit(draft, supplier.id, { quotation: payload() }, supplier)).statusCode).toBe(403);
    for (const id of [randomUUID(), 'nope']) {
      const unknown = await submit(id, supplier.id, { quotation: payload() }, supplier);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(messages.tender.notFound);
    }
  });

  it('refuses every caller but the approved supplier', async () => {
    const tender = await tenderWithInterests();
    const before = await ctx.auditCount({ action: 'quotation.submit' });
    for (const caller of [pending, rejected, other]) {
      const response = await submit(tender, caller.id, { quotation: payload() }, caller);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(messages.quotation.notApproved);
    }
    // Another supplier sending in the approved supplier's name.
    expect((await submit(tender, supplier.id, { quotation: payload() }, other)).statusCode).toBe(403);
    expect((await submit(tender, supplier.id, { quotation: payload() }, null)).statusCode).toBe(401);
    for (const caller of [admin, tenderManager, noPermissions]) {
      expect((await submit(tender, supplier.id, { quotation: payload() }, caller)).statusCode).toBe(403);
    }
    expect(await ctx.auditCount({ action: 'quotation.submit' })).toBe(before);
  });
});

describe('PUT /api/tenders/{tenderId}/supplier/{supplierId}/quotation/{quotationId}', () => {
  async function sent(input: Partial<Parameters<typeof createTenderRow>[1]> = {}) {
    const tender = await tenderWithInterests(input);
    const response = await submit(tender, supplier.id, { quotation: payload() }, supplier);
    expect(response.statusCode).toBe(201);
    return { tender, id: response.json().data._id as string };
  }

  it('re-prices JSON, replaces the notes with plain text, keeps each previous revision and audits', async () => {
    const { tender, id } = await sent();
    const json = JSON.stringify({
      items: [{ itemCode: 'IT-2', qty: 3, unitPrice: 0.1, gstRate: 5 }],
      notes: 'v2',
    });
    const first = await revise(tender, supplier.id, id, { quotation: json }, supplier);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Quotation updated successfully!',
      data: { _id: id, revision: 2, total: 0.3, totalWithGst: 0.32 },
    });
    const second = await revise(
      tender,
      supplier.id,
      id,
      { quotation: '  {Price} holds for 60 days  ' },
      supplier,
    );
    expect(second.statusCode).toBe(200);
    const view = JSON.parse(second.json().data.quotation);
    expect(view).toMatchObject({ notes: '{Price} holds for 60 days', total: 0.3, revision: 3 });
    expect(view.items).toHaveLength(1);
    const revisions = await ctx.db
      .select()
      .from(quotationRevisions)
      .where(eq(quotationRevisions.quotationId, id))
      .orderBy(quotationRevisions.revision);
    expect(revisions.map((r) => [r.revision, (r.payload as { total: number }).total, r.replacedBy])).toEqual([
      [1, 50.28, supplier.id],
      [2, 0.3, supplier.id],
    ]);
    const events = await ctx.auditFor(id, 'quotation.revise');
    expect(events.map((e) => (e.changes as { revision: unknown }).revision)).toEqual([
      { from: 1, to: 2 },
      { from: 2, to: 3 },
    ]);
    expect(events[0]?.changes).toMatchObject({ total: { from: '50.28', to: '0.30' } });
  });

  it('refuses empty text, bad JSON lines, a closed tender, a withdrawn approval and other callers', async () => {
    const { tender, id } = await sent();
    const empty = await revise(tender, supplier.id, id, { quotation: '   ' }, supplier);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Quotation cannot be empty.', field: 'quotation' });
    const bad = await revise(tender, supplier.id, id, { quotation: '{"items":[{"qty":0}]}' }, supplier);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('items[0].qty');
    const unknown = await revise(tender, supplier.id, randomUUID(), { quotation: 'x' }, supplier);
    expect(unknown.statusCode).toBe(404);
    expect((await revise(tender, supplier.id, id, { quotation: 'x' }, other)).statusCode).toBe(403);
    expect((await revise(tender, other.id, id, { quotation: 'x' }, other)).statusCode).toBe(404);
    expect((await revise(tender, supplier.id, id, { quotation: 'x' }, null)).statusCode).toBe(401);
    for (const caller of [admin, tenderManager, noPermissions]) {
      expect((await revise(tender, supplier.id, id, { quotation: 'x' }, caller)).statusCode).toBe(403);
    }
    await ctx.db.update(interests).set({ status: 'Rejected' }).where(eq(interests.tenderId, tender));
    const withdrawn = await revise(tender, supplier.id, id, { quotation: 'x' }, supplier);
    expect(withdrawn.statusCode).toBe(403);
    expect(withdrawn.json().message).toBe(messages.quotation.notApproved);
    expect(await ctx.auditFor(id, 'quotation.revise')).toHaveLength(0);

    const late = await sent();
    await ctx.db.execute(
      // The tender closes: its dates move into the past.
      `update tenders set publishing_date = '${daysFrom(-9)}', closing_date = '${daysFrom(-1)}' where id = '${late.tender}'` as never,
    );
    const closed = await revise(late.tender, supplier.id, late.id, { quotation: 'x' }, supplier);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(messages.quotation.closed(formatPortalDay(daysFrom(-1))));
  });
});

describe('quotation lists', () => {
  let tender: string;
  let id: string;
  beforeAll(async () => {
    tender = await tenderWithInterests({
      projectCode: `QL-${randomUUID().slice(0, 8)}`,
      projectTitle: 'Lighting',
    });
    id = (await submit(tender, supplier.id, { quotation: payload() }, supplier)).json().data._id;
  });

  it("GET /api/tenders/supplier/{supplierId}/quotations: the caller's own rows", async () => {
    const response = await get(`/api/tenders/supplier/${supplier.id}/quotations`, supplier);
    expect(response.statusCode).toBe(200);
    const row = response.json().data.find((r: { _id: string }) => r._id === id);
    expect(row).toMatchObject({ tenderId: tender, projectTitle: 'Lighting', status: 'Approved' });
    expect(JSON.parse(row.quotation).total).toBe(50.28);
    const empty = await get(`/api/tenders/supplier/${other.id}/quotations`, other);
    expect(empty.json()).toEqual({ data: [] });
    expect((await get(`/api/tenders/supplier/${supplier.id}/quotations`, other)).statusCode).toBe(403);
    expect((await get(`/api/tenders/supplier/${supplier.id}/quotations`, null)).statusCode).toBe(401);
    for (const caller of [admin, tenderManager, noPermissions]) {
      expect((await get(`/api/tenders/supplier/${supplier.id}/quotations`, caller)).statusCode).toBe(403);
    }
  });

  it('admin views: all received, a tender’s, one supplier’s; refused without manageTenders', async () => {
    for (const caller of [admin, tenderManager]) {
      const all = await get('/api/tenders/quotations?pageSize=200', caller);
      expect(all.statusCode).toBe(200);
      expect(all.json().data.find((r: { _id: string }) => r._id === id)).toMatchObject({
        tenderId: tender,
        supplierId: supplier.id,
        supplierName: 'Acme Electricals',
        status: 'Approved',
        revision: 1,
      });
      const ofTender = await get(`/api/tenders/${tender}/quotations`, caller);
      expect(ofTender.statusCode).toBe(200);
      expect(ofTender.json().data).toHaveLength(1);
      const [row] = ofTender.json().data;
      expect(row).toMatchObject({
        _id: id,
        supplierName: 'Acme Electricals',
        revised: false,
        revisedAt: null,
      });
      const quotation = JSON.parse(row.quotation);
      expect(quotation.items[0]).toMatchObject({ unitPrice: 19.99, totalPrice: 49.98, total: 49.98 });
      expect(quotation).toMatchObject({ total: 50.28, totalWithGst: 59.28, notes: 'Delivery in a week' });
      const one = await get(`/api/tenders/${tender}/supplier/${supplier.id}/quotation`, caller);
      expect(one.statusCode).toBe(200);
      expect(JSON.parse(one.json().data.quotation).total).toBe(50.28);
    }
    expect((await get(`/api/tenders/${tender}/supplier/${other.id}/quotation`, admin)).statusCode).toBe(404);
    expect((await get(`/api/tenders/${randomUUID()}/quotations`, admin)).statusCode).toBe(404);
    expect((await get('/api/tenders/quotations?pageSize=201', admin)).statusCode).toBe(400);
    for (const url of [
      '/api/tenders/quotations',
      `/api/tenders/${tender}/quotations`,
      `/api/tenders/${tender}/supplier/${supplier.id}/quotation`,
    ]) {
      expect((await get(url, null)).statusCode).toBe(401);
      for (const caller of [noPermissions, supplier, other]) {
        expect((await get(url, caller)).statusCode, url).toBe(403);
      }
    }
  });

  it('pages the received list, newest first', async () => {
    const first = (await get('/api/tenders/quotations?page=1&pageSize=1', admin)).json().data;
    const second = (await get('/api/tenders/quotations?page=2&pageSize=1', admin)).json().data;
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(first[0]._id).not.toBe(second[0]._id);
    expect(first[0].submittedAt >= second[0].submittedAt).toBe(true);
    expect((await get('/api/tenders/quotations?page=0', admin)).statusCode).toBe(400);
  });

  it('hides a supplier no longer approved from the received lists', async () => {
    const t = await tenderWithInterests();
    await submit(t, supplier.id, { quotation: payload() }, supplier);
    await ctx.db.update(interests).set({ status: 'Rejected' }).where(eq(interests.tenderId, t));
    expect((await get(`/api/tenders/${t}/quotations`, admin)).json()).toEqual({ data: [] });
  });
});
