import { RECEIPT_LIMITS, type ReceiptLineProblem } from './goods-receipts';
import { STANDING_LIMITS } from './supplier-standing';
import { DOCUMENT_LIMITS, type ExpiryReminder } from './vendor-documents';

/**
 * The catalogue's texts of vendor management (issue 24): document types and supplier documents,
 * goods receipts, the supplier's standing (hold, blacklist). Its own module so screens without it
 * do not carry it. Every refusal says why and what to do next.
 */
export const vendorMessages = {
  // Document types (the admin)
  typeNameRequired: 'Enter the document type’s name.',
  typeNameTooLong: `The name may be at most ${DOCUMENT_LIMITS.typeNameMax} characters.`,
  typeNameTaken: 'A document type with this name already exists.',
  typeNotFound: 'This document type does not exist.',
  typeInUse: 'Suppliers have documents of this type: it can be made optional but not deleted.',
  // Supplier documents
  documentNotFound: 'This document does not exist.',
  issueDateInvalid: 'Enter the issue date as a date.',
  issueDateFuture: 'The issue date cannot be in the future.',
  expiryRequired: 'This document type expires: enter its expiry date.',
  expiryBeforeIssue: 'The expiry date must be after the issue date.',
  expiryPast: 'This document has already expired: upload a current one.',
  rejectReasonRequired: 'Give the reason for rejecting the document: the supplier is told it.',
  reasonTooLong: `The reason may be at most ${DOCUMENT_LIMITS.reasonMax} characters.`,
  alreadyReviewed: 'This document has already been verified or rejected.',
  expiringWithinInvalid: `Documents expiring within must be a whole number of days from 1 to ${DOCUMENT_LIMITS.expiringWithinMaxDays}.`,
  blockedByDocuments: (names: readonly string[]) =>
    `Your ${names.join(', ')} ${names.length === 1 ? 'has' : 'have'} expired. Upload ${names.length === 1 ? 'a current one' : 'current ones'} in My documents to express interest or quote again.`,
  reminderSubject: (typeName: string, days: ExpiryReminder) =>
    days === 0 ? `Your ${typeName} expires today` : `Your ${typeName} expires in ${days} days`,
  // Goods receipts
  receiptOrderNotOpen: 'Goods can be received only against an issued order the supplier has acknowledged.',
  receiptLine: (item: string, problem: ReceiptLineProblem) =>
    ({
      unknownLine: `${item}: this line is not on the order.`,
      quantityInvalid: `${item}: quantities must be numbers of 0 or more with at most 2 decimals.`,
      acceptedAboveReceived: `${item}: the accepted quantity cannot be more than the quantity received.`,
      overReceipt: `${item}: accepting this much would receive more than was ordered.`,
      reasonRequired: `${item}: give the reason for the rejected quantity.`,
      nothingReceived: 'Enter a received quantity for at least one line.',
    })[problem],
  receiptDateInvalid: 'Enter the day the goods arrived.',
  receiptDateFuture: 'The receipt date cannot be in the future.',
  receiptNotesTooLong: `Notes may be at most ${RECEIPT_LIMITS.notesMax} characters.`,
  shortCloseReasonRequired: 'Give the reason for closing the order short.',
  orderClosed: 'This order is closed: nothing more can be received.',
  // Standing
  holdUntilInvalid: 'Enter the last day of the hold as a date after today.',
  holdTooLong: `A hold may last at most ${STANDING_LIMITS.maxHoldDays} days.`,
  standingReasonRequired: 'Give the reason: the supplier is told it.',
  standingReasonTooLong: `The reason may be at most ${STANDING_LIMITS.reasonMax} characters.`,
  orderRefRequired: 'Give the reference of the order that blacklists the supplier.',
  liftKindInvalid: 'Choose whether the hold or the blacklist is lifted.',
  notHeld: 'This supplier is not on hold.',
  notBlacklisted: 'This supplier is not blacklisted.',
  alreadyBlacklisted: 'This supplier is already blacklisted.',
  held: (company: string, until: string) => `${company} is on hold until ${until}.`,
  blacklistedDone: (company: string) => `${company} has been blacklisted.`,
  lifted: (company: string) => `${company} may trade again.`,
  orderRefTooLong: `The order reference may be at most ${STANDING_LIMITS.orderRefMax} characters.`,
  onHold: (until: string) =>
    `Your account is on hold until ${until}: you cannot express interest, quote or be awarded until then. Contact the buyer for details.`,
  blacklisted:
    'Your account has been blacklisted by the buyer: you cannot express interest, quote or be awarded. Contact the buyer for details.',
  supplierRestricted: (company: string) =>
    `${company} is on hold or blacklisted: it cannot be awarded or sent an order.`,
} as const;
