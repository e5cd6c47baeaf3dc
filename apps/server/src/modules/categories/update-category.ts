import type { CategoryBody } from '@tenderdesk/domain/categories';
import { messages } from '@tenderdesk/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { diffFields, recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { categories } from '../../db/schema/catalogue';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { categoryNotFound, duplicateCategory, toCategory } from './category-rows';

/** PUT /api/category/update/{id}: renames a category (unchanged: no write, no audit event). */
export async function updateCategory(db: DbOrTx, caller: Caller, id: string, body: CategoryBody) {
  if (!isUuid(id)) throw categoryNotFound();
  const name = body.category;
  await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
        if (!before) throw categoryNotFound();
        const changes = diffFields({ category: before.name }, { category: name });
        // Saving an unchanged row is a successful no-op: no write, so no audit event either.
        if (Object.keys(changes).length === 0) return;
        await tx.update(categories).set({ name, updatedAt: sql`now()` }).where(eq(categories.id, id));
        await recordAudit(tx, caller, {
          action: 'category.update',
          entity: 'category',
          entityId: id,
          changes,
        });
      }),
    { unique: duplicateCategory(name) },
  );
  return { message: messages.category.updated(name), category: toCategory({ id, name }) };
}
