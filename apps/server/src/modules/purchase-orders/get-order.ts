import { messages } from '@tenderdesk/domain/messages';
import type { PurchaseOrderDetail, PurchaseOrderRow } from '@tenderdesk/domain/purchase-orders';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import { tenders } from '../../db/schema/tenders';
import { isUuid } from '../../db/uuid';
import { detailOf, orderIdOf, orderMissing, toRow } from './order-rows';

/** GET /api/tenders/{tenderId}/purchase-orders: every order of the tender, oldest first. */
export async function tenderOrders(db: Db, tenderIdParam: string): Promise<PurchaseOrderRow[]> {
  if (!isUuid(tenderIdParam)) throw notFound(messages.tender.notFound);
  const tenderId = tenderIdParam.toLowerCase();
  const [tender] = await db.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, tenderId));
  if (!tender) throw notFound(messages.tender.notFound);
  const rows = await db
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.tenderId, tenderId))
    .orderBy(asc(purchaseOrders.createdAt), asc(purchaseOrders.id));
  return rows.map(toRow);
}

/** The order's row (404 when none). */
export async function orderOf(db: Db, orderIdParam: string) {
  const [order] = await db
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, orderIdOf(orderIdParam)));
  if (!order) throw orderMissing();
  return order;
}

/** GET /api/purchase-orders/{orderId}. */
export async function getOrder(db: Db, orderIdParam: string): Promise<PurchaseOrderDetail> {
  return detailOf(db, await orderOf(db, orderIdParam));
}

/** GET /api/supplier/{supplierId}/orders/{orderId}: 404 for a Draft or another supplier's order. */
export async function getSupplierOrder(
  db: Db,
  supplierId: string,
  orderIdParam: string,
): Promise<PurchaseOrderDetail> {
  return detailOf(db, await supplierOrderOf(db, supplierId, orderIdParam));
}

/** The supplier's own issued order's row (404 for a Draft, another supplier's or an unknown one). */
export async function supplierOrderOf(db: Db, supplierId: string, orderIdParam: string) {
  const [order] = await db
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.id, orderIdOf(orderIdParam)),
        eq(purchaseOrders.supplierId, supplierId),
        isNotNull(purchaseOrders.issuedAt),
      ),
    );
  if (!order) throw orderMissing();
  return order;
}
