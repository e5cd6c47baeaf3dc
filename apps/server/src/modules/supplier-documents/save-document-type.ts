import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import type { DocumentTypeBody, DocumentTypeView } from '@tenderdesk/domain/vendor-schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { categories } from '../../db/schema/catalogue';
import { documentTypeCategories, documentTypes } from '../../db/schema/vendor';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { documentTypeList, getDocumentType } from './document-type-rows';

/*
 * POST /api/document-types and PUT /api/document-types/{id}: the admin adds a document type or
 * renames it, says whether it expires and which categories require it. The name is unique
 * (case-insensitive: the database's index decides, 409); every write and its audit event share one
 * transaction.
 */

const nameTaken = () => conflict(vendorMessages.typeNameTaken, 'name');
const unknownCategory = () => badRequest(vendorMessages.typeCategoryNotFound, 'requiredFor');
export const typeNotFound = () => notFound(vendorMessages.typeNotFound);

/** The distinct category ids, each checked to exist (400 naming the field otherwise). */
async function checkedCategories(tx: Tx, ids: readonly string[]): Promise<string[]> {
  const distinct = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (distinct.length === 0) return [];
  const found = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, distinct));
  if (found.length !== distinct.length) throw unknownCategory();
  return distinct;
}

async function setCategories(tx: Tx, typeId: string, categoryIds: readonly string[]) {
  await tx.delete(documentTypeCategories).where(eq(documentTypeCategories.documentTypeId, typeId));
  if (categoryIds.length > 0) {
    await tx
      .insert(documentTypeCategories)
      .values(categoryIds.map((categoryId) => ({ documentTypeId: typeId, categoryId })));
  }
}

/** Adds a document type. */
export async function addDocumentType(
  db: DbOrTx,
  caller: Caller,
  body: DocumentTypeBody,
): Promise<{ message: string; data: DocumentTypeView }> {
  const data = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const requiredFor = await checkedCategories(tx, body.requiredFor);
        const [row] = await tx
          .insert(documentTypes)
          .values({
            name: body.name,
            expires: body.expires,
            createdBy: caller.role === 'supplier' ? null : caller.id,
          })
          .returning({ id: documentTypes.id });
        if (!row) throw new Error('insert returned nothing');
        await setCategories(tx, row.id, requiredFor);
        await recordAudit(tx, caller, {
          action: 'document-type.create',
          entity: 'document-type',
          entityId: row.id,
          changes: { name: body.name, expires: body.expires, requiredFor },
        });
        return (await getDocumentType(tx, row.id)) as DocumentTypeView;
      }),
    { unique: nameTaken, foreignKey: unknownCategory },
  );
  documentTypeList.invalidateCounts(db);
  return { message: vendorMessages.typeCreated(data.name), data };
}

/** Renames a type, sets whether it expires and which categories require it (built-in types too). */
export async function updateDocumentType(
  db: DbOrTx,
  caller: Caller,
  id: string,
  body: DocumentTypeBody,
): Promise<{ message: string; data: DocumentTypeView }> {
  if (!isUuid(id)) throw typeNotFound();
  const data = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(documentTypes).where(eq(documentTypes.id, id)).for('update');
        if (!before) throw typeNotFound();
        const beforeCategories = await tx
          .select({ id: documentTypeCategories.categoryId })
          .from(documentTypeCategories)
          .where(eq(documentTypeCategories.documentTypeId, id));
        const requiredFor = await checkedCategories(tx, body.requiredFor);
        await tx
          .update(documentTypes)
          .set({ name: body.name, expires: body.expires, updatedAt: sql`now()` })
          .where(eq(documentTypes.id, id));
        await setCategories(tx, id, requiredFor);
        await recordAudit(tx, caller, {
          action: 'document-type.update',
          entity: 'document-type',
          entityId: id,
          changes: {
            name: { from: before.name, to: body.name },
            expires: { from: before.expires, to: body.expires },
            requiredFor: { from: beforeCategories.map((row) => row.id).sort(), to: [...requiredFor].sort() },
          },
        });
        return (await getDocumentType(tx, id)) as DocumentTypeView;
      }),
    { unique: nameTaken, foreignKey: unknownCategory },
  );
  return { message: vendorMessages.typeUpdated(data.name), data };
}
