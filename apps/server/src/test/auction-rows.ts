import {
  type AuctionBidOn,
  type AuctionEvent,
  type AuctionVisibility,
  currentPrices,
  type DecrementKind,
  type Price,
  rankPrices,
} from '@tenderdesk/domain/auction';
import { paiseToDecimal, toPaise } from '@tenderdesk/domain/money';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auctionBids, auctionInvitees, auctions } from '../db/schema/auctions';
import { quotationLines, quotations } from '../db/schema/quotations';
import { appendAuctionEvent } from '../shared/auction-events';

/*
 * A reverse auction written straight into its tables (auctions, auction_invitees, auction_bids,
 * auction_events), for tests of what reads it (the bid export, the statement) without the auction
 * routes. Invitees start from their quotations as they are stored; each bid is numbered by the
 * event log (appendAuctionEvent, the auction row locked) and stored with its rank just after it,
 * worked out by the domain's rules; the close appends its event. Times are relative to now.
 */

export type AuctionRowsInput = {
  tenderId: string;
  bidOn: AuctionBidOn;
  /** The quotations of the invitees (their suppliers, totals and lines are read from them). */
  quotationIds: string[];
  /** In order; `afterSeconds` from the start. */
  bids: { supplierId: string; itemCode?: string; amount: string; afterSeconds: number; extended?: boolean }[];
  /** Closed at the end (default true); otherwise ended but not closed. */
  closed?: boolean;
  decrementKind?: DecrementKind;
  decrement?: string;
  durationMinutes?: number;
  extensionMinutes?: number;
  extensionLimit?: number;
  visibility?: AuctionVisibility;
  /** Minutes ago the auction started (default 120: it has ended). */
  startedMinutesAgo?: number;
};

async function inviteesOf(db: Db, quotationIds: string[]) {
  const rows = await db.select().from(quotations).where(inArray(quotations.id, quotationIds));
  const lines = await db
    .select()
    .from(quotationLines)
    .where(inArray(quotationLines.quotationId, quotationIds))
    .orderBy(asc(quotationLines.position));
  return rows.map((quotation) => ({
    supplierId: quotation.supplierId,
    quotationId: quotation.id,
    startingTotal: quotation.totalWithGst,
    startingAt: quotation.updatedAt,
    startingLines: lines
      .filter((line) => line.quotationId === quotation.id)
      .map(({ itemCode, itemName, qty, uom, unitPrice, gstRate }) => ({
        itemCode,
        itemName,
        qty,
        uom,
        unitPrice,
        gstRate,
      })),
  }));
}

/** Inserts the auction, its invitees, bids and events; answers its id and times. */
export async function insertAuctionRows(db: Db, input: AuctionRowsInput) {
  const duration = input.durationMinutes ?? 30;
  const extensionMinutes = input.extensionMinutes ?? 2;
  const startsAt = new Date(Date.now() - (input.startedMinutesAgo ?? 120) * 60_000);
  const extensions = input.bids.filter((bid) => bid.extended).length;
  const endsAt = new Date(startsAt.getTime() + (duration + extensions * extensionMinutes) * 60_000);
  const invitees = await inviteesOf(db, input.quotationIds);
  const [auction] = await db
    .insert(auctions)
    .values({
      tenderId: input.tenderId,
      startsAt,
      durationMinutes: duration,
      endsAt,
      bidOn: input.bidOn,
      decrementKind: input.decrementKind ?? 'amount',
      decrement: input.decrement ?? '100.00',
      extensionMinutes,
      extensionLimit: input.extensionLimit ?? 3,
      extensionsUsed: extensions,
      visibility: input.visibility ?? 'rank',
      createdAt: new Date(startsAt.getTime() - 86_400_000),
    })
    .returning({ id: auctions.id });
  if (!auction) throw new Error('auction not inserted');
  await db.insert(auctionInvitees).values(invitees.map((invitee) => ({ auctionId: auction.id, ...invitee })));

  const starting = (itemCode: string | undefined): Price[] =>
    invitees.flatMap((invitee) => {
      const price = itemCode
        ? invitee.startingLines
            .filter((line) => line.itemCode === itemCode)
            .map((line) => toPaise(line.unitPrice))
            .sort((a, b) => a - b)[0]
        : toPaise(invitee.startingTotal);
      return price === undefined
        ? []
        : [{ supplierId: invitee.supplierId, amount: price, at: invitee.startingAt.getTime(), seq: 0 }];
    });
  const placed: (Price & { itemCode: string | undefined })[] = [];
  for (const bid of input.bids) {
    const at = new Date(startsAt.getTime() + bid.afterSeconds * 1000);
    await db.transaction(async (tx) => {
      await tx.select({ id: auctions.id }).from(auctions).where(eq(auctions.id, auction.id)).for('update');
      const price = { supplierId: bid.supplierId, amount: toPaise(bid.amount), at: at.getTime() };
      const line = placed.filter((one) => one.itemCode === bid.itemCode);
      const nextSeq = placed.length + 1;
      const standing = rankPrices(
        currentPrices(starting(bid.itemCode), [...line, { ...price, seq: nextSeq }]),
      );
      const rank = standing.find((one) => one.supplierId === bid.supplierId)?.rank ?? 0;
      const event = (await appendAuctionEvent(tx, auction.id, {
        kind: 'bid',
        at: at.toISOString(),
        supplierId: bid.supplierId,
        itemCode: bid.itemCode ?? null,
        amount: paiseToDecimal(price.amount),
        endsAt: endsAt.toISOString(),
        extended: bid.extended ?? false,
        standing,
      })) as AuctionEvent;
      if (event.seq !== nextSeq) throw new Error(`event ${event.seq} is not bid ${nextSeq}`);
      await tx.insert(auctionBids).values({
        auctionId: auction.id,
        seq: event.seq,
        supplierId: bid.supplierId,
        itemCode: bid.itemCode ?? null,
        amount: paiseToDecimal(price.amount),
        placedAt: at,
        rank,
        extended: bid.extended ?? false,
      });
      placed.push({ ...price, seq: event.seq, itemCode: bid.itemCode });
    });
  }
  if (input.closed ?? true) await closeAuctionRows(db, auction.id);
  return { auctionId: auction.id, startsAt, endsAt, invitees };
}

/** Closes the auction now (as the close job does, without revising quotations) with its 'closed' event. */
export async function closeAuctionRows(db: Db, auctionId: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ endsAt: auctions.endsAt })
      .from(auctions)
      .where(eq(auctions.id, auctionId))
      .for('update');
    if (!row) throw new Error('no such auction');
    await tx.update(auctions).set({ closedAt: sql`now()` }).where(eq(auctions.id, auctionId));
    await appendAuctionEvent(tx, auctionId, {
      kind: 'closed',
      at: new Date().toISOString(),
      endsAt: row.endsAt.toISOString(),
    });
  });
}
