import { messages } from '@tenderdesk/domain/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { quotations } from '../../db/schema/quotations';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { addendumOf, latestAddendumOf, type QuotationOptions } from './quotation-view';
import { approvedInterest, lockTenderShared } from './quotation-writes';

/**
 * POST /api/tenders/{tenderId}/supplier/{supplierId}/quotation/{quotationId}/confirm: the supplier
 * confirms its quotation stands after the tender's addenda (decision 028). Same rules as a
 * revision (approved, tender open); nothing pending is a no-op.
 */
export async function confirmQuotation(
  db: DbOrTx,
  caller: Caller,
  tenderId: string,
  supplierId: string,
  quotationId: string,
  options: QuotationOptions,
): Promise<{ addendumPending: boolean; latestAddendum: number }> {
  const missing = () => notFound(messages.quotation.notFound);
  if (!isUuid(tenderId) || !isUuid(quotationId)) throw missing();
  const id = supplierId.toLowerCase();
  return inTransaction(db, async (tx) => {
    await lockTenderShared(tx, tenderId);
    const [before] = await tx
      .select({ id: quotations.id, addendumSeen: quotations.addendumSeen })
      .from(quotations)
      .where(
        and(
          eq(quotations.id, quotationId.toLowerCase()),
          eq(quotations.tenderId, tenderId),
          eq(quotations.supplierId, id),
        ),
      )
      .for('update');
    if (!before) throw missing();
    await approvedInterest(tx, tenderId, id, options);
    const latest = await latestAddendumOf(tx, tenderId);
    if (before.addendumSeen < latest) {
      await tx
        .update(quotations)
        .set({ addendumSeen: latest, updatedAt: sql`now()` })
        .where(eq(quotations.id, before.id));
      await recordAudit(tx, caller, {
        action: 'quotation.confirm',
        entity: 'quotation',
        entityId: before.id,
        changes: { addendumSeen: { from: before.addendumSeen, to: latest } },
      });
    }
    return addendumOf(latest, latest);
  });
}
