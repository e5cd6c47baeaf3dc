import { catalogue } from '../i18n/catalogue';
import { priceRatioText } from '../scorecard';

/**
 * A supplier's details page (apps/web/src/features/suppliers/supplier-details-page.tsx) and its
 * cards: registration documents, scorecard (issue 24 item 3) and standing (issue 24 item 4).
 */
export const supplierDetailsText = catalogue('ui.supplierDetails', {
  heading: 'Supplier Details',
  backToRequests: 'Back to New Supplier Requests',
  inactive: 'Inactive',
  company: 'Company Details',
  contact: 'Contact Person',
  tax: 'Tax details',
  /** After `supplierTaxText.notDeclared`. */
  taxNotDeclared: (notDeclared: string) =>
    `${notDeclared}: the supplier has been asked to complete its profile.`,
  products: 'Product Services',
  /** The line under the name: "Registered on 21 Nov 2026 · Activated on 22 Nov 2026". */
  registered: (day: string) => `Registered on ${day}`,
  registeredActivated: (registered: string, activated: string) =>
    `Registered on ${registered} · Activated on ${activated}`,
  registeredInactivated: (registered: string, inactivated: string) =>
    `Registered on ${registered} · Inactivated on ${inactivated}`,
  documents: {
    title: 'Registration documents',
    hint: 'Check both before activating the supplier.',
    uploaded: 'Uploaded document',
  },
});

/** The scorecard card (supplier-scorecard.tsx): each measure's words carry its value. */
export const scorecardText = catalogue('ui.scorecard', {
  title: 'Scorecard',
  period: (from: string, to: string) => `${from} to ${to}`,
  lastYearPeriod: (from: string, to: string) => `${from} to ${to} (last 12 months)`,
  periodLabel: 'Scorecard period',
  from: 'From',
  to: 'To',
  show: 'Show',
  lastYear: 'Last 12 months',
  loadFailed: 'The scorecard could not be loaded.',
  noData: 'No data',
  /** The price measure's value: "Lowest", "4.5 % above lowest" or "No data" (domain scorecard.ts). */
  priceRatio: (ratio: number | null) => priceRatioText(ratio),
  response: 'Response rate',
  responseHint: (interests: number, tenders: number) =>
    `Interest in ${interests} of ${tenders} ${tenders === 1 ? 'tender' : 'tenders'}`,
  quotation: 'Quotation rate',
  quotationHint: (quotations: number, tenders: number) =>
    `Quoted ${quotations} of ${tenders} ${tenders === 1 ? 'tender' : 'tenders'}`,
  win: 'Win rate',
  winHint: (wins: number, quotations: number) => `Won ${wins} of ${quotations} quoted`,
  price: 'Price against the lowest',
  priceHint: (tenders: number) =>
    `Over ${tenders} ${tenders === 1 ? 'tender' : 'tenders'} whose prices are open`,
  onTime: 'On-time delivery',
  onTimeHint: (onTime: number, dated: number) =>
    `${onTime} of ${dated} ${dated === 1 ? 'receipt line' : 'receipt lines'} by the delivery date`,
  acceptance: 'Acceptance',
  acceptanceHint: 'Quantity accepted of quantity received',
  documents: 'Document compliance',
  documentsHint: (met: number, required: number) =>
    `${met} of ${required} required ${required === 1 ? 'document' : 'documents'} verified and in date`,
  awarded: 'Awarded (incl. GST)',
});

/** The standing card and its dialogs (supplier-standing.tsx): hold, blacklist, lift. */
export const standingCardText = catalogue('ui.standing', {
  title: 'Standing',
  notRestricted: 'Not restricted: the supplier may express interest, quote and be awarded.',
  hold: 'Put on hold',
  blacklist: 'Blacklist',
  liftHold: 'Lift hold',
  liftBlacklist: 'Lift blacklist',
  /** Each dialog's title, and its confirming button. */
  titles: {
    hold: 'Put supplier on hold',
    blacklist: 'Blacklist supplier',
    lift: 'Lift restriction',
  },
  confirm: {
    hold: 'Put on hold',
    blacklist: 'Blacklist',
    lift: 'Lift restriction',
  },
  /** The company's name is shown in bold where it appears. */
  liftBody: (company: string) =>
    `${company} may express interest, quote and be awarded again. The supplier is told.`,
  holdBody: (company: string) =>
    `${company} cannot express interest, quote, be awarded or sent an order until the day after the last day. The supplier is told, with the reason.`,
  blacklistBody: (company: string) =>
    `${company} cannot express interest, quote, be awarded or sent an order until the blacklist is lifted. The supplier is told, with the reason.`,
  lastDay: 'Last day of the hold',
  orderReference: 'Order reference',
  orderReferencePlaceholder: 'For example: ORD/2026/17',
  reason: 'Reason',
  cancel: 'Cancel',
});
