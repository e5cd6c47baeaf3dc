import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { categories, subCategories } from '../db/schema/catalogue';
import { isUuid } from '../db/uuid';

/**
 * A category or sub-category as the spec's client sends it: its id, or its exact name (case-insensitive,
 * trimmed), since the screens show and send what the master table lists (issue 9, decision 021).
 * Every feature that takes a category reference resolves it here, so all of them accept the same forms.
 */
export type CategoryRef = { id: string; name: string };

/** The category an id or name refers to, or null. An id wins over a name that looks like an id. */
export async function resolveCategory(db: DbOrTx, reference: string): Promise<CategoryRef | null> {
  const value = reference.trim();
  if (!value) return null;
  if (isUuid(value)) {
    const [byId] = await db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.id, value));
    if (byId) return byId;
  }
  const [byName] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${value})`);
  return byName ?? null;
}

/**
 * The sub-category an id or name refers to, within `categoryId` when given (sub-category names are
 * unique only within their category), or null.
 */
export async function resolveSubCategory(
  db: DbOrTx,
  reference: string,
  categoryId?: string,
): Promise<(CategoryRef & { categoryId: string }) | null> {
  const value = reference.trim();
  if (!value) return null;
  const columns = { id: subCategories.id, name: subCategories.name, categoryId: subCategories.categoryId };
  const within = categoryId ? eq(subCategories.categoryId, categoryId) : undefined;
  if (isUuid(value)) {
    const [byId] = await db.select(columns).from(subCategories).where(eq(subCategories.id, value));
    if (byId) return byId;
  }
  const rows = await db
    .select(columns)
    .from(subCategories)
    .where(and(sql`lower(${subCategories.name}) = lower(${value})`, within))
    .limit(2);
  // Without a category, a name shared by two categories' sub-categories names neither.
  return rows.length === 1 ? (rows[0] ?? null) : null;
}
