import { catalogue } from '../i18n/catalogue';

/**
 * /compareQuotation's own texts (apps/web/src/features/awards: compare-quotation-page.tsx,
 * comparison-grid.tsx, comparative-statement-buttons.tsx), English as the screen had them.
 */
export const compareText = catalogue('ui.compare', {
  title: 'Compare Supplier Quotations',
  description:
    'Prices side by side for one tender. The lowest price of each item and the lowest grand total are marked.',
  howToAward: 'How to award',
  awardWhole: 'Award whole quotation',
  awardByLine: 'Award by line',
  quotations: 'Quotations',
  selectSupplier: 'Select supplier',
  disqualifiedHeading: 'Disqualified in the technical evaluation',
  suppliersQuoted: 'Suppliers who have quoted',
  supplier: 'Supplier',
  quoted: 'Quoted',
  prices: 'Prices',
  downloadStatement: 'Download comparative statement',
  /** The grid and the cards. */
  sent: (when: string) => `Sent ${when}`,
  winRate: 'Win rate',
  onTime: 'On-time',
  accepted: 'Accepted',
  scorecardTitle: 'Scorecard, last 12 months',
  /** A measure without data (never a false 0 %). */
  noData: 'No data',
  lineTotal: (total: string, gstRate: number) => `Line ${total} · GST ${gstRate}%`,
  qty: (qty: string, uom: string) => `Qty ${qty} ${uom}`,
  gridRegion: 'Comparison of quotations, scrolls sideways',
  grid: 'Comparison of quotations',
  item: 'Item',
  itemsQuoted: 'Items quoted',
  gstByPlace: 'GST by place of supply',
  scorecard: 'Scorecard (12 months)',
  award: 'Award',
  addedLinesAndNotes: 'Added lines and notes',
  addedLinesHint:
    "Lines a supplier added that are not items of the tender. They count in that supplier's totals.",
  linesAddedBy: (supplier: string) => `Lines added by ${supplier}`,
  notes: 'Notes:',
  itemsQuotedBy: (supplier: string) => `Items quoted by ${supplier}`,
  addedLines: 'Added lines (not tender items)',
  gstByPlaceOf: (split: string) => `GST by place of supply: ${split}`,
});
