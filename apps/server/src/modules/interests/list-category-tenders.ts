import type { SupplierTenderQuery } from '@tenderdesk/domain/interests';
import { messages } from '@tenderdesk/domain/messages';
import type { Page } from '@tenderdesk/domain/paging';
import type { SupplierTender } from '@tenderdesk/domain/tenders';
import type { Caller } from '../../core/caller';
import { forbidden, notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { type CategoryRef, resolveCategory } from '../../shared/category-ref';
import { categoryTenderList } from '../../shared/category-tender-list';
import { type InterestOptions, toSupplierTender } from './interest-rows';

/*
 * GET /api/tenders/category/{category}: an Active supplier gets the published tenders of its own
 * category with its own interest; the admin and sub-admins who manage tenders any category (no
 * interest). Unknown category: 404; another category for a supplier: 403. The page is the shared
 * category list (shared/category-tender-list.ts), whose totals the tender writes keep true.
 */

/** Whether a reference (id or exact name, any case, padded) names this category. */
function refersTo(reference: string, category: CategoryRef): boolean {
  const value = reference.trim();
  return value.toLowerCase() === category.id || value.toLowerCase() === category.name.toLowerCase();
}

/** The category the caller may list: a supplier only its own (403 for another), 404 for none. */
async function listedCategory(db: Db, caller: Caller, reference: string): Promise<CategoryRef> {
  if (caller.role === 'supplier') {
    // A signed-in supplier's own category comes with its account (plugins/auth.ts, decision 066).
    const own = caller.category;
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
