import { catalogue } from '../i18n/catalogue';

/**
 * The supplier's bid screens (apps/web/src/features/bids: the quotation modal's steps before the
 * prices, the edit dialogs, My bid on the tender page, My Quotations' bid badges, the negotiation
 * offer), English as the screens had them. The step texts, notices and refusals are the domain's
 * (`evaluationMessages.supplierBid`), the kinds of security, instruments, exemptions and stages its
 * label maps (`evaluation.ts`).
 */
export const bidsText = catalogue('ui.bids', {
  tryAgain: 'Try again',
  close: 'Close',
  back: 'Back',
  yes: 'Yes',
  no: 'No',
  /** A progress bar's name while files upload. */
  uploading: 'Uploading',
  loadingBid: 'Loading your bid…',
  /** The quotation modal's steps. */
  stepsLabel: 'Steps of your bid',
  /** A step's name on a phone, where only the current step shows its label. */
  stepNumbered: (n: number, label: string) => `${n} ${label}`,
  saveAndContinue: 'Save and continue',
  technicalPart: 'Technical part',
  securityTitle: 'Bid security and tender fee',
  prices: 'Prices',
  /** My bid's Edit buttons and their dialogs' titles. */
  editTechnical: 'Edit technical part',
  editSecurity: 'Edit bid security',
  discard: 'Discard',
  keepEditing: 'Keep editing',
  technicalResult: 'Technical result',
  /** My Quotations' badges of a bid. */
  technicalMissingBadge: 'Technical part missing',
  technicalSavedBadge: 'Technical part saved',
  /** A security's badge: its kind ("EMD", "Tender fee") and the committee's check. */
  securityBadge: (kind: string, status: string) => `${kind}: ${status}`,
  securityNotDeclaredBadge: (kind: string) => `${kind}: not declared`,
  /** The committee's check of a declared payment or exemption (`VERIFICATION_STATUSES`), by value. */
  verificationStatus: {
    Pending: 'Pending',
    Verified: 'Verified',
    Rejected: 'Rejected',
  },
  /** The bid security form, one per kind asked. */
  howMet: 'How do you meet it?',
  proofOfPayment: 'Proof of payment',
  proofOfExemption: 'Proof of the exemption (optional)',
  chooseReplacement: 'Choose a file to replace it',
  chooseFile: 'Choose a PDF, JPG or PNG file',
  paidBy: 'Paid by',
  choose: 'Choose…',
  reference: 'Reference',
  referencePlaceholder: 'Transaction, draft or guarantee number',
  paidOn: 'Paid on',
  amount: 'Amount (₹)',
  exemptionClaimed: 'Exemption claimed',
  udyamNumber: 'Udyam registration number',
  /** A kept file's Remove button, named with the file. */
  removeFile: (name: string) => `Remove ${name}`,
  /** The negotiation offer. */
  newUnitPriceOf: (itemCode: string) => `New unit price of ${itemCode}`,
  sendOffer: 'Send revised offer',
  sendOfferAgain: 'Send revised offer again',
  columns: {
    item: 'Item',
    qty: 'Qty',
    gst: 'GST %',
    earlierUnitPrice: 'Earlier unit price',
    newUnitPrice: 'New unit price (₹)',
    lineTotal: 'Line total',
  },
  earlierTotal: 'Earlier total before GST',
  earlierTotalWithGst: 'Earlier total with GST',
  newTotal: 'New total before GST',
  gst: 'GST',
  newTotalWithGst: 'New total with GST',
  /** The countdown with days left: `2 days 03:04:05` (`clock` is hh:mm:ss). */
  daysLeft: (days: number, clock: string) => `${days} day${days === 1 ? '' : 's'} ${clock}`,
});
