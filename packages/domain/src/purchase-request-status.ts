import { sortKeys } from './paging-rules';

/*
 * A purchase request's statuses, their colours and the list sorts (issue 12, decision 032), apart
 * from purchase-requests.ts so that the list screen imports them without its zod schemas (bundle
 * budget, decision 016). purchase-requests.ts re-exports them.
 */

/** Where a request stands in its own workflow (the stored `stage` column). */
export const PURCHASE_REQUEST_STAGES = ['Draft', 'Submitted', 'Approved', 'Rejected'] as const;
export type PurchaseRequestStage = (typeof PURCHASE_REQUEST_STAGES)[number];
/** Its status: the stage, or Tendered once a tender was made from it (a generated column). */
export const PURCHASE_REQUEST_STATUSES = [...PURCHASE_REQUEST_STAGES, 'Tendered'] as const;
export type PurchaseRequestStatus = (typeof PURCHASE_REQUEST_STATUSES)[number];

/** Badge colour of each status (Mantine colours). */
export const PURCHASE_REQUEST_STATUS_COLORS: Record<PurchaseRequestStatus, string> = {
  Draft: 'gray',
  Submitted: 'blue',
  Approved: 'teal',
  Rejected: 'red',
  Tendered: 'violet',
};

export const PURCHASE_REQUEST_LIST_FIELDS = ['createdAt', 'neededBy'] as const;
export type PurchaseRequestListField = (typeof PURCHASE_REQUEST_LIST_FIELDS)[number];
export const PURCHASE_REQUEST_LIST_SORTS = sortKeys(PURCHASE_REQUEST_LIST_FIELDS);
export type PurchaseRequestListSort = PurchaseRequestListField | `-${PurchaseRequestListField}`;
export const DEFAULT_PURCHASE_REQUEST_SORT: PurchaseRequestListSort = '-createdAt';
