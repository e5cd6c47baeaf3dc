import {
  type Category,
  type CategoryBody,
  describeCount,
  type SubCategory,
  type SubCategoryBody,
} from '@tenderdesk/domain/categories';
import { messages } from '@tenderdesk/domain/messages';
import { count, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, notFound } from '../../core/errors';
import { diffFields, recordAudit } from '../../db/audit';
import type { Db, DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { categories, subCategories } from '../../db/schema/catalogue';
import { suppliers } from '../../db/schema/suppliers';
import { tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { type CategoryRef, resolveCategory } from '../../shared/category-ref';

/*
 * Master tables. Uniqueness (category names globally, sub-category names within their category,
 * both case-insensitive) is the database's unique indexes: a service never checks-then-inserts,
 * it inserts and turns the unique violation into a 409, which also holds under concurrent requests.
 * Every write and its audit event share one transaction.
 */

type CategoryRow = typeof categories.$inferSelect;
type SubCategoryRow = typeof subCategories.$inferSelect;

const toCategory = (row: Pick<CategoryRow, 'id' | 'name'>): Category => ({ _id: row.id, category: row.name });

const toSubCategory = (
  row: Pick<SubCategoryRow, 'id' | 'categoryId' | 'name'>,
  categoryName: string,
): SubCategory => ({
  _id: row.id,
  category: categoryName,
  categoryId: row.categoryId,
  subCategory: row.name,
});

const categoryNotFound = () => notFound(messages.category.notFound);
const subCategoryNotFound = () => notFound(messages.category.subNotFound);
/** The body's category is an input field, so an unknown one is a 400 naming that field. */
const unknownBodyCategory = () => badRequest(messages.category.notFound, 'category');

// ---------------------------------------------------------------------------------------------
// Categories

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(sql`lower(${categories.name})`, categories.name, categories.id);
  return rows.map(toCategory);
}

const duplicateCategory = (name: string) => () => conflict(messages.category.duplicate(name), 'category');

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

/**
 * What still points at a category, as counted phrases ("3 sub-categories"); empty when nothing does.
 */
async function describeCategoryUses(db: DbOrTx, categoryId: string): Promise<string[]> {
  const [subs] = await db
    .select({ n: count() })
    .from(subCategories)
    .where(eq(subCategories.categoryId, categoryId));
  const [sups] = await db.select({ n: count() }).from(suppliers).where(eq(suppliers.categoryId, categoryId));
  const [tens] = await db.select({ n: count() }).from(tenders).where(eq(tenders.categoryId, categoryId));
  const uses: string[] = [];
  if (subs?.n) uses.push(describeCount(subs.n, 'sub-category', 'sub-categories'));
  if (sups?.n) uses.push(describeCount(sups.n, 'supplier', 'suppliers'));
  if (tens?.n) uses.push(describeCount(tens.n, 'tender', 'tenders'));
  return uses;
}

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

// ---------------------------------------------------------------------------------------------
// Sub-categories

export async function listSubCategories(
  db: Db,
  filter: { category?: string | undefined },
): Promise<SubCategory[]> {
  // A blank ?category= means no filter; a category given by id or name (decision 021) that does not
  // exist matches nothing.
  const reference = filter.category?.trim() || undefined;
  const category = reference === undefined ? undefined : (await resolveCategory(db, reference))?.id;
  if (reference !== undefined && category === undefined) return [];
  const rows = await db
    .select({
      id: subCategories.id,
      categoryId: subCategories.categoryId,
      name: subCategories.name,
      categoryName: categories.name,
    })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(category ? eq(subCategories.categoryId, category) : undefined)
    .orderBy(
      sql`lower(${categories.name})`,
      categories.name,
      sql`lower(${subCategories.name})`,
      subCategories.name,
      subCategories.id,
    );
  return rows.map((row) => toSubCategory(row, row.categoryName));
}

/** The category a sub-category body names (by id or exact name), inside the write's transaction. */
async function findBodyCategory(tx: DbOrTx, reference: string): Promise<CategoryRef> {
  const row = await resolveCategory(tx, reference);
  if (!row) throw unknownBodyCategory();
  return row;
}

/**
 * Maps the constraint errors of a sub-category write to answers the form can show on a field. The
 * category's name is read when the answer is built, after the write has looked it up.
 */
function subCategoryConstraints(name: string, categoryName: () => string) {
  return {
    unique: () => conflict(messages.category.subDuplicate(name, categoryName()), 'subCategory'),
    // The category was deleted between our read and the insert.
    foreignKey: unknownBodyCategory,
  };
}

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

async function countSubCategorySuppliers(db: DbOrTx, subCategoryId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(suppliers)
    .where(eq(suppliers.subCategoryId, subCategoryId));
  return row?.n ?? 0;
}

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
              messages.category.subMoveInUse(before.name, describeCount(used, 'supplier', 'suppliers')),
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

export async function deleteSubCategory(db: DbOrTx, caller: Caller, id: string) {
  if (!isUuid(id)) throw subCategoryNotFound();
  let name = '';
  const refuse = (used: number) =>
    conflict(messages.category.inUse(name, [describeCount(used, 'supplier', 'suppliers')]));
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
