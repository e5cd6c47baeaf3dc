import { type AwardedLineView, type LineAwardsView, lowestLinePerItem } from '@tenderdesk/domain/line-awards';
import { toPaise } from '@tenderdesk/domain/money';
import { type GstRate, priceQuotation } from '@tenderdesk/domain/quotations';
import { closedFields } from '@tenderdesk/domain/tenders';
import { and, asc, eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import type { Db, DbOrTx } from '../../db/client';
import { quotationLines, quotations } from '../../db/schema/quotations';
import { interests, tenderItems, tenders } from '../../db/schema/tenders';
import {
  awardedLines,
  awardedSupplierTotals,
  orderState,
  type TenderAward,
} from '../../shared/awarded-lines';
import { closeDueAuctions } from '../../shared/close-auctions';
import { openSealedQuotations, quotationPricesAllowed, sealColumns, sealOf } from '../../shared/sealing';
import { settleNegotiations } from '../../shared/settle-negotiations';
import { type AwardOptions, amount, tenderIdOf, tenderMissing } from './award-rows';

/*
 * GET /api/tenders/{tenderId}/line-awards (decision 033): the tender's award per item in either
 * mode, the lowest approved line of each item, and whether orders freeze it. The answer of the
 * award-by-line writes too.
 */

/**
 * The approved suppliers' quoted lines of a tender, earliest quotation first: those whose prices
 * the evaluation lets a buyer see (a two-envelope tender's qualified suppliers; decision 049).
 */
async function candidateLines(db: DbOrTx, tenderId: string) {
  return db
    .select({ line: quotationLines, supplierId: quotations.supplierId, interestId: quotations.interestId })
    .from(quotationLines)
    .innerJoin(quotations, eq(quotations.id, quotationLines.quotationId))
    .innerJoin(interests, eq(interests.id, quotations.interestId))
    .where(and(eq(quotations.tenderId, tenderId), eq(interests.status, 'Approved'), quotationPricesAllowed()))
    .orderBy(asc(quotations.submittedAt), asc(quotations.id), asc(quotationLines.position));
}

/** The first awarded line of each tender item, priced. */
function awardedByItemOf(award: TenderAward): Map<string, AwardedLineView> {
  const awardedByItem = new Map<string, AwardedLineView>();
  for (const line of award.lines) {
    if (line.tenderItemId === null || awardedByItem.has(line.tenderItemId)) continue;
    const [priced] = priceQuotation([{ ...line, gstRate: line.gstRate as GstRate }]).lines;
    awardedByItem.set(line.tenderItemId, {
      quotationLineId: line.id,
      quotationId: line.quotationId,
      supplierId: line.supplierId,
      supplierName: line.supplierName,
      itemCode: line.itemCode,
      itemName: line.itemName,
      uom: line.uom,
      qty: Number(line.qty),
      unitPrice: Number(line.unitPrice),
      gstRate: line.gstRate,
      lineTotal: amount(priced?.lineTotal ?? 0),
      gstAmount: amount(priced?.gst ?? 0),
    });
  }
  return awardedByItem;
}

/** The view of a tender's award by line (the caller opens a closed sealed tender's prices). */
export async function lineAwardsView(
  db: DbOrTx,
  caller: Caller,
  tenderId: string,
  options: AwardOptions,
): Promise<LineAwardsView> {
  const [tender] = await db
    .select({ ...sealColumns, closedEarlyReason: tenders.closedEarlyReason })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  if (!tender) throw tenderMissing();
  // Issue 21: a negotiation round past its deadline is settled before the prices are read.
  await settleNegotiations(db, caller, tenderId);
  // Issue 22: an auction past its end is closed (its quotations revised) before the prices are read.
  await closeDueAuctions(db, options.notifier, tenderId);
  const seal = sealOf(tender, options.timeZone);
  const { isClosed: closed, ...early } = closedFields(tender, options.timeZone);
  const items = await db
    .select()
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, tenderId))
    .orderBy(asc(tenderItems.position));
  const candidates = seal.sealed ? [] : await candidateLines(db, tenderId);
  const lowest = lowestLinePerItem(
    candidates.map(({ line }) => ({
      tenderItemId: line.tenderItemId,
      lineId: line.id,
      unitPricePaise: toPaise(line.unitPrice),
    })),
  );
  const award = await awardedLines(db, tenderId);
  const awardedByItem = awardedByItemOf(award);
  const totals = priceQuotation(award.lines.map((line) => ({ ...line, gstRate: line.gstRate as GstRate })));
  const orders = await orderState(db, tenderId);
  if (candidates.length > 0) await openSealedQuotations(db, caller, [tender], options.timeZone);
  return {
    tenderId,
    mode: award.mode,
    sealed: seal.sealed,
    closingDate: tender.closingDate,
    closed,
    ...early,
    locked: orders.issued > 0,
    draftOrders: orders.drafts,
    items: items.map((item) => ({
      tenderItemId: item.id,
      itemCode: item.itemCode,
      itemName: item.itemName,
      uom: item.uom,
      hsnSac: item.hsnSac,
      qty: Number(item.qty),
      lowestLineId: lowest.get(item.id) ?? null,
      awarded: awardedByItem.get(item.id) ?? null,
    })),
    suppliers: awardedSupplierTotals(award),
    total: amount(totals.total),
    gstTotal: amount(totals.gstTotal),
    totalWithGst: amount(totals.totalWithGst),
    selectedAt: award.selectedAt?.toISOString() ?? null,
    selectedBy: award.selectedBy,
  };
}

/** GET /api/tenders/{tenderId}/line-awards. */
export async function getLineAwards(
  db: Db,
  caller: Caller,
  tenderIdParam: string,
  options: AwardOptions,
): Promise<LineAwardsView> {
  return lineAwardsView(db, caller, tenderIdOf(tenderIdParam), options);
}
