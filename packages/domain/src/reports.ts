import { z } from 'zod';
import { FIELD_LABELS } from './field-labels';
import { listQuerySchema } from './paging';
import { reportMessages } from './report-messages';
import {
  SUPPLIER_REPORT_DEFAULT_SORT,
  SUPPLIER_REPORT_SORTS,
  TENDER_REPORT_DEFAULT_SORT,
  TENDER_REPORT_SORTS,
} from './report-sorts';
import { periodDays, SCORECARD_MAX_DAYS } from './scorecard';
import { scorecardMessages, scorecardSchema } from './scorecard-schemas';
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
  from: optionalDate(FIELD_LABELS.fromDate),
  to: optionalDate(FIELD_LABELS.toDate),
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

const supplierReportBase = listQuerySchema(SUPPLIER_REPORT_SORTS, SUPPLIER_REPORT_DEFAULT_SORT).extend({
  from: optionalDate(FIELD_LABELS.scorecardFirstDay),
  to: optionalDate(FIELD_LABELS.scorecardLastDay),
});

/** The scorecard's period (issue 24 item 3): both ends or neither (the last 12 months), in order. */
function scorecardPeriodChecks<T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  schema: T,
) {
  return schema
    .refine((q) => (q.from === undefined) === (q.to === undefined), {
      message: scorecardMessages.fromAlone,
      path: ['to'],
    })
    .refine(fromBeforeTo, { message: scorecardMessages.order, path: ['to'] })
    .refine((q) => !q.from || !q.to || periodDays(q.from, q.to) <= SCORECARD_MAX_DAYS, {
      message: scorecardMessages.tooLong,
      path: ['to'],
    });
}

/**
 * GET /api/reports/suppliers: `q` is the company-name substring (any case); Active suppliers;
 * `from`/`to` the scorecard's period (portal days, both included; default the last 12 months).
 */
export const supplierReportQuerySchema = scorecardPeriodChecks(supplierReportBase);
export type SupplierReportQuery = z.infer<typeof supplierReportQuerySchema>;
export const supplierReportExportQuerySchema = scorecardPeriodChecks(
  supplierReportBase.omit({ page: true, pageSize: true }),
);
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
  /** The scorecard over the report's period (issue 24 item 3): ratios, null when no data. */
  scorecard: scorecardSchema,
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
  ...scorecardColumns(),
];

/** A ratio (0.875) as the percent an export writes (87.5), one decimal; null stays null. */
const percentOf = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 10);

/** The scorecard's columns of the supplier report (issue 24 item 3), over the report's period. */
function scorecardColumns(): ReportColumn<SupplierReportRow>[] {
  const missing = 'No data';
  return [
    {
      key: 'responseRate',
      header: 'Response Rate (%)',
      kind: 'percent',
      value: (row) => percentOf(row.scorecard.responseRate),
      missing,
    },
    {
      key: 'quotationRate',
      header: 'Quotation Rate (%)',
      kind: 'percent',
      value: (row) => percentOf(row.scorecard.quotationRate),
      missing,
    },
    {
      key: 'periodWinRate',
      header: 'Win Rate in Period (%)',
      kind: 'percent',
      value: (row) => percentOf(row.scorecard.winRate),
      missing,
    },
    {
      key: 'awardedValue',
      header: 'Awarded in Period (incl. GST)',
      kind: 'money',
      value: (row) => (row.scorecard.winValuePaise / 100).toFixed(2),
    },
    {
      key: 'priceAboveLowest',
      header: 'Price Above Lowest (%)',
      kind: 'percent',
      value: (row) =>
        row.scorecard.priceCompetitiveness === null
          ? null
          : percentOf(row.scorecard.priceCompetitiveness - 1),
      missing,
    },
    {
      key: 'onTimeDelivery',
      header: 'On-time Delivery (%)',
      kind: 'percent',
      value: (row) => percentOf(row.scorecard.onTimeDelivery),
      missing,
    },
    {
      key: 'acceptanceRate',
      header: 'Acceptance (%)',
      kind: 'percent',
      value: (row) => percentOf(row.scorecard.acceptanceRate),
      missing,
    },
    {
      key: 'documentCompliance',
      header: 'Document Compliance (%)',
      kind: 'percent',
      value: (row) => percentOf(row.scorecard.documentCompliance),
      missing,
    },
  ];
}
