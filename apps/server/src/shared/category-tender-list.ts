import { eq } from 'drizzle-orm';
import { definePagedList } from '../db/paging';
import { categories } from '../db/schema/catalogue';
import { tenders } from '../db/schema/tenders';
import { type TenderSummaryRow, tenderItemCount, tenderSummaryColumns } from './tender-summary';

/**
 * The tenders of one category and status, paged (decision 015): the supplier's and the managers'
 * GET /api/tenders/category/{category} (interests module) reads it; the tender module's writes
 * (create, edit, publish, delete) call `invalidateCounts`, so it is shared. Pages are read from
 * tenders_category_status_publishing_id_idx (the default sort) or the category's few rows sorted.
 */
export const categoryTenderList = definePagedList({
  name: 'category_tenders',
  table: tenders,
  id: tenders.id,
  filters: { categoryId: tenders.categoryId, status: tenders.status },
  search: [tenders.projectName, tenders.projectCode, tenders.projectTitle, tenders.organisation],
  sorts: {
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
