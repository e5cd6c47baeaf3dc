import { catalogue } from '../i18n/catalogue';
import { SUPPLY_KIND_LABELS } from '../order-tax';

/**
 * The purchase order screens' shared texts (apps/web/src/features/purchase-orders: the list, the
 * order document and its lines, the PDF button, the supplier's My Orders), English as the screens
 * had them. The supply kinds are a copy of `SUPPLY_KIND_LABELS` (a source of its own, `supplyKind`).
 */
export const ordersText = catalogue('ui.orders', {
  tryAgain: 'Try again',
  draftOrder: 'Draft order',
  /** The order statuses (`PO_STATUSES`), by value. */
  status: {
    Draft: 'Draft',
    Issued: 'Issued',
    Acknowledged: 'Acknowledged',
    Closed: 'Closed',
    Cancelled: 'Cancelled',
  },
  supplyKind: { ...SUPPLY_KIND_LABELS },
  /** Download PDF. */
  downloadPdf: 'Download PDF',
  downloadPdfOf: (order: string) => `Download PDF of ${order}`,
  pdfFailed: 'Failed to download the PDF.',
  /** The list. */
  sort: {
    newest: 'Newest first',
    oldest: 'Oldest first',
    number: 'Order number',
  },
  openOrder: (order: string, supplier: string, projectCode: string) =>
    `Open ${order}: ${supplier}, ${projectCode}`,
  columns: {
    order: 'Order',
    tender: 'Tender',
    supplier: 'Supplier',
    status: 'Status',
    totalWithGst: 'Total with GST',
    created: 'Created',
    issued: 'Issued',
  },
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  purchaseOrders: 'Purchase orders',
  myOrders: 'My orders',
  searchBuyer: 'Search number, supplier, project',
  searchSupplier: 'Search number or project',
  /** `status` is the status's label as shown. */
  noneWithStatus: (status: string) => `No ${status.toLowerCase()} purchase orders.`,
  none: 'No purchase orders yet.',
  noneBuyerHint: 'Generate orders from an awarded tender.',
  noneSupplierHint: 'Orders the buyer issues to you are listed here.',
  noMatch: (query: string) => `No purchase orders match “${query}”.`,
  /** The order document. */
  order: 'Order',
  awardedWhole: 'Awarded the whole quotation',
  awardedByLine: 'Awarded by line',
  awardedOn: (award: string, day: string) => `${award} on ${day}`,
  awardReference: (award: string, reference: string) => `${award} (quotation ${reference})`,
  timeline: {
    created: (when: string) => `Created ${when}`,
    issued: (when: string) => `Issued ${when}`,
    acknowledged: (when: string) => `Acknowledged ${when}`,
    cancelled: (when: string) => `Cancelled ${when}`,
    closed: (when: string) => `Closed ${when}`,
  },
  buyer: 'Buyer',
  supplier: 'Supplier',
  forOrganisation: (organisation: string) => `For ${organisation}`,
  unit: (name: string, address: string, city: string, pincode: string, state: string, stateCode: string) =>
    `${name}: ${address}, ${city} ${pincode}, ${state} (state code ${stateCode})`,
  placeOfSupply: (state: string) => `Place of supply: ${state}`,
  project: (project: string) => `Project: ${project}`,
  financialYear: (year: string) => `Financial year ${year}`,
  contact: (name: string) => `Contact: ${name}`,
  telephone: (number: string) => `Tel: ${number}`,
  cancelledReason: (reason: string) => `Cancelled: ${reason}`,
  closedShort: (reason: string) => `Closed short: ${reason}`,
  closedComplete: 'Closed: everything ordered was received.',
  terms: 'Terms',
  deliveryTerms: 'Delivery terms',
  paymentTerms: 'Payment terms',
  deliveryAddress: 'Delivery address',
  deliveryDate: 'Delivery date',
  conditions: 'Conditions',
  notes: 'Notes',
  /** The lines and totals. */
  lines: 'Lines',
  orderLines: 'Order lines',
  lineColumns: {
    item: 'Item',
    qty: 'Qty',
    rate: 'Rate',
    taxable: 'Taxable value',
    total: 'Total',
  },
  noGst: 'No GST',
  taxable: (amount: string) => `Taxable ${amount}`,
  taxableValue: 'Taxable value',
  totalWithGst: 'Total with GST',
  /** The supplier's screens (/myOrders). */
  myOrdersTitle: 'My Orders',
  myOrdersDescription: 'Purchase orders issued to your company. Open one to acknowledge it.',
  orderTitle: 'Purchase Order',
  myOrderDescription: 'An order issued to your company by the buyer.',
  cancelledByBuyer: 'This order was cancelled by the buyer.',
  acknowledge: 'Acknowledge',
  acknowledgeTitle: 'Acknowledge purchase order',
});
