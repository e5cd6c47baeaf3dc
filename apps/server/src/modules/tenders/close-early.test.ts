import { randomUUID } from 'node:crypto';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import { clarificationText } from '@tenderdesk/domain/clarification-messages';
import { messages } from '@tenderdesk/domain/messages';
import { formatPortalDay } from '@tenderdesk/domain/portal-time';
import { CLOSE_EARLY_REASON_MAX } from '@tenderdesk/domain/tenders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { interests, tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { awardKit } from '../../test/award-kit';
import { createTenderRow, daysFrom } from '../../test/tenders';

/*
 * Award only after closing (decision 039): closing early, the refusals of the award calls while a
 * tender is open, and what a closed or awarded tender no longer takes.
 */

let ctx: TestContext;
let kit: ReturnType<typeof awardKit>;
let electrical: { categoryId: string; subCategoryId: string };
let alpha: TestCaller;
let beta: TestCaller;
let gamma: TestCaller;
let admin: TestCaller;
let tenderManager: TestCaller;
let ordersBuyer: TestCaller;
let noPermissions: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  kit = awardKit(ctx, electrical.categoryId);
  alpha = await ctx.as.supplier({ ...electrical, companyName: 'Alpha Traders' });
  beta = await ctx.as.supplier({ ...electrical, companyName: 'Beta Supplies' });
  gamma = await ctx.as.supplier({ ...electrical, companyName: 'Gamma Works' });
  admin = await ctx.as.admin();
  tenderManager = await ctx.as.subAdmin(['manageTenders']);
  ordersBuyer = await ctx.as.subAdmin(['purchaseOrders']);
  noPermissions = await ctx.as.subAdmin([]);
});
afterAll(() => ctx.close());

const CLOSING = daysFrom(10);
const LINES = [
  { itemCode: 'IT-1', qty: 2, unitPrice: 100, gstRate: 18 },
  { itemCode: 'IT-2', qty: 3, unitPrice: 50, gstRate: 5 },
];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, caller: TestCaller | null, body?: object) =>
  ctx.call(method, url, body, caller?.headers ?? {});
const closeEarly = (
  tender: string,
  caller: TestCaller | null,
  body: object = { reason: 'Budget moved up' },
) => call('POST', `/api/tenders/${tender}/close-early`, caller, body);

/** A tender open until CLOSING, quoted by alpha (and beta): the award calls' target. */
async function quotedTender() {
  const tender = await kit.tenderFor([alpha, beta], { closingDate: CLOSING });
  const a = await kit.quote(tender, alpha, LINES);
  const b = await kit.quote(tender, beta, LINES);
  return { tender, a, b };
}

/** Every kind of caller: [who, the answer expected from them]. */
function callers(allowed: TestCaller[], allowedStatus: number): [string, TestCaller | null, number][] {
  return [
    ['anonymous', null, 401],
    ['a supplier', alpha, 403],
    ['a sub-admin without the permission', noPermissions, 403],
    ...allowed.map((caller, n): [string, TestCaller, number] => [
      `allowed caller ${n}`,
      caller,
      allowedStatus,
    ]),
  ];
}

describe('award calls while the tender is open', () => {
  it('select, line awards and order generation answer 409 "open until" to every allowed caller, 401/403 to the others', async () => {
    const { tender, a, b } = await quotedTender();
    const open = awardMessages.tenderOpen(formatPortalDay(CLOSING));
    expect(open).toBe(
      `This tender is open until ${formatPortalDay(CLOSING)}. It can be awarded after it closes, or close it early.`,
    );
    const lines = [
      { tenderItemId: a.itemOf['IT-1'], quotationLineId: b.lineOf['IT-1'] },
      { tenderItemId: a.itemOf['IT-2'], quotationLineId: a.lineOf['IT-2'] },
    ];
    const cases: [string, () => (caller: TestCaller | null) => ReturnType<typeof call>, TestCaller[]][] = [
      [
        'select',
        () => (c) => call('PUT', `/api/tenders/${tender}/quotation/${a.id}/select`, c),
        [admin, tenderManager],
      ],
      [
        'line awards',
        () => (c) => call('PUT', `/api/tenders/${tender}/line-awards`, c, { lines }),
        [admin, tenderManager],
      ],
      [
        'orders',
        () => (c) => call('POST', `/api/tenders/${tender}/purchase-orders`, c),
        [admin, ordersBuyer],
      ],
    ];
    for (const [name, make, allowed] of cases) {
      for (const [who, caller, status] of callers(allowed, 409)) {
        const response = await make()(caller);
        expect(response.statusCode, `${name} by ${who}`).toBe(status);
        if (status === 409) expect(response.json().message, `${name} by ${who}`).toBe(open);
      }
    }
    expect(await ctx.auditCount({ action: 'award.select', entityId: tender })).toBe(0);
    expect(await ctx.auditCount({ action: 'award.lines', entityId: tender })).toBe(0);
    // The views say so: open, and when it closes.
    const view = (await call('GET', `/api/tenders/${tender}/line-awards`, admin)).json().data;
    expect(view).toMatchObject({ closed: false, closingDate: CLOSING, mode: null });
    const comparison = (await call('GET', `/api/tenders/${tender}/comparison`, admin)).json().data;
    expect(comparison.tender).toMatchObject({ closed: false, closingDate: CLOSING });
    expect(comparison.tender.closedEarlyAt).toBeUndefined();
  });

  it('after an early close the same calls award', async () => {
    const { tender, a } = await quotedTender();
    expect((await closeEarly(tender, tenderManager)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/tenders/${tender}/quotation/${a.id}/select`, tenderManager)).statusCode,
    ).toBe(200);
    const orders = await call('POST', `/api/tenders/${tender}/purchase-orders`, ordersBuyer);
    expect(orders.statusCode, orders.body).toBe(201);
  });
});

describe('POST /api/tenders/{tenderId}/close-early', () => {
  it('answers 401 anonymous, 403 a supplier and a sub-admin without manageTenders; closes for the admin and a tender manager', async () => {
    for (const [who, caller, status] of callers([admin, tenderManager], 200)) {
      const tender = await kit.tenderFor([alpha], { closingDate: CLOSING });
      const response = await closeEarly(tender, caller);
      expect(response.statusCode, who).toBe(status);
      const [row] = await ctx.db.select().from(tenders).where(eq(tenders.id, tender));
      expect(row?.closedEarlyAt === null, who).toBe(status !== 200);
    }
  });

  it('closes now with the trimmed reason, audits it, notifies every supplier with interest and answers the closed tender', async () => {
    const tender = await kit.tenderFor([alpha], { closingDate: CLOSING });
    await ctx.db.insert(interests).values({ tenderId: tender, supplierId: beta.id, status: 'Pending' });
    await ctx.db.insert(interests).values({ tenderId: tender, supplierId: gamma.id, status: 'Rejected' });
    const before = Date.now();
    const response = await closeEarly(tender, admin, { reason: '  Budget moved up  ' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe(messages.tender.closedEarly);
    expect(body.data).toMatchObject({
      _id: tender,
      isClosed: true,
      closingDate: CLOSING,
      closedEarlyReason: 'Budget moved up',
    });
    expect(Date.parse(body.data.closedEarlyAt)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await ctx.db.select().from(tenders).where(eq(tenders.id, tender));
    expect(row).toMatchObject({ closedEarlyReason: 'Budget moved up', closedEarlyBy: admin.id });
    const events = await ctx.auditFor(tender, 'tender.close-early');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: admin.id,
      changes: { reason: 'Budget moved up', closingDate: CLOSING },
    });
    const told = await ctx.db
      .select({ id: notifications.recipientId, title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.event, 'tender.closed-early'));
    const forTender = told.filter((n) => n.link === `/rfq/${tender}`);
    expect(forTender.map((n) => n.id).sort()).toEqual([alpha.id, beta.id].sort());
    // Every read says so: the buyer's view and list, the supplier's list.
    const view = (await call('GET', `/api/tenders/view/${tender}`, alpha)).json().data;
    expect(view).toMatchObject({ isClosed: true, closedEarlyReason: 'Budget moved up' });
    const list = (
      await call('GET', `/api/tenders/category/${electrical.categoryId}?pageSize=100`, alpha)
    ).json().data as { _id: string; isClosed: boolean; closedEarlyReason?: string }[];
    expect(list.find((t) => t._id === tender)).toMatchObject({
      isClosed: true,
      closedEarlyReason: 'Budget moved up',
    });
  });

  it('refuses a missing, blank or too long reason (400 on reason), a draft and a closed tender (409), an unknown one (404)', async () => {
    const tender = await kit.tenderFor([alpha], { closingDate: CLOSING });
    for (const body of [
      {},
      { reason: '   ' },
      { reason: 'x'.repeat(CLOSE_EARLY_REASON_MAX + 1) },
      { reason: 7 },
    ]) {
      const response = await closeEarly(tender, admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().field, JSON.stringify(body)).toBe('reason');
    }
    expect((await closeEarly(tender, admin, {})).json().message).toBe(
      messages.tender.closeEarlyReasonRequired,
    );
    const draft = await createTenderRow(ctx.db, { categoryId: electrical.categoryId, status: 'Draft' });
    const refusedDraft = await closeEarly(draft, admin);
    expect(refusedDraft.statusCode).toBe(409);
    expect(refusedDraft.json().message).toBe(messages.tender.draftNotClosable);
    const past = await createTenderRow(ctx.db, {
      categoryId: electrical.categoryId,
      publishingDate: daysFrom(-5),
      closingDate: daysFrom(-1),
    });
    expect((await closeEarly(past, admin)).json()).toEqual({ message: messages.tender.alreadyClosed });
    expect((await closeEarly(tender, admin)).statusCode).toBe(200);
    const again = await closeEarly(tender, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.tender.alreadyClosed);
    expect((await closeEarly(randomUUID(), admin)).statusCode).toBe(404);
    expect((await closeEarly('nope', admin)).statusCode).toBe(404);
    expect(await ctx.auditCount({ action: 'tender.close-early', entityId: tender })).toBe(1);
  });
});

describe('what a closed or awarded tender no longer takes', () => {
  const expressInterest = (tender: string, supplier: TestCaller) =>
    call('POST', `/api/suppliers/${tender}/interest`, supplier, { supplierId: supplier.id });
  const ask = (tender: string, supplier: TestCaller) =>
    call('POST', `/api/suppliers/${tender}/supplier/${supplier.id}/questions`, supplier, {
      question: 'Is a datasheet required?',
    });
  const sendQuote = (tender: string, supplier: TestCaller) =>
    call('POST', `/api/suppliers/${tender}/supplier/${supplier.id}/quotation`, supplier, {
      quotation: JSON.stringify({
        items: LINES.map((line) => ({ itemName: `Item ${line.itemCode}`, uom: 'pcs', ...line })),
      }),
    });

  /** alpha quoted; beta approved without a quotation; gamma (same category) never answered. */
  async function answeredTender() {
    const tender = await kit.tenderFor([alpha, beta], { closingDate: CLOSING });
    const a = await kit.quote(tender, alpha, LINES);
    return { tender, a };
  }

  it('after an early close: no interest (400), no question (409), no quotation (409)', async () => {
    const { tender } = await answeredTender();
    expect((await ask(tender, beta)).statusCode).toBe(201);
    expect((await closeEarly(tender, tenderManager)).statusCode).toBe(200);
    const interest = await expressInterest(tender, gamma);
    expect(interest.statusCode).toBe(400);
    expect(interest.json().message).toBe(messages.interest.tenderClosed);
    const question = await ask(tender, beta);
    expect(question.statusCode).toBe(409);
    expect(question.json().message).toMatch(/^Questions for this tender closed on /);
    expect(clarificationText.closed('x')).toMatch(/^Questions for this tender closed on /);
    const quotation = await sendQuote(tender, beta);
    expect(quotation.statusCode).toBe(409);
    expect(quotation.json().message).toMatch(/^This tender closed on /);
    const questions = (await call('GET', `/api/tenders/${tender}/questions`, beta)).json();
    expect(questions.questionsOpen).toBe(false);
  });

  it('after an award: no interest and no question (409 awarded)', async () => {
    const { tender, a } = await answeredTender();
    expect((await closeEarly(tender, tenderManager)).statusCode).toBe(200);
    expect((await call('PUT', `/api/tenders/${tender}/quotation/${a.id}/select`, admin)).statusCode).toBe(
      200,
    );
    // Even should the closing date move on (an addendum), an awarded tender takes no interest or question.
    await ctx.db
      .update(tenders)
      .set({ closedEarlyAt: null, closedEarlyReason: null })
      .where(eq(tenders.id, tender));
    for (const response of [await expressInterest(tender, gamma), await ask(tender, beta)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(messages.tender.awarded);
    }
    const [row] = await ctx.db
      .select()
      .from(interests)
      .where(and(eq(interests.tenderId, tender), eq(interests.supplierId, gamma.id)));
    expect(row).toBeUndefined();
  });
});

describe('sealed bids and an early close', () => {
  it('prices stay sealed while open and open at the early close, once, audited', async () => {
    const tender = await kit.tenderFor([alpha], { closingDate: CLOSING });
    await ctx.db.update(tenders).set({ sealed: true }).where(eq(tenders.id, tender));
    const quoted = await call('POST', `/api/suppliers/${tender}/supplier/${alpha.id}/quotation`, alpha, {
      quotation: JSON.stringify({
        items: [
          { itemCode: 'IT-1', itemName: 'Item 1', uom: 'pcs', qty: 1, unitPrice: '4321.09', gstRate: 0 },
        ],
      }),
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    const sealed = await call('GET', `/api/tenders/${tender}/quotations`, admin);
    expect(sealed.body).not.toContain('4321.09');
    expect(sealed.json().data[0]).toMatchObject({ sealed: true, opensOn: daysFrom(11) });
    expect((await closeEarly(tender, admin)).statusCode).toBe(200);
    const opened = await call('GET', `/api/tenders/${tender}/quotations`, admin);
    expect(opened.json().data[0]).toMatchObject({ sealed: false, opensOn: null });
    expect(opened.body).toContain('4321.09');
    await call('GET', `/api/tenders/${tender}/comparison`, tenderManager);
    expect(await ctx.auditCount({ action: 'tender.quotations.open', entityId: tender })).toBe(1);
  });
});
