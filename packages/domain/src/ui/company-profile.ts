import { catalogue } from '../i18n/catalogue';

/**
 * The supplier's Company Profile (apps/web/src/features/company-profile): the registration read-only
 * in the wizard's three steps, the notices of a hold or expired documents, and the tax details card.
 * The fields' labels are `REGISTRATION_LABELS` and `SUPPLIER_TAX_LABELS`, the steps
 * `registrationStepText`, the notices `vendorMessages`; the language card has its own source.
 */
export const companyProfileText = catalogue('ui.companyProfile', {
  title: 'Company Profile',
  description: 'Your registration as the buying organisation sees it.',
  previous: 'Previous',
  next: 'Next',
  complete: 'Complete',
  status: 'Status',
  /** An expired required document: "Trade licence: valid through 31/03/2026". */
  validThrough: (document: string, day: string) => `${document}: valid through ${day}`,
  uploadInMyDocuments: 'Upload in My Documents',
  /** The tax details card. */
  tax: {
    title: 'Tax details',
    edit: 'Edit tax details',
    completeTitle: 'Complete your tax details',
    sameState: (state: string) =>
      `Your address is in ${state}: a GSTIN must be registered in the same state.`,
    cancel: 'Cancel',
    save: 'Save tax details',
    saveFailed: 'The tax details could not be saved.',
  },
});
