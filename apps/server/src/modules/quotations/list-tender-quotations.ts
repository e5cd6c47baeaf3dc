import { messages } from '@tenderdesk/domain/messages';
import type { TenderQuotationRow } from '@tenderdesk/domain/quotations';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { quotations, tenderAwards } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenders } from '../../db/schema/tenders';
import { isUuid } from '../../db/uuid';
import { closeDueAuctions } from '../../shared/close-auctions';
import { quotationPricesAllowed, sealColumns, sealOf } from '../../shared/sealing';
import { settleNegotiations } from '../../shared/settle-negotiations';
import { adminViewsOf } from './admin-views';
import {
  addendumOf,
  isAwarded,
  latestAddendum,
  MAX_QUOTATION_ROWS,
  type QuotationOptions,
  revisionOf,
} from './quotation-view';

/**
 * GET /api/tenders/{tenderId}/quotations: the approved suppliers' quotations, cheapest first; a
 * sealed, open tender's in the order they were sent (the total would leak the ranking). Once a
 * two-envelope tender's prices open, the rows the evaluation keeps sealed (disqualified) follow
 * the priced ones, in the order they were sent.
 */
export async function listTenderQuotations(
  db: Db,
  caller: Caller,
  tenderId: string,
  options: QuotationOptions,
): Promise<TenderQuotationRow[]> {
  if (!isUuid(tenderId)) throw notFound(messages.tender.notFound);
  const [tender] = await db.select(sealColumns).from(tenders).where(eq(tenders.id, tenderId));
  if (!tender) throw notFound(messages.tender.notFound);
  // Issue 21: settled before the rows are read, so the order by total is the negotiated one.
  await settleNegotiations(db, caller, tenderId);
  // Issue 22: likewise an auction past its end is closed, so the order is the auction's.
  await closeDueAuctions(db, options.notifier, tenderId);
  const byTime = [asc(quotations.submittedAt), asc(quotations.id)];
  const pricesAllowed = quotationPricesAllowed();
  const byTotal = [
    sql`${pricesAllowed} desc`,
    sql`case when ${pricesAllowed} then ${quotations.total} end asc nulls last`,
    ...byTime,
  ];
  const rows = await db
    .select({
      quotation: quotations,
      supplierName: suppliers.companyName,
      selected: isAwarded,
      latestAddendum,
      pricesAllowed,
    })
    .from(quotations)
    .innerJoin(interests, eq(interests.id, quotations.interestId))
    .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
    .leftJoin(tenderAwards, eq(tenderAwards.quotationId, quotations.id))
    .where(and(eq(quotations.tenderId, tenderId), eq(interests.status, 'Approved')))
    .orderBy(...(sealOf(tender, options.timeZone).sealed ? byTime : byTotal))
    .limit(MAX_QUOTATION_ROWS);
  const views = await adminViewsOf(
    db,
    caller,
    rows.map((row) => ({ quotation: row.quotation, tender, pricesAllowed: row.pricesAllowed })),
    options,
  );
  return rows.map((row) => {
    const view = views.get(row.quotation.id);
    return {
      _id: row.quotation.id,
      supplierId: row.quotation.supplierId,
      supplierName: row.supplierName,
      quotation: view?.quotation ?? '',
      sealed: view?.sealed ?? false,
      opensOn: view?.opensOn ?? null,
      disqualified: view?.disqualified ?? false,
      selected: row.selected,
      ...addendumOf(row.quotation.addendumSeen, row.latestAddendum),
      ...revisionOf(row.quotation),
    };
  });
}
