import type { CategoryBody } from '@tenderdesk/domain/categories';
import { messages } from '@tenderdesk/domain/messages';
import type { Caller } from '../../core/caller';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { categories } from '../../db/schema/catalogue';
import { inTransaction } from '../../db/transaction';
import { duplicateCategory, toCategory } from './category-rows';

/** POST /api/category/add: a category (409 for a name taken, any case), audited. */
export async function addCategory(db: DbOrTx, caller: Caller, body: CategoryBody) {
  const name = body.category;
  const created = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const [row] = await tx.insert(categories).values({ name }).returning();
        if (!row) throw new Error('category insert returned nothing');
        await recordAudit(tx, caller, {
          action: 'category.create',
          entity: 'category',
          entityId: row.id,
          changes: { category: name },
        });
        return row;
      }),
    { unique: duplicateCategory(name) },
  );
  return { message: messages.category.added(name), category: toCategory(created) };
}
