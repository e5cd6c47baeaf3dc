import { MAX_DOCUMENT_SIZE_LABEL } from '@tenderdesk/domain/documents';
import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { supplierDocuments } from '../../db/schema/vendor';
import type { FileOwner } from '../../plugins/files/plugin';
import { type MultipartForm, readMultipartForm } from '../../plugins/files/uploads';
import { supplierDocumentAccess } from '../../shared/supplier-document-access';

/**
 * The supplier documents' use of the shared files layer: uploads are stored under their own kind,
 * served by `/uploads/{filename}` to the supplier itself and the managers of suppliers (the same
 * rule as the registration's two files, which keep their kind `supplier`).
 */
export const SUPPLIER_DOCUMENT_FILE_KIND = 'supplier-document';

export const supplierDocumentFileOwner: FileOwner<{ supplierId: string }> = {
  kind: SUPPLIER_DOCUMENT_FILE_KIND,
  findOwner: async (db: Db, fileId: string) => {
    const [row] = await db
      .select({ supplierId: supplierDocuments.supplierId })
      .from(supplierDocuments)
      .where(eq(supplierDocuments.fileId, fileId))
      .limit(1);
    return row ?? null;
  },
  mayRead: (caller, owner) => supplierDocumentAccess(caller, owner.supplierId),
};

export const UPLOAD_TEXT_FIELDS = ['documentTypeId', 'issueDate', 'expiryDate'] as const;
export type DocumentUpload = MultipartForm<(typeof UPLOAD_TEXT_FIELDS)[number], 'file'>;

/** Reads the upload form: the type, the two days and one file (10 MB at most, 413 otherwise). */
export function readDocumentUpload(request: FastifyRequest): Promise<DocumentUpload> {
  return readMultipartForm(request, {
    textFields: UPLOAD_TEXT_FIELDS,
    fileFields: ['file'],
    messages: {
      notMultipart: vendorMessages.documentNotMultipart,
      unreadable: vendorMessages.documentUploadUnreadable,
      fileTooLarge: () => vendorMessages.documentTooLarge(MAX_DOCUMENT_SIZE_LABEL),
    },
  });
}
