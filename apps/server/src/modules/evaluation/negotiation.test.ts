import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { emptyPermissions } from '@tenderdesk/domain/permissions';
import { formatInstant } from '@tenderdesk/domain/portal-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiationOffers, negotiationRounds } from '../../db/schema/evaluation';
import { emailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { quotationRevisions, quotations } from '../../db/schema/quotations';
import { tenders } from '../../db/schema/tenders';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { type NegotiationKit, negotiationKit } from '../../test/negotiation-kit';
import { pdfText } from '../../test/pdf';
import { TEST_TIME_ZONE } from '../../test/tenders';
import { zipTexts } from '../../test/zip-text';
import { readRounds, readSupplierNegotiation } from './negotiation-views';

/*
 * Negotiation rounds (issue 21 item 5, slice H3): starting one, the suppliers' offers, every refusal
 * per kind of caller, offers sealed from every buyer read until the deadline, settling exactly once,
 * and an award after negotiation at the negotiated prices down to the purchase order.
 */

let ctx: TestContext;
let n: NegotiationKit;
let reportsOnly: TestCaller;
const routes: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.includes('GET')) routes.push(route.url);
    },
    // Mail configured (no worker runs): the invitations' emails are queued in the outbox.
    mail: {
      smtp: { url: 'smtp://127.0.0.1:9', from: 'TenderDesk <no-reply@tenderdesk.test>' },
      publicUrl: 'https://portal.test',
    },
  });
  n = await negotiationKit(ctx);
  reportsOnly = await ctx.as.subAdmin(['reports']);
});
afterAll(() => ctx.close());

/** Beta's offer: IT-1 at ₹8,765.43 (was 9,000.00), IT-2 left out (keeps 60.00). */
const BETA_OFFER = [{ itemCode: 'it-1', unitPrice: '8765.43' }];
/** The offer's figures: IT-1's line total and GST, the total and the total with GST. */
const OFFERED = ['8765.43', '17530.86', '3155.55', '17710.86', '20875.41'];

/** A figure in every way an answer could write it (as in the sealed walk of decision 040). */
function formsOf(decimal: string): string[] {
  const value = Number(decimal);
  const two = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return [
    ...new Set([
      decimal,
      String(value),
      value.toLocaleString('en-IN', two),
      value.toLocaleString('en-US', two),
      decimal.replace('.', ''),
    ]),
  ];
}
const NEEDLES = OFFERED.flatMap(formsOf);
const found = (body: string) => NEEDLES.filter((needle) => body.includes(needle));

/** The buyer as a service sees it (the evaluation's read of the rounds is called directly). */
const buyerCaller = () => ({
  id: n.buyer.id,
  role: 'subadmin' as const,
  username: 'buyer',
  email: n.buyer.email,
  permissions: { ...emptyPermissions(), manageTenders: true },
});

const get = (url: string, caller: TestCaller = n.buyer) => ctx.call('GET', url, undefined, caller.headers);
const roundsOf = (tender: string) =>
  ctx.db.select().from(negotiationRounds).where(eq(negotiationRounds.tenderId, tender));

describe('guards', () => {
  it('start: 401 anonymous, 403 a supplier and a sub-admin without manageTenders', async () => {
    const { tender } = await n.quotedTender();
    const body = { supplierIds: [n.beta.id], deadline: n.inOneDay() };
    expect((await ctx.call('POST', `/api/tenders/${tender}/negotiations`, body)).statusCode).toBe(401);
    for (const caller of [n.beta, reportsOnly]) {
      const refused = await n.start(tender, body, caller);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.auth.forbidden });
    }
    expect(await roundsOf(tender)).toEqual([]);
  });

  it("offer: 401 anonymous, 403 the admin, a buyer and another supplier on a supplier's call", async () => {
    const { tender } = await n.quotedTender();
    await n.startRound(tender, [n.beta]);
    const url = `/api/suppliers/${n.beta.id}/tenders/${tender}/negotiation-offer`;
    expect((await ctx.call('PUT', url, { items: BETA_OFFER })).statusCode).toBe(401);
    for (const caller of [n.admin, n.buyer, n.alpha]) {
      const refused = await n.offer(tender, n.beta, BETA_OFFER, caller);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.auth.forbidden });
    }
    const [offer] = await ctx.db
      .select()
      .from(negotiationOffers)
      .where(eq(negotiationOffers.supplierId, n.beta.id));
    expect(offer?.submittedAt).toBeNull();
  });
});

describe('starting a round', () => {
  it('invites the suppliers, audits, and tells each invitee (in-app and email) the deadline in IST', async () => {
    const { tender } = await n.quotedTender();
    const deadline = n.inOneDay();
    const response = await n.start(tender, {
      supplierIds: [n.alpha.id, n.beta.id],
      deadline,
      note: 'Best price',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      message: text.roundStarted,
      data: {
        _id: expect.any(String),
        round: 1,
        deadline,
        note: 'Best price',
        settledAt: null,
        invitees: [
          {
            supplierId: n.beta.id,
            companyName: 'Beta Supplies',
            submittedAt: null,
            earlierTotal: '18180.00',
            earlierTotalWithGst: '21429.00',
            total: null,
            totalWithGst: null,
          },
          expect.objectContaining({
            supplierId: n.alpha.id,
            earlierTotal: '20150.00',
            earlierTotalWithGst: '23757.50',
          }),
        ],
      },
    });
    const [event] = await ctx.auditFor(tender, 'negotiation.start');
    expect(event?.changes).toEqual({ round: 1, invitees: 2, deadline });
    // This tender's invitations: the file's earlier tests started rounds of their own.
    const told = (
      await ctx.db.select().from(notifications).where(eq(notifications.event, 'negotiation.invited'))
    ).filter((row) => row.link === `/rfq/${tender}`);
    expect(told.map((row) => row.recipientId).sort()).toEqual([n.alpha.id, n.beta.id].sort());
    const day = formatInstant(deadline, TEST_TIME_ZONE);
    expect(told[0]?.body).toContain(day);
    const emails = (
      await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'notification:negotiation.invited'))
    ).filter((row) => row.textBody.includes(`/rfq/${tender}`));
    expect(emails.length).toBeGreaterThanOrEqual(2);
    expect(emails[0]?.textBody).toContain(day);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { tender } = await n.quotedTender();
    const before = await ctx.auditCount();
    const cases: [object, string][] = [
      [
        { supplierIds: [n.beta.id], deadline: new Date(Date.now() - 60_000).toISOString() },
        text.deadlinePast,
      ],
      [{ supplierIds: [n.beta.id], deadline: 'tomorrow' }, text.deadlineInvalid],
      [{ supplierIds: [], deadline: n.inOneDay() }, text.inviteesRequired],
      [{ deadline: n.inOneDay() }, text.inviteesRequired],
      // Approved but without a quotation; not a supplier of the tender; not an id.
      [{ supplierIds: [n.gamma.id], deadline: n.inOneDay() }, text.inviteeNotEligible],
      [{ supplierIds: [n.beta.id, n.buyer.id], deadline: n.inOneDay() }, text.inviteeNotEligible],
      [{ supplierIds: ['nobody'], deadline: n.inOneDay() }, text.inviteeNotEligible],
    ];
    for (const [body, message] of cases) {
      const refused = await n.start(tender, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect(await ctx.auditCount()).toBe(before);
    expect(await roundsOf(tender)).toEqual([]);
  });

  it('refuses before the prices are open (open tender; two envelopes before financial opening)', async () => {
    const open = await n.quotedTender({ close: false });
    const refused = await n.start(open.tender, { supplierIds: [n.beta.id], deadline: n.inOneDay() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: text.negotiationNeedsPrices });

    const { tender } = await n.quotedTender();
    await n.twoEnvelopes(tender, [{ supplier: n.beta, qualified: true }]);
    await ctx.db.update(tenders).set({ financialOpenedAt: null }).where(eq(tenders.id, tender));
    const sealed = await n.start(tender, { supplierIds: [n.beta.id], deadline: n.inOneDay() });
    expect(sealed.statusCode).toBe(409);
    expect(sealed.json()).toEqual({ message: text.negotiationNeedsPrices });
    const unknown = await n.start('00000000-0000-4000-8000-000000000000', {
      supplierIds: [n.beta.id],
      deadline: n.inOneDay(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('invites only qualified suppliers of a two-envelope tender', async () => {
    const { tender } = await n.quotedTender();
    await n.twoEnvelopes(tender, [
      { supplier: n.alpha, qualified: false },
      { supplier: n.beta, qualified: true },
    ]);
    const refused = await n.start(tender, { supplierIds: [n.alpha.id, n.beta.id], deadline: n.inOneDay() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: text.inviteeNotEligible, field: 'supplierIds' });
    const round = await n.startRound(tender, [n.beta]);
    expect(round.round).toBe(1);
  });

  it('refuses a second round while one is open, and allows round 2 once the first is settled', async () => {
    const { tender } = await n.quotedTender();
    await n.startRound(tender, [n.beta]);
    const refused = await n.start(tender, { supplierIds: [n.alpha.id], deadline: n.inOneDay() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: text.negotiationOpen });
    await n.passDeadline(tender);
    const second = await n.startRound(tender, [n.alpha, n.beta]);
    expect(second.round).toBe(2);
    expect(await ctx.auditCount({ action: 'negotiation.settle', entityId: tender })).toBe(1);
  });

  it('refuses once the tender is awarded (whole or by line)', async () => {
    const { tender, b } = await n.quotedTender();
    const award = await ctx.call(
      'PUT',
      `/api/tenders/${tender}/quotation/${b.id}/select`,
      {},
      n.buyer.headers,
    );
    expect(award.statusCode, award.body).toBe(200);
    const refused = await n.start(tender, { supplierIds: [n.alpha.id], deadline: n.inOneDay() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: text.negotiationAwarded });

    const byLine = await n.quotedTender();
    const lines = [{ tenderItemId: byLine.a.itemOf['IT-1'], quotationLineId: byLine.b.lineOf['IT-1'] }];
    const saved = await ctx.call(
      'PUT',
      `/api/tenders/${byLine.tender}/line-awards`,
      { lines },
      n.buyer.headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await n.start(byLine.tender, { supplierIds: [n.alpha.id], deadline: n.inOneDay() });
    expect(again.json()).toEqual({ message: text.negotiationAwarded });
  });
});

describe('offers', () => {
  it('takes an invited supplier’s lower prices (an item left out keeps its price), again until the deadline', async () => {
    const { tender } = await n.quotedTender();
    await n.startRound(tender, [n.alpha, n.beta]);
    const first = await n.offer(tender, n.beta, [{ itemCode: 'IT-1', unitPrice: 8900 }]);
    expect(first.statusCode, first.body).toBe(200);
    const sent = await n.offer(tender, n.beta, BETA_OFFER);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      message: text.offerSaved,
      data: expect.objectContaining({
        round: 1,
        open: true,
        settledAt: null,
        earlierTotal: '18180.00',
        earlierTotalWithGst: '21429.00',
        total: '17710.86',
        totalWithGst: '20875.41',
        submittedAt: expect.any(String),
        lines: [
          {
            itemCode: 'IT-1',
            itemName: 'Item IT-1',
            qty: '2.00',
            uom: 'pcs',
            gstRate: 18,
            earlierUnitPrice: '9000.00',
            offeredUnitPrice: '8765.43',
          },
          {
            itemCode: 'IT-2',
            itemName: 'Item IT-2',
            qty: '3.00',
            uom: 'pcs',
            gstRate: 5,
            earlierUnitPrice: '60.00',
            offeredUnitPrice: '60.00',
          },
        ],
      }),
    });
    const events = await ctx.auditFor(tender, 'negotiation.offer');
    expect(events.map((event) => event.changes)).toEqual([
      { round: 1, supplierId: n.beta.id, lines: 1 },
      { round: 1, supplierId: n.beta.id, lines: 1 },
    ]);
    // The quotation itself is unchanged until the round is settled.
    const [quotation] = await ctx.db.select().from(quotations).where(eq(quotations.supplierId, n.beta.id));
    expect(quotation?.revision).toBe(1);
  });

  it('refuses: not invited (403), a higher or unknown or invalid price (400), late (409); nothing changes', async () => {
    const { tender } = await n.quotedTender();
    const noRound = await n.offer(tender, n.beta, BETA_OFFER);
    expect(noRound.statusCode).toBe(403);
    expect(noRound.json()).toEqual({ message: text.notInvited });
    await n.startRound(tender, [n.beta]);
    const notInvited = await n.offer(tender, n.alpha, [{ itemCode: 'IT-1', unitPrice: '1.00' }]);
    expect(notInvited.statusCode).toBe(403);
    expect(notInvited.json()).toEqual({ message: text.notInvited });
    const before = await ctx.auditCount();
    const cases: [object[], string, string][] = [
      [[{ itemCode: 'IT-1', unitPrice: '9000.01' }], text.offerHigher('IT-1'), 'items[0].unitPrice'],
      [[{ itemCode: 'IT-2', unitPrice: '8000' }], text.offerHigher('IT-2'), 'items[0].unitPrice'],
      [[{ itemCode: 'IT-9', unitPrice: '1' }], text.offerUnknownItem('IT-9'), 'items[0].itemCode'],
      [[{ itemCode: 'IT-1', unitPrice: '-1' }], text.offerPriceInvalid('IT-1'), 'items[0].unitPrice'],
      [[{ itemCode: 'IT-1', unitPrice: '1.234' }], text.offerPriceInvalid('IT-1'), 'items[0].unitPrice'],
      [[{ itemCode: 'IT-1' }], text.offerPriceInvalid('IT-1'), 'items[0].unitPrice'],
      [
        [
          { itemCode: 'IT-1', unitPrice: '1' },
          { itemCode: 'it-1', unitPrice: '2' },
        ],
        text.offerRepeated('it-1'),
        'items[1].itemCode',
      ],
      [[], text.offerItemsRequired, 'items'],
    ];
    for (const [items, message, field] of cases) {
      const refused = await n.offer(tender, n.beta, items);
      expect(refused.statusCode, JSON.stringify(items)).toBe(400);
      expect(refused.json()).toEqual({ message, field });
    }
    await n.passDeadline(tender);
    const late = await n.offer(tender, n.beta, BETA_OFFER);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: text.offerLate });
    expect(await ctx.auditCount()).toBe(before);
    const [offer] = await ctx.db
      .select()
      .from(negotiationOffers)
      .innerJoin(negotiationRounds, eq(negotiationRounds.id, negotiationOffers.roundId))
      .where(and(eq(negotiationRounds.tenderId, tender), eq(negotiationOffers.supplierId, n.beta.id)));
    expect(offer?.negotiation_offers.lines).toBeNull();
  });
});

/** What a reader of an answer sees: JSON or CSV text, the XLSX's XML parts, the PDF's text. */
async function textOf(response: Awaited<ReturnType<TestContext['call']>>): Promise<string> {
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('spreadsheetml')) return [...zipTexts(response.rawPayload).values()].join('\n');
  if (type.includes('application/pdf')) return (await pdfText(response.rawPayload)).join('\n');
  return response.rawPayload.toString('utf8');
}

/** Every admin GET with this test's ids, as the admin and a buyer: the offer's figures found, by route. */
async function walk(ids: { tender: string; quotation: string }) {
  const leaks: string[] = [];
  const statuses: Record<string, number> = {};
  let count = 0;
  for (const route of [...new Set(routes)]) {
    if (!route.startsWith('/api/') || route.startsWith('/api/docs') || route === '/api/health') continue;
    const url = route
      .replace(/:(tenderId|tender|id)\b/g, ids.tender)
      .replace(/:(supplierId|quotingSupplierId|interestedSupplierId)\b/g, n.beta.id)
      .replace(':quotationId', ids.quotation)
      .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
    for (const caller of [n.admin, n.buyer]) {
      const query = route === '/api/admin/audit' ? `?tenderId=${ids.tender}` : '';
      const response = await ctx.app.inject({
        method: 'GET',
        url: url + query,
        headers: caller.headers,
        remoteAddress: `10.21.3.${++count % 250}`,
      });
      if (caller === n.admin) statuses[route] = response.statusCode;
      for (const needle of found(await textOf(response))) leaks.push(`${route}: ${needle}`);
    }
  }
  return { leaks, statuses };
}

describe('sealed until the deadline, then settled once', () => {
  let tender: string;
  let quotation: string;

  beforeAll(async () => {
    const quoted = await n.quotedTender();
    tender = quoted.tender;
    quotation = quoted.b.id;
    await n.startRound(tender, [n.alpha, n.beta]);
    expect((await n.offer(tender, n.beta, BETA_OFFER)).statusCode).toBe(200);
  });

  it('shows who sent an offer and when, never its figures, in any buyer read before the deadline', async () => {
    const { leaks, statuses } = await walk({ tender, quotation });
    expect(leaks).toEqual([]);
    for (const route of [
      '/api/tenders/:tenderId/comparison',
      '/api/tenders/:tenderId/line-awards',
      '/api/tenders/:tenderId/quotations',
      '/api/tenders/:tenderId/comparative-statement.xlsx',
      '/api/tenders/:tenderId/comparative-statement.pdf',
      '/api/tenders/:tenderId/history',
      '/api/admin/audit',
    ])
      expect(statuses[route], route).toBe(200);
    const comparison = (await get(`/api/tenders/${tender}/comparison`)).json().data;
    const beta = comparison.rounds[0].invitees.find(
      (one: { supplierId: string }) => one.supplierId === n.beta.id,
    );
    expect(beta).toMatchObject({ submittedAt: expect.any(String), total: null, totalWithGst: null });
    const rounds = await readRounds(ctx.db, tender, buyerCaller());
    expect(found(JSON.stringify(rounds))).toEqual([]);
    expect(rounds[0]?.settledAt).toBeNull();
  });

  it('settles at the first buyer read after the deadline, exactly once under concurrency', async () => {
    await n.passDeadline(tender);
    const [one, two] = await Promise.all([
      get(`/api/tenders/${tender}/comparison`),
      get(`/api/tenders/${tender}/comparison`, n.admin),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(await ctx.auditCount({ action: 'negotiation.settle', entityId: tender })).toBe(1);
    const [event] = await ctx.auditFor(tender, 'negotiation.settle');
    expect(event?.changes).toEqual({
      round: 1,
      offers: [{ supplierId: n.beta.id, earlierTotal: '18180.00', total: '17710.86' }],
    });
    const [row] = await ctx.db.select().from(quotations).where(eq(quotations.id, quotation));
    expect(row).toMatchObject({ revision: 2, total: '17710.86', totalWithGst: '20875.41' });
    const revisions = await ctx.db
      .select()
      .from(quotationRevisions)
      .where(eq(quotationRevisions.quotationId, quotation));
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({
      revision: 1,
      replacedBy: n.beta.id,
      payload: { round: 1, total: 18180 },
    });
    for (const answer of [one, two]) {
      const data = answer.json().data;
      const beta = data.suppliers.find((one: { supplierId: string }) => one.supplierId === n.beta.id);
      expect(beta).toMatchObject({
        total: 17710.86,
        totalWithGst: 20875.41,
        rounds: [{ round: 1, total: '18180.00', totalWithGst: '21429.00' }],
      });
      expect(beta.cells[0]).toMatchObject({ unitPrice: 8765.43, lineTotal: 17530.86 });
      expect(data.rounds[0]).toMatchObject({ settledAt: expect.any(String) });
      expect(data.rounds[0].invitees).toContainEqual(
        expect.objectContaining({ supplierId: n.beta.id, total: '17710.86', totalWithGst: '20875.41' }),
      );
      // Alpha sent no offer: no figures, no earlier round on its column.
      const alpha = data.suppliers.find((one: { supplierId: string }) => one.supplierId === n.alpha.id);
      expect(alpha.rounds).toBeUndefined();
    }
    // The walk can fail: the same reads now show the negotiated figures.
    const { leaks } = await walk({ tender, quotation });
    expect(leaks.length).toBeGreaterThan(0);
  });

  it("answers the supplier's view with the earlier prices from the revision once settled", async () => {
    const late = await n.offer(tender, n.beta, BETA_OFFER);
    expect(late.json()).toEqual({ message: text.offerLate });
    const view = await readSupplierNegotiation(ctx.db, tender, n.beta.id);
    expect(view).toMatchObject({
      open: false,
      settledAt: expect.any(String),
      lines: [
        expect.objectContaining({ earlierUnitPrice: '9000.00', offeredUnitPrice: '8765.43' }),
        expect.objectContaining({ earlierUnitPrice: '60.00', offeredUnitPrice: '60.00' }),
      ],
    });
    expect(await readSupplierNegotiation(ctx.db, tender, n.gamma.id)).toBeNull();
  });
});

describe('an award and a negotiation round', () => {
  it('refuses an award while a round is open (whole and by line)', async () => {
    const { tender, a, b } = await n.quotedTender();
    await n.startRound(tender, [n.beta]);
    const whole = await ctx.call(
      'PUT',
      `/api/tenders/${tender}/quotation/${b.id}/select`,
      {},
      n.buyer.headers,
    );
    expect(whole.statusCode).toBe(409);
    expect(whole.json()).toEqual({ message: text.awardDuringNegotiation });
    const lines = [{ tenderItemId: a.itemOf['IT-1'], quotationLineId: b.lineOf['IT-1'] }];
    const byLine = await ctx.call('PUT', `/api/tenders/${tender}/line-awards`, { lines }, n.buyer.headers);
    expect(byLine.statusCode).toBe(409);
    expect(byLine.json()).toEqual({ message: text.awardDuringNegotiation });
  });

  it('awards at the negotiated price (settled by the award itself) and the order lines carry it', async () => {
    const { tender, b } = await n.quotedTender();
    await n.startRound(tender, [n.beta]);
    expect((await n.offer(tender, n.beta, BETA_OFFER)).statusCode).toBe(200);
    await n.passDeadline(tender);
    const award = await ctx.call(
      'PUT',
      `/api/tenders/${tender}/quotation/${b.id}/select`,
      {},
      n.admin.headers,
    );
    expect(award.statusCode, award.body).toBe(200);
    expect(award.json().data).toMatchObject({ total: 17710.86, totalWithGst: 20875.41 });
    expect(await ctx.auditCount({ action: 'negotiation.settle', entityId: tender })).toBe(1);
    const generated = await ctx.call('POST', `/api/tenders/${tender}/purchase-orders`, {}, n.admin.headers);
    expect(generated.statusCode, generated.body).toBe(201);
    const [order] = generated.json().data as { _id: string }[];
    const detail = await get(`/api/purchase-orders/${order?._id}`, n.admin);
    expect(detail.statusCode, detail.body).toBe(200);
    const lines = detail.json().data.lines as { itemCode: string; unitPrice: number }[];
    expect(lines.find((line) => line.itemCode === 'IT-1')?.unitPrice).toBe(8765.43);
    expect(lines.find((line) => line.itemCode === 'IT-2')?.unitPrice).toBe(60);
  });
});
