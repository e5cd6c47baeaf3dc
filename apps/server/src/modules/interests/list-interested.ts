import type {
  InterestedRow,
  InterestedRowQuery,
  InterestedTender,
  InterestedTendersQuery,
} from '@tenderdesk/domain/interests';
import type { Page } from '@tenderdesk/domain/paging';
import { closedFields, type InterestedSupplier, type InterestStatus } from '@tenderdesk/domain/tenders';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';
import { interests } from '../../db/schema/tenders';
import { type InterestedRowData, interestedRowList, interestedTenderList } from './interest-lists';
import { type InterestOptions, iso, toSummary } from './interest-rows';

/*
 * The admin's views of interest (decision 021): GET /api/tenders/interested (the spec's grouped
 * call, a page of tenders each with all its interested suppliers) and GET
 * /api/tenders/interested/rows (one row per interest, paged and searched).
 */

/** Every interest in these tenders, newest first, by tender id. */
async function interestedSuppliers(db: Db, tenderIds: string[]): Promise<Map<string, InterestedSupplier[]>> {
  const byTender = new Map<string, InterestedSupplier[]>();
  if (tenderIds.length === 0) return byTender;
  const entries = await db
    .select({
      id: interests.id,
      tenderId: interests.tenderId,
      supplierId: interests.supplierId,
      supplierName: suppliers.companyName,
      status: interests.status,
      interestedAt: interests.interestedAt,
      decidedAt: interests.decidedAt,
    })
    .from(interests)
    .innerJoin(suppliers, eq(suppliers.id, interests.supplierId))
    .where(inArray(interests.tenderId, tenderIds))
    .orderBy(desc(interests.interestedAt), desc(interests.id));
  for (const entry of entries) {
    const list = byTender.get(entry.tenderId) ?? [];
    list.push({
      _id: entry.id,
      supplierId: entry.supplierId,
      supplierName: entry.supplierName,
      status: entry.status,
      interestedDate: iso(entry.interestedAt),
      decidedAt: entry.decidedAt ? iso(entry.decidedAt) : null,
    });
    byTender.set(entry.tenderId, list);
  }
  return byTender;
}

/**
 * The spec's grouped call: the published tenders that have interest, newest published first, a
 * page of them (MAX_PAGE_SIZE by default), each with all its interested suppliers, newest first.
 */
export async function listInterestedTenders(
  db: Db,
  query: InterestedTendersQuery,
  { timeZone }: Pick<InterestOptions, 'timeZone'>,
): Promise<Page<InterestedTender>> {
  const page = await interestedTenderList.page(
    db,
    { status: 'Published' },
    { ...query, sort: '-publishingDate' },
  );
  const byTender = await interestedSuppliers(
    db,
    page.data.map((row) => row.id),
  );
  return {
    ...page,
    data: page.data.map((row) => ({
      ...toSummary(row, timeZone),
      interestedSuppliers: byTender.get(row.id) ?? [],
    })),
  };
}

/** One row per interest, newest first unless sorted otherwise; `q`: project name or code, supplier. */
export async function listInterestedRows(
  db: Db,
  query: InterestedRowQuery,
  { timeZone }: Pick<InterestOptions, 'timeZone'>,
): Promise<Page<InterestedRow>> {
  const page = await interestedRowList.page(db, {}, query);
  return { ...page, data: page.data.map((row) => toInterestedRow(row, timeZone)) };
}

function toInterestedRow(row: InterestedRowData, timeZone: string): InterestedRow {
  return {
    _id: row.id,
    tenderId: row.tenderId,
    projectCode: row.projectCode,
    projectName: row.projectName,
    organisation: row.organisation,
    publishingDate: row.publishingDate,
    closingDate: row.closingDate,
    ...closedFields(row, timeZone),
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    status: row.status as InterestStatus,
    interestedDate: iso(row.interestedAt),
    decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
  };
}

/** GET /api/tenders/interested/rows.csv and .xlsx: every interest the search matches, a batch at a time. */
export async function* interestedRowBatches(
  db: Db,
  query: Pick<InterestedRowQuery, 'q' | 'sort'>,
  { timeZone }: Pick<InterestOptions, 'timeZone'>,
  batchSize: number,
): AsyncGenerator<InterestedRow[]> {
  for await (const rows of interestedRowList.batches(db, {}, query, batchSize)) {
    yield rows.map((row) => toInterestedRow(row, timeZone));
  }
}
