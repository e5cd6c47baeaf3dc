import { randomUUID } from 'node:crypto';
import { portalToday } from '@tenderdesk/domain/portal-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations, tenderAwards } from '../../db/schema/quotations';
import { interests, tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { createTenderRow, daysFrom, TEST_TIME_ZONE } from '../../test/tenders';

/*
 * The dashboards (decision 036): every figure against rows made for it, each figure shown only with
 * its permission, a supplier's only its own. The app runs in Asia/Kolkata (test kit).
 */

let ctx: TestContext;
let electrical: { categoryId: string; subCategoryId: string };
let plumbing: { categoryId: string; subCategoryId: string };
let alpha: TestCaller;
let beta: TestCaller;
let admin: TestCaller;
let reportsOnly: TestCaller;
let suppliersOnly: TestCaller;
let tendersOnly: TestCaller;
let mastersOnly: TestCaller;

/** Monday 00:00 of this week in Asia/Kolkata, as an instant. */
function weekStart(): Date {
  const today = portalToday(TEST_TIME_ZONE);
  const day = new Date(`${today}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return new Date(`${day.toISOString().slice(0, 10)}T00:00:00+05:30`);
}

async function interest(tenderId: string, supplierId: string, status: 'Pending' | 'Approved' | 'Rejected') {
  const id = randomUUID();
  await ctx.db.insert(interests).values({ id, tenderId, supplierId, status });
  return id;
}

async function quotation(
  tenderId: string,
  supplierId: string,
  totalWithGst: string,
  submittedAt = new Date(),
) {
  const interestId = await interest(tenderId, supplierId, 'Approved');
  const id = randomUUID();
  await ctx.db
    .insert(quotations)
    .values({ id, interestId, tenderId, supplierId, total: totalWithGst, totalWithGst, submittedAt });
  return id;
}

const monthOf = (day: string) => day.slice(0, 7);

beforeAll(async () => {
  ctx = await createTestApp();
  electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  plumbing = await insertCategoryPair(ctx.database, 'Plumbing', 'Pipes');
  alpha = await ctx.as.supplier({ ...electrical, companyName: 'Alpha Traders' });
  beta = await ctx.as.supplier({ ...plumbing, companyName: 'Beta Supplies' });
  await ctx.as.supplier({ ...electrical, status: 'Pending' });
  await ctx.as.supplier({ ...plumbing, status: 'Pending' });
  await ctx.as.supplier({ ...plumbing, status: 'Inactive' });
  admin = await ctx.as.admin();
  reportsOnly = await ctx.as.subAdmin(['reports']);
  suppliersOnly = await ctx.as.subAdmin(['manageSuppliers']);
  tendersOnly = await ctx.as.subAdmin(['manageTenders']);
  mastersOnly = await ctx.as.subAdmin(['masterTables']);

  // Electrical: open, closing today, closing in 6 days (both soon), closing in 7 days (not), closed.
  const open = await createTenderRow(ctx.db, {
    ...electrical,
    projectName: 'Open wiring',
    closingDate: daysFrom(30),
  });
  const today = await createTenderRow(ctx.db, { ...electrical, closingDate: daysFrom(0) });
  const sixDays = await createTenderRow(ctx.db, { ...electrical, closingDate: daysFrom(6) });
  await createTenderRow(ctx.db, { ...electrical, closingDate: daysFrom(7) });
  const closed = await createTenderRow(ctx.db, {
    ...electrical,
    publishingDate: daysFrom(-70),
    closingDate: daysFrom(-40),
  });
  // Plumbing: one open, awarded to beta.
  const pipes = await createTenderRow(ctx.db, {
    ...plumbing,
    projectName: 'Pipes',
    closingDate: daysFrom(20),
  });
  // Drafts: one ready to publish, one not; a draft's pending interest cannot exist, so none.
  const ready = await createTenderRow(ctx.db, { ...electrical, status: 'Draft' });
  await createTenderRow(ctx.db, { ...electrical, status: 'Draft' });
  await ctx.db.update(tenders).set({ readyToPublish: true }).where(eq(tenders.id, ready));

  // Interests: alpha pending on two, approved on one; beta pending on none.
  await interest(today, alpha.id, 'Pending');
  await interest(sixDays, alpha.id, 'Pending');
  await interest(open, beta.id, 'Rejected');
  // A pending interest on a closed tender no longer awaits anything (not counted).
  const late = await ctx.as.supplier({ ...electrical, companyName: 'Late Comers' });
  await interest(closed, late.id, 'Pending');
  // Quotations: alpha on open (this week) and closed (long ago, awarded); beta on pipes (this week, awarded).
  await quotation(open, alpha.id, '1000.50');
  const old = await quotation(closed, alpha.id, '250000.25', new Date(weekStart().getTime() - 60_000));
  const pipesQuote = await quotation(pipes, beta.id, '12345.67');
  await ctx.db.insert(tenderAwards).values([
    { tenderId: closed, quotationId: old },
    { tenderId: pipes, quotationId: pipesQuote },
  ]);
});
afterAll(() => ctx.close());

type AdminAnswer = {
  figures: Record<string, number>;
  charts?: {
    publishedPerMonth: { month: string; tenders: number }[];
    quotationsPerTender: { projectName: string; quotations: number }[];
    awardedByCategory: { category: string; awards: number; valuePaise: number }[];
  };
};

async function adminAnswer(caller: TestCaller): Promise<AdminAnswer> {
  const response = await ctx.call('GET', '/api/dashboard/admin', undefined, caller.headers);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('GET /api/dashboard/admin', () => {
  it('refuses anonymous callers and suppliers', async () => {
    expect((await ctx.call('GET', '/api/dashboard/admin')).statusCode).toBe(401);
    expect((await ctx.call('GET', '/api/dashboard/admin', undefined, alpha.headers)).statusCode).toBe(403);
  });

  it('gives the admin every figure, counted from the rows', async () => {
    const { figures } = await adminAnswer(admin);
    expect(figures).toEqual({
      newSupplierRequests: 2,
      interestsAwaiting: 2,
      closingSoon: 2,
      // alpha's on open and beta's on pipes (the interest rows' quotations of last week do not count)
      quotationsThisWeek: 2,
      draftsReady: 1,
    });
  });

  it('draws the charts: published per month, quotations per tender, awarded value by category', async () => {
    const { charts } = await adminAnswer(admin);
    expect(charts).toBeDefined();
    if (!charts) return;
    const months = charts.publishedPerMonth;
    expect(months).toHaveLength(6);
    expect(months.at(-1)?.month).toBe(monthOf(portalToday(TEST_TIME_ZONE)));
    // Five published tenders were published yesterday, the closed one 70 days ago (in the window).
    expect(months.reduce((sum, row) => sum + row.tenders, 0)).toBe(6);
    expect(months.find((row) => row.month === monthOf(daysFrom(-70)))?.tenders).toBe(1);
    const perTender = Object.fromEntries(
      charts.quotationsPerTender.map((row) => [row.projectName, row.quotations]),
    );
    expect(perTender['Open wiring']).toBe(1);
    expect(perTender.Pipes).toBe(1);
    expect(charts.awardedByCategory).toEqual([
      { category: 'Electrical', awards: 1, valuePaise: 25_000_025 },
      { category: 'Plumbing', awards: 1, valuePaise: 1_234_567 },
    ]);
  });

  it('shows a sub-admin only the figures of its permissions', async () => {
    expect(await adminAnswer(suppliersOnly)).toEqual({ figures: { newSupplierRequests: 2 } });
    const tenders = await adminAnswer(tendersOnly);
    expect(Object.keys(tenders.figures).sort()).toEqual(
      ['closingSoon', 'draftsReady', 'interestsAwaiting', 'quotationsThisWeek'].sort(),
    );
    expect(tenders.charts).toBeDefined();
    const reports = await adminAnswer(reportsOnly);
    expect(reports.figures).toEqual({});
    expect(reports.charts?.awardedByCategory).toHaveLength(2);
    expect(await adminAnswer(mastersOnly)).toEqual({ figures: {} });
  });
});

describe('GET /api/suppliers/supplier/:supplierId/dashboard', () => {
  const path = (id: string) => `/api/suppliers/supplier/${id}/dashboard`;

  it('refuses anonymous callers, admins and another supplier', async () => {
    expect((await ctx.call('GET', path(alpha.id))).statusCode).toBe(401);
    expect((await ctx.call('GET', path(alpha.id), undefined, admin.headers)).statusCode).toBe(403);
    expect((await ctx.call('GET', path(alpha.id), undefined, beta.headers)).statusCode).toBe(403);
  });

  it("counts the supplier's own figures only", async () => {
    const response = await ctx.call('GET', path(alpha.id), undefined, alpha.headers);
    expect(response.statusCode).toBe(200);
    // Electrical open tenders: open, today, six days, seven days (the closed one and drafts not).
    expect(response.json().data).toEqual({
      openTenders: 4,
      pendingInterests: 2,
      quotationsSent: 2,
      awards: 1,
      awardedValuePaise: 25_000_025,
    });
    const other = await ctx.call('GET', path(beta.id.toUpperCase()), undefined, beta.headers);
    expect(other.json().data).toEqual({
      openTenders: 1,
      pendingInterests: 0,
      quotationsSent: 1,
      awards: 1,
      awardedValuePaise: 1_234_567,
    });
  });

  it('answers zeros for a new supplier', async () => {
    const fresh = await ctx.as.supplier();
    const response = await ctx.call('GET', path(fresh.id), undefined, fresh.headers);
    expect(response.json().data).toEqual({
      openTenders: 0,
      pendingInterests: 0,
      quotationsSent: 0,
      awards: 0,
      awardedValuePaise: 0,
    });
  });
});
