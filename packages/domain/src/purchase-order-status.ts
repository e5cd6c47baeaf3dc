import { sortKeys } from './paging-rules';

/*
 * A purchase order's statuses, the state machine and the list sorts (issue 12, decision 033),
 * apart from purchase-orders.ts so that the screens import them without its zod schemas (the
 * shared chunk every screen loads; bundle budget, decision 016). purchase-orders.ts re-exports them.
 */

export const PO_STATUSES = ['Draft', 'Issued', 'Acknowledged', 'Cancelled'] as const;
export type PurchaseOrderStatus = (typeof PO_STATUSES)[number];

export type PurchaseOrderAction = 'edit' | 'issue' | 'acknowledge' | 'cancel' | 'reissue';

/** The state machine: from which status each action is allowed, and where it leads. */
export const PO_TRANSITIONS: Record<
  PurchaseOrderAction,
  { from: readonly PurchaseOrderStatus[]; to: PurchaseOrderStatus }
> = {
  edit: { from: ['Draft'], to: 'Draft' },
  issue: { from: ['Draft'], to: 'Issued' },
  acknowledge: { from: ['Issued'], to: 'Acknowledged' },
  cancel: { from: ['Draft', 'Issued', 'Acknowledged'], to: 'Cancelled' },
  /** Creates a new Draft from a cancelled order; the cancelled one stays Cancelled. */
  reissue: { from: ['Cancelled'], to: 'Draft' },
};

export function mayTransition(action: PurchaseOrderAction, status: PurchaseOrderStatus): boolean {
  return PO_TRANSITIONS[action].from.includes(status);
}

/** Badge colours of the statuses (Mantine colour names). */
export const PO_STATUS_COLORS: Record<PurchaseOrderStatus, string> = {
  Draft: 'gray',
  Issued: 'blue',
  Acknowledged: 'green',
  Cancelled: 'red',
};

/** Sorts of the order lists (newest first by default). */
export const PURCHASE_ORDER_SORTS = sortKeys(['createdAt', 'number', 'supplierName'] as const);
