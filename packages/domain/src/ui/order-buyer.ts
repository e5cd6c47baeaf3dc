import { catalogue } from '../i18n/catalogue';

/**
 * The buyer's purchase order screens (apps/web/src/features/purchase-orders:
 * purchase-orders-page.tsx with "Generate orders", purchase-order-page.tsx with its actions and
 * terms), English as the screens had them.
 */
export const orderBuyerText = catalogue('ui.orderBuyer', {
  listTitle: 'Purchase Orders',
  listDescription:
    'Orders to awarded suppliers: drafted from the award, issued, acknowledged by the supplier.',
  generate: 'Generate orders',
  generateHint:
    'One draft order per awarded supplier of the tender. Fill in the terms on each order, then issue it.',
  tender: 'Tender',
  loadingTenders: 'Loading tenders…',
  noAwardedTender: 'No awarded tender yet',
  chooseTender: 'Choose a tender',
  noTenderMatches: 'No tender matches',
  awardedByLine: 'awarded by line',
  awardedTo: (supplier: string) => `awarded: ${supplier}`,
  /** One order. */
  orderTitle: 'Purchase Order',
  orderDescription:
    'Terms are editable while the order is a draft; an issued order is received against, closed short, or cancelled and reissued.',
  allOrders: 'All purchase orders',
  issue: 'Issue',
  reissue: 'Reissue',
  recordReceipt: 'Record receipt',
  closeShort: 'Close short',
  cancelOrder: 'Cancel order',
  replaces: 'Replaces a cancelled order',
  replacedBy: 'Open the order that replaces it',
  closeShortTitle: 'Close order short',
  reason: 'Reason',
  leaveTitle: 'Leave this order?',
  issueTitle: 'Issue purchase order',
  cancelTitle: 'Cancel purchase order',
  keepOrder: 'Keep order',
  terms: 'Terms',
  termsHint: 'Delivery and payment terms are needed before the order is issued.',
  saveTerms: 'Save terms',
});
