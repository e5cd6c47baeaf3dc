import type { Interest } from '@tenderdesk/domain/interests';
import { messages } from '@tenderdesk/domain/messages';
import { linkTo } from '@tenderdesk/domain/screens';
import type { InterestDecision } from '@tenderdesk/domain/tenders';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { quotations } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { isQuotationAwarded } from '../../shared/awarded-lines';
import type { Notifier } from '../../shared/notify';
import { invalidateInterestLists } from './interest-lists';
import { type InterestOptions, toInterest } from './interest-rows';

/*
 * PUT /api/tenders/{tenderId}/supplier/{supplierId}/status (decision 021): approves or rejects an
 * interest (either direction, again if need be). Find (locked) → check (never reject the awarded
 * supplier) → change with its audit event (from/to) → tell the supplier when its status changed,
 * in the same transaction (decision 029).
 */

const interestNotFound = () => notFound(messages.interest.notFound);

type InterestRow = typeof interests.$inferSelect;

/** A rejection of a supplier whose quotation is awarded, whole or by line (decision 033), is refused. */
async function checkNotAwarded(tx: Tx, interestId: string) {
  // Read with the interest locked: an award written meanwhile (holding its shared lock) is seen.
  const [quotation] = await tx
    .select({ id: quotations.id })
    .from(quotations)
    .where(eq(quotations.interestId, interestId));
  if (quotation && (await isQuotationAwarded(tx, quotation.id))) throw conflict(messages.interest.awarded);
}

/** The supplier is told of its new status (interest.approved or interest.rejected, with the reason). */
async function notifyDecision(tx: Tx, notifier: Notifier, row: InterestRow, rejectReason: string | null) {
  const [tender] = await tx
    .select({ projectCode: tenders.projectCode, projectTitle: tenders.projectTitle })
    .from(tenders)
    .where(eq(tenders.id, row.tenderId));
  if (!tender) return;
  const approved = row.status === 'Approved';
  await notifier.notify(
    tx,
    approved ? 'interest.approved' : 'interest.rejected',
    { suppliers: [row.supplierId] },
    {
      text: (t) => (approved ? t.interestApproved(tender) : t.interestRejected(tender, rejectReason)),
      link: linkTo('supplierTender', { id: row.tenderId }),
    },
  );
}

export async function decideInterest(
  db: DbOrTx,
  caller: Caller,
  tenderId: string,
  supplierId: string,
  decision: { status: InterestDecision; reason?: string | undefined },
  { notifier }: Pick<InterestOptions, 'notifier'>,
): Promise<Interest> {
  const { status } = decision;
  // A reason belongs to a rejection only; an empty one is none (issue 18).
  const rejectReason = status === 'Rejected' && decision.reason ? decision.reason : null;
  if (!isUuid(tenderId) || !isUuid(supplierId)) throw interestNotFound();
  const interest = await inTransaction(db, async (tx) => {
    // Find, locked.
    const [before] = await tx
      .select({ id: interests.id, status: interests.status, rejectReason: interests.rejectReason })
      .from(interests)
      .where(and(eq(interests.tenderId, tenderId), eq(interests.supplierId, supplierId.toLowerCase())))
      .for('update');
    if (!before) throw interestNotFound();
    // Check.
    if (status === 'Rejected') await checkNotAwarded(tx, before.id);
    // Change, with its audit event.
    const [row] = await tx
      .update(interests)
      .set({ status, rejectReason, decidedAt: sql`now()`, decidedBy: caller.id, updatedAt: sql`now()` })
      .where(eq(interests.id, before.id))
      .returning();
    if (!row) throw interestNotFound();
    await recordAudit(tx, caller, {
      action: 'interest.decide',
      entity: 'interest',
      entityId: row.id,
      changes: {
        tenderId: row.tenderId,
        supplierId: row.supplierId,
        status: { from: before.status, to: status },
        ...(before.rejectReason !== rejectReason
          ? { rejectReason: { from: before.rejectReason, to: rejectReason } }
          : {}),
      },
    });
    // Side effect: the supplier is told when its status changed.
    if (before.status !== status) await notifyDecision(tx, notifier, row, rejectReason);
    const [supplier] = await tx
      .select({ companyName: suppliers.companyName })
      .from(suppliers)
      .where(eq(suppliers.id, row.supplierId));
    return toInterest(row, supplier?.companyName ?? '');
  });
  // The interest moved between a supplier's pending, approved and rejected lists.
  invalidateInterestLists(db);
  return interest;
}
