import type { Category, SubCategory } from '@tenderdesk/domain/categories';
import { countText } from '@tenderdesk/domain/count-text';
import { messages } from '@tenderdesk/domain/messages';
import { count, eq } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { type categories, subCategories } from '../../db/schema/catalogue';
import { suppliers } from '../../db/schema/suppliers';
import { tenders } from '../../db/schema/tenders';
import { type CategoryRef, resolveCategory } from '../../shared/category-ref';

/*
 * Master tables (spec section 7): what the category calls share. Uniqueness (category names
 * globally, sub-category names within their category, both case-insensitive) is the database's
 * unique indexes: a service never checks-then-inserts, it inserts and turns the unique violation
 * into a 409, which also holds under concurrent requests. Every write and its audit event share one
 * transaction.
 */

type CategoryRow = typeof categories.$inferSelect;
type SubCategoryRow = typeof subCategories.$inferSelect;

export const toCategory = (row: Pick<CategoryRow, 'id' | 'name'>): Category => ({
  _id: row.id,
  category: row.name,
});

export const toSubCategory = (
  row: Pick<SubCategoryRow, 'id' | 'categoryId' | 'name'>,
  categoryName: string,
): SubCategory => ({
  _id: row.id,
  category: categoryName,
  categoryId: row.categoryId,
  subCategory: row.name,
});

export const categoryNotFound = () => notFound(messages.category.notFound);
export const subCategoryNotFound = () => notFound(messages.category.subNotFound);
/** The body's category is an input field, so an unknown one is a 400 naming that field. */
export const unknownBodyCategory = () => badRequest(messages.category.notFound, 'category');

export const duplicateCategory = (name: string) => () =>
  conflict(messages.category.duplicate(name), 'category');

/**
 * What still points at a category, as counted phrases ("3 sub-categories"); empty when nothing does.
 */
export async function describeCategoryUses(db: DbOrTx, categoryId: string): Promise<string[]> {
  const [subs] = await db
    .select({ n: count() })
    .from(subCategories)
    .where(eq(subCategories.categoryId, categoryId));
  const [sups] = await db.select({ n: count() }).from(suppliers).where(eq(suppliers.categoryId, categoryId));
  const [tens] = await db.select({ n: count() }).from(tenders).where(eq(tenders.categoryId, categoryId));
  const uses: string[] = [];
  if (subs?.n) uses.push(countText.subCategories(subs.n));
  if (sups?.n) uses.push(countText.suppliers(sups.n));
  if (tens?.n) uses.push(countText.tenders(tens.n));
  return uses;
}

/** The category a sub-category body names (by id or exact name), inside the write's transaction. */
export async function findBodyCategory(tx: DbOrTx, reference: string): Promise<CategoryRef> {
  const row = await resolveCategory(tx, reference);
  if (!row) throw unknownBodyCategory();
  return row;
}

/**
 * Maps the constraint errors of a sub-category write to answers the form can show on a field. The
 * category's name is read when the answer is built, after the write has looked it up.
 */
export function subCategoryConstraints(name: string, categoryName: () => string) {
  return {
    unique: () => conflict(messages.category.subDuplicate(name, categoryName()), 'subCategory'),
    // The category was deleted between our read and the insert.
    foreignKey: unknownBodyCategory,
  };
}

export async function countSubCategorySuppliers(db: DbOrTx, subCategoryId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(suppliers)
    .where(eq(suppliers.subCategoryId, subCategoryId));
  return row?.n ?? 0;
}
