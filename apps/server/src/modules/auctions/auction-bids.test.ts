import { currentPrices, rankPrices } from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import { messages } from '@tenderdesk/domain/messages';
import { toPaise } from '@tenderdesk/domain/money';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auctionBids, auctionInvitees, auctions } from '../../db/schema/auctions';
import type { TestCaller } from '../../test/app';
import {
  auctionRow,
  bid,
  bidCall,
  buyerRead,
  end,
  endSoon,
  quotedTender,
  schedule,
  start,
  stored,
  supplierRead,
  useAuctionKit,
} from '../../test/auction-kit';

/*
 * Bidding in a reverse auction (issue 22, decision 050): who may bid and read (a supplier not
 * invited learns nothing), every refusal with its message and nothing stored, the rank answered
 * and stored, both sides' views, bids append-only, the rate limit, and the auto-extension race:
 * several suppliers bidding together in the last second extend the end exactly once.
 */

const k = useAuctionKit();

/** A tender with a live auction on the total (₹100.00 decrement unless told). */
async function liveAuction(overrides: Record<string, unknown> = {}) {
  const quoted = await quotedTender(k);
  const auction = await schedule(k, quoted.tender, overrides);
  await start(k, quoted.tender);
  return { ...quoted, auctionId: auction._id };
}

async function expectRefused(
  response: Awaited<ReturnType<typeof bidCall>>,
  status: number,
  message: string,
  label = '',
) {
  expect(response.statusCode, `${label} ${response.body}`).toBe(status);
  expect(response.json().message, label).toBe(message);
}

describe('who may bid and read', () => {
  it('answers a supplier not invited 403 notInvited, whether or not an auction exists', async () => {
    const { tender } = await liveAuction({ supplierIds: [k.alpha.id, k.beta.id] });
    const plain = await quotedTender(k);
    for (const id of [tender, plain.tender, '00000000-0000-4000-8000-000000000000', 'junk']) {
      await expectRefused(await bidCall(k, id, k.gamma, { amount: '100.00' }), 403, text.notInvited, id);
      await expectRefused(await supplierRead(k, id, k.gamma), 403, text.notInvited, id);
      await expectRefused(await supplierRead(k, id, k.delta), 403, text.notInvited, id);
    }
    expect((await stored(k, (await auctionRow(k, tender)).id)).bids).toEqual([]);
  });

  it("refuses another supplier's auction path, the buyer and anonymous callers", async () => {
    const { tender, auctionId } = await liveAuction();
    for (const caller of [k.beta, k.admin, k.buyer]) {
      expect((await bidCall(k, tender, k.alpha, { amount: '100.00' }, caller)).json()).toEqual({
        message: messages.auth.forbidden,
      });
      expect((await supplierRead(k, tender, k.alpha, caller)).statusCode).toBe(403);
    }
    const anonymous = await k.ctx.call(
      'POST',
      `/api/suppliers/${k.alpha.id}/tenders/${tender}/auction/bids`,
      {
        amount: '100.00',
      },
    );
    expect(anonymous.statusCode).toBe(401);
    expect((await stored(k, auctionId)).bids).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses before the start and after the end (409), by the database clock', async () => {
    const { tender } = await quotedTender(k);
    const auctionId = (await schedule(k, tender))._id;
    await expectRefused(await bidCall(k, tender, k.beta, { amount: '100.00' }), 409, text.notStarted);
    await end(k, tender);
    await expectRefused(await bidCall(k, tender, k.beta, { amount: '100.00' }), 409, text.ended);
    // Closed by the read; still ended.
    expect((await supplierRead(k, tender, k.beta)).json().data.phase).toBe('closed');
    await expectRefused(await bidCall(k, tender, k.beta, { amount: '100.00' }), 409, text.ended);
    expect((await stored(k, auctionId)).bids).toEqual([]);
  });

  it('refuses a bid not lower than the own last price by the amount decrement (400)', async () => {
    const { tender, auctionId } = await liveAuction();
    // Beta starts at 21,429.00; the decrement is 100.00.
    await expectRefused(
      await bidCall(k, tender, k.beta, { amount: '21329.01' }),
      400,
      text.notLower('21329.00'),
    );
    await expectRefused(
      await bidCall(k, tender, k.beta, { amount: '21429.00' }),
      400,
      text.notLower('21329.00'),
    );
    await bid(k, tender, k.beta, '21329.00');
    // Against its own last bid now, not the lowest.
    await expectRefused(
      await bidCall(k, tender, k.beta, { amount: 21229.5 }),
      400,
      text.notLower('21229.00'),
    );
    await bid(k, tender, k.beta, '21229');
    expect((await stored(k, auctionId)).bids.map((one) => one.amount)).toEqual(['21329.00', '21229.00']);
  });

  it('refuses a bid not lower by the percentage decrement, rounded up to the paisa (400)', async () => {
    const { tender } = await liveAuction({ decrementKind: 'percent', decrement: '0.5' });
    // 0.5% of 21,429.00 is 107.145, taken as 107.15: at most 21,321.85.
    await expectRefused(
      await bidCall(k, tender, k.beta, { amount: '21321.86' }),
      400,
      text.notLower('21321.85'),
    );
    expect((await bid(k, tender, k.beta, '21321.85')).rank).toBe(1);
  });

  it('refuses zero, a bad amount and a wrong line (400), storing nothing', async () => {
    const { tender, auctionId } = await liveAuction();
    const before = await k.ctx.auditCount({ action: 'auction.bid' });
    const cases: [object, string][] = [
      [{ amount: '0' }, text.notPositive],
      [{ amount: 0 }, text.notPositive],
      [{ amount: '-1.00' }, text.bidInvalid],
      [{ amount: '12.345' }, text.bidInvalid],
      [{ amount: 'cheap' }, text.bidInvalid],
      [{ amount: true }, text.bidInvalid],
      [{}, text.bidInvalid],
      [{ amount: '100.00', itemCode: 'IT-1' }, text.lineNotExpected],
    ];
    for (const [body, message] of cases)
      await expectRefused(await bidCall(k, tender, k.beta, body), 400, message, JSON.stringify(body));
    expect((await stored(k, auctionId)).bids).toEqual([]);
    expect(await k.ctx.auditCount({ action: 'auction.bid' })).toBe(before);
  });

  it('checks the item of a line auction: required, quoted by the bidder, any case', async () => {
    const { tender, auctionId } = await liveAuction({ bidOn: 'line' });
    await expectRefused(await bidCall(k, tender, k.beta, { amount: '100.00' }), 400, text.lineRequired);
    await expectRefused(
      await bidCall(k, tender, k.beta, { amount: '100.00', itemCode: ' ' }),
      400,
      text.lineRequired,
    );
    await expectRefused(
      await bidCall(k, tender, k.beta, { amount: '100.00', itemCode: 'IT-9' }),
      400,
      text.lineUnknown,
    );
    // Gamma quoted IT-1 only.
    await expectRefused(
      await bidCall(k, tender, k.gamma, { amount: '10.00', itemCode: 'IT-2' }),
      400,
      text.lineUnknown,
    );
    // Beta's IT-2 is 60.00: with the 100.00 decrement no lower bid is possible.
    await expectRefused(
      await bidCall(k, tender, k.beta, { amount: '10.00', itemCode: 'IT-2' }),
      400,
      text.noLowerPossible,
    );
    const accepted = await bid(k, tender, k.alpha, '8999.00', ' it-1 ');
    expect(accepted.rank).toBe(1);
    const [row] = (await stored(k, auctionId)).bids;
    expect([row?.itemCode, row?.amount]).toEqual(['IT-1', '8999.00']);
  });
});

describe('an accepted bid', () => {
  it('answers its rank, stores the bid, its event and its audit event; ties go to the earlier arrival', async () => {
    const { tender, auctionId } = await liveAuction();
    const response = await bidCall(k, tender, k.alpha, { amount: '21000.00' });
    expect(response.statusCode, response.body).toBe(201);
    const row = await auctionRow(k, tender);
    expect(response.json()).toEqual({
      message: text.bidAccepted,
      data: {
        seq: 1,
        itemCode: null,
        amount: '21000.00',
        at: expect.any(String),
        rank: 1,
        endsAt: row.endsAt.toISOString(),
        extended: false,
        nextMax: '20900.00',
        lowest: '21000.00',
      },
    });
    // Beta matches the price later: Alpha keeps rank 1.
    expect((await bid(k, tender, k.beta, '21000.00')).rank).toBe(2);
    const { bids, events } = await stored(k, auctionId);
    expect(bids.map((one) => [one.seq, one.supplierId, one.amount, one.rank, one.extended])).toEqual([
      [1, k.alpha.id, '21000.00', 1, false],
      [2, k.beta.id, '21000.00', 2, false],
    ]);
    expect(bids[0]?.placedAt.toISOString()).toBe(response.json().data.at);
    expect(events.map((one) => [one.seq, one.kind])).toEqual([
      [1, 'bid'],
      [2, 'bid'],
    ]);
    expect(events[1]?.payload).toMatchObject({
      kind: 'bid',
      seq: 2,
      supplierId: k.beta.id,
      amount: '21000.00',
      standing: [
        { supplierId: k.alpha.id, amount: '21000.00', rank: 1 },
        { supplierId: k.beta.id, amount: '21000.00', rank: 2 },
        { supplierId: k.gamma.id, amount: '22420.00', rank: 3 },
      ],
    });
    expect((await k.ctx.db.select().from(auctions).where(eq(auctions.id, auctionId)))[0]?.lastSeq).toBe(2);
    const audits = await k.ctx.auditFor(tender, 'auction.bid');
    expect(audits.map((one) => one.changes)).toEqual([
      {
        auctionId,
        seq: 1,
        itemCode: null,
        amount: '21000.00',
        rank: 1,
        extended: false,
        endsAt: row.endsAt.toISOString(),
      },
      {
        auctionId,
        seq: 2,
        itemCode: null,
        amount: '21000.00',
        rank: 2,
        extended: false,
        endsAt: row.endsAt.toISOString(),
      },
    ]);
    expect(audits[0]?.actorId).toBe(k.alpha.id);
  });

  it('ranks every bid as a recomputation from all the stored bids does, ties included', async () => {
    const { tender, auctionId } = await liveAuction();
    // Alpha first matches Gamma's starting price (Gamma's arrived earlier), then bids tie each other.
    const steps: [TestCaller, string][] = [
      [k.alpha, '22420.00'],
      [k.beta, '21000.00'],
      [k.gamma, '21000.00'],
      [k.alpha, '21000.00'],
      [k.beta, '20900.00'],
      [k.alpha, '20900.00'],
      [k.gamma, '20800.00'],
    ];
    for (const [supplier, amount] of steps) await bid(k, tender, supplier, amount);
    const { bids, events } = await stored(k, auctionId);
    const invited = await k.ctx.db
      .select()
      .from(auctionInvitees)
      .where(eq(auctionInvitees.auctionId, auctionId));
    const starting = invited.map((one) => ({
      supplierId: one.supplierId,
      amount: toPaise(one.startingTotal),
      at: one.startingAt.getTime(),
      seq: 0,
    }));
    expect(events).toHaveLength(steps.length);
    for (const event of events) {
      const upTo = bids
        .filter((one) => one.seq <= event.seq)
        .map((one) => ({
          supplierId: one.supplierId,
          amount: toPaise(one.amount),
          at: one.placedAt.getTime(),
          seq: one.seq,
        }));
      const expected = rankPrices(currentPrices(starting, upTo));
      expect((event.payload as { standing: unknown }).standing, `event ${event.seq}`).toEqual(expected);
      const row = bids.find((one) => one.seq === event.seq);
      expect(row?.rank).toBe(expected.find((one) => one.supplierId === row?.supplierId)?.rank);
    }
    expect((events[0]?.payload as { standing?: unknown } | undefined)?.standing).toEqual([
      { supplierId: k.beta.id, amount: '21429.00', rank: 1 },
      { supplierId: k.gamma.id, amount: '22420.00', rank: 2 },
      { supplierId: k.alpha.id, amount: '22420.00', rank: 3 },
    ]);
    expect(bids.map((one) => one.rank)).toEqual([3, 1, 2, 3, 1, 2, 1]);
  });

  it('shows each side what it may see', async () => {
    const { tender } = await liveAuction({ visibility: 'rank' });
    await bid(k, tender, k.alpha, '21000.00');
    await bid(k, tender, k.beta, '20950.55');
    const beta = (await supplierRead(k, tender, k.beta)).json().data;
    expect(beta).toMatchObject({
      phase: 'live',
      invitees: 3,
      lastSeq: 2,
      lines: [
        {
          itemCode: null,
          startingPrice: '21429.00',
          current: '20950.55',
          nextMax: '20850.55',
          rank: 1,
          lowest: null,
        },
      ],
      myBids: [{ seq: 2, itemCode: null, amount: '20950.55', at: expect.any(String) }],
    });
    const alpha = JSON.stringify((await supplierRead(k, tender, k.alpha)).json());
    // Never another supplier's name or price.
    for (const secret of ['20950.55', 'Beta Supplies', k.beta.id, '22420.00', 'Gamma Works'])
      expect(alpha).not.toContain(secret);
    const buyer = (await buyerRead(k, tender)).json().data.auction;
    expect(buyer.bidCount).toBe(2);
    expect(
      buyer.recentBids.map((one: { seq: number; companyName: string }) => [one.seq, one.companyName]),
    ).toEqual([
      [2, 'Beta Supplies'],
      [1, 'Alpha Traders'],
    ]);
    expect(buyer.lines[0].standing.map((one: { companyName: string }) => one.companyName)).toEqual([
      'Beta Supplies',
      'Alpha Traders',
      'Gamma Works',
    ]);
  });

  it('keeps bids and events append-only: no update or delete', async () => {
    const { tender, auctionId } = await liveAuction();
    await bid(k, tender, k.alpha, '21000.00');
    await expect(
      k.ctx.db.execute(sql`update auction_bids set amount = 1 where auction_id = ${auctionId}`),
    ).rejects.toThrow();
    await expect(
      k.ctx.db.execute(sql`delete from auction_bids where auction_id = ${auctionId}`),
    ).rejects.toThrow();
    await expect(
      k.ctx.db.execute(sql`delete from auction_events where auction_id = ${auctionId}`),
    ).rejects.toThrow();
    expect((await stored(k, auctionId)).bids.map((one) => one.amount)).toEqual(['21000.00']);
  });

  it('refuses more than 120 bids a minute per supplier (429), counted in the database', async () => {
    const { tender, auctionId } = await liveAuction();
    // 120 accepted bids of Alpha's in the last minute, written straight in.
    await k.ctx.db.insert(auctionBids).values(
      Array.from({ length: 120 }, (_, index) => ({
        auctionId,
        seq: 1000 + index,
        supplierId: k.alpha.id,
        amount: (23000 - index).toFixed(2),
        placedAt: sql`now() - interval '30 seconds'`,
        rank: 1,
      })),
    );
    await expectRefused(await bidCall(k, tender, k.alpha, { amount: '100.00' }), 429, text.tooManyBids);
    // Another supplier is not held back.
    await bid(k, tender, k.beta, '21000.00');
  });
});

describe('the auto-extension race', () => {
  it('extends the end once when three suppliers bid together in the last second', async () => {
    const { tender, auctionId } = await liveAuction({ extensionMinutes: 2, extensionLimit: 3 });
    await endSoon(k, tender, 2_000);
    const before = await auctionRow(k, tender);
    const answers = await Promise.all([
      bidCall(k, tender, k.alpha, { amount: '21000.00' }),
      bidCall(k, tender, k.beta, { amount: '21000.00' }),
      bidCall(k, tender, k.gamma, { amount: '21000.00' }),
    ]);
    expect(answers.map((one) => one.statusCode)).toEqual([201, 201, 201]);
    const after = await auctionRow(k, tender);
    expect(after.endsAt.getTime()).toBe(before.endsAt.getTime() + 2 * 60_000);
    expect(after.extensionsUsed).toBe(1);
    const { bids, events } = await stored(k, auctionId);
    expect(events.map((one) => one.seq)).toEqual([1, 2, 3]);
    expect(bids.map((one) => one.seq)).toEqual([1, 2, 3]);
    expect(bids.filter((one) => one.extended)).toHaveLength(1);
    expect(bids[0]?.extended).toBe(true);
    // Every answer names the moved end; the equal prices rank by arrival (the database's clock).
    for (const answer of answers) expect(answer.json().data.endsAt).toBe(after.endsAt.toISOString());
    const byArrival = [...bids].sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime() || a.seq - b.seq);
    expect((events[2]?.payload as { standing?: unknown } | undefined)?.standing).toEqual(
      byArrival.map((one, index) => ({ supplierId: one.supplierId, amount: '21000.00', rank: index + 1 })),
    );
    expect(await k.ctx.auditCount({ action: 'auction.bid', entityId: tender })).toBe(3);
  });
});
