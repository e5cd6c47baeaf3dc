import { mkdirSync, writeFileSync } from 'node:fs';
import type { PurchaseOrderDetail } from '@tenderdesk/domain/purchase-orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyingUnits, organisationSettings } from '../../db/schema/organisation';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/purchase-orders';
import { suppliers } from '../../db/schema/suppliers';
import { placeOfSupply } from '../../shared/place-of-supply';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { awardKit, type QuoteLine } from '../../test/award-kit';
import { encodeMultipart } from '../../test/files';
import { pngImage } from '../../test/images';
import { pdfImageCount, pdfText } from '../../test/pdf';

/*
 * The GST split on purchase orders (issue 20 items 4 and 5): the buying unit in Maharashtra (27), a
 * supplier there (CGST + SGST halves) and one in Karnataka (IGST), exact paise with odd-paise
 * halves; the split copied at issue; the comparison and the selected quotation; the PDF's header,
 * supplier GSTIN, split and words, and a 120-line order over several pages, no line split.
 */

let ctx: TestContext;
let kit: ReturnType<typeof awardKit>;
let local: TestCaller;
let distant: TestCaller;
let admin: TestCaller;
let categoryPair: { categoryId: string; subCategoryId: string };

const BUYER = {
  legalName: 'Sahyadri Infra Projects Private Limited',
  pan: 'AAPFU0939F',
  gstin: '27AAPFU0939F1ZV',
  terms: 'Goods are accepted only after inspection at site.',
};

beforeAll(async () => {
  ctx = await createTestApp();
  const pair = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  categoryPair = pair;
  kit = awardKit(ctx, pair.categoryId);
  local = await ctx.as.supplier({ ...pair, companyName: 'Pune Cables LLP' });
  distant = await ctx.as.supplier({ ...pair, companyName: 'Bengaluru Wires' });
  await ctx.db
    .update(suppliers)
    .set({ state: 'Maharashtra', city: 'Pune' })
    .where(eq(suppliers.id, local.id));
  admin = await ctx.as.admin();
  await ctx.db.insert(organisationSettings).values({
    legalName: BUYER.legalName,
    pan: BUYER.pan,
    poPrefix: 'PO',
    fyStartMonth: 4,
    poTerms: BUYER.terms,
  });
  await ctx.db.insert(buyingUnits).values({
    name: 'Head Office',
    address: '4th Floor, Sahyadri House, FC Road',
    city: 'Pune',
    stateCode: '27',
    pincode: '411004',
    gstin: BUYER.gstin,
    isDefault: true,
  });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, caller: TestCaller, body?: object) =>
  ctx.call(method, url, body, caller.headers);

/**
 * Odd paise: ₹0.15 at 18 % is 2.7 paise (IGST 3; each half 1.35 → 1); ₹10.05 at 5 % is 50.25
 * paise (IGST 50; each half 25.125 → 25).
 */
const LINES: QuoteLine[] = [
  { itemCode: 'IT-1', qty: 1, unitPrice: '0.15', gstRate: 18 },
  { itemCode: 'IT-2', qty: 2, unitPrice: 1000, gstRate: 18 },
  { itemCode: 'IT-3', qty: 1, unitPrice: '10.05', gstRate: 5 },
];

/** A tender awarded whole to `supplier`'s quotation, its draft order with terms. */
async function awardedOrder(supplier: TestCaller, lines: QuoteLine[] = LINES) {
  const tender = await kit.tenderFor([supplier], { items: lines.length, organisation: 'City Power Board' });
  const quotation = await kit.quote(tender, supplier, lines);
  await kit.close(tender);
  const selected = await call('PUT', `/api/tenders/${tender}/quotation/${quotation.id}/select`, admin);
  expect(selected.statusCode, selected.body).toBe(200);
  const generated = await call('POST', `/api/tenders/${tender}/purchase-orders`, admin);
  expect(generated.statusCode, generated.body).toBe(201);
  const id = generated.json().data[0]._id as string;
  const terms = { deliveryTerms: 'Door delivery at site', paymentTerms: '30 days from delivery' };
  expect((await call('PUT', `/api/purchase-orders/${id}`, admin, terms)).statusCode).toBe(200);
  return { tender, id };
}

describe('the split on an order', () => {
  it('within the state: equal CGST and SGST halves, no IGST, exact paise (odd-paise halves), copied at issue', async () => {
    const { tender, id } = await awardedOrder(local);
    const draft = (await call('GET', `/api/purchase-orders/${id}`, admin)).json().data;
    expect(draft.supplyKind).toBe('intra');
    expect(draft.supplier).toMatchObject({ stateCode: '27', gstin: null });
    expect(draft.lines.map((line: object) => line)).toMatchObject([
      { lineTotal: 0.15, cgst: 0.01, sgst: 0.01, igst: 0, gstAmount: 0.02 },
      { lineTotal: 2000, cgst: 180, sgst: 180, igst: 0, gstAmount: 360 },
      { lineTotal: 10.05, cgst: 0.25, sgst: 0.25, igst: 0, gstAmount: 0.5 },
    ]);
    const totals = { taxable: 2010.2, cgst: 180.26, sgst: 180.26, igst: 0, tax: 360.52, total: 2370.72 };
    expect(draft.taxTotals).toEqual(totals);
    expect(draft).toMatchObject({ total: 2010.2, gstTotal: 360.52, totalWithGst: 2370.72 });
    expect(draft.amountInWords).toBe('Rupees Two Thousand Three Hundred Seventy and Seventy-Two Paise Only');
    expect(draft.award).toMatchObject({ mode: 'quotation', quotationReference: null });

    const issued = await call('POST', `/api/purchase-orders/${id}/issue`, admin);
    expect(issued.statusCode, issued.body).toBe(200);
    const [stored] = await ctx.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
    expect(stored).toMatchObject({ supplyKind: 'intra', gstTotal: '360.52', totalWithGst: '2370.72' });
    expect(stored?.supplierDetails).toMatchObject({ state: 'Maharashtra', stateCode: '27' });
    const lines = await ctx.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, id));
    expect(lines.map((line) => line.gstAmount).sort()).toEqual(['0.02', '0.50', '360.00']);
    const [audit] = await ctx.auditFor(id, 'purchase-order.issue');
    expect(audit?.changes).toMatchObject({ supplyKind: 'intra', totalWithGst: '2370.72' });

    // The supplier moves to Karnataka: the issued order keeps its split; its PDF too.
    await ctx.db.update(suppliers).set({ state: 'Karnataka' }).where(eq(suppliers.id, local.id));
    try {
      const own = await call('GET', `/api/supplier/${local.id}/orders/${id}`, local);
      expect(own.statusCode).toBe(200);
      expect(own.json().data).toMatchObject({ supplyKind: 'intra', taxTotals: totals });
      const pdf = await call('GET', `/api/purchase-orders/${id}/pdf`, admin);
      const text = (await pdfText(pdf.rawPayload)).join('\n');
      savePdf('intra-state', pdf.rawPayload);
      for (const expected of [
        `GSTIN: ${BUYER.gstin}`,
        `PAN: ${BUYER.pan}`,
        'Maharashtra (state code 27)',
        'HSN/SAC',
        'CGST',
        'SGST',
        '₹180.26',
        '₹2,370.72',
        'Intra-state: CGST + SGST',
        'Rupees Two Thousand Three Hundred Seventy and Seventy-Two Paise Only',
        'Whole quotation',
        `For ${BUYER.legalName}`,
        'Authorised Signatory',
        'Conditions',
        BUYER.terms,
        'Page 1 of 1',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('IGST');
    } finally {
      await ctx.db.update(suppliers).set({ state: 'Maharashtra' }).where(eq(suppliers.id, local.id));
    }
    void tender;
  });

  it('between states: IGST only, and a draft follows the supplier as it is now', async () => {
    const { id } = await awardedOrder(distant);
    const draft = (await call('GET', `/api/purchase-orders/${id}`, admin)).json().data;
    expect(draft.supplyKind).toBe('inter');
    expect(draft.supplier.stateCode).toBe('29');
    expect(draft.lines).toMatchObject([
      { cgst: 0, sgst: 0, igst: 0.03, gstAmount: 0.03 },
      { cgst: 0, sgst: 0, igst: 360, gstAmount: 360 },
      { cgst: 0, sgst: 0, igst: 0.5, gstAmount: 0.5 },
    ]);
    expect(draft.taxTotals).toEqual({
      taxable: 2010.2,
      cgst: 0,
      sgst: 0,
      igst: 360.53,
      tax: 360.53,
      total: 2370.73,
    });

    // A draft reads the supplier live: moved into the buyer's state, it is intra-state.
    await ctx.db.update(suppliers).set({ state: 'maharashtra' }).where(eq(suppliers.id, distant.id));
    try {
      const moved = (await call('GET', `/api/purchase-orders/${id}`, admin)).json().data;
      expect(moved.supplyKind).toBe('intra');
      expect(moved.taxTotals.total).toBe(2370.72);
    } finally {
      await ctx.db.update(suppliers).set({ state: 'Karnataka' }).where(eq(suppliers.id, distant.id));
    }
    expect((await call('POST', `/api/purchase-orders/${id}/issue`, admin)).statusCode).toBe(200);
    const pdf = await call('GET', `/api/supplier/${distant.id}/orders/${id}/pdf`, distant);
    expect(pdf.statusCode).toBe(200);
    savePdf('inter-state', pdf.rawPayload);
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    for (const expected of [
      'IGST',
      '₹360.53',
      'Inter-state: IGST',
      'Karnataka (state code 29)',
      'Rupees Two Thousand Three Hundred Seventy and Seventy-Three Paise Only',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('CGST');
  });
});

describe('an unregistered supplier', () => {
  it('charges no GST: the order, its stored totals and its PDF say so', async () => {
    const unregistered = await ctx.as.supplier({ ...categoryPair, companyName: 'Mysuru Crafts' });
    const declared = await call('PUT', '/api/suppliers/profile/tax-details', unregistered, {
      gstRegistration: 'Unregistered',
      pan: 'ABCPK1234L',
    });
    expect(declared.statusCode).toBe(200);
    const { id } = await awardedOrder(unregistered);
    const issued = await call('POST', `/api/purchase-orders/${id}/issue`, admin);
    expect(issued.statusCode).toBe(200);
    const detail = (await call('GET', `/api/purchase-orders/${id}`, admin)).json()
      .data as PurchaseOrderDetail;
    expect(detail.supplyKind).toBe('untaxed');
    expect(detail.taxTotals).toMatchObject({ cgst: 0, sgst: 0, igst: 0, tax: 0, total: 2010.2 });
    expect(detail.lines.every((line) => line.gstAmount === 0)).toBe(true);
    const [stored] = await ctx.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
    expect(stored).toMatchObject({ supplyKind: 'untaxed', gstTotal: '0.00', totalWithGst: '2010.20' });
    const pdf = await ctx.call('GET', `/api/purchase-orders/${id}/pdf`, undefined, admin.headers);
    expect(pdf.statusCode).toBe(200);
    savePdf('untaxed', pdf.rawPayload);
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    for (const expected of [
      'GST (supplier not registered)',
      'GSTIN: not registered',
      'Rupees Two Thousand Ten and Twenty Paise Only',
    ])
      expect(text).toContain(expected);
    for (const absent of ['CGST', 'IGST', 'GST %']) expect(text).not.toContain(absent);
    // The decision itself, for a composition dealer too.
    expect(placeOfSupply('27', { state: 'Karnataka', gstin: null, registration: 'Composition' })).toBe(
      'untaxed',
    );
  });
});

describe('the organisation logo', () => {
  it('heads the order PDF once it is set', async () => {
    const { id } = await awardedOrder(local);
    const without = await ctx.call('GET', `/api/purchase-orders/${id}/pdf`, undefined, admin.headers);
    expect(pdfImageCount(without.rawPayload)).toBe(0);
    const { payload, headers } = await encodeMultipart(
      {},
      { logo: { bytes: pngImage(120, 40), name: 'logo.png', type: 'image/png' } },
    );
    const uploaded = await ctx.call('POST', '/api/organisation/logo', payload, {
      ...headers,
      ...admin.headers,
    });
    expect(uploaded.statusCode).toBe(200);
    try {
      const pdf = await ctx.call('GET', `/api/purchase-orders/${id}/pdf`, undefined, admin.headers);
      expect(pdf.statusCode).toBe(200);
      expect(pdfImageCount(pdf.rawPayload)).toBe(1);
      expect((await pdfText(pdf.rawPayload)).join('\n')).toContain('PURCHASE ORDER');
    } finally {
      await ctx.call('DELETE', '/api/organisation/logo', undefined, admin.headers);
    }
  });
});

describe('the comparison and the selected quotation', () => {
  it('show each supplier’s split by its place of supply', async () => {
    const tender = await kit.tenderFor([local, distant], { items: 3 });
    const a = await kit.quote(tender, local, LINES);
    await kit.quote(tender, distant, LINES);
    await kit.close(tender);
    const comparison = (await call('GET', `/api/tenders/${tender}/comparison`, admin)).json().data;
    const splits = Object.fromEntries(
      comparison.suppliers.map((column: { supplierId: string; gstSplit: object }) => [
        column.supplierId,
        column.gstSplit,
      ]),
    );
    expect(splits[local.id]).toEqual({
      supplyKind: 'intra',
      taxable: 2010.2,
      cgst: 180.26,
      sgst: 180.26,
      igst: 0,
      tax: 360.52,
      total: 2370.72,
    });
    expect(splits[distant.id]).toMatchObject({ supplyKind: 'inter', igst: 360.53, cgst: 0, total: 2370.73 });

    expect((await call('PUT', `/api/tenders/${tender}/quotation/${a.id}/select`, admin)).statusCode).toBe(
      200,
    );
    const selected = (await call('GET', `/api/tenders/${tender}/selected-quotation`, admin)).json().data;
    expect(selected.gstSplit).toMatchObject({ cgst: 180.26, sgst: 180.26, igst: 0, total: 2370.72 });
    expect(selected.gstSplit.bySupplier).toEqual([
      expect.objectContaining({ supplierId: local.id, supplyKind: 'intra', tax: 360.52 }),
    ]);
  });
});

describe('a long order’s PDF', () => {
  it('120 lines run to several pages, each with the header, no line split across pages', async () => {
    const lines: QuoteLine[] = Array.from({ length: 120 }, (_, index) => ({
      itemCode: `IT-${index + 1}`,
      qty: 1,
      unitPrice: 1000 + index + 1,
      gstRate: 18,
    }));
    const { id } = await awardedOrder(distant, lines);
    const issued = await call('POST', `/api/purchase-orders/${id}/issue`, admin);
    const number = issued.json().data.number as string;
    const pdf = await call('GET', `/api/purchase-orders/${id}/pdf`, admin);
    savePdf('long-order', pdf.rawPayload);
    const pages = await pdfText(pdf.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, at) => {
      expect(page, `page ${at + 1}`).toContain(number);
      expect(page, `page ${at + 1}`).toContain(BUYER.legalName);
      expect(page, `page ${at + 1}`).toContain(`Page ${at + 1} of ${pages.length}`);
    });
    for (const [at, page] of pages.entries())
      if (at < pages.length - 1) expect(page, `page ${at + 1}`).toContain('HSN/SAC');
    // Each line's name and its total (1.18 × its rate, unique to it) are on one page.
    for (let n = 1; n <= 120; n += 1) {
      const name = new RegExp(`Item IT-${n}(?![0-9])`);
      const total = ((1000 + n) * 1.18).toLocaleString('en-IN', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      const withName = pages.findIndex((page) => name.test(page));
      const withTotal = pages.findIndex((page) => page.includes(total));
      expect(withName, `line ${n}`).toBeGreaterThanOrEqual(0);
      expect(withTotal, `line ${n} total ${total}`).toBe(withName);
    }
  });
});

/** Keeps the PDFs to look at when ORDER_PDF_DIR is set. */
function savePdf(name: string, bytes: Buffer) {
  const dir = process.env.ORDER_PDF_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${name}.pdf`, bytes);
}
