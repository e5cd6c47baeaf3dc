import { messages } from '@tenderdesk/domain/messages';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { categories } from '../../db/schema/catalogue';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { categoryNotFound, describeCategoryUses } from './category-rows';

/** DELETE /api/category/delete/{id}: a category nothing uses (409 naming what does). */
export async function deleteCategory(db: DbOrTx, caller: Caller, id: string) {
  if (!isUuid(id)) throw categoryNotFound();
  let name = '';
  await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        // FOR UPDATE conflicts with the key-share lock a concurrent sub-category or supplier insert
        // takes on this row, so the counts below cannot go stale before the delete.
        const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
        if (!row) throw categoryNotFound();
        name = row.name;
        const uses = await describeCategoryUses(tx, id);
        if (uses.length > 0) throw conflict(messages.category.inUse(row.name, uses));
        await tx.delete(categories).where(eq(categories.id, id));
        await recordAudit(tx, caller, {
          action: 'category.delete',
          entity: 'category',
          entityId: id,
          changes: { category: row.name },
        });
      }),
    // The ON DELETE RESTRICT foreign keys are the last word should a reference slip in anyway.
    { foreignKey: async () => conflict(messages.category.inUse(name, await describeCategoryUses(db, id))) },
  );
  return { message: messages.category.deleted(name) };
}
