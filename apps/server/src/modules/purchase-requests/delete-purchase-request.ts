import { purchaseRequestText as text } from '@tenderdesk/domain/purchase-request-messages';
import { PURCHASE_REQUEST_EDITABLE } from '@tenderdesk/domain/purchase-requests';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict, forbidden } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { purchaseRequests } from '../../db/schema/purchase-requests';
import { inTransaction } from '../../db/transaction';
import { invalidateCounts } from './list-purchase-requests';
import { loadRow } from './request-rows';
import { isAuthorSide, mayRaise } from './request-rules';

/** DELETE /api/purchase-requests/{id}: a Draft only (author only). */
export async function deletePurchaseRequest(db: DbOrTx, caller: Caller, id: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await loadRow(tx, id, true);
    if (!mayRaise(caller) || !isAuthorSide(caller, row)) throw forbidden(text.notAuthor);
    if (!PURCHASE_REQUEST_EDITABLE.includes(row.status)) {
      throw conflict(text.wrongStatus('deleted', row.status));
    }
    await tx.delete(purchaseRequests).where(eq(purchaseRequests.id, id));
    await recordAudit(tx, caller, {
      action: 'purchase-request.delete',
      entity: 'purchase-request',
      entityId: id,
      changes: { title: row.title, status: row.status },
    });
  });
  invalidateCounts(db);
}
