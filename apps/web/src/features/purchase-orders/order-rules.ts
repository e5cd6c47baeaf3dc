import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import {
  mayTransition,
  PO_STATUSES,
  type PurchaseOrderStatus,
} from '@tenderdesk/domain/purchase-order-status';
import type {
  PurchaseOrderDetail,
  PurchaseOrderEdit,
  PurchaseOrderRow,
} from '@tenderdesk/domain/purchase-orders';
import { ordersText } from '@tenderdesk/domain/ui/orders';

/*
 * The pure rules of the purchase order screens (issue 12, decision 033): names, the buttons each
 * status allows, the status filter kept in the address and the terms form.
 */

/** An amount the server sent (an exact 2-decimal number) as ₹12,34,567.80. */
export function rupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '-';
  return formatRupees(toPaise(amount));
}

/** The order's name: its number once issued, else "Draft order" (`t`: English by default). */
export function orderName(order: Pick<PurchaseOrderRow, 'number'>, t = ordersText): string {
  return order.number ?? t.draftOrder;
}

/** The PDF's name when the server's Content-Disposition cannot be read. */
export function pdfFileName(order: Pick<PurchaseOrderRow, '_id' | 'number'>): string {
  return order.number ? `${order.number.replaceAll('/', '-')}.pdf` : `PO-DRAFT-${order._id.slice(0, 8)}.pdf`;
}

/** The buyer's buttons on one order. */
export function buyerActions(order: Pick<PurchaseOrderDetail, 'status' | 'replacedById'>) {
  return {
    edit: mayTransition('edit', order.status),
    issue: mayTransition('issue', order.status),
    cancel: mayTransition('cancel', order.status),
    reissue: mayTransition('reissue', order.status) && order.replacedById === null,
    receive: mayTransition('receive', order.status),
    shortClose: mayTransition('shortClose', order.status),
  };
}

/** Whether an order has goods received to show: once acknowledged (and after it closes). */
export function showsReceiving(order: Pick<PurchaseOrderDetail, 'status' | 'acknowledgedAt'>): boolean {
  return (
    order.status === 'Acknowledged' ||
    (order.status === 'Closed' && order.acknowledgedAt !== null) ||
    (order.status === 'Cancelled' && order.acknowledgedAt !== null)
  );
}

/** The status filter of the list (`?status=`), only a known status. */
export function readStatusParam(params: URLSearchParams): PurchaseOrderStatus | '' {
  const value = params.get('status') ?? '';
  return (PO_STATUSES as readonly string[]).includes(value) ? (value as PurchaseOrderStatus) : '';
}

export type TermsForm = {
  deliveryTerms: string;
  paymentTerms: string;
  deliveryAddress: string;
  deliveryDate: string;
  notes: string;
};

export function termsOf(order: PurchaseOrderDetail): TermsForm {
  return {
    deliveryTerms: order.deliveryTerms,
    paymentTerms: order.paymentTerms,
    deliveryAddress: order.deliveryAddress,
    deliveryDate: order.deliveryDate ?? '',
    notes: order.notes,
  };
}

/** The PUT body: every field, a blank date clearing it. */
export function termsBody(form: TermsForm): PurchaseOrderEdit {
  return {
    deliveryTerms: form.deliveryTerms,
    paymentTerms: form.paymentTerms,
    deliveryAddress: form.deliveryAddress,
    deliveryDate: form.deliveryDate.trim() === '' ? null : form.deliveryDate.trim(),
    notes: form.notes,
  };
}

export function termsChanged(order: PurchaseOrderDetail, form: TermsForm): boolean {
  const stored = termsOf(order);
  return (Object.keys(stored) as (keyof TermsForm)[]).some((key) => stored[key] !== form[key]);
}
