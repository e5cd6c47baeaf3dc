import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './auth';
import { type DocumentType, documentTypeFromFileName, MAX_DOCUMENT_BYTES } from './documents';
import { messages } from './messages';
import { type TextKind, textCharactersError } from './text';

/**
 * The supplier registration form of spec section 5, shared by the wizard (per step, per field, live)
 * and the server (everything again, in the same order, with the same messages).
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

export const REGISTRATION_LABELS: Record<RegistrationField, string> = {
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
  vatRegistrationCertificate: 'VAT Registration Certificate',
  firstName: 'First Name',
  lastName: 'Last Name',
  designation: 'Designation',
  contactEmailAddress: 'Email Address',
  mobile: 'Mobile',
  category: 'Category',
  subCategory: 'Subcategory',
};

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

/** What each text field may contain: see text.ts (the address may span lines; passwords are free). */
const TEXT_KINDS: Record<RegistrationTextField, TextKind> = {
  ...(Object.fromEntries(REGISTRATION_TEXT_FIELDS.map((field) => [field, 'line'])) as Record<
    RegistrationTextField,
    TextKind
  >),
  address: 'text',
  password: 'storable',
  confirmPassword: 'storable',
};

const OPTIONAL_FIELDS: ReadonlySet<RegistrationField> = new Set(['fax']);
const EMAIL_FIELDS: ReadonlySet<RegistrationField> = new Set(['emailAddress', 'contactEmailAddress']);
const PHONE_FIELDS: ReadonlySet<RegistrationField> = new Set(['telephone', 'fax', 'mobile']);
const MIN_PHONE_DIGITS = 5;

/**
 * A chosen document. In the browser a File fits as it is (the type then comes from its name); the
 * server passes the type it found in the bytes as `detectedType`, which wins over the name.
 */
export type RegistrationDocument = { size: number; name?: string; detectedType?: DocumentType | null };

export type SupplierRegistrationInput = Partial<Record<RegistrationTextField, string | null | undefined>> &
  Partial<Record<RegistrationDocumentField, RegistrationDocument | null | undefined>>;

export type RegistrationError = { field: RegistrationField; message: string };

const emailSchema = z.email();

function isDocumentField(field: RegistrationField): field is RegistrationDocumentField {
  return field === 'companyTradeLicense' || field === 'vatRegistrationCertificate';
}

function documentError(field: RegistrationDocumentField, document: RegistrationDocument | null | undefined) {
  const label = REGISTRATION_LABELS[field];
  if (!document) {
    return field === 'companyTradeLicense'
      ? messages.registration.tradeLicenseRequired
      : messages.registration.vatCertificateRequired;
  }
  if (document.size > MAX_DOCUMENT_BYTES) return messages.registration.documentTooLarge(label);
  const type =
    document.detectedType !== undefined
      ? document.detectedType
      : documentTypeFromFileName(document.name ?? '');
  if (!type || document.size === 0) return messages.registration.documentType(label);
  return null;
}

function textError(field: RegistrationTextField, input: SupplierRegistrationInput): string | null {
  const label = REGISTRATION_LABELS[field];
  const raw = input[field] ?? '';
  const value = raw.trim();
  if (value === '') {
    if (OPTIONAL_FIELDS.has(field)) return null;
    if (field === 'category') return messages.registration.selectCategory;
    if (field === 'subCategory') return messages.registration.selectSubcategory;
    return messages.registration.required(label);
  }
  const kind = TEXT_KINDS[field];
  // Passwords are taken as typed; other values are checked as they will be stored, trimmed.
  const characters = textCharactersError(kind === 'storable' ? raw : value, kind, label);
  if (characters) return characters;
  if (field === 'password') {
    // Passwords are taken as typed: spaces count, nothing is trimmed away.
    if (raw.length < MIN_PASSWORD_LENGTH) return messages.registration.passwordTooShort(MIN_PASSWORD_LENGTH);
    if (raw.length > REGISTRATION_MAX_LENGTHS.password) {
      return messages.registration.tooLong(label, REGISTRATION_MAX_LENGTHS.password);
    }
    return null;
  }
  if (field === 'confirmPassword') {
    return raw === (input.password ?? '') ? null : messages.registration.passwordsMismatch;
  }
  if (value.length > REGISTRATION_MAX_LENGTHS[field]) {
    return messages.registration.tooLong(label, REGISTRATION_MAX_LENGTHS[field]);
  }
  if (EMAIL_FIELDS.has(field) && !emailSchema.safeParse(value).success)
    return messages.registration.emailInvalid;
  if (PHONE_FIELDS.has(field)) {
    if (!/^[0-9 +\-()./]+$/.test(value)) return messages.registration.phoneInvalid(label);
    if ((value.match(/[0-9]/g)?.length ?? 0) < MIN_PHONE_DIGITS) {
      return messages.registration.phoneTooFewDigits(label, MIN_PHONE_DIGITS);
    }
  }
  return null;
}

/** The message for one field, or null when it is valid (for live checks while typing). */
export function validateRegistrationField(
  field: RegistrationField,
  input: SupplierRegistrationInput,
): string | null {
  return isDocumentField(field) ? documentError(field, input[field]) : textError(field, input);
}

/** The first error of one wizard step, in the order its fields are shown; null when the step is valid. */
export function validateRegistrationStep(
  step: RegistrationStep,
  input: SupplierRegistrationInput,
): RegistrationError | null {
  for (const field of REGISTRATION_STEP_FIELDS[step]) {
    const message = validateRegistrationField(field, input);
    if (message) return { field, message };
  }
  return null;
}

/** The first error of the whole form (step 1, then 2, then 3); null when it can be submitted. */
export function validateSupplierRegistration(input: SupplierRegistrationInput): RegistrationError | null {
  for (const step of REGISTRATION_STEPS) {
    const error = validateRegistrationStep(step, input);
    if (error) return error;
  }
  return null;
}
