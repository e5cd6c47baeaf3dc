import { catalogue } from '../i18n/catalogue';

/**
 * Goods received against an order (apps/web/src/features/purchase-orders/receiving.tsx: the
 * progress, the receipts and the "Record receipt" dialog), English as the screen had them.
 */
export const receiptsText = catalogue('ui.goodsReceipts', {
  columns: {
    item: 'Item',
    ordered: 'Ordered',
    accepted: 'Accepted',
    rejected: 'Rejected',
    outstanding: 'Outstanding',
    received: 'Received',
    rejectionReason: 'Rejection reason',
  },
  ordered: (qty: string) => `Ordered ${qty}`,
  accepted: (qty: string) => `Accepted ${qty}`,
  rejected: (qty: string) => `Rejected ${qty}`,
  outstanding: (qty: string) => `Outstanding ${qty}`,
  received: (qty: string) => `Received ${qty}`,
  rejectedReason: (reason: string) => `Rejected: ${reason}`,
  receiptHeading: (number: number, day: string) => `Receipt ${number} · received ${day}`,
  recorded: (when: string) => `Recorded ${when}`,
  deliveryDocumentOf: (number: number, file: string) => `delivery document of receipt ${number} (${file})`,
  deliveryDocument: 'Delivery document',
  receiptLines: (number: number) => `Lines of receipt ${number}`,
  goodsReceived: 'Goods received',
  receivedPerLine: 'Received per line',
  receipts: 'Receipts',
  none: 'No goods received yet.',
  /** The "Record receipt" dialog. */
  dialogTitle: 'Record goods receipt',
  receivedOn: 'Received on',
  hint: 'Enter what arrived on each line. Rejected goods (received less accepted) go back to the supplier and need a reason.',
  entryNote: (itemCode: string, outstanding: string) => `(${itemCode}; outstanding ${outstanding})`,
  receivedLabel: 'Received',
  acceptedLabel: 'Accepted',
  rejectedLabel: 'Rejected',
  rejectionReason: 'Rejection reason',
  receivedOf: (item: string) => `Received: ${item}`,
  acceptedOf: (item: string) => `Accepted: ${item}`,
  rejectionReasonOf: (item: string) => `Rejection reason: ${item}`,
  notes: 'Notes',
  deliveryDocumentLabel: 'Delivery document (optional: PDF, JPG or PNG)',
  close: 'Close',
  record: 'Record receipt',
});
