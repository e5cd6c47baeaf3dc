import { portalToday } from '@tenderdesk/domain/portal-time';
import {
  defaultScorecardPeriod,
  type Scorecard,
  type ScorecardCounts,
  scorecardOf,
} from '@tenderdesk/domain/scorecard';
import type { HeadlineMeasures } from '@tenderdesk/domain/scorecard-schemas';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { suppliers } from '../db/schema/suppliers';
import { evaluationAllowsPrices } from './sealing';

/*
 * A supplier's scorecard in SQL (issue 24 item 3, decision 054): one expression per supplier row,
 * `scorecardFigures`, which the supplier's scorecard, the supplier report (a page or an export batch)
 * and the comparison grid select beside their own columns, so every reader counts the same way in
 * one statement. Its figures come back as one text, 'a|b|…', read by `countsOf`; the domain's
 * `scorecardOf` turns them into measures.
 *
 * The period is portal days, both included: tenders count by their publishing day, receipts by
 * the day the goods arrived; documents are counted as they stand today.
 */

export type ScorecardPeriod = { from: string; to: string };

/** The values the expression needs: a period and today (the server's clock, the portal's calendar). */
export type ScorecardParams = { from: string; to: string; today: string };

type Value = string | Placeholder | SQL;

/** The period asked, or the last 12 months; with today, by the server's clock. */
export function scorecardParams(
  query: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
  now = new Date(),
): ScorecardParams {
  const today = portalToday(timeZone, now);
  const period = query.from && query.to ? { from: query.from, to: query.to } : defaultScorecardPeriod(today);
  return { ...period, today };
}

/** Placeholders of the same names, for a prepared statement (db/paging.ts's `params`). */
export const scorecardPlaceholders = {
  from: sql.placeholder('scFrom'),
  to: sql.placeholder('scTo'),
  today: sql.placeholder('scToday'),
};
export const scorecardPlaceholderValues = (params: ScorecardParams) => ({
  scFrom: params.from,
  scTo: params.to,
  scToday: params.today,
});

/**
 * Whether a buyer may see the prices of tender `t` (as the comparison decides, shared/sealing.ts),
 * and the scorecard never opens a tender itself: an unsealed single-envelope tender always; a
 * sealed one once a buyer's read opened it (`quotations_opened_at`, audited); a two-envelope tender
 * once its financial envelope is open (and then per supplier, `evaluationAllowsPrices`).
 */
const pricesSeen = sql.raw(`(case when t.envelopes = 'two' then t.financial_opened_at is not null
  when t.sealed then t.quotations_opened_at is not null else true end)`);

/**
 * The scorecard's figures of the outer statement's `suppliers` row (by its id and category), as 'categoryTenders|interests|quotations|wins|winValue|pricedTenders|priceRatioSum|
 * onTime|dated|accepted|received|documentsMet|documentsRequired'.
 *
 * - Tenders of the period: Published, publishing day within it, of its category or one it showed
 *   interest in (its category may have changed). Interests, quotations and awards (awarded_values,
 *   either mode) on those tenders; each implies the interest, so all are within that set.
 * - Price: per tender of the period it quoted whose prices may be seen, its total with GST ÷ the
 *   lowest total with GST of the quotations of approved interests whose prices may be seen.
 * - Receipt lines (received > 0) of its orders, received within the period: on time when received
 *   on or before the order's delivery day (orders without one are not counted); accepted ÷ received.
 * - Documents: the types its category requires; met when the current document of the type (the
 *   newest not rejected, else the newest) is Verified and not past its expiry day today.
 */
export function scorecardFigures(values: { from: Value; to: Value; today: Value }): SQL<string> {
  // Written out qualified: inside the subqueries a bare column would name the inner table's.
  const supplierId = sql.raw('"suppliers"."id"');
  const categoryId = sql.raw('"suppliers"."category_id"');
  const from = sql`cast(${values.from} as date)`;
  const to = sql`cast(${values.to} as date)`;
  const today = sql`cast(${values.today} as date)`;
  const inCategoryPeriod = sql`t.status = 'Published' and t.publishing_date between ${from} and ${to}`;
  // The supplier's own rows (interests, quotations, awards) reach their tender by id. The period's
  // test is written so that no index on the publishing day applies (`+ 0`): a prepared page's
  // generic plan otherwise guessed the period small and scanned its ~20,000 tenders per supplier
  // (scripts/bench-scorecard.ts: 450 ms a page instead of tens).
  const inPeriod = sql`t.status = 'Published' and t.publishing_date + 0 between ${from} and ${to}`;
  return sql<string>`(
    (select count(*)::text from tenders t where t.category_id = ${categoryId} and ${inCategoryPeriod})
    || '|' || (select (count(*) filter (where t.category_id <> ${categoryId}))::text || '|' || count(*)::text
      from interests i join tenders t on t.id = i.tender_id where i.supplier_id = ${supplierId} and ${inPeriod})
    || '|' || (select count(*)::text from quotations q join tenders t on t.id = q.tender_id
      where q.supplier_id = ${supplierId} and ${inPeriod})
    || '|' || (select count(*)::text || '|' || coalesce(sum(av.value_with_gst), 0)::text
      from awarded_values av join tenders t on t.id = av.tender_id where av.supplier_id = ${supplierId} and ${inPeriod})
    || '|' || (select count(*)::text || '|' || coalesce(sum(q.total_with_gst / lo.lowest), 0)::text
      from quotations q join tenders t on t.id = q.tender_id
      join interests i on i.id = q.interest_id and i.status = 'Approved'
      cross join lateral (select min(q2.total_with_gst) as lowest from quotations q2
        join interests i2 on i2.id = q2.interest_id and i2.status = 'Approved'
        where q2.tender_id = q.tender_id and ${evaluationAllowsPrices(sql`q2.tender_id`, sql`q2.supplier_id`)}) lo
      where q.supplier_id = ${supplierId} and ${inPeriod} and ${pricesSeen}
        and ${evaluationAllowsPrices(sql`q.tender_id`, sql`q.supplier_id`)} and lo.lowest > 0)
    || '|' || (select (count(*) filter (where o.delivery_date is not null and r.received_on <= o.delivery_date))::text
        || '|' || (count(*) filter (where o.delivery_date is not null))::text
        || '|' || coalesce(sum(l.accepted), 0)::text || '|' || coalesce(sum(l.received), 0)::text
      from purchase_orders o join goods_receipts r on r.order_id = o.id
      join goods_receipt_lines l on l.receipt_id = r.id
      where o.supplier_id = ${supplierId} and r.received_on between ${from} and ${to} and l.received > 0)
    || '|' || (select (count(*) filter (where cur.status = 'Verified'
          and (cur.expiry_date is null or cur.expiry_date >= ${today})))::text || '|' || count(*)::text
      from document_type_categories dtc
      left join lateral (select d.status, d.expiry_date from supplier_documents d
        where d.supplier_id = ${supplierId} and d.document_type_id = dtc.document_type_id
        order by (d.status = 'Rejected'), d.uploaded_at desc limit 1) cur on true
      where dtc.category_id = ${categoryId})
  )`;
}

/** Hundredths of a numeric text (quantities), exactly. */
const hundredths = (text: string | undefined) => Math.round(Number(text ?? 0) * 100);
const paise = hundredths;

/** The counts of `scorecardFigures`' text. */
export function countsOf(figures: string): ScorecardCounts {
  const [
    categoryTenders,
    otherTenders,
    interests,
    quotations,
    wins,
    winValue,
    pricedTenders,
    priceRatioSum,
    onTime,
    dated,
    accepted,
    received,
    met,
    required,
  ] = figures.split('|');
  return {
    categoryTenders: Number(categoryTenders ?? 0) + Number(otherTenders ?? 0),
    interests: Number(interests ?? 0),
    quotations: Number(quotations ?? 0),
    wins: Number(wins ?? 0),
    winValuePaise: paise(winValue),
    pricedTenders: Number(pricedTenders ?? 0),
    priceRatioSum: Number(priceRatioSum ?? 0),
    receiptsOnTime: Number(onTime ?? 0),
    receiptsDated: Number(dated ?? 0),
    acceptedQty: hundredths(accepted),
    receivedQty: hundredths(received),
    documentsMet: Number(met ?? 0),
    documentsRequired: Number(required ?? 0),
  };
}

/** The scorecards of some suppliers over a period, in one statement; a supplier not found is absent. */
export async function scorecardsOf(
  db: DbOrTx,
  supplierIds: readonly string[],
  params: ScorecardParams,
): Promise<Map<string, { counts: ScorecardCounts; scorecard: Scorecard }>> {
  const found = new Map<string, { counts: ScorecardCounts; scorecard: Scorecard }>();
  if (supplierIds.length === 0) return found;
  const rows = await db
    .select({ id: suppliers.id, figures: scorecardFigures(params) })
    .from(suppliers)
    .where(sql`${suppliers.id} = any(cast(${`{${supplierIds.join(',')}}`} as uuid[]))`);
  for (const row of rows) {
    const counts = countsOf(row.figures);
    found.set(row.id, { counts, scorecard: scorecardOf(counts) });
  }
  return found;
}

/** The comparison's three measures of a scorecard. */
export const headlineOf = (card: Scorecard): HeadlineMeasures => ({
  winRate: card.winRate,
  onTimeDelivery: card.onTimeDelivery,
  acceptanceRate: card.acceptanceRate,
});
