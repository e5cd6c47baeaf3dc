import { messages } from '@tenderdesk/domain/messages';
import { formatPortalDay } from '@tenderdesk/domain/portal-time';
import { linkTo } from '@tenderdesk/domain/screens';
import type { Tender } from '@tenderdesk/domain/tenders';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { invalidateTenderLists } from './list-tenders';
import { lockDraft, requireTender, type TenderOptions } from './tender-rows';

/*
 * PUT /api/tenders/draft/{id}/ready and PUT /api/tenders/draft/{id}/publish (decision 022): a
 * draft is marked ready, then published. Find the draft (locked) → check → change with its audit
 * event → tell the Active suppliers of its category (in the same transaction, decision 029).
 */

/** PUT /api/tenders/draft/{id}/ready: marks a draft ready to publish (again: a no-op). */
export async function markDraftReady(
  db: DbOrTx,
  caller: Caller,
  id: string,
  { timeZone }: Pick<TenderOptions, 'timeZone'>,
): Promise<Tender> {
  if (!isUuid(id)) throw notFound(messages.draft.notFound);
  return inTransaction(db, async (tx) => {
    const row = await lockDraft(tx, id);
    if (!row.readyToPublish) {
      await tx.update(tenders).set({ readyToPublish: true, updatedAt: sql`now()` }).where(eq(tenders.id, id));
      await recordAudit(tx, caller, {
        action: 'tender.mark-ready',
        entity: 'tender',
        entityId: id,
        changes: { readyToPublish: { from: false, to: true } },
      });
    }
    return requireTender(tx, id, timeZone, 'Draft');
  });
}

/** PUT /api/tenders/draft/{id}/publish: a draft marked ready becomes a published tender. */
export async function publishDraft(
  db: DbOrTx,
  caller: Caller,
  id: string,
  { timeZone, notifier }: TenderOptions,
): Promise<Tender> {
  if (!isUuid(id)) throw notFound(messages.draft.notFound);
  const tender = await inTransaction(db, async (tx) => {
    const row = await lockDraft(tx, id);
    if (!row.readyToPublish) throw badRequest(messages.draft.notReady, 'readyToPublish');
    await tx
      .update(tenders)
      .set({ status: 'Published', publishedAt: sql`now()`, publishedBy: caller.id, updatedAt: sql`now()` })
      .where(eq(tenders.id, id));
    await recordAudit(tx, caller, {
      action: 'tender.publish',
      entity: 'tender',
      entityId: id,
      changes: { status: { from: 'Draft', to: 'Published' } },
    });
    await notifier.notify(
      tx,
      'tender.published',
      { activeSuppliersOfCategory: row.categoryId },
      {
        text: (t, locale) => t.tenderPublished(row, formatPortalDay(row.closingDate, 'short', locale)),
        link: linkTo('supplierTender', { id }),
      },
    );
    return requireTender(tx, id, timeZone, 'Published');
  });
  // The tender moved from the drafts to the published list.
  invalidateTenderLists(db);
  return tender;
}
