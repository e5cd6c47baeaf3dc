import { catalogue } from './i18n/catalogue';
/**
 * The comparative statement's texts (issue 11, decision 035): its buttons on /compareQuotation
 * (a screen near its budget, so this file stays tiny) and the words of its XLSX and PDF.
 */
export const statementMessages = catalogue('statement', {
  xlsx: 'Comparative statement (XLSX)',
  pdf: 'Comparative statement (PDF)',
  failed: 'Failed to download the comparative statement.',
  empty: 'This tender has no quotation from an approved supplier yet.',
  title: 'Comparative statement',
  notQuoted: 'Not quoted',
  lowest: 'Lowest',
  lowestTotal: 'Lowest total',
  awarded: 'Awarded',
  none: 'None',
});
