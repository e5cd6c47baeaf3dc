import { linkTo } from '@tenderdesk/domain/screens';
import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import type { RejectDocumentBody } from '@tenderdesk/domain/vendor-schemas';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';
import { documentTypes, supplierDocuments } from '../../db/schema/vendor';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import type { Notifier } from '../../shared/notify';
import { documentNotFound } from './supplier-document-rows';

/*
 * POST /api/supplier-documents/verify/{id} and /reject/{id} (issue 24 item 1): the admin verifies a
 * pending document, or rejects it with the reason the supplier is told (notifications outbox). Find
 * (locked) → check it is still pending → change with its audit event → notify, in one transaction.
 */

async function lockedDocument(tx: Tx, id: string) {
  if (!isUuid(id)) throw documentNotFound();
  const [row] = await tx
    .select({
      supplierId: supplierDocuments.supplierId,
      status: supplierDocuments.status,
      typeName: documentTypes.name,
      companyName: suppliers.companyName,
    })
    .from(supplierDocuments)
    .innerJoin(documentTypes, eq(documentTypes.id, supplierDocuments.documentTypeId))
    .innerJoin(suppliers, eq(suppliers.id, supplierDocuments.supplierId))
    .where(eq(supplierDocuments.id, id))
    .for('update', { of: supplierDocuments });
  if (!row) throw documentNotFound();
  if (row.status !== 'Pending') throw conflict(vendorMessages.alreadyReviewed);
  return row;
}

const reviewer = (caller: Caller) => (caller.role === 'supplier' ? null : caller.id);

/** Verifies a pending document. */
export async function verifySupplierDocument(
  db: DbOrTx,
  caller: Caller,
  id: string,
): Promise<{ message: string; supplierId: string }> {
  return inTransaction(db, async (tx) => {
    const row = await lockedDocument(tx, id);
    await tx
      .update(supplierDocuments)
      .set({ status: 'Verified', reviewedAt: sql`now()`, reviewedBy: reviewer(caller) })
      .where(eq(supplierDocuments.id, id));
    await recordAudit(tx, caller, {
      action: 'supplier-document.verify',
      entity: 'supplier-document',
      entityId: id,
      changes: { supplierId: row.supplierId, type: row.typeName },
    });
    return {
      message: vendorMessages.documentVerified(row.typeName, row.companyName),
      supplierId: row.supplierId,
    };
  });
}

/** Rejects a pending document with a reason; the supplier is notified with it. */
export async function rejectSupplierDocument(
  db: DbOrTx,
  caller: Caller,
  id: string,
  body: RejectDocumentBody,
  notifier: Notifier,
): Promise<{ message: string; supplierId: string }> {
  return inTransaction(db, async (tx) => {
    const row = await lockedDocument(tx, id);
    await tx
      .update(supplierDocuments)
      .set({
        status: 'Rejected',
        rejectReason: body.reason,
        reviewedAt: sql`now()`,
        reviewedBy: reviewer(caller),
      })
      .where(eq(supplierDocuments.id, id));
    await recordAudit(tx, caller, {
      action: 'supplier-document.reject',
      entity: 'supplier-document',
      entityId: id,
      changes: { supplierId: row.supplierId, type: row.typeName, reason: body.reason },
    });
    await notifier.notify(
      tx,
      'document.rejected',
      { suppliers: [row.supplierId] },
      { text: (t) => t.documentRejected(row.typeName, body.reason), link: linkTo('myDocuments') },
    );
    return {
      message: vendorMessages.documentRejected(row.typeName, row.companyName),
      supplierId: row.supplierId,
    };
  });
}
