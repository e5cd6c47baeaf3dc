import { countText } from '@tenderdesk/domain/count-text';
import { messages } from '@tenderdesk/domain/messages';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { subCategories } from '../../db/schema/catalogue';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { countSubCategorySuppliers, subCategoryNotFound } from './category-rows';

/** DELETE /api/subcategory/delete/{id}: a sub-category no supplier uses. */
export async function deleteSubCategory(db: DbOrTx, caller: Caller, id: string) {
  if (!isUuid(id)) throw subCategoryNotFound();
  let name = '';
  const refuse = (used: number) => conflict(messages.category.inUse(name, [countText.suppliers(used)]));
  await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const [row] = await tx.select().from(subCategories).where(eq(subCategories.id, id)).for('update');
        if (!row) throw subCategoryNotFound();
        name = row.name;
        const used = await countSubCategorySuppliers(tx, id);
        if (used > 0) throw refuse(used);
        await tx.delete(subCategories).where(eq(subCategories.id, id));
        await recordAudit(tx, caller, {
          action: 'sub-category.delete',
          entity: 'sub-category',
          entityId: id,
          changes: { category: row.categoryId, subCategory: row.name },
        });
      }),
    { foreignKey: async () => refuse(await countSubCategorySuppliers(db, id)) },
  );
  return { message: messages.category.subDeleted(name) };
}
