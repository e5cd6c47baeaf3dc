import { MAX_SUPPLIER_DECIDED_ROWS, type SupplierInterestQuery } from '@tenderdesk/domain/interests';
import type { Page } from '@tenderdesk/domain/paging';
import type { InterestStatus, SupplierTender } from '@tenderdesk/domain/tenders';
import type { Db } from '../../db/client';
import { supplierInterestList } from './interest-lists';
import { type InterestOptions, toSupplierTender } from './interest-rows';

/*
 * A supplier's own lists (decision 021): GET /api/suppliers/supplier/{supplierId}/pending (paged)
 * and .../approved and .../rejected (bare arrays, the spec's shape). The guard has proven the id is
 * the caller's.
 */

/** The caller's pending interests, paged (the list takes no search: `q` is ignored). */
export async function listSupplierPending(
  db: Db,
  supplierId: string,
  query: SupplierInterestQuery,
  { timeZone }: Pick<InterestOptions, 'timeZone'>,
): Promise<Page<SupplierTender>> {
  const filters = { supplierId: supplierId.toLowerCase(), status: 'Pending' };
  const page = await supplierInterestList.page(db, filters, { ...query, q: undefined });
  return { ...page, data: page.data.map((row) => toSupplierTender(row, timeZone)) };
}

/** The caller's approved or rejected interests, newest first, at most MAX_SUPPLIER_DECIDED_ROWS. */
export async function listSupplierDecided(
  db: Db,
  supplierId: string,
  status: Exclude<InterestStatus, 'Pending'>,
  { timeZone }: Pick<InterestOptions, 'timeZone'>,
): Promise<SupplierTender[]> {
  const page = await supplierInterestList.page(
    db,
    { supplierId: supplierId.toLowerCase(), status },
    { page: 1, pageSize: MAX_SUPPLIER_DECIDED_ROWS, sort: '-interestedDate' },
  );
  return page.data.map((row) => toSupplierTender(row, timeZone));
}
