import { catalogue } from '../i18n/catalogue';

/**
 * /selectedQuotationView's own texts (apps/web/src/features/awards/selected-quotation-page.tsx),
 * English as the screen had them.
 */
export const selectedText = catalogue('ui.selectedQuotation', {
  title: 'Selected Quotation',
  description: 'The awarded quotation of a tender. Add a margin per item; margins are added before GST.',
  noneHint: "Select a supplier's quotation on the comparison first.",
  compareQuotations: 'Compare quotations',
  quotedItemsHeading: 'Quoted Items',
  marginHint:
    'A percentage adds that percent of the line total; a fixed amount adds the amount. Figures in italics are a preview until you press Apply.',
  notes: 'Notes',
  award: 'Award',
  awardedByLineOn: (day: string) => `Awarded by line ${day}`,
  selectedOn: (day: string) => `Selected ${day}`,
  purchaseOrders: 'Purchase orders',
  project: 'Project',
  org: 'Org',
  supplier: 'Supplier',
  date: 'Date',
  /** The margin types (`MARGIN_TYPES`), by key. */
  marginTypes: {
    percentage: 'Percentage',
    fixedAmount: 'Fixed Amount',
  },
  marginTypeLabel: (line: number) => `Margin type, line ${line}`,
  marginLabel: (line: number) => `Margin, line ${line}`,
  applyLabel: (line: number) => `Apply margin, line ${line}`,
  apply: 'Apply',
  columns: {
    item: 'Item',
    qty: 'Qty',
    unitPrice: 'Unit Price',
    total: 'Total',
    marginType: 'Margin Type',
    margin: 'Margin',
    marginAmount: 'Margin Amount',
    priceWithMargin: 'Price with Margin',
  },
  quotedItems: 'Quoted items',
  marginAmountPreview: 'Margin Amount (preview)',
  quotedTotal: 'Quoted total (before GST)',
  marginTotal: 'Margin Total',
  grandTotal: 'Grand Total',
  beforeGst: (gst: string, totalWithGst: string) =>
    `Before GST. Quoted GST ${gst}; quoted total with GST ${totalWithGst}.`,
  gstSplit: (split: string, totalWithGst: string) =>
    `GST by place of supply: ${split}; total with GST ${totalWithGst}.`,
});
