import { catalogue } from '../i18n/catalogue';

/**
 * The tender form, /newtender (apps/web/src/features/tenders/tender-form-page.tsx) and its file rows
 * (tender-files-editor.tsx). The field labels are the domain's TENDER_FIELD_LABELS.
 */
export const tenderFormText = catalogue('ui.tenderForm', {
  newTitle: 'New Tender',
  editDraftTitle: 'Edit Draft',
  editTenderTitle: 'Edit Tender',
  newDescription: 'Describe the tender, list its items and attach the Scope of Work and RFQ.',
  editDescription: 'Change the tender and save. Attached files stay unless you remove them.',
  backToDrafts: 'Back to Draft Tenders',
  backToPublished: 'Back to Published Tenders',
  information: 'Tender Information',
  codePlaceholder: 'e.g. RFQ-2026-014',
  noCategory: 'No category matches',
  loadingCategories: 'Loading categories…',
  pickCategory: 'Search or pick a category',
  categoriesFailed: 'The categories could not be loaded. Please reload the page.',
  items: 'Items',
  itemsHint: 'Every field but HSN/SAC is required. Qty is at least 1, up to 2 decimals. UOM: pick or type.',
  attachments: 'Attachments',
  filesOptional: 'Files are optional when editing.',
  filesRequired: 'A Scope of Work file and an RFQ file are required.',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  uploadProgress: 'Upload progress',
  cancel: 'Cancel',
  save: 'Save',
  publish: 'Publish',
  leaveTitle: 'Leave this tender?',
  leaveMessage: 'What you have entered on this form has not been saved and will be lost.',
  /** One kind of file (its label, e.g. "Scope of Work", is the argument). */
  files: {
    attached: (kind: string) => `Attached ${kind} files`,
    remove: 'Remove',
    removeLabel: (kind: string, index: number, name: string) => `Remove ${kind} file ${index}: ${name}`,
    /** A file row after the first: "RFQ file 2". */
    row: (kind: string, index: number) => `${kind} file ${index}`,
    addMore: (kind: string) => `Add ${kind} files`,
    placeholder: 'Choose a PDF, JPG or PNG file',
    hint: (size: string) => `PDF, JPG, JPEG or PNG, up to ${size} each`,
    removeRow: (row: string) => `Remove ${row} row`,
    progressOf: (file: string) => `Upload progress of ${file}`,
    add: (kind: string) => `Add ${kind} file`,
    limit: (max: number) => `Up to ${max} files`,
  },
});
