import type { Category, SubCategory } from '@tenderdesk/domain/categories';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { categories, subCategories } from '../../db/schema/catalogue';
import { resolveCategory } from '../../shared/category-ref';
import { toCategory, toSubCategory } from './category-rows';

/*
 * GET /api/category/view and GET /api/subcategory/view: the master tables, whole, by name (public:
 * the registration form reads them). They answer bare arrays (the spec's shape), so no total: the
 * web searches and pages them in the browser (ClientListTable).
 */

/**
 * Names sort as the lists' name keys do (migration 0030, decision 061): lower-cased, in code point
 * order ("C"), the same on PGlite and on a PostgreSQL of any locale; Latin before Devanagari.
 */
const byName = (name: PgColumn) => [sql`lower(${name}) collate "C"`, sql`${name} collate "C"`];

/** All categories, by name. */
export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(...byName(categories.name), categories.id);
  return rows.map(toCategory);
}

/** The sub-categories, all or of one category. */
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
    .orderBy(...byName(categories.name), ...byName(subCategories.name), subCategories.id);
  return rows.map((row) => toSubCategory(row, row.categoryName));
}
