import type { ReceivedQuotationSort } from '@tenderdesk/domain/awards';
import type { ListQuery, Page } from '@tenderdesk/domain/paging';
import type { ReceivedQuotationRow } from '@tenderdesk/domain/quotations';
import { sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import type { Db, DbOrTx } from '../../db/client';
import { definePagedList } from '../../db/paging';
import { quotations } from '../../db/schema/quotations';
import { adminViewsOf, type ReceivedQuotation, receivedQuotations, toReceivedRow } from './admin-views';
import type { QuotationOptions } from './quotation-view';

/*
 * GET /api/tenders/quotations (decisions 015, 025, 026): the quotations of approved suppliers,
 * newest first, paged with its total, searched over the project, organisation and supplier names.
 * A sealed tender still open shows who quoted and when, not prices.
 */

// Written out in full (aliases, qualified outer columns): the page's ids are read from the
// quotations table alone, so the interest, tender and supplier are subqueries of the row.
const approvedInterest = sql`exists (select 1 from interests i where i.id = "quotations"."interest_id" and i.status = 'Approved')`;
const tenderColumn = (column: string) =>
  sql`(select ${sql.raw(`t.${column}`)} from tenders t where t.id = "quotations"."tender_id")`;
const supplierName = sql`(select s.company_name from suppliers s where s.id = "quotations"."supplier_id")`;

const receivedList = definePagedList({
  name: 'received_quotations',
  table: quotations,
  id: quotations.id,
  filters: {},
  where: approvedInterest,
  search: [tenderColumn('project_name'), tenderColumn('organisation'), supplierName],
  sorts: { submittedAt: quotations.submittedAt },
  select: (db) => receivedQuotations(db).$dynamic(),
  toItem: (row: ReceivedQuotation) => row,
});

/**
 * Forgets the list's counted totals after a quotation is sent. Inside a caller's transaction
 * nothing is kept for it (the cache is per database), and totals age out in COUNT_TTL_MS.
 */
export function forgetReceivedTotals(db: DbOrTx): void {
  receivedList.invalidateCounts(db as Db);
}

/** GET /api/tenders/quotations: quotations of approved suppliers, newest first, paged. */
export async function listReceivedQuotations(
  db: Db,
  caller: Caller,
  query: ListQuery<ReceivedQuotationSort>,
  options: QuotationOptions,
): Promise<Page<ReceivedQuotationRow>> {
  const page = await receivedList.page(db, {}, query);
  return { ...page, data: await shownRows(db, caller, page.data, options) };
}

/** The rows as the list shows them: no price the sealing rules hide (decisions 026, 049). */
async function shownRows(
  db: Db,
  caller: Caller,
  rows: readonly ReceivedQuotation[],
  options: QuotationOptions,
): Promise<ReceivedQuotationRow[]> {
  const views = await adminViewsOf(db, caller, rows, options);
  return rows.map((row) => toReceivedRow(row, views.get(row.quotation.id)));
}

/**
 * GET /api/tenders/quotations.csv and .xlsx: every quotation the search matches, newest first, a
 * batch at a time, each sealed as the list seals it.
 */
export async function* receivedQuotationBatches(
  db: Db,
  caller: Caller,
  query: Omit<ListQuery<ReceivedQuotationSort>, 'page' | 'pageSize'>,
  options: QuotationOptions,
  batchSize: number,
): AsyncGenerator<ReceivedQuotationRow[]> {
  for await (const rows of receivedList.batches(db, {}, query, batchSize)) {
    yield await shownRows(db, caller, rows, options);
  }
}
