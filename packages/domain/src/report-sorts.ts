import { sortKeys } from './paging-rules';

/*
 * The reports' sorts (decision 034), apart from their query schemas in reports.ts: the report
 * screens read them without the validation library (decision 031). reports.ts re-exports them.
 */

export const TENDER_REPORT_SORTS = sortKeys(['publishingDate', 'projectName'] as const);
export type TenderReportSort = (typeof TENDER_REPORT_SORTS)[number];
export const TENDER_REPORT_DEFAULT_SORT: TenderReportSort = '-publishingDate';

export const SUPPLIER_REPORT_SORTS = sortKeys(['companyName'] as const);
export type SupplierReportSort = (typeof SUPPLIER_REPORT_SORTS)[number];
export const SUPPLIER_REPORT_DEFAULT_SORT: SupplierReportSort = 'companyName';
