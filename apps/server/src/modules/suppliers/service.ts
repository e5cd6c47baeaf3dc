import { createHash, randomUUID } from 'node:crypto';
import { normaliseEmail } from '@tenderdesk/domain/auth';
import { DOCUMENT_CONTENT_TYPES } from '@tenderdesk/domain/documents';
import { messages } from '@tenderdesk/domain/messages';
import type { PermissionKey } from '@tenderdesk/domain/permissions';
import type { SupplierListQuery, SupplierListResponse, SupplierView } from '@tenderdesk/domain/supplier-list';
import {
  REGISTRATION_DOCUMENT_FIELDS,
  type RegistrationDocumentField,
  type SupplierRegistrationInput,
  validateSupplierRegistration,
} from '@tenderdesk/domain/supplier-registration';
import {
  nextSupplierStatus,
  type SupplierAction,
  type SupplierStatus,
} from '@tenderdesk/domain/supplier-status';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { claimAccountEmail } from '../../db/account-emails';
import { recordAudit } from '../../db/audit';
import { type Db, type DbOrTx, isForeignKeyViolation, isUniqueViolation } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { categories, subCategories } from '../../db/schema/catalogue';
import { files } from '../../db/schema/files';
import { suppliers } from '../../db/schema/suppliers';
import { isUuid } from '../../db/uuid';
import type { Caller } from '../../plugins/auth';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors';
import { hashPassword } from '../../security/passwords';
import {
  parseStoredFileName,
  type RegistrationUpload,
  type StoredDocument,
  sanitiseFileName,
  storedFileName,
  type UploadedDocument,
} from './documents';

// ---------------------------------------------------------------------------------------------
// The supplier as every call returns it
// ---------------------------------------------------------------------------------------------

const tradeLicenseFile = alias(files, 'trade_license_file');
const vatCertificateFile = alias(files, 'vat_certificate_file');

/** Selects everything a SupplierView needs, and deliberately nothing secret (no hash, no token version). */
function selectSupplierViews(db: DbOrTx) {
  return db
    .select({
      id: suppliers.id,
      companyName: suppliers.companyName,
      address: suppliers.address,
      postalCode: suppliers.postalCode,
      country: suppliers.country,
      state: suppliers.state,
      city: suppliers.city,
      telephone: suppliers.telephone,
      fax: suppliers.fax,
      emailAddress: suppliers.emailAddress,
      firstName: suppliers.firstName,
      lastName: suppliers.lastName,
      designation: suppliers.designation,
      contactEmailAddress: suppliers.contactEmailAddress,
      mobile: suppliers.mobile,
      categoryId: suppliers.categoryId,
      categoryName: categories.name,
      subCategoryId: suppliers.subCategoryId,
      subCategoryName: subCategories.name,
      status: suppliers.status,
      inactiveReason: suppliers.inactiveReason,
      statusChangedAt: suppliers.statusChangedAt,
      createdAt: suppliers.createdAt,
      // Only the metadata of the documents: their content stays in the database.
      tradeLicenseFileId: suppliers.tradeLicenseFileId,
      tradeLicenseType: tradeLicenseFile.contentType,
      tradeLicenseName: tradeLicenseFile.originalName,
      vatCertificateFileId: suppliers.vatCertificateFileId,
      vatCertificateType: vatCertificateFile.contentType,
      vatCertificateName: vatCertificateFile.originalName,
    })
    .from(suppliers)
    .leftJoin(categories, eq(categories.id, suppliers.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, suppliers.subCategoryId))
    .leftJoin(tradeLicenseFile, eq(tradeLicenseFile.id, suppliers.tradeLicenseFileId))
    .leftJoin(vatCertificateFile, eq(vatCertificateFile.id, suppliers.vatCertificateFileId));
}

type SupplierViewRow = Awaited<ReturnType<typeof selectSupplierViews>>[number];

function toSupplierView(row: SupplierViewRow): SupplierView {
  return {
    _id: row.id,
    companyName: row.companyName,
    address: row.address,
    postalCode: row.postalCode,
    country: row.country,
    state: row.state,
    city: row.city,
    telephone: row.telephone,
    fax: row.fax,
    emailAddress: row.emailAddress,
    firstName: row.firstName,
    lastName: row.lastName,
    designation: row.designation,
    contactEmailAddress: row.contactEmailAddress,
    mobile: row.mobile,
    category: row.categoryId,
    categoryName: row.categoryName,
    subCategory: row.subCategoryId,
    subCategoryName: row.subCategoryName,
    status: row.status as SupplierStatus,
    inactiveReason: row.inactiveReason,
    statusChangedAt: row.statusChangedAt ? row.statusChangedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    companyTradeLicense: storedFileName(row.tradeLicenseFileId, row.tradeLicenseType),
    vatRegistrationCertificate: storedFileName(row.vatCertificateFileId, row.vatCertificateType),
    companyTradeLicenseName: row.tradeLicenseName,
    vatRegistrationCertificateName: row.vatCertificateName,
  };
}

/** One supplier as a SupplierView; 404 for an unknown or malformed id. */
export async function getSupplier(db: DbOrTx, id: string): Promise<SupplierView> {
  if (!isUuid(id)) throw notFound(messages.suppliers.notFound);
  const [row] = await selectSupplierViews(db).where(eq(suppliers.id, id));
  if (!row) throw notFound(messages.suppliers.notFound);
  return toSupplierView(row);
}

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

/** `%` and `_` typed by the user are literal characters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

// Each sort ends with the id so that equal keys (suppliers registered in one batch share a
// created_at) keep one order across pages. lower(company_name) matches the
// (status, lower(company_name)) index; emails are stored lower-cased, so the column sorts as is.
const SORT_ORDERS: Record<SupplierListQuery['sort'], SQL[]> = {
  companyName: [asc(sql`lower(${suppliers.companyName})`), asc(suppliers.id)],
  '-companyName': [desc(sql`lower(${suppliers.companyName})`), desc(suppliers.id)],
  createdAt: [asc(suppliers.createdAt), asc(suppliers.id)],
  '-createdAt': [desc(suppliers.createdAt), desc(suppliers.id)],
  emailAddress: [asc(suppliers.emailAddress), asc(suppliers.id)],
  '-emailAddress': [desc(suppliers.emailAddress), desc(suppliers.id)],
};

/** One page of the suppliers in `status`, searched and sorted in SQL, with the total that matched. */
export async function listSuppliers(
  db: Db,
  status: SupplierStatus,
  query: SupplierListQuery,
): Promise<SupplierListResponse> {
  const conditions: SQL[] = [eq(suppliers.status, status)];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const search = or(ilike(suppliers.companyName, pattern), ilike(suppliers.emailAddress, pattern));
    if (search) conditions.push(search);
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    selectSupplierViews(db)
      .where(where)
      .orderBy(...SORT_ORDERS[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(suppliers).where(where),
  ]);
  return {
    data: rows.map(toSupplierView),
    total: totals[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Access to one list: an admin, or a sub-admin holding any of `keys`. */
export function assertAnyPermission(caller: Caller, keys: readonly PermissionKey[]): void {
  if (caller.role === 'supplier' || !keys.some((key) => caller.permissions[key])) {
    throw new HttpError(403, messages.auth.forbidden);
  }
}

// ---------------------------------------------------------------------------------------------
// Registration
// ---------------------------------------------------------------------------------------------

function toValidationInput(upload: RegistrationUpload): SupplierRegistrationInput {
  const input: SupplierRegistrationInput = { ...upload.fields };
  for (const field of REGISTRATION_DOCUMENT_FIELDS) {
    const document = upload.documents[field];
    // The type proven by the bytes, never the name or the declared MIME type.
    input[field] = document ? { size: document.bytes.length, detectedType: document.detectedType } : null;
  }
  return input;
}

/** The chosen category and sub-category must exist, and the sub-category must be one of the category's. */
async function checkCategoryChoice(db: Db, categoryId: string, subCategoryId: string) {
  const category = isUuid(categoryId)
    ? (await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)))[0]
    : undefined;
  if (!category) throw badRequest(messages.registration.categoryNotFound, 'category');
  const subCategory = isUuid(subCategoryId)
    ? (
        await db
          .select({ categoryId: subCategories.categoryId })
          .from(subCategories)
          .where(eq(subCategories.id, subCategoryId))
      )[0]
    : undefined;
  if (!subCategory) throw badRequest(messages.registration.subcategoryNotFound, 'subCategory');
  if (subCategory.categoryId !== category.id) {
    throw badRequest(messages.registration.subcategoryMismatch, 'subCategory');
  }
}

function fileRow(id: string, document: UploadedDocument) {
  // Validation has proven the type; the guard keeps the types honest.
  if (!document.detectedType) throw new Error('document type not checked');
  return {
    id,
    originalName: sanitiseFileName(document.originalName, document.detectedType),
    contentType: DOCUMENT_CONTENT_TYPES[document.detectedType],
    size: document.bytes.length,
    sha256: createHash('sha256').update(document.bytes).digest('hex'),
    content: document.bytes,
  };
}

const emailTaken = () => conflict(messages.registration.emailTaken, 'emailAddress');

/**
 * Registers a supplier as Pending. Every rule of the form is checked again here, in the form's
 * order; then the email claim, both documents, the supplier and the audit event are written in one
 * transaction, so a refused registration leaves nothing behind.
 */
export async function registerSupplier(db: Db, upload: RegistrationUpload) {
  const error = validateSupplierRegistration(toValidationInput(upload));
  if (error) throw badRequest(error.message, error.field);
  const fields = upload.fields as Required<RegistrationUpload['fields']>;
  const tradeLicense = upload.documents.companyTradeLicense;
  const vatCertificate = upload.documents.vatRegistrationCertificate;
  if (!tradeLicense || !vatCertificate) throw new Error('documents not checked');
  const categoryId = fields.category.trim();
  const subCategoryId = fields.subCategory.trim();
  await checkCategoryChoice(db, categoryId, subCategoryId);

  const email = normaliseEmail(fields.emailAddress);
  // Hash outside the transaction: it is deliberately slow and needs no lock.
  const passwordHash = await hashPassword(fields.password);
  const id = randomUUID();
  const tradeLicenseFileId = randomUUID();
  const vatCertificateFileId = randomUUID();
  const companyName = fields.companyName.trim();
  try {
    await db.transaction(async (tx) => {
      // The email's primary key decides between concurrent registrations (and admins): the
      // loser's claim fails with a unique violation, which rolls everything back (caught below).
      await claimAccountEmail(tx, 'supplier', id, email);
      // Belt and braces for accounts created before every writer claimed its email.
      const [admin] = await tx
        .select({ id: admins.id })
        .from(admins)
        .where(sql`lower(${admins.email}) = ${email}`);
      if (admin) throw emailTaken();

      await tx
        .insert(files)
        .values([fileRow(tradeLicenseFileId, tradeLicense), fileRow(vatCertificateFileId, vatCertificate)]);
      const fax = fields.fax?.trim() ?? '';
      await tx.insert(suppliers).values({
        id,
        companyName,
        address: fields.address.trim(),
        postalCode: fields.postalCode.trim(),
        country: fields.country.trim(),
        state: fields.state.trim(),
        city: fields.city.trim(),
        telephone: fields.telephone.trim(),
        fax: fax === '' ? null : fax,
        emailAddress: email,
        passwordHash,
        tradeLicenseFileId,
        vatCertificateFileId,
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        designation: fields.designation.trim(),
        contactEmailAddress: fields.contactEmailAddress.trim(),
        mobile: fields.mobile.trim(),
        categoryId,
        subCategoryId,
        status: 'Pending',
      });
      await recordAudit(tx, null, {
        action: 'supplier.register',
        entity: 'supplier',
        entityId: id,
        changes: { companyName, emailAddress: email, category: categoryId, subCategory: subCategoryId },
      });
    });
  } catch (failure) {
    if (failure instanceof HttpError) throw failure;
    // The email claim, or the suppliers' own unique email index: either way the address is taken.
    if (isUniqueViolation(failure)) throw emailTaken();
    // The category or sub-category was deleted between the check and the insert.
    if (isForeignKeyViolation(failure)) throw badRequest(messages.registration.categoryNotFound, 'category');
    throw failure;
  }
  return { _id: id, companyName, status: 'Pending' as const };
}

// ---------------------------------------------------------------------------------------------
// Activation and inactivation
// ---------------------------------------------------------------------------------------------

/**
 * Applies one transition of spec section 4. The row is locked while its status is read and
 * changed, so two admins clicking at once cannot both apply (the second sees the new status).
 * Inactivation bumps the token version, which ends the supplier's session at its next request.
 */
export async function changeSupplierStatus(
  db: Db,
  caller: Caller,
  id: string,
  action: SupplierAction,
  reason: string | null,
): Promise<SupplierView> {
  if (!isUuid(id)) throw notFound(messages.suppliers.notFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: suppliers.status, inactiveReason: suppliers.inactiveReason })
      .from(suppliers)
      .where(eq(suppliers.id, id))
      .for('update');
    if (!row) throw notFound(messages.suppliers.notFound);
    const from = row.status as SupplierStatus;
    const to = nextSupplierStatus(from, action);
    if (!to) throw conflict(messages.suppliers.alreadyInStatus(from));
    const inactivating = action === 'inactivate';
    await tx
      .update(suppliers)
      .set({
        status: to,
        inactiveReason: inactivating ? reason : null,
        statusChangedAt: sql`now()`,
        statusChangedBy: caller.id,
        updatedAt: sql`now()`,
        ...(inactivating ? { tokenVersion: sql`${suppliers.tokenVersion} + 1` } : {}),
      })
      .where(eq(suppliers.id, id));
    await recordAudit(tx, caller, {
      action: `supplier.${action}`,
      entity: 'supplier',
      entityId: id,
      changes: { from, to, reason: inactivating ? reason : null, previousReason: row.inactiveReason },
    });
    return getSupplier(tx, id);
  });
}

// ---------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------

const DOCUMENT_COLUMNS: Record<RegistrationDocumentField, AnyPgColumn> = {
  companyTradeLicense: suppliers.tradeLicenseFileId,
  vatRegistrationCertificate: suppliers.vatCertificateFileId,
};

const documentNotFound = () => notFound(messages.suppliers.documentNotFound);

/**
 * Who may read a supplier's documents: the supplier itself, and admins or sub-admins who manage
 * suppliers. A sub-admin without the permission is refused outright (403: it reveals nothing);
 * another supplier is answered as if the document did not exist.
 */
function supplierScopeFor(caller: Caller): SQL | undefined {
  if (caller.role === 'supplier') return eq(suppliers.id, caller.id);
  if (!caller.permissions.manageSuppliers) throw new HttpError(403, messages.auth.forbidden);
  return undefined;
}

const documentColumns = {
  originalName: files.originalName,
  contentType: files.contentType,
  content: files.content,
};

/** GET /api/suppliers/:id/documents/:kind */
export async function getSupplierDocument(
  db: Db,
  caller: Caller,
  supplierId: string,
  kind: string,
): Promise<StoredDocument> {
  const scope = supplierScopeFor(caller);
  if (!Object.hasOwn(DOCUMENT_COLUMNS, kind) || !isUuid(supplierId)) throw documentNotFound();
  const column = DOCUMENT_COLUMNS[kind as RegistrationDocumentField];
  const [document] = await db
    .select(documentColumns)
    .from(suppliers)
    .innerJoin(files, eq(files.id, column))
    .where(and(eq(suppliers.id, supplierId), scope));
  if (!document) throw documentNotFound();
  return document;
}

/** GET /uploads/:filename: a supplier document by its stored name `<fileId>.<ext>`. */
export async function getUploadedDocument(db: Db, caller: Caller, filename: string): Promise<StoredDocument> {
  const scope = supplierScopeFor(caller);
  const parsed = parseStoredFileName(filename);
  if (!parsed) throw documentNotFound();
  const [row] = await db
    .select({ ...documentColumns, id: files.id })
    .from(files)
    .innerJoin(
      suppliers,
      or(eq(suppliers.tradeLicenseFileId, files.id), eq(suppliers.vatCertificateFileId, files.id)),
    )
    .where(and(eq(files.id, parsed.fileId), scope))
    .limit(1);
  // The extension must be the one the file is served under: one name per file.
  if (!row || storedFileName(row.id, row.contentType) !== `${parsed.fileId}.${parsed.extension}`) {
    throw documentNotFound();
  }
  return { originalName: row.originalName, contentType: row.contentType, content: row.content };
}
