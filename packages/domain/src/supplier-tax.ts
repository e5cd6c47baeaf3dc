import {
  bankAccountProblem,
  GST_REGISTRATIONS,
  GST_STATES,
  type GstRegistration,
  type GstStateCode,
  gstinParts,
  gstinProblem,
  ifscProblem,
  isGstStateCode,
  normaliseIdentity,
  panProblem,
  stateName,
  taxIdentityText,
  udyamProblem,
} from './gst';
import { SUPPLIER_TAX_FIELDS, type SupplierTaxField, supplierTaxText } from './supplier-tax-text';

export * from './supplier-tax-text';

/*
 * A supplier's tax identities (issue 20, decision 046): how it stands under GST (registered,
 * composition dealer, unregistered, or not declared yet), its GSTIN and PAN, and optionally its
 * Udyam (MSME) number and bank account with IFSC. No zod: the wizard, the profile and the server
 * share one checker, `supplierTaxProblems`, which names the field and what is wrong with it.
 */

/** The details as stored and answered; `gstRegistration` null means the supplier has not declared them yet. */
export type SupplierTaxDetails = {
  gstRegistration: GstRegistration | null;
  gstin: string | null;
  pan: string | null;
  udyamNumber: string | null;
  bankAccountNumber: string | null;
  bankIfsc: string | null;
};

/** What a form or a call sends: strings, possibly empty or missing. */
export type SupplierTaxInput = Partial<Record<SupplierTaxField, string | null | undefined>>;

export type SupplierTaxProblems = Partial<Record<SupplierTaxField, string>>;

export const NOT_DECLARED: SupplierTaxDetails = {
  gstRegistration: null,
  gstin: null,
  pan: null,
  udyamNumber: null,
  bankAccountNumber: null,
  bankIfsc: null,
};

export const isGstRegistration = (value: string): value is GstRegistration =>
  (GST_REGISTRATIONS as readonly string[]).includes(value);

/** Whether the supplier has declared its GST standing (else the dashboard asks it to). */
export const isTaxDeclared = (details: Pick<SupplierTaxDetails, 'gstRegistration'> | null | undefined) =>
  details?.gstRegistration != null;

/** A state's name as a key: lower case, letters and digits only, '&' read as 'and'. */
const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

/** Older or common names the states are still written with. */
const STATE_ALIASES: Record<string, GstStateCode> = {
  orissa: '21',
  pondicherry: '34',
  uttaranchal: '05',
  newdelhi: '07',
  nctofdelhi: '07',
  nationalcapitalterritoryofdelhi: '07',
  jandk: '01',
  andamanandnicobar: '35',
  dadraandnagarhaveli: '26',
  damananddiu: '26',
  dnhanddd: '26',
};

const STATE_BY_KEY = new Map<string, GstStateCode>([
  ...Object.entries(GST_STATES).map(([code, name]) => [nameKey(name), code as GstStateCode] as const),
  ...Object.entries(STATE_ALIASES),
]);

/**
 * The GST state code of a free-text state (the registration's `state`): its name in any case and
 * spacing, a common older name, or the code itself ("27", "7"); null when it names no Indian state.
 */
export function gstStateCodeOf(state: string): GstStateCode | null {
  const text = state.trim();
  if (/^[0-9]{1,2}$/.test(text)) {
    const code = text.padStart(2, '0');
    return isGstStateCode(code) ? code : null;
  }
  return STATE_BY_KEY.get(nameKey(text)) ?? null;
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/** The details as they are stored: identities upper-case without spaces, '' as null. */
export function normaliseSupplierTax(input: SupplierTaxInput): SupplierTaxDetails {
  const identity = (value: string | null | undefined) => normaliseIdentity(value ?? '') || null;
  const registration = text(input.gstRegistration);
  return {
    gstRegistration: isGstRegistration(registration) ? registration : null,
    gstin: registration === 'Unregistered' ? null : identity(input.gstin),
    pan: identity(input.pan),
    udyamNumber: identity(input.udyamNumber),
    bankAccountNumber: (input.bankAccountNumber ?? '').replace(/\s+/g, '') || null,
    bankIfsc: identity(input.bankIfsc),
  };
}

/** Whether any field other than the registration kind was filled in. */
const anyDetail = (input: SupplierTaxInput) =>
  SUPPLIER_TAX_FIELDS.some((field) => field !== 'gstRegistration' && text(input[field]) !== '');

/** The GSTIN against the PAN and the supplier's state (both identities already well formed). */
function agreementProblems(gstin: string, pan: string, state: string, problems: SupplierTaxProblems) {
  const parts = gstinParts(gstin);
  const code = gstStateCodeOf(state);
  if (parts.stateCode !== code) {
    const given = code ? GST_STATES[code] : state.trim();
    problems.gstin = supplierTaxText.stateMismatch(stateName(parts.stateCode) ?? parts.stateCode, given);
  }
  if (pan && normaliseIdentity(pan) !== parts.pan) problems.pan = taxIdentityText.gstinPanMismatch;
}

/** The optional Udyam number and bank account (the account and its IFSC go together). */
function optionalProblems(input: SupplierTaxInput, problems: SupplierTaxProblems) {
  const udyam = text(input.udyamNumber);
  if (udyam) problems.udyamNumber = udyamProblem(udyam) ?? undefined;
  const account = text(input.bankAccountNumber);
  const ifsc = text(input.bankIfsc);
  if (account) problems.bankAccountNumber = bankAccountProblem(account) ?? undefined;
  else if (ifsc) problems.bankAccountNumber = supplierTaxText.bankAccountRequired;
  if (ifsc) problems.bankIfsc = ifscProblem(ifsc) ?? undefined;
  else if (account) problems.bankIfsc = supplierTaxText.ifscRequired;
}

/**
 * Every problem of the tax details, by field, given the supplier's free-text `state`. Nothing at all
 * is fine unless `declarationRequired` (the spec's registration client sends none: "not declared");
 * once anything is given, the registration kind must be chosen. Registered and composition dealers
 * give a GSTIN, unregistered suppliers none; everyone declaring gives a PAN, which must be the one
 * inside the GSTIN, and the GSTIN's state must be the address's.
 */
export function supplierTaxProblems(
  input: SupplierTaxInput,
  state: string,
  options: { declarationRequired?: boolean } = {},
): SupplierTaxProblems {
  const problems: SupplierTaxProblems = {};
  const registration = text(input.gstRegistration);
  if (registration === '' && !options.declarationRequired && !anyDetail(input)) return problems;
  if (!isGstRegistration(registration)) problems.gstRegistration = supplierTaxText.registrationRequired;

  const gstin = text(input.gstin);
  if (registration === 'Unregistered') {
    if (gstin) problems.gstin = supplierTaxText.gstinNotForUnregistered;
  } else if (gstin) {
    problems.gstin = gstinProblem(gstin) ?? undefined;
  } else if (registration !== '' && isGstRegistration(registration)) {
    problems.gstin = supplierTaxText.gstinRequired;
  }

  const pan = text(input.pan);
  problems.pan = pan ? (panProblem(pan) ?? undefined) : supplierTaxText.panRequired;

  if (registration !== 'Unregistered' && gstin && !problems.gstin) {
    agreementProblems(gstin, problems.pan ? '' : pan, state, problems);
  }
  optionalProblems(input, problems);
  for (const field of SUPPLIER_TAX_FIELDS) if (!problems[field]) delete problems[field];
  return problems;
}

/** The first problem in the fields' order (what the server answers), or null. */
export function firstSupplierTaxProblem(
  input: SupplierTaxInput,
  state: string,
  options: { declarationRequired?: boolean } = {},
): { field: SupplierTaxField; message: string } | null {
  const problems = supplierTaxProblems(input, state, options);
  const field = SUPPLIER_TAX_FIELDS.find((name) => problems[name]);
  return field ? { field, message: problems[field] as string } : null;
}

/** A bank account number as audits and lists may show it: only its last four digits. */
export const maskBankAccount = (account: string | null) => (account ? `••••${account.slice(-4)}` : account);
