import { messages } from '@tenderdesk/domain/messages';
import { addPortalDays, portalToday } from '@tenderdesk/domain/portal-time';
import { linkTo } from '@tenderdesk/domain/screens';
import type { SupplierListQuery, SupplierListResponse, SupplierView } from '@tenderdesk/domain/supplier-list';
import type { RegistrationDocumentField } from '@tenderdesk/domain/supplier-registration';
import {
  nextSupplierStatus,
  type SupplierAction,
  type SupplierStatus,
} from '@tenderdesk/domain/supplier-status';
import { eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Caller } from '../../core/caller';
import { conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { Db, DbOrTx } from '../../db/client';
import { definePagedList } from '../../db/paging';
import { preparedPerDb } from '../../db/prepared';
import { categories, subCategories } from '../../db/schema/catalogue';
import { files } from '../../db/schema/files';
import { suppliers } from '../../db/schema/suppliers';
import { documentTypes, supplierDocuments } from '../../db/schema/vendor';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { storedFileName } from '../../plugins/files/names';
import { assertFileAccess, readAllowedFile } from '../../plugins/files/plugin';
import type { StoredFileStream } from '../../plugins/files/store';
import type { Notifier } from '../../shared/notify';
import { supplierDocumentAccess } from '../../shared/supplier-document-access';
import {
  isCurrentDocument,
  type RequiredDocumentFacts,
  requiredDocumentsColumn,
} from '../../shared/supplier-standing';
import { supplierTaxColumns } from './supplier-tax-rows';

// ---------------------------------------------------------------------------------------------
// The supplier as every call returns it
// ---------------------------------------------------------------------------------------------

const tradeLicenseFile = alias(files, 'trade_license_file');
const vatCertificateFile = alias(files, 'vat_certificate_file');

/** Everything a SupplierView needs, and deliberately nothing secret (no hash, no token version). */
const supplierViewColumns = {
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
  holdUntil: suppliers.holdUntil,
  holdReason: suppliers.holdReason,
  blacklistedAt: suppliers.blacklistedAt,
  blacklistReason: suppliers.blacklistReason,
  blacklistOrderRef: suppliers.blacklistOrderRef,
  // Only the metadata of the documents: their content stays in the database.
  tradeLicenseFileId: suppliers.tradeLicenseFileId,
  tradeLicenseType: tradeLicenseFile.contentType,
  tradeLicenseName: tradeLicenseFile.originalName,
  vatCertificateFileId: suppliers.vatCertificateFileId,
  vatCertificateType: vatCertificateFile.contentType,
  vatCertificateName: vatCertificateFile.originalName,
  tax: supplierTaxColumns,
};

/**
 * Selects a SupplierView's columns, with the supplier's required documents for one supplier's view
 * (`withDocuments`; null in a list's rows).
 */
function selectSupplierViews(db: DbOrTx, withDocuments: boolean) {
  return db
    .select({
      ...supplierViewColumns,
      requiredDocuments: withDocuments ? requiredDocumentsColumn : sql<RequiredDocumentFacts | null>`null`,
    })
    .from(suppliers)
    .innerJoin(categories, eq(categories.id, suppliers.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, suppliers.subCategoryId))
    .leftJoin(tradeLicenseFile, eq(tradeLicenseFile.id, suppliers.tradeLicenseFileId))
    .leftJoin(vatCertificateFile, eq(vatCertificateFile.id, suppliers.vatCertificateFileId));
}

type SupplierViewRow = Awaited<ReturnType<typeof selectSupplierViews>>[number];

/** A supplier as the calls answer it; its tax details only when asked (one supplier, not the lists). */
function toSupplierView(row: SupplierViewRow, withTax = false): SupplierView {
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
    category: row.categoryName,
    categoryId: row.categoryId,
    subCategory: row.subCategoryName,
    subCategoryId: row.subCategoryId,
    status: row.status,
    inactiveReason: row.inactiveReason,
    statusChangedAt: row.statusChangedAt ? row.statusChangedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    companyTradeLicense: storedFileName(row.tradeLicenseFileId, row.tradeLicenseType),
    vatRegistrationCertificate: storedFileName(row.vatCertificateFileId, row.vatCertificateType),
    companyTradeLicenseName: row.tradeLicenseName,
    vatRegistrationCertificateName: row.vatCertificateName,
    ...(withTax
      ? {
          tax: row.tax,
          standing: {
            holdUntil: row.holdUntil,
            holdReason: row.holdReason,
            blacklistedAt: row.blacklistedAt ? row.blacklistedAt.toISOString() : null,
            blacklistReason: row.blacklistReason,
            blacklistOrderRef: row.blacklistOrderRef,
          },
        }
      : {}),
  };
}

/**
 * One supplier's view by id with its required documents, prepared once per database: the supplier's
 * own profile reads it on every call, in one round trip (decision 066).
 */
const supplierViewById = preparedPerDb((db) =>
  selectSupplierViews(db, true)
    .where(eq(suppliers.id, sql.placeholder('id')))
    .prepare('supplier_view'),
);

const NO_DOCUMENTS: RequiredDocumentFacts = { types: [], documents: [] };

/** One supplier as a SupplierView; 404 for an unknown or malformed id. */
export async function getSupplier(db: DbOrTx, id: string): Promise<SupplierView> {
  if (!isUuid(id)) throw notFound(messages.suppliers.notFound);
  const [row] = await supplierViewById(db).execute({ id });
  if (!row) throw notFound(messages.suppliers.notFound);
  return { ...toSupplierView(row, true), requiredDocuments: row.requiredDocuments ?? NO_DOCUMENTS };
}

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

/**
 * The three admin lists (one per status) on the shared paging helper. Names sort by their
 * lower-case key (company_name_sort, kept by the database); emails are stored lower-cased, so the
 * column sorts as is. Each sort ends with the id, so suppliers registered in one batch keep one order.
 */
const supplierList = definePagedList({
  name: 'suppliers',
  table: suppliers,
  id: suppliers.id,
  filters: { status: suppliers.status },
  optional: {
    // Issue 24: a current document (not rejected, of a type that expires) whose expiry day is from
    // today (the `expiringFrom` param) to this day. The counted totals are kept by this day alone:
    // at most COUNT_TTL_MS around midnight may show the previous day's total.
    expiringUntil: (until) => sql`exists (
      select 1 from ${supplierDocuments} d join ${documentTypes} t on t.id = d.document_type_id
       where d.supplier_id = ${suppliers.id} and d.status <> 'Rejected' and t.expires
         and d.expiry_date >= ${sql.placeholder('expiringFrom')}::date and d.expiry_date <= ${until}::date
         and ${isCurrentDocument('d')})`,
  },
  search: [suppliers.companyName, suppliers.emailAddress],
  sorts: {
    companyName: suppliers.companyNameSort,
    createdAt: suppliers.createdAt,
    emailAddress: suppliers.emailAddress,
  },
  select: (db) => selectSupplierViews(db, false).$dynamic(),
  toItem: (row: SupplierViewRow) => toSupplierView(row),
  // 100,000 suppliers: a middle page, or a search matching a tenth of them, starts at a census's
  // anchor instead of skipping thousands of index entries (decision 059).
  anchored: true,
});

/** Forgets the lists' cached totals after a supplier was added. */
export function invalidateSupplierCounts(db: DbOrTx) {
  supplierList.invalidateCounts(db);
}

/** One page of the suppliers in `status`, searched and sorted in SQL, with the total that matched. */
export function listSuppliers(
  db: Db,
  status: SupplierStatus,
  query: SupplierListQuery,
  timeZone: string,
): Promise<SupplierListResponse> {
  return supplierList.page(db, { status }, query, expiringOptions(query, timeZone));
}

/** The "documents expiring within N days" filter's days: today to today + N in the portal's calendar. */
function expiringOptions({ expiringWithin }: Pick<SupplierListQuery, 'expiringWithin'>, timeZone: string) {
  if (expiringWithin === undefined) return undefined;
  const today = portalToday(timeZone);
  return {
    optional: { expiringUntil: addPortalDays(today, expiringWithin) },
    params: { expiringFrom: today },
  };
}

/** Every supplier of `status` the list's search and sort give, a batch at a time (its exports). */
export function supplierBatches(
  db: Db,
  status: SupplierStatus,
  query: Pick<SupplierListQuery, 'q' | 'sort' | 'expiringWithin'>,
  batchSize: number,
  timeZone: string,
): AsyncGenerator<SupplierView[]> {
  return supplierList.batches(db, { status }, query, batchSize, expiringOptions(query, timeZone));
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
  db: DbOrTx,
  caller: Caller,
  id: string,
  action: SupplierAction,
  reason: string | null,
  notifier: Notifier,
): Promise<SupplierView> {
  if (!isUuid(id)) throw notFound(messages.suppliers.notFound);
  const changed = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ status: suppliers.status, inactiveReason: suppliers.inactiveReason })
      .from(suppliers)
      .where(eq(suppliers.id, id))
      .for('update');
    if (!row) throw notFound(messages.suppliers.notFound);
    const from = row.status;
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
    await notifier.notify(
      tx,
      inactivating ? 'supplier.inactivated' : 'supplier.activated',
      { suppliers: [id] },
      {
        text: (t) => (inactivating ? t.supplierInactivated(reason ?? '') : t.supplierActivated()),
        link: inactivating ? linkTo('login') : linkTo('allTenders'),
      },
    );
    return getSupplier(tx, id);
  });
  // The supplier moved from one list to another.
  supplierList.invalidateCounts(db);
  return changed;
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
 * GET /api/suppliers/:id/documents/:kind. The path names the owner, so its rule is asked before
 * anything is looked up: a sub-admin without manageSuppliers gets 403 and another supplier 404,
 * whatever exists. The bytes come from the shared files layer.
 */
export async function getSupplierDocument(
  db: Db,
  caller: Caller,
  supplierId: string,
  kind: string,
): Promise<StoredFileStream> {
  assertFileAccess(supplierDocumentAccess(caller, supplierId));
  if (!Object.hasOwn(DOCUMENT_COLUMNS, kind) || !isUuid(supplierId)) throw documentNotFound();
  const column = DOCUMENT_COLUMNS[kind as RegistrationDocumentField];
  const [row] = await db.select({ fileId: column }).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!row?.fileId) throw documentNotFound();
  return readAllowedFile(db, row.fileId as string);
}
