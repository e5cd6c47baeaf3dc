import {
  applyReceipt,
  type CheckedReceiptLine,
  checkReceipt,
  checkReceiptDay,
  fullyReceived,
  type OrderReceiving,
  quantityNumber,
} from '@tenderdesk/domain/goods-receipts';
import { paiseToDecimal } from '@tenderdesk/domain/money';
import { portalDayOf, portalToday } from '@tenderdesk/domain/portal-time';
import { linkTo } from '@tenderdesk/domain/screens';
import { vendorMessages as text } from '@tenderdesk/domain/vendor-messages';
import { type ReceiptForm, readReceiptForm } from '@tenderdesk/domain/vendor-schemas';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import { goodsReceiptLines, goodsReceipts } from '../../db/schema/vendor';
import { inTransaction } from '../../db/transaction';
import { newFileId, storeFiles } from '../../plugins/files/store';
import { invalidateLists } from './order-lists';
import {
  lockOrder,
  type OrderRecord,
  orderIdOf,
  orderMissing,
  type PurchaseOrderOptions,
} from './order-rows';
import { GOODS_RECEIPT_FILE_KIND, progressOf, type ReceiptUpload, receivingOf } from './receipt-rows';

/*
 * POST /api/purchase-orders/{orderId}/receipts (issue 24 item 2): the buyer records a goods
 * receipt note against an issued and acknowledged order: the day, per line received / accepted /
 * rejected with a reason, notes and an optional delivery document. Find (the order row locked, so
 * two receipts at once are numbered one after the other and checked against each other's
 * quantities) → check (domain checkReceipt) → the receipt, its lines and file, the order Closed
 * when nothing is outstanding, the audit event → the supplier notified, in one transaction.
 */

/** 409 unless goods may be received against the order now. */
export function assertReceivable(order: Pick<OrderRecord, 'status'>): void {
  if (order.status === 'Acknowledged') return;
  if (order.status === 'Closed') throw conflict(text.orderClosed);
  if (order.status === 'Cancelled') throw conflict(text.orderCancelled);
  throw conflict(text.receiptOrderNotOpen);
}

/** Before the form is read: the refusals that need no upload (404, 409). */
export async function prepareReceipt(db: DbOrTx, orderIdParam: string): Promise<void> {
  const [order] = await db
    .select({ status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, orderIdOf(orderIdParam)));
  if (!order) throw orderMissing();
  assertReceivable(order);
}

export type RecordedReceipt = { number: number; closed: boolean; receiving: OrderReceiving };

type Progress = Awaited<ReturnType<typeof progressOf>>;
type Delivery = ReceiptUpload['files']['delivery'];

/** Find → check → change → side effects, in one transaction; the lists refreshed when it closed. */
export async function recordReceipt(
  db: DbOrTx,
  caller: Caller,
  orderIdParam: string,
  upload: ReceiptUpload,
  { timeZone, notifier }: PurchaseOrderOptions,
): Promise<RecordedReceipt> {
  const orderId = orderIdOf(orderIdParam);
  const { form, delivery } = readUpload(upload);
  const recorded = await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    assertReceivable(order);
    assertReceiptDay(order, form.receivedOn, timeZone);
    const progress = await progressOf(tx, orderId);
    const lines = checkLines(progress, form);
    const receipt = await insertReceipt(tx, caller, orderId, form, lines, delivery);
    const closed = await closeWhenComplete(tx, caller, orderId, progress, lines);
    await auditReceipt(tx, caller, { order, form, progress, lines, receipt, closed });
    await notifySupplier(tx, notifier, { order, lines, receipt, closed });
    return { number: receipt.number, closed, receiving: await receivingOf(tx, orderId) };
  });
  if (recorded.closed) invalidateLists(db);
  return recorded;
}

/** The form's text fields read, and the delivery document's type known (400 otherwise). */
function readUpload(upload: ReceiptUpload): { form: ReceiptForm; delivery: Delivery } {
  const form = readReceiptForm(upload.fields);
  if (!form.ok) throw badRequest(form.message, form.field);
  const delivery = upload.files.delivery;
  if (delivery && !delivery.detectedType) throw badRequest(text.deliveryTypeInvalid, 'delivery');
  return { form: form.value, delivery };
}

/** 400 unless the day is a real one, not in the future and not before the order was issued. */
function assertReceiptDay(order: OrderRecord, receivedOn: string, timeZone: string): void {
  const issuedOn = order.issuedAt ? portalDayOf(order.issuedAt, timeZone) : null;
  const dayProblem = checkReceiptDay(receivedOn, portalToday(timeZone), issuedOn);
  if (dayProblem === 'invalid') throw badRequest(text.receiptDateInvalid, 'receivedOn');
  if (dayProblem === 'future') throw badRequest(text.receiptDateFuture, 'receivedOn');
  if (dayProblem === 'beforeIssue') throw badRequest(text.receiptDateBeforeIssue, 'receivedOn');
}

/** The lines checked against the order's progress; 400 naming the first line with a problem. */
function checkLines(progress: Progress, form: ReceiptForm): CheckedReceiptLine[] {
  const checked = checkReceipt(progress, form.lines);
  if (checked.ok) return checked.lines;
  const [first] = checked.problems;
  const line = progress.find((candidate) => candidate.lineId === first?.lineId);
  const item = line ? `${line.itemCode} ${line.itemName}` : 'A line';
  throw badRequest(text.receiptLine(item, first?.problem ?? 'nothingReceived'), 'lines');
}

/** A rejected line's reason, trimmed (null when none). */
function rejectionReasons(form: ReceiptForm): Map<string, string | null> {
  return new Map(form.lines.map((line) => [line.lineId, line.rejectedReason?.trim() || null]));
}

type InsertedReceipt = { id: string; number: number; deliveryFileId: string | null };

/** The next receipt number of the order, the delivery document stored, the receipt and its lines. */
async function insertReceipt(
  tx: Tx,
  caller: Caller,
  orderId: string,
  form: ReceiptForm,
  lines: CheckedReceiptLine[],
  delivery: Delivery,
): Promise<InsertedReceipt> {
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${goodsReceipts.number}), 0)::integer` })
    .from(goodsReceipts)
    .where(eq(goodsReceipts.orderId, orderId));
  const number = (last?.number ?? 0) + 1;
  const deliveryFileId = delivery ? newFileId(delivery) : null;
  if (delivery && deliveryFileId)
    await storeFiles(tx, GOODS_RECEIPT_FILE_KIND, [{ id: deliveryFileId, file: delivery }]);
  const [receipt] = await tx
    .insert(goodsReceipts)
    .values({
      orderId,
      number,
      receivedOn: form.receivedOn,
      deliveryFileId,
      notes: form.notes,
      createdBy: caller.id,
    })
    .returning({ id: goodsReceipts.id });
  if (!receipt) throw orderMissing();
  const reasons = rejectionReasons(form);
  await tx.insert(goodsReceiptLines).values(
    lines.map((line) => ({
      receiptId: receipt.id,
      orderLineId: line.lineId,
      received: paiseToDecimal(line.received),
      accepted: paiseToDecimal(line.accepted),
      rejected: paiseToDecimal(line.rejected),
      rejectedReason: line.rejected > 0 ? (reasons.get(line.lineId) ?? null) : null,
    })),
  );
  return { id: receipt.id, number, deliveryFileId };
}

/** The order Closed when nothing is outstanding after this receipt; answers whether it closed. */
async function closeWhenComplete(
  tx: Tx,
  caller: Caller,
  orderId: string,
  progress: Progress,
  lines: CheckedReceiptLine[],
): Promise<boolean> {
  const closed = fullyReceived(applyReceipt(progress, lines));
  if (closed) {
    await tx
      .update(purchaseOrders)
      .set({ status: 'Closed', closedAt: sql`now()`, closedBy: caller.id, updatedAt: sql`now()` })
      .where(eq(purchaseOrders.id, orderId));
  }
  return closed;
}

type RecordedChange = {
  order: OrderRecord;
  lines: CheckedReceiptLine[];
  receipt: InsertedReceipt;
  closed: boolean;
};

/** The purchase-order.receive audit event: the receipt, its lines by item code, and any close. */
async function auditReceipt(
  tx: Tx,
  caller: Caller,
  {
    order,
    form,
    progress,
    lines,
    receipt,
    closed,
  }: RecordedChange & { form: ReceiptForm; progress: Progress },
): Promise<void> {
  const items = new Map(progress.map((line) => [line.lineId, line.itemCode]));
  const reasons = rejectionReasons(form);
  await recordAudit(tx, caller, {
    action: 'purchase-order.receive',
    entity: 'purchase-order',
    entityId: order.id,
    changes: {
      number: order.number,
      receipt: receipt.number,
      receivedOn: form.receivedOn,
      deliveryFileId: receipt.deliveryFileId,
      lines: lines.map((line) => ({
        itemCode: items.get(line.lineId),
        received: quantityNumber(line.received),
        accepted: quantityNumber(line.accepted),
        rejected: quantityNumber(line.rejected),
        ...(line.rejected > 0 ? { reason: reasons.get(line.lineId) } : {}),
      })),
      ...(closed ? { status: { from: order.status, to: 'Closed' } } : {}),
    },
  });
}

/** The supplier told of the receipt (any rejection, and whether the order closed). */
async function notifySupplier(
  tx: Tx,
  notifier: PurchaseOrderOptions['notifier'],
  { order, lines, receipt, closed }: RecordedChange,
): Promise<void> {
  await notifier.notify(
    tx,
    'order.received',
    { suppliers: [order.supplierId] },
    {
      text: (t) =>
        t.orderReceived(
          order.number ?? '',
          receipt.number,
          lines.some((line) => line.rejected > 0),
          closed,
        ),
      link: linkTo('myOrderDetails', { id: order.id }),
    },
  );
}
