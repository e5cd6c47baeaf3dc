import type { SupplierTenderQuery } from '@tenderdesk/domain/interests';
import { messages } from '@tenderdesk/domain/messages';
import type { Page } from '@tenderdesk/domain/paging';
import type { SupplierTender } from '@tenderdesk/domain/tenders';
import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { forbidden, notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/catalogue';
import { suppliers } from '../../db/schema/suppliers';
import { interests } from '../../db/schema/tenders';
import { type CategoryRef, resolveCategory } from '../../shared/category-ref';
import { categoryTenderList } from '../../shared/category-tender-list';
import {
  type InterestOptions,
  type OwnInterest,
  ownInterestColumns,
  toSupplierTender,
} from './interest-rows';

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
    const [own] = await db
      .select({ id: categories.id, name: categories.name })
      .from(suppliers)
      .innerJoin(categories, eq(categories.id, suppliers.categoryId))
      .where(eq(suppliers.id, caller.id));
    if (own && refersTo(reference, own)) return own;
  }
  const category = await resolveCategory(db, reference);
  if (!category) throw notFound(messages.supplierSide.noTendersForCategory);
  if (caller.role === 'supplier') throw forbidden(messages.supplierSide.otherCategory);
  return category;
}

/** The supplier's own interest in each of these tenders, by tender id. */
async function ownInterests(
  db: Db,
  supplierId: string,
  tenderIds: string[],
): Promise<Map<string, OwnInterest>> {
  if (tenderIds.length === 0) return new Map();
  const rows = await db
    .select({ tenderId: interests.tenderId, ...ownInterestColumns })
    .from(interests)
    .where(and(eq(interests.supplierId, supplierId), inArray(interests.tenderId, tenderIds)));
  return new Map(rows.map(({ tenderId, ...interest }) => [tenderId, interest]));
}

const NO_INTEREST: OwnInterest = { interestId: null, interestStatus: null, interestedAt: null };

export async function listCategoryTenders(
  db: Db,
  caller: Caller,
  reference: string,
  query: SupplierTenderQuery,
  { timeZone }: Pick<InterestOptions, 'timeZone'>,
): Promise<Page<SupplierTender>> {
  const category = await listedCategory(db, caller, reference);
  const page = await categoryTenderList.page(db, { categoryId: category.id, status: 'Published' }, query);
  const own =
    caller.role === 'supplier'
      ? await ownInterests(
          db,
          caller.id,
          page.data.map((row) => row.id),
        )
      : new Map<string, OwnInterest>();
  return {
    ...page,
    data: page.data.map((row) => toSupplierTender({ ...row, ...(own.get(row.id) ?? NO_INTEREST) }, timeZone)),
  };
}
