import { randomUUID } from 'node:crypto';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import { messages } from '@tenderdesk/domain/messages';
import { formatPortalDay } from '@tenderdesk/domain/portal-time';
import { sealedOpensOn } from '@tenderdesk/domain/tenders';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotationLines, quotationMargins, quotations, tenderAwards } from '../../db/schema/quotations';
import { interests, tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { createTenderRow, daysFrom } from '../../test/tenders';
import {
  createPublishedTender,
  createTenderDraft,
  SAMPLE_ITEM,
  sendTenderForm,
  tenderFields,
} from '../../test/tenders-api';

/*
 * The award, margins, comparison and quoted tenders (decision 026), and sealed bids across every
 * admin read of quotations. The app runs in Asia/Kolkata (test kit).
 */

let ctx: TestContext;
let electrical: { categoryId: string; subCategoryId: string };
let alpha: TestCaller;
let beta: TestCaller;
let gamma: TestCaller;
let admin: TestCaller;
let tenderManager: TestCaller;
let noPermissions: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  alpha = await ctx.as.supplier({ ...electrical, companyName: 'Alpha Traders' });
  beta = await ctx.as.supplier({ ...electrical, companyName: 'Beta Supplies' });
  gamma = await ctx.as.supplier({ ...electrical, companyName: 'Gamma Works' });
  admin = await ctx.as.admin();
  tenderManager = await ctx.as.subAdmin(['manageTenders']);
  noPermissions = await ctx.as.subAdmin(['manageSuppliers', 'masterTables', 'reports']);
});
afterAll(() => ctx.close());

type Line = { itemCode: string; qty?: number | string; unitPrice: number | string; gstRate?: number };

const quotationText = (lines: Line[], notes = 'Best price') =>
  JSON.stringify({
    items: lines.map((line) => ({
      itemName: `Item ${line.itemCode}`,
      uom: 'pcs',
      qty: 1,
      gstRate: 0,
      ...line,
    })),
    notes,
  });

/** The spec's example: 2.5 x 19.99 at 18 % GST, and 3 x 0.10 of an item the tender lacks. */
const SAMPLE_LINES: Line[] = [
  { itemCode: 'it-1', qty: 2.5, unitPrice: 19.99, gstRate: 18 },
  { itemCode: 'X-9', qty: '3', unitPrice: '0.10' },
];

/** A tender (open unless told) whose interests from `approved` are Approved. */
async function tenderFor(approved: TestCaller[], input: Partial<Parameters<typeof createTenderRow>[1]> = {}) {
  const tender = await createTenderRow(ctx.db, { categoryId: electrical.categoryId, ...input });
  if (approved.length > 0) {
    await ctx.db.insert(interests).values(
      approved.map((supplier) => ({
        tenderId: tender,
        supplierId: supplier.id,
        status: 'Approved' as const,
        decidedAt: new Date(),
      })),
    );
  }
  return tender;
}

async function quote(tender: string, supplier: TestCaller, lines: Line[] = SAMPLE_LINES): Promise<string> {
  const response = await ctx.call(
    'POST',
    `/api/suppliers/${tender}/supplier/${supplier.id}/quotation`,
    { quotation: quotationText(lines) },
    supplier.headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id;
}

const get = (url: string, caller: TestCaller | null) =>
  ctx.call('GET', url, undefined, caller?.headers ?? {});
const select = (tender: string, quotation: string, caller: TestCaller | null, body?: object) =>
  ctx.call('PUT', `/api/tenders/${tender}/quotation/${quotation}/select`, body, caller?.headers ?? {});
const margin = (tender: string, body: object | undefined, caller: TestCaller | null = admin) =>
  ctx.call('POST', `/api/tenders/${tender}/update-margin`, body, caller?.headers ?? {});

/** Moves a tender's dates into the past: it closed yesterday (quoting a closed tender is refused). */
async function close(tender: string) {
  await ctx.db
    .update(tenders)
    .set({ publishingDate: daysFrom(-9), closingDate: daysFrom(-1) })
    .where(eq(tenders.id, tender));
}

/**
 * Moves a closed tender's closing date on again (as an addendum may, after the award): for tests of
 * what an award does while the tender reads open. Awards wait for the close (decision 039).
 */
async function reopen(tender: string) {
  await ctx.db
    .update(tenders)
    .set({ closingDate: daysFrom(30) })
    .where(eq(tenders.id, tender));
}

const awardOf = async (tender: string) =>
  (await ctx.db.select().from(tenderAwards).where(eq(tenderAwards.tenderId, tender)))[0];
const marginsOf = (tender: string) =>
  ctx.db.select().from(quotationMargins).where(eq(quotationMargins.tenderId, tender));

describe('guards: every call needs manageTenders', () => {
  it('answers 401 anonymous, 403 a supplier and a sub-admin without it; OK for the admin and a tender manager', async () => {
    const tender = await tenderFor([alpha]);
    const id = await quote(tender, alpha);
    await close(tender);
    const calls: [string, string, object | undefined][] = [
      ['PUT', `/api/tenders/${tender}/quotation/${id}/select`, undefined],
      ['GET', `/api/tenders/${tender}/selected-quotation`, undefined],
      ['POST', `/api/tenders/${tender}/update-margin`, { itemCode: 'IT-1', marginValue: 1 }],
      ['GET', `/api/tenders/${tender}/comparison`, undefined],
      ['GET', '/api/tenders/quoted', undefined],
    ];
    for (const [method, url, body] of calls) {
      const call = (headers: Record<string, string>) => ctx.call(method as 'GET', url, body, headers);
      expect((await call({})).statusCode, url).toBe(401);
      for (const caller of [alpha, noPermissions])
        expect((await call(caller.headers)).statusCode, url).toBe(403);
      for (const caller of [admin, tenderManager])
        expect((await call(caller.headers)).statusCode, url).toBe(200);
    }
    expect(await ctx.auditCount({ action: 'award.margin', entityId: tender })).toBe(2);
  });
});

describe('PUT /api/tenders/{tenderId}/quotation/{quotationId}/select', () => {
  it('awards with no body (JSON content type or none), stores and audits it; again is a no-op', async () => {
    const tender = await tenderFor([alpha]);
    const id = await quote(tender, alpha);
    await close(tender);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tenders/${tender}/quotation/${id}/select`,
      headers: { ...tenderManager.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Supplier selected successfully!',
      data: {
        tenderId: tender,
        quotationId: id,
        supplierName: 'Alpha Traders',
        selectedBy: tenderManager.id,
      },
    });
    expect(await awardOf(tender)).toMatchObject({ quotationId: id, selectedBy: tenderManager.id });
    const again = await select(tender, id, admin);
    expect(again.statusCode).toBe(200);
    expect(await awardOf(tender)).toMatchObject({ quotationId: id, selectedBy: tenderManager.id });
    const events = await ctx.auditFor(tender, 'award.select');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: tenderManager.id,
      changes: { quotationId: id, supplierId: alpha.id },
    });
    expect(await ctx.auditCount({ action: 'award.change', entityId: tender })).toBe(0);
  });

  it('refuses another quotation without replace (409); with replace moves the award and clears the margins', async () => {
    const tender = await tenderFor([alpha, beta]);
    const first = await quote(tender, alpha);
    const second = await quote(tender, beta);
    await close(tender);
    expect((await select(tender, first, admin)).statusCode).toBe(200);
    expect((await margin(tender, { itemCode: 'IT-1', marginValue: 5 })).statusCode).toBe(200);
    expect(await marginsOf(tender)).toHaveLength(1);
    for (const body of [undefined, {}, { replace: false }]) {
      const refused = await select(tender, second, admin, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(awardMessages.alreadySelected('Alpha Traders'));
    }
    expect((await awardOf(tender))?.quotationId).toBe(first);
    expect(await marginsOf(tender)).toHaveLength(1);
    const moved = await select(tender, second, admin, { replace: true });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      quotationId: second,
      supplierName: 'Beta Supplies',
      marginTotal: 0,
    });
    expect((await awardOf(tender))?.quotationId).toBe(second);
    expect(await marginsOf(tender)).toHaveLength(0);
    const events = await ctx.auditFor(tender, 'award.change');
    expect(events).toHaveLength(1);
    expect(events[0]?.changes).toMatchObject({ quotationId: { from: first, to: second }, marginsCleared: 1 });
  });

  it('answers 404 for unknown or malformed ids and a quotation of another tender, 409 for a supplier no longer approved', async () => {
    const tender = await tenderFor([alpha, beta]);
    const id = await quote(tender, alpha);
    const otherTender = await tenderFor([alpha]);
    const foreign = await quote(otherTender, alpha);
    for (const [t, q, message] of [
      [randomUUID(), id, messages.tender.notFound],
      ['nope', id, messages.tender.notFound],
      [tender, randomUUID(), messages.quotation.notFound],
      [tender, 'x%27', messages.quotation.notFound],
      [tender, foreign, messages.quotation.notFound],
    ] as const) {
      const response = await select(t, q, admin);
      expect(response.statusCode, `${t} ${q}`).toBe(404);
      expect(response.json().message).toBe(message);
    }
    const withdrawn = await quote(tender, beta);
    await ctx.db
      .update(interests)
      .set({ status: 'Rejected' })
      .where(and(eq(interests.tenderId, tender), eq(interests.supplierId, beta.id)));
    await close(tender);
    const refused = await select(tender, withdrawn, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(awardMessages.notApproved);
    expect(await awardOf(tender)).toBeUndefined();
    expect((await select(tender, id, admin, { replace: 'yes' })).statusCode).toBe(400);
  });

  it('lets exactly one of 10 parallel first selections win; the others answer 409', async () => {
    const callers = [alpha, beta, gamma];
    for (let n = 0; n < 7; n++)
      callers.push(await ctx.as.supplier({ ...electrical, companyName: `Racer ${n}` }));
    const tender = await tenderFor(callers);
    const ids = [];
    for (const caller of callers) ids.push(await quote(tender, caller));
    await close(tender);
    const responses = await Promise.all(ids.map((id) => select(tender, id, admin)));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    const winner = responses.find((response) => response.statusCode === 200)?.json().data;
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toBe(awardMessages.alreadySelected(winner.supplierName));
    }
    const awards = await ctx.db.select().from(tenderAwards).where(eq(tenderAwards.tenderId, tender));
    expect(awards).toHaveLength(1);
    expect(awards[0]?.quotationId).toBe(winner.quotationId);
    expect(await ctx.auditCount({ action: 'award.select', entityId: tender })).toBe(1);
  });
});

describe('selected quotation and margins', () => {
  let tender: string;
  let id: string;
  beforeAll(async () => {
    tender = await tenderFor([alpha]);
    id = await quote(tender, alpha);
    await close(tender);
  });

  it('answers 404 before an award (and for unknown tenders); then the exact figures', async () => {
    const none = await get(`/api/tenders/${tender}/selected-quotation`, admin);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No selected quotation found.');
    const noAward = await margin(tender, { itemCode: 'IT-1', marginValue: 1 });
    expect(noAward.statusCode).toBe(404);
    expect(noAward.json().message).toBe(awardMessages.noneSelected);
    for (const t of [randomUUID(), 'not-a-uuid']) {
      expect((await get(`/api/tenders/${t}/selected-quotation`, admin)).statusCode).toBe(404);
      expect((await margin(t, { itemCode: 'IT-1', marginValue: 1 })).statusCode).toBe(404);
    }
    expect((await select(tender, id, admin)).statusCode).toBe(200);
    const response = await get(`/api/tenders/${tender}/selected-quotation`, tenderManager);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      quotationId: id,
      supplierName: 'Alpha Traders',
      notes: 'Best price',
      total: 50.28,
      gstTotal: 9,
      totalWithGst: 59.28,
      marginTotal: 0,
      grandTotal: 50.28,
    });
    expect(data.items).toHaveLength(2);
    expect(data.items[0]).toMatchObject({
      itemCode: 'it-1',
      qty: 2.5,
      unitPrice: 19.99,
      total: 49.98,
      totalPrice: 49.98,
      marginType: 'Percentage',
      marginValue: 0,
      marginAmount: 0,
      priceWithMargin: 49.98,
    });
  });

  it('rounds a percentage half up, adds a fixed amount, changes only that line and audits', async () => {
    const percent = await margin(tender, { itemCode: ' IT-1 ', marginType: 'Percentage', marginValue: 12.5 });
    expect(percent.statusCode, percent.body).toBe(200);
    expect(percent.json().message).toBe('Margin saved successfully!');
    let data = percent.json().data;
    // 12.5 % of 49.98 = 6.2475 -> 6.25
    expect(data.items[0]).toMatchObject({
      marginType: 'Percentage',
      marginValue: 12.5,
      marginAmount: 6.25,
      priceWithMargin: 56.23,
    });
    expect(data.items[1]).toMatchObject({ marginValue: 0, marginAmount: 0, priceWithMargin: 0.3 });
    expect(data).toMatchObject({ total: 50.28, marginTotal: 6.25, grandTotal: 56.53, totalWithGst: 59.28 });

    const fixed = await margin(tender, { itemCode: 'x-9', marginType: 'Fixed Amount', marginValue: '10.01' });
    expect(fixed.statusCode).toBe(200);
    data = fixed.json().data;
    expect(data.items[0]).toMatchObject({ marginAmount: 6.25, priceWithMargin: 56.23 });
    expect(data.items[1]).toMatchObject({
      marginType: 'Fixed Amount',
      marginValue: 10.01,
      priceWithMargin: 10.31,
    });
    expect(data).toMatchObject({ marginTotal: 16.26, grandTotal: 66.54 });

    const stored = await ctx.db
      .select({
        code: quotationLines.itemCode,
        type: quotationMargins.marginType,
        value: quotationMargins.marginValue,
      })
      .from(quotationMargins)
      .innerJoin(quotationLines, eq(quotationLines.id, quotationMargins.quotationLineId))
      .where(eq(quotationMargins.tenderId, tender))
      .orderBy(quotationLines.position);
    expect(stored).toEqual([
      { code: 'it-1', type: 'Percentage', value: '12.50' },
      { code: 'X-9', type: 'Fixed Amount', value: '10.01' },
    ]);
    const events = await ctx.auditFor(tender, 'award.margin');
    expect(events).toHaveLength(2);
    // Rows of one query come back in no promised order: find the event by its item.
    const fixedEvent = events.find((event) => (event.changes as { itemCode?: string }).itemCode === 'X-9');
    expect(fixedEvent?.changes).toMatchObject({
      itemCode: 'X-9',
      from: null,
      to: { marginType: 'Fixed Amount', marginValue: '10.01' },
    });
    const read = (await get(`/api/tenders/${tender}/selected-quotation`, admin)).json().data;
    expect(read.grandTotal).toBe(66.54);
  });

  it('refuses bad margins with 400 naming the field, and an item not quoted with 404; nothing changes', async () => {
    const before = await marginsOf(tender);
    const cases: [object | undefined, string, string][] = [
      [undefined, 'itemCode', awardMessages.itemRequired],
      [{ marginValue: 1 }, 'itemCode', awardMessages.itemRequired],
      [
        { itemCode: 'IT-1', marginType: 'Percent', marginValue: 1 },
        'marginType',
        awardMessages.marginTypeInvalid,
      ],
      [{ itemCode: 'IT-1', marginValue: -1 }, 'marginValue', awardMessages.marginValueInvalid],
      [
        { itemCode: 'IT-1', marginType: 'Fixed Amount', marginValue: 10.005 },
        'marginValue',
        awardMessages.marginValueInvalid,
      ],
      [{ itemCode: 'IT-1', marginValue: '1.234' }, 'marginValue', awardMessages.marginValueInvalid],
      [{ itemCode: 'IT-1', marginValue: 'ten' }, 'marginValue', awardMessages.marginValueInvalid],
      [{ itemCode: 'IT-1' }, 'marginValue', awardMessages.marginValueInvalid],
      [{ itemCode: 'IT-1', marginValue: 1e15 }, 'marginValue', awardMessages.marginValueInvalid],
    ];
    for (const [body, field, message] of cases) {
      const response = await margin(tender, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message, field });
    }
    const missing = await margin(tender, { itemCode: 'IT-2', marginValue: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(awardMessages.itemNotQuoted);
    const wrongLine = await margin(tender, { itemCode: 'IT-1', marginValue: 1, lineId: randomUUID() });
    expect(wrongLine.statusCode).toBe(404);
    expect(await marginsOf(tender)).toEqual(before);
  });

  it('refuses a margin whose price leaves the exact range with 400, never 500', async () => {
    const big = await tenderFor([beta]);
    const q = await quote(big, beta, [{ itemCode: 'IT-1', unitPrice: '999999999999.99' }]);
    await close(big);
    expect((await select(big, q, admin)).statusCode).toBe(200);
    const response = await margin(big, { itemCode: 'IT-1', marginValue: '999999999999.99' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: awardMessages.marginTooLarge, field: 'marginValue' });
  });
});

describe('GET /api/tenders/{tenderId}/comparison', () => {
  it('sets the items against the suppliers, marks the lowest prices and total with GST, lists unquoted cells and extra lines', async () => {
    const tender = await tenderFor([alpha, beta, gamma]);
    const a = await quote(tender, alpha, [
      { itemCode: 'IT-1', unitPrice: 10, gstRate: 18 },
      { itemCode: 'IT-2', unitPrice: 5 },
    ]);
    const b = await quote(tender, beta, [
      { itemCode: 'it-1', unitPrice: 9, gstRate: 28 },
      { itemCode: 'EXTRA', unitPrice: 1 },
    ]);
    const c = await quote(tender, gamma, [
      { itemCode: 'IT-1', unitPrice: 10 },
      { itemCode: 'IT-2', unitPrice: 6 },
    ]);
    await close(tender);
    expect((await select(tender, a, admin)).statusCode).toBe(200);
    await reopen(tender);
    const response = await get(`/api/tenders/${tender}/comparison`, tenderManager);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      sealed: false,
      opensOn: null,
      selectedQuotationId: a,
      awardMode: 'quotation',
    });
    expect(data.tender).toMatchObject({ _id: tender, sealed: false, closed: false });
    expect(data.items.map((item: { itemCode: string }) => item.itemCode)).toEqual(['IT-1', 'IT-2']);
    expect(data.quotedBy.map((row: { quotationId: string }) => row.quotationId)).toEqual([a, b, c]);
    const [sa, sb, sc] = data.suppliers;
    expect([sa.quotationId, sb.quotationId, sc.quotationId]).toEqual([a, b, c]);
    // IT-1: 10, 9, 10 -> Beta's marked; IT-2: 5, not quoted, 6 -> Alpha's marked.
    expect(sa.cells.map((cell: { lowest?: boolean }) => cell.lowest)).toEqual([false, true]);
    expect(sb.cells[0]).toMatchObject({
      quoted: true,
      unitPrice: 9,
      lineTotal: 9,
      gstAmount: 2.52,
      lowest: true,
    });
    expect(sb.cells[1]).toEqual({ quoted: false });
    expect(sc.cells.map((cell: { lowest?: boolean }) => cell.lowest)).toEqual([false, false]);
    expect(sb.extraLines).toMatchObject([{ itemCode: 'EXTRA', unitPrice: 1, lineTotal: 1 }]);
    expect(sa.extraLines).toEqual([]);
    expect([sa.complete, sb.complete, sc.complete]).toEqual([true, false, true]);
    // With GST: Alpha 16.80, Gamma 16.00 (Beta 12.52 prices only one item): Gamma's is the lowest.
    expect([sa.totalWithGst, sb.totalWithGst, sc.totalWithGst]).toEqual([16.8, 12.52, 16]);
    expect([sa.total, sb.total, sc.total]).toEqual([15, 10, 16]);
    expect([sa.lowestTotal, sb.lowestTotal, sc.lowestTotal]).toEqual([false, false, true]);
    expect([sa.selected, sb.selected, sc.selected]).toEqual([true, false, false]);
  });

  it('answers 404 for unknown and malformed ids; an empty comparison for a tender without quotations', async () => {
    for (const t of [randomUUID(), 'nope', "1'; drop table tenders; --"]) {
      const response = await get(`/api/tenders/${encodeURIComponent(t)}/comparison`, admin);
      expect(response.statusCode, t).toBe(404);
      expect(response.json().message).toBe(messages.tender.notFound);
    }
    const empty = await tenderFor([]);
    const response = await get(`/api/tenders/${empty}/comparison`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ suppliers: [], quotedBy: [], selectedQuotationId: null });
    expect(response.json().data.items).toHaveLength(2);
  });

  it('keeps its cells after the tender’s items are edited (relinked by item code)', async () => {
    const published = await createPublishedTender(ctx.app, admin.headers, electrical.categoryId, {
      fields: { publishingDate: daysFrom(-1), closingDate: daysFrom(20) },
    });
    await ctx.db
      .insert(interests)
      .values({ tenderId: published._id, supplierId: alpha.id, status: 'Approved', decidedAt: new Date() });
    await quote(published._id, alpha, [{ itemCode: 'it-001', unitPrice: 7 }]);
    const edited = await sendTenderForm(
      ctx.app,
      'PUT',
      `/api/tenders/${published._id}`,
      admin.headers,
      tenderFields(electrical.categoryId, {
        projectCode: published.projectCode,
        publishingDate: daysFrom(-1),
        closingDate: daysFrom(20),
        items: JSON.stringify([
          { ...SAMPLE_ITEM, itemCode: 'NEW-1', itemName: 'New first item' },
          { ...SAMPLE_ITEM, itemCode: ' IT-001 ', qty: '20' },
        ]),
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const data = (await get(`/api/tenders/${published._id}/comparison`, admin)).json().data;
    expect(data.items.map((item: { itemCode: string }) => item.itemCode)).toEqual(['NEW-1', 'IT-001']);
    expect(data.suppliers[0].cells).toMatchObject([{ quoted: false }, { quoted: true, unitPrice: 7 }]);
    expect(data.suppliers[0].extraLines).toEqual([]);
    const [line] = await ctx.db
      .select({ tenderItemId: quotationLines.tenderItemId })
      .from(quotationLines)
      .innerJoin(quotations, eq(quotations.id, quotationLines.quotationId))
      .where(eq(quotations.tenderId, published._id));
    expect(line?.tenderItemId).toBe(data.items[1].tenderItemId);
  });
});

describe('GET /api/tenders/quoted', () => {
  it('lists the published tenders with an approved quotation, newest first, searched, with the award', async () => {
    const code = `QT-${randomUUID().slice(0, 8)}`;
    const older = await tenderFor([alpha, beta], { projectCode: `${code}-A`, publishingDate: daysFrom(-5) });
    const newer = await tenderFor([alpha], { projectCode: `${code}-B`, projectTitle: 'Quoted lamps' });
    const unquoted = await tenderFor([alpha], { projectCode: `${code}-C` });
    const rejectedOnly = await tenderFor([beta], { projectCode: `${code}-D` });
    const a = await quote(older, alpha);
    await quote(older, beta);
    await quote(newer, alpha);
    await quote(rejectedOnly, beta);
    await ctx.db.update(interests).set({ status: 'Rejected' }).where(eq(interests.tenderId, rejectedOnly));
    await close(older);
    expect((await select(older, a, admin)).statusCode).toBe(200);
    await ctx.db
      .update(tenders)
      .set({ publishingDate: daysFrom(-5) })
      .where(eq(tenders.id, older));
    await reopen(older);

    const response = await get(`/api/tenders/quoted?q=${code.toLowerCase()}`, tenderManager);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(body.data.map((row: { _id: string }) => row._id)).toEqual([newer, older]);
    expect(body.data[1]).toMatchObject({
      projectCode: `${code}-A`,
      quotations: 2,
      isClosed: false,
      sealed: false,
      selectedQuotationId: a,
      selectedSupplierName: 'Alpha Traders',
    });
    expect(body.data[0]).toMatchObject({
      quotations: 1,
      selectedQuotationId: null,
      selectedSupplierName: null,
    });
    expect(body.data.map((row: { _id: string }) => row._id)).not.toContain(unquoted);
    const byTitle = (await get('/api/tenders/quoted?q=quoted%20LAMPS', admin)).json();
    expect(byTitle.data.map((row: { _id: string }) => row._id)).toEqual([newer]);
    const paged = (await get(`/api/tenders/quoted?q=${code}&page=2&pageSize=1`, admin)).json();
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.data.map((row: { _id: string }) => row._id)).toEqual([older]);
    expect((await get('/api/tenders/quoted?pageSize=500', admin)).statusCode).toBe(400);
    expect((await get('/api/tenders/quoted?sort=price', admin)).statusCode).toBe(400);
  });
});

describe('sealed bids', () => {
  async function sealedTender() {
    const tender = await tenderFor([alpha, beta]);
    await ctx.db.update(tenders).set({ sealed: true }).where(eq(tenders.id, tender));
    const cheap = await quote(tender, alpha, [{ itemCode: 'IT-1', unitPrice: 900 }]);
    const dear = await quote(tender, beta, [{ itemCode: 'IT-1', unitPrice: 5 }]);
    return { tender, first: cheap, second: dear };
  }

  const hasPrice = (text: string) => {
    const view = JSON.parse(text);
    return view.items.length > 0 || 'total' in view || 'totalWithGst' in view;
  };

  it('hides prices from every admin read until the tender closes, then shows them and opens once', async () => {
    const { tender, first, second } = await sealedTender();
    const closing = (await ctx.db.select().from(tenders).where(eq(tenders.id, tender)))[0]?.closingDate ?? '';
    const opensOn = sealedOpensOn(closing);

    const received = (await get('/api/tenders/quotations?pageSize=200', admin)).json().data;
    const rows = received.filter((row: { tenderId: string }) => row.tenderId === tender);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ sealed: true, opensOn, selected: false });
      expect(JSON.parse(row.quotation)).toEqual({
        sealed: true,
        opensOn,
        submittedAt: row.submittedAt,
        items: [],
      });
    }
    const list = (await get(`/api/tenders/${tender}/quotations`, admin)).json().data;
    // By time, not by total (the second, cheaper one would come first).
    expect(list.map((row: { _id: string }) => row._id)).toEqual([first, second]);
    for (const row of list) {
      expect(row).toMatchObject({ sealed: true, opensOn });
      expect(hasPrice(row.quotation)).toBe(false);
    }
    const one = (await get(`/api/tenders/${tender}/supplier/${beta.id}/quotation`, admin)).json().data;
    expect(one).toMatchObject({ sealed: true, opensOn, supplierName: 'Beta Supplies' });
    expect(hasPrice(one.quotation)).toBe(false);
    const comparison = (await get(`/api/tenders/${tender}/comparison`, admin)).json().data;
    expect(comparison).toMatchObject({ sealed: true, opensOn, suppliers: [] });
    expect(comparison.quotedBy.map((row: { supplierName: string }) => row.supplierName)).toEqual([
      'Alpha Traders',
      'Beta Supplies',
    ]);
    expect(JSON.stringify(comparison)).not.toMatch(/unitPrice|totalWithGst/);
    const refused = await select(tender, second, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(awardMessages.sealed(formatPortalDay(opensOn)));
    expect(await awardOf(tender)).toBeUndefined();
    expect(
      (await ctx.db.select().from(tenders).where(eq(tenders.id, tender)))[0]?.quotationsOpenedAt,
    ).toBeNull();
    expect(await ctx.auditCount({ action: 'tender.quotations.open', entityId: tender })).toBe(0);

    await close(tender);
    const opened = (await get(`/api/tenders/${tender}/quotations`, admin)).json().data;
    expect(opened.map((row: { _id: string }) => row._id)).toEqual([second, first]); // cheapest first again
    expect(opened[0]).toMatchObject({ sealed: false, opensOn: null });
    expect(JSON.parse(opened[0].quotation).total).toBe(5);
    const shown = (await get(`/api/tenders/${tender}/supplier/${alpha.id}/quotation`, admin)).json().data;
    expect(JSON.parse(shown.quotation).total).toBe(900);
    const compared = (await get(`/api/tenders/${tender}/comparison`, admin)).json().data;
    expect(compared.suppliers).toHaveLength(2);
    expect((await select(tender, second, admin)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(tenders).where(eq(tenders.id, tender));
    expect(row?.quotationsOpenedAt).toBeInstanceOf(Date);
    const events = await ctx.auditFor(tender, 'tender.quotations.open');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: admin.id, entity: 'tender' });
  });

  it('opens a closed sealed tender exactly once under 5 parallel reads of every kind', async () => {
    const { tender } = await sealedTender();
    await close(tender);
    const urls = [
      `/api/tenders/${tender}/quotations`,
      `/api/tenders/${tender}/comparison`,
      `/api/tenders/${tender}/supplier/${alpha.id}/quotation`,
      '/api/tenders/quotations?pageSize=200',
      `/api/tenders/${tender}/quotations`,
    ];
    const responses = await Promise.all(urls.map((url) => get(url, admin)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await ctx.auditCount({ action: 'tender.quotations.open', entityId: tender })).toBe(1);
    await get(`/api/tenders/${tender}/quotations`, tenderManager);
    expect(await ctx.auditCount({ action: 'tender.quotations.open', entityId: tender })).toBe(1);
    // An unsealed tender is never "opened".
    const open = await tenderFor([alpha]);
    await quote(open, alpha);
    await close(open);
    await get(`/api/tenders/${open}/quotations`, admin);
    expect(await ctx.auditCount({ action: 'tender.quotations.open', entityId: open })).toBe(0);
  });
});

describe('the award on the supplier side and in interest decisions', () => {
  it('freezes the awarded quotation (409), shows closing and selection in the supplier’s rows, refuses rejecting the award', async () => {
    const tender = await tenderFor([alpha, beta]);
    const awarded = await quote(tender, alpha);
    const other = await quote(tender, beta);
    await close(tender);
    expect((await select(tender, awarded, admin)).statusCode).toBe(200);
    await reopen(tender);
    const revise = (supplier: TestCaller, id: string) =>
      ctx.call(
        'PUT',
        `/api/tenders/${tender}/supplier/${supplier.id}/quotation/${id}`,
        { quotation: 'New notes' },
        supplier.headers,
      );
    const frozen = await revise(alpha, awarded);
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toBe(messages.quotation.selected);
    expect((await ctx.db.select().from(quotations).where(eq(quotations.id, awarded)))[0]?.revision).toBe(1);
    expect((await revise(beta, other)).statusCode).toBe(200);

    const mine = (await get(`/api/tenders/supplier/${alpha.id}/quotations`, alpha)).json().data;
    expect(mine.find((row: { _id: string }) => row._id === awarded)).toMatchObject({
      closingDate: daysFrom(30),
      isClosed: false,
      selected: true,
    });
    const theirs = (await get(`/api/tenders/supplier/${beta.id}/quotations`, beta)).json().data;
    expect(theirs.find((row: { _id: string }) => row._id === other)).toMatchObject({ selected: false });
    const received = (await get(`/api/tenders/${tender}/quotations`, admin)).json().data;
    expect(
      Object.fromEntries(received.map((row: { _id: string; selected: boolean }) => [row._id, row.selected])),
    ).toEqual({
      [awarded]: true,
      [other]: false,
    });

    const decide = (supplier: TestCaller, status: string) =>
      ctx.call('PUT', `/api/tenders/${tender}/supplier/${supplier.id}/status`, { status }, admin.headers);
    const refused = await decide(alpha, 'Rejected');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.interest.awarded);
    const [interest] = await ctx.db
      .select()
      .from(interests)
      .where(and(eq(interests.tenderId, tender), eq(interests.supplierId, alpha.id)));
    expect(interest?.status).toBe('Approved');
    expect((await decide(alpha, 'Approved')).statusCode).toBe(200);
    // Rejecting another supplier is still allowed; its edits are then refused (403).
    expect((await decide(beta, 'Rejected')).statusCode).toBe(200);
    const afterRejection = await revise(beta, other);
    expect(afterRejection.statusCode).toBe(403);
    expect(afterRejection.json().message).toBe(messages.quotation.notApproved);
  });

  it('stores sealed on create and draft edit; a published tender refuses a change of sealed (400)', async () => {
    const draft = await createTenderDraft(ctx.app, admin.headers, electrical.categoryId);
    expect(draft.sealed).toBe(false);
    const sealedDraft = await sendTenderForm(
      ctx.app,
      'PUT',
      `/api/tenders/drafts/${draft._id}`,
      admin.headers,
      tenderFields(electrical.categoryId, { projectCode: draft.projectCode, sealed: 'true' }),
    );
    expect(sealedDraft.statusCode, sealedDraft.body).toBe(200);
    expect(sealedDraft.json().data.sealed).toBe(true);
    const tender = await createPublishedTender(ctx.app, admin.headers, electrical.categoryId, {
      fields: { sealed: 'true' },
    });
    expect(tender.sealed).toBe(true);
    const [row] = await ctx.db
      .select({ sealed: tenders.sealed })
      .from(tenders)
      .where(sql`${tenders.id} = ${tender._id}`);
    expect(row?.sealed).toBe(true);
    const edit = (sealed: string | undefined) =>
      sendTenderForm(
        ctx.app,
        'PUT',
        `/api/tenders/${tender._id}`,
        admin.headers,
        tenderFields(electrical.categoryId, { projectCode: tender.projectCode, sealed }),
      );
    const refused = await edit('false');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: messages.tender.sealedFixed, field: 'sealed' });
    expect((await edit('true')).statusCode).toBe(200);
    const kept = await edit(undefined);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.sealed).toBe(true);
  });
});
