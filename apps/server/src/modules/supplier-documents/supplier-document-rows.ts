import { messages } from '@tenderdesk/domain/messages';
import { portalToday } from '@tenderdesk/domain/portal-time';
import {
  currentDocuments,
  type DocumentReviewStatus,
  documentState,
  missingDocumentTypes,
} from '@tenderdesk/domain/vendor-documents';
import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import type { SupplierDocuments, SupplierDocumentView } from '@tenderdesk/domain/vendor-schemas';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema/files';
import { suppliers } from '../../db/schema/suppliers';
import { documentTypeCategories, documentTypes, supplierDocuments } from '../../db/schema/vendor';
import { isUuid } from '../../db/uuid';
import { storedFileName } from '../../plugins/files/names';

/*
 * A supplier's documents (issue 24 item 1) as the supplier and the admin read them: every upload,
 * newest first, each with its state on the server's today and whether it is the one that counts
 * for its type (domain currentDocuments; the others are the history), the types it may upload
 * (required ones for its category marked) and the required types it lacks.
 */

export const documentNotFound = () => notFound(vendorMessages.documentNotFound);

/** The supplier's category, or 404 when there is no such supplier. */
async function supplierCategory(db: DbOrTx, supplierId: string): Promise<string> {
  if (!isUuid(supplierId)) throw notFound(messages.suppliers.notFound);
  const [row] = await db
    .select({ categoryId: suppliers.categoryId })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  if (!row) throw notFound(messages.suppliers.notFound);
  return row.categoryId;
}

/** GET /api/supplier/{supplierId}/documents and GET /api/supplier-documents/supplier/{id}. */
export async function readSupplierDocuments(
  db: DbOrTx,
  supplierId: string,
  timeZone: string,
): Promise<SupplierDocuments> {
  const categoryId = await supplierCategory(db, supplierId);
  const today = portalToday(timeZone);
  const [rows, types] = await Promise.all([
    db
      .select({
        id: supplierDocuments.id,
        documentTypeId: supplierDocuments.documentTypeId,
        typeName: documentTypes.name,
        fileId: supplierDocuments.fileId,
        fileName: files.originalName,
        contentType: files.contentType,
        issueDate: supplierDocuments.issueDate,
        expiryDate: supplierDocuments.expiryDate,
        status: supplierDocuments.status,
        rejectReason: supplierDocuments.rejectReason,
        reviewedAt: supplierDocuments.reviewedAt,
        uploadedAt: supplierDocuments.uploadedAt,
      })
      .from(supplierDocuments)
      .innerJoin(documentTypes, eq(documentTypes.id, supplierDocuments.documentTypeId))
      .innerJoin(files, eq(files.id, supplierDocuments.fileId))
      .where(eq(supplierDocuments.supplierId, supplierId))
      .orderBy(desc(supplierDocuments.uploadedAt), desc(supplierDocuments.id)),
    db
      .select({
        id: documentTypes.id,
        name: documentTypes.name,
        expires: documentTypes.expires,
        required: sql<boolean>`exists (select 1 from ${documentTypeCategories} dtc where dtc.document_type_id = ${sql.raw('"document_types"."id"')} and dtc.category_id = ${categoryId})`,
      })
      .from(documentTypes)
      .orderBy(sql`${documentTypes.builtinKey} is null`, asc(documentTypes.nameKey), asc(documentTypes.id)),
  ]);
  const facts = rows.map((row) => ({
    ...row,
    status: row.status as DocumentReviewStatus,
    uploadedAt: row.uploadedAt.toISOString(),
  }));
  const current = new Set([...currentDocuments(facts).values()].map((doc) => doc.id));
  const documents: SupplierDocumentView[] = facts.map((doc) => ({
    _id: doc.id,
    documentTypeId: doc.documentTypeId,
    typeName: doc.typeName,
    fileName: doc.fileName,
    fileUrl: `/uploads/${storedFileName(doc.fileId, doc.contentType) ?? doc.fileId}`,
    issueDate: doc.issueDate,
    expiryDate: doc.expiryDate,
    status: doc.status,
    state: documentState(doc, today),
    rejectReason: doc.rejectReason,
    reviewedAt: doc.reviewedAt?.toISOString() ?? null,
    uploadedAt: doc.uploadedAt,
    current: current.has(doc.id),
  }));
  const required = types.filter((type) => Boolean(type.required));
  return {
    documents,
    types: types.map((type) => ({
      _id: type.id,
      name: type.name,
      expires: type.expires,
      required: Boolean(type.required),
    })),
    missing: missingDocumentTypes(required, facts).map((type) => ({ _id: type.id, name: type.name })),
  };
}
