import type { SubCategoryBody } from '@tenderdesk/domain/categories';
import { messages } from '@tenderdesk/domain/messages';
import type { Caller } from '../../core/caller';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { subCategories } from '../../db/schema/catalogue';
import { inTransaction } from '../../db/transaction';
import { findBodyCategory, subCategoryConstraints, toSubCategory } from './category-rows';

/** POST /api/subcategory/add: a sub-category of a category (by id or exact name), audited. */
export async function addSubCategory(db: DbOrTx, caller: Caller, body: SubCategoryBody) {
  const name = body.subCategory;
  let categoryName = '';
  const created = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const category = await findBodyCategory(tx, body.category);
        categoryName = category.name;
        const [row] = await tx.insert(subCategories).values({ categoryId: category.id, name }).returning();
        if (!row) throw new Error('sub-category insert returned nothing');
        await recordAudit(tx, caller, {
          action: 'sub-category.create',
          entity: 'sub-category',
          entityId: row.id,
          changes: { category: category.id, categoryName, subCategory: name },
        });
        return row;
      }),
    subCategoryConstraints(name, () => categoryName),
  );
  return { message: messages.category.subAdded(name), subCategory: toSubCategory(created, categoryName) };
}
