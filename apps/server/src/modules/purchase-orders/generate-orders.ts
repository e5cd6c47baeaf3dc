import { messages } from '@tenderdesk/domain/messages';
import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import type { PurchaseOrderRow } from '@tenderdesk/domain/purchase-orders';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import { tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { awardedLines } from '../../shared/awarded-lines';
import { assertAwardable } from '../../shared/sealing';
import { insertDraft } from './order-drafts';
import { invalidateLists } from './order-lists';
import { type PurchaseOrderOptions, toRow } from './order-rows';

/**
 * POST /api/tenders/{tenderId}/purchase-orders: a Draft for each awarded supplier that has no
 * live order; answers the tender's live orders. The tender row is locked, and the partial unique
 * index (tender, supplier) where not Cancelled backs it: two generations make one set.
 */
export async function generateOrders(
  db: DbOrTx,
  caller: Caller,
  tenderIdParam: string,
  options: Pick<PurchaseOrderOptions, 'timeZone'>,
): Promise<{ created: number; orders: PurchaseOrderRow[] }> {
  if (!isUuid(tenderIdParam)) throw notFound(messages.tender.notFound);
  const tenderId = tenderIdParam.toLowerCase();
  const result = await inTransaction(db, async (tx) => {
    const [tender] = await tx.select().from(tenders).where(eq(tenders.id, tenderId)).for('update');
    if (!tender) throw notFound(messages.tender.notFound);
    // Orders follow an award, and awards follow the close (decision 039).
    assertAwardable(tender, options.timeZone);
    const award = await awardedLines(tx, tenderId);
    if (award.mode === null) throw conflict(text.nothingAwarded);
    const live = await tx
      .select({ supplierId: purchaseOrders.supplierId })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.tenderId, tenderId), ne(purchaseOrders.status, 'Cancelled')));
    const have = new Set(live.map((row) => row.supplierId));
    let created = 0;
    for (const awarded of award.suppliers) {
      if (have.has(awarded.supplierId) || awarded.lines.length === 0) continue;
      const order = await insertDraft(tx, caller, tender, awarded);
      if (!order) continue;
      created += 1;
      await recordAudit(tx, caller, {
        action: 'purchase-order.generate',
        entity: 'purchase-order',
        entityId: order.id,
        changes: {
          tenderId,
          supplierId: order.supplierId,
          mode: award.mode,
          lines: awarded.lines.length,
          totalWithGst: order.totalWithGst,
        },
      });
    }
    const orders = await tx
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.tenderId, tenderId), ne(purchaseOrders.status, 'Cancelled')))
      .orderBy(asc(purchaseOrders.createdAt), asc(purchaseOrders.id));
    return { created, orders: orders.map(toRow) };
  });
  if (result.created > 0) invalidateLists(db);
  return result;
}
