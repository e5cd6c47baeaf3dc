import type {
  PurchaseRequestListQuery,
  PurchaseRequestListResponse,
  PurchaseRequestSummary,
} from '@tenderdesk/domain/purchase-requests';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { definePagedList } from '../../db/paging';
import { categories } from '../../db/schema/catalogue';
import { purchaseRequests } from '../../db/schema/purchase-requests';
import { raisedBy, summaryColumns, toSummary } from './request-rows';

const listSpec = {
  table: purchaseRequests,
  id: purchaseRequests.id,
  search: [purchaseRequests.title, purchaseRequests.code],
  sorts: { createdAt: purchaseRequests.createdAt, neededBy: purchaseRequests.neededBy },
  select: (db: Db) =>
    db
      .select(summaryColumns)
      .from(purchaseRequests)
      .innerJoin(categories, eq(categories.id, purchaseRequests.categoryId))
      .leftJoin(raisedBy, eq(raisedBy.id, purchaseRequests.createdBy))
      .$dynamic(),
  toItem: toSummary,
};

/** Every request, and one status's requests: two lists, each paging from its own index. */
const allRequests = definePagedList({ ...listSpec, name: 'purchase_requests', filters: {} });
const requestsOfStatus = definePagedList({
  ...listSpec,
  name: 'purchase_requests_status',
  filters: { status: purchaseRequests.status },
});

/** Forgets the lists' counted totals: after a request is added, removed or moves status. */
export function invalidateCounts(db: DbOrTx) {
  allRequests.invalidateCounts(db);
  requestsOfStatus.invalidateCounts(db);
}

/** GET /api/purchase-requests: paged, searched by title or number, optionally of one status. */
export function listPurchaseRequests(
  db: Db,
  { status, ...query }: PurchaseRequestListQuery,
): Promise<PurchaseRequestListResponse> {
  return status ? requestsOfStatus.page(db, { status }, query) : allRequests.page(db, {}, query);
}

/** GET /api/purchase-requests.csv and .xlsx: every request the list's filters give, a batch at a time. */
export function purchaseRequestBatches(
  db: Db,
  { status, ...query }: Omit<PurchaseRequestListQuery, 'page' | 'pageSize'>,
  batchSize: number,
): AsyncGenerator<PurchaseRequestSummary[]> {
  return status
    ? requestsOfStatus.batches(db, { status }, query, batchSize)
    : allRequests.batches(db, {}, query, batchSize);
}
