import { randomUUID } from 'node:crypto';
import type { DocumentReviewStatus } from '@tenderdesk/domain/vendor-documents';
import type { DbOrTx } from '../db/client';
import { documentTypeCategories, documentTypes, supplierDocuments } from '../db/schema/vendor';
import { storeFiles } from '../plugins/files/store';
import { PDF_BYTES } from './files';

/*
 * Document types and supplier documents written straight into the tables (issue 24 item 1), for
 * the tests of the reminder job, the "expiring within" filter and the blocking rule, which need
 * the rows, not the upload and verify calls.
 */

/** A document type (unique name), required by the given categories. */
export async function insertDocumentType(
  db: DbOrTx,
  input: { name?: string; expires?: boolean; requiredBy?: readonly string[] } = {},
): Promise<{ id: string; name: string }> {
  const name = input.name ?? `Type ${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(documentTypes)
    .values({ name, expires: input.expires ?? true })
    .returning({ id: documentTypes.id });
  if (!row) throw new Error('document type not inserted');
  for (const categoryId of input.requiredBy ?? []) {
    await db.insert(documentTypeCategories).values({ documentTypeId: row.id, categoryId });
  }
  return { id: row.id, name };
}

/** A supplier's document of a type (a small PDF), Verified unless told; answers its id. */
export async function insertSupplierDocument(
  db: DbOrTx,
  input: {
    supplierId: string;
    documentTypeId: string;
    expiryDate: string | null;
    issueDate?: string | null;
    status?: DocumentReviewStatus;
    uploadedAt?: Date;
  },
): Promise<string> {
  const file = { id: randomUUID() };
  await storeFiles(db, 'supplier', [
    { id: file.id, file: { bytes: PDF_BYTES, originalName: 'document.pdf', detectedType: 'pdf' } },
  ]);
  const status = input.status ?? 'Verified';
  const [row] = await db
    .insert(supplierDocuments)
    .values({
      supplierId: input.supplierId,
      documentTypeId: input.documentTypeId,
      fileId: file.id,
      issueDate: input.issueDate ?? null,
      expiryDate: input.expiryDate,
      status,
      rejectReason: status === 'Rejected' ? 'Illegible scan' : null,
      ...(input.uploadedAt ? { uploadedAt: input.uploadedAt } : {}),
    })
    .returning({ id: supplierDocuments.id });
  if (!row) throw new Error('supplier document not inserted');
  return row.id;
}
