import type { AuctionBid, AuctionLineRef, Standing } from '@tenderdesk/domain/auction';
import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { paiseToDecimal, toPaise } from '@tenderdesk/domain/money';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { auctionBids, auctions } from '../db/schema/auctions';
import { tenders } from '../db/schema/tenders';
import {
  type AuctionRow,
  auctionLines,
  type Invitee,
  type LatestBid,
  lineStanding,
  readInvitees,
  startingPrice,
} from './auction-standings';

/*
 * The record of a tender's reverse auction as the documents read it (issue 22, decision 050): the
 * bid export (modules/auctions/bids-export.ts) and the comparative statement's auction section
 * (modules/awards/statement-auction.ts). The auction that is not cancelled, its invitees and lines
 * (shared/auction-standings.ts, as the views and the close read them), every bid in order (read in
 * batches: an auction may hold many), and each line's ranking after all of them (`lineStanding`):
 * final once the auction is closed. Nothing here writes.
 */

export type AuctionRecord = {
  auction: AuctionRow;
  tender: { projectCode: string; projectTitle: string };
  invitees: Invitee[];
  /** The lines bid on, in the tender's item order; one (itemCode null) when the total is bid. */
  lines: AuctionLineRef[];
};

/** One invitee's place on a line after every bid read. */
export type RecordStanding = Standing & { companyName: string; startingPrice: string; bids: number };
export type RecordLine = AuctionLineRef & { standing: RecordStanding[] };

/** A line's key: item codes compare without case or spaces around; the total's is ''. */
export const lineKey = (itemCode: string | null) => (itemCode ?? '').trim().toLowerCase();

/** A line as the documents name it: "IT-1 · Copper cable", or the total's label. */
export function lineLabel(line: { itemCode: string | null; itemName: string }) {
  return line.itemCode === null ? auctionMessages.record.totalLine : `${line.itemCode} · ${line.itemName}`;
}

/** The reduction from an invitee's starting price to its final one (exact). */
export const reductionOf = (standing: RecordStanding) =>
  paiseToDecimal(toPaise(standing.startingPrice) - toPaise(standing.amount));

/** The tender's auction that is not cancelled, with its invitees and lines; null when it has none. */
export async function readAuctionRecord(db: DbOrTx, tenderId: string): Promise<AuctionRecord | null> {
  const [found] = await db
    .select({ auction: auctions, projectCode: tenders.projectCode, projectTitle: tenders.projectTitle })
    .from(auctions)
    .innerJoin(tenders, eq(tenders.id, auctions.tenderId))
    .where(and(eq(auctions.tenderId, tenderId), isNull(auctions.cancelledAt)));
  if (!found) return null;
  const invitees = await readInvitees(db, found.auction.id);
  return {
    auction: found.auction,
    tender: { projectCode: found.projectCode, projectTitle: found.projectTitle },
    invitees,
    lines: auctionLines(found.auction, invitees),
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

/**
 * The ranking of each line as bids are added in the auction's order: each supplier's latest bid on
 * each line and its bid count, ranked with the starting prices by `lineStanding`.
 */
export function auctionTally(record: AuctionRecord) {
  const latest = new Map<string, LatestBid>();
  const counts = new Map<string, number>();
  const names = new Map(record.invitees.map((invitee) => [invitee.supplierId, invitee.companyName]));
  const keyOf = (supplierId: string, itemCode: string | null) => `${supplierId}|${lineKey(itemCode)}`;
  return {
    add(bids: readonly AuctionBid[]) {
      for (const bid of bids) {
        const key = keyOf(bid.supplierId, bid.itemCode);
        const { supplierId, itemCode, amount, seq } = bid;
        latest.set(key, { supplierId, itemCode, amount, seq, placedAt: new Date(bid.at) });
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    },
    lines(): RecordLine[] {
      return record.lines.map((line) => {
        const standing = lineStanding(record.invitees, [...latest.values()], line.itemCode).map((one) => {
          const invitee = record.invitees.find((candidate) => candidate.supplierId === one.supplierId);
          const starting = invitee ? startingPrice(invitee, line.itemCode) : null;
          return {
            ...one,
            companyName: names.get(one.supplierId) ?? '',
            startingPrice: starting === null ? one.amount : paiseToDecimal(starting),
            bids: counts.get(keyOf(one.supplierId, line.itemCode)) ?? 0,
          };
        });
        return { ...line, standing };
      });
    },
  };
}
