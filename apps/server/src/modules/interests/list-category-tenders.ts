import type { SupplierTenderQuery } from '@tenderdesk/domain/interests';
import { messages } from '@tenderdesk/domain/messages';
import type { Page } from '@tenderdesk/domain/paging';
import type { SupplierTender } from '@tenderdesk/domain/tenders';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { forbidden, notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { categories } from '../../db/schema/catalogue';
import { suppliers } from '../../db/schema/suppliers';
import { type CategoryRef, resolveCategory } from '../../shared/category-ref';
import { categoryTenderList } from '../../shared/category-tender-list';
import { type InterestOptions, toSupplierTender } from './interest-rows';

/*
 * GET /api/tenders/category/{category}: an Active supplier gets the published tenders of its own
 * category with its own interest; the admin and sub-admins who manage tenders any category (no
 * interest). Unknown category: 404; another category for a supplier: 403. The page is the shared
 * category list (shared/category-tender-list.ts), whose totals the tender writes keep true.
 */

/**
 * A supplier's own category, for a caller that does not carry it (callers made by tests); a signed-in
 * supplier's comes with its account (plugins/auth.ts, decision 066), so its every call of this list
 * saves a round trip. Prepared once per database (db/prepared.ts, decision 059).
 */
const ownCategory = preparedPerDb((db) =>
  db
    .select({ id: categories.id, name: categories.name })
    .from(suppliers)
    .innerJoin(categories, eq(categories.id, suppliers.categoryId))
    .where(eq(suppliers.id, sql.placeholder('supplierId')))
    .prepare('own_category'),
);

/** Whether a reference (id or exact name, any case, padded) names this category. */
function refersTo(reference: string, category: CategoryRef): boolean {
  const value = reference.trim();
  return value.toLowerCase() === category.id || value.toLowerCase() === category.name.toLowerCase();
}

/** The category the caller may list: a supplier only its own (403 for another), 404 for none. */
async function listedCategory(db: Db, caller: Caller, reference: string): Promise<CategoryRef> {
  if (caller.role === 'supplier') {
    const own = caller.category ?? (await ownCategory(db).execute({ supplierId: caller.id }))[0];
    if (own && refersTo(reference, own)) return own;
  }
  const category = await resolveCategory(db, reference);
  if (!category) throw notFound(messages.supplierSide.noTendersForCategory);
  if (caller.role === 'supplier') throw forbidden(messages.supplierSide.otherCategory);
  return category;
}

export async function listCategoryTenders(
  db: Db,
  caller: Caller,
  reference: string,
  query: SupplierTenderQuery,
  { timeZone }: Pick<InterestOptions, 'timeZone'>,
): Promise<Page<SupplierTender>> {
  const category = await listedCategory(db, caller, reference);
  // The supplier's own interest comes in the page's statement; a manager's rows have none.
  const page = await categoryTenderList.page(db, { categoryId: category.id, status: 'Published' }, query, {
    params: { supplierId: caller.role === 'supplier' ? caller.id : null },
  });
  return { ...page, data: page.data.map((row) => toSupplierTender(row, timeZone)) };
}
