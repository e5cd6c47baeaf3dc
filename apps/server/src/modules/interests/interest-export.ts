import type { InterestedRow } from '@tenderdesk/domain/interests';
import type { ReportColumn } from '@tenderdesk/domain/reports';

/*
 * The admin's interest list as files (issue 23 item 5): GET /api/tenders/interested/rows.csv and
 * .xlsx, one row per tender and interested supplier, as the list shows it.
 */

export const INTEREST_EXPORT_COLUMNS: readonly ReportColumn<InterestedRow>[] = [
  { key: 'projectCode', header: 'Project Code', kind: 'text', value: (row) => row.projectCode },
  { key: 'projectName', header: 'Project Name', kind: 'text', value: (row) => row.projectName },
  { key: 'organisation', header: 'Organisation', kind: 'text', value: (row) => row.organisation },
  { key: 'publishingDate', header: 'Published Date', kind: 'date', value: (row) => row.publishingDate },
  { key: 'closingDate', header: 'Closing Date', kind: 'date', value: (row) => row.closingDate },
  { key: 'tenderState', header: 'Tender', kind: 'text', value: (row) => (row.isClosed ? 'Closed' : 'Open') },
  { key: 'supplierName', header: 'Supplier', kind: 'text', value: (row) => row.supplierName },
  { key: 'status', header: 'Interest Status', kind: 'text', value: (row) => row.status },
  { key: 'interestedDate', header: 'Interested', kind: 'instant', value: (row) => row.interestedDate },
  { key: 'decidedAt', header: 'Decided', kind: 'instant', value: (row) => row.decidedAt },
];
