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
import {
  SUPPLIER_TAX_FIELDS,
  type SupplierTaxField,
  supplierTaxProblems,
} from '@tenderdesk/domain/supplier-tax';
import { useCallback, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { emptyTaxValues, type TaxValues, withTaxChange } from '../../components/supplier-tax-fields';
import { currentLocale } from '../../lib/i18n';

export type TextValues = Record<RegistrationTextField, string>;
export type DocumentValues = Record<RegistrationDocumentField, File | null>;
export type FormField = RegistrationField | SupplierTaxField;
export type FieldErrors = Partial<Record<FormField, string>>;

const emptyText = (): TextValues =>
  Object.fromEntries(REGISTRATION_TEXT_FIELDS.map((field) => [field, ''])) as TextValues;
const emptyDocuments = (): DocumentValues => ({
  companyTradeLicense: null,
  vatRegistrationCertificate: null,
});

const isTaxField = (field: string): field is SupplierTaxField =>
  (SUPPLIER_TAX_FIELDS as readonly string[]).includes(field);

/**
 * Step 1's fields in the order they are shown: the company, its tax details (issue 20: the wizard
 * asks for them, the API leaves them optional for the spec's client), the login, the documents.
 */
const STEP_ONE_ORDER: readonly FormField[] = [
  ...REGISTRATION_STEP_FIELDS[1].slice(0, 8),
  ...SUPPLIER_TAX_FIELDS,
  ...REGISTRATION_STEP_FIELDS[1].slice(8),
];

/** The tax details' problems: the wizard requires the declaration, against the state typed above. */
const taxProblems = (tax: TaxValues, state: string) =>
  supplierTaxProblems(tax, state, { declarationRequired: true });

/** Whether a step is valid (step 1 with its tax details). */
function isStepValid(step: RegistrationStep, input: SupplierRegistrationInput, tax: TaxValues) {
  if (validateRegistrationStep(step, input)) return false;
  return step !== 1 || Object.keys(taxProblems(tax, input.state ?? '')).length === 0;
}

/** The wizard step (1–3) a field is shown on, so a server error can take the user to it. */
export function stepOfField(field: string): RegistrationStep | null {
  if (isTaxField(field)) return 1;
  return (
    REGISTRATION_STEPS.find((step) => REGISTRATION_STEP_FIELDS[step].includes(field as RegistrationField)) ??
    null
  );
}

/** The wizard's step lives in the address (`?step=2`), so each step is an entry of the history. */
export const STEP_PARAM = 'step';
const LAST_INDEX = REGISTRATION_STEPS.length - 1;

/** The 0-based step the address asks for; step 1 when it asks for none or for nonsense. */
export function requestedStepIndex(param: string | null): number {
  const step = Number(param ?? '1');
  if (!Number.isInteger(step) || step < 1) return 0;
  return Math.min(step, REGISTRATION_STEPS.length) - 1;
}

/** History state of a step entered with Next: the in-app Back then goes back through the history. */
type StepEntryState = { enteredFrom: number } | null;

/**
 * State and rules of the three-step registration wizard. Every rule comes from the shared domain
 * validator, so the browser and the server give the same message for the same mistake.
 * A step counts as completed once Next accepted it and only while it stays valid: editing an
 * earlier step into an invalid state un-completes it, and Finish notices.
 * The current step is read from the address: the browser's Back and Forward move between steps and
 * keep every field and both files, since the wizard stays mounted. An address asking for a step the
 * user may not open yet shows the first step still to complete.
 */
export function useRegistrationForm() {
  const [values, setValues] = useState<TextValues>(emptyText);
  const [documents, setDocuments] = useState<DocumentValues>(emptyDocuments);
  const [tax, setTaxValues] = useState<TaxValues>(emptyTaxValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState<readonly boolean[]>([false, false, false]);
  const [formError, setFormError] = useState<string | null>(null);
  /** The field to focus after a step change (first invalid field, or a server-rejected one). */
  const [focusField, setFocusField] = useState<FormField | null>(null);

  const clearFocusField = useCallback(() => setFocusField(null), []);

  const input: SupplierRegistrationInput = useMemo(() => ({ ...values, ...documents }), [values, documents]);

  const completed = useMemo(
    () => REGISTRATION_STEPS.map((step, index) => accepted[index] === true && isStepValid(step, input, tax)),
    [accepted, input, tax],
  );

  /** A step can be opened once every step before it is completed. */
  const canOpen = (index: number) => completed.slice(0, index).every(Boolean);
  const requested = requestedStepIndex(params.get(STEP_PARAM));
  const firstIncomplete = completed.findIndex((done) => !done);
  const active = Math.min(requested, firstIncomplete === -1 ? LAST_INDEX : firstIncomplete);

  /** Moves to a step through the history (a new entry unless `replace`). */
  const goTo = useCallback(
    (index: number, options: { replace?: boolean; state?: StepEntryState } = {}) => {
      const next = new URLSearchParams(params);
      if (index === 0) next.delete(STEP_PARAM);
      else next.set(STEP_PARAM, String(index + 1));
      setParams(next, { replace: options.replace, state: options.state ?? null });
    },
    [params, setParams],
  );

  /** Whatever has been typed or chosen: leaving the wizard then asks first. */
  const dirty =
    REGISTRATION_TEXT_FIELDS.some((field) => values[field] !== '') ||
    REGISTRATION_DOCUMENT_FIELDS.some((field) => documents[field] !== null) ||
    SUPPLIER_TAX_FIELDS.some((field) => tax[field] !== '');

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
    // The GSTIN's state is checked against the address's.
    if (field === 'state' && errors.gstin) updated.gstin = taxProblems(tax, value).gstin;
    setErrors(updated);
  };

  /** A tax detail: re-checked live once it shows an error (and the GSTIN with the PAN it carries). */
  const setTax = (field: SupplierTaxField, value: string) => {
    setFormError(null);
    const next = withTaxChange(tax, field, value);
    setTaxValues(next);
    const problems = taxProblems(next, values.state);
    const updated = { ...errors };
    for (const name of SUPPLIER_TAX_FIELDS) {
      if (errors[name] || (name !== field && next[name] !== tax[name])) updated[name] = problems[name];
    }
    if (field === 'gstRegistration') updated.gstRegistration = problems.gstRegistration;
    setErrors(updated);
  };

  /** A tax detail left with something typed in it is checked at once. */
  const checkTax = (field: SupplierTaxField) => {
    if (tax[field].trim() === '') return;
    setErrors((current) => ({ ...current, [field]: taxProblems(tax, values.state)[field] }));
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
      if (step === 1) {
        const problems = taxProblems(tax, input.state ?? '');
        for (const field of SUPPLIER_TAX_FIELDS) stepErrors[field] = problems[field];
      }
      setErrors((current) => ({ ...current, ...stepErrors }));
      const order = step === 1 ? STEP_ONE_ORDER : REGISTRATION_STEP_FIELDS[step];
      const first = order.find((field) => stepErrors[field]);
      if (first) setFocusField(first);
      return !first;
    },
    [input, tax],
  );

  const accept = (index: number) =>
    setAccepted((previous) => previous.map((value, i) => (i === index ? true : value)));

  const next = () => {
    const step = REGISTRATION_STEPS[active];
    if (!step || !checkStep(step) || active === LAST_INDEX) return;
    // Accepted before the address changes, so the next step is already allowed when it renders.
    flushSync(() => accept(active));
    goTo(active + 1, { state: { enteredFrom: active } });
  };

  /** The in-app Back: the same as the browser's when Next led here, otherwise a step to the previous one. */
  const back = () => {
    setFormError(null);
    if (active === 0) return;
    if ((location.state as StepEntryState)?.enteredFrom === active - 1) navigate(-1);
    else goTo(active - 1);
  };

  /** From the stepper: any step whose earlier steps are completed. */
  const open = (index: number) => {
    if (!canOpen(index) || index === active) return;
    setFormError(null);
    goTo(index);
  };

  /**
   * The address asked for a step that cannot be opened yet (an old history entry after a reset,
   * a typed address, Forward after an earlier step was made invalid): show why on the step to finish.
   */
  const settleRequestedStep = useCallback(() => {
    if (requested === active) return;
    const step = REGISTRATION_STEPS[active];
    if (step && requested > active && accepted[active]) checkStep(step);
    goTo(active, { replace: true });
  }, [requested, active, accepted, checkStep, goTo]);

  /** Finish: the last step must be valid, and so must both earlier ones (spec section 4). */
  const finish = (): boolean => {
    const last = REGISTRATION_STEPS.length - 1;
    const lastStep = REGISTRATION_STEPS[last];
    if (!lastStep || !checkStep(lastStep)) return false;
    accept(last);
    const incomplete = REGISTRATION_STEPS.findIndex(
      (step, index) => index !== last && !(accepted[index] && isStepValid(step, input, tax)),
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
    if (step - 1 !== active) goTo(step - 1);
    setFocusField(field as FormField);
    return true;
  };

  const reset = () => {
    setValues(emptyText());
    setDocuments(emptyDocuments());
    setTaxValues(emptyTaxValues());
    setErrors({});
    setAccepted([false, false, false]);
    setFormError(null);
    goTo(0, { replace: true });
  };

  return {
    values,
    documents,
    tax,
    errors,
    active,
    settleRequestedStep,
    dirty,
    completed,
    formError,
    setFormError,
    focusField,
    clearFocusField,
    setText,
    setDocument,
    setTax,
    checkTax,
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

/**
 * The multipart body of POST /api/suppliers/add: every text field, the tax details given (the
 * API's optional extras), the language on screen (issue 26: stored as the supplier's), then the
 * two documents.
 */
export function toFormData(values: TextValues, documents: DocumentValues, tax: TaxValues): FormData {
  const form = new FormData();
  for (const field of REGISTRATION_TEXT_FIELDS) form.append(field, values[field]);
  for (const field of SUPPLIER_TAX_FIELDS) if (tax[field].trim() !== '') form.append(field, tax[field]);
  form.append('language', currentLocale());
  for (const field of REGISTRATION_DOCUMENT_FIELDS) {
    const file = documents[field];
    if (file) form.append(field, file, file.name);
  }
  return form;
}
