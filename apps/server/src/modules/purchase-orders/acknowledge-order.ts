import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import type { PurchaseOrderDetail } from '@tenderdesk/domain/purchase-orders';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import { inTransaction } from '../../db/transaction';
import { invalidateLists } from './order-lists';
import { allow, detailOf, lockOrder, orderIdOf, orderMissing } from './order-rows';

/** POST /api/supplier/{supplierId}/orders/{orderId}/acknowledge. */
export async function acknowledgeOrder(
  db: DbOrTx,
  caller: Caller,
  supplierId: string,
  orderIdParam: string,
): Promise<PurchaseOrderDetail> {
  const orderId = orderIdOf(orderIdParam);
  const detail = await inTransaction(db, async (tx) => {
    const before = await lockOrder(tx, orderId, supplierId);
    allow('acknowledge', before, text.notAcknowledgeable);
    const [after] = await tx
      .update(purchaseOrders)
      .set({ status: 'Acknowledged', acknowledgedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(purchaseOrders.id, orderId))
      .returning();
    if (!after) throw orderMissing();
    await recordAudit(tx, caller, {
      action: 'purchase-order.acknowledge',
      entity: 'purchase-order',
      entityId: orderId,
      changes: { status: { from: before.status, to: 'Acknowledged' }, number: before.number },
    });
    return detailOf(tx, after);
  });
  invalidateLists(db);
  return detail;
}
