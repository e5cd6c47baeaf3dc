import type { TenderListQuery, TenderListResponse } from '@tenderdesk/domain/tender-list';
import type { TenderStatus, TenderSummary } from '@tenderdesk/domain/tenders';
import { eq } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { definePagedList } from '../../db/paging';
import { categories } from '../../db/schema/catalogue';
import { tenders } from '../../db/schema/tenders';
import { categoryTenderList } from '../../shared/category-tender-list';
import {
  type TenderSummaryRow,
  tenderItemCount,
  tenderSummaryColumns,
  toTenderSummaryFields,
} from '../../shared/tender-summary';
import type { TenderOptions } from './tender-rows';

/** GET /api/tenders and GET /api/tenders/drafts: the published tenders or the drafts, paged. */

const tenderList = definePagedList({
  name: 'tenders',
  table: tenders,
  id: tenders.id,
  filters: { status: tenders.status },
  search: [tenders.projectName, tenders.projectCode, tenders.projectTitle, tenders.organisation],
  sorts: {
    createdAt: tenders.createdAt,
    publishingDate: tenders.publishingDate,
    closingDate: tenders.closingDate,
    projectName: tenders.projectNameSort,
  },
  select: (db) =>
    db
      .select({ ...tenderSummaryColumns, itemCount: tenderItemCount })
      .from(tenders)
      .innerJoin(categories, eq(categories.id, tenders.categoryId))
      .$dynamic(),
  toItem: (row: TenderSummaryRow & { itemCount: number }) => row,
});

/** One page of the published tenders or of the drafts, newest first unless sorted otherwise. */
export async function listTenders(
  db: Db,
  status: TenderStatus,
  query: TenderListQuery,
  { timeZone }: Pick<TenderOptions, 'timeZone'>,
): Promise<TenderListResponse> {
  const page = await tenderList.page(db, { status }, query);
  return { ...page, data: page.data.map((row) => toSummary(row, timeZone)) };
}

function toSummary(row: TenderSummaryRow & { itemCount: number }, timeZone: string): TenderSummary {
  return { ...toTenderSummaryFields(row, timeZone), itemCount: row.itemCount };
}

/** Every published tender or draft the list's search and sort give, a batch at a time (its exports). */
export async function* tenderBatches(
  db: Db,
  status: TenderStatus,
  query: Pick<TenderListQuery, 'q' | 'sort'>,
  { timeZone }: Pick<TenderOptions, 'timeZone'>,
  batchSize: number,
): AsyncGenerator<TenderSummary[]> {
  for await (const rows of tenderList.batches(db, { status }, query, batchSize)) {
    yield rows.map((row) => toSummary(row, timeZone));
  }
}

/**
 * Forgets the counted totals of the lists a tender write adds rows to, removes them from or moves
 * them in (these and the category lists). Inside a caller's transaction there is nothing to forget
 * yet: that caller calls this with the database once its transaction has committed.
 */
export function invalidateTenderLists(db: DbOrTx): void {
  if (db instanceof PgTransaction) return;
  tenderList.invalidateCounts(db);
  categoryTenderList.invalidateCounts(db);
}
