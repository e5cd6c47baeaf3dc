import { describe, expect, it } from 'vitest';
import type { TestCaller } from '../../test/app';
import {
  auctionRow,
  end,
  quotedTender,
  schedule,
  start,
  supplierRead,
  useAuctionKit,
} from '../../test/auction-kit';

/*
 * Issue 22 follow-up: the supplier's bid read (GET /api/suppliers/{supplierId}/tenders/{tenderId}/bid,
 * which the tender page makes anyway) names the auction the supplier is invited to, with its phase by
 * the server's clock and its times, and null for everyone else: the page no longer asks the auction
 * itself and reads a 403 as "not invited".
 */

const k = useAuctionKit();

const bidRead = (tender: string, supplier: TestCaller) =>
  k.ctx.call('GET', `/api/suppliers/${supplier.id}/tenders/${tender}/bid`, undefined, supplier.headers);

async function auctionOf(tender: string, supplier: TestCaller) {
  const response = await bidRead(tender, supplier);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.auction as { phase: string; startsAt: string; endsAt: string } | null;
}

describe("the auction on the supplier's bid read", () => {
  it('is null for everyone before an auction, and for an approved supplier not invited after', async () => {
    const { tender } = await quotedTender(k);
    for (const supplier of [k.alpha, k.beta, k.delta]) expect(await auctionOf(tender, supplier)).toBeNull();
    // Alpha and Beta invited; Gamma quoted but not invited, Delta approved without a quotation.
    await schedule(k, tender, { supplierIds: [k.alpha.id, k.beta.id] });
    for (const supplier of [k.gamma, k.delta]) {
      expect(await auctionOf(tender, supplier)).toBeNull();
      // Its own auction read still refuses it (the contract of the auction page).
      expect((await supplierRead(k, tender, supplier)).statusCode).toBe(403);
    }
  });

  it("names the invitee's auction with its phase by the server's clock, through to closed and cancelled", async () => {
    const { tender } = await quotedTender(k);
    const scheduled = await schedule(k, tender);
    for (const supplier of [k.alpha, k.beta, k.gamma]) {
      expect(await auctionOf(tender, supplier)).toEqual({
        phase: 'scheduled',
        startsAt: scheduled.startsAt,
        endsAt: scheduled.endsAt,
      });
    }
    await start(k, tender);
    let row = await auctionRow(k, tender);
    expect(await auctionOf(tender, k.alpha)).toEqual({
      phase: 'live',
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
    });
    await end(k, tender);
    row = await auctionRow(k, tender);
    // Past its end and not closed yet: ended; the auction's own read closes it, then it reads closed.
    expect(await auctionOf(tender, k.alpha)).toMatchObject({
      phase: 'ended',
      endsAt: row.endsAt.toISOString(),
    });
    expect((await supplierRead(k, tender, k.alpha)).statusCode).toBe(200);
    expect(await auctionOf(tender, k.alpha)).toMatchObject({ phase: 'closed' });

    const other = await quotedTender(k);
    await schedule(k, other.tender);
    const cancelled = await k.ctx.call(
      'DELETE',
      `/api/tenders/${other.tender}/auction`,
      undefined,
      k.buyer.headers,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await auctionOf(other.tender, k.beta)).toMatchObject({ phase: 'cancelled' });
    expect(await auctionOf(other.tender, k.delta)).toBeNull();
  });
});
