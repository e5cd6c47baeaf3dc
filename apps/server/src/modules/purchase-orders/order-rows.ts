import { type LineTaxView, splitTax } from '@tenderdesk/domain/order-tax';
import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import {
  mayTransition,
  type PurchaseOrderAction,
  type PurchaseOrderDetail,
  type PurchaseOrderLine,
  type PurchaseOrderRow,
} from '@tenderdesk/domain/purchase-orders';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { conflict, notFound } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/purchase-orders';
import { isUuid } from '../../db/uuid';
import type { Notifier } from '../../shared/notify';
import { orderAward, orderParties } from './order-parties';

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

/** A stored line with its GST split (`gstAmount` is the line's tax under the split). */
export function toLine(line: LineRecord, tax: LineTaxView): PurchaseOrderLine {
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
    gstAmount: tax.tax,
    cgst: tax.cgst,
    sgst: tax.sgst,
    igst: tax.igst,
  };
}

/** An order's lines, in their order. */
export const linesOf = (db: DbOrTx, orderId: string) =>
  db
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, orderId))
    .orderBy(asc(purchaseOrderLines.position));

/**
 * An order with its lines, its parties and GST split (issue 20: the totals are the split's, which
 * a draft computes from the settings and the supplier as they are now) and the order that replaced it.
 */
export async function detailOf(db: DbOrTx, order: OrderRecord): Promise<PurchaseOrderDetail> {
  const lines = await linesOf(db, order.id);
  const [replacement] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.replacesId, order.id));
  const parties = await orderParties(db, order);
  const split = splitTax(lines, parties.supplyKind);
  return {
    ...toRow(order),
    total: split.totals.taxable,
    gstTotal: split.totals.tax,
    totalWithGst: split.totals.total,
    financialYear: order.financialYear,
    quotationId: order.quotationId,
    buyer: { organisation: order.organisation, projectName: order.projectName, identity: parties.identity },
    supplier: parties.supplier,
    lines: lines.map((line, index) => toLine(line, split.lines[index] as LineTaxView)),
    supplyKind: parties.supplyKind,
    taxTotals: split.totals,
    amountInWords: split.amountInWords,
    award: await orderAward(db, order),
    deliveryTerms: order.deliveryTerms,
    paymentTerms: order.paymentTerms,
    deliveryAddress: order.deliveryAddress,
    deliveryDate: order.deliveryDate,
    notes: order.notes,
    cancelReason: order.cancelReason,
    closedAt: iso(order.closedAt),
    shortCloseReason: order.shortCloseReason,
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
