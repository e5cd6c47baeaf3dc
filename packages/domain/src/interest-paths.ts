import { sortKeys } from './paging-rules';

/**
 * The interest calls' paths and their lists' sort keys, without zod (decision 031): the web app's
 * supplier tender lists and the admin's interest screen import this module, so they do not fetch the
 * validation library. `interests.ts` re-exports it beside the list query schemas.
 */

export const INTEREST_PATHS = {
  /** A supplier's published tenders of its category (`:category` is the category's id or name). */
  supplierTenders: (category: string) => `/api/tenders/category/${encodeURIComponent(category)}`,
  express: (tenderId: string) => `/api/suppliers/${encodeURIComponent(tenderId)}/interest`,
  /** The spec's grouped admin call: tenders, each with its interested suppliers. */
  interested: '/api/tenders/interested',
  /** One row per tender × interested supplier, paged (the admin screen reads this one). */
  interestedRows: '/api/tenders/interested/rows',
  decide: (tenderId: string, supplierId: string) =>
    `/api/tenders/${encodeURIComponent(tenderId)}/supplier/${encodeURIComponent(supplierId)}/status`,
  supplierPending: (supplierId: string) =>
    `/api/suppliers/supplier/${encodeURIComponent(supplierId)}/pending`,
  supplierApproved: (supplierId: string) =>
    `/api/suppliers/supplier/${encodeURIComponent(supplierId)}/approved`,
  supplierRejected: (supplierId: string) =>
    `/api/suppliers/supplier/${encodeURIComponent(supplierId)}/rejected`,
} as const;

/** A supplier's tender list: newest publishing date first; `q` matches name, code, title, organisation. */
export const SUPPLIER_TENDER_SORTS = sortKeys(['publishingDate', 'closingDate', 'projectName'] as const);
/** A supplier's pending list (paged): newest interest first. */
export const SUPPLIER_INTEREST_SORTS = sortKeys(['interestedDate'] as const);
/** The admin's interest rows: newest interest first; `q` matches the project or supplier name. */
export const INTERESTED_ROW_SORTS = sortKeys(['interestedDate'] as const);
