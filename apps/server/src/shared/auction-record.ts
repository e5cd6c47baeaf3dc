import {
  type AuctionBid,
  type AuctionLineRef,
  currentPrices,
  type Price,
  rankPrices,
  type Standing,
} from '@tenderdesk/domain/auction';
import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { paiseToDecimal, toPaise } from '@tenderdesk/domain/money';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { auctionBids, auctionInvitees, auctions } from '../db/schema/auctions';
import { suppliers } from '../db/schema/suppliers';
import { tenderItems, tenders } from '../db/schema/tenders';

/*
 * The record of a tender's reverse auction as the documents read it (issue 22, decision 050): the
 * bid export (modules/auctions/export-routes.ts) and the comparative statement's auction section
 * (modules/awards/statement-auction.ts). The auction that is not cancelled, its invitees with their
 * starting prices, the lines bid on, every bid in order (read in batches: an auction may hold many),
 * and the ranking of each line after all of them, by the domain's rules (currentPrices, rankPrices):
 * final once the auction is closed. Nothing here writes.
 */

/** An invitee's quoted line as the auction keeps it (auction_invitees.starting_lines). */
export type StartingLine = {
  itemCode: string;
  itemName: string;
  qty: string;
  uom: string;
  unitPrice: string;
  gstRate: number;
};

export type RecordInvitee = {
  supplierId: string;
  companyName: string;
  quotationId: string;
  startingTotal: string;
  startingAt: Date;
  startingLines: StartingLine[];
};

export type AuctionRecord = {
  auction: typeof auctions.$inferSelect;
  tender: { projectCode: string; projectTitle: string };
  invitees: RecordInvitee[];
  /** The lines bid on, in the tender's item order; one (itemCode null) when the total is bid. */
  lines: AuctionLineRef[];
};

/** One invitee's place on a line after every bid read. */
export type RecordStanding = Standing & { companyName: string; startingPrice: string; bids: number };
export type RecordLine = AuctionLineRef & { standing: RecordStanding[] };

/** A line's key: item codes compare without case; the total's is ''. */
export const lineKey = (itemCode: string | null) => (itemCode ?? '').toUpperCase();

/** A line as the documents name it: "IT-1 · Copper cable", or the total's label. */
export function lineLabel(line: { itemCode: string | null; itemName: string }) {
  return line.itemCode === null ? auctionMessages.record.totalLine : `${line.itemCode} · ${line.itemName}`;
}

/** The reduction from an invitee's starting price to its final one (exact). */
export const reductionOf = (standing: RecordStanding) =>
  paiseToDecimal(toPaise(standing.startingPrice) - toPaise(standing.amount));

function startingLinesOf(value: unknown): StartingLine[] {
  if (!Array.isArray(value)) return [];
  return value.map((line: Record<string, unknown>) => ({
    itemCode: String(line.itemCode ?? ''),
    itemName: String(line.itemName ?? ''),
    qty: String(line.qty ?? ''),
    uom: String(line.uom ?? ''),
    unitPrice: String(line.unitPrice ?? '0'),
    gstRate: Number(line.gstRate ?? 0),
  }));
}

/** The tender items the invitees quoted, in the tender's order (line mode). */
async function linesBidOn(db: DbOrTx, tenderId: string, invitees: RecordInvitee[]) {
  const quoted = new Map<string, StartingLine>();
  for (const invitee of invitees)
    for (const line of invitee.startingLines)
      if (!quoted.has(lineKey(line.itemCode))) quoted.set(lineKey(line.itemCode), line);
  const items = await db
    .select({
      itemCode: tenderItems.itemCode,
      itemName: tenderItems.itemName,
      qty: tenderItems.qty,
      uom: tenderItems.uom,
    })
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, tenderId))
    .orderBy(asc(tenderItems.position));
  return items.filter((item) => quoted.has(lineKey(item.itemCode)));
}

/** The tender's auction that is not cancelled, with its invitees and lines; null when it has none. */
export async function readAuctionRecord(db: DbOrTx, tenderId: string): Promise<AuctionRecord | null> {
  const [found] = await db
    .select({ auction: auctions, projectCode: tenders.projectCode, projectTitle: tenders.projectTitle })
    .from(auctions)
    .innerJoin(tenders, eq(tenders.id, auctions.tenderId))
    .where(and(eq(auctions.tenderId, tenderId), isNull(auctions.cancelledAt)));
  if (!found) return null;
  const rows = await db
    .select({ invitee: auctionInvitees, companyName: suppliers.companyName })
    .from(auctionInvitees)
    .innerJoin(suppliers, eq(suppliers.id, auctionInvitees.supplierId))
    .where(eq(auctionInvitees.auctionId, found.auction.id))
    .orderBy(asc(suppliers.companyName));
  const invitees = rows.map(({ invitee, companyName }) => ({
    supplierId: invitee.supplierId,
    companyName,
    quotationId: invitee.quotationId,
    startingTotal: invitee.startingTotal,
    startingAt: invitee.startingAt,
    startingLines: startingLinesOf(invitee.startingLines),
  }));
  const lines: AuctionLineRef[] =
    found.auction.bidOn === 'total'
      ? [{ itemCode: null, itemName: auctionMessages.record.totalLine, qty: '1', uom: '' }]
      : await linesBidOn(db, tenderId, invitees);
  return {
    auction: found.auction,
    tender: { projectCode: found.projectCode, projectTitle: found.projectTitle },
    invitees,
    lines,
  };
}

/** Every bid of the auction in order (by seq), `size` at a time, with its supplier's name. */
export async function* auctionBidBatches(
  db: DbOrTx,
  record: AuctionRecord,
  size = 1_000,
): AsyncGenerator<AuctionBid[]> {
  const names = new Map(record.invitees.map((invitee) => [invitee.supplierId, invitee.companyName]));
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auctionBids)
      .where(and(eq(auctionBids.auctionId, record.auction.id), gt(auctionBids.seq, after)))
      .orderBy(asc(auctionBids.seq))
      .limit(size);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]?.seq ?? after;
    yield rows.map((row) => ({
      seq: row.seq,
      supplierId: row.supplierId,
      companyName: names.get(row.supplierId) ?? '',
      itemCode: row.itemCode,
      amount: row.amount,
      at: row.placedAt.toISOString(),
      rank: row.rank,
      extended: row.extended,
    }));
    if (rows.length < size) return;
  }
}

/** An invitee's starting price on a line: its total, or the lowest unit price it quoted for the item. */
function startingPrice(invitee: RecordInvitee, itemCode: string | null): string | null {
  if (itemCode === null) return invitee.startingTotal;
  const prices = invitee.startingLines
    .filter((line) => lineKey(line.itemCode) === lineKey(itemCode))
    .map((line) => line.unitPrice)
    .sort((a, b) => toPaise(a) - toPaise(b));
  return prices[0] ?? null;
}

/**
 * The ranking of each line as bids are added (in any order): the starting prices, then each
 * supplier's latest bid, ranked by the domain (`currentPrices`, `rankPrices`).
 */
export function auctionTally(record: AuctionRecord) {
  const byLine = new Map(
    record.lines.map((line) => [
      lineKey(line.itemCode),
      { line, latest: new Map<string, Price>(), counts: new Map<string, number>() },
    ]),
  );
  const names = new Map(record.invitees.map((invitee) => [invitee.supplierId, invitee.companyName]));
  return {
    add(bids: readonly AuctionBid[]) {
      for (const bid of bids) {
        const line = byLine.get(lineKey(bid.itemCode));
        if (!line) continue;
        const price = {
          supplierId: bid.supplierId,
          amount: toPaise(bid.amount),
          at: Date.parse(bid.at),
          seq: bid.seq,
        };
        const before = line.latest.get(bid.supplierId);
        if (!before || before.seq < bid.seq) line.latest.set(bid.supplierId, price);
        line.counts.set(bid.supplierId, (line.counts.get(bid.supplierId) ?? 0) + 1);
      }
    },
    lines(): RecordLine[] {
      return [...byLine.values()].map(({ line, latest, counts }) => {
        const starting = new Map<string, string>();
        const prices: Price[] = [];
        for (const invitee of record.invitees) {
          const price = startingPrice(invitee, line.itemCode);
          if (price === null) continue;
          starting.set(invitee.supplierId, price);
          prices.push({
            supplierId: invitee.supplierId,
            amount: toPaise(price),
            at: invitee.startingAt.getTime(),
            seq: 0,
          });
        }
        const standing = rankPrices(currentPrices(prices, [...latest.values()])).map((one) => ({
          ...one,
          companyName: names.get(one.supplierId) ?? '',
          startingPrice: starting.get(one.supplierId) ?? one.amount,
          bids: counts.get(one.supplierId) ?? 0,
        }));
        return { ...line, standing };
      });
    },
  };
}
