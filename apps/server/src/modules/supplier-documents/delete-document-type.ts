import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { documentTypes, supplierDocuments } from '../../db/schema/vendor';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { documentTypeList } from './document-type-rows';
import { typeNotFound } from './save-document-type';

/**
 * DELETE /api/document-types/{id}: a type the admin added that no supplier document uses. A
 * built-in type (the registration's two documents) and a type with documents answer 409 saying why.
 */
export async function deleteDocumentType(
  db: DbOrTx,
  caller: Caller,
  id: string,
): Promise<{ message: string }> {
  if (!isUuid(id)) throw typeNotFound();
  const name = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        // FOR UPDATE conflicts with the key-share lock a concurrent upload takes on this row.
        const [row] = await tx.select().from(documentTypes).where(eq(documentTypes.id, id)).for('update');
        if (!row) throw typeNotFound();
        if (row.builtinKey !== null) throw conflict(vendorMessages.typeBuiltin);
        const [used] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(supplierDocuments)
          .where(eq(supplierDocuments.documentTypeId, id));
        if (Number(used?.n ?? 0) > 0) throw conflict(vendorMessages.typeInUse);
        await tx.delete(documentTypes).where(eq(documentTypes.id, id));
        await recordAudit(tx, caller, {
          action: 'document-type.delete',
          entity: 'document-type',
          entityId: id,
          changes: { name: row.name, expires: row.expires },
        });
        return row.name;
      }),
    // The ON DELETE RESTRICT key of supplier_documents is the last word should an upload slip in.
    { foreignKey: () => conflict(vendorMessages.typeInUse) },
  );
  documentTypeList.invalidateCounts(db);
  return { message: vendorMessages.typeDeleted(name) };
}
