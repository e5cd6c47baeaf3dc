import { catalogue } from '../i18n/catalogue';

/**
 * The texts the award screens share (apps/web/src/features/awards: the tender dropdown, a
 * quotation's lines and totals, the pure rules' words), English as the screens had them.
 */
export const awardsText = catalogue('ui.awards', {
  tryAgain: 'Try again',
  /** The tender dropdown of the compare and selected screens. */
  tender: 'Tender',
  loadingTenders: 'Loading tenders…',
  searchTender: 'Search by project code or title',
  noTenderMatches: 'No tender matches',
  tenderSummary: (project: string, organisation: string, closes: string, quotations: number) =>
    `${project} · ${organisation} · closes ${closes} · ${quotations} quotation${quotations === 1 ? '' : 's'}`,
  sealedBids: 'Sealed bids',
  awardedTo: (supplier: string) => `Awarded: ${supplier}`,
  /** A supplier's Select button (`SelectPlan.label`, by its key). */
  planLabel: {
    select: 'Select',
    selected: 'Selected',
    changeAward: 'Change award',
  },
  anotherSupplier: 'Another supplier',
  quotedItems: (quoted: number, items: number) =>
    `${quoted} of ${items} item${items === 1 ? '' : 's'} quoted`,
  closedOn: (day: string) => `Closed on ${day}`,
  closedEarlyOn: (day: string) => `Closed early on ${day}`,
  noGst: 'No GST: not a regular GST registrant',
  revised: (when: string) => `Revised ${when}`,
  /** A quotation's lines (table headings). */
  columns: {
    itemCode: 'Item Code',
    name: 'Name',
    partNo: 'Part No.',
    manufacturer: 'Manufacturer',
    uom: 'UOM',
    qty: 'Qty',
    unitPrice: 'Unit Price',
    total: 'Total',
  },
  totalBeforeGst: 'Total before GST',
  grandTotalWithGst: 'Grand Total with GST',
  reference: 'Reference',
  delivery: 'Delivery',
  days: (days: number) => `${days} day${days === 1 ? '' : 's'}`,
  validUntil: 'Valid until',
});
