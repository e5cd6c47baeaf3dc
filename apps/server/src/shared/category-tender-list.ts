import { and, eq, sql } from 'drizzle-orm';
import { definePagedList } from '../db/paging';
import { categories } from '../db/schema/catalogue';
import { interests, tenders } from '../db/schema/tenders';
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
  // The supplier's own interest in each row, in the page's one statement (decision 059): the call
  // gives `supplierId` in its params, null for a manager (who then gets none).
  select: (db) =>
    db
      .select({ ...tenderSummaryColumns, itemCount: tenderItemCount, ...ownInterestColumns })
      .from(tenders)
      .innerJoin(categories, eq(categories.id, tenders.categoryId))
      .leftJoin(
        interests,
        and(
          eq(interests.tenderId, tenders.id),
          eq(interests.supplierId, sql`cast(${sql.placeholder('supplierId')} as uuid)`),
        ),
      )
      .$dynamic(),
  toItem: (row: CategoryTenderRow) => row,
});

/** A supplier's own interest beside a tender (none: all null). */
export const ownInterestColumns = {
  interestId: interests.id,
  interestStatus: interests.status,
  interestedAt: interests.interestedAt,
  rejectReason: interests.rejectReason,
};
export type OwnInterest = {
  interestId: string | null;
  interestStatus: string | null;
  interestedAt: Date | null;
  rejectReason?: string | null;
};
export type CategoryTenderRow = TenderSummaryRow & { itemCount: number } & OwnInterest;
