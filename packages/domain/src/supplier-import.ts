import { normaliseEmail } from './auth';
import { GST_REGISTRATIONS, type GstRegistration } from './gst';
import { importMessages } from './import-messages';
import type { PreviewRow, SheetProblem } from './sheet-import';
import {
  REGISTRATION_LABELS,
  type RegistrationTextField,
  validateRegistrationField,
} from './supplier-registration';
import {
  normaliseSupplierTax,
  SUPPLIER_TAX_LABELS,
  type SupplierTaxDetails,
  type SupplierTaxField,
  supplierTaxProblems,
} from './supplier-tax';

/*
 * Suppliers from a spreadsheet (issue 23 item 3): the columns are what registration asks, but not
 * the two documents and never a password; each row is checked with the registration's own rules
 * (validateRegistrationField, supplierTaxProblems). What needs the database (category names, an
 * email or GSTIN already taken) is the server's; duplicates inside the file are checked here.
 */

export const SUPPLIER_IMPORT_STATUSES = ['Pending', 'Active'] as const;
export type SupplierImportStatus = (typeof SUPPLIER_IMPORT_STATUSES)[number];
export const SUPPLIER_IMPORT_MODES = ['preview', 'import'] as const;
export type SupplierImportMode = (typeof SUPPLIER_IMPORT_MODES)[number];

type TextField = Exclude<RegistrationTextField, 'password' | 'confirmPassword'>;
type TaxField = Exclude<SupplierTaxField, 'bankAccountNumber' | 'bankIfsc'>;
export type SupplierImportField = TextField | TaxField;

const TEXT_FIELDS: readonly TextField[] = [
  'companyName',
  'address',
  'city',
  'state',
  'postalCode',
  'country',
  'telephone',
  'fax',
  'emailAddress',
  'firstName',
  'lastName',
  'designation',
  'contactEmailAddress',
  'mobile',
  'category',
  'subCategory',
];
const TAX_FIELDS: readonly TaxField[] = ['gstRegistration', 'gstin', 'pan', 'udyamNumber'];

/** The template's header per field (the registration's labels; the two emails told apart). */
const HEADERS: Record<SupplierImportField, string> = {
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, REGISTRATION_LABELS[field]])) as Record<
    TextField,
    string
  >),
  emailAddress: 'Login Email',
  contactEmailAddress: 'Contact Email',
  gstRegistration: SUPPLIER_TAX_LABELS.gstRegistration,
  gstin: SUPPLIER_TAX_LABELS.gstin,
  pan: SUPPLIER_TAX_LABELS.pan,
  udyamNumber: SUPPLIER_TAX_LABELS.udyamNumber,
};

const OPTIONAL: ReadonlySet<SupplierImportField> = new Set(['fax', ...TAX_FIELDS]);

export const SUPPLIER_IMPORT_COLUMNS: readonly {
  field: SupplierImportField;
  name: string;
  required: boolean;
}[] = [...TEXT_FIELDS, ...TAX_FIELDS].map((field) => ({
  field,
  name: HEADERS[field],
  required: !OPTIONAL.has(field),
}));

/** A row's values once checked (category and sub-category still by name: the server resolves them). */
export type ImportedSupplier = Record<TextField, string> & SupplierTaxDetails & { fax: string };

/** The registration kind as written in a cell: the label or the value, any case; blank with a GSTIN: Registered. */
function registrationOf(text: string, gstin: string): GstRegistration | '' | null {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/\s+dealer$/, '');
  if (key === '') return gstin.trim() === '' ? '' : 'Registered';
  return GST_REGISTRATIONS.find((value) => value.toLowerCase() === key) ?? null;
}

/** Checks one row's cells (by field, as text) with the registration's rules. */
export function checkSupplierRow(
  row: number,
  cells: Record<SupplierImportField, string>,
): PreviewRow<ImportedSupplier> {
  const problems: SheetProblem[] = [];
  const problem = (field: SupplierImportField, message: string) =>
    problems.push({ row, column: HEADERS[field], message });
  for (const field of TEXT_FIELDS) {
    const message = validateRegistrationField(field, cells);
    if (message) problem(field, message);
  }
  const registration = registrationOf(cells.gstRegistration, cells.gstin);
  if (registration === null) problem('gstRegistration', importMessages.suppliers.registrationInvalid);
  const tax = { ...cells, gstRegistration: registration ?? '' };
  const taxProblems = registration === null ? {} : supplierTaxProblems(tax, cells.state);
  for (const field of TAX_FIELDS) {
    const message = taxProblems[field];
    if (message) problem(field, message);
  }
  if (problems.length > 0) return { row, values: null, problems };
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, cells[field].trim()])) as Record<
    TextField,
    string
  >;
  return {
    row,
    values: {
      ...values,
      emailAddress: normaliseEmail(values.emailAddress),
      ...normaliseSupplierTax(tax),
    },
    problems: [],
  };
}

/** The header of a field's column (for problems the server finds: a taken email, an unknown category). */
export const supplierImportColumn = (field: SupplierImportField) => HEADERS[field];

/**
 * Marks the rows whose email or GSTIN an earlier row of the file already has (the first keeps it):
 * a problem on the later row naming the earlier one, and its values dropped.
 */
export function markFileDuplicates(rows: PreviewRow<ImportedSupplier>[]): void {
  const emails = new Map<string, number>();
  const gstins = new Map<string, number>();
  for (const entry of rows) {
    if (!entry.values) continue;
    const email = entry.values.emailAddress;
    const gstin = entry.values.gstin;
    const emailRow = emails.get(email);
    const gstinRow = gstin ? gstins.get(gstin) : undefined;
    if (emailRow !== undefined)
      entry.problems.push({
        row: entry.row,
        column: HEADERS.emailAddress,
        message: importMessages.suppliers.emailTwice(emailRow),
      });
    if (gstinRow !== undefined)
      entry.problems.push({
        row: entry.row,
        column: HEADERS.gstin,
        message: importMessages.suppliers.gstinTwice(gstinRow),
      });
    if (entry.problems.length > 0) {
      entry.values = null;
      continue;
    }
    emails.set(email, entry.row);
    if (gstin) gstins.set(gstin, entry.row);
  }
}
