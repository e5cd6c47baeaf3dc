import {
  AUCTION_LIMITS,
  type AuctionBid,
  type AuctionForBuyer,
  type AuctionForSupplier,
  type AuctionSettings,
  auctionPhase,
  highestAcceptable,
  type SupplierAuctionLine,
} from '@tenderdesk/domain/auction';
import { paiseToDecimal, toPaise } from '@tenderdesk/domain/money';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auctionBids } from '../../db/schema/auctions';
import { suppliers } from '../../db/schema/suppliers';
import {
  type AuctionRow,
  auctionLines,
  decrementOf,
  type Invitee,
  type LatestBid,
  lineStanding,
  readInvitees,
  readLatestBids,
  startingPrice,
} from '../../shared/auction-standings';
import { type AuctionTender, databaseNow } from './auction-rows';

/*
 * The auction as each side reads it (issue 22, decision 050). The buyer: every invitee, every line's
 * ranking with the companies, the newest bids. An invitee: only its own prices, its rank on each
 * line it quoted and, when the auction shows it, the lowest price; never another supplier's name or
 * price. Both carry the database's clock (`serverNow`) for the countdown and the last event's
 * number, after which the live stream resumes.
 */

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function settingsOf(auction: AuctionRow): AuctionSettings {
  return {
    startsAt: auction.startsAt.toISOString(),
    durationMinutes: auction.durationMinutes,
    bidOn: auction.bidOn,
    decrementKind: auction.decrementKind,
    decrement: auction.decrement,
    extensionMinutes: auction.extensionMinutes,
    extensionLimit: auction.extensionLimit,
    visibility: auction.visibility,
  };
}

function phaseOf(auction: AuctionRow, now: Date) {
  return auctionPhase(
    {
      startsAt: auction.startsAt.getTime(),
      endsAt: auction.endsAt.getTime(),
      closedAt: auction.closedAt?.getTime() ?? null,
      cancelledAt: auction.cancelledAt?.getTime() ?? null,
    },
    now.getTime(),
  );
}

/** The newest bids with their company (newest first). */
async function recentBids(db: DbOrTx, auctionId: string): Promise<AuctionBid[]> {
  const rows = await db
    .select({ bid: auctionBids, companyName: suppliers.companyName })
    .from(auctionBids)
    .innerJoin(suppliers, eq(suppliers.id, auctionBids.supplierId))
    .where(eq(auctionBids.auctionId, auctionId))
    .orderBy(desc(auctionBids.seq))
    .limit(AUCTION_LIMITS.recentBids);
  return rows.map(({ bid, companyName }) => ({
    seq: bid.seq,
    supplierId: bid.supplierId,
    companyName,
    itemCode: bid.itemCode,
    amount: bid.amount,
    at: bid.placedAt.toISOString(),
    rank: bid.rank,
    extended: bid.extended,
  }));
}

/** AuctionForBuyer: the whole auction. */
export async function buyerView(db: DbOrTx, auction: AuctionRow): Promise<AuctionForBuyer> {
  const now = await databaseNow(db);
  const invitees = await readInvitees(db, auction.id);
  const latest = await readLatestBids(db, auction.id);
  const names = new Map(invitees.map((invitee) => [invitee.supplierId, invitee.companyName]));
  const [counted] = await db
    .select({ n: count() })
    .from(auctionBids)
    .where(eq(auctionBids.auctionId, auction.id));
  return {
    ...settingsOf(auction),
    _id: auction.id,
    tenderId: auction.tenderId,
    phase: phaseOf(auction, now),
    endsAt: auction.endsAt.toISOString(),
    extensionsUsed: auction.extensionsUsed,
    closedAt: iso(auction.closedAt),
    cancelledAt: iso(auction.cancelledAt),
    createdAt: auction.createdAt.toISOString(),
    invitees: invitees.map((invitee) => ({
      supplierId: invitee.supplierId,
      companyName: invitee.companyName,
      quotationId: invitee.quotationId,
      startingTotal: invitee.startingTotal,
    })),
    lines: auctionLines(auction, invitees).map((line) => ({
      ...line,
      standing: lineStanding(invitees, latest, line.itemCode).map((standing) => ({
        ...standing,
        companyName: names.get(standing.supplierId) ?? '',
      })),
    })),
    recentBids: await recentBids(db, auction.id),
    bidCount: counted?.n ?? 0,
    lastSeq: auction.lastSeq,
    serverNow: now.toISOString(),
  };
}

/** The highest next bid below `current` (null when none is possible). */
export function nextMaxOf(auction: AuctionRow, current: number): string | null {
  const highest = highestAcceptable(current, decrementOf(auction));
  return highest > 0 ? paiseToDecimal(highest) : null;
}

/** One supplier's lines: each line it quoted, with its own prices and rank. */
function supplierLines(
  auction: AuctionRow,
  invitees: readonly Invitee[],
  latest: readonly LatestBid[],
  invitee: Invitee,
): SupplierAuctionLine[] {
  return auctionLines(auction, invitees).flatMap((line) => {
    const starting = startingPrice(invitee, line.itemCode);
    if (starting === null) return [];
    const standing = lineStanding(invitees, latest, line.itemCode);
    const own = standing.find((one) => one.supplierId === invitee.supplierId);
    const current = own ? toPaise(own.amount) : starting;
    return [
      {
        ...line,
        startingPrice: paiseToDecimal(starting),
        current: paiseToDecimal(current),
        nextMax: nextMaxOf(auction, current),
        rank: own?.rank ?? standing.length + 1,
        lowest: auction.visibility === 'rank-and-lowest' ? (standing[0]?.amount ?? null) : null,
      },
    ];
  });
}

/** AuctionForSupplier: what one invitee may see. */
export async function supplierView(
  db: DbOrTx,
  auction: AuctionRow,
  tender: Pick<AuctionTender, 'projectCode' | 'projectTitle'>,
  supplierId: string,
): Promise<AuctionForSupplier> {
  const now = await databaseNow(db);
  const invitees = await readInvitees(db, auction.id);
  const invitee = invitees.find((one) => one.supplierId === supplierId);
  if (!invitee) throw new Error('supplierView of a supplier not invited');
  const latest = await readLatestBids(db, auction.id);
  const mine = await db
    .select()
    .from(auctionBids)
    .where(and(eq(auctionBids.auctionId, auction.id), eq(auctionBids.supplierId, supplierId)))
    .orderBy(desc(auctionBids.seq))
    .limit(AUCTION_LIMITS.recentBids);
  return {
    ...settingsOf(auction),
    _id: auction.id,
    tenderId: auction.tenderId,
    projectCode: tender.projectCode,
    projectTitle: tender.projectTitle,
    phase: phaseOf(auction, now),
    endsAt: auction.endsAt.toISOString(),
    extensionsUsed: auction.extensionsUsed,
    closedAt: iso(auction.closedAt),
    invitees: invitees.length,
    lines: supplierLines(auction, invitees, latest, invitee),
    myBids: mine.map((bid) => ({
      seq: bid.seq,
      itemCode: bid.itemCode,
      amount: bid.amount,
      at: bid.placedAt.toISOString(),
    })),
    lastSeq: auction.lastSeq,
    serverNow: now.toISOString(),
  };
}
