import { catalogue } from '../i18n/catalogue';

/**
 * The tax details' form (apps/web/src/components/supplier-tax-fields.tsx): the hints under its
 * fields. The labels are the domain's (`SUPPLIER_TAX_LABELS`, `GST_REGISTRATION_LABELS`).
 */
export const taxFieldsText = catalogue('ui.taxFields', {
  /** The registration kinds' hints, keyed as `GST_REGISTRATIONS`. */
  registrationHint: {
    Registered: 'A regular GST taxpayer with a GSTIN',
    Composition: 'Registered under the composition scheme (with a GSTIN)',
    Unregistered: 'Not registered under GST (no GSTIN)',
  },
  registrationHintNone: 'Registered and composition dealers have a GSTIN',
  gstinHint: '15 characters; registered in the state of your address',
  panHint: '10 characters, e.g. ABCDE1234F',
  udyamHint: 'MSME: UDYAM-XX-00-0000000',
  bankAccountHint: 'Give it with the IFSC',
  ifscHint: 'e.g. SBIN0001234',
});
