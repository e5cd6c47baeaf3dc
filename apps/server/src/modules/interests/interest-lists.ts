import { eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { definePagedList } from '../../db/paging';
import { categories } from '../../db/schema/catalogue';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenders } from '../../db/schema/tenders';
import { ownInterestColumns, type SummaryRow, type SupplierTenderRow, summaryColumns } from './interest-rows';

/*
 * The module's paged lists (db/paging.ts, decision 015), defined once: a supplier's own interests
 * by status, the published tenders that have interest, and one row per interest. Expressing and
 * deciding an interest move rows of them: they call `invalidateInterestLists`.
 */

/**
 * A supplier's interests of one status, newest first, each with its tender (the pending list, and
 * the approved and rejected arrays); pages from interests_supplier_status_interested_id_idx.
 */
export const supplierInterestList = definePagedList({
  name: 'supplier_interests',
  table: interests,
  id: interests.id,
  filters: { supplierId: interests.supplierId, status: interests.status },
  search: [],
  sorts: { interestedDate: interests.interestedAt },
  select: (db: Db) =>
    db
      .select({ ...summaryColumns, ...ownInterestColumns })
      .from(interests)
      .innerJoin(tenders, eq(tenders.id, interests.tenderId))
      .innerJoin(categories, eq(categories.id, tenders.categoryId))
      .$dynamic(),
  toItem: (row: SupplierTenderRow) => row,
});

/** The published tenders that have interest (GET /api/tenders/interested), newest published first. */
export const interestedTenderList = definePagedList({
  name: 'interested_tenders',
  table: tenders,
  id: tenders.id,
  filters: { status: tenders.status },
  where: sql`exists (select 1 from ${interests} where ${interests.tenderId} = ${tenders.id})`,
  search: [],
  sorts: { publishingDate: tenders.publishingDate },
  select: (db: Db) =>
    db
      .select(summaryColumns)
      .from(tenders)
      .innerJoin(categories, eq(categories.id, tenders.categoryId))
      .$dynamic(),
  toItem: (row: SummaryRow) => row,
});

export type InterestedRowData = {
  id: string;
  tenderId: string;
  projectCode: string;
  projectName: string;
  organisation: string;
  publishingDate: string;
  closingDate: string;
  closedEarlyAt: Date | null;
  closedEarlyReason: string | null;
  supplierId: string;
  supplierName: string;
  status: string;
  interestedAt: Date;
  decidedAt: Date | null;
};

/** One row per interest, newest first; searched by project name, project code or supplier name. */
export const interestedRowList = definePagedList({
  name: 'interested_rows',
  table: interests,
  id: interests.id,
  filters: {},
  search: [
    sql`(select ${tenders.projectName} from ${tenders} where ${tenders.id} = ${interests.tenderId})`,
    sql`(select ${tenders.projectCode} from ${tenders} where ${tenders.id} = ${interests.tenderId})`,
    sql`(select ${suppliers.companyName} from ${suppliers} where ${suppliers.id} = ${interests.supplierId})`,
  ],
  sorts: { interestedDate: interests.interestedAt },
  select: (db: Db) =>
    db
      .select({
        id: interests.id,
        tenderId: interests.tenderId,
        projectCode: tenders.projectCode,
        projectName: tenders.projectName,
        organisation: tenders.organisation,
        publishingDate: tenders.publishingDate,
        closingDate: tenders.closingDate,
        closedEarlyAt: tenders.closedEarlyAt,
        closedEarlyReason: tenders.closedEarlyReason,
        supplierId: interests.supplierId,
        supplierName: suppliers.companyName,
        status: interests.status,
        interestedAt: interests.interestedAt,
        decidedAt: interests.decidedAt,
      })
      .from(interests)
      .innerJoin(tenders, eq(tenders.id, interests.tenderId))
      .innerJoin(suppliers, eq(suppliers.id, interests.supplierId))
      .$dynamic(),
  toItem: (row: InterestedRowData) => row,
});

/**
 * Forgets the counted totals of the lists an interest write adds rows to or moves them in. Inside a
 * caller's transaction there is nothing to forget yet: that caller calls this with the database
 * once its transaction has committed.
 */
export function invalidateInterestLists(db: DbOrTx): void {
  if (db instanceof PgTransaction) return;
  for (const list of [supplierInterestList, interestedTenderList, interestedRowList])
    list.invalidateCounts(db);
}
