import { randomUUID } from 'node:crypto';
import { addPortalDays } from '@tenderdesk/domain/portal-time';
import { scorecardMessages } from '@tenderdesk/domain/scorecard-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/purchase-orders';
import { quotations, tenderAwards } from '../../db/schema/quotations';
import { interests, tenders } from '../../db/schema/tenders';
import {
  documentTypeCategories,
  documentTypes,
  goodsReceiptLines,
  goodsReceipts,
  supplierDocuments,
} from '../../db/schema/vendor';
import { storeFiles } from '../../plugins/files/store';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { createTenderRow } from '../../test/tenders';

/*
 * Issue 24 item 3: the scorecard (shared/scorecard.ts) against hand-computed examples, on both
 * databases: each measure, "no data" as null, the period's bounds in the portal's calendar (IST),
 * sealed prices left out, who may read it; the supplier report and the comparison carry it.
 *
 * The clock: 26 Nov 2026 20:00 UTC, which is 27 Nov 2026 01:30 in Asia/Kolkata: the portal's today
 * is 2026-11-27, so the default period is 2025-11-28 … 2026-11-27.
 */

const NOW = new Date('2026-11-26T20:00:00Z');

let ctx: TestContext;
let admin: TestCaller;
let reports: TestCaller;
let manager: TestCaller;
let tenderOnly: TestCaller;
let supplier: TestCaller;
let rival: TestCaller;
let idle: TestCaller;
let catA: string;
let catB: string;
let t1: string;

type Card = {
  scorecard: Record<string, number | null>;
  counts: Record<string, number>;
  from: string;
  to: string;
};

async function tender(
  categoryId: string,
  publishingDate: string,
  extra: Partial<typeof tenders.$inferInsert> = {},
) {
  const id = await createTenderRow(ctx.db, {
    categoryId,
    publishingDate,
    closingDate: addPortalDays(publishingDate, 10),
  });
  if (Object.keys(extra).length > 0) {
    await ctx.db.update(tenders).set(extra).where(eq(tenders.id, id));
  }
  return id;
}

async function interest(tenderId: string, supplierId: string, status: 'Pending' | 'Approved' = 'Approved') {
  const [row] = await ctx.db.insert(interests).values({ tenderId, supplierId, status }).returning();
  return row?.id as string;
}

async function quote(tenderId: string, supplierId: string, totalWithGst: string) {
  const interestId = await interest(tenderId, supplierId);
  const [row] = await ctx.db
    .insert(quotations)
    .values({ interestId, tenderId, supplierId, total: totalWithGst, totalWithGst })
    .returning();
  return row?.id as string;
}

async function order(tenderId: string, supplierId: string, quotationId: string, deliveryDate: string | null) {
  const [row] = await ctx.db
    .insert(purchaseOrders)
    .values({
      tenderId,
      supplierId,
      quotationId,
      status: 'Acknowledged',
      number: `PO/${randomUUID().slice(0, 8)}`,
      projectCode: 'P',
      projectTitle: 'P',
      projectName: 'P',
      organisation: 'P',
      supplierName: 'S',
      supplierDetails: {},
      deliveryDate,
      total: '0',
      gstTotal: '0',
      totalWithGst: '0',
    })
    .returning();
  const [line] = await ctx.db
    .insert(purchaseOrderLines)
    .values(
      [0, 1].map((position) => ({
        orderId: row?.id as string,
        position,
        itemCode: `IT-${position}`,
        itemName: 'Item',
        partNo: 'P',
        manufacturer: 'M',
        uom: 'pcs',
        qty: '100',
        unitPrice: '1',
        gstRate: 0,
        lineTotal: '100',
        gstAmount: '0',
      })),
    )
    .returning();
  const lines = await ctx.db.select().from(purchaseOrderLines);
  return {
    id: row?.id as string,
    lines: lines.filter((one) => one.orderId === row?.id).map((one) => one.id),
    line,
  };
}

async function receipt(
  orderId: string,
  number: number,
  receivedOn: string,
  lines: { orderLineId: string; received: string; accepted: string }[],
) {
  const [row] = await ctx.db.insert(goodsReceipts).values({ orderId, number, receivedOn }).returning();
  await ctx.db.insert(goodsReceiptLines).values(
    lines.map((line) => {
      const rejected = (Number(line.received) - Number(line.accepted)).toFixed(2);
      return {
        receiptId: row?.id as string,
        ...line,
        rejected,
        rejectedReason: Number(rejected) > 0 ? 'Damaged' : null,
      };
    }),
  );
}

async function requiredType(name: string, categoryId: string, expires = true) {
  const [type] = await ctx.db.insert(documentTypes).values({ name, expires }).returning();
  await ctx.db.insert(documentTypeCategories).values({ documentTypeId: type?.id as string, categoryId });
  return type?.id as string;
}

async function document(
  supplierId: string,
  documentTypeId: string,
  status: 'Pending' | 'Verified' | 'Rejected',
  expiryDate: string | null,
  uploadedAt: string,
) {
  const file = { id: randomUUID() };
  await storeFiles(ctx.db, 'supplier-document', [
    { id: file.id, file: { bytes: Buffer.from('%PDF-x'), originalName: 'doc.pdf', detectedType: 'pdf' } },
  ]);
  await ctx.db.insert(supplierDocuments).values({
    supplierId,
    documentTypeId,
    fileId: file?.id as string,
    expiryDate,
    status,
    rejectReason: status === 'Rejected' ? 'Blurred' : null,
    uploadedAt: new Date(uploadedAt),
  });
}

const get = (url: string, caller: TestCaller | null) =>
  ctx.call('GET', url, undefined, caller?.headers ?? {});
const card = async (supplierId: string, query = '') => {
  const response = await get(`/api/suppliers/${supplierId}/scorecard${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Card;
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  ctx = await createTestApp();
  ({ categoryId: catA } = await insertCategoryPair(ctx.database, 'Scorecard A', 'Goods A'));
  const pairA = await insertCategoryPair(ctx.database, 'Scorecard A2', 'Goods A2');
  const pairB = await insertCategoryPair(ctx.database, 'Scorecard B', 'Goods B');
  catB = pairB.categoryId;
  const idleCat = await insertCategoryPair(ctx.database, 'Scorecard C', 'Goods C');
  const subA = (await insertCategoryPair(ctx.database, 'Scorecard A3', 'Goods A3')).subCategoryId;
  void pairA;
  admin = await ctx.as.admin();
  reports = await ctx.as.subAdmin(['reports']);
  manager = await ctx.as.subAdmin(['manageSuppliers']);
  tenderOnly = await ctx.as.subAdmin(['manageTenders']);
  supplier = await ctx.as.supplier({
    categoryId: catA,
    subCategoryId: subA,
    companyName: 'Scorecard Steel Works',
  });
  rival = await ctx.as.supplier({
    categoryId: catA,
    subCategoryId: subA,
    companyName: 'Scorecard Rival Traders',
  });
  idle = await ctx.as.supplier({ ...idleCat, companyName: 'Scorecard Idle Co' });

  // Tenders of category A (the default period is 2025-11-28 … 2026-11-27).
  t1 = await tender(catA, '2026-01-10');
  const t2 = await tender(catA, '2026-02-10');
  const t3 = await tender(catA, '2026-03-10', { sealed: true }); // sealed, never opened: no price
  const t4 = await tender(catA, '2026-04-10');
  await tender(catA, '2026-05-10'); // no interest
  const t6 = await tender(catA, '2025-11-27'); // the day before the period
  await tender(catA, '2026-11-27'); // today in IST (still the 26th in UTC)
  await ctx.db.insert(tenders).values({
    projectCode: `DRAFT-${randomUUID()}`,
    projectName: 'Draft',
    organisation: 'O',
    projectTitle: 'T',
    categoryId: catA,
    projectScope: 'S',
    publishingDate: '2026-06-01',
    closingDate: '2026-06-20',
  }); // a draft: not counted
  const t9 = await tender(catB, '2026-06-10'); // another category, interest shown

  const q1 = await quote(t1, supplier.id, '1100.00');
  const r1 = await quote(t1, rival.id, '1000.00');
  const q2 = await quote(t2, supplier.id, '500.00');
  await quote(t2, rival.id, '600.00');
  await quote(t3, supplier.id, '900.00');
  await quote(t3, rival.id, '300.00');
  await interest(t4, supplier.id, 'Pending');
  await quote(t6, supplier.id, '100.00');
  await interest(t9, supplier.id, 'Pending');
  await ctx.db.insert(tenderAwards).values({ tenderId: t1, quotationId: r1 });
  await ctx.db.insert(tenderAwards).values({ tenderId: t2, quotationId: q2 });

  // Receipts: an order due 2026-03-01, and one without a delivery day.
  const due = await order(t2, supplier.id, q2, '2026-03-01');
  const [a, b] = due.lines as [string, string];
  await receipt(due.id, 1, '2026-03-01', [
    { orderLineId: a, received: '10.00', accepted: '10.00' },
    { orderLineId: b, received: '5.00', accepted: '4.50' },
  ]);
  await receipt(due.id, 2, '2026-03-05', [{ orderLineId: a, received: '2.50', accepted: '2.50' }]);
  await receipt(due.id, 3, '2025-11-27', [{ orderLineId: b, received: '7.00', accepted: '0.00' }]);
  const undated = await order(t1, supplier.id, q1, null);
  await receipt(undated.id, 1, '2026-04-01', [
    { orderLineId: undated.lines[0] as string, received: '4.00', accepted: '4.00' },
  ]);

  // Documents: three types required of category A, one of B.
  const licence = await requiredType('Scorecard licence', catA);
  const pan = await requiredType('Scorecard PAN', catA, false);
  const iso = await requiredType('Scorecard ISO', catA);
  const other = await requiredType('Scorecard B only', catB);
  await document(supplier.id, licence, 'Verified', '2026-11-27', '2026-01-01T00:00:00Z'); // in date today (IST)
  await document(supplier.id, licence, 'Rejected', '2027-11-27', '2026-06-01T00:00:00Z'); // newer, rejected
  await document(supplier.id, pan, 'Pending', null, '2026-01-01T00:00:00Z');
  await document(supplier.id, iso, 'Verified', '2026-11-26', '2026-01-01T00:00:00Z'); // expired yesterday (IST)
  await document(supplier.id, other, 'Verified', null, '2026-01-01T00:00:00Z');
});
afterAll(async () => {
  await ctx.close();
  vi.useRealTimers();
});
afterEach(() => vi.setSystemTime(NOW));

describe('the scorecard, hand-computed', () => {
  it('counts each measure over the last 12 months of portal days by default', async () => {
    const body = await card(supplier.id);
    expect({ from: body.from, to: body.to }).toEqual({ from: '2025-11-28', to: '2026-11-27' });
    // Tenders: A's t1 t2 t3 t4 t5 and today's (6), and B's t9 it showed interest in: 7.
    expect(body.counts).toEqual({
      categoryTenders: 7,
      interests: 5, // t1 t2 t3 t4 t9
      quotations: 3, // t1 t2 t3 (t6 is before the period)
      wins: 1, // t2
      pricedTenders: 2, // t1 t2 (t3 is sealed and was never opened)
      receiptsOnTime: 2,
      receiptsDated: 3,
      documentsMet: 1,
      documentsRequired: 3,
    });
    expect(body.scorecard).toEqual({
      responseRate: 0.7143, // 5 / 7
      quotationRate: 0.4286, // 3 / 7
      winRate: 0.3333, // 1 / 3
      winValuePaise: 50_000, // ₹500.00
      priceCompetitiveness: 1.05, // (1100 / 1000 + 500 / 500) / 2
      onTimeDelivery: 0.6667, // 2 of 3 lines by 2026-03-01
      acceptanceRate: 0.9767, // (10 + 4.5 + 2.5 + 4) / (10 + 5 + 2.5 + 4) = 21 / 21.5
      documentCompliance: 0.3333, // the licence only: PAN pending, ISO expired yesterday
    });
  });

  it('counts a period both of whose ends are included', async () => {
    const both = await card(supplier.id, '?from=2026-01-10&to=2026-02-10');
    expect(both.counts).toMatchObject({
      categoryTenders: 2,
      interests: 2,
      quotations: 2,
      wins: 1,
      receiptsDated: 0,
    });
    expect(both.scorecard).toMatchObject({ winRate: 0.5, onTimeDelivery: null, acceptanceRate: null });
    const first = await card(supplier.id, '?from=2026-01-10&to=2026-02-09');
    expect(first.counts).toMatchObject({ categoryTenders: 1, quotations: 1, wins: 0 });
    expect(first.scorecard).toMatchObject({ winRate: 0, priceCompetitiveness: 1.1 });
    const receipts = await card(supplier.id, '?from=2026-03-02&to=2026-03-05');
    expect(receipts.scorecard).toMatchObject({ onTimeDelivery: 0, acceptanceRate: 1 });
  });

  it('moves with the portal calendar: at 18:29 UTC the 27th is not yet today in IST', async () => {
    vi.setSystemTime(new Date('2026-11-26T18:29:00Z'));
    const body = await card(supplier.id);
    expect({ from: body.from, to: body.to }).toEqual({ from: '2025-11-27', to: '2026-11-26' });
    // t6 (2025-11-27) is in, today's tender (2026-11-27) is not; the ISO is in date for one more day.
    expect(body.counts).toMatchObject({ categoryTenders: 7, quotations: 4, documentsMet: 2 });
  });

  it('answers null, not 0 %, when there is nothing to measure', async () => {
    const body = await card(idle.id);
    expect(body.scorecard).toEqual({
      responseRate: null,
      quotationRate: null,
      winRate: null,
      winValuePaise: 0,
      priceCompetitiveness: null,
      onTimeDelivery: null,
      acceptanceRate: null,
      documentCompliance: null,
    });
  });

  it('measures the rival from the same rows (its price the lowest on t1, dearer on t2)', async () => {
    const body = await card(rival.id);
    expect(body.scorecard).toMatchObject({
      winRate: 0.3333,
      // (1000 / 1000 + 600 / 500) / 2 = 1.1; t3 still sealed
      priceCompetitiveness: 1.1,
      documentCompliance: 0,
    });
  });
});

describe('who may read it, and bad input', () => {
  it('401 anonymous; 403 the supplier itself, another supplier and a sub-admin without Reports or Manage suppliers', async () => {
    const url = `/api/suppliers/${supplier.id}/scorecard`;
    expect((await get(url, null)).statusCode).toBe(401);
    for (const caller of [supplier, rival, tenderOnly]) expect((await get(url, caller)).statusCode).toBe(403);
    for (const caller of [admin, reports, manager]) expect((await get(url, caller)).statusCode).toBe(200);
  });

  it('400 with the message for a bad period; 404 for an unknown supplier', async () => {
    const url = `/api/suppliers/${supplier.id}/scorecard`;
    const cases: [string, string][] = [
      ['?from=2026-01-01', scorecardMessages.fromAlone],
      ['?from=2026-02-01&to=2026-01-01', scorecardMessages.order],
      ['?from=2026-02-30&to=2026-03-01', scorecardMessages.dayInvalid('The first day')],
      ['?from=2016-01-01&to=2026-01-01', scorecardMessages.tooLong],
    ];
    for (const [query, message] of cases) {
      const response = await get(`${url}${query}`, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await get(`/api/suppliers/${randomUUID()}/scorecard`, admin)).statusCode).toBe(404);
    expect((await get('/api/suppliers/not-an-id/scorecard', admin)).statusCode).toBe(404);
  });
});

describe('the supplier report and the comparison carry it', () => {
  it('gives each row its scorecard over the period, and the export its columns', async () => {
    const page = await get('/api/reports/suppliers?q=Scorecard%20Steel', reports);
    expect(page.statusCode, page.body).toBe(200);
    const [row] = page.json().data;
    expect(row.scorecard).toMatchObject({
      responseRate: 0.7143,
      onTimeDelivery: 0.6667,
      acceptanceRate: 0.9767,
    });
    const period = await get(
      '/api/reports/suppliers?q=Scorecard%20Steel&from=2026-01-10&to=2026-02-10',
      reports,
    );
    expect(period.json().data[0].scorecard).toMatchObject({ winRate: 0.5, onTimeDelivery: null });
    const bad = await get('/api/reports/suppliers?from=2026-02-01&to=2026-01-01', reports);
    expect(bad.statusCode).toBe(400);
    const csv = await get('/api/reports/suppliers.csv?q=Scorecard%20Steel', reports);
    expect(csv.statusCode).toBe(200);
    const [header, line] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('On-time Delivery (%)');
    expect(header).toContain('Price Above Lowest (%)');
    expect(line).toContain('66.7');
    expect(line).toContain('97.7');
  });

  it("shows each supplier's headline measures beside its price on the comparison", async () => {
    const response = await get(`/api/tenders/${t1}/comparison`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const suppliers = response.json().data.suppliers as { supplierId: string; scorecard: unknown }[];
    expect(suppliers.find((one) => one.supplierId === supplier.id)?.scorecard).toEqual({
      winRate: 0.3333,
      onTimeDelivery: 0.6667,
      acceptanceRate: 0.9767,
    });
    expect(suppliers.find((one) => one.supplierId === rival.id)?.scorecard).toEqual({
      winRate: 0.3333,
      onTimeDelivery: null,
      acceptanceRate: null,
    });
  });
});
