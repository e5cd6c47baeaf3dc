import {
  AUCTION_LIMITS,
  type BidAccepted,
  type BidProblem,
  bidProblem,
  currentPrices,
  endAfterBid,
  highestAcceptable,
  type Price,
  rankPrices,
  readBidAmount,
} from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import type { PlaceBidBody } from '@tenderdesk/domain/auction-schemas';
import { type Paise, paiseToDecimal } from '@tenderdesk/domain/money';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { type AppError, badRequest, conflict, forbidden, rateLimited } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { auctionBids, auctions } from '../../db/schema/auctions';
import { inTransaction } from '../../db/transaction';
import { appendAuctionEvent } from '../../shared/auction-events';
import {
  type AuctionRow,
  decrementOf,
  type Invitee,
  pricesForBid,
  readInvitees,
  startingLineOf,
  startingPrice,
} from '../../shared/auction-standings';
import { idOf, invitedAuction } from './auction-rows';
import { nextMaxOf } from './auction-views';

/*
 * POST /api/suppliers/{supplierId}/tenders/{tenderId}/auction/bids (issue 22, decision 050). A bid
 * is decided with the auction row locked, so bids are serialised per auction: its arrival is the
 * transaction's `now()` (the database's clock, the same for every instance), it must beat the
 * supplier's own current price on the line by the minimum decrement, and a bid in the last minutes
 * extends the end once however many arrive together (the next sees the moved end). The bid row,
 * its 'bid' event (the line's new ranking, numbered with no gap) and its audit event commit
 * together; the event reaches every screen through pg_notify at commit.
 */

/** The auction row locked for the bid, with the transaction's clock (the bid's arrival). */
async function lockAuction(tx: Tx, auctionId: string): Promise<{ auction: AuctionRow; now: Date }> {
  const [row] = await tx
    .select({ auction: auctions, now: sql`now()`.mapWith(auctions.createdAt) })
    .from(auctions)
    .where(eq(auctions.id, auctionId))
    .for('update');
  if (!row) throw new Error('auction vanished');
  return row;
}

/** The line bid on: null for the total, else the tender item's code as the invitee quoted it. */
function lineOf(auction: AuctionRow, invitee: Invitee, itemCode: string | null | undefined): string | null {
  const given = itemCode?.trim() || null;
  if (auction.bidOn === 'total') {
    if (given !== null) throw badRequest(text.lineNotExpected, 'itemCode');
    return null;
  }
  if (given === null) throw badRequest(text.lineRequired, 'itemCode');
  const line = startingLineOf(invitee, given);
  if (!line) throw badRequest(text.lineUnknown, 'itemCode');
  return line.itemCode;
}

/** 429 once the supplier's accepted bids in the last minute reach the limit (counted in the database). */
async function checkRate(tx: Tx, auctionId: string, supplierId: string) {
  const recent = tx
    .select({ seq: auctionBids.seq })
    .from(auctionBids)
    .where(
      and(
        eq(auctionBids.auctionId, auctionId),
        eq(auctionBids.supplierId, supplierId),
        gt(auctionBids.placedAt, sql`now() - interval '1 minute'`),
      ),
    )
    .limit(AUCTION_LIMITS.bidsPerMinute)
    .as('recent');
  const [row] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(recent);
  if ((row?.n ?? 0) >= AUCTION_LIMITS.bidsPerMinute) throw rateLimited(text.tooManyBids);
}

function refusal(problem: BidProblem, highest: Paise): AppError {
  if (problem === 'not-started') return conflict(text.notStarted);
  if (problem === 'ended') return conflict(text.ended);
  if (problem === 'not-positive') return badRequest(text.notPositive, 'amount');
  return badRequest(highest > 0 ? text.notLower(paiseToDecimal(highest)) : text.noLowerPossible, 'amount');
}

type Bid = { auction: AuctionRow; now: Date; invitee: Invitee; invitees: Invitee[]; itemCode: string | null };

/** The checks of the bid against the supplier's own current price; answers the amount and the line's prices. */
async function checkBid(tx: Tx, bid: Bid, amountGiven: unknown) {
  const { auction, now, invitee } = bid;
  const amount = readBidAmount(amountGiven);
  if (amount === null) throw badRequest(text.bidInvalid, 'amount');
  await checkRate(tx, auction.id, invitee.supplierId);
  const prices = await pricesForBid(tx, auction, bid.invitees, bid.itemCode, amount);
  const own = prices.find((one) => one.supplierId === invitee.supplierId);
  const last = own?.amount ?? startingPrice(invitee, bid.itemCode) ?? 0;
  const decrement = decrementOf(auction);
  const problem = bidProblem({
    now: now.getTime(),
    startsAt: auction.startsAt.getTime(),
    endsAt: auction.endsAt.getTime(),
    last,
    amount,
    decrement,
  });
  if (problem) throw refusal(problem, highestAcceptable(last, decrement));
  return { amount, prices };
}

/** Records the accepted bid: the end moved if it extends it, the event, the bid row, the audit. */
async function recordBid(tx: Tx, caller: Caller, bid: Bid, amount: Paise, prices: Price[]) {
  const { auction, now, invitee, itemCode } = bid;
  const moved = endAfterBid(auction.endsAt.getTime(), now.getTime(), auction);
  const endsAt = new Date(moved.endsAt);
  if (moved.extended) {
    await tx
      .update(auctions)
      .set({ endsAt, extensionsUsed: sql`${auctions.extensionsUsed} + 1` })
      .where(eq(auctions.id, auction.id));
  }
  const seq = auction.lastSeq + 1;
  const decimal = paiseToDecimal(amount);
  const placed = { supplierId: invitee.supplierId, amount, at: now.getTime(), seq };
  const standing = rankPrices(currentPrices(prices, [placed]));
  const rank = standing.find((one) => one.supplierId === invitee.supplierId)?.rank ?? standing.length;
  const event = await appendAuctionEvent(tx, auction.id, {
    kind: 'bid',
    at: now.toISOString(),
    supplierId: invitee.supplierId,
    itemCode,
    amount: decimal,
    endsAt: endsAt.toISOString(),
    extended: moved.extended,
    standing,
  });
  if (event.seq !== seq) throw new Error('auction events out of order');
  await tx.insert(auctionBids).values({
    auctionId: auction.id,
    seq,
    supplierId: invitee.supplierId,
    itemCode,
    amount: decimal,
    placedAt: sql`now()`,
    rank,
    extended: moved.extended,
  });
  await recordAudit(tx, caller, {
    action: 'auction.bid',
    entity: 'tender',
    entityId: auction.tenderId,
    changes: {
      auctionId: auction.id,
      seq,
      itemCode,
      amount: decimal,
      rank,
      extended: moved.extended,
      endsAt: endsAt.toISOString(),
    },
  });
  return { seq, rank, endsAt, extended: moved.extended, lowest: standing[0]?.amount ?? null };
}

/** POST /api/suppliers/{supplierId}/tenders/{tenderId}/auction/bids. */
export async function placeBid(
  db: DbOrTx,
  caller: Caller,
  supplierIdParam: string,
  tenderIdParam: string,
  body: PlaceBidBody,
): Promise<BidAccepted> {
  const tenderId = idOf(tenderIdParam);
  const supplierId = supplierIdParam.toLowerCase();
  // Not invited: 403 and nothing else, whether or not the tender or an auction exists.
  const invited = tenderId ? await invitedAuction(db, tenderId, supplierId) : undefined;
  if (!invited) throw forbidden(text.notInvited);
  return inTransaction(db, async (tx) => {
    const { auction, now } = await lockAuction(tx, invited.id);
    if (auction.cancelledAt !== null) throw conflict(text.wasCancelled);
    if (auction.closedAt !== null) throw conflict(text.ended);
    const invitees = await readInvitees(tx, auction.id);
    const invitee = invitees.find((one) => one.supplierId === supplierId);
    if (!invitee) throw forbidden(text.notInvited);
    const bid: Bid = { auction, now, invitee, invitees, itemCode: lineOf(auction, invitee, body.itemCode) };
    const { amount, prices } = await checkBid(tx, bid, body.amount);
    const recorded = await recordBid(tx, caller, bid, amount, prices);
    const lowest = auction.visibility === 'rank-and-lowest' ? recorded.lowest : null;
    return {
      seq: recorded.seq,
      itemCode: bid.itemCode,
      amount: paiseToDecimal(amount),
      at: now.toISOString(),
      rank: recorded.rank,
      endsAt: recorded.endsAt.toISOString(),
      extended: recorded.extended,
      nextMax: nextMaxOf(auction, amount),
      lowest,
    };
  });
}
