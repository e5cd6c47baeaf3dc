import { purchaseRequestText as text } from '@tenderdesk/domain/purchase-request-messages';
import {
  PURCHASE_REQUEST_EDITABLE,
  type PurchaseRequest,
  type PurchaseRequestValues,
} from '@tenderdesk/domain/purchase-requests';
import { asc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict, forbidden } from '../../core/errors';
import { diffFields, recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { purchaseRequestItems, purchaseRequests } from '../../db/schema/purchase-requests';
import { inTransaction } from '../../db/transaction';
import { assertCategory, foreignKeyAnswer, insertItems, loadRequest, loadRow } from './request-rows';
import { isAuthorSide, mayRaise } from './request-rules';

/** PUT /api/purchase-requests/{id}: a Draft's fields and items again (author only). */
export async function updatePurchaseRequest(
  db: DbOrTx,
  caller: Caller,
  id: string,
  input: PurchaseRequestValues,
): Promise<PurchaseRequest> {
  await assertCategory(db, input.categoryId);
  return withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const row = await loadRow(tx, id, true);
        if (!mayRaise(caller) || !isAuthorSide(caller, row)) throw forbidden(text.notAuthor);
        if (!PURCHASE_REQUEST_EDITABLE.includes(row.status)) {
          throw conflict(text.wrongStatus('edited', row.status));
        }
        const next = {
          title: input.title,
          categoryId: input.categoryId,
          neededBy: input.neededBy,
          justification: input.justification,
        };
        const changes: Record<string, unknown> = diffFields(row, next);
        const before = await tx
          .select()
          .from(purchaseRequestItems)
          .where(eq(purchaseRequestItems.requestId, id))
          .orderBy(asc(purchaseRequestItems.position));
        const same =
          before.length === input.items.length &&
          before.every((old, index) => {
            const item = input.items[index];
            return (
              item &&
              old.itemCode === item.itemCode &&
              old.itemName === item.itemName &&
              old.partNo === item.partNo &&
              old.manufacturer === item.manufacturer &&
              old.uom === item.uom &&
              Number(old.qty) === Number(item.qty)
            );
          });
        if (!same) changes.items = { from: before.length, to: input.items.length };
        await tx
          .update(purchaseRequests)
          .set({ ...next, updatedAt: sql`now()` })
          .where(eq(purchaseRequests.id, id));
        await tx.delete(purchaseRequestItems).where(eq(purchaseRequestItems.requestId, id));
        await insertItems(tx, id, input.items);
        await recordAudit(tx, caller, {
          action: 'purchase-request.update',
          entity: 'purchase-request',
          entityId: id,
          changes,
        });
        return loadRequest(tx, caller, id);
      }),
    foreignKeyAnswer,
  );
}
