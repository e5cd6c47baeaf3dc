import { messages } from '@tenderdesk/domain/messages';
import { linkTo } from '@tenderdesk/domain/screens';
import { isTenderClosed, type Tender } from '@tenderdesk/domain/tenders';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { loadTender, type TenderOptions } from './tender-rows';

/*
 * Closing a tender early (decision 039): a buyer who must decide before the closing date closes the
 * tender, with a reason. From that instant the domain's one closing rule (`isClosed`) answers
 * "closed" everywhere: no more interest, questions or quotations, sealed prices open, and the award
 * becomes possible. Find → check → change with its audit event → tell every supplier with interest,
 * all in one transaction.
 */

/** POST /api/tenders/{tenderId}/close-early: the tender, closed now. */
export async function closeTenderEarly(
  db: DbOrTx,
  caller: Caller,
  tenderIdParam: string,
  reason: string,
  { timeZone, notifier }: TenderOptions,
): Promise<Tender> {
  if (!isUuid(tenderIdParam)) throw notFound(messages.tender.notFound);
  const tenderId = tenderIdParam.toLowerCase();
  return inTransaction(db, async (tx) => {
    // Find, locked: an award, an edit or another close queues behind this one.
    const [tender] = await tx
      .select({
        id: tenders.id,
        status: tenders.status,
        closingDate: tenders.closingDate,
        closedEarlyAt: tenders.closedEarlyAt,
        projectCode: tenders.projectCode,
        projectTitle: tenders.projectTitle,
      })
      .from(tenders)
      .where(eq(tenders.id, tenderId))
      .for('update');
    if (!tender) throw notFound(messages.tender.notFound);
    // Check.
    if (tender.status !== 'Published') throw conflict(messages.tender.draftNotClosable);
    if (isTenderClosed(tender, timeZone)) throw conflict(messages.tender.alreadyClosed);
    // Change, with its audit event.
    const [closed] = await tx
      .update(tenders)
      .set({ closedEarlyAt: sql`now()`, closedEarlyReason: reason, closedEarlyBy: caller.id })
      .where(eq(tenders.id, tenderId))
      .returning({ closedEarlyAt: tenders.closedEarlyAt });
    await recordAudit(tx, caller, {
      action: 'tender.close-early',
      entity: 'tender',
      entityId: tenderId,
      changes: {
        closingDate: tender.closingDate,
        closedEarlyAt: closed?.closedEarlyAt?.toISOString() ?? null,
        reason,
      },
    });
    // Side effects: every supplier with interest is told, in the same transaction (decision 029).
    await notifier.notify(
      tx,
      'tender.closed-early',
      { interestedIn: tenderId },
      {
        text: (t) => t.tenderClosedEarly(tender, reason),
        link: linkTo('supplierTender', { id: tenderId }),
      },
    );
    const answer = await loadTender(tx, tenderId, timeZone);
    if (!answer) throw notFound(messages.tender.notFound);
    return answer;
  });
}
