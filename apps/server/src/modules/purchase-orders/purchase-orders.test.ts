import { randomUUID } from 'node:crypto';
import { portalToday } from '@tenderdesk/domain/portal-time';
import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import { financialYearOf } from '@tenderdesk/domain/purchase-orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyingUnits, organisationSettings } from '../../db/schema/organisation';
import { poNumberCounters, purchaseOrderLines, purchaseOrders } from '../../db/schema/purchase-orders';
import { quotations } from '../../db/schema/quotations';
import { interests } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { awardKit, type QuoteLine } from '../../test/award-kit';
import { pdfText } from '../../test/pdf';
import { createTenderRow, TEST_TIME_ZONE } from '../../test/tenders';

/*
 * Purchase orders (decision 033): generation from either kind of award, the state machine, the
 * numbers under concurrency, the supplier's own orders and the PDF.
 */

let ctx: TestContext;
let kit: ReturnType<typeof awardKit>;
let categoryId: string;
let alpha: TestCaller;
let beta: TestCaller;
let admin: TestCaller;
let buyer: TestCaller;
let tenderManager: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  const electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  categoryId = electrical.categoryId;
  kit = awardKit(ctx, categoryId);
  alpha = await ctx.as.supplier({ ...electrical, companyName: 'Alpha Traders' });
  beta = await ctx.as.supplier({ ...electrical, companyName: 'Beta Supplies' });
  admin = await ctx.as.admin();
  buyer = await ctx.as.subAdmin(['purchaseOrders']);
  tenderManager = await ctx.as.subAdmin(['manageTenders']);
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

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  caller: TestCaller | null,
  body?: object,
) => ctx.call(method, url, body, caller?.headers ?? {});
const FY = () => financialYearOf(portalToday(TEST_TIME_ZONE));

/** A tender split between beta (IT-1) and alpha (IT-2), awarded by line. */
async function splitAward() {
  const tender = await kit.tenderFor([alpha, beta], { organisation: 'City Power Board' });
  const a = await kit.quote(tender, alpha, ALPHA_LINES);
  const b = await kit.quote(tender, beta, BETA_LINES);
  // Awards wait for the close (decision 039).
  await kit.close(tender);
  const lines = [
    { tenderItemId: a.itemOf['IT-1'], quotationLineId: b.lineOf['IT-1'] },
    { tenderItemId: a.itemOf['IT-2'], quotationLineId: a.lineOf['IT-2'] },
  ];
  const saved = await call('PUT', `/api/tenders/${tender}/line-awards`, admin, { lines });
  expect(saved.statusCode, saved.body).toBe(200);
  return { tender, a, b, lines };
}

type Row = { _id: string; supplierId: string; status: string; number: string | null };

async function generate(tender: string, caller: TestCaller = buyer) {
  const response = await call('POST', `/api/tenders/${tender}/purchase-orders`, caller);
  expect([200, 201], response.body).toContain(response.statusCode);
  return response;
}

const TERMS = {
  deliveryTerms: 'Door delivery at site, within 15 days',
  paymentTerms: '30 days from delivery',
};

async function draftWithTerms(tender: string, supplier: TestCaller) {
  const orders: Row[] = (await generate(tender)).json().data;
  const order = orders.find((row) => row.supplierId === supplier.id) as Row;
  expect((await call('PUT', `/api/purchase-orders/${order._id}`, buyer, TERMS)).statusCode).toBe(200);
  return order._id;
}

describe('guards', () => {
  it('every buyer call needs purchaseOrders: 401 anonymous, 403 a supplier and a tender manager, 2xx the buyer', async () => {
    const { tender } = await splitAward();
    const [order] = (await generate(tender)).json().data as Row[];
    const id = order?._id as string;
    const calls: ['GET' | 'POST' | 'PUT', string, object | undefined][] = [
      ['POST', `/api/tenders/${tender}/purchase-orders`, undefined],
      ['GET', `/api/tenders/${tender}/purchase-orders`, undefined],
      ['GET', '/api/purchase-orders', undefined],
      ['GET', `/api/purchase-orders/${id}`, undefined],
      ['PUT', `/api/purchase-orders/${id}`, TERMS],
      ['GET', `/api/purchase-orders/${id}/pdf`, undefined],
      ['POST', `/api/purchase-orders/${id}/issue`, undefined],
      ['POST', `/api/purchase-orders/${id}/cancel`, { reason: 'Wrong address' }],
      ['POST', `/api/purchase-orders/${id}/reissue`, undefined],
    ];
    for (const [method, url, body] of calls) {
      expect((await ctx.call(method, url, body, {})).statusCode, url).toBe(401);
      for (const caller of [alpha, tenderManager])
        expect((await call(method, url, caller, body)).statusCode, url).toBe(403);
      const ok = await call(method, url, buyer, body);
      expect([200, 201], `${url} ${ok.body}`).toContain(ok.statusCode);
    }
  });

  it("a supplier sees only its own issued orders: another supplier's path is 403, its order id 404", async () => {
    const { tender } = await splitAward();
    const betaOrder = await draftWithTerms(tender, beta);
    const alphaOrder = await draftWithTerms(tender, alpha);
    // Drafts are invisible to the supplier.
    const listed = async () =>
      (await call('GET', `/api/supplier/${beta.id}/orders?pageSize=200`, beta))
        .json()
        .data.map((row: Row) => row._id);
    expect(await listed()).not.toContain(betaOrder);
    expect((await call('GET', `/api/supplier/${beta.id}/orders/${betaOrder}`, beta)).statusCode).toBe(404);
    expect((await call('POST', `/api/purchase-orders/${betaOrder}/issue`, buyer)).statusCode).toBe(200);
    expect((await call('POST', `/api/purchase-orders/${alphaOrder}/issue`, buyer)).statusCode).toBe(200);
    expect(await listed()).toContain(betaOrder);
    expect(await listed()).not.toContain(alphaOrder);
    for (const url of [
      `/api/supplier/${beta.id}/orders/${alphaOrder}`,
      `/api/supplier/${beta.id}/orders/${alphaOrder}/pdf`,
      `/api/supplier/${beta.id}/orders/${randomUUID()}`,
      `/api/supplier/${beta.id}/orders/not-an-id`,
    ])
      expect((await call('GET', url, beta)).statusCode, url).toBe(404);
    const ack = await call('POST', `/api/supplier/${beta.id}/orders/${alphaOrder}/acknowledge`, beta);
    expect(ack.statusCode).toBe(404);
    for (const url of [`/api/supplier/${alpha.id}/orders`, `/api/supplier/${alpha.id}/orders/${alphaOrder}`])
      expect((await call('GET', url, beta)).statusCode, url).toBe(403);
    expect((await call('GET', `/api/supplier/${beta.id}/orders`, admin)).statusCode).toBe(403);
    expect((await ctx.call('GET', `/api/supplier/${beta.id}/orders`)).statusCode).toBe(401);
  });
});

describe('generation', () => {
  it('a split award across two suppliers makes two orders with the right lines and totals; again answers the same set', async () => {
    const { tender, a, b } = await splitAward();
    const first = await generate(tender);
    expect(first.statusCode).toBe(201);
    const rows: Row[] = first.json().data;
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.status === 'Draft' && row.number === null)).toBe(true);
    const again = await generate(tender, admin);
    expect(again.statusCode).toBe(200);
    expect(
      again
        .json()
        .data.map((row: Row) => row._id)
        .sort(),
    ).toEqual(rows.map((row) => row._id).sort());

    const betaRow = rows.find((row) => row.supplierId === beta.id) as Row;
    const detail = (await call('GET', `/api/purchase-orders/${betaRow._id}`, buyer)).json().data;
    expect(detail).toMatchObject({
      supplierName: 'Beta Supplies',
      quotationId: b.id,
      buyer: { organisation: 'City Power Board' },
      supplier: { name: 'Beta Supplies' },
      total: 180,
      gstTotal: 32.4,
      totalWithGst: 212.4,
      amountInWords: 'Rupees Two Hundred Twelve and Forty Paise Only',
      wasIssued: false,
    });
    expect(detail.lines).toEqual([
      expect.objectContaining({
        quotationLineId: b.lineOf['IT-1'],
        itemCode: 'IT-1',
        qty: 2,
        unitPrice: 90,
        gstRate: 18,
        lineTotal: 180,
        gstAmount: 32.4,
      }),
    ]);
    const alphaRow = rows.find((row) => row.supplierId === alpha.id) as Row;
    const alphaDetail = (await call('GET', `/api/purchase-orders/${alphaRow._id}`, buyer)).json().data;
    expect(alphaDetail).toMatchObject({ quotationId: a.id, total: 150, gstTotal: 7.5, totalWithGst: 157.5 });
    expect(alphaDetail.lines).toHaveLength(1);
    expect(await ctx.auditCount({ action: 'purchase-order.generate' })).toBeGreaterThanOrEqual(2);
    expect(await ctx.auditFor(betaRow._id, 'purchase-order.generate')).toHaveLength(1);
  });

  it("a whole award makes one order whose totals equal the quotation's lines", async () => {
    const tender = await kit.tenderFor([alpha]);
    const q = await kit.quote(tender, alpha, [
      ...ALPHA_LINES,
      { itemCode: 'EXTRA', qty: 1.5, unitPrice: 33.33, gstRate: 12 },
    ]);
    await kit.close(tender);
    await call('PUT', `/api/tenders/${tender}/quotation/${q.id}/select`, admin);
    const [row] = (await generate(tender)).json().data as Row[];
    const [stored] = await ctx.db.select().from(quotations).where(eq(quotations.id, q.id));
    const detail = (await call('GET', `/api/purchase-orders/${row?._id}`, buyer)).json().data;
    expect(detail.total).toBe(Number(stored?.total));
    expect(detail.totalWithGst).toBe(Number(stored?.totalWithGst));
    expect(detail.lines.map((line: { itemCode: string }) => line.itemCode)).toEqual([
      'IT-1',
      'IT-2',
      'EXTRA',
    ]);
    const lineSum = detail.lines.reduce(
      (sum: number, line: { lineTotal: number }) => sum + line.lineTotal * 100,
      0,
    );
    expect(Math.round(lineSum)).toBe(Math.round(detail.total * 100));
  });

  it('refuses a tender with no award (409) and an unknown one (404)', async () => {
    const tender = await kit.tenderFor([alpha]);
    await kit.close(tender);
    const response = await call('POST', `/api/tenders/${tender}/purchase-orders`, buyer);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(text.nothingAwarded);
    expect((await call('POST', `/api/tenders/${randomUUID()}/purchase-orders`, buyer)).statusCode).toBe(404);
    expect((await call('GET', `/api/purchase-orders/${randomUUID()}`, buyer)).statusCode).toBe(404);
  });

  it('two generations at once make one set', async () => {
    const { tender } = await splitAward();
    const answers = await Promise.all([generate(tender), generate(tender, admin), generate(tender)]);
    const ids = answers.map((response) =>
      response
        .json()
        .data.map((row: Row) => row._id)
        .sort()
        .join(),
    );
    expect(new Set(ids).size).toBe(1);
    expect(
      await ctx.db.select().from(purchaseOrders).where(eq(purchaseOrders.tenderId, tender)),
    ).toHaveLength(2);
  });
});

describe('the state machine', () => {
  it('Draft → Issued → Acknowledged → Cancelled → reissued; each refused step answers 409, each step audited', async () => {
    const { tender, lines } = await splitAward();
    const [order] = ((await generate(tender)).json().data as Row[]).filter(
      (row) => row.supplierId === beta.id,
    );
    const id = order?._id as string;
    const url = `/api/purchase-orders/${id}`;

    // Draft: edit; issue needs the terms; acknowledge (supplier) 404 (it cannot see a draft).
    const noTerms = await call('POST', `${url}/issue`, buyer);
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json()).toEqual({ message: text.termsRequired('Delivery terms'), field: 'deliveryTerms' });
    const bad = await call('PUT', url, buyer, { deliveryDate: '31/12/2026' });
    expect(bad.statusCode).toBe(400);
    const edited = await call('PUT', url, buyer, {
      ...TERMS,
      deliveryDate: '2030-01-15',
      deliveryAddress: 'Store 4, Pune',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      ...TERMS,
      deliveryDate: '2030-01-15',
      deliveryAddress: 'Store 4, Pune',
    });
    expect((await ctx.auditFor(id, 'purchase-order.update'))[0]?.changes).toMatchObject({
      paymentTerms: { from: '', to: TERMS.paymentTerms },
    });
    // A change of award discards drafts only on confirmation.
    const change = await call('PUT', `/api/tenders/${tender}/line-awards`, admin, {
      lines: lines.slice(0, 1),
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(text.draftsExist(2));

    // Issue: the next number of the year; the supplier is told.
    const issued = await call('POST', `${url}/issue`, buyer);
    expect(issued.statusCode, issued.body).toBe(200);
    const number: string = issued.json().data.number;
    expect(number).toMatch(new RegExp(`^PO/${FY()}/\\d{4}$`));
    expect(issued.json()).toMatchObject({
      message: text.issued(number),
      data: { status: 'Issued', financialYear: FY() },
    });
    expect((await ctx.auditFor(id, 'purchase-order.issue'))[0]?.changes).toMatchObject({ number });
    const told = (await call('GET', '/api/notifications', beta)).json().data;
    expect(told).toContainEqual(expect.objectContaining({ event: 'order.issued', link: '/myOrders' }));

    // Issued: never edited, never issued again; the award is frozen.
    expect((await call('PUT', url, buyer, TERMS)).json().message).toBe(text.notDraft);
    expect((await call('POST', `${url}/issue`, buyer)).statusCode).toBe(409);
    expect((await call('POST', `${url}/reissue`, buyer)).json().message).toBe(text.notReissuable);
    for (const response of [
      await call('PUT', `/api/tenders/${tender}/line-awards`, admin, { lines, replace: true }),
      await call('DELETE', `/api/tenders/${tender}/line-awards?replace=true`, admin),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(text.ordersIssued);
    }
    const view = (await call('GET', `/api/tenders/${tender}/line-awards`, admin)).json().data;
    expect(view).toMatchObject({ locked: true, draftOrders: 1 });

    // Acknowledged by the supplier, once.
    const ackUrl = `/api/supplier/${beta.id}/orders/${id}/acknowledge`;
    const ack = await call('POST', ackUrl, beta);
    expect(ack.statusCode).toBe(200);
    expect(ack.json().data.status).toBe('Acknowledged');
    expect((await call('POST', ackUrl, beta)).json().message).toBe(text.notAcknowledgeable);
    expect(await ctx.auditFor(id, 'purchase-order.acknowledge')).toEqual([
      expect.objectContaining({ actorId: beta.id, actorRole: 'supplier' }),
    ]);

    // Cancelled with a reason, once.
    expect((await call('POST', `${url}/cancel`, buyer, { reason: '  ' })).json().field).toBe('reason');
    const cancelled = await call('POST', `${url}/cancel`, buyer, { reason: 'Quantity changed' });
    expect(cancelled.json().data).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'Quantity changed',
      number,
    });
    expect((await call('POST', `${url}/cancel`, buyer, { reason: 'again' })).json().message).toBe(
      text.notCancellable,
    );
    expect((await call('POST', ackUrl, beta)).statusCode).toBe(409);
    // The supplier still sees it, cancelled.
    const seen = (await call('GET', `/api/supplier/${beta.id}/orders?status=Cancelled`, beta)).json();
    expect(seen.data.map((row: Row) => row._id)).toContain(id);
    expect(seen.data.every((row: Row) => row.status === 'Cancelled')).toBe(true);

    // Reissued as a new Draft with the terms; once.
    const reissued = await call('POST', `${url}/reissue`, buyer);
    expect(reissued.statusCode, reissued.body).toBe(201);
    const copy = reissued.json().data;
    expect(copy).toMatchObject({
      status: 'Draft',
      number: null,
      replacesId: id,
      ...TERMS,
      totalWithGst: 212.4,
    });
    expect((await call('GET', url, buyer)).json().data.replacedById).toBe(copy._id);
    expect((await call('POST', `${url}/reissue`, buyer)).json().message).toBe(text.alreadyReissued);
    for (const action of ['purchase-order.cancel', 'purchase-order.reissue'] as const)
      expect(await ctx.auditCount({ action })).toBeGreaterThanOrEqual(1);
    expect(await ctx.auditFor(copy._id, 'purchase-order.reissue')).toHaveLength(1);

    // A cancelled draft never got a number and the supplier never saw it.
    const draft = await call('POST', `/api/purchase-orders/${copy._id}/cancel`, buyer, {
      reason: 'Not needed',
    });
    expect(draft.json().data).toMatchObject({ status: 'Cancelled', number: null, wasIssued: false });
    const mine = (await call('GET', `/api/supplier/${beta.id}/orders`, beta))
      .json()
      .data.map((row: Row) => row._id);
    expect(mine).not.toContain(copy._id);
  });

  it('lists orders paged, by status, searched by number, supplier or tender', async () => {
    const { tender } = await splitAward();
    const id = await draftWithTerms(tender, alpha);
    const number = (await call('POST', `/api/purchase-orders/${id}/issue`, buyer)).json().data
      .number as string;
    const byNumber = (
      await call('GET', `/api/purchase-orders?q=${encodeURIComponent(number)}`, buyer)
    ).json();
    expect(byNumber.data.map((row: Row) => row._id)).toEqual([id]);
    const issued = (await call('GET', '/api/purchase-orders?status=Issued&pageSize=200', buyer)).json();
    expect(issued.data.every((row: Row) => row.status === 'Issued')).toBe(true);
    expect(issued.data.map((row: Row) => row._id)).toContain(id);
    const bySupplier = (await call('GET', '/api/purchase-orders?q=beta%20supp&pageSize=200', buyer)).json();
    expect(bySupplier.data.length).toBeGreaterThan(0);
    expect(
      bySupplier.data.every((row: Row & { supplierName: string }) => row.supplierName === 'Beta Supplies'),
    ).toBe(true);
    const page = (await call('GET', '/api/purchase-orders?pageSize=1&sort=-number', buyer)).json();
    expect(page).toMatchObject({ page: 1, pageSize: 1 });
    expect(page.total).toBeGreaterThan(1);
    expect((await call('GET', '/api/purchase-orders?status=Lost', buyer)).statusCode).toBe(400);
    const ofTender = (await call('GET', `/api/tenders/${tender}/purchase-orders`, buyer)).json().data;
    expect(ofTender).toHaveLength(2);
  });
});

describe('numbers', () => {
  it('20 concurrent issues take 20 consecutive numbers of the financial year, none repeated or skipped', async () => {
    const supplierIds = [alpha.id, beta.id];
    const ids: string[] = [];
    for (let n = 0; n < 20; n += 1) {
      const tender = await createTenderRow(ctx.db, { categoryId, items: 0 });
      const supplierId = supplierIds[n % 2] as string;
      const [interest] = await ctx.db
        .insert(interests)
        .values({ tenderId: tender, supplierId, status: 'Approved', decidedAt: new Date() })
        .returning();
      const [quotation] = await ctx.db
        .insert(quotations)
        .values({
          interestId: interest?.id as string,
          tenderId: tender,
          supplierId,
          total: '100.00',
          totalWithGst: '118.00',
        })
        .returning();
      const [order] = await ctx.db
        .insert(purchaseOrders)
        .values({
          tenderId: tender,
          supplierId,
          quotationId: quotation?.id as string,
          projectCode: `C-${n}`,
          projectTitle: 'Concurrent',
          projectName: 'Concurrent',
          organisation: 'Board',
          supplierName: 'Someone',
          supplierDetails: {
            name: 'Someone',
            address: 'A street',
            city: 'Pune',
            state: 'Maharashtra',
            postalCode: '411001',
            country: 'India',
            telephone: '020 1234',
            email: 'someone@example.com',
            contactName: 'A Person',
          },
          total: '100.00',
          gstTotal: '18.00',
          totalWithGst: '118.00',
          ...TERMS,
        })
        .returning();
      ids.push(order?.id as string);
    }
    const [before] = await ctx.db
      .select()
      .from(poNumberCounters)
      .where(eq(poNumberCounters.financialYear, FY()));
    const start = before?.lastNumber ?? 0;
    const answers = await Promise.all(
      ids.map((id) => call('POST', `/api/purchase-orders/${id}/issue`, buyer)),
    );
    expect(answers.map((response) => response.statusCode)).toEqual(ids.map(() => 200));
    const serials = answers
      .map((response) => Number(response.json().data.number.split('/')[2]))
      .sort((x, y) => x - y);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, index) => start + index + 1));
    const [after] = await ctx.db
      .select()
      .from(poNumberCounters)
      .where(eq(poNumberCounters.financialYear, FY()));
    expect(after?.lastNumber).toBe(start + 20);
    // Concurrent issues of one order: one wins.
    const id = await draftWithTerms((await splitAward()).tender, beta);
    const race = await Promise.all(
      [1, 2, 3].map(() => call('POST', `/api/purchase-orders/${id}/issue`, buyer)),
    );
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const [counter] = await ctx.db
      .select()
      .from(poNumberCounters)
      .where(eq(poNumberCounters.financialYear, FY()));
    expect(counter?.lastNumber).toBe(start + 21);
  });
});

describe('the PDF', () => {
  it('carries the number, the parties, the lines, the totals and the amount in words; the supplier downloads its own', async () => {
    const { tender } = await splitAward();
    const id = await draftWithTerms(tender, beta);
    const draft = await call('GET', `/api/purchase-orders/${id}/pdf`, buyer);
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['content-disposition']).toContain('PO-DRAFT-');
    expect((await pdfText(draft.rawPayload)).join('\n')).toContain('DRAFT');
    const number = (await call('POST', `/api/purchase-orders/${id}/issue`, buyer)).json().data
      .number as string;
    const response = await call('GET', `/api/supplier/${beta.id}/orders/${id}/pdf`, beta);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${number.replaceAll('/', '-')}.pdf"`,
    );
    const page = (await pdfText(response.rawPayload)).join('\n');
    for (const expected of [
      number,
      'Beta Supplies',
      'City Power Board',
      'Item IT-1',
      '90.00',
      '₹180.00',
      '₹32.40',
      '₹212.40',
      'Rupees Two Hundred Twelve and Forty Paise Only',
      TERMS.paymentTerms,
    ])
      expect(page).toContain(expected);
    const lines = await ctx.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, id));
    expect(lines).toHaveLength(1);
  });
});

describe('the organisation on orders (decision 046)', () => {
  it("issues with the organisation's prefix, financial year and identity, kept when the settings change", async () => {
    await ctx.db.insert(organisationSettings).values({
      legalName: 'Sahyadri Infra Projects Private Limited',
      pan: 'AAPFU0939F',
      poPrefix: 'SIP',
      fyStartMonth: 1,
    });
    const [unit] = await ctx.db
      .insert(buyingUnits)
      .values({
        name: 'Head Office, Pune',
        address: '4th Floor, Sahyadri House, FC Road',
        city: 'Pune',
        stateCode: '27',
        pincode: '411004',
        gstin: '27AAPFU0939F1ZV',
        isDefault: true,
      })
      .returning();
    try {
      const { tender } = await splitAward();
      const [order] = (await generate(tender)).json().data as Row[];
      const id = order?._id as string;
      const draft = await call('PUT', `/api/purchase-orders/${id}`, buyer, TERMS);
      expect(draft.json().data.buyer.identity).toMatchObject({
        legalName: 'Sahyadri Infra Projects Private Limited',
      });
      const issued = await call('POST', `/api/purchase-orders/${id}/issue`, buyer);
      expect(issued.statusCode, issued.body).toBe(200);
      const calendarYear = portalToday(TEST_TIME_ZONE).slice(0, 4);
      expect(issued.json().data.number).toMatch(new RegExp(`^SIP/${calendarYear}/\\d{4}$`));
      expect(issued.json().data.financialYear).toBe(calendarYear);
      const identity = {
        legalName: 'Sahyadri Infra Projects Private Limited',
        pan: 'AAPFU0939F',
        unit: expect.objectContaining({ gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra', city: 'Pune' }),
      };
      expect(issued.json().data.buyer.identity).toMatchObject(identity);

      // A later change of the unit does not change the issued order, nor its PDF.
      await ctx.db
        .update(buyingUnits)
        .set({ address: 'Moved: Baner Road' })
        .where(eq(buyingUnits.id, unit?.id ?? ''));
      const detail = await call('GET', `/api/purchase-orders/${id}`, buyer);
      expect(detail.json().data.buyer.identity.unit.address).toBe('4th Floor, Sahyadri House, FC Road');
      const pdf = await call('GET', `/api/purchase-orders/${id}/pdf`, buyer);
      const page = (await pdfText(pdf.rawPayload)).join('\n');
      for (const expected of [
        'Sahyadri Infra Projects Private Limited',
        'For City Power Board',
        '4th Floor, Sahyadri House, FC Road',
        'Pune 411004, Maharashtra (state code 27)',
        'GSTIN: 27AAPFU0939F1ZV',
        'PAN: AAPFU0939F',
        'Authorised Signatory',
      ])
        expect(page).toContain(expected);
      expect(page).not.toContain('Baner Road');
    } finally {
      await ctx.db.delete(buyingUnits);
      await ctx.db.delete(organisationSettings);
    }
  });
});
