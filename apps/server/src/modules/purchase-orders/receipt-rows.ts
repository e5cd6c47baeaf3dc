import {
  type GoodsReceiptView,
  type LineProgress,
  type OrderReceiving,
  outstanding,
  quantityNumber,
  type ReceivingLine,
} from '@tenderdesk/domain/goods-receipts';
import { toPaise } from '@tenderdesk/domain/money';
import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { RECEIPT_FORM_FIELDS, type ReceiptFormField } from '@tenderdesk/domain/vendor-schemas';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../core/caller';
import type { Db, DbOrTx } from '../../db/client';
import { files } from '../../db/schema/files';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/purchase-orders';
import { goodsReceiptLines, goodsReceipts } from '../../db/schema/vendor';
import { storedFileName } from '../../plugins/files/names';
import type { FileAccess, FileOwner } from '../../plugins/files/plugin';
import { type MultipartForm, readMultipartForm } from '../../plugins/files/uploads';

/*
 * Goods receipts against an order (issue 24 item 2; domain goods-receipts.ts): the order's
 * progress per line, its receipts, the receipt form and the delivery documents' file owner.
 */

/** Stored with each delivery document (`files.owner_kind`). */
export const GOODS_RECEIPT_FILE_KIND = 'goods-receipt';

export type ReceiptUpload = MultipartForm<ReceiptFormField, 'delivery'>;

/** The receipt form: its text fields and the optional file `delivery`. */
export function readReceiptUpload(request: FastifyRequest): Promise<ReceiptUpload> {
  return readMultipartForm(request, {
    textFields: RECEIPT_FORM_FIELDS,
    fileFields: ['delivery'] as const,
    maxFieldBytes: 256 * 1024,
    messages: {
      notMultipart: vendorMessages.receiptNotMultipart,
      unreadable: vendorMessages.receiptUnreadable,
      fileTooLarge: () => vendorMessages.deliveryTooLarge,
    },
  });
}

type ProgressLine = LineProgress & Omit<ReceivingLine, 'ordered' | 'accepted' | 'rejected' | 'outstanding'>;

/** Each line of the order with what was accepted and rejected so far (hundredths), in order. */
export async function progressOf(db: DbOrTx, orderId: string): Promise<ProgressLine[]> {
  const rows = await db
    .select({
      lineId: purchaseOrderLines.id,
      position: purchaseOrderLines.position,
      itemCode: purchaseOrderLines.itemCode,
      itemName: purchaseOrderLines.itemName,
      uom: purchaseOrderLines.uom,
      qty: purchaseOrderLines.qty,
      accepted: sql<string>`coalesce((select sum(${goodsReceiptLines.accepted}) from ${goodsReceiptLines} where ${goodsReceiptLines.orderLineId} = ${purchaseOrderLines.id}), 0)::text`,
      rejected: sql<string>`coalesce((select sum(${goodsReceiptLines.rejected}) from ${goodsReceiptLines} where ${goodsReceiptLines.orderLineId} = ${purchaseOrderLines.id}), 0)::text`,
    })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, orderId))
    .orderBy(asc(purchaseOrderLines.position));
  return rows.map(({ qty, accepted, rejected, ...line }) => ({
    ...line,
    ordered: toPaise(qty),
    accepted: toPaise(accepted),
    rejected: toPaise(rejected),
  }));
}

function toReceivingLine(line: ProgressLine): ReceivingLine {
  return {
    lineId: line.lineId,
    position: line.position,
    itemCode: line.itemCode,
    itemName: line.itemName,
    uom: line.uom,
    ordered: quantityNumber(line.ordered),
    accepted: quantityNumber(line.accepted),
    rejected: quantityNumber(line.rejected),
    outstanding: quantityNumber(outstanding(line)),
  };
}

/** GET …/receipts: the order's progress per line and its receipts, oldest first. */
export async function receivingOf(db: DbOrTx, orderId: string): Promise<OrderReceiving> {
  const progress = await progressOf(db, orderId);
  const receipts = await db
    .select({
      id: goodsReceipts.id,
      number: goodsReceipts.number,
      receivedOn: goodsReceipts.receivedOn,
      notes: goodsReceipts.notes,
      createdAt: goodsReceipts.createdAt,
      fileId: files.id,
      fileName: files.originalName,
      contentType: files.contentType,
    })
    .from(goodsReceipts)
    .leftJoin(files, eq(files.id, goodsReceipts.deliveryFileId))
    .where(eq(goodsReceipts.orderId, orderId))
    .orderBy(asc(goodsReceipts.number));
  const lines =
    receipts.length === 0
      ? []
      : await db
          .select()
          .from(goodsReceiptLines)
          .where(
            inArray(
              goodsReceiptLines.receiptId,
              receipts.map((receipt) => receipt.id),
            ),
          );
  const byLine = new Map(progress.map((line) => [line.lineId, line]));
  const views: GoodsReceiptView[] = receipts.map((receipt) => {
    const stored = receipt.fileId ? storedFileName(receipt.fileId, receipt.contentType) : null;
    return {
      _id: receipt.id,
      number: receipt.number,
      receivedOn: receipt.receivedOn,
      notes: receipt.notes,
      createdAt: receipt.createdAt.toISOString(),
      deliveryFile: stored && receipt.fileName ? { name: receipt.fileName, fileName: stored } : null,
      lines: lines
        .filter((line) => line.receiptId === receipt.id)
        .map((line) => {
          const orderLine = byLine.get(line.orderLineId);
          return {
            lineId: line.orderLineId,
            position: orderLine?.position ?? 0,
            itemCode: orderLine?.itemCode ?? '',
            itemName: orderLine?.itemName ?? '',
            uom: orderLine?.uom ?? '',
            received: quantityNumber(toPaise(line.received)),
            accepted: quantityNumber(toPaise(line.accepted)),
            rejected: quantityNumber(toPaise(line.rejected)),
            rejectedReason: line.rejectedReason,
          };
        })
        .sort((a, b) => a.position - b.position),
    };
  });
  return { lines: progress.map(toReceivingLine), receipts: views };
}

type ReceiptFileOwner = { supplierId: string };

async function findReceiptOwner(db: Db, fileId: string): Promise<ReceiptFileOwner | null> {
  const [row] = await db
    .select({ supplierId: purchaseOrders.supplierId })
    .from(goodsReceipts)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, goodsReceipts.orderId))
    .where(eq(goodsReceipts.deliveryFileId, fileId))
    .limit(1);
  return row ?? null;
}

/** The order's supplier and the buyers who manage orders read a delivery document; others may not. */
export function receiptFileAccess(caller: Caller, owner: ReceiptFileOwner): FileAccess {
  if (caller.role === 'supplier') return caller.id === owner.supplierId ? 'allow' : 'hidden';
  return caller.permissions.purchaseOrders ? 'allow' : 'forbidden';
}

/** The `goods-receipt` owner of the files layer. */
export const receiptFileOwner: FileOwner<ReceiptFileOwner> = {
  kind: GOODS_RECEIPT_FILE_KIND,
  findOwner: findReceiptOwner,
  mayRead: receiptFileAccess,
};
