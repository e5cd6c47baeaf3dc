import {
  INTEREST_PATHS,
  SUPPLIER_INTEREST_SORTS,
  SUPPLIER_TENDER_SORTS,
} from '@tenderdesk/domain/interest-paths';
import { messages } from '@tenderdesk/domain/messages';
import { tenderFileDownloadPath } from '@tenderdesk/domain/tender-list';
import type { InterestStatus, SupplierTender } from '@tenderdesk/domain/tender-rules';
import { supplierTendersText } from '@tenderdesk/domain/ui/supplier-tenders';
import { ApiError } from '../../lib/api';

/**
 * The supplier side's rules that need no browser (spec sections 2, 4 and 8, Supplier side): which
 * calls a list makes, what a row offers, and which message a failure shows.
 */

/** The tender list's sort keys (domain interests.ts): newest publishing date first by default. */
export type SupplierTenderSort = (typeof SUPPLIER_TENDER_SORTS)[number];
export { SUPPLIER_TENDER_SORTS };
export const DEFAULT_SUPPLIER_TENDER_SORT: SupplierTenderSort = '-publishingDate';

/** The pending list's sort keys: newest interest first by default. */
export type SupplierInterestSort = (typeof SUPPLIER_INTEREST_SORTS)[number];
export { SUPPLIER_INTEREST_SORTS };
export const DEFAULT_SUPPLIER_INTEREST_SORT: SupplierInterestSort = '-interestedDate';

/** GET /api/tenders/category/{category}: the profile's category, URL-encoded (spec section 7). */
export const categoryTendersPath = INTEREST_PATHS.supplierTenders;

/** The three lists of a supplier's answered tenders (spec section 7, Suppliers). */
export const SUPPLIER_TENDER_LISTS = ['pending', 'approved', 'rejected'] as const;
export type SupplierTenderList = (typeof SUPPLIER_TENDER_LISTS)[number];

const LIST_PATHS = {
  pending: INTEREST_PATHS.supplierPending,
  approved: INTEREST_PATHS.supplierApproved,
  rejected: INTEREST_PATHS.supplierRejected,
} as const;

export function supplierTendersPath(supplierId: string, list: SupplierTenderList): string {
  return LIST_PATHS[list](supplierId);
}

/** POST /api/suppliers/{tenderId}/interest. */
export const interestPath = INTEREST_PATHS.express;

/** GET /api/tenders/view/{id}; a file of it is `tenderFileDownloadPath` (0-based, fetched with the token). */
export function tenderViewPath(tenderId: string): string {
  return `/api/tenders/view/${encodeURIComponent(tenderId)}`;
}
export { tenderFileDownloadPath as tenderDownloadPath };

/** Spec section 7: a response that should be a list but is not an array is treated as an empty list. */
export function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** What a tender row offers this supplier: its interest's status, Closed, or Express Interest. */
export type InterestCell =
  | { kind: 'status'; status: InterestStatus }
  | { kind: 'closed' }
  | { kind: 'express' };

export function interestCellOf(row: Pick<SupplierTender, 'interestStatus' | 'isClosed'>): InterestCell {
  if (row.interestStatus) return { kind: 'status', status: row.interestStatus };
  if (row.isClosed) return { kind: 'closed' };
  return { kind: 'express' };
}

/** A status badge's colour; the text always names the status (never colour alone). */
export const INTEREST_STATUS_COLORS: Record<InterestStatus, string> = {
  Pending: 'yellow',
  Approved: 'green',
  Rejected: 'red',
};

/** Spec section 8: the tender list's failure by status (403, 404, anything else). */
export function tendersLoadMessage(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) return messages.supplierSide.tendersAccessDenied;
  if (status === 404) return messages.supplierSide.noTendersForCategory;
  return messages.supplierSide.tendersFailed;
}

/** Express Interest without a supplier id (no token payload id and no profile). */
export class SupplierIdMissingError extends Error {
  constructor() {
    super(messages.interest.supplierIdMissing);
  }
}

/** The spec gives no delay for the supplier side's banners: they follow the master tables' 10 seconds. */
export const SUPPLIER_TENDER_BANNER_MS = 10_000;

/**
 * Spec section 8: Express Interest's failure. A 400 says why (already expressed, or the server's
 * reason such as a closed tender); anything else is the spec's fixed text.
 */
export function expressInterestMessage(error: unknown): string {
  if (error instanceof SupplierIdMissingError) return messages.interest.supplierIdMissing;
  if (error instanceof ApiError && error.status === 400) {
    return error.message || messages.interest.already;
  }
  return messages.interest.expressFailed;
}

/**
 * What differs between /pendingTender, /approvedTender and /rejectTender, in English: a screen shows
 * the title and description of `supplierTendersText.lists[list]` and the messages through `localised`.
 */
export type StatusListConfig = {
  list: SupplierTenderList;
  status: InterestStatus;
  title: string;
  description: string;
  empty: string;
  loadFailed: string;
};

export const STATUS_LISTS: Record<SupplierTenderList, StatusListConfig> = {
  pending: {
    list: 'pending',
    status: 'Pending',
    ...supplierTendersText.lists.pending,
    empty: messages.supplierSide.noPending,
    loadFailed: messages.supplierSide.pendingFailed,
  },
  approved: {
    list: 'approved',
    status: 'Approved',
    ...supplierTendersText.lists.approved,
    empty: messages.supplierSide.noApproved,
    loadFailed: messages.supplierSide.approvedFailed,
  },
  rejected: {
    list: 'rejected',
    status: 'Rejected',
    ...supplierTendersText.lists.rejected,
    empty: messages.supplierSide.noRejected,
    loadFailed: messages.supplierSide.rejectedFailed,
  },
};

/** The browser-side search of the approved and rejected lists (bare arrays, spec section 7). */
export function matchesTender(row: SupplierTender, query: string): boolean {
  return [row.projectName, row.projectCode, row.organisation, row.projectTitle].some((text) =>
    (text ?? '').toLowerCase().includes(query),
  );
}

/** This supplier's row for one tender among a list's rows, if it is there. */
export function ownRow(rows: readonly SupplierTender[], tenderId: string): SupplierTender | undefined {
  return rows.find((row) => row._id === tenderId);
}
