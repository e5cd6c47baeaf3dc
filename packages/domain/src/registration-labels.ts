import { catalogue } from './i18n/catalogue';
/**
 * The supplier registration form's fields, labels, steps and limits, without zod (decision 031): the
 * supplier details and documents screens import this module, so they do not fetch the validation
 * library. `supplier-registration.ts` re-exports it beside the checks.
 */

export const REGISTRATION_TEXT_FIELDS = [
  'companyName',
  'address',
  'postalCode',
  'country',
  'state',
  'city',
  'telephone',
  'fax',
  'emailAddress',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'designation',
  'contactEmailAddress',
  'mobile',
  'category',
  'subCategory',
] as const;
export type RegistrationTextField = (typeof REGISTRATION_TEXT_FIELDS)[number];

/** The two uploads; also the `kind` of GET /api/suppliers/:id/documents/:kind. */
export const REGISTRATION_DOCUMENT_FIELDS = ['companyTradeLicense', 'vatRegistrationCertificate'] as const;
export type RegistrationDocumentField = (typeof REGISTRATION_DOCUMENT_FIELDS)[number];

export type RegistrationField = RegistrationTextField | RegistrationDocumentField;

export const REGISTRATION_LABELS: Record<RegistrationField, string> = catalogue('registrationLabel', {
  companyName: 'Company Name',
  address: 'Address',
  postalCode: 'Postal Code',
  country: 'Country',
  state: 'State',
  city: 'City',
  telephone: 'Telephone',
  fax: 'Fax',
  emailAddress: 'Email Address',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  companyTradeLicense: 'Company Trade License',
  // The spec's field name stays (its client sends it); the screens call it what it is in India (issue 20).
  vatRegistrationCertificate: 'GST registration certificate',
  firstName: 'First Name',
  lastName: 'Last Name',
  designation: 'Designation',
  contactEmailAddress: 'Email Address',
  mobile: 'Mobile',
  category: 'Category',
  subCategory: 'Subcategory',
});

/** The wizard's step titles (spec section 2: /SupplierRegistration). */
export const REGISTRATION_STEP_TITLES = ['Company Details', 'Contact Person', 'Product Services'] as const;
/** The company profile shows the same three steps; the spec names its third 'Product & Services'. */
export const COMPANY_PROFILE_STEP_TITLES = [
  'Company Details',
  'Contact Person',
  'Product & Services',
] as const;
export type RegistrationStep = 1 | 2 | 3;

/** The fields of each wizard step, in the order they are shown and checked. */
export const REGISTRATION_STEP_FIELDS: Record<RegistrationStep, readonly RegistrationField[]> = {
  1: [
    'companyName',
    'address',
    'postalCode',
    'country',
    'state',
    'city',
    'telephone',
    'fax',
    'emailAddress',
    'password',
    'confirmPassword',
    'companyTradeLicense',
    'vatRegistrationCertificate',
  ],
  2: ['firstName', 'lastName', 'designation', 'contactEmailAddress', 'mobile'],
  3: ['category', 'subCategory'],
};

export const REGISTRATION_STEPS: readonly RegistrationStep[] = [1, 2, 3];

/** Longest accepted value per text field; generous, they only stop abuse and layout breakage. */
export const REGISTRATION_MAX_LENGTHS: Record<RegistrationTextField, number> = {
  companyName: 200,
  address: 500,
  postalCode: 20,
  country: 100,
  state: 100,
  city: 100,
  telephone: 30,
  fax: 30,
  emailAddress: 254,
  password: 128,
  confirmPassword: 128,
  firstName: 100,
  lastName: 100,
  designation: 100,
  contactEmailAddress: 254,
  mobile: 30,
  category: 100,
  subCategory: 100,
};
