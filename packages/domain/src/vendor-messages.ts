import { RECEIPT_LIMITS, type ReceiptLineProblem } from './goods-receipts';
import { catalogue } from './i18n/catalogue';
import { STANDING_LIMITS } from './supplier-standing';
import { DOCUMENT_LIMITS, type ExpiryReminder } from './vendor-documents';

/**
 * The catalogue's texts of vendor management (issue 24): document types and supplier documents,
 * goods receipts, the supplier's standing (hold, blacklist). Its own module so screens without it
 * do not carry it. Every refusal says why and what to do next.
 */
export const vendorMessages = catalogue('vendor', {
  // Document types (the admin)
  typeNameRequired: 'Enter the document type’s name.',
  typeNameTooLong: `The name may be at most ${DOCUMENT_LIMITS.typeNameMax} characters.`,
  typeNameTaken: 'A document type with this name already exists.',
  typeNotFound: 'This document type does not exist.',
  typeInUse: 'Suppliers have documents of this type: it can be made optional but not deleted.',
  typeBuiltin:
    'This document type is one of the registration’s two documents: it can be renamed but not deleted.',
  typeCategoryNotFound: 'One of the chosen categories does not exist any more: choose again.',
  typeCreated: (name: string) => `Document type “${name}” added.`,
  typeUpdated: (name: string) => `Document type “${name}” saved.`,
  typeDeleted: (name: string) => `Document type “${name}” deleted.`,
  // Supplier documents
  documentNotFound: 'This document does not exist.',
  documentTypeRequired: 'Choose the type of the document.',
  documentFileRequired: 'Choose the file to upload.',
  documentFileType: 'The document must be a PDF, JPG, JPEG or PNG file.',
  documentTooLarge: (size: string) => `The document must be at most ${size}.`,
  documentUploadUnreadable: 'The upload could not be read: try again.',
  documentNotMultipart: 'Send the document as a multipart form.',
  expiryNotExpected: 'This document type does not expire: leave the expiry date empty.',
  expiryDateInvalid: 'Enter the expiry date as a date.',
  documentUploaded: (typeName: string) => `${typeName} uploaded: the buyer will verify it.`,
  documentVerified: (typeName: string, company: string) => `${company}’s ${typeName} verified.`,
  documentRejected: (typeName: string, company: string) =>
    `${company}’s ${typeName} rejected: the supplier is told the reason.`,
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
    `Your ${names.join(', ')} ${names.length === 1 ? 'has' : 'have'} expired. Upload ${names.length === 1 ? 'a current one' : 'current ones'} in My Documents to express interest or quote again.`,
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
  receiptDateBeforeIssue: 'The receipt date cannot be before the day the order was issued.',
  receiptLinesInvalid: 'Enter the lines of the receipt: for each, the quantity received and accepted.',
  receiptNotMultipart: 'Send the receipt as a form (multipart/form-data).',
  receiptUnreadable: 'The receipt could not be read. Please try again.',
  deliveryTooLarge: 'The delivery document may be at most 10 MB.',
  deliveryTypeInvalid: 'The delivery document must be a PDF, JPG or PNG file.',
  receiptRecorded: (number: number) => `Goods receipt ${number} recorded.`,
  receiptRecordedClosed: (number: number) =>
    `Goods receipt ${number} recorded. Everything ordered is received: the order is closed.`,
  shortCloseReasonRequired: 'Give the reason for closing the order short.',
  shortCloseReasonTooLong: `The reason may be at most ${RECEIPT_LIMITS.reasonMax} characters.`,
  rejectedReasonTooLong: `A rejection reason may be at most ${RECEIPT_LIMITS.reasonMax} characters.`,
  shortClosed: 'The order is closed short: nothing more will be received.',
  confirmShortClose: (number: string) =>
    `Close ${number} short? Nothing more can be received against it, and the supplier is told the reason.`,
  notShortClosable: 'Only an acknowledged order that is still open can be closed short.',
  orderClosed: 'This order is closed: nothing more can be received.',
  orderCancelled: 'This order is cancelled: nothing can be received against it.',
  closedNotCancellable: 'This order is closed: a closed order cannot be cancelled.',
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
} as const);
