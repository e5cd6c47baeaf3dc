import type { PurchaseOrderRow } from '@tenderdesk/domain/purchase-orders';
import type { ReportColumn } from '@tenderdesk/domain/reports';

/* The buyer's purchase orders as files (issue 23 item 5): GET /api/purchase-orders.csv and .xlsx. */

const rupees = (amount: number) => amount.toFixed(2);

export const PURCHASE_ORDER_EXPORT_COLUMNS: readonly ReportColumn<PurchaseOrderRow>[] = [
  { key: 'number', header: 'Order Number', kind: 'text', value: (row) => row.number, missing: 'Draft' },
  { key: 'status', header: 'Status', kind: 'text', value: (row) => row.status },
  { key: 'projectCode', header: 'Project Code', kind: 'text', value: (row) => row.projectCode },
  { key: 'projectTitle', header: 'Project Title', kind: 'text', value: (row) => row.projectTitle },
  { key: 'supplierName', header: 'Supplier', kind: 'text', value: (row) => row.supplierName },
  { key: 'total', header: 'Total (excl. GST)', kind: 'money', value: (row) => rupees(row.total) },
  { key: 'gstTotal', header: 'GST', kind: 'money', value: (row) => rupees(row.gstTotal) },
  {
    key: 'totalWithGst',
    header: 'Total (incl. GST)',
    kind: 'money',
    value: (row) => rupees(row.totalWithGst),
  },
  { key: 'createdAt', header: 'Created', kind: 'instant', value: (row) => row.createdAt },
  { key: 'issuedAt', header: 'Issued', kind: 'instant', value: (row) => row.issuedAt },
  { key: 'acknowledgedAt', header: 'Acknowledged', kind: 'instant', value: (row) => row.acknowledgedAt },
  { key: 'cancelledAt', header: 'Cancelled', kind: 'instant', value: (row) => row.cancelledAt },
];
