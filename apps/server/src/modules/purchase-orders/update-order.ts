import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import type { PurchaseOrderDetail, PurchaseOrderEdit } from '@tenderdesk/domain/purchase-orders';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import { inTransaction } from '../../db/transaction';
import { allow, detailOf, lockOrder, type OrderRecord, orderIdOf } from './order-rows';

/** PUT /api/purchase-orders/{orderId}: a Draft's terms. */
export async function updateOrder(
  db: DbOrTx,
  caller: Caller,
  orderIdParam: string,
  input: PurchaseOrderEdit,
): Promise<PurchaseOrderDetail> {
  const orderId = orderIdOf(orderIdParam);
  return inTransaction(db, async (tx) => {
    const before = await lockOrder(tx, orderId);
    allow('edit', before, text.notDraft);
    const set: Partial<OrderRecord> = {};
    if (input.deliveryTerms !== undefined) set.deliveryTerms = input.deliveryTerms;
    if (input.paymentTerms !== undefined) set.paymentTerms = input.paymentTerms;
    if (input.deliveryAddress !== undefined) set.deliveryAddress = input.deliveryAddress;
    if (input.notes !== undefined) set.notes = input.notes;
    if (input.deliveryDate !== undefined) set.deliveryDate = input.deliveryDate || null;
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [key, value] of Object.entries(set)) {
      const old = before[key as keyof OrderRecord];
      if (old !== value) changes[key] = { from: old, to: value };
    }
    if (Object.keys(changes).length === 0) return detailOf(tx, before);
    const [after] = await tx
      .update(purchaseOrders)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(purchaseOrders.id, orderId))
      .returning();
    await recordAudit(tx, caller, {
      action: 'purchase-order.update',
      entity: 'purchase-order',
      entityId: orderId,
      changes,
    });
    return detailOf(tx, after ?? before);
  });
}
