import { addPortalDays, isPortalDay } from './portal-time';

/*
 * Supplier documents with types and expiry (issue 24 item 1). The admin defines document types
 * (trade licence, GST certificate, PAN card, ISO 9001, MSME/Udyam, bank letter …), which categories
 * require each, and whether a type expires. A supplier uploads a document of a type with its issue
 * and expiry days (calendar days in the portal's zone); the admin verifies or rejects it with a
 * reason. Reminders go 30 and 7 days before an expiry and on the day; an expired required document
 * blocks new interest and quotations until a newer one replaces it. Pure rules: the server reads the
 * rows and asks these.
 */

export const DOCUMENT_REVIEW_STATUSES = ['Pending', 'Verified', 'Rejected'] as const;
export type DocumentReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number];

/** The two files of the spec's registration, kept as the first two document types. */
export const BUILTIN_DOCUMENT_TYPES = [
  { key: 'trade_licence', name: 'Trade licence', expires: true },
  { key: 'vat_certificate', name: 'GST / VAT certificate', expires: false },
] as const;
export type BuiltinDocumentKey = (typeof BUILTIN_DOCUMENT_TYPES)[number]['key'];

/** Days before an expiry a reminder goes out, the day itself included (0). Largest first. */
export const EXPIRY_REMINDER_DAYS = [30, 7, 0] as const;
export type ExpiryReminder = (typeof EXPIRY_REMINDER_DAYS)[number];

export const DOCUMENT_LIMITS = { typeNameMax: 80, reasonMax: 500, expiringWithinMaxDays: 365 } as const;

/** A supplier's document as the rules need it. */
export type SupplierDocumentFacts = {
  documentTypeId: string;
  status: DocumentReviewStatus;
  /** yyyy-mm-dd; null: the type does not expire. */
  expiryDate: string | null;
  /** When it was uploaded (ISO instant): the newest of a type is the one that counts. */
  uploadedAt: string;
};

export type DocumentTypeFacts = { id: string; name: string; expires: boolean };

/** Where a document stands on a day. */
export type DocumentState = 'valid' | 'expiring' | 'expired' | 'rejected' | 'pending';

/** Whether a document's expiry day has passed: it is valid through its expiry day. */
export function isExpired(expiryDate: string | null, today: string): boolean {
  return expiryDate !== null && expiryDate < today;
}

/** The document's state on `today` ('expiring': expires within `withinDays`, today included). */
export function documentState(doc: SupplierDocumentFacts, today: string, withinDays = 30): DocumentState {
  if (doc.status === 'Rejected') return 'rejected';
  if (isExpired(doc.expiryDate, today)) return 'expired';
  if (doc.status === 'Pending') return 'pending';
  if (doc.expiryDate !== null && doc.expiryDate <= addPortalDays(today, withinDays)) return 'expiring';
  return 'valid';
}

/** The document that counts for each type: the newest upload not rejected (a rejected one counts only alone). */
export function currentDocuments<D extends SupplierDocumentFacts>(docs: readonly D[]): Map<string, D> {
  const current = new Map<string, D>();
  for (const doc of docs) {
    const held = current.get(doc.documentTypeId);
    const better =
      !held ||
      (held.status === 'Rejected' && doc.status !== 'Rejected') ||
      ((held.status === 'Rejected') === (doc.status === 'Rejected') && doc.uploadedAt > held.uploadedAt);
    if (better) current.set(doc.documentTypeId, doc);
  }
  return current;
}

/**
 * The required types that block a supplier on `today`: those whose current document has expired.
 * (A required type never uploaded does not block: suppliers from before the types existed keep
 * working; the compliance measure of the scorecard counts them.) Empty: nothing blocks.
 */
export function blockingDocumentTypes(
  requiredTypes: readonly DocumentTypeFacts[],
  docs: readonly SupplierDocumentFacts[],
  today: string,
): DocumentTypeFacts[] {
  const current = currentDocuments(docs);
  return requiredTypes.filter((type) => {
    const doc = current.get(type.id);
    return type.expires && doc !== undefined && isExpired(doc.expiryDate, today);
  });
}

/**
 * The reminder due for a document's expiry on `today`, given those already sent: the smallest
 * milestone reached that was not sent, or null. A reminder missed (the job did not run that day) is
 * sent late once, never one per missed milestone.
 */
export function reminderDue(
  expiryDate: string | null,
  today: string,
  sent: readonly ExpiryReminder[],
): ExpiryReminder | null {
  if (expiryDate === null || isExpired(expiryDate, today)) return null;
  const reached = EXPIRY_REMINDER_DAYS.filter((days) => addPortalDays(expiryDate, -days) <= today);
  if (reached.length === 0) return null;
  const latest = reached[reached.length - 1] as ExpiryReminder;
  return sent.some((days) => days <= latest) ? null : latest;
}

/** The compliance of a supplier: required types whose current document is verified and in date ÷ required types. */
export function documentCompliance(
  requiredTypes: readonly DocumentTypeFacts[],
  docs: readonly SupplierDocumentFacts[],
  today: string,
): { met: number; required: number } {
  const current = currentDocuments(docs);
  const met = requiredTypes.filter((type) => {
    const doc = current.get(type.id);
    return doc !== undefined && doc.status === 'Verified' && !isExpired(doc.expiryDate, today);
  }).length;
  return { met, required: requiredTypes.length };
}

/** Why an upload's days are refused (a vendorMessages key), or null when they are fine. */
export type DocumentDatesProblem =
  | 'issueDateInvalid'
  | 'issueDateFuture'
  | 'expiryRequired'
  | 'expiryNotExpected'
  | 'expiryDateInvalid'
  | 'expiryBeforeIssue'
  | 'expiryPast';

/**
 * The days of a new upload, checked on `today` (the server's clock, the portal's calendar): an issue
 * day not after today; an expiry day if and only if the type expires, after the issue day and not
 * already passed (a document expiring today is still valid today).
 */
export function documentDatesProblem(
  expires: boolean,
  issueDate: string,
  expiryDate: string | null,
  today: string,
): DocumentDatesProblem | null {
  if (!isPortalDay(issueDate)) return 'issueDateInvalid';
  if (issueDate > today) return 'issueDateFuture';
  if (!expires) return expiryDate === null ? null : 'expiryNotExpected';
  if (expiryDate === null) return 'expiryRequired';
  if (!isPortalDay(expiryDate)) return 'expiryDateInvalid';
  if (expiryDate <= issueDate) return 'expiryBeforeIssue';
  if (isExpired(expiryDate, today)) return 'expiryPast';
  return null;
}

/** The required types of a supplier with no current document that is not rejected. */
export function missingDocumentTypes<T extends { id: string }>(
  requiredTypes: readonly T[],
  docs: readonly SupplierDocumentFacts[],
): T[] {
  const current = currentDocuments(docs);
  return requiredTypes.filter((type) => {
    const doc = current.get(type.id);
    return doc === undefined || doc.status === 'Rejected';
  });
}
