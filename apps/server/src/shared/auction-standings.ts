import {
  type AuctionEvent,
  type AuctionLineRef,
  currentPrices,
  type Decrement,
  type Price,
  rankPrices,
  type Standing,
} from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import { type Paise, toPaise } from '@tenderdesk/domain/money';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { auctionBids, auctionEvents, auctionInvitees, type auctions } from '../db/schema/auctions';
import { suppliers } from '../db/schema/suppliers';

/*
 * Where every invitee of a reverse auction stands (issue 22, decision 050), read the same way by
 * the bid (its rank), both sides' views and the close (the final ranks): an invitee's current price
 * on a line is its last bid there, or its starting price (the opened quotation, kept on the
 * invitation); the domain ranks them (currentPrices, rankPrices). A line is the total (itemCode
 * null) or a tender item, named by the tender item's code.
 */

export type AuctionRow = typeof auctions.$inferSelect;

/** An invitee's quoted line of one tender item as the auction starts from it (auction_invitees.starting_lines). */
export type StartingLine = {
  tenderItemId: string;
  /** The tender item's position: the order of the auction's lines. */
  position: number;
  itemCode: string;
  itemName: string;
  qty: string;
  uom: string;
  unitPrice: string;
  gstRate: number;
};

export type Invitee = {
  supplierId: string;
  companyName: string;
  quotationId: string;
  startingTotal: string;
  startingLines: StartingLine[];
  startingAt: Date;
};

/** The latest bid of one supplier on one line. */
export type LatestBid = {
  supplierId: string;
  itemCode: string | null;
  amount: string;
  placedAt: Date;
  seq: number;
};

export const decrementOf = (auction: AuctionRow): Decrement => ({
  kind: auction.decrementKind,
  value: auction.decrement,
});

/** The auction's invitees, by company name. */
export async function readInvitees(db: DbOrTx, auctionId: string): Promise<Invitee[]> {
  const rows = await db
    .select({
      supplierId: auctionInvitees.supplierId,
      companyName: suppliers.companyName,
      quotationId: auctionInvitees.quotationId,
      startingTotal: auctionInvitees.startingTotal,
      startingLines: auctionInvitees.startingLines,
      startingAt: auctionInvitees.startingAt,
    })
    .from(auctionInvitees)
    .innerJoin(suppliers, eq(suppliers.id, auctionInvitees.supplierId))
    .where(eq(auctionInvitees.auctionId, auctionId))
    .orderBy(asc(suppliers.companyName), asc(auctionInvitees.supplierId));
  return rows.map((row) => ({ ...row, startingLines: row.startingLines as StartingLine[] }));
}

/** The line of `itemCode` (a tender item's code, any case), or undefined. */
export function startingLineOf(invitee: Invitee, itemCode: string): StartingLine | undefined {
  const key = itemCode.trim().toLowerCase();
  return invitee.startingLines.find((line) => line.itemCode.trim().toLowerCase() === key);
}

/** The invitee's starting price on a line (null: it did not quote that item). */
export function startingPrice(invitee: Invitee, itemCode: string | null): Paise | null {
  if (itemCode === null) return toPaise(invitee.startingTotal);
  const line = startingLineOf(invitee, itemCode);
  return line ? toPaise(line.unitPrice) : null;
}

/** The auction's lines in order: the total, or every tender item an invitee quoted. */
export function auctionLines(auction: AuctionRow, invitees: readonly Invitee[]): AuctionLineRef[] {
  if (auction.bidOn === 'total') return [{ itemCode: null, itemName: text.totalLine, qty: '1.00', uom: '' }];
  const byCode = new Map<string, StartingLine>();
  for (const line of invitees.flatMap((invitee) => invitee.startingLines)) {
    const key = line.itemCode.trim().toLowerCase();
    if (!byCode.has(key)) byCode.set(key, line);
  }
  return [...byCode.values()]
    .sort((a, b) => a.position - b.position)
    .map((line) => ({ itemCode: line.itemCode, itemName: line.itemName, qty: line.qty, uom: line.uom }));
}

/**
 * Each supplier's latest bid on each line (on one line when `itemCode` is given, null the total; of
 * these suppliers only when `supplierIds` is given).
 */
export async function readLatestBids(
  db: DbOrTx,
  auctionId: string,
  itemCode?: string | null,
  supplierIds?: readonly string[],
): Promise<LatestBid[]> {
  // `=` / `is null` rather than `is not distinct from`, which no index serves (auction_bids_line_idx).
  const onLine =
    itemCode === undefined
      ? sql`true`
      : itemCode === null
        ? sql`${auctionBids.itemCode} is null`
        : sql`${auctionBids.itemCode} = ${itemCode}`;
  const of = supplierIds ? inArray(auctionBids.supplierId, [...supplierIds]) : sql`true`;
  return db
    .selectDistinctOn([auctionBids.supplierId, auctionBids.itemCode], {
      supplierId: auctionBids.supplierId,
      itemCode: auctionBids.itemCode,
      amount: auctionBids.amount,
      placedAt: auctionBids.placedAt,
      seq: auctionBids.seq,
    })
    .from(auctionBids)
    .where(sql`${auctionBids.auctionId} = ${auctionId} and ${onLine} and ${of}`)
    .orderBy(auctionBids.supplierId, auctionBids.itemCode, sql`${auctionBids.seq} desc`);
}

const sameLine = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : a.trim().toLowerCase() === b.trim().toLowerCase();

/** The current prices on one line: starting prices of the invitees who quoted it, then their bids. */
export function linePrices(
  invitees: readonly Invitee[],
  latest: readonly LatestBid[],
  itemCode: string | null,
): Price[] {
  const starting = invitees.flatMap((invitee) => {
    const amount = startingPrice(invitee, itemCode);
    return amount === null
      ? []
      : [{ supplierId: invitee.supplierId, amount, at: invitee.startingAt.getTime(), seq: 0 }];
  });
  const invited = new Set(starting.map((price) => price.supplierId));
  const bids = latest
    .filter((bid) => sameLine(bid.itemCode, itemCode) && invited.has(bid.supplierId))
    .map((bid) => ({
      supplierId: bid.supplierId,
      amount: toPaise(bid.amount),
      at: bid.placedAt.getTime(),
      seq: bid.seq,
    }));
  return currentPrices(starting, bids);
}

/** The ranking of one line now. */
export function lineStanding(
  invitees: readonly Invitee[],
  latest: readonly LatestBid[],
  itemCode: string | null,
): Standing[] {
  return rankPrices(linePrices(invitees, latest, itemCode));
}

/**
 * The line's standing after the previous bid, when it can be read from that bid's event instead of
 * from every bid: an auction on the total whose last event is a bid (while it is live, every event
 * is). Null otherwise (a line auction, or no bid yet).
 */
async function previousStanding(db: DbOrTx, auction: AuctionRow): Promise<Standing[] | null> {
  if (auction.bidOn !== 'total' || auction.lastSeq === 0) return null;
  const [row] = await db
    .select({ payload: auctionEvents.payload })
    .from(auctionEvents)
    .where(and(eq(auctionEvents.auctionId, auction.id), eq(auctionEvents.seq, auction.lastSeq)));
  const event = row?.payload as AuctionEvent | undefined;
  return event?.kind === 'bid' && event.itemCode === null ? event.standing : null;
}

/**
 * The current prices on one line as a new bid of `amount` is decided against them (the bidder's own
 * among them), with the auction row locked. On the total the previous bid's event holds the
 * ranking, so only the suppliers now at exactly `amount` are read from the bids (their arrivals
 * break the tie); the others keep their ranked order. Otherwise every supplier's latest bid on the
 * line is read. Either way `rankPrices` ranks the new bid exactly as over all stored bids.
 */
export async function pricesForBid(
  db: DbOrTx,
  auction: AuctionRow,
  invitees: readonly Invitee[],
  itemCode: string | null,
  amount: Paise,
): Promise<Price[]> {
  const standing = await previousStanding(db, auction);
  if (!standing) return linePrices(invitees, await readLatestBids(db, auction.id, itemCode), itemCode);
  const byId = new Map(invitees.map((invitee) => [invitee.supplierId, invitee]));
  const isStart = (one: Standing) => {
    const invitee = byId.get(one.supplierId);
    return invitee !== undefined && startingPrice(invitee, null) === toPaise(one.amount);
  };
  const tiedBids = standing.filter((one) => toPaise(one.amount) === amount && !isStart(one));
  const tied =
    tiedBids.length === 0
      ? []
      : await readLatestBids(
          db,
          auction.id,
          null,
          tiedBids.map((one) => one.supplierId),
        );
  return standing.map((one, index) => {
    const paise = toPaise(one.amount);
    // Another price: only its place among its own equals matters, which the ranking keeps.
    if (paise !== amount) return { supplierId: one.supplierId, amount: paise, at: index, seq: 0 };
    if (isStart(one)) {
      const at = byId.get(one.supplierId)?.startingAt.getTime() ?? 0;
      return { supplierId: one.supplierId, amount: paise, at, seq: 0 };
    }
    const bid = tied.find((row) => row.supplierId === one.supplierId);
    if (!bid) throw new Error('a ranked bid vanished');
    return { supplierId: one.supplierId, amount: paise, at: bid.placedAt.getTime(), seq: bid.seq };
  });
}
