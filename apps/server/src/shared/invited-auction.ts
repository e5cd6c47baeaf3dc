import { auctionPhase } from '@tenderdesk/domain/auction';
import type { SupplierAuctionSummary } from '@tenderdesk/domain/evaluation-bid-views';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { auctionInvitees, auctions } from '../db/schema/auctions';
import type { AuctionRow } from './auction-standings';

/*
 * The reverse auction a supplier is invited to (issue 22, decision 050), shared by the auction
 * module (the supplier's view and bids: 403 to anyone not invited) and the supplier's bid read
 * (modules/evaluation), which tells the tender page whether there is an auction card to show
 * without a call that answers 403 to every supplier not invited.
 */

/** The latest auction of the tender the supplier is invited to (the active one first) and the database's clock. */
async function latestInvited(
  db: DbOrTx,
  tenderId: string,
  supplierId: string,
): Promise<{ auction: AuctionRow; now: Date } | undefined> {
  const [row] = await db
    .select({ auction: auctions, now: sql`now()`.mapWith(auctions.createdAt) })
    .from(auctions)
    .innerJoin(
      auctionInvitees,
      and(eq(auctionInvitees.auctionId, auctions.id), eq(auctionInvitees.supplierId, supplierId)),
    )
    .where(eq(auctions.tenderId, tenderId))
    .orderBy(sql`${auctions.cancelledAt} is null desc`, desc(auctions.createdAt))
    .limit(1);
  return row;
}

/**
 * The latest auction of the tender this supplier is invited to (the active one first), or
 * undefined, whether or not the tender has an auction.
 */
export async function invitedAuction(
  db: DbOrTx,
  tenderId: string,
  supplierId: string,
): Promise<AuctionRow | undefined> {
  return (await latestInvited(db, tenderId, supplierId))?.auction;
}

/**
 * The invited auction's phase (by the database's clock) and times, for the supplier's tender page;
 * null when the supplier is invited to none. An auction past its end and not yet closed reads
 * `ended` (the auction page's own read closes it).
 */
export async function invitedAuctionSummary(
  db: DbOrTx,
  tenderId: string,
  supplierId: string,
): Promise<SupplierAuctionSummary | null> {
  const row = await latestInvited(db, tenderId, supplierId);
  if (!row) return null;
  const { auction, now } = row;
  const phase = auctionPhase(
    {
      startsAt: auction.startsAt.getTime(),
      endsAt: auction.endsAt.getTime(),
      closedAt: auction.closedAt?.getTime() ?? null,
      cancelledAt: auction.cancelledAt?.getTime() ?? null,
    },
    now.getTime(),
  );
  return { phase, startsAt: auction.startsAt.toISOString(), endsAt: auction.endsAt.toISOString() };
}
