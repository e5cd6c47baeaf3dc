import { importMessages } from '@tenderdesk/domain/import-messages';
import type { ImportPreview, PreviewRow } from '@tenderdesk/domain/sheet-import';
import { MAX_SHEET_BYTES, previewOf } from '@tenderdesk/domain/sheet-import';
import { sheetMessages } from '@tenderdesk/domain/sheet-messages';
import {
  checkSupplierRow,
  type ImportedSupplier,
  markFileDuplicates,
  SUPPLIER_IMPORT_COLUMNS,
  SUPPLIER_IMPORT_MODES,
  SUPPLIER_IMPORT_STATUSES,
  type SupplierImportField,
  type SupplierImportMode,
  type SupplierImportStatus,
  supplierImportColumn,
} from '@tenderdesk/domain/supplier-import';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { accountEmails, admins } from '../../db/schema/accounts';
import { categories, subCategories } from '../../db/schema/catalogue';
import { suppliers } from '../../db/schema/suppliers';
import { readMultipartForm } from '../../plugins/files/uploads';
import { cellOf, locateColumns, readSheetFile } from '../../shared/sheet-read';

/*
 * POST /api/suppliers/import, the reading and checking half (issue 23 item 3): the multipart form
 * (`file`, `status`, `mode`), every row through the registration's rules (domain supplier-import.ts),
 * then what needs the database: the category and sub-category by name, an email any account has,
 * a GSTIN another supplier has. Duplicates are row problems, never created.
 */

export type SupplierImportForm = {
  file: { bytes: Buffer; originalName: string };
  status: SupplierImportStatus;
  mode: SupplierImportMode;
};

/** A checked row, with its category and sub-category ids when it is valid. */
export type CheckedSupplierRow = PreviewRow<ImportedSupplier> & {
  categoryId?: string;
  subCategoryId?: string;
};

export async function readSupplierImportForm(request: FastifyRequest): Promise<SupplierImportForm> {
  const form = await readMultipartForm(request, {
    textFields: ['status', 'mode'],
    fileFields: ['file'],
    maxFileBytes: MAX_SHEET_BYTES,
    messages: {
      notMultipart: sheetMessages.notMultipart,
      unreadable: sheetMessages.unreadable,
      fileTooLarge: () => sheetMessages.fileTooLarge,
    },
  });
  const status = (form.fields.status ?? '').trim();
  const mode = (form.fields.mode ?? 'preview').trim();
  if (!(SUPPLIER_IMPORT_STATUSES as readonly string[]).includes(status))
    throw badRequest(importMessages.suppliers.statusInvalid, 'status');
  if (!(SUPPLIER_IMPORT_MODES as readonly string[]).includes(mode))
    throw badRequest(importMessages.suppliers.modeInvalid, 'mode');
  if (!form.files.file) throw badRequest(sheetMessages.fileRequired, 'file');
  return {
    file: form.files.file,
    status: status as SupplierImportStatus,
    mode: mode as SupplierImportMode,
  };
}

const key = (text: string) => text.trim().toLowerCase();

/** The categories and sub-categories by lower-cased name (both tables are short master lists). */
async function catalogue(db: DbOrTx) {
  const categoryRows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const subRows = await db
    .select({ id: subCategories.id, name: subCategories.name, categoryId: subCategories.categoryId })
    .from(subCategories);
  const byName = new Map(categoryRows.map((row) => [key(row.name), row.id]));
  const subByName = new Map(subRows.map((row) => [`${row.categoryId}/${key(row.name)}`, row.id]));
  return { byName, subByName };
}

/** Of `emails`, those any account holds (the one-email-one-account table, and admins as a net). */
async function takenEmails(db: DbOrTx, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const claimed = await db
    .select({ email: accountEmails.email })
    .from(accountEmails)
    .where(inArray(accountEmails.email, emails));
  const adminRows = await db
    .select({ email: sql<string>`lower(${admins.email})` })
    .from(admins)
    .where(inArray(sql`lower(${admins.email})`, emails));
  const supplierRows = await db
    .select({ email: suppliers.emailAddress })
    .from(suppliers)
    .where(inArray(suppliers.emailAddress, emails));
  return new Set([...claimed, ...adminRows, ...supplierRows].map((row) => row.email.toLowerCase()));
}

async function takenGstins(db: DbOrTx, gstins: string[]): Promise<Set<string>> {
  if (gstins.length === 0) return new Set();
  const rows = await db
    .select({ gstin: suppliers.gstin })
    .from(suppliers)
    .where(inArray(suppliers.gstin, gstins));
  return new Set(rows.map((row) => row.gstin ?? ''));
}

/** Adds the problems only the database knows (category names, taken emails and GSTINs) to valid rows. */
async function checkAgainstDatabase(db: DbOrTx, rows: CheckedSupplierRow[]) {
  const valid = rows.filter((entry) => entry.values);
  const { byName, subByName } = await catalogue(db);
  const emails = await takenEmails(
    db,
    valid.map((entry) => entry.values?.emailAddress ?? ''),
  );
  const gstins = await takenGstins(
    db,
    valid.flatMap((entry) => (entry.values?.gstin ? [entry.values.gstin] : [])),
  );
  for (const entry of valid) {
    const values = entry.values as ImportedSupplier;
    const problem = (field: SupplierImportField, message: string) =>
      entry.problems.push({ row: entry.row, column: supplierImportColumn(field), message });
    const categoryId = byName.get(key(values.category));
    const subCategoryId = categoryId ? subByName.get(`${categoryId}/${key(values.subCategory)}`) : undefined;
    if (!categoryId) problem('category', importMessages.suppliers.categoryNotFound(values.category));
    else if (!subCategoryId)
      problem(
        'subCategory',
        importMessages.suppliers.subCategoryNotFound(values.subCategory, values.category),
      );
    if (emails.has(values.emailAddress)) problem('emailAddress', importMessages.suppliers.emailTaken);
    if (values.gstin && gstins.has(values.gstin)) problem('gstin', importMessages.suppliers.gstinTaken);
    if (entry.problems.length > 0) entry.values = null;
    else Object.assign(entry, { categoryId, subCategoryId });
  }
}

/** Reads and checks every row of the file (nothing stored). */
export async function checkSupplierImport(
  db: DbOrTx,
  file: SupplierImportForm['file'],
): Promise<ImportPreview<ImportedSupplier> & { rows: CheckedSupplierRow[] }> {
  const table = await readSheetFile(file);
  const columns = locateColumns(
    table.header,
    SUPPLIER_IMPORT_COLUMNS.map((column) => ({ name: column.name, required: column.required })),
  );
  const rows: CheckedSupplierRow[] = table.rows.map((row) => {
    const cells = {} as Record<SupplierImportField, string>;
    for (const column of SUPPLIER_IMPORT_COLUMNS)
      cells[column.field] = cellOf(row, columns[column.name] ?? -1);
    return checkSupplierRow(row.row, cells);
  });
  markFileDuplicates(rows);
  await checkAgainstDatabase(db, rows);
  for (const entry of rows) entry.problems.sort((a, b) => order(a.column) - order(b.column));
  return previewOf(rows);
}

const ORDER = SUPPLIER_IMPORT_COLUMNS.map((column) => column.name);
const order = (column: string) => ORDER.indexOf(column);
