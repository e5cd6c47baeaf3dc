import { catalogue } from '../i18n/catalogue';

/** The admin's /documentTypes (document-types-page.tsx). */
export const documentTypesText = catalogue('ui.documentTypes', {
  title: 'Document Types',
  description: 'What suppliers upload: whether each document expires, and which categories require it.',
  add: 'Add document type',
  sort: {
    nameAsc: 'Name, A to Z',
    nameDesc: 'Name, Z to A',
  },
  optionalForAll: 'Optional for every category',
  editLabel: (name: string) => `Edit ${name}`,
  deleteLabel: (name: string) => `Delete ${name}`,
  builtIn: 'Registration',
  expires: 'Expires',
  doesNotExpire: 'Does not expire',
  columns: {
    name: 'Name',
    expiry: 'Expiry',
    requiredFor: 'Required for',
    documents: 'Documents',
    actions: 'Actions',
  },
  /** The phone card's line: "Required for: Cement, Steel · 3 documents". */
  cardLine: (requiredFor: string, documents: number) =>
    `Required for: ${requiredFor} · ${documents.toLocaleString('en-IN')} document${documents === 1 ? '' : 's'}`,
  listLabel: 'Document types',
  searchPlaceholder: 'Search document types',
  loadFailed: 'The document types could not be loaded.',
  empty: 'No document types',
  deleteTitle: 'Delete document type',
  deleteConfirm: (name: string) =>
    `Delete the document type "${name}"? Suppliers will no longer be asked for it.`,
  delete: 'Delete',
  editTitle: 'Edit document type',
  name: 'Name',
  namePlaceholder: 'For example: ISO 9001 certificate',
  expiresLabel: 'Expires: suppliers give its expiry date',
  requiredForLabel: 'Required for categories',
  requiredForHint: 'Suppliers of these categories must hold it; others may upload it.',
  noCategory: 'No such category',
  cancel: 'Cancel',
  save: 'Save',
});
