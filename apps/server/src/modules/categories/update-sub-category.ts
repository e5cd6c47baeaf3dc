import type { SubCategoryBody } from '@tenderdesk/domain/categories';
import { countText } from '@tenderdesk/domain/count-text';
import { messages } from '@tenderdesk/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict } from '../../core/errors';
import { diffFields, recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { subCategories } from '../../db/schema/catalogue';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import {
  countSubCategorySuppliers,
  findBodyCategory,
  subCategoryConstraints,
  subCategoryNotFound,
  toSubCategory,
} from './category-rows';

/** PUT /api/subcategory/update/{id}: renames or moves a sub-category (a used one stays in its category). */
export async function updateSubCategory(db: DbOrTx, caller: Caller, id: string, body: SubCategoryBody) {
  if (!isUuid(id)) throw subCategoryNotFound();
  const name = body.subCategory;
  let categoryName = '';
  let categoryId = '';
  await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(subCategories).where(eq(subCategories.id, id)).for('update');
        if (!before) throw subCategoryNotFound();
        const category = await findBodyCategory(tx, body.category);
        categoryName = category.name;
        categoryId = category.id;
        if (category.id !== before.categoryId) {
          // A supplier's sub-category must belong to its category; moving a used sub-category would
          // silently break that pairing for every supplier that chose it.
          const used = await countSubCategorySuppliers(tx, id);
          if (used > 0) {
            throw conflict(
              messages.category.subMoveInUse(before.name, countText.suppliers(used)),
              'category',
            );
          }
        }
        const changes = diffFields(
          { category: before.categoryId, subCategory: before.name },
          { category: category.id, subCategory: name },
        );
        if (Object.keys(changes).length === 0) return;
        await tx
          .update(subCategories)
          .set({ categoryId: category.id, name, updatedAt: sql`now()` })
          .where(eq(subCategories.id, id));
        await recordAudit(tx, caller, {
          action: 'sub-category.update',
          entity: 'sub-category',
          entityId: id,
          changes,
        });
      }),
    subCategoryConstraints(name, () => categoryName),
  );
  return {
    message: messages.category.subUpdated(name),
    subCategory: toSubCategory({ id, categoryId, name }, categoryName),
  };
}
