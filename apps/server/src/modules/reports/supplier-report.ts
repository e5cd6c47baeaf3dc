import type { Page } from '@tenderdesk/domain/paging';
import { parseSort } from '@tenderdesk/domain/paging';
import {
  type SupplierReportExportQuery,
  type SupplierReportQuery,
  type SupplierReportRow,
  winRate,
} from '@tenderdesk/domain/reports';
import { scorecardOf } from '@tenderdesk/domain/scorecard';
import { and, eq, ilike, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { definePagedList, escapeLike } from '../../db/paging';
import { categories } from '../../db/schema/catalogue';
import { awardedValues } from '../../db/schema/purchase-orders';
import { quotations } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { interests } from '../../db/schema/tenders';
import {
  countsOf,
  type ScorecardParams,
  scorecardFigures,
  scorecardParams,
  scorecardPlaceholders,
  scorecardPlaceholderValues,
} from '../../shared/scorecard';
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
 * The supplier report (issue 11 items 1-3; decision 034): GET /api/reports/suppliers (a page)
 * and its CSV and XLSX exports (every matching supplier, in batches): Active suppliers with their
 * last tender, last award, quotations, awards and win rate, and their scorecard over a period
 * (issue 24 item 3, shared/scorecard.ts; `from`/`to`, default the last 12 months).
 */

const SUPPLIER_SORTS: Record<'companyName', SortSpec> = {
  companyName: { key: suppliers.companyNameSort, cast: 'text' },
};

/** Active suppliers only (decision 008). */
const active = eq(suppliers.status, 'Active');

/**
 * A supplier with its figures. A few subqueries a row (not one a figure): the supplier's
 * interests; its quotations and its awards (either mode). Each answers its figures in one text,
 * 'a|b|c' (empty: none), read by `toReportRow`. Days are the portal's `timeZone` (a value, or the
 * placeholder of a prepared page).
 */
function supplierSelect(
  db: Db,
  timeZone: string | Placeholder,
  period: ScorecardParams | typeof scorecardPlaceholders,
) {
  return db
    .select({
      id: suppliers.id,
      companyName: suppliers.companyName,
      firstName: suppliers.firstName,
      lastName: suppliers.lastName,
      category: categories.name,
      emailAddress: suppliers.emailAddress,
      interestFigures: sql<string>`(select count(*)::text || '|' ||
          coalesce(to_char(max(${interests.interestedAt}) at time zone ${timeZone}, 'YYYY-MM-DD'), '')
        from ${interests} where ${interests.supplierId} = ${suppliers.id})`,
      quotationFigures: sql<string>`(select count(*)::text from ${quotations} q
          where q.supplier_id = ${suppliers.id}) || '|' ||
        (select count(*)::text || '|' ||
          coalesce((array_agg(av.value_with_gst::text order by av.selected_at desc, av.tender_id desc))[1], '')
        from ${awardedValues} av where av.supplier_id = ${suppliers.id})`,
      scorecardFigures: scorecardFigures(period),
    })
    .from(suppliers)
    .innerJoin(categories, eq(categories.id, suppliers.categoryId))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof supplierSelect>>[number];

function toReportRow(row: Row): SupplierReportRow {
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
    scorecard: scorecardOf(countsOf(row.scorecardFigures)),
  };
}

/**
 * Active suppliers whose company name contains `q`, any case. Suppliers register and are
 * activated by another module, so totals are counted on every page.
 */
const supplierReport = definePagedList({
  name: 'report_suppliers',
  table: suppliers,
  id: suppliers.id,
  filters: {},
  where: active,
  search: [suppliers.companyName],
  sorts: { companyName: SUPPLIER_SORTS.companyName.key },
  select: (db) => supplierSelect(db, sql.placeholder('timeZone'), scorecardPlaceholders),
  toItem: toReportRow,
  countTtlMs: 0,
});

/** GET /api/reports/suppliers: one page of Active suppliers, with the total. */
export async function supplierReportPage(
  db: Db,
  query: SupplierReportQuery,
  { timeZone }: ReportOptions,
): Promise<Page<SupplierReportRow>> {
  const { from, to, ...list } = query;
  const period = scorecardParams({ from, to }, timeZone);
  return supplierReport.page(db, {}, list, { params: { timeZone, ...scorecardPlaceholderValues(period) } });
}

/** The export's condition: as the page's, written out for the keyset walk. */
function supplierWhere(filters: Pick<SupplierReportExportQuery, 'q'>): SQL | undefined {
  return and(active, filters.q ? ilike(suppliers.companyName, `%${escapeLike(filters.q)}%`) : undefined);
}

/** GET /api/reports/suppliers.csv and .xlsx: every matching supplier in the report's order, a batch at a time. */
export async function* supplierReportBatches(
  db: Db,
  query: SupplierReportExportQuery,
  { timeZone }: ReportOptions,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<SupplierReportRow[]> {
  const { field, descending } = parseSort(query.sort);
  const spec = SUPPLIER_SORTS[field];
  const ordering = order(spec, suppliers.id, descending);
  const period = scorecardParams({ from: query.from, to: query.to }, timeZone);
  let last: Keyset | undefined;
  for (;;) {
    const ids = await db
      .select({ id: suppliers.id, key: sql<string>`cast(${spec.key} as text)` })
      .from(suppliers)
      .where(and(supplierWhere(query), last ? after(spec, suppliers.id, descending, last) : undefined))
      .orderBy(...ordering)
      .limit(batchSize);
    if (ids.length === 0) return;
    const rows = await supplierSelect(db, timeZone, period)
      .where(sql`${suppliers.id} = any(array(${idList(ids)}))`)
      .orderBy(...ordering);
    yield rows.map(toReportRow);
    const tail = ids[ids.length - 1];
    if (!tail || ids.length < batchSize) return;
    last = { key: tail.key, id: tail.id };
  }
}
