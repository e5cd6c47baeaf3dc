import { catalogue } from '../i18n/catalogue';

/**
 * /quotationReceived's own texts (apps/web/src/features/awards: quotation-received-page.tsx and
 * its View dialog, quotation-modal.tsx), English as the screen had them.
 */
export const receivedText = catalogue('ui.received', {
  title: 'Received Quotations',
  description: 'Quotations from approved suppliers, newest first. Totals include GST.',
  label: 'Received quotations',
  searchPlaceholder: 'Search project, organisation or supplier',
  noMatch: (query: string) => `No quotations match “${query}”.`,
  sort: {
    newest: 'Newest first',
    oldest: 'Oldest first',
  },
  columns: {
    project: 'Project',
    organisation: 'Organisation',
    supplier: 'Supplier',
    submitted: 'Submitted',
    totalWithGst: 'Total with GST',
    status: 'Status',
    view: 'View',
  },
  selected: 'Selected',
  revised: 'Revised',
  view: 'View',
  viewLabel: (supplier: string, project: string) => `View quotation: ${supplier}, ${project}`,
  /** The View dialog. */
  quotation: 'Quotation',
  project: 'Project',
  organisation: 'Organisation',
  submitted: 'Submitted',
  approved: 'Approved',
  quotedItems: 'Quoted items',
  notes: 'Notes',
  close: 'Close',
});
