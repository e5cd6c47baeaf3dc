import { scaleUnitPrices } from '@tenderdesk/domain/auction';
import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { paiseToDecimal, toPaise } from '@tenderdesk/domain/money';
import { linkTo } from '@tenderdesk/domain/screens';
import { and, asc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { conflict } from '../core/errors';
import { recordAudit } from '../db/audit';
import type { DbOrTx, Tx } from '../db/client';
import { auctions } from '../db/schema/auctions';
import { tenders } from '../db/schema/tenders';
import { inTransaction } from '../db/transaction';
import { appendAuctionEvent } from './auction-events';
import {
  type AuctionRow,
  auctionLines,
  type Invitee,
  type LatestBid,
  lineStanding,
  readInvitees,
  readLatestBids,
} from './auction-standings';
import type { Notifier } from './notify';
import { type RevisedQuotation, reviseQuotation } from './quotation-reviser';

/*
 * Closing reverse auctions (issue 22, decision 050). An auction past its (possibly extended) end is
 * claimed once, across requests and server instances: `update auctions set closed_at = now() where
 * ... closed_at is null and cancelled_at is null and ends_at <= now() returning`, with the tender
 * row locked first (the award's lock order: tender, auction, quotations; a bid locks the auction row
 * only, so a bid that extends the end makes the claim find nothing). Then each invitee whose price
 * moved gets a new revision of its quotation (shared/quotation-reviser.ts, as a settled negotiation
 * does): bidding the total scales its unit prices to the last bid, bidding lines sets each bid
 * item's unit price. The final ranks are audited (auction.close), the 'closed' event appended and
 * the buyers notified. Runs from the job (close-job.ts, every second) and at the first read after
 * the end (both sides' auction reads, the comparison, the award guard below).
 */

/** Auctions closed per call (the job comes back a second later for more). */
const BATCH = 50;

const dueCondition = (): SQL =>
  and(isNull(auctions.closedAt), isNull(auctions.cancelledAt), lte(auctions.endsAt, sql`now()`)) as SQL;

/** Each revised unit price of one invitee's quotation lines, from its last bids. */
function revisedPrices(auction: AuctionRow, invitee: Invitee, bids: readonly LatestBid[]) {
  return (lines: readonly { unitPrice: string; tenderItemId: string | null }[]): string[] => {
    if (auction.bidOn === 'total') {
      const final = bids.find((bid) => bid.itemCode === null);
      if (!final) return lines.map((line) => line.unitPrice);
      const from = toPaise(invitee.startingTotal);
      return scaleUnitPrices(
        lines.map((line) => line.unitPrice),
        from,
        toPaise(final.amount),
      );
    }
    const byItem = new Map<string, number>();
    for (const bid of bids) {
      const key = bid.itemCode?.trim().toLowerCase();
      const line = invitee.startingLines.find((one) => one.itemCode.trim().toLowerCase() === key);
      if (line) byItem.set(line.tenderItemId, toPaise(bid.amount));
    }
    return lines.map((line) => {
      const bid = line.tenderItemId === null ? undefined : byItem.get(line.tenderItemId);
      // Never raises a price: an item quoted twice has both lines brought down to the bid.
      return bid === undefined || bid >= toPaise(line.unitPrice) ? line.unitPrice : paiseToDecimal(bid);
    });
  };
}

/** The claimed auction's quotations revised from its bids; answers the revisions made. */
async function reviseFromBids(
  tx: Tx,
  auction: AuctionRow,
  invitees: readonly Invitee[],
  latest: LatestBid[],
) {
  const revised: RevisedQuotation[] = [];
  for (const invitee of invitees) {
    const bids = latest.filter((bid) => bid.supplierId === invitee.supplierId);
    if (bids.length === 0) continue;
    revised.push(
      await reviseQuotation(tx, invitee.quotationId, {
        tag: { auctionId: auction.id },
        replacedBy: invitee.supplierId,
        unitPrices: revisedPrices(auction, invitee, bids),
      }),
    );
  }
  return revised;
}

/** Claims one auction if it is still due, and closes it; false when another call did (or a bid extended it). */
async function closeAuction(tx: Tx, notifier: Notifier, auctionId: string, tenderId: string) {
  const [tender] = await tx
    .select({ id: tenders.id, projectCode: tenders.projectCode, projectTitle: tenders.projectTitle })
    .from(tenders)
    .where(eq(tenders.id, tenderId))
    .for('update');
  const [auction] = await tx
    .update(auctions)
    .set({ closedAt: sql`now()` })
    .where(and(eq(auctions.id, auctionId), dueCondition()))
    .returning();
  if (!tender || !auction?.closedAt) return false;
  const invitees = await readInvitees(tx, auction.id);
  const latest = await readLatestBids(tx, auction.id);
  const lines = auctionLines(auction, invitees).map((line) => ({
    itemCode: line.itemCode,
    standing: lineStanding(invitees, latest, line.itemCode),
  }));
  const revised = await reviseFromBids(tx, auction, invitees, latest);
  const endsAt = auction.endsAt.toISOString();
  await recordAudit(tx, null, {
    action: 'auction.close',
    entity: 'tender',
    entityId: tenderId,
    changes: {
      auctionId: auction.id,
      endsAt,
      bids: auction.lastSeq,
      lines,
      revised: revised.map(({ supplierId, quotationId, earlierTotalWithGst, totalWithGst }) => ({
        supplierId,
        quotationId,
        earlierTotalWithGst,
        totalWithGst,
      })),
    },
  });
  await appendAuctionEvent(tx, auction.id, { kind: 'closed', at: auction.closedAt.toISOString(), endsAt });
  await notifier.notify(
    tx,
    'auction.closed',
    { adminsWith: 'manageTenders' },
    {
      text: (t) => t.auctionClosed(tender, auction.lastSeq),
      link: linkTo('tenderAuction', { id: tenderId }),
    },
  );
  return true;
}

/**
 * Closes the auctions past their end (of these tenders, or all); one indexed query when none is due
 * (auctions_due_idx, or the tender's active-auction index). Each in a transaction of its own (a
 * savepoint inside the caller's). Answers the ids of the auctions this call closed.
 */
export async function closeDueAuctions(
  db: DbOrTx,
  notifier: Notifier,
  tenderIds?: string | readonly string[],
): Promise<string[]> {
  const ids =
    tenderIds === undefined ? null : [...new Set(typeof tenderIds === 'string' ? [tenderIds] : tenderIds)];
  if (ids?.length === 0) return [];
  const due = await db
    .select({ id: auctions.id, tenderId: auctions.tenderId })
    .from(auctions)
    .where(ids ? and(inArray(auctions.tenderId, ids), dueCondition()) : dueCondition())
    .orderBy(asc(auctions.endsAt))
    .limit(BATCH);
  const closed: string[] = [];
  for (const auction of due) {
    const done = await inTransaction(db, (tx) => closeAuction(tx, notifier, auction.id, auction.tenderId));
    if (done) closed.push(auction.id);
  }
  return closed;
}

/**
 * The guard of an award (whole, by line, a change) and of a negotiation start: an auction past its
 * end is closed first (its quotations revised), then one still scheduled or live refuses with
 * `message` (409). The caller holds the tender row locked; schedule takes the same lock, so the two
 * cannot cross.
 */
export async function refuseDuringAuction(
  tx: DbOrTx,
  notifier: Notifier,
  tenderId: string,
  message: string,
): Promise<void> {
  await closeDueAuctions(tx, notifier, tenderId);
  const [running] = await tx
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.tenderId, tenderId), isNull(auctions.cancelledAt), isNull(auctions.closedAt)))
    .limit(1);
  if (running) throw conflict(message);
}

/** The award's refusal while an auction runs (auctionMessages.awardDuringAuction). */
export const refuseAwardDuringAuction = (tx: DbOrTx, notifier: Notifier, tenderId: string) =>
  refuseDuringAuction(tx, notifier, tenderId, auctionMessages.awardDuringAuction);
