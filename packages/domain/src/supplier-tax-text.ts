import { catalogue } from './i18n/catalogue';
/**
 * The supplier's tax details' labels and messages (issue 20), without zod: the registration wizard,
 * the company profile and the dashboard's prompt import them. Identity formats keep the messages of
 * `taxIdentityText` in gst.ts.
 */

export const SUPPLIER_TAX_FIELDS = [
  'gstRegistration',
  'gstin',
  'pan',
  'udyamNumber',
  'bankAccountNumber',
  'bankIfsc',
] as const;
export type SupplierTaxField = (typeof SUPPLIER_TAX_FIELDS)[number];

export const SUPPLIER_TAX_LABELS: Record<SupplierTaxField, string> = catalogue('supplierTaxLabel', {
  gstRegistration: 'GST registration',
  gstin: 'GSTIN',
  pan: 'PAN',
  udyamNumber: 'Udyam registration number',
  bankAccountNumber: 'Bank account number',
  bankIfsc: 'IFSC',
});

/** How each registration kind reads on the screens. */
export const GST_REGISTRATION_LABELS = catalogue('gstRegistrationLabel', {
  Registered: 'Registered',
  Composition: 'Composition dealer',
  Unregistered: 'Unregistered',
} as const);

export const supplierTaxText = catalogue('supplierTax', {
  registrationRequired:
    'Choose how you are registered under GST: Registered, Composition dealer or Unregistered.',
  gstinRequired: 'Enter your GSTIN (composition dealers are registered and have one too).',
  gstinNotForUnregistered:
    'An unregistered supplier has no GSTIN: leave it empty, or choose Registered or Composition dealer.',
  panRequired: 'Enter your PAN.',
  stateMismatch: (gstinState: string, state: string) =>
    `The GSTIN is registered in ${gstinState}, but your address is in ${state || 'no state'}: check the GSTIN or the state.`,
  ifscRequired: 'Enter the IFSC of the branch that holds the bank account.',
  bankAccountRequired: 'Enter the bank account number that goes with this IFSC.',
  gstinTaken: 'Another supplier is already registered with this GSTIN.',
  saved: 'Tax details saved.',
  incomplete:
    'Tell the buyer how you are registered under GST, with your GSTIN and PAN, so that its orders can show the right taxes.',
  notDeclared: 'Not declared yet',
} as const);
