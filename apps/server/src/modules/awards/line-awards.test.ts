import { randomUUID } from 'node:crypto';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import { messages } from '@tenderdesk/domain/messages';
import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenderLineAwards } from '../../db/schema/purchase-orders';
import { quotationMargins, tenderAwards } from '../../db/schema/quotations';
import { interests, tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { awardKit, type QuoteLine } from '../../test/award-kit';
import { daysFrom } from '../../test/tenders';

/* Award by line (decision 033): the calls, their refusals, and the views that read the award. */

let ctx: TestContext;
let kit: ReturnType<typeof awardKit>;
let alpha: TestCaller;
let beta: TestCaller;
let gamma: TestCaller;
let admin: TestCaller;
let tenderManager: TestCaller;
let ordersOnly: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  const electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  kit = awardKit(ctx, electrical.categoryId);
  alpha = await ctx.as.supplier({ ...electrical, companyName: 'Alpha Traders' });
  beta = await ctx.as.supplier({ ...electrical, companyName: 'Beta Supplies' });
  gamma = await ctx.as.supplier({ ...electrical, companyName: 'Gamma Works' });
  admin = await ctx.as.admin();
  tenderManager = await ctx.as.subAdmin(['manageTenders']);
  ordersOnly = await ctx.as.subAdmin(['purchaseOrders']);
});
afterAll(() => ctx.close());

const ALPHA_LINES: QuoteLine[] = [
  { itemCode: 'IT-1', qty: 2, unitPrice: 100, gstRate: 18 },
  { itemCode: 'IT-2', qty: 3, unitPrice: 50, gstRate: 5 },
];
const BETA_LINES: QuoteLine[] = [
  { itemCode: 'IT-1', qty: 2, unitPrice: 90, gstRate: 18 },
  { itemCode: 'IT-2', qty: 3, unitPrice: 60, gstRate: 5 },
];

/** A tender quoted by alpha and beta: IT-1 cheapest at beta, IT-2 at alpha. */
async function splitTender({ close = true } = {}) {
  const tender = await kit.tenderFor([alpha, beta]);
  const a = await kit.quote(tender, alpha, ALPHA_LINES);
  const b = await kit.quote(tender, beta, BETA_LINES);
  // Awards wait for the close (decision 039).
  if (close) await kit.close(tender);
  const split = [
    { tenderItemId: a.itemOf['IT-1'] as string, quotationLineId: b.lineOf['IT-1'] as string },
    { tenderItemId: a.itemOf['IT-2'] as string, quotationLineId: a.lineOf['IT-2'] as string },
  ];
  return { tender, a, b, split };
}

const put = (tender: string, body: unknown, caller: TestCaller | null = admin) =>
  ctx.call('PUT', `/api/tenders/${tender}/line-awards`, body as object, caller?.headers ?? {});
const get = (url: string, caller: TestCaller | null = admin) =>
  ctx.call('GET', url, undefined, caller?.headers ?? {});
const lineAwardsOf = (tender: string) =>
  ctx.db.select().from(tenderLineAwards).where(eq(tenderLineAwards.tenderId, tender));

describe('guards: the line-award calls need manageTenders', () => {
  it('answers 401 anonymous, 403 a supplier and a sub-admin without it, 200 the admin and a tender manager', async () => {
    const { tender, split } = await splitTender();
    const calls: [string, string, object | undefined][] = [
      ['GET', `/api/tenders/${tender}/line-awards`, undefined],
      ['PUT', `/api/tenders/${tender}/line-awards`, { lines: split }],
      ['DELETE', `/api/tenders/${tender}/line-awards`, undefined],
    ];
    for (const [method, url, body] of calls) {
      const call = (headers: Record<string, string>) => ctx.call(method as 'GET', url, body, headers);
      expect((await call({})).statusCode, url).toBe(401);
      for (const caller of [alpha, ordersOnly])
        expect((await call(caller.headers)).statusCode, url).toBe(403);
      expect((await call(tenderManager.headers)).statusCode, url).toBe(200);
    }
  });
});

describe('PUT /api/tenders/{tenderId}/line-awards', () => {
  it('offers the lowest line per item, stores a split award across two suppliers, audits it once', async () => {
    const { tender, a, b, split } = await splitTender();
    const before = await get(`/api/tenders/${tender}/line-awards`);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ mode: null, locked: false, draftOrders: 0, suppliers: [] });
    expect(before.json().data.items.map((item: { lowestLineId: string }) => item.lowestLineId)).toEqual([
      b.lineOf['IT-1'],
      a.lineOf['IT-2'],
    ]);

    const saved = await put(tender, { lines: split });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(text.lineAwardsSaved);
    const view = saved.json().data;
    expect(view).toMatchObject({ mode: 'lines', total: 330, gstTotal: 39.9, totalWithGst: 369.9 });
    expect(view.items[0].awarded).toMatchObject({
      supplierName: 'Beta Supplies',
      quotationLineId: b.lineOf['IT-1'],
      lineTotal: 180,
      gstAmount: 32.4,
    });
    expect(view.suppliers).toEqual([
      expect.objectContaining({ supplierId: beta.id, lines: 1, total: 180, totalWithGst: 212.4 }),
      expect.objectContaining({ supplierId: alpha.id, lines: 1, total: 150, totalWithGst: 157.5 }),
    ]);
    const stored = await lineAwardsOf(tender);
    expect(stored).toHaveLength(2);
    expect(stored.find((row) => row.supplierId === beta.id)).toMatchObject({
      quotationId: b.id,
      selectedBy: admin.id,
    });
    // The same set again changes nothing and records nothing.
    expect((await put(tender, { lines: [...split].reverse() })).statusCode).toBe(200);
    const events = await ctx.auditFor(tender, 'award.lines');
    expect(events).toHaveLength(1);
    expect(events[0]?.changes).toMatchObject({ from: [], marginsCleared: 0, draftsDiscarded: 0 });

    const comparison = (await get(`/api/tenders/${tender}/comparison`)).json().data;
    expect(comparison).toMatchObject({ awardMode: 'lines', selectedQuotationId: null });
    const quoted = (await get('/api/tenders/quoted?pageSize=200')).json().data;
    expect(quoted.find((row: { _id: string }) => row._id === tender)).toMatchObject({
      awardMode: 'lines',
      selectedQuotationId: null,
    });

    // Both winners hear it (decision 029's award.won).
    for (const supplier of [alpha, beta]) {
      const list = await get('/api/notifications', supplier);
      expect(list.json().data.map((row: { event: string }) => row.event)).toContain('award.won');
    }
  });

  it('shows the awarded lines in the selected-quotation view, where margins apply per line', async () => {
    const { tender, a, b, split } = await splitTender();
    expect((await put(tender, { lines: split })).statusCode).toBe(200);
    const margin = await ctx.call(
      'POST',
      `/api/tenders/${tender}/update-margin`,
      { itemCode: 'IT-2', marginType: 'Percentage', marginValue: 10 },
      admin.headers,
    );
    expect(margin.statusCode, margin.body).toBe(200);
    const view = (await get(`/api/tenders/${tender}/selected-quotation`)).json().data;
    expect(view).toMatchObject({
      mode: 'lines',
      _id: tender,
      quotationId: tender,
      supplierId: '',
      supplierName: 'Beta Supplies, Alpha Traders',
      total: 330,
      marginTotal: 15,
      grandTotal: 345,
    });
    expect(view.items).toEqual([
      expect.objectContaining({
        lineId: b.lineOf['IT-1'],
        supplierId: beta.id,
        quotationId: b.id,
        marginAmount: 0,
      }),
      expect.objectContaining({ lineId: a.lineOf['IT-2'], supplierId: alpha.id, marginAmount: 15 }),
    ]);
    expect(view.suppliers).toHaveLength(2);
    // The whole-award view gains only mode, suppliers and the per-item supplier.
    const other = await kit.tenderFor([alpha]);
    const q = await kit.quote(other, alpha, ALPHA_LINES);
    await kit.close(other);
    const selected = await ctx.call(
      'PUT',
      `/api/tenders/${other}/quotation/${q.id}/select`,
      undefined,
      admin.headers,
    );
    expect(selected.json().data).toMatchObject({ mode: 'quotation', _id: q.id, supplierId: alpha.id });
    expect(selected.json().data.suppliers).toEqual([
      expect.objectContaining({ supplierId: alpha.id, lines: 2 }),
    ]);
  });

  it('refuses bad sets with 400 naming the line; nothing is stored', async () => {
    const { tender, a, b, split } = await splitTender();
    const gammaTender = await kit.tenderFor([alpha, beta, gamma]);
    const g = await kit.quote(gammaTender, gamma, BETA_LINES);
    await kit.close(gammaTender);
    // A line of a supplier whose interest is no longer approved.
    await ctx.db
      .update(interests)
      .set({ status: 'Rejected' })
      .where(and(eq(interests.tenderId, gammaTender), eq(interests.supplierId, gamma.id)));
    const cases: [unknown, string, string][] = [
      [{ lines: [] }, 'lines', text.linesRequired],
      [{}, 'lines', text.linesRequired],
      [{ lines: [{ ...split[0], tenderItemId: randomUUID() }] }, 'lines[0].tenderItemId', text.itemUnknown],
      [
        { lines: [split[0], { ...split[1], tenderItemId: split[0]?.tenderItemId }] },
        'lines[1].tenderItemId',
        text.itemRepeated,
      ],
      // alpha's IT-2 line offered for IT-1.
      [
        { lines: [{ tenderItemId: a.itemOf['IT-1'], quotationLineId: a.lineOf['IT-2'] }] },
        'lines[0].quotationLineId',
        text.lineUnknown,
      ],
      [
        { lines: [{ tenderItemId: a.itemOf['IT-1'], quotationLineId: randomUUID() }] },
        'lines[0].quotationLineId',
        text.lineUnknown,
      ],
      [
        { lines: [{ tenderItemId: a.itemOf['IT-1'], quotationLineId: 'nope' }] },
        'lines[0].quotationLineId',
        text.lineUnknown,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await put(tender, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toBe(message);
      expect(response.json().field ?? 'lines', JSON.stringify(body)).toContain(field.split('[')[0]);
      if (field.includes('[')) expect(response.json().field).toBe(field);
    }
    const rejected = await put(gammaTender, {
      lines: [{ tenderItemId: g.itemOf['IT-1'], quotationLineId: g.lineOf['IT-1'] }],
    });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json()).toEqual({ message: text.lineUnknown, field: 'lines[0].quotationLineId' });
    expect(await lineAwardsOf(tender)).toHaveLength(0);
    expect((await put(randomUUID(), { lines: split })).statusCode).toBe(404);
    expect((await put('bad-id', { lines: split })).json().message).toBe(messages.tender.notFound);
    expect(b.id).toBeTruthy();
  });

  it('switches between a whole award and line awards only with replace, clearing the other and its margins', async () => {
    const { tender, a, split } = await splitTender();
    expect(
      (await ctx.call('PUT', `/api/tenders/${tender}/quotation/${a.id}/select`, undefined, admin.headers))
        .statusCode,
    ).toBe(200);
    await ctx.call(
      'POST',
      `/api/tenders/${tender}/update-margin`,
      { itemCode: 'IT-1', marginValue: 5 },
      admin.headers,
    );
    const refused = await put(tender, { lines: split });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(text.wholeAwardExists('Alpha Traders'));
    const moved = await put(tender, { lines: split, replace: true });
    expect(moved.statusCode).toBe(200);
    expect(await ctx.db.select().from(tenderAwards).where(eq(tenderAwards.tenderId, tender))).toHaveLength(0);
    // alpha's IT-1 margin went with the whole award (its line is no longer awarded).
    expect(
      await ctx.db.select().from(quotationMargins).where(eq(quotationMargins.tenderId, tender)),
    ).toHaveLength(0);
    expect((await ctx.auditFor(tender, 'award.lines'))[0]?.changes).toMatchObject({
      wholeAwardCleared: a.id,
    });

    const back = await ctx.call('PUT', `/api/tenders/${tender}/quotation/${a.id}/select`, {}, admin.headers);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(text.lineAwardsExist);
    const replaced = await ctx.call(
      'PUT',
      `/api/tenders/${tender}/quotation/${a.id}/select`,
      { replace: true },
      admin.headers,
    );
    expect(replaced.statusCode).toBe(200);
    expect(await lineAwardsOf(tender)).toHaveLength(0);
    const selects = await ctx.auditFor(tender, 'award.select');
    expect(selects.map((event) => event.changes)).toContainEqual(
      expect.objectContaining({ lineAwardsCleared: 2 }),
    );
  });

  it('clears line awards with DELETE (404 when none), audited', async () => {
    const { tender, split } = await splitTender();
    expect(
      (await ctx.call('DELETE', `/api/tenders/${tender}/line-awards`, undefined, admin.headers)).statusCode,
    ).toBe(404);
    await put(tender, { lines: split });
    const cleared = await ctx.call('DELETE', `/api/tenders/${tender}/line-awards`, undefined, admin.headers);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.mode).toBeNull();
    expect(await lineAwardsOf(tender)).toHaveLength(0);
    expect(await ctx.auditCount({ action: 'award.lines-clear', entityId: tender })).toBe(1);
  });

  it("freezes a supplier's quotation that holds an awarded line, and its interest", async () => {
    const { tender, b, split } = await splitTender();
    await put(tender, { lines: split });
    // An addendum may move the closing date on after the award: the award still freezes the quotation.
    await ctx.db
      .update(tenders)
      .set({ closingDate: daysFrom(30), closedEarlyAt: null, closedEarlyReason: null })
      .where(eq(tenders.id, tender));
    const revise = await ctx.call(
      'PUT',
      `/api/tenders/${tender}/supplier/${beta.id}/quotation/${b.id}`,
      {
        quotation: JSON.stringify({
          items: BETA_LINES.map((line) => ({ itemName: 'x', uom: 'pcs', ...line, unitPrice: 1 })),
        }),
      },
      beta.headers,
    );
    expect(revise.statusCode).toBe(409);
    expect(revise.json().message).toBe(messages.quotation.selected);
    expect(awardMessages.noneSelected).toBeTruthy();
  });

  it("marks the quotation awarded by line in its supplier's own list, so Edit says why (issue 18)", async () => {
    const { tender, b, split } = await splitTender();
    const mine = async () =>
      (await ctx.call('GET', `/api/tenders/supplier/${beta.id}/quotations`, undefined, beta.headers))
        .json()
        .data.find((row: { _id: string }) => row._id === b.id);
    expect(await mine()).toMatchObject({ selected: false, awardedLines: false });
    expect((await put(tender, { lines: split })).statusCode).toBe(200);
    expect(await mine()).toMatchObject({ selected: false, awardedLines: true });
  });

  it('refuses while a sealed tender is sealed', async () => {
    const { tender, split } = await splitTender({ close: false });
    await ctx.db.update(tenders).set({ sealed: true }).where(eq(tenders.id, tender));
    const response = await put(tender, { lines: split });
    expect(response.statusCode).toBe(409);
    const view = (await get(`/api/tenders/${tender}/line-awards`)).json().data;
    expect(view.sealed).toBe(true);
    expect(view.items.every((item: { lowestLineId: string | null }) => item.lowestLineId === null)).toBe(
      true,
    );
  });
});
