import {
  type AdminDashboard,
  CLOSING_SOON_DAYS,
  DASHBOARD_CHART_PERMISSIONS,
  DASHBOARD_MONTHS,
  DASHBOARD_TENDERS,
  type SupplierDashboard,
} from '@tenderdesk/domain/dashboard';
import { toPaise } from '@tenderdesk/domain/money';
import { addPortalDays, portalToday } from '@tenderdesk/domain/portal-time';
import { type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import type { Db } from '../../db/client';

/*
 * The two dashboards (decision 036). Every figure is an aggregate computed by the database: the
 * admin's figures in one statement (a scalar sub-query per figure the caller may see), the charts
 * in three more run at the same time; the supplier's in one statement. Days, weeks and months are
 * the portal's (`PORTAL_TIME_ZONE`, Asia/Kolkata by default): "today" is today there, "this week"
 * starts on Monday 00:00 there, and a tender's month is that of its publishing date (a calendar date).
 */

export type DashboardOptions = { timeZone: string; now?: () => Date };

type Row = Record<string, unknown>;

async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
}

const asCount = (value: unknown) => Number(value ?? 0);

/** The `count` months ending with the month of `today`, oldest first, as YYYY-MM. */
function monthsEndingWith(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

function mayCaller(caller: Caller, key: keyof Caller['permissions']): boolean {
  return caller.role === 'admin' || caller.permissions[key] === true;
}

/** GET /api/dashboard/admin: the figures and charts the caller's permissions allow. */
export async function adminDashboard(
  db: Db,
  caller: Caller,
  options: DashboardOptions,
): Promise<AdminDashboard> {
  const now = options.now?.() ?? new Date();
  const today = portalToday(options.timeZone, now);
  const suppliersFigures = mayCaller(caller, 'manageSuppliers');
  const tenderFigures = mayCaller(caller, 'manageTenders');
  const charts = DASHBOARD_CHART_PERMISSIONS.some((key) => mayCaller(caller, key));

  const figureColumns: SQL[] = [];
  if (suppliersFigures) {
    figureColumns.push(
      sql`(select count(*) from suppliers where status = 'Pending') as "newSupplierRequests"`,
    );
  }
  if (tenderFigures) {
    figureColumns.push(
      // On tenders still open (a decision after closing no longer lets anyone quote): the open
      // tenders from their (status, closing date) index, their pending interests from a partial index.
      sql`(select count(*) from tenders t join interests i on i.tender_id = t.id and i.status = 'Pending'
           where t.status = 'Published' and t.closing_date >= ${today}::date and t.closed_early_at is null) as "interestsAwaiting"`,
      sql`(select count(*) from tenders where status = 'Published' and closed_early_at is null
           and closing_date between ${today}::date and ${addPortalDays(today, CLOSING_SOON_DAYS - 1)}::date) as "closingSoon"`,
      sql`(select count(*) from quotations where submitted_at >=
           (date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${options.timeZone})
             at time zone ${options.timeZone})) as "quotationsThisWeek"`,
      sql`(select count(*) from tenders where status = 'Draft' and ready_to_publish) as "draftsReady"`,
    );
  }

  const figuresQuery =
    figureColumns.length > 0
      ? rowsOf(db, sql`select ${sql.join(figureColumns, sql`, `)}`)
      : Promise.resolve([{}]);
  const chartQueries = charts ? cachedCharts(db, today, now) : Promise.resolve(undefined);
  const [[figureRow = {}], chartData] = await Promise.all([figuresQuery, chartQueries]);

  const figures: AdminDashboard['figures'] = {};
  for (const [key, value] of Object.entries(figureRow)) {
    figures[key as keyof AdminDashboard['figures']] = asCount(value);
  }
  return chartData ? { figures, charts: chartData } : { figures };
}

/**
 * The charts describe months, so each server process keeps them for CHARTS_TTL_MS (per database and
 * day) instead of aggregating every award and six months of tenders on every visit; the figures,
 * which say what to act on, are always live. A change shows in the charts within a minute.
 */
export const CHARTS_TTL_MS = 60_000;
type CachedCharts = { day: string; at: number; charts: Promise<NonNullable<AdminDashboard['charts']>> };
const chartCache = new WeakMap<Db, CachedCharts>();

function cachedCharts(db: Db, today: string, now: Date) {
  const cached = chartCache.get(db);
  if (cached && cached.day === today && now.getTime() - cached.at < CHARTS_TTL_MS) return cached.charts;
  const charts = chartsOf(db, today);
  const entry = { day: today, at: now.getTime(), charts };
  chartCache.set(db, entry);
  // A failed computation is not kept.
  charts.catch(() => {
    if (chartCache.get(db) === entry) chartCache.delete(db);
  });
  return charts;
}

async function chartsOf(db: Db, today: string): Promise<NonNullable<AdminDashboard['charts']>> {
  const months = monthsEndingWith(today, DASHBOARD_MONTHS);
  const firstDay = `${months[0]}-01`;
  const [perMonth, perTender, byCategory] = await Promise.all([
    rowsOf(
      db,
      sql`select to_char(publishing_date, 'YYYY-MM') as month, count(*) as tenders
          from tenders
          where status = 'Published' and publishing_date >= ${firstDay}::date and publishing_date <= ${today}::date
          group by 1`,
    ),
    rowsOf(
      db,
      sql`select t.id as "tenderId", t.project_code as "projectCode", t.project_name as "projectName",
                 (select count(*) from quotations q where q.tender_id = t.id) as quotations
          from tenders t
          where t.status = 'Published' and t.publishing_date <= ${today}::date
          order by t.publishing_date desc, t.id desc
          limit ${DASHBOARD_TENDERS}`,
    ),
    rowsOf(
      db,
      // Awards whole or by line (decision 037): a tender split between suppliers counts once.
      sql`select c.name as category, count(distinct a.tender_id) as awards, sum(a.value_with_gst)::text as value
          from awarded_values a
          join tenders t on t.id = a.tender_id
          join categories c on c.id = t.category_id
          group by c.name
          order by sum(a.value_with_gst) desc, c.name`,
    ),
  ]);
  const counted = new Map(perMonth.map((row) => [String(row.month), asCount(row.tenders)]));
  return {
    publishedPerMonth: months.map((month) => ({ month, tenders: counted.get(month) ?? 0 })),
    // Oldest of the recent ones first, so the chart reads left to right in time.
    quotationsPerTender: perTender
      .map((row) => ({
        tenderId: String(row.tenderId),
        projectCode: String(row.projectCode),
        projectName: String(row.projectName),
        quotations: asCount(row.quotations),
      }))
      .reverse(),
    awardedByCategory: byCategory.map((row) => ({
      category: String(row.category),
      awards: asCount(row.awards),
      valuePaise: toPaise(String(row.value ?? '0')),
    })),
  };
}

/** GET /api/suppliers/supplier/:supplierId/dashboard: the calling supplier's own figures. */
export async function supplierDashboard(
  db: Db,
  supplierId: string,
  options: DashboardOptions,
): Promise<SupplierDashboard> {
  const today = portalToday(options.timeZone, options.now?.() ?? new Date());
  const [row = {}] = await rowsOf(
    db,
    sql`select
          (select count(*) from tenders t join suppliers s on s.category_id = t.category_id
            where s.id = ${supplierId} and t.status = 'Published' and t.closing_date >= ${today}::date
              and t.closed_early_at is null) as "openTenders",
          (select count(*) from interests where supplier_id = ${supplierId} and status = 'Pending') as "pendingInterests",
          (select count(*) from quotations where supplier_id = ${supplierId}) as "quotationsSent",
          (select count(*) from awarded_values a where a.supplier_id = ${supplierId}) as awards,
          (select coalesce(sum(a.value_with_gst), 0)::text from awarded_values a
            where a.supplier_id = ${supplierId}) as "awardedValue"`,
  );
  return {
    openTenders: asCount(row.openTenders),
    pendingInterests: asCount(row.pendingInterests),
    quotationsSent: asCount(row.quotationsSent),
    awards: asCount(row.awards),
    awardedValuePaise: toPaise(String(row.awardedValue ?? '0')),
  };
}
