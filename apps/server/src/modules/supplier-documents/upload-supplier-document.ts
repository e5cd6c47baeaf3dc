import { randomUUID } from 'node:crypto';
import { portalToday } from '@tenderdesk/domain/portal-time';
import { documentDatesProblem } from '@tenderdesk/domain/vendor-documents';
import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { documentTypes, supplierDocuments } from '../../db/schema/vendor';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { newFileId, storeFiles } from '../../plugins/files/store';
import { type DocumentUpload, SUPPLIER_DOCUMENT_FILE_KIND } from './document-files';

/*
 * POST /api/supplier/{supplierId}/documents (issue 24 item 1): the supplier uploads a document of a
 * type with its issue day and, when the type expires, its expiry day (the portal's calendar, the
 * server's today). It waits for the buyer's review (Pending); a newer upload of a type replaces the
 * older one for the rules (domain currentDocuments) and the older one stays as history.
 */

const blank = (value: string | undefined) => (value ?? '').trim();

/** Checks the form (in the form's order: type, file, days), then stores the file and the row with its audit event. */
export async function uploadSupplierDocument(
  db: DbOrTx,
  caller: Caller,
  supplierId: string,
  upload: DocumentUpload,
  timeZone: string,
): Promise<{ message: string; id: string }> {
  const typeId = blank(upload.fields.documentTypeId);
  if (typeId === '') throw badRequest(vendorMessages.documentTypeRequired, 'documentTypeId');
  if (!isUuid(typeId)) throw badRequest(vendorMessages.typeNotFound, 'documentTypeId');
  const [type] = await db
    .select({ id: documentTypes.id, name: documentTypes.name, expires: documentTypes.expires })
    .from(documentTypes)
    .where(eq(documentTypes.id, typeId));
  if (!type) throw badRequest(vendorMessages.typeNotFound, 'documentTypeId');
  const file = upload.files.file;
  if (!file) throw badRequest(vendorMessages.documentFileRequired, 'file');
  // The type proven by the bytes, never the name or the declared MIME type (as at registration).
  if (!file.detectedType || file.bytes.length === 0)
    throw badRequest(vendorMessages.documentFileType, 'file');
  const issueDate = blank(upload.fields.issueDate);
  const expiryText = blank(upload.fields.expiryDate);
  const expiryDate = expiryText === '' ? null : expiryText;
  const problem = documentDatesProblem(type.expires, issueDate, expiryDate, portalToday(timeZone));
  if (problem) {
    throw badRequest(vendorMessages[problem], problem.startsWith('issue') ? 'issueDate' : 'expiryDate');
  }
  const id = randomUUID();
  const fileId = newFileId(file);
  await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        await storeFiles(tx, SUPPLIER_DOCUMENT_FILE_KIND, [{ id: fileId, file }]);
        await tx.insert(supplierDocuments).values({
          id,
          supplierId,
          documentTypeId: type.id,
          fileId,
          issueDate,
          expiryDate,
          status: 'Pending',
        });
        await recordAudit(tx, caller, {
          action: 'supplier-document.upload',
          entity: 'supplier-document',
          entityId: id,
          changes: { supplierId, type: type.name, issueDate, expiryDate, file: file.originalName },
        });
      }),
    // The type was deleted between the check and the insert.
    { foreignKey: () => badRequest(vendorMessages.typeNotFound, 'documentTypeId') },
  );
  return { message: vendorMessages.documentUploaded(type.name), id };
}
