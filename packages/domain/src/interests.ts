import { z } from 'zod';
import {
  INTEREST_PATHS,
  INTERESTED_ROW_SORTS,
  SUPPLIER_INTEREST_SORTS,
  SUPPLIER_TENDER_SORTS,
} from './interest-paths';
import { messages } from './messages';
import { listQuerySchema } from './paging';
import { MAX_PAGE_SIZE, type Page } from './paging-rules';
import type { InterestedSupplier, InterestStatus, SupplierTender, TenderSummary } from './tenders';

/**
 * Supplier discovery and interest (spec sections 2 supplier side, 4 and 7; decision 021): the
 * calls' paths, their list queries and the rows they answer, for the server and the web app.
 */

export { INTEREST_PATHS, INTERESTED_ROW_SORTS, SUPPLIER_INTEREST_SORTS, SUPPLIER_TENDER_SORTS };

/** A supplier's tender list: newest publishing date first by default; `q` matches name, code, title, organisation. */
export const supplierTenderQuerySchema = listQuerySchema(SUPPLIER_TENDER_SORTS, '-publishingDate');
export type SupplierTenderQuery = z.infer<typeof supplierTenderQuerySchema>;

/** A supplier's pending list (paged): newest interest first. */
export const supplierInterestQuerySchema = listQuerySchema(SUPPLIER_INTEREST_SORTS, '-interestedDate');
export type SupplierInterestQuery = z.infer<typeof supplierInterestQuerySchema>;

/** The admin's interest rows: newest interest first; `q` matches the project or supplier name. */
export const interestedRowQuerySchema = listQuerySchema(INTERESTED_ROW_SORTS, '-interestedDate');
export type InterestedRowQuery = z.infer<typeof interestedRowQuerySchema>;

/**
 * The spec's grouped call takes page and pageSize too (decision 021): tenders that have interest,
 * newest published first, MAX_PAGE_SIZE of them unless asked for fewer.
 */
export const interestedTendersQuerySchema = z.object({
  page: listQuerySchema(['-publishingDate'] as const, '-publishingDate').shape.page,
  pageSize: z.coerce
    .number({ error: messages.list.pageSizeInvalid(MAX_PAGE_SIZE) })
    .int(messages.list.pageSizeInvalid(MAX_PAGE_SIZE))
    .min(1, messages.list.pageSizeInvalid(MAX_PAGE_SIZE))
    .max(MAX_PAGE_SIZE, messages.list.pageSizeInvalid(MAX_PAGE_SIZE))
    .default(MAX_PAGE_SIZE),
});
export type InterestedTendersQuery = z.infer<typeof interestedTendersQuerySchema>;

/** Most rows of a supplier's approved or rejected list (bare arrays, newest first). */
export const MAX_SUPPLIER_DECIDED_ROWS = 1000;

/** A tender with its interested suppliers (GET /api/tenders/interested). */
export type InterestedTender = TenderSummary & { interestedSuppliers: InterestedSupplier[] };
export type InterestedTenders = { data: { data: InterestedTender[]; page: number; pageSize: number } };

/** A row of GET /api/tenders/interested/rows: one interest, with its tender and supplier. */
export type InterestedRow = {
  /** The interest's id. */
  _id: string;
  tenderId: string;
  projectCode: string;
  projectName: string;
  organisation: string;
  publishingDate: string;
  closingDate: string;
  isClosed: boolean;
  /** When closed early (decision 039), that instant and the reason. */
  closedEarlyAt?: string;
  closedEarlyReason?: string;
  supplierId: string;
  supplierName: string;
  status: InterestStatus;
  interestedDate: string;
  decidedAt: string | null;
};
export type InterestedRowPage = Page<InterestedRow>;

/** An interest as expressing and deciding answer it. */
export type Interest = {
  _id: string;
  tenderId: string;
  supplierId: string;
  supplierName: string;
  status: InterestStatus;
  interestedDate: string;
  decidedAt: string | null;
};

export type SupplierTenderPage = Page<SupplierTender>;
