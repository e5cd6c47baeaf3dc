import { catalogue } from './i18n/catalogue';
/**
 * The reports' texts (spec sections 2 and 8; issue 11; decision 034): kept out of `messages.ts`
 * (every screen loads that one), like award-messages.ts.
 */
export const reportMessages = catalogue('report', {
  tenderReport: 'Tender Report',
  supplierReport: 'Supplier Report',
  noTenders: 'No tenders found matching your criteria.',
  noSuppliers: 'No suppliers found matching your search.',
  tendersFailed: 'Failed to load the tender report. Please try again.',
  suppliersFailed: 'Failed to load the supplier report. Please try again.',
  downloadFailed: 'The download failed. Please try again.',
  dateInvalid: (label: string) => `${label} must be a date written yyyy-mm-dd.`,
  dateOrder: 'The from date must be on or before the to date.',
  notAvailable: 'N/A',
} as const);
