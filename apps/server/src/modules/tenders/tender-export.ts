import type { ReportColumn } from '@tenderdesk/domain/reports';
import type { TenderSummary } from '@tenderdesk/domain/tenders';

/*
 * The tender lists' files (issue 23 item 5): GET /api/tenders.csv and .xlsx (published) and
 * /api/tenders/drafts.csv and .xlsx, the columns the lists show.
 */

/** A tender's state in words: a draft (ready or not), or a published tender open or closed. */
function stateOf(row: TenderSummary): string {
  if (row.status === 'Draft') return row.readyToPublish ? 'Draft (ready to publish)' : 'Draft';
  if (row.closedEarlyAt) return 'Closed early';
  return row.isClosed ? 'Closed' : 'Open';
}

export const TENDER_EXPORT_COLUMNS: readonly ReportColumn<TenderSummary>[] = [
  { key: 'projectCode', header: 'Project Code', kind: 'text', value: (row) => row.projectCode },
  { key: 'projectName', header: 'Project Name', kind: 'text', value: (row) => row.projectName },
  { key: 'projectTitle', header: 'Project Title', kind: 'text', value: (row) => row.projectTitle },
  { key: 'organisation', header: 'Organisation', kind: 'text', value: (row) => row.organisation },
  { key: 'category', header: 'Category', kind: 'text', value: (row) => row.supplyCategory },
  { key: 'publishingDate', header: 'Published Date', kind: 'date', value: (row) => row.publishingDate },
  { key: 'closingDate', header: 'Closing Date', kind: 'date', value: (row) => row.closingDate },
  { key: 'state', header: 'Status', kind: 'text', value: stateOf },
  { key: 'sealed', header: 'Sealed Bids', kind: 'text', value: (row) => (row.sealed ? 'Yes' : 'No') },
  { key: 'itemCount', header: 'Items', kind: 'count', value: (row) => row.itemCount },
  { key: 'createdAt', header: 'Created', kind: 'instant', value: (row) => row.createdAt },
  {
    key: 'closedEarlyAt',
    header: 'Closed Early',
    kind: 'instant',
    value: (row) => row.closedEarlyAt ?? null,
  },
  {
    key: 'closedEarlyReason',
    header: 'Closed Early Reason',
    kind: 'text',
    value: (row) => row.closedEarlyReason ?? null,
  },
];
