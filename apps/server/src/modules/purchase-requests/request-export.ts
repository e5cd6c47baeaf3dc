import type { PurchaseRequestSummary } from '@tenderdesk/domain/purchase-requests';
import type { ReportColumn } from '@tenderdesk/domain/reports';

/* The purchase requests as files (issue 23 item 5): GET /api/purchase-requests.csv and .xlsx. */

export const PURCHASE_REQUEST_EXPORT_COLUMNS: readonly ReportColumn<PurchaseRequestSummary>[] = [
  { key: 'code', header: 'Number', kind: 'text', value: (row) => row.code },
  { key: 'title', header: 'Title', kind: 'text', value: (row) => row.title },
  { key: 'category', header: 'Category', kind: 'text', value: (row) => row.category },
  { key: 'neededBy', header: 'Needed By', kind: 'date', value: (row) => row.neededBy },
  { key: 'status', header: 'Status', kind: 'text', value: (row) => row.status },
  { key: 'raisedBy', header: 'Raised By', kind: 'text', value: (row) => row.raisedBy },
  { key: 'itemCount', header: 'Items', kind: 'count', value: (row) => row.itemCount },
  { key: 'tendered', header: 'Tendered', kind: 'text', value: (row) => (row.tenderId ? 'Yes' : 'No') },
  { key: 'createdAt', header: 'Raised', kind: 'instant', value: (row) => row.createdAt },
  { key: 'updatedAt', header: 'Updated', kind: 'instant', value: (row) => row.updatedAt },
];
