import type { AuctionForBuyer } from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import { linkTo } from '@tenderdesk/domain/screens';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { auctionInvitees, auctions } from '../../db/schema/auctions';
import { inTransaction } from '../../db/transaction';
import { appendAuctionEvent } from '../../shared/auction-events';
import {
  type AuctionOptions,
  activeAuction,
  databaseNow,
  idOf,
  lockTender,
  tenderMissing,
} from './auction-rows';
import { buyerView } from './auction-views';

/*
 * DELETE /api/tenders/{tenderId}/auction (issue 22, decision 050): the buyer cancels the tender's
 * auction before it starts (by the database's clock); once started it runs to its end. With the
 * tender and the auction rows locked: cancelled, the 'cancelled' event appended (screens open on it
 * learn at once), audited, and every invitee notified. Another auction may then be scheduled.
 */

/** DELETE /api/tenders/{tenderId}/auction. */
export async function cancelAuction(
  db: DbOrTx,
  caller: Caller,
  tenderIdParam: string,
  options: AuctionOptions,
): Promise<AuctionForBuyer> {
  const tenderId = idOf(tenderIdParam);
  if (!tenderId) throw tenderMissing();
  return inTransaction(db, async (tx) => {
    const tender = await lockTender(tx, tenderId);
    const auction = await activeAuction(tx, tenderId, true);
    if (!auction) throw notFound(text.notFound);
    const now = await databaseNow(tx);
    if (auction.closedAt !== null || auction.startsAt.getTime() <= now.getTime())
      throw conflict(text.cancelTooLate);
    const [cancelled] = await tx
      .update(auctions)
      .set({ cancelledAt: sql`now()`, cancelledBy: caller.id })
      .where(eq(auctions.id, auction.id))
      .returning();
    if (!cancelled?.cancelledAt) throw new Error('auction vanished while cancelled');
    const event = await appendAuctionEvent(tx, auction.id, {
      kind: 'cancelled',
      at: cancelled.cancelledAt.toISOString(),
    });
    await recordAudit(tx, caller, {
      action: 'auction.cancel',
      entity: 'tender',
      entityId: tenderId,
      changes: { auctionId: auction.id, startsAt: auction.startsAt.toISOString() },
    });
    const invitees = await tx
      .select({ supplierId: auctionInvitees.supplierId })
      .from(auctionInvitees)
      .where(eq(auctionInvitees.auctionId, auction.id));
    await options.notifier.notify(
      tx,
      'auction.cancelled',
      { suppliers: invitees.map((invitee) => invitee.supplierId) },
      { text: (t) => t.auctionCancelled(tender), link: linkTo('supplierAuction', { id: tenderId }) },
    );
    return buyerView(tx, { ...cancelled, lastSeq: event.seq });
  });
}
