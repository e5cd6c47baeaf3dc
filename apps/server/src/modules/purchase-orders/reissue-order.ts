import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import type { PurchaseOrderDetail } from '@tenderdesk/domain/purchase-orders';
import { and, eq, ne } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import { tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { awardedLines } from '../../shared/awarded-lines';
import { insertDraft } from './order-drafts';
import { invalidateLists } from './order-lists';
import { allow, detailOf, lockOrder, orderIdOf, orderMissing } from './order-rows';

/**
 * POST /api/purchase-orders/{orderId}/reissue: a new Draft replacing a cancelled order, with its
 * terms and the supplier's lines of the current award (an issued order is never edited: it is
 * cancelled and reissued).
 */
export async function reissueOrder(
  db: DbOrTx,
  caller: Caller,
  orderIdParam: string,
): Promise<PurchaseOrderDetail> {
  const orderId = orderIdOf(orderIdParam);
  const detail = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const [peek] = await tx
          .select({ tenderId: purchaseOrders.tenderId })
          .from(purchaseOrders)
          .where(eq(purchaseOrders.id, orderId));
        if (!peek) throw orderMissing();
        const [tender] = await tx.select().from(tenders).where(eq(tenders.id, peek.tenderId)).for('update');
        if (!tender) throw orderMissing();
        const before = await lockOrder(tx, orderId);
        allow('reissue', before, text.notReissuable);
        const [replaced] = await tx
          .select({ id: purchaseOrders.id })
          .from(purchaseOrders)
          .where(eq(purchaseOrders.replacesId, orderId));
        if (replaced) throw conflict(text.alreadyReissued);
        const [live] = await tx
          .select({ id: purchaseOrders.id })
          .from(purchaseOrders)
          .where(
            and(
              eq(purchaseOrders.tenderId, before.tenderId),
              eq(purchaseOrders.supplierId, before.supplierId),
              ne(purchaseOrders.status, 'Cancelled'),
            ),
          );
        if (live) throw conflict(text.liveOrderExists);
        const award = await awardedLines(tx, before.tenderId);
        const awarded = award.suppliers.find((entry) => entry.supplierId === before.supplierId);
        if (!awarded || awarded.lines.length === 0) throw conflict(text.supplierNotAwarded);
        const order = await insertDraft(tx, caller, tender, awarded, { replacesId: orderId, terms: before });
        if (!order) throw conflict(text.liveOrderExists);
        await recordAudit(tx, caller, {
          action: 'purchase-order.reissue',
          entity: 'purchase-order',
          entityId: order.id,
          changes: { replacesId: orderId, replacesNumber: before.number, totalWithGst: order.totalWithGst },
        });
        return detailOf(tx, order);
      }),
    { unique: () => conflict(text.alreadyReissued) },
  );
  invalidateLists(db);
  return detail;
}
