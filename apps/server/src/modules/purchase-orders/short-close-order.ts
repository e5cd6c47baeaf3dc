import type { PurchaseOrderDetail } from '@tenderdesk/domain/purchase-orders';
import { linkTo } from '@tenderdesk/domain/screens';
import { vendorMessages as text } from '@tenderdesk/domain/vendor-messages';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import { inTransaction } from '../../db/transaction';
import { invalidateLists } from './order-lists';
import { allow, detailOf, lockOrder, orderIdOf, orderMissing, type PurchaseOrderOptions } from './order-rows';

/*
 * POST /api/purchase-orders/{orderId}/short-close (issue 24 item 2): the buyer closes an
 * acknowledged order that still has something outstanding, with a reason; nothing more can be
 * received. Locked, audited and the supplier notified in one transaction.
 */
export async function shortCloseOrder(
  db: DbOrTx,
  caller: Caller,
  orderIdParam: string,
  reason: string,
  { notifier }: Pick<PurchaseOrderOptions, 'notifier'>,
): Promise<PurchaseOrderDetail> {
  const orderId = orderIdOf(orderIdParam);
  const detail = await inTransaction(db, async (tx) => {
    const before = await lockOrder(tx, orderId);
    allow('shortClose', before, before.status === 'Closed' ? text.orderClosed : text.notShortClosable);
    const [after] = await tx
      .update(purchaseOrders)
      .set({
        status: 'Closed',
        closedAt: sql`now()`,
        closedBy: caller.id,
        shortCloseReason: reason,
        updatedAt: sql`now()`,
      })
      .where(eq(purchaseOrders.id, orderId))
      .returning();
    if (!after) throw orderMissing();
    await recordAudit(tx, caller, {
      action: 'purchase-order.short-close',
      entity: 'purchase-order',
      entityId: orderId,
      changes: { status: { from: before.status, to: 'Closed' }, number: before.number, reason },
    });
    await notifier.notify(
      tx,
      'order.short-closed',
      { suppliers: [after.supplierId] },
      {
        text: (t) => t.orderShortClosed(after.number ?? '', reason),
        link: linkTo('myOrderDetails', { id: orderId }),
      },
    );
    return detailOf(tx, after);
  });
  invalidateLists(db);
  return detail;
}
