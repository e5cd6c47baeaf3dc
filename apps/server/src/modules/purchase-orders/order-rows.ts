import { toPaise } from '@tenderdesk/domain/money';
import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import {
  amountInWords,
  mayTransition,
  type PurchaseOrderAction,
  type PurchaseOrderBuyerIdentity,
  type PurchaseOrderDetail,
  type PurchaseOrderLine,
  type PurchaseOrderParty,
  type PurchaseOrderRow,
} from '@tenderdesk/domain/purchase-orders';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { conflict, notFound } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/purchase-orders';
import { isUuid } from '../../db/uuid';
import { readTenderBuyerIdentity } from '../../shared/buyer-identity';
import type { Notifier } from '../../shared/notify';

/*
 * Purchase orders (issue 12 items 3 and 4, decision 033). Generated as Drafts from the award
 * (db/awarded-lines.ts), one per awarded supplier; numbered at issue from po_number_counters in
 * the transaction (gapless: a rolled-back issue rolls its number back too); every
 * transition locks the order row and is audited in its transaction. Suppliers see only their own
 * orders that were issued.
 */

export type PurchaseOrderOptions = { timeZone: string; notifier: Notifier };

export type OrderRecord = typeof purchaseOrders.$inferSelect;
export type LineRecord = typeof purchaseOrderLines.$inferSelect;

export const orderMissing = () => notFound(text.notFound);
export const iso = (value: Date | null) => value?.toISOString() ?? null;

export function orderIdOf(param: string): string {
  if (!isUuid(param)) throw orderMissing();
  return param.toLowerCase();
}

export function toRow(order: OrderRecord): PurchaseOrderRow {
  return {
    _id: order.id,
    number: order.number,
    status: order.status,
    tenderId: order.tenderId,
    projectCode: order.projectCode,
    projectTitle: order.projectTitle,
    supplierId: order.supplierId,
    supplierName: order.supplierName,
    total: Number(order.total),
    gstTotal: Number(order.gstTotal),
    totalWithGst: Number(order.totalWithGst),
    createdAt: order.createdAt.toISOString(),
    issuedAt: iso(order.issuedAt),
    acknowledgedAt: iso(order.acknowledgedAt),
    cancelledAt: iso(order.cancelledAt),
  };
}

export function toLine(line: LineRecord): PurchaseOrderLine {
  return {
    _id: line.id,
    position: line.position,
    quotationLineId: line.quotationLineId,
    itemCode: line.itemCode,
    itemName: line.itemName,
    partNo: line.partNo,
    manufacturer: line.manufacturer,
    uom: line.uom,
    hsnSac: line.hsnSac,
    qty: Number(line.qty),
    unitPrice: Number(line.unitPrice),
    gstRate: line.gstRate,
    lineTotal: Number(line.lineTotal),
    gstAmount: Number(line.gstAmount),
  };
}

/** An order with its lines and the order that replaced it. */
export async function detailOf(db: DbOrTx, order: OrderRecord): Promise<PurchaseOrderDetail> {
  const lines = await db
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, order.id))
    .orderBy(asc(purchaseOrderLines.position));
  const [replacement] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.replacesId, order.id));
  // An issued order shows the buyer it was issued by; a draft its tender's unit as it is now.
  const identity =
    (order.buyerDetails as PurchaseOrderBuyerIdentity | null) ??
    (order.status === 'Draft' ? await readTenderBuyerIdentity(db, order.tenderId) : null);
  return {
    ...toRow(order),
    financialYear: order.financialYear,
    quotationId: order.quotationId,
    buyer: { organisation: order.organisation, projectName: order.projectName, identity },
    supplier: order.supplierDetails as PurchaseOrderParty,
    lines: lines.map(toLine),
    amountInWords: amountInWords(toPaise(order.totalWithGst)),
    deliveryTerms: order.deliveryTerms,
    paymentTerms: order.paymentTerms,
    deliveryAddress: order.deliveryAddress,
    deliveryDate: order.deliveryDate,
    notes: order.notes,
    cancelReason: order.cancelReason,
    replacesId: order.replacesId,
    replacedById: replacement?.id ?? null,
    wasIssued: order.issuedAt !== null,
  };
}

/** The order row locked for a transition (404 when there is none, or not the supplier's when given). */
export async function lockOrder(tx: Tx, orderId: string, supplierId?: string): Promise<OrderRecord> {
  const conditions = [eq(purchaseOrders.id, orderId)];
  if (supplierId !== undefined)
    conditions.push(eq(purchaseOrders.supplierId, supplierId), isNotNull(purchaseOrders.issuedAt));
  const [order] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(...conditions))
    .for('update');
  if (!order) throw orderMissing();
  return order;
}

export function allow(action: PurchaseOrderAction, order: OrderRecord, refusal: string) {
  if (!mayTransition(action, order.status)) throw conflict(refusal);
}
