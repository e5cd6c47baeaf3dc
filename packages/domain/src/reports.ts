import { z } from 'zod';
import { listQuerySchema } from './paging';
import { reportMessages } from './report-messages';
import {
  SUPPLIER_REPORT_DEFAULT_SORT,
  SUPPLIER_REPORT_SORTS,
  TENDER_REPORT_DEFAULT_SORT,
  TENDER_REPORT_SORTS,
} from './report-sorts';
import { isIsoDate } from './tenders';

export * from './report-sorts';

/*
 * The tender and supplier reports (spec sections 2 and 5; issue 11 items 1-3; decision 034): their
 * query schemas, row types and the columns the screens and the exports (CSV, XLSX) share.
 */

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

/** An optional yyyy-mm-dd date of the query string; an empty value is no filter. */
function optionalDate(label: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().refine(isIsoDate, reportMessages.dateInvalid(label)).optional(),
  );
}

const fromBeforeTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;

const tenderReportBase = listQuerySchema(TENDER_REPORT_SORTS, TENDER_REPORT_DEFAULT_SORT).extend({
  from: optionalDate('The from date'),
  to: optionalDate('The to date'),
});

/**
 * GET /api/reports/tenders: `q` is the project-name substring (any case), `from` and `to` the
 * publishing dates, both inclusive (calendar dates: a tender's publishing date has no time).
 */
export const tenderReportQuerySchema = tenderReportBase.refine(fromBeforeTo, {
  message: reportMessages.dateOrder,
  path: ['to'],
});
export type TenderReportQuery = z.infer<typeof tenderReportQuerySchema>;

/** The exports take the same filters and sort, and answer every matching row. */
export const tenderReportExportQuerySchema = tenderReportBase
  .omit({ page: true, pageSize: true })
  .refine(fromBeforeTo, { message: reportMessages.dateOrder, path: ['to'] });
export type TenderReportExportQuery = z.infer<typeof tenderReportExportQuerySchema>;

/** GET /api/reports/suppliers: `q` is the company-name substring (any case); Active suppliers. */
export const supplierReportQuerySchema = listQuerySchema(SUPPLIER_REPORT_SORTS, SUPPLIER_REPORT_DEFAULT_SORT);
export type SupplierReportQuery = z.infer<typeof supplierReportQuerySchema>;
export const supplierReportExportQuerySchema = supplierReportQuerySchema.omit({ page: true, pageSize: true });
export type SupplierReportExportQuery = z.infer<typeof supplierReportExportQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

/** Awarded: a quotation is selected; else Closed after its closing date (portal time zone); else Open. */
export const TENDER_REPORT_STATUSES = ['Open', 'Closed', 'Awarded'] as const;
export type TenderReportStatus = (typeof TENDER_REPORT_STATUSES)[number];

export const tenderReportRowSchema = z.object({
  _id: z.string(),
  projectCode: z.string(),
  projectName: z.string(),
  projectTitle: z.string(),
  organisation: z.string(),
  /** yyyy-mm-dd */
  publishingDate: z.string(),
  closingDate: z.string(),
  category: z.string(),
  status: z.enum(TENDER_REPORT_STATUSES),
  interests: z.number(),
  /** Quotations of suppliers whose interest is Approved (as the admin's quotation lists count). */
  quotations: z.number(),
  /** The awarded quotation's total with GST, exact ("1234.50"); null when nothing is awarded. */
  awardedValue: z.string().nullable(),
  awardedTo: z.string().nullable(),
});
export type TenderReportRow = z.infer<typeof tenderReportRowSchema>;

export const supplierReportRowSchema = z.object({
  _id: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  category: z.string(),
  emailAddress: z.string(),
  /** The supplier's latest interest, as a date in the portal's time zone (yyyy-mm-dd); null: N/A. */
  lastTender: z.string().nullable(),
  /** The total with GST of the supplier's latest award (by the time of selection); null: N/A. */
  lastTenderValue: z.string().nullable(),
  tendersAnswered: z.number(),
  quotationsSent: z.number(),
  awardsWon: z.number(),
  /** Awards won per quotation sent, in percent with one decimal; null when none was sent. */
  winRate: z.number().nullable(),
});
export type SupplierReportRow = z.infer<typeof supplierReportRowSchema>;

/** Awards won per quotation sent, in percent to one decimal (half up); null without quotations. */
export function winRate(awardsWon: number, quotationsSent: number): number | null {
  if (quotationsSent <= 0) return null;
  return Math.round((awardsWon * 1000) / quotationsSent) / 10;
}

// ---------------------------------------------------------------------------------------------
// Columns (screens and exports)
// ---------------------------------------------------------------------------------------------

/**
 * How an export writes a column: text, a whole number, rupees, a calendar date, a percentage, or an
 * instant (written in the portal's time zone: `26/11/2026 05:24 IST` in CSV, a date-and-time cell of
 * that wall-clock time in XLSX; decision 038).
 */
export type ReportCellKind = 'text' | 'count' | 'money' | 'date' | 'percent' | 'instant';
export type ReportColumn<Row> = {
  key: string;
  header: string;
  kind: ReportCellKind;
  /** The raw value: money as an exact decimal string, dates yyyy-mm-dd, instants ISO, percent 0-100. */
  value: (row: Row) => string | number | null;
  /** What a missing value (null) shows: 'N/A' for the spec's N/A columns, else nothing. */
  missing?: string;
};

/** The spec's four columns, then ours. */
export const TENDER_REPORT_COLUMNS: readonly ReportColumn<TenderReportRow>[] = [
  { key: 'projectName', header: 'Project Name', kind: 'text', value: (row) => row.projectName },
  { key: 'projectTitle', header: 'Project Title', kind: 'text', value: (row) => row.projectTitle },
  { key: 'organisation', header: 'Organisation', kind: 'text', value: (row) => row.organisation },
  { key: 'publishingDate', header: 'Published Date', kind: 'date', value: (row) => row.publishingDate },
  { key: 'projectCode', header: 'Project Code', kind: 'text', value: (row) => row.projectCode },
  { key: 'closingDate', header: 'Closing Date', kind: 'date', value: (row) => row.closingDate },
  { key: 'status', header: 'Status', kind: 'text', value: (row) => row.status },
  { key: 'category', header: 'Category', kind: 'text', value: (row) => row.category },
  { key: 'interests', header: 'Interests', kind: 'count', value: (row) => row.interests },
  { key: 'quotations', header: 'Quotations', kind: 'count', value: (row) => row.quotations },
  { key: 'awardedTo', header: 'Awarded To', kind: 'text', value: (row) => row.awardedTo },
  {
    key: 'awardedValue',
    header: 'Awarded Value (incl. GST)',
    kind: 'money',
    value: (row) => row.awardedValue,
  },
];

/** The spec's six columns, then ours. */
export const SUPPLIER_REPORT_COLUMNS: readonly ReportColumn<SupplierReportRow>[] = [
  { key: 'companyName', header: 'Company Name', kind: 'text', value: (row) => row.companyName },
  { key: 'contactName', header: 'Contact Name', kind: 'text', value: (row) => row.contactName },
  { key: 'category', header: 'Category', kind: 'text', value: (row) => row.category },
  { key: 'lastTender', header: 'Last Tender', kind: 'date', value: (row) => row.lastTender, missing: 'N/A' },
  {
    key: 'lastTenderValue',
    header: 'Last Tender Value',
    kind: 'money',
    value: (row) => row.lastTenderValue,
    missing: 'N/A',
  },
  { key: 'emailAddress', header: 'E-Mail', kind: 'text', value: (row) => row.emailAddress },
  { key: 'tendersAnswered', header: 'Tenders Answered', kind: 'count', value: (row) => row.tendersAnswered },
  { key: 'quotationsSent', header: 'Quotations Sent', kind: 'count', value: (row) => row.quotationsSent },
  { key: 'awardsWon', header: 'Awards Won', kind: 'count', value: (row) => row.awardsWon },
  { key: 'winRate', header: 'Win Rate (%)', kind: 'percent', value: (row) => row.winRate, missing: 'N/A' },
];
