import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './auth';
import { type DocumentType, documentTypeFromFileName, MAX_DOCUMENT_BYTES } from './documents';
import { messages } from './messages';
import {
  REGISTRATION_LABELS,
  REGISTRATION_MAX_LENGTHS,
  REGISTRATION_STEP_FIELDS,
  REGISTRATION_STEPS,
  REGISTRATION_TEXT_FIELDS,
  type RegistrationDocumentField,
  type RegistrationField,
  type RegistrationStep,
  type RegistrationTextField,
} from './registration-labels';
import { type TextKind, textCharactersError } from './text';

export * from './registration-labels';

/**
 * The supplier registration form of spec section 5, shared by the wizard (per step, per field, live)
 * and the server (everything again, in the same order, with the same messages).
 */

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
