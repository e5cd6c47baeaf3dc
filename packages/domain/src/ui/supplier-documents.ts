import { catalogue } from '../i18n/catalogue';

/**
 * Supplier documents (issue 24 item 1): what the supplier's My Documents and the admin's Documents
 * card share (apps/web/src/features/suppliers/documents/documents.tsx), the card
 * (supplier-documents-card.tsx) and My Documents (my-documents-page.tsx).
 */
export const supplierDocumentText = catalogue('ui.supplierDocuments', {
  /** A document's state badge, by the domain's DocumentState. */
  states: {
    valid: 'Valid',
    expiring: 'Expiring soon',
    expired: 'Expired',
    pending: 'Awaiting review',
    rejected: 'Rejected',
  },
  /** The days line, "Issued 1 Jan 2026 · expires 31 Dec 2026 · uploaded 2 Jan 2026", its first letter capitalised. */
  issued: (day: string) => `Issued ${day}`,
  expires: (day: string) => `expires ${day}`,
  doesNotExpire: 'does not expire',
  uploaded: (day: string) => `uploaded ${day}`,
  rejectReason: (reason: string) => `Reason: ${reason}`,
  download: 'Download',
  /** The admin's card on a supplier's details page. */
  card: {
    title: 'Documents',
    hint: 'The documents that count, newest of each type. Verify each, or reject it with the reason.',
    loadFailed: 'The documents could not be loaded.',
    missing: (types: readonly string[]) => `Required and missing: ${types.join(', ')}`,
    none: 'No documents yet.',
    showEarlier: (count: number) => `Show earlier uploads (${count})`,
    hideEarlier: (count: number) => `Hide earlier uploads (${count})`,
    verify: 'Verify',
    verifyLabel: (type: string) => `Verify ${type}`,
    reject: 'Reject',
    rejectLabel: (type: string) => `Reject ${type}`,
    verifyTitle: 'Verify document',
    rejectTitle: 'Reject document',
    verifyConfirm: (company: string, type: string) =>
      `Verify ${company}’s ${type}? Check the file, its dates and the company’s name first.`,
    rejectConfirm: (company: string, type: string) =>
      `Reject ${company}’s ${type}? The supplier is told the reason and asked for a new one.`,
    reason: 'Reason',
  },
  /** The supplier's /myDocuments. */
  mine: {
    title: 'My Documents',
    description:
      'Your licences and certificates: the buyer verifies each one. Upload a new one before the old one expires.',
    loadFailed: 'Your documents could not be loaded.',
    missingTitle: 'Required for your category',
    missing: (types: readonly string[]) => `Upload: ${types.join(', ')}`,
    current: 'Current documents',
    none: 'No documents yet',
    earlier: 'Earlier uploads',
    upload: 'Upload a document',
    chooseType: 'Choose the type of the document.',
    chooseFile: 'Choose the file to upload.',
    type: 'Document type',
    typePlaceholder: 'Choose a type',
    requiredType: (type: string) => `${type} (required)`,
    file: 'File',
    fileHint: (size: string) => `PDF, JPG or PNG, at most ${size}`,
    filePlaceholder: 'Choose a file',
    issueDate: 'Issue date',
    expiryDate: 'Expiry date',
    noExpiry: 'This type does not expire',
    submit: 'Upload',
  },
});
