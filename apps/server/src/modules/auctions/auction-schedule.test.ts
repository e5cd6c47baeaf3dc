import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import { formatInstant } from '@tenderdesk/domain/portal-time';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auctionEvents, auctionInvitees, auctions } from '../../db/schema/auctions';
import { technicalResults } from '../../db/schema/evaluation';
import { notifications } from '../../db/schema/notifications';
import { tenders } from '../../db/schema/tenders';
import {
  auctionRow,
  buyerRead,
  inOneHour,
  quotedTender,
  schedule,
  scheduleBody,
  scheduleCall,
  start,
  TOTALS_WITH_GST,
  useAuctionKit,
} from '../../test/auction-kit';
import { TEST_TIME_ZONE } from '../../test/tenders';

/*
 * Scheduling and cancelling a reverse auction (issue 22, decision 050): who may, every refusal with
 * its message (and nothing stored), the candidates and starting prices, the stored rows, the audit
 * events and the invitees' notifications.
 */

const k = useAuctionKit();

const auctionsOf = (tender: string) => k.ctx.db.select().from(auctions).where(eq(auctions.tenderId, tender));

describe('who may read, schedule and cancel', () => {
  it('answers 401 anonymous, 403 a supplier and a sub-admin without manageTenders', async () => {
    const { tender } = await quotedTender(k);
    const body = scheduleBody(k);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const url = `/api/tenders/${tender}/auction`;
      const payload = method === 'POST' ? body : undefined;
      expect((await k.ctx.call(method, url, payload)).statusCode).toBe(401);
      for (const caller of [k.alpha, k.reportsOnly]) {
        const refused = await k.ctx.call(method, url, payload, caller.headers);
        expect(refused.statusCode, `${method} as ${caller.email}`).toBe(403);
      }
    }
    expect(await auctionsOf(tender)).toEqual([]);
  });

  it('answers 404 for an unknown tender', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await buyerRead(k, id)).statusCode).toBe(404);
      expect((await scheduleCall(k, id, scheduleBody(k))).statusCode).toBe(404);
    }
  });
});

describe('the buyer’s read before scheduling', () => {
  it('shows no candidate and no price while the prices are sealed by the open tender', async () => {
    const { tender } = await quotedTender(k, { close: false });
    const response = await buyerRead(k, tender);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { auction: null, candidates: [], blockedReason: text.needsPrices },
    });
  });

  it('lists the priced quotations, lowest total first, once the prices are open', async () => {
    const { tender, a, b, c } = await quotedTender(k);
    const response = await buyerRead(k, tender);
    expect(response.json().data).toEqual({
      auction: null,
      blockedReason: null,
      candidates: [
        { supplierId: k.beta.id, companyName: 'Beta Supplies', quotationId: b.id, totalWithGst: '21429.00' },
        { supplierId: k.gamma.id, companyName: 'Gamma Works', quotationId: c.id, totalWithGst: '22420.00' },
        { supplierId: k.alpha.id, companyName: 'Alpha Traders', quotationId: a.id, totalWithGst: '23757.50' },
      ],
    });
  });
});

describe('scheduling', () => {
  it('schedules, stores the starting prices, audits and tells each invitee when in IST', async () => {
    const { tender, a, b, c } = await quotedTender(k);
    const body = scheduleBody(k, { bidOn: 'line', decrementKind: 'percent', decrement: '0.5' });
    const response = await scheduleCall(k, tender, body);
    expect(response.statusCode, response.body).toBe(201);
    const endsAt = new Date(Date.parse(body.startsAt) + 30 * 60_000).toISOString();
    const answer = response.json();
    expect(answer.message).toBe(text.scheduled);
    expect(answer.data).toMatchObject({
      tenderId: tender,
      phase: 'scheduled',
      startsAt: new Date(body.startsAt).toISOString(),
      endsAt,
      durationMinutes: 30,
      bidOn: 'line',
      decrementKind: 'percent',
      decrement: '0.50',
      extensionMinutes: 2,
      extensionLimit: 3,
      extensionsUsed: 0,
      visibility: 'rank-and-lowest',
      closedAt: null,
      cancelledAt: null,
      bidCount: 0,
      lastSeq: 0,
      recentBids: [],
      invitees: [
        {
          supplierId: k.alpha.id,
          companyName: 'Alpha Traders',
          quotationId: a.id,
          startingTotal: '23757.50',
        },
        { supplierId: k.beta.id, companyName: 'Beta Supplies', quotationId: b.id, startingTotal: '21429.00' },
        { supplierId: k.gamma.id, companyName: 'Gamma Works', quotationId: c.id, startingTotal: '22420.00' },
      ],
    });
    // Lines: the tender items quoted, each ranked on its unit price (Gamma did not quote IT-2).
    expect(answer.data.lines).toEqual([
      {
        itemCode: 'IT-1',
        itemName: 'Item 1',
        qty: '12.50',
        uom: 'pcs',
        standing: [
          { supplierId: k.beta.id, companyName: 'Beta Supplies', amount: '9000.00', rank: 1 },
          { supplierId: k.gamma.id, companyName: 'Gamma Works', amount: '9500.00', rank: 2 },
          { supplierId: k.alpha.id, companyName: 'Alpha Traders', amount: '10000.00', rank: 3 },
        ],
      },
      {
        itemCode: 'IT-2',
        itemName: 'Item 2',
        qty: '12.50',
        uom: 'pcs',
        standing: [
          { supplierId: k.alpha.id, companyName: 'Alpha Traders', amount: '50.00', rank: 1 },
          { supplierId: k.beta.id, companyName: 'Beta Supplies', amount: '60.00', rank: 2 },
        ],
      },
    ]);
    // Stored.
    const row = await auctionRow(k, tender);
    expect(row).toMatchObject({ bidOn: 'line', decrement: '0.50', lastSeq: 0, createdBy: k.buyer.id });
    expect(row.endsAt.toISOString()).toBe(endsAt);
    const invited = await k.ctx.db
      .select()
      .from(auctionInvitees)
      .where(eq(auctionInvitees.auctionId, row.id));
    const gamma = invited.find((one) => one.supplierId === k.gamma.id);
    expect(gamma?.startingTotal).toBe(TOTALS_WITH_GST.gamma);
    expect(gamma?.startingLines).toEqual([
      expect.objectContaining({
        itemCode: 'IT-1',
        unitPrice: '9500.00',
        gstRate: 18,
        tenderItemId: c.itemOf['IT-1'],
      }),
    ]);
    // Audited.
    const [audit] = await k.ctx.auditFor(tender, 'auction.schedule');
    expect(audit?.actorId).toBe(k.buyer.id);
    expect(audit?.changes).toMatchObject({ auctionId: row.id, bidOn: 'line', decrement: '0.50', endsAt });
    // Each invitee told, with the start and end in the portal's zone, linked to its auction screen.
    const told = await k.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.event, 'auction.invited'), eq(notifications.link, `/rfq/${tender}/auction`)),
      );
    expect(told.map((one) => one.recipientId).sort()).toEqual([k.alpha.id, k.beta.id, k.gamma.id].sort());
    expect(told[0]?.body).toContain(formatInstant(body.startsAt, TEST_TIME_ZONE));
    expect(told[0]?.body).toContain(formatInstant(endsAt, TEST_TIME_ZONE));
  });

  it('refuses bad settings with 400 and the rule’s message, storing nothing', async () => {
    const { tender } = await quotedTender(k);
    const before = await k.ctx.auditCount();
    const past = new Date(Date.now() - 60_000).toISOString();
    const tooFar = new Date(Date.now() + 91 * 24 * 3600_000).toISOString();
    const cases: [Record<string, unknown>, string][] = [
      [{ startsAt: 'tomorrow' }, text.startInvalid],
      [{ startsAt: past }, text.startPast],
      [{ startsAt: tooFar }, text.startTooFar],
      [{ durationMinutes: 0 }, text.durationInvalid],
      [{ durationMinutes: 24 * 60 + 1 }, text.durationInvalid],
      [{ durationMinutes: 1.5 }, text.durationInvalid],
      [{ bidOn: 'items' }, text.bidOnInvalid],
      [{ decrementKind: 'share' }, text.decrementKindInvalid],
      [{ decrement: '0' }, text.decrementAmountInvalid],
      [{ decrement: '-5' }, text.decrementAmountInvalid],
      [{ decrement: '1.234' }, text.decrementAmountInvalid],
      [{ decrementKind: 'percent', decrement: '50.01' }, text.decrementPercentInvalid],
      [{ decrementKind: 'percent', decrement: '0' }, text.decrementPercentInvalid],
      [{ extensionMinutes: 61 }, text.extensionInvalid],
      [{ extensionMinutes: -1 }, text.extensionInvalid],
      [{ extensionLimit: 101 }, text.extensionLimitInvalid],
      [{ visibility: 'everything' }, text.visibilityInvalid],
      [{ supplierIds: [k.alpha.id] }, text.inviteesTooFew],
      [{ supplierIds: [k.alpha.id, k.alpha.id.toUpperCase()] }, text.inviteesTooFew],
      [{ supplierIds: 'all' }, text.inviteesTooFew],
      [{ supplierIds: [k.alpha.id, 'nobody'] }, text.inviteeNotEligible],
      // Approved without a quotation; not a supplier at all.
      [{ supplierIds: [k.alpha.id, k.delta.id] }, text.inviteeNotEligible],
      [{ supplierIds: [k.alpha.id, k.buyer.id] }, text.inviteeNotEligible],
    ];
    for (const [overrides, message] of cases) {
      const refused = await scheduleCall(k, tender, scheduleBody(k, overrides));
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(refused.json().message, JSON.stringify(overrides)).toBe(message);
    }
    expect(await auctionsOf(tender)).toEqual([]);
    expect(await k.ctx.auditCount()).toBe(before);
  });

  it('refuses (409) before the prices are open, once awarded, while a negotiation round is open', async () => {
    const open = await quotedTender(k, { close: false });
    const sealed = await scheduleCall(k, open.tender, scheduleBody(k));
    expect([sealed.statusCode, sealed.json().message]).toEqual([409, text.needsPrices]);

    const awarded = await quotedTender(k);
    const award = await k.ctx.call(
      'PUT',
      `/api/tenders/${awarded.tender}/quotation/${awarded.b.id}/select`,
      {},
      k.buyer.headers,
    );
    expect(award.statusCode, award.body).toBe(200);
    const afterAward = await scheduleCall(k, awarded.tender, scheduleBody(k));
    expect([afterAward.statusCode, afterAward.json().message]).toEqual([409, text.awarded]);
    expect((await buyerRead(k, awarded.tender)).json().data).toMatchObject({
      candidates: [],
      blockedReason: text.awarded,
    });

    const negotiated = await quotedTender(k);
    const round = await k.ctx.call(
      'POST',
      `/api/tenders/${negotiated.tender}/negotiations`,
      { supplierIds: [k.alpha.id], deadline: inOneHour() },
      k.buyer.headers,
    );
    expect(round.statusCode, round.body).toBe(201);
    const duringRound = await scheduleCall(k, negotiated.tender, scheduleBody(k));
    expect([duringRound.statusCode, duringRound.json().message]).toEqual([409, text.negotiationOpen]);
    for (const tender of [open.tender, awarded.tender, negotiated.tender])
      expect(await auctionsOf(tender)).toEqual([]);
  });

  it('invites only qualified suppliers of a two-envelope tender, once its financial envelope is open', async () => {
    const { tender } = await quotedTender(k);
    await k.ctx.db
      .update(tenders)
      .set({ envelopes: 'two', openersRequired: 2, technicalOpenedAt: new Date(Date.now() - 3000) })
      .where(eq(tenders.id, tender));
    expect((await buyerRead(k, tender)).json().data.blockedReason).toBe(text.needsPrices);
    await k.ctx.db.insert(technicalResults).values(
      [k.alpha, k.beta, k.gamma].map((supplier) => ({
        tenderId: tender,
        supplierId: supplier.id,
        qualified: supplier !== k.gamma,
        reasons: [],
        decidedBy: k.admin.id,
      })),
    );
    await k.ctx.db
      .update(tenders)
      .set({
        technicalEvaluatedAt: new Date(Date.now() - 2000),
        financialOpenedAt: new Date(Date.now() - 1000),
      })
      .where(eq(tenders.id, tender));
    const read = (await buyerRead(k, tender)).json().data;
    expect(read.candidates.map((one: { supplierId: string }) => one.supplierId)).toEqual([
      k.beta.id,
      k.alpha.id,
    ]);
    const refused = await scheduleCall(k, tender, scheduleBody(k));
    expect([refused.statusCode, refused.json().message]).toEqual([400, text.inviteeNotEligible]);
    await schedule(k, tender, { supplierIds: [k.alpha.id, k.beta.id] });
  });

  it('refuses a second auction (409), also when two are asked for at once', async () => {
    const { tender } = await quotedTender(k);
    const both = await Promise.all([
      scheduleCall(k, tender, scheduleBody(k)),
      scheduleCall(k, tender, scheduleBody(k)),
    ]);
    expect(both.map((one) => one.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((one) => one.statusCode === 409)?.json().message).toBe(text.alreadyScheduled);
    const again = await scheduleCall(k, tender, scheduleBody(k));
    expect([again.statusCode, again.json().message]).toEqual([409, text.alreadyScheduled]);
    expect(await auctionsOf(tender)).toHaveLength(1);
    expect(await k.ctx.auditCount({ action: 'auction.schedule', entityId: tender })).toBe(1);
    expect((await buyerRead(k, tender)).json().data).toMatchObject({
      candidates: [],
      blockedReason: text.alreadyScheduled,
    });
  });

  it('refuses a negotiation round while an auction is scheduled (409)', async () => {
    const { tender } = await quotedTender(k);
    await schedule(k, tender);
    const round = await k.ctx.call(
      'POST',
      `/api/tenders/${tender}/negotiations`,
      { supplierIds: [k.alpha.id], deadline: inOneHour() },
      k.buyer.headers,
    );
    expect([round.statusCode, round.json().message]).toEqual([409, text.negotiationDuringAuction]);
  });
});

describe('cancelling', () => {
  it('cancels before the start: stored, event, audited, invitees told; another may then be scheduled', async () => {
    const { tender } = await quotedTender(k);
    const scheduled = await schedule(k, tender, { supplierIds: [k.alpha.id, k.beta.id] });
    const response = await k.ctx.call('DELETE', `/api/tenders/${tender}/auction`, undefined, k.buyer.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: text.cancelled,
      data: { _id: scheduled._id, phase: 'cancelled', cancelledAt: expect.any(String), lastSeq: 1 },
    });
    const [row] = await k.ctx.db.select().from(auctions).where(eq(auctions.id, scheduled._id));
    expect(row?.cancelledBy).toBe(k.buyer.id);
    const events = await k.ctx.db
      .select()
      .from(auctionEvents)
      .where(eq(auctionEvents.auctionId, scheduled._id));
    expect(events.map((one) => [one.seq, one.kind])).toEqual([[1, 'cancelled']]);
    expect(await k.ctx.auditCount({ action: 'auction.cancel', entityId: tender })).toBe(1);
    const told = await k.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.event, 'auction.cancelled'), eq(notifications.link, `/rfq/${tender}/auction`)),
      );
    expect(told.map((one) => one.recipientId).sort()).toEqual([k.alpha.id, k.beta.id].sort());
    // The read shows the cancelled auction and the candidates again.
    const read = (await buyerRead(k, tender)).json().data;
    expect(read.auction.phase).toBe('cancelled');
    expect([read.blockedReason, read.candidates.length]).toEqual([null, 3]);
    await schedule(k, tender);
    expect((await buyerRead(k, tender)).json().data.auction.phase).toBe('scheduled');
  });

  it('refuses once started (409) and without an auction (404)', async () => {
    const { tender } = await quotedTender(k);
    const none = await k.ctx.call('DELETE', `/api/tenders/${tender}/auction`, undefined, k.buyer.headers);
    expect([none.statusCode, none.json().message]).toEqual([404, text.notFound]);
    await schedule(k, tender);
    await start(k, tender);
    const late = await k.ctx.call('DELETE', `/api/tenders/${tender}/auction`, undefined, k.buyer.headers);
    expect([late.statusCode, late.json().message]).toEqual([409, text.cancelTooLate]);
    expect((await auctionRow(k, tender)).cancelledAt).toBeNull();
  });
});
