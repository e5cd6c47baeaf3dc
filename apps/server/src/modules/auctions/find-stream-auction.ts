import type { AuctionVisibility } from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { forbidden, notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { auctionInvitees, auctions } from '../../db/schema/auctions';
import { isUuid } from '../../db/uuid';
import { type ClockFrame, clockColumns, clockFrameOf } from './live-hub';

/*
 * Which auction a live stream follows (issue 22, decision 050): the tender's auction, the one not
 * cancelled or else the latest cancelled one (so a screen still learns of the cancel). The buyer may
 * follow any tender's; a supplier only one it is invited to, and learns nothing else: the same 403
 * whether the tender or an auction exists or not. Read with the database's clock: the connect's
 * clock frame.
 */

export type StreamTarget = { auctionId: string; visibility: AuctionVisibility; clock: ClockFrame };

const current = [sql`${auctions.cancelledAt} is null desc`, desc(auctions.createdAt)];

async function findTarget(db: Db, where: SQL, invitee: string | null): Promise<StreamTarget | null> {
  const columns = { id: auctions.id, visibility: auctions.visibility, ...clockColumns };
  const query = invitee
    ? db
        .select(columns)
        .from(auctions)
        .innerJoin(
          auctionInvitees,
          and(eq(auctionInvitees.auctionId, auctions.id), eq(auctionInvitees.supplierId, invitee)),
        )
    : db.select(columns).from(auctions);
  const [row] = await query
    .where(where)
    .orderBy(...current)
    .limit(1);
  return row ? { auctionId: row.id, visibility: row.visibility, clock: clockFrameOf(row) } : null;
}

/** The buyer's: 404 when the tender has no auction (or is unknown). */
export async function findBuyerStream(db: Db, tenderId: string): Promise<StreamTarget> {
  const target = isUuid(tenderId) ? await findTarget(db, eq(auctions.tenderId, tenderId), null) : null;
  if (!target) throw notFound(text.notFound);
  return target;
}

/** A supplier's: 403 notInvited unless it is invited to the tender's auction. */
export async function findSupplierStream(
  db: Db,
  supplierId: string,
  tenderId: string,
): Promise<StreamTarget> {
  const ids = isUuid(tenderId) && isUuid(supplierId);
  const target = ids ? await findTarget(db, eq(auctions.tenderId, tenderId), supplierId) : null;
  if (!target) throw forbidden(text.notInvited);
  return target;
}
