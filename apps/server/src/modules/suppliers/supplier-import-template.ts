import { GST_REGISTRATIONS } from '@tenderdesk/domain/gst';
import { MAX_IMPORT_ROWS } from '@tenderdesk/domain/sheet-import';
import { SUPPLIER_IMPORT_COLUMNS, type SupplierImportField } from '@tenderdesk/domain/supplier-import';
import { GST_REGISTRATION_LABELS } from '@tenderdesk/domain/supplier-tax';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, subCategories } from '../../db/schema/catalogue';
import { type TemplateColumn, templateWorkbook } from '../../shared/sheet-template';

/*
 * GET /api/suppliers/import-template.xlsx (issue 23 item 3): what registration asks, without the
 * two documents and without a password, with an example row, the categories and the GST
 * registration kinds as lists.
 */

export const SUPPLIER_TEMPLATE_FILE = 'supplier-import-template.xlsx';

const LOOK: Record<SupplierImportField, { width: number; example: string; text?: boolean }> = {
  companyName: { width: 28, example: 'Sharma Electricals Pvt Ltd' },
  address: { width: 32, example: '12, MIDC Industrial Area' },
  city: { width: 14, example: 'Pune' },
  state: { width: 16, example: 'Maharashtra' },
  postalCode: { width: 12, example: '411019', text: true },
  country: { width: 12, example: 'India' },
  telephone: { width: 16, example: '020 2712 3456', text: true },
  fax: { width: 14, example: '', text: true },
  emailAddress: { width: 28, example: 'accounts@sharma-electricals.example' },
  firstName: { width: 14, example: 'Ravi' },
  lastName: { width: 14, example: 'Sharma' },
  designation: { width: 16, example: 'Director' },
  contactEmailAddress: { width: 28, example: 'ravi@sharma-electricals.example' },
  mobile: { width: 16, example: '+91 98220 12345', text: true },
  category: { width: 20, example: '' },
  subCategory: { width: 20, example: '' },
  gstRegistration: { width: 16, example: 'Registered' },
  gstin: { width: 18, example: '27AAPFU0939F1ZV', text: true },
  pan: { width: 14, example: 'AAPFU0939F', text: true },
  udyamNumber: { width: 22, example: '', text: true },
};

export async function supplierImportTemplate(db: DbOrTx): Promise<Buffer> {
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name));
  const first = categoryRows[0];
  const [sub] = first
    ? await db
        .select({ name: subCategories.name })
        .from(subCategories)
        .where(eq(subCategories.categoryId, first.id))
        .orderBy(asc(subCategories.name))
        .limit(1)
    : [];
  const lists: Partial<Record<SupplierImportField, TemplateColumn['list']>> = {
    category: { title: 'Category', values: categoryRows.map((row) => ({ value: row.name, label: '' })) },
    gstRegistration: {
      title: 'GST registration',
      values: GST_REGISTRATIONS.map((value) => ({ value, label: GST_REGISTRATION_LABELS[value] })),
    },
  };
  const columns: TemplateColumn[] = SUPPLIER_IMPORT_COLUMNS.map((column) => {
    const look = LOOK[column.field];
    const list = lists[column.field];
    const example =
      column.field === 'category'
        ? (first?.name ?? '')
        : column.field === 'subCategory'
          ? (sub?.name ?? '')
          : look.example;
    return { name: column.name, required: column.required, ...look, example, ...(list ? { list } : {}) };
  });
  return templateWorkbook({
    sheetName: 'Suppliers',
    columns,
    rows: MAX_IMPORT_ROWS,
    instructions: [
      'Fill one supplier per row on the Suppliers sheet, below the header; replace the example row.',
      'Columns marked * are required; keep the header row as it is (the columns may be in any order).',
      'Login Email is the address the supplier signs in with: each gets an email there to set its own password. Never put a password in this file.',
      'Category and Subcategory: names as the portal lists them (the categories are listed below).',
      "GST registration: Registered, Composition or Unregistered. Registered and composition dealers give a GSTIN; everyone who declares gives a PAN, which must be the one inside the GSTIN, and the GSTIN must be of the supplier's state. Leave all four empty to let the supplier declare them later.",
      'A row whose Login Email or GSTIN another supplier or account already has, or that an earlier row of the file has, is reported and not imported.',
      'Upload with Import suppliers on the Suppliers screen: preview first, then import the valid rows.',
    ],
  });
}
