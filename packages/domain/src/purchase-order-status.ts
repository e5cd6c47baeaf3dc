import { sortKeys } from './paging-rules';

/*
 * A purchase order's statuses, the state machine and the list sorts (issue 12, decision 033),
 * apart from purchase-orders.ts so that the screens import them without its zod schemas (the
 * shared chunk every screen loads; bundle budget, decision 016). purchase-orders.ts re-exports them.
 */

/** Closed (issue 24): every line received, or short-closed by the buyer with a reason. */
export const PO_STATUSES = ['Draft', 'Issued', 'Acknowledged', 'Closed', 'Cancelled'] as const;
export type PurchaseOrderStatus = (typeof PO_STATUSES)[number];

export type PurchaseOrderAction =
  | 'edit'
  | 'issue'
  | 'acknowledge'
  | 'receive'
  | 'shortClose'
  | 'cancel'
  | 'reissue';

/** The state machine: from which status each action is allowed, and where it leads. */
export const PO_TRANSITIONS: Record<
  PurchaseOrderAction,
  { from: readonly PurchaseOrderStatus[]; to: PurchaseOrderStatus }
> = {
  edit: { from: ['Draft'], to: 'Draft' },
  issue: { from: ['Draft'], to: 'Issued' },
  acknowledge: { from: ['Issued'], to: 'Acknowledged' },
  /** A goods receipt; the order becomes Closed (by the service) once every line is received. */
  receive: { from: ['Acknowledged'], to: 'Acknowledged' },
  shortClose: { from: ['Acknowledged'], to: 'Closed' },
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
  Closed: 'teal',
  Cancelled: 'red',
};

/** Sorts of the order lists (newest first by default). */
export const PURCHASE_ORDER_SORTS = sortKeys(['createdAt', 'number', 'supplierName'] as const);
