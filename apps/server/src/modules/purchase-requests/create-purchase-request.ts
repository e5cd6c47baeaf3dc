import type { PurchaseRequest, PurchaseRequestValues } from '@tenderdesk/domain/purchase-requests';
import type { Caller } from '../../core/caller';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { purchaseRequests } from '../../db/schema/purchase-requests';
import { inTransaction } from '../../db/transaction';
import { invalidateCounts } from './list-purchase-requests';
import { assertCategory, foreignKeyAnswer, insertItems, loadRequest } from './request-rows';

/** POST /api/purchase-requests: a new Draft raised by the caller. */
export async function createPurchaseRequest(
  db: DbOrTx,
  caller: Caller,
  input: PurchaseRequestValues,
): Promise<PurchaseRequest> {
  await assertCategory(db, input.categoryId);
  const request = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(purchaseRequests)
          .values({
            title: input.title,
            categoryId: input.categoryId,
            neededBy: input.neededBy,
            justification: input.justification,
            createdBy: caller.id,
          })
          .returning({ id: purchaseRequests.id, code: purchaseRequests.code });
        if (!row) throw new Error('purchase request insert returned nothing');
        await insertItems(tx, row.id, input.items);
        await recordAudit(tx, caller, {
          action: 'purchase-request.create',
          entity: 'purchase-request',
          entityId: row.id,
          changes: {
            code: row.code,
            title: input.title,
            categoryId: input.categoryId,
            neededBy: input.neededBy,
            items: input.items.length,
            status: 'Draft',
          },
        });
        return loadRequest(tx, caller, row.id);
      }),
    foreignKeyAnswer,
  );
  invalidateCounts(db);
  return request;
}
