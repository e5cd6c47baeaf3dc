import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auctions } from '../../db/schema/auctions';
import { notifications } from '../../db/schema/notifications';
import { quotationLines, quotationRevisions, quotations } from '../../db/schema/quotations';
import { createMailer } from '../../mail/mailer';
import { closeDueAuctions } from '../../shared/close-auctions';
import { createNotifier } from '../../shared/notify';
import {
  auctionRow,
  bid,
  buyerRead,
  end,
  quotedTender,
  schedule,
  start,
  stored,
  useAuctionKit,
} from '../../test/auction-kit';
import { createAuctionCloseJob } from './close-job';

/*
 * Closing a reverse auction (issue 22, decision 050): exactly once whoever asks at the same time
 * (the job of every instance, the reads), each invitee's quotation revised to its last bid (total:
 * unit prices scaled; line: the bid unit prices), the final ranks audited, the 'closed' event, the
 * buyers notified; awards refused until then and made on the revised quotations afterwards.
 */

const k = useAuctionKit();
const notifier = createNotifier(createMailer({ enabled: false }));

async function liveAuction(overrides: Record<string, unknown> = {}) {
  const quoted = await quotedTender(k);
  const auction = await schedule(k, quoted.tender, overrides);
  await start(k, quoted.tender);
  return { ...quoted, auctionId: auction._id };
}

const quotationOf = async (id: string) => {
  const [row] = await k.ctx.db.select().from(quotations).where(eq(quotations.id, id));
  const lines = await k.ctx.db
    .select()
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, id))
    .orderBy(asc(quotationLines.position));
  return { ...row, unitPrices: lines.map((line) => line.unitPrice) };
};

const selectCall = (tender: string, quotationId: string) =>
  k.ctx.call('PUT', `/api/tenders/${tender}/quotation/${quotationId}/select`, {}, k.buyer.headers);

describe('closing', () => {
  it('closes once under concurrent calls and revises each bidder’s quotation (total: scaled)', async () => {
    const { tender, auctionId, a, b, c } = await liveAuction();
    await bid(k, tender, k.alpha, '21000.00');
    await bid(k, tender, k.beta, '20500.00');
    expect(await closeDueAuctions(k.ctx.db, notifier, tender)).toEqual([]);
    await end(k, tender);
    const runs = await Promise.all([
      closeDueAuctions(k.ctx.db, notifier, tender),
      closeDueAuctions(k.ctx.db, notifier, [tender]),
      closeDueAuctions(k.ctx.db, notifier),
      createAuctionCloseJob({ db: k.ctx.db, notifier }).runOnce(),
    ]);
    expect(
      runs
        .slice(0, 3)
        .flat()
        .filter((id) => id === auctionId).length + (runs[3] as number),
    ).toBe(1);
    expect((await auctionRow(k, tender)).closedAt).not.toBeNull();
    // Alpha 23,757.50 → 21,000.00: each unit price × 21000/23757.50, half up; GST again on them.
    expect(await quotationOf(a.id)).toMatchObject({
      revision: 2,
      total: '17811.22',
      totalWithGst: '21000.00',
      unitPrices: ['8839.31', '44.20'],
    });
    // Beta 21,429.00 → 20,500.00: the rounding of the unit prices leaves 20,500.01.
    expect(await quotationOf(b.id)).toMatchObject({
      revision: 2,
      total: '17391.86',
      totalWithGst: '20500.01',
      unitPrices: ['8609.83', '57.40'],
    });
    // Gamma did not bid: unchanged.
    expect(await quotationOf(c.id)).toMatchObject({ revision: 1, totalWithGst: '22420.00' });
    const [kept] = await k.ctx.db
      .select()
      .from(quotationRevisions)
      .where(eq(quotationRevisions.quotationId, a.id));
    expect(kept?.payload).toMatchObject({ auctionId, revision: 1, totalWithGst: 23757.5 });
    expect(kept?.replacedBy).toBe(k.alpha.id);
    const { events } = await stored(k, auctionId);
    expect(events.map((one) => [one.seq, one.kind])).toEqual([
      [1, 'bid'],
      [2, 'bid'],
      [3, 'closed'],
    ]);
    const audits = await k.ctx.auditFor(tender, 'auction.close');
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorId).toBeNull();
    expect(audits[0]?.changes).toMatchObject({
      auctionId,
      bids: 2,
      lines: [
        {
          itemCode: null,
          standing: [
            { supplierId: k.beta.id, amount: '20500.00', rank: 1 },
            { supplierId: k.alpha.id, amount: '21000.00', rank: 2 },
            { supplierId: k.gamma.id, amount: '22420.00', rank: 3 },
          ],
        },
      ],
      revised: [
        {
          supplierId: k.alpha.id,
          quotationId: a.id,
          earlierTotalWithGst: '23757.50',
          totalWithGst: '21000.00',
        },
        {
          supplierId: k.beta.id,
          quotationId: b.id,
          earlierTotalWithGst: '21429.00',
          totalWithGst: '20500.01',
        },
      ],
    });
    // The buyers (the admins and managers of tenders) are told; nobody else.
    const told = await k.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.event, 'auction.closed'), eq(notifications.link, `/tenders/${tender}/auction`)),
      );
    const recipients = told.map((one) => one.recipientId);
    expect(recipients).toEqual(expect.arrayContaining([k.admin.id, k.buyer.id]));
    expect(recipients).not.toContain(k.reportsOnly.id);
    expect(recipients).not.toContain(k.alpha.id);
    const read = (await buyerRead(k, tender)).json().data.auction;
    expect([read.phase, read.lastSeq, read.lines[0].standing[0].companyName]).toEqual([
      'closed',
      3,
      'Beta Supplies',
    ]);
  });

  it('line auction: each bid item’s unit price revised; awards by line refused until closed, then made', async () => {
    const { tender, auctionId, a, b, c } = await liveAuction({ bidOn: 'line', decrement: '1.00' });
    await bid(k, tender, k.alpha, '8800.00', 'IT-1');
    await bid(k, tender, k.gamma, '8900.00', 'IT-1');
    await bid(k, tender, k.beta, '45.00', 'IT-2');
    const lines = [
      { tenderItemId: a.itemOf['IT-1'], quotationLineId: a.lineOf['IT-1'] },
      { tenderItemId: b.itemOf['IT-2'], quotationLineId: b.lineOf['IT-2'] },
    ];
    const save = () => k.ctx.call('PUT', `/api/tenders/${tender}/line-awards`, { lines }, k.buyer.headers);
    const refused = await save();
    expect([refused.statusCode, refused.json().message]).toEqual([409, text.awardDuringAuction]);
    await end(k, tender);
    // The award-by-line read closes it.
    expect(
      (await k.ctx.call('GET', `/api/tenders/${tender}/line-awards`, undefined, k.buyer.headers)).statusCode,
    ).toBe(200);
    expect((await auctionRow(k, tender)).closedAt).not.toBeNull();
    expect(await quotationOf(a.id)).toMatchObject({
      revision: 2,
      unitPrices: ['8800.00', '50.00'],
      total: '17750.00',
      totalWithGst: '20925.50',
    });
    expect(await quotationOf(b.id)).toMatchObject({ revision: 2, unitPrices: ['9000.00', '45.00'] });
    expect(await quotationOf(c.id)).toMatchObject({ revision: 2, unitPrices: ['8900.00'] });
    const saved = await save();
    expect(saved.statusCode, saved.body).toBe(200);
    const audit = (await k.ctx.auditFor(tender, 'auction.close'))[0]?.changes as { lines: unknown };
    expect(audit.lines).toEqual([
      {
        itemCode: 'IT-1',
        standing: [
          { supplierId: k.alpha.id, amount: '8800.00', rank: 1 },
          { supplierId: k.gamma.id, amount: '8900.00', rank: 2 },
          { supplierId: k.beta.id, amount: '9000.00', rank: 3 },
        ],
      },
      {
        itemCode: 'IT-2',
        standing: [
          { supplierId: k.beta.id, amount: '45.00', rank: 1 },
          { supplierId: k.alpha.id, amount: '50.00', rank: 2 },
        ],
      },
    ]);
    expect((await stored(k, auctionId)).events.at(-1)?.kind).toBe('closed');
  });

  it('refuses a whole award while scheduled and live; the award itself closes an ended auction', async () => {
    const { tender, b } = await quotedTender(k);
    await schedule(k, tender);
    const scheduled = await selectCall(tender, b.id);
    expect([scheduled.statusCode, scheduled.json().message]).toEqual([409, text.awardDuringAuction]);
    await start(k, tender);
    await bid(k, tender, k.beta, '20000.00');
    const live = await selectCall(tender, b.id);
    expect([live.statusCode, live.json().message]).toEqual([409, text.awardDuringAuction]);
    await end(k, tender);
    const award = await selectCall(tender, b.id);
    expect(award.statusCode, award.body).toBe(200);
    // At the auction's price: 9,000.00 and 60.00 scaled by 20000/21429.
    expect(award.json().data).toMatchObject({ total: 16967.66, totalWithGst: 20000 });
    expect((await auctionRow(k, tender)).closedAt).not.toBeNull();
    expect(await k.ctx.auditCount({ action: 'auction.close', entityId: tender })).toBe(1);
  });

  it('closes at the comparison’s read, which then shows the revised totals', async () => {
    const { tender, b } = await liveAuction();
    await bid(k, tender, k.beta, '20000.00');
    await end(k, tender);
    const comparison = await k.ctx.call(
      'GET',
      `/api/tenders/${tender}/comparison`,
      undefined,
      k.buyer.headers,
    );
    expect(comparison.statusCode).toBe(200);
    const beta = (comparison.json().data.suppliers as { quotationId: string; totalWithGst: number }[]).find(
      (one) => one.quotationId === b.id,
    );
    expect(beta?.totalWithGst).toBe(20000);
  });

  it('never closes a cancelled auction, even past its end', async () => {
    const { tender } = await quotedTender(k);
    const scheduled = await schedule(k, tender);
    expect(
      (await k.ctx.call('DELETE', `/api/tenders/${tender}/auction`, undefined, k.buyer.headers)).statusCode,
    ).toBe(200);
    await k.ctx.db
      .update(auctions)
      .set({ startsAt: sql`now() - interval '31 minutes'`, endsAt: sql`now() - interval '1 minute'` })
      .where(eq(auctions.id, scheduled._id));
    expect(await closeDueAuctions(k.ctx.db, notifier, tender)).toEqual([]);
    expect(await closeDueAuctions(k.ctx.db, notifier)).not.toContain(scheduled._id);
    const events = (await stored(k, scheduled._id)).events.map((one) => one.kind);
    expect(events).toEqual(['cancelled']);
  });
});
