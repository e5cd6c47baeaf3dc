import type { ReportColumn } from '@tenderdesk/domain/reports';
import type { SupplierView } from '@tenderdesk/domain/supplier-list';

/*
 * The supplier lists' files (issue 23 item 5): GET /api/suppliers/{view,active,inactive}.csv and
 * .xlsx, what the lists show and the contact details behind them; never the documents or the tax
 * details (the lists do not carry them).
 */

export const SUPPLIER_EXPORT_COLUMNS: readonly ReportColumn<SupplierView>[] = [
  { key: 'companyName', header: 'Company Name', kind: 'text', value: (row) => row.companyName },
  { key: 'emailAddress', header: 'E-Mail', kind: 'text', value: (row) => row.emailAddress },
  {
    key: 'contactName',
    header: 'Contact Name',
    kind: 'text',
    value: (row) => `${row.firstName} ${row.lastName}`.trim(),
  },
  { key: 'designation', header: 'Designation', kind: 'text', value: (row) => row.designation },
  {
    key: 'contactEmailAddress',
    header: 'Contact E-Mail',
    kind: 'text',
    value: (row) => row.contactEmailAddress,
  },
  { key: 'mobile', header: 'Mobile', kind: 'text', value: (row) => row.mobile },
  { key: 'telephone', header: 'Telephone', kind: 'text', value: (row) => row.telephone },
  { key: 'category', header: 'Category', kind: 'text', value: (row) => row.category },
  { key: 'subCategory', header: 'Sub-category', kind: 'text', value: (row) => row.subCategory },
  { key: 'address', header: 'Address', kind: 'text', value: (row) => row.address },
  { key: 'city', header: 'City', kind: 'text', value: (row) => row.city },
  { key: 'state', header: 'State', kind: 'text', value: (row) => row.state },
  { key: 'postalCode', header: 'Postal Code', kind: 'text', value: (row) => row.postalCode },
  { key: 'country', header: 'Country', kind: 'text', value: (row) => row.country },
  { key: 'status', header: 'Status', kind: 'text', value: (row) => row.status },
  { key: 'createdAt', header: 'Registered', kind: 'instant', value: (row) => row.createdAt },
  { key: 'statusChangedAt', header: 'Status Changed', kind: 'instant', value: (row) => row.statusChangedAt },
  { key: 'inactiveReason', header: 'Inactive Reason', kind: 'text', value: (row) => row.inactiveReason },
];
