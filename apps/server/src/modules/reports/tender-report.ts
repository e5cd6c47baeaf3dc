import type { Page } from '@tenderdesk/domain/paging';
import { parseSort } from '@tenderdesk/domain/paging';
import type {
  TenderReportExportQuery,
  TenderReportQuery,
  TenderReportRow,
  TenderReportStatus,
} from '@tenderdesk/domain/reports';
import { isTenderClosed } from '@tenderdesk/domain/tenders';
import { and, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { definePagedList, escapeLike } from '../../db/paging';
import { categories } from '../../db/schema/catalogue';
import { awardedValues } from '../../db/schema/purchase-orders';
import { quotations } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenders } from '../../db/schema/tenders';
import {
  after,
  EXPORT_BATCH,
  idList,
  type Keyset,
  order,
  type ReportOptions,
  type SortSpec,
} from './report-order';

/*
 * The tender report (issue 11 items 1-3; decision 034): GET /api/reports/tenders (a page) and its
 * CSV and XLSX exports (every matching tender, in batches). Awards are read from the
 * `awarded_values` view (decision 037): one row per tender and awarded supplier, whole-quotation
 * and by-line awards alike, with the value awarded including GST.
 */

const TENDER_SORTS: Record<'publishingDate' | 'projectName', SortSpec> = {
  publishingDate: { key: tenders.publishingDate, cast: 'date' },
  projectName: { key: tenders.projectNameSort, cast: 'text' },
};

const published = eq(tenders.status, 'Published');

/** The awarded value: the sum, with GST, of what the tender's awarded suppliers were given (decision 037). */
const awardedTotal = sql<string | null>`(select sum(av.value_with_gst)::text from ${awardedValues} av
  where av.tender_id = ${tenders.id})`;
/** Who was awarded: one company, or several in name order when the award was split by line. */
const awardedTo = sql<string | null>`(select string_agg(s.company_name, ', ' order by s.company_name)
  from ${awardedValues} av join ${suppliers} s on s.id = av.supplier_id where av.tender_id = ${tenders.id})`;

const interestCount =
  sql<number>`(select count(*) from ${interests} where ${interests.tenderId} = ${tenders.id})`.mapWith(
    Number,
  );
/** Quotations of approved suppliers, as the admin's quotation lists count them (decision 025). */
const quotationCount =
  sql<number>`(select count(*) from ${quotations} q join ${interests} i on i.id = q.interest_id
  where q.tender_id = ${tenders.id} and i.status = 'Approved')`.mapWith(Number);

/** A tender with its figures (counts and the award, as correlated subqueries over indexed keys). */
function tenderSelect(db: Db) {
  return db
    .select({
      id: tenders.id,
      projectCode: tenders.projectCode,
      projectName: tenders.projectName,
      projectNameSort: tenders.projectNameSort,
      projectTitle: tenders.projectTitle,
      organisation: tenders.organisation,
      publishingDate: tenders.publishingDate,
      closingDate: tenders.closingDate,
      closedEarlyAt: tenders.closedEarlyAt,
      category: categories.name,
      interests: interestCount,
      quotations: quotationCount,
      awardedValue: awardedTotal,
      awardedTo,
    })
    .from(tenders)
    .innerJoin(categories, eq(categories.id, tenders.categoryId))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof tenderSelect>>[number];

function toReportRow(row: Row, timeZone: string): TenderReportRow {
  const status: TenderReportStatus =
    row.awardedValue !== null ? 'Awarded' : isTenderClosed(row, timeZone) ? 'Closed' : 'Open';
  return {
    _id: row.id,
    projectCode: row.projectCode,
    projectName: row.projectName,
    projectTitle: row.projectTitle,
    organisation: row.organisation,
    publishingDate: row.publishingDate,
    closingDate: row.closingDate,
    category: row.category,
    status,
    interests: row.interests,
    quotations: row.quotations,
    awardedValue: row.awardedValue,
    awardedTo: row.awardedTo,
  };
}

/**
 * Published tenders whose project name contains `q` (any case), published from `from` to `to`
 * inclusive. Tenders are published, awarded and deleted by other modules, so totals are counted
 * on every page.
 */
const tenderReport = definePagedList({
  name: 'report_tenders',
  table: tenders,
  id: tenders.id,
  filters: {},
  where: published,
  optional: {
    from: (day) => gte(tenders.publishingDate, day),
    to: (day) => lte(tenders.publishingDate, day),
  },
  search: [tenders.projectName],
  sorts: { publishingDate: TENDER_SORTS.publishingDate.key, projectName: TENDER_SORTS.projectName.key },
  select: tenderSelect,
  toItem: (row: Row) => row,
  countTtlMs: 0,
});

/** GET /api/reports/tenders: one page, sorted, with the total of matching tenders. */
export async function tenderReportPage(
  db: Db,
  query: TenderReportQuery,
  { timeZone }: ReportOptions,
): Promise<Page<TenderReportRow>> {
  const { from, to, ...paging } = query;
  const page = await tenderReport.page(db, {}, paging, {
    optional: { from: from || undefined, to: to || undefined },
  });
  return { ...page, data: page.data.map((row) => toReportRow(row, timeZone)) };
}

/** The export's condition: as the page's, written out for the keyset walk. */
function tenderWhere(filters: Pick<TenderReportExportQuery, 'q' | 'from' | 'to'>): SQL | undefined {
  return and(
    published,
    filters.q ? ilike(tenders.projectName, `%${escapeLike(filters.q)}%`) : undefined,
    filters.from ? gte(tenders.publishingDate, filters.from) : undefined,
    filters.to ? lte(tenders.publishingDate, filters.to) : undefined,
  );
}

/** GET /api/reports/tenders.csv and .xlsx: every matching tender in the report's order, a batch at a time. */
export async function* tenderReportBatches(
  db: Db,
  query: TenderReportExportQuery,
  { timeZone }: ReportOptions,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<TenderReportRow[]> {
  const { field, descending } = parseSort(query.sort);
  const spec = TENDER_SORTS[field];
  const ordering = order(spec, tenders.id, descending);
  let last: Keyset | undefined;
  for (;;) {
    const ids = await db
      .select({ id: tenders.id, key: sql<string>`cast(${spec.key} as text)` })
      .from(tenders)
      .where(and(tenderWhere(query), last ? after(spec, tenders.id, descending, last) : undefined))
      .orderBy(...ordering)
      .limit(batchSize);
    if (ids.length === 0) return;
    const rows = await tenderSelect(db)
      .where(sql`${tenders.id} = any(array(${idList(ids)}))`)
      .orderBy(...ordering);
    yield rows.map((row) => toReportRow(row, timeZone));
    const tail = ids[ids.length - 1];
    if (!tail || ids.length < batchSize) return;
    last = { key: tail.key, id: tail.id };
  }
}
