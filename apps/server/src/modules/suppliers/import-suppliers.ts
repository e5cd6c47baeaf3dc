import { randomUUID } from 'node:crypto';
import { importMessages } from '@tenderdesk/domain/import-messages';
import { mailMessages } from '@tenderdesk/domain/mail-messages';
import { PORTAL_NAME, SET_PASSWORD_LINK_MINUTES } from '@tenderdesk/domain/password-reset';
import { linkTo } from '@tenderdesk/domain/screens';
import { type ImportPreview, type PreviewRow, previewOf } from '@tenderdesk/domain/sheet-import';
import { type ImportedSupplier, supplierImportColumn } from '@tenderdesk/domain/supplier-import';
import { sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { isAppError } from '../../core/errors';
import { claimAccountEmails } from '../../db/account-emails';
import { recordAudits } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { suppliers } from '../../db/schema/suppliers';
import { inTransaction } from '../../db/transaction';
import { composeEmail } from '../../mail/compose';
import type { Mailer } from '../../mail/mailer';
import { readOrganisationName } from '../../shared/buyer-identity';
import { newResetToken, storeNewPasswordLinks } from '../../shared/password-link';
import {
  type CheckedSupplierRow,
  checkSupplierImport,
  type SupplierImportForm,
} from './check-supplier-import';
import { invalidateSupplierCounts } from './service';
import { gstinHolder } from './supplier-tax-rows';

/*
 * POST /api/suppliers/import (issue 23 item 3): `mode=preview` answers the checked rows; `mode=import`
 * creates the valid ones, in one transaction per batch, each row in a savepoint: a row the database
 * refuses (an email or GSTIN taken by a concurrent write) becomes that row's problem, the others of
 * the batch still land. Each supplier is audited (`supplier.import`, with the import's id and file)
 * and emailed a single-use link to set its password (the reset flow's links); it has no password
 * until then (an unusable hash), and none is ever read from a file or written to a log.
 */

/** Rows written per transaction. */
export const IMPORT_BATCH_ROWS = 100;

/** Never a scrypt hash, so no password matches it (verifyPassword refuses an unknown format). */
const NO_PASSWORD = '!no-password-set';

/** A row as answered: the supplier's id once created. */
export type SupplierImportRow = PreviewRow<ImportedSupplier & { _id: string | null }>;

export type SupplierImportResult = ImportPreview<ImportedSupplier & { _id: string | null }> & {
  mode: SupplierImportForm['mode'];
  createdCount: number;
  /** Whether the created suppliers were emailed (false: the portal sends no email, decision 042). */
  emailed: boolean;
  message: string;
};

type ImportContext = {
  caller: Caller;
  status: SupplierImportForm['status'];
  importId: string;
  fileName: string;
  mailer: Mailer;
  organisation: string | null;
  origin: string;
};

function setPasswordEmail(to: string, companyName: string, link: string, context: ImportContext) {
  const text = mailMessages.setPassword;
  const paragraphs = [
    text.intro(PORTAL_NAME, companyName, to),
    text.validity(SET_PASSWORD_LINK_MINUTES / (24 * 60)),
    ...(context.status === 'Pending' ? [text.pending] : []),
  ];
  const { text: body, html } = composeEmail({
    heading: text.heading,
    paragraphs,
    action: { label: text.action, url: link },
    note: text.ignore,
    organisation: context.organisation,
  });
  return { kind: 'set-password', to, subject: text.subject(PORTAL_NAME), text: body, html };
}

/**
 * Suppliers of a batch, several rows a statement: the email claims, the rows, the audit events, the
 * links and their emails. Answers their ids in the entries' order.
 */
async function createSuppliers(tx: Tx, entries: readonly CheckedSupplierRow[], context: ImportContext) {
  const made = entries.map((entry) => ({
    entry,
    values: entry.values as ImportedSupplier,
    id: randomUUID(),
  }));
  // The emails' claims decide between concurrent writers (the check before also read the admins).
  await claimAccountEmails(
    tx,
    'supplier',
    made.map(({ id, values }) => ({ accountId: id, email: values.emailAddress })),
  );
  const active = context.status === 'Active';
  await tx.insert(suppliers).values(
    made.map(({ entry, values, id }) => {
      const { category: _category, subCategory: _subCategory, fax, ...fields } = values;
      return {
        ...fields,
        id,
        fax: fax === '' ? null : fax,
        passwordHash: NO_PASSWORD,
        categoryId: entry.categoryId as string,
        subCategoryId: entry.subCategoryId as string,
        status: context.status,
        ...(active ? { statusChangedAt: sql`now()`, statusChangedBy: context.caller.id } : {}),
      };
    }),
  );
  await recordAudits(
    tx,
    context.caller,
    made.map(({ entry, values, id }) => ({
      action: 'supplier.import' as const,
      entity: 'supplier' as const,
      entityId: id,
      changes: {
        companyName: values.companyName,
        emailAddress: values.emailAddress,
        status: context.status,
        category: entry.categoryId,
        subCategory: entry.subCategoryId,
        gstin: values.gstin,
        origin: { importId: context.importId, fileName: context.fileName, row: entry.row },
      },
    })),
  );
  if (context.mailer.enabled) {
    const links = made.map(({ id }) => ({ kind: 'supplier' as const, id, token: newResetToken() }));
    await storeNewPasswordLinks(tx, links, SET_PASSWORD_LINK_MINUTES);
    for (const [index, { values }] of made.entries()) {
      const token = links[index]?.token ?? '';
      const link = `${context.mailer.publicUrl ?? context.origin}${linkTo('resetPassword', {}, { token })}`;
      await context.mailer.enqueue(
        tx,
        setPasswordEmail(values.emailAddress, values.companyName, link, context),
      );
    }
  }
  return made.map(({ id }) => id);
}

/** The row's problem when the database refused it: the GSTIN's holder decides which. */
async function refusedRow(db: DbOrTx, entry: CheckedSupplierRow): Promise<void> {
  const gstin = entry.values?.gstin;
  const gstinTaken = gstin ? await gstinHolder(db, gstin) : null;
  entry.problems.push(
    gstinTaken
      ? {
          row: entry.row,
          column: supplierImportColumn('gstin'),
          message: importMessages.suppliers.gstinTaken,
        }
      : {
          row: entry.row,
          column: supplierImportColumn('emailAddress'),
          message: importMessages.suppliers.emailTaken,
        },
  );
  entry.values = null;
}

/**
 * Creates a batch's valid rows in one transaction: all at once in a savepoint; when the database
 * refuses one (an email or GSTIN taken since the check), row by row, each in its own savepoint, the
 * refused rows becoming row problems. Answers each created row's id.
 */
async function importBatch(db: DbOrTx, batch: CheckedSupplierRow[], context: ImportContext) {
  const ids = new Map<CheckedSupplierRow, string>();
  await inTransaction(db, async (tx) => {
    ids.clear();
    try {
      const made = await withConstraintErrors(() =>
        inTransaction(tx, (savepoint) => createSuppliers(savepoint, batch, context)),
      );
      for (const [index, entry] of batch.entries()) ids.set(entry, made[index] as string);
      return;
    } catch (error) {
      if (!isAppError(error)) throw error;
    }
    for (const entry of batch) {
      try {
        const [id] = await withConstraintErrors(() =>
          inTransaction(tx, (savepoint) => createSuppliers(savepoint, [entry], context)),
        );
        ids.set(entry, id as string);
      } catch (error) {
        if (!isAppError(error)) throw error;
        await refusedRow(tx, entry);
      }
    }
  });
  return ids;
}

/** Previews or imports the file's suppliers (see the file's comment). */
export async function importSuppliers(
  db: DbOrTx,
  caller: Caller,
  form: SupplierImportForm,
  deps: { mailer: Mailer; origin: string },
): Promise<SupplierImportResult> {
  const checked = await checkSupplierImport(db, form.file);
  const ids = new Map<CheckedSupplierRow, string>();
  if (form.mode === 'import') {
    const context: ImportContext = {
      caller,
      status: form.status,
      importId: randomUUID(),
      fileName: form.file.originalName,
      mailer: deps.mailer,
      organisation: await readOrganisationName(db),
      origin: deps.origin,
    };
    const valid = checked.rows.filter((entry) => entry.values);
    for (let start = 0; start < valid.length; start += IMPORT_BATCH_ROWS) {
      const batchIds = await importBatch(db, valid.slice(start, start + IMPORT_BATCH_ROWS), context);
      for (const [entry, id] of batchIds) ids.set(entry, id);
    }
    if (ids.size > 0) invalidateSupplierCounts(db);
  }
  const rows: SupplierImportRow[] = checked.rows.map(({ row, values, problems }, index) => {
    const entry = checked.rows[index] as CheckedSupplierRow;
    return { row, problems, values: values ? { ...values, _id: ids.get(entry) ?? null } : null };
  });
  const preview = previewOf(rows);
  const message =
    form.mode === 'import'
      ? importMessages.suppliers.imported(ids.size)
      : importMessages.suppliers.previewed(preview.validCount, preview.problemCount);
  return { ...preview, mode: form.mode, createdCount: ids.size, emailed: deps.mailer.enabled, message };
}
