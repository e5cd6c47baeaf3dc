import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import type { PurchaseOrderDetail } from '@tenderdesk/domain/purchase-orders';
import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import { inTransaction } from '../../db/transaction';
import { invalidateLists } from './order-lists';
import { allow, detailOf, lockOrder, orderIdOf, orderMissing } from './order-rows';

/** POST /api/purchase-orders/{orderId}/cancel: any order but a cancelled one, with a reason. */
export async function cancelOrder(
  db: DbOrTx,
  caller: Caller,
  orderIdParam: string,
  reason: string,
): Promise<PurchaseOrderDetail> {
  const orderId = orderIdOf(orderIdParam);
  const detail = await inTransaction(db, async (tx) => {
    const before = await lockOrder(tx, orderId);
    allow(
      'cancel',
      before,
      before.status === 'Closed' ? vendorMessages.closedNotCancellable : text.notCancellable,
    );
    const [after] = await tx
      .update(purchaseOrders)
      .set({
        status: 'Cancelled',
        cancelReason: reason,
        cancelledAt: sql`now()`,
        cancelledBy: caller.id,
        updatedAt: sql`now()`,
      })
      .where(eq(purchaseOrders.id, orderId))
      .returning();
    if (!after) throw orderMissing();
    await recordAudit(tx, caller, {
      action: 'purchase-order.cancel',
      entity: 'purchase-order',
      entityId: orderId,
      changes: { status: { from: before.status, to: 'Cancelled' }, number: before.number, reason },
    });
    return detailOf(tx, after);
  });
  invalidateLists(db);
  return detail;
}
