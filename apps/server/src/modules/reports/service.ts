import type { Page } from '@tenderdesk/domain/paging';
import { parseSort } from '@tenderdesk/domain/paging';
import {
  type SupplierReportExportQuery,
  type SupplierReportQuery,
  type SupplierReportRow,
  type TenderReportExportQuery,
  type TenderReportQuery,
  type TenderReportRow,
  type TenderReportStatus,
  winRate,
} from '@tenderdesk/domain/reports';
import { isTenderClosed } from '@tenderdesk/domain/tenders';
import { and, asc, count, desc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/paging';
import { categories } from '../../db/schema/catalogue';
import { awardedValues } from '../../db/schema/purchase-orders';
import { quotations } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenders } from '../../db/schema/tenders';

/*
 * The tender and supplier reports (issue 11 items 1-3; decision 034). Each report is read the same
 * way for a page and for an export: the matching ids in the report's order first (from the sort's
 * index, `(status, key, id)`), then only those rows with their figures (counts and the award, as
 * correlated subqueries over indexed keys). An export walks the ids in batches by keyset (the last
 * row's key and id), so a large export never holds more than a batch in memory, on PGlite as on
 * PostgreSQL.
 *
 * Awards are read from the `awarded_values` view (decision 037): one row per tender and awarded
 * supplier, whole-quotation and by-line awards alike, with the value awarded including GST.
 */

export type ReportOptions = { timeZone: string };

/** Rows an export reads per statement. */
export const EXPORT_BATCH = 500;

type SortSpec = { key: PgColumn; cast: 'date' | 'text' };
type Keyset = { key: string; id: string };

function order(spec: SortSpec, idColumn: PgColumn, descending: boolean) {
  return descending ? [desc(spec.key), desc(idColumn)] : [asc(spec.key), asc(idColumn)];
}

/** Rows after `after` in the report's order (keyset): `(key, id) > (k, i)`, or `<` descending. */
function after(spec: SortSpec, idColumn: PgColumn, descending: boolean, last: Keyset): SQL {
  const operator = sql.raw(descending ? '<' : '>');
  return sql`(${spec.key}, ${idColumn}) ${operator} (cast(${last.key} as ${sql.raw(spec.cast)}), cast(${last.id} as uuid))`;
}

const containing = (text: string | undefined) => (text ? `%${escapeLike(text)}%` : undefined);

// ---------------------------------------------------------------------------------------------
// Tender report
// ---------------------------------------------------------------------------------------------

const TENDER_SORTS: Record<'publishingDate' | 'projectName', SortSpec> = {
  publishingDate: { key: tenders.publishingDate, cast: 'date' },
  projectName: { key: tenders.projectNameSort, cast: 'text' },
};

type TenderFilters = Pick<TenderReportExportQuery, 'q' | 'from' | 'to'>;

/** Published tenders whose project name contains `q` (any case), published from `from` to `to` inclusive. */
function tenderWhere(filters: TenderFilters): SQL | undefined {
  const name = containing(filters.q);
  return and(
    eq(tenders.status, 'Published'),
    name ? ilike(tenders.projectName, name) : undefined,
    filters.from ? gte(tenders.publishingDate, filters.from) : undefined,
    filters.to ? lte(tenders.publishingDate, filters.to) : undefined,
  );
}

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

async function tenderRowsFor(db: Db, ids: SQL, orderBy: SQL[], timeZone: string): Promise<TenderReportRow[]> {
  const rows = await db
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
    .where(sql`${tenders.id} = any(array(${ids}))`)
    .orderBy(...orderBy);
  return rows.map((row) => {
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
  });
}

/** GET /api/reports/tenders: one page, sorted, with the total of matching tenders. */
export async function tenderReportPage(
  db: Db,
  query: TenderReportQuery,
  { timeZone }: ReportOptions,
): Promise<Page<TenderReportRow>> {
  const { field, descending } = parseSort(query.sort);
  const spec = TENDER_SORTS[field];
  const where = tenderWhere(query);
  const ordering = order(spec, tenders.id, descending);
  const ids = db
    .select({ id: tenders.id })
    .from(tenders)
    .where(where)
    .orderBy(...ordering)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [data, [total]] = await Promise.all([
    tenderRowsFor(db, ids.getSQL(), ordering, timeZone),
    db.select({ n: count() }).from(tenders).where(where),
  ]);
  return { data, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** Every matching tender in the report's order, a batch at a time (the exports). */
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
    const list = sql`select unnest(cast(${`{${ids.map((row) => row.id).join(',')}}`} as uuid[]))`;
    yield await tenderRowsFor(db, list, ordering, timeZone);
    const tail = ids[ids.length - 1];
    if (!tail || ids.length < batchSize) return;
    last = { key: tail.key, id: tail.id };
  }
}

// ---------------------------------------------------------------------------------------------
// Supplier report
// ---------------------------------------------------------------------------------------------

const SUPPLIER_SORTS: Record<'companyName', SortSpec> = {
  companyName: { key: suppliers.companyNameSort, cast: 'text' },
};

/** Active suppliers (decision 008) whose company name contains `q`, any case. */
function supplierWhere(filters: Pick<SupplierReportExportQuery, 'q'>): SQL | undefined {
  const name = containing(filters.q);
  return and(eq(suppliers.status, 'Active'), name ? ilike(suppliers.companyName, name) : undefined);
}

async function supplierRowsFor(
  db: Db,
  ids: SQL,
  orderBy: SQL[],
  timeZone: string,
): Promise<SupplierReportRow[]> {
  const rows = await db
    .select({
      id: suppliers.id,
      companyName: suppliers.companyName,
      firstName: suppliers.firstName,
      lastName: suppliers.lastName,
      category: categories.name,
      emailAddress: suppliers.emailAddress,
      // A few subqueries a row (not one a figure): the supplier's interests; its quotations and its
      // awards (either mode). Each answers its figures in one text, 'a|b|c' (empty: none), read below.
      interestFigures: sql<string>`(select count(*)::text || '|' ||
          coalesce(to_char(max(${interests.interestedAt}) at time zone ${timeZone}, 'YYYY-MM-DD'), '')
        from ${interests} where ${interests.supplierId} = ${suppliers.id})`,
      quotationFigures: sql<string>`(select count(*)::text from ${quotations} q
          where q.supplier_id = ${suppliers.id}) || '|' ||
        (select count(*)::text || '|' ||
          coalesce((array_agg(av.value_with_gst::text order by av.selected_at desc, av.tender_id desc))[1], '')
        from ${awardedValues} av where av.supplier_id = ${suppliers.id})`,
    })
    .from(suppliers)
    .innerJoin(categories, eq(categories.id, suppliers.categoryId))
    .where(sql`${suppliers.id} = any(array(${ids}))`)
    .orderBy(...orderBy);
  return rows.map((row) => {
    const [answered, lastTender] = row.interestFigures.split('|');
    const [sent, won, lastValue] = row.quotationFigures.split('|');
    const quotationsSent = Number(sent ?? 0);
    const awardsWon = Number(won ?? 0);
    return {
      _id: row.id,
      companyName: row.companyName,
      contactName: `${row.firstName} ${row.lastName}`.trim(),
      category: row.category,
      emailAddress: row.emailAddress,
      lastTender: lastTender || null,
      lastTenderValue: lastValue || null,
      tendersAnswered: Number(answered ?? 0),
      quotationsSent,
      awardsWon,
      winRate: winRate(awardsWon, quotationsSent),
    };
  });
}

/** GET /api/reports/suppliers: one page of Active suppliers, with the total. */
export async function supplierReportPage(
  db: Db,
  query: SupplierReportQuery,
  { timeZone }: ReportOptions,
): Promise<Page<SupplierReportRow>> {
  const { field, descending } = parseSort(query.sort);
  const ordering = order(SUPPLIER_SORTS[field], suppliers.id, descending);
  const where = supplierWhere(query);
  const ids = db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(where)
    .orderBy(...ordering)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [data, [total]] = await Promise.all([
    supplierRowsFor(db, ids.getSQL(), ordering, timeZone),
    db.select({ n: count() }).from(suppliers).where(where),
  ]);
  return { data, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** Every matching supplier in the report's order, a batch at a time (the exports). */
export async function* supplierReportBatches(
  db: Db,
  query: SupplierReportExportQuery,
  { timeZone }: ReportOptions,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<SupplierReportRow[]> {
  const { field, descending } = parseSort(query.sort);
  const spec = SUPPLIER_SORTS[field];
  const ordering = order(spec, suppliers.id, descending);
  let last: Keyset | undefined;
  for (;;) {
    const ids = await db
      .select({ id: suppliers.id, key: sql<string>`cast(${spec.key} as text)` })
      .from(suppliers)
      .where(and(supplierWhere(query), last ? after(spec, suppliers.id, descending, last) : undefined))
      .orderBy(...ordering)
      .limit(batchSize);
    if (ids.length === 0) return;
    const list = sql`select unnest(cast(${`{${ids.map((row) => row.id).join(',')}}`} as uuid[]))`;
    yield await supplierRowsFor(db, list, ordering, timeZone);
    const tail = ids[ids.length - 1];
    if (!tail || ids.length < batchSize) return;
    last = { key: tail.key, id: tail.id };
  }
}
