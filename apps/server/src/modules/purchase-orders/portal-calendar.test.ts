import { formatInstantDay, portalDayOf } from '@tenderdesk/domain/portal-time';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import { purchaseRequests } from '../../db/schema/purchase-requests';
import { tenderAwards } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { interests } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { awardKit, type QuoteLine } from '../../test/award-kit';
import { pdfText } from '../../test/pdf';
import { TEST_TIME_ZONE } from '../../test/tenders';
import { SAMPLE_ITEM } from '../../test/tenders-api';

/*
 * The portal's calendar (decision 038) in what the server prints and answers: every instant is a day
 * of the portal's time zone (Asia/Kolkata here), never of UTC. Instants are set in the database (or
 * the clock is faked) at 23:59 and 00:01 IST, around the portal's midnight, and at 05:29 / 05:31 IST,
 * around UTC's, where a UTC day is one behind the portal's.
 */

const IST = TEST_TIME_ZONE;
/** The portal's wall clock as an instant (IST is UTC+05:30). */
const ist = (local: string) => new Date(`${local}:00+05:30`);
const MOMENTS = [
  { local: '2026-11-25T23:59', day: '25 Nov 2026' },
  { local: '2026-11-26T00:01', day: '26 Nov 2026' },
  { local: '2026-11-26T05:29', day: '26 Nov 2026' },
  { local: '2026-11-26T05:31', day: '26 Nov 2026' },
];

let ctx: TestContext;
let kit: ReturnType<typeof awardKit>;
let category: { categoryId: string; subCategoryId: string };
let alpha: TestCaller;
let admin: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  category = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  kit = awardKit(ctx, category.categoryId);
  alpha = await ctx.as.supplier({ ...category, companyName: 'Alpha Traders' });
  admin = await ctx.as.admin();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const LINES: QuoteLine[] = [
  { itemCode: 'IT-1', qty: 2, unitPrice: 100, gstRate: 18 },
  { itemCode: 'IT-2', qty: 3, unitPrice: 50, gstRate: 5 },
];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, caller: TestCaller, body?: object) =>
  ctx.call(method, url, body, caller.headers);

/** A tender awarded whole to `seller`, its draft order generated; answers both ids. */
async function awardedOrder(by: TestCaller = admin, seller: TestCaller = alpha) {
  const tender = await kit.tenderFor([seller]);
  const quotation = await kit.quote(tender, seller, LINES);
  await kit.close(tender);
  const selected = await call('PUT', `/api/tenders/${tender}/quotation/${quotation.id}/select`, by, {});
  expect(selected.statusCode, selected.body).toBe(200);
  const generated = await call('POST', `/api/tenders/${tender}/purchase-orders`, by);
  expect([200, 201], generated.body).toContain(generated.statusCode);
  const orderId: string = generated.json().data[0]._id;
  const terms = { deliveryTerms: 'Door delivery', paymentTerms: '30 days', deliveryDate: '2026-12-31' };
  expect((await call('PUT', `/api/purchase-orders/${orderId}`, by, terms)).statusCode).toBe(200);
  return { tender, orderId };
}

describe('purchase orders', () => {
  it.each(MOMENTS)('issued at $local IST: the PDF’s order date is $day', async ({ local, day }) => {
    const { orderId } = await awardedOrder();
    const issued = await call('POST', `/api/purchase-orders/${orderId}/issue`, admin);
    expect(issued.statusCode, issued.body).toBe(200);
    await ctx.db
      .update(purchaseOrders)
      .set({ issuedAt: ist(local) })
      .where(eq(purchaseOrders.id, orderId));
    const pdf = await call('GET', `/api/purchase-orders/${orderId}/pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    const [first] = await pdfText(pdf.rawPayload);
    expect(first).toMatch(new RegExp(`Order date\\s+${day}`));
    expect(first).toContain('Delivery by: 31 Dec 2026');
  });

  it('created at 05:24 IST: the list answers the instant, whose portal day is that day', async () => {
    const { orderId } = await awardedOrder();
    await ctx.db
      .update(purchaseOrders)
      .set({ createdAt: ist('2026-11-26T05:24') })
      .where(eq(purchaseOrders.id, orderId));
    const list = await call('GET', '/api/purchase-orders?pageSize=100', admin);
    const row = list.json().data.find((order: { _id: string }) => order._id === orderId);
    expect(row.createdAt).toBe('2026-11-25T23:54:00.000Z');
    expect(formatInstantDay(row.createdAt, IST)).toBe('26 Nov 2026');
  });

  it.each([
    { utc: '2027-03-31T18:29:00Z', local: '31 Mar 23:59 IST', year: '2026-27' },
    { utc: '2027-03-31T18:31:00Z', local: '1 Apr 00:01 IST', year: '2027-28' },
  ])('issued on $local: numbered in financial year $year (fake clock)', async ({ utc, year }) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(utc));
    // Accounts signed in on the faked clock (tokens of the real one have expired by then).
    const buyer = await ctx.as.admin();
    const seller = await ctx.as.supplier({ ...category, companyName: `Delta ${utc}` });
    const realKit = kit;
    kit = awardKit(ctx, category.categoryId); // its own admin, signed in on the faked clock too
    try {
      const { orderId } = await awardedOrder(buyer, seller);
      const issued = await call('POST', `/api/purchase-orders/${orderId}/issue`, buyer);
      expect(issued.statusCode, issued.body).toBe(200);
      expect(issued.json().data.number).toMatch(new RegExp(`^PO/${year}/\\d{4}$`));
    } finally {
      kit = realKit;
    }
  });
});

describe('awards, statements, requests, suppliers and reports', () => {
  it('an award selected at 05:24 IST answers that instant; its portal day is 26 Nov', async () => {
    const { tender } = await awardedOrder();
    await ctx.db
      .update(tenderAwards)
      .set({ selectedAt: ist('2026-11-26T05:24') })
      .where(eq(tenderAwards.tenderId, tender));
    const view = await call('GET', `/api/tenders/${tender}/selected-quotation`, admin);
    expect(view.statusCode, view.body).toBe(200);
    expect(formatInstantDay(view.json().data.selectedAt, IST)).toBe('26 Nov 2026');
  });

  it('a statement generated at 05:24 IST says so, with the portal’s day (fake clock)', async () => {
    const { tender } = await awardedOrder();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ist('2026-11-26T05:24'));
    const pdf = await call('GET', `/api/tenders/${tender}/comparative-statement.pdf`, admin);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect((await pdfText(pdf.rawPayload)).join('\n')).toContain('Generated 26 Nov 2026, 5:24 am IST');
  });

  it.each(MOMENTS)('a purchase request raised at $local IST was raised on $day', async ({ local, day }) => {
    const raiser = await ctx.as.subAdmin(['purchaseRequests']);
    const body = {
      title: 'Cables for substation 4',
      categoryId: category.categoryId,
      neededBy: '2030-03-01',
      justification: 'The old cables failed the inspection.',
      items: [SAMPLE_ITEM],
    };
    const raised = await call('POST', '/api/purchase-requests', raiser, body);
    expect(raised.statusCode, raised.body).toBe(201);
    const id: string = raised.json().data._id;
    await ctx.db
      .update(purchaseRequests)
      .set({ createdAt: ist(local) })
      .where(eq(purchaseRequests.id, id));
    const read = await call('GET', `/api/purchase-requests/${id}`, raiser);
    expect(new Date(read.json().data.createdAt).getTime()).toBe(ist(local).getTime());
    expect(formatInstantDay(read.json().data.createdAt, IST)).toBe(day);
  });

  it('a supplier inactivated at 05:24 IST is inactive since 26 Nov', async () => {
    const beta = await ctx.as.supplier({ ...category, companyName: 'Beta Supplies', status: 'Inactive' });
    await ctx.db
      .update(suppliers)
      .set({ statusChangedAt: ist('2026-11-26T05:24') })
      .where(eq(suppliers.id, beta.id));
    const list = await call('GET', '/api/suppliers/inactive?pageSize=100', admin);
    const row = list.json().data.find((supplier: { _id: string }) => supplier._id === beta.id);
    expect(portalDayOf(row.statusChangedAt, IST)).toBe('2026-11-26');
  });

  it.each(MOMENTS)(
    'the supplier report’s last tender, interest at $local IST, is the portal’s day',
    async ({ local }) => {
      const gamma = await ctx.as.supplier({ ...category, companyName: `Gamma ${local}` });
      const tender = await kit.tenderFor([gamma]);
      await ctx.db
        .update(interests)
        .set({ interestedAt: ist(local) })
        .where(sql`${interests.tenderId} = ${tender} and ${interests.supplierId} = ${gamma.id}`);
      const report = await call(
        'GET',
        `/api/reports/suppliers?q=${encodeURIComponent(`Gamma ${local}`)}`,
        admin,
      );
      expect(report.statusCode, report.body).toBe(200);
      expect(report.json().data[0].lastTender).toBe(local.slice(0, 10));
      const csv = await call(
        'GET',
        `/api/reports/suppliers.csv?q=${encodeURIComponent(`Gamma ${local}`)}`,
        admin,
      );
      expect(csv.body).toContain(local.slice(0, 10));
    },
  );
});
