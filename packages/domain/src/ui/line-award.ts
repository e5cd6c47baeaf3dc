import { catalogue } from '../i18n/catalogue';

/**
 * "Award by line" on /compareQuotation (apps/web/src/features/awards: line-award-panel.tsx,
 * line-award-rules.ts), English as the panel had it.
 */
export const lineAwardText = catalogue('ui.lineAward', {
  title: 'Award by line',
  hint: "Give each item to one supplier's quoted line. Each awarded supplier gets its own purchase order.",
  awardFor: (itemCode: string) => `Award for ${itemCode}`,
  notAwarded: 'Not awarded',
  option: (supplier: string, unitPrice: string) => `${supplier} · ${unitPrice} / unit`,
  lowestOption: (option: string) => `${option} (lowest)`,
  itemsToAward: 'Items to award',
  clear: 'Clear line awards',
  preselectLowest: 'Preselect lowest',
  save: 'Save line awards',
  changeAward: 'Change award',
  saveConfirm: 'Save',
  clearConfirm: 'Clear',
  awardedByLine: 'Awarded by line',
  wholeAwarded: 'Whole quotation awarded',
  awardedSuppliers: 'Awarded suppliers',
  awardedSuppliersRegion: 'Awarded suppliers, scrolls sideways',
  supplier: 'Supplier',
  lines: 'Lines',
  totalBeforeGst: 'Total before GST',
  withGst: 'With GST',
  total: 'Total',
});
