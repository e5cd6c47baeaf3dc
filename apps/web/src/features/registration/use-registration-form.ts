import { messages } from '@tenderdesk/domain/messages';
import {
  REGISTRATION_DOCUMENT_FIELDS,
  REGISTRATION_STEP_FIELDS,
  REGISTRATION_STEPS,
  REGISTRATION_TEXT_FIELDS,
  type RegistrationDocumentField,
  type RegistrationField,
  type RegistrationStep,
  type RegistrationTextField,
  type SupplierRegistrationInput,
  validateRegistrationField,
  validateRegistrationStep,
} from '@tenderdesk/domain/supplier-registration';
import { useCallback, useMemo, useState } from 'react';

export type TextValues = Record<RegistrationTextField, string>;
export type DocumentValues = Record<RegistrationDocumentField, File | null>;
export type FieldErrors = Partial<Record<RegistrationField, string>>;

const emptyText = (): TextValues =>
  Object.fromEntries(REGISTRATION_TEXT_FIELDS.map((field) => [field, ''])) as TextValues;
const emptyDocuments = (): DocumentValues => ({
  companyTradeLicense: null,
  vatRegistrationCertificate: null,
});

/** The wizard step (1–3) a field is shown on, so a server error can take the user to it. */
export function stepOfField(field: string): RegistrationStep | null {
  return (
    REGISTRATION_STEPS.find((step) => REGISTRATION_STEP_FIELDS[step].includes(field as RegistrationField)) ??
    null
  );
}

/**
 * State and rules of the three-step registration wizard. Every rule comes from the shared domain
 * validator, so the browser and the server give the same message for the same mistake.
 * A step counts as completed once Next accepted it and only while it stays valid: editing an
 * earlier step into an invalid state un-completes it, and Finish notices.
 */
export function useRegistrationForm() {
  const [values, setValues] = useState<TextValues>(emptyText);
  const [documents, setDocuments] = useState<DocumentValues>(emptyDocuments);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [active, setActive] = useState(0);
  const [accepted, setAccepted] = useState<readonly boolean[]>([false, false, false]);
  const [formError, setFormError] = useState<string | null>(null);
  /** The field to focus after a step change (first invalid field, or a server-rejected one). */
  const [focusField, setFocusField] = useState<RegistrationField | null>(null);

  const clearFocusField = useCallback(() => setFocusField(null), []);

  const input: SupplierRegistrationInput = useMemo(() => ({ ...values, ...documents }), [values, documents]);

  const completed = useMemo(
    () =>
      REGISTRATION_STEPS.map(
        (step, index) => accepted[index] === true && !validateRegistrationStep(step, input),
      ),
    [accepted, input],
  );

  const setText = (field: RegistrationTextField, value: string) => {
    setFormError(null);
    const next = { ...values, [field]: value };
    // Changing the category clears the sub-category (spec section 5).
    if (field === 'category' && value !== values.category) next.subCategory = '';
    setValues(next);
    const updated = { ...errors };
    // A field already showing an error is re-checked on every keystroke, so it clears once it is right.
    if (errors[field]) updated[field] = validateRegistrationField(field, next) ?? undefined;
    // "Passwords do not match" is checked live while typing either password.
    if ((field === 'password' || field === 'confirmPassword') && next.confirmPassword !== '') {
      updated.confirmPassword =
        next.confirmPassword === next.password ? undefined : messages.registration.passwordsMismatch;
    }
    if (field === 'category') updated.subCategory = undefined;
    setErrors(updated);
  };

  const setDocument = (field: RegistrationDocumentField, file: File | null) => {
    setFormError(null);
    const next = { ...documents, [field]: file };
    setDocuments(next);
    // A chosen file is checked at once: a wrong type or size is better known before the upload.
    const message = file || errors[field] ? validateRegistrationField(field, next) : null;
    setErrors({ ...errors, [field]: message ?? undefined });
  };

  /** Shows every error of one step (not just the first) and reports whether the step is valid. */
  const checkStep = useCallback(
    (step: RegistrationStep) => {
      const stepErrors: FieldErrors = {};
      for (const field of REGISTRATION_STEP_FIELDS[step]) {
        stepErrors[field] = validateRegistrationField(field, input) ?? undefined;
      }
      setErrors((current) => ({ ...current, ...stepErrors }));
      const first = REGISTRATION_STEP_FIELDS[step].find((field) => stepErrors[field]);
      if (first) setFocusField(first);
      return !first;
    },
    [input],
  );

  const accept = (index: number) =>
    setAccepted((previous) => previous.map((value, i) => (i === index ? true : value)));

  const next = () => {
    const step = REGISTRATION_STEPS[active];
    if (!step || !checkStep(step)) return;
    accept(active);
    setActive((current) => Math.min(current + 1, REGISTRATION_STEPS.length - 1));
  };

  const back = () => {
    setFormError(null);
    setActive((current) => Math.max(current - 1, 0));
  };

  /** A step can be opened from the stepper once every step before it is completed. */
  const canOpen = (index: number) => completed.slice(0, index).every(Boolean);
  const open = (index: number) => {
    if (!canOpen(index)) return;
    setFormError(null);
    setActive(index);
  };

  /** Finish: the last step must be valid, and so must both earlier ones (spec section 4). */
  const finish = (): boolean => {
    const last = REGISTRATION_STEPS.length - 1;
    const lastStep = REGISTRATION_STEPS[last];
    if (!lastStep || !checkStep(lastStep)) return false;
    accept(last);
    const incomplete = REGISTRATION_STEPS.findIndex(
      (step, index) => index !== last && !(accepted[index] && !validateRegistrationStep(step, input)),
    );
    if (incomplete === -1) return true;
    setFormError(messages.registration.incomplete);
    return false;
  };

  /** A rejection from the server that names a field: the message goes on the field, on its step. */
  const showServerError = (field: string, message: string): boolean => {
    const step = stepOfField(field);
    if (!step) return false;
    setErrors((current) => ({ ...current, [field]: message }));
    setActive(step - 1);
    setFocusField(field as RegistrationField);
    return true;
  };

  const reset = () => {
    setValues(emptyText());
    setDocuments(emptyDocuments());
    setErrors({});
    setAccepted([false, false, false]);
    setFormError(null);
    setActive(0);
  };

  return {
    values,
    documents,
    errors,
    active,
    completed,
    formError,
    setFormError,
    focusField,
    clearFocusField,
    setText,
    setDocument,
    next,
    back,
    open,
    canOpen,
    finish,
    showServerError,
    reset,
  };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;

/** The multipart body of POST /api/suppliers/add: every text field, then the two documents. */
export function toFormData(values: TextValues, documents: DocumentValues): FormData {
  const form = new FormData();
  for (const field of REGISTRATION_TEXT_FIELDS) form.append(field, values[field]);
  for (const field of REGISTRATION_DOCUMENT_FIELDS) {
    const file = documents[field];
    if (file) form.append(field, file, file.name);
  }
  return form;
}
