import { awardMessages } from '@tenderdesk/domain/award-messages';
import {
  type AwardedLineView,
  type LineAwardsBody,
  type LineAwardsView,
  lowestLinePerItem,
} from '@tenderdesk/domain/line-awards';
import { messages } from '@tenderdesk/domain/messages';
import { type Paise, paiseToDecimal, toPaise } from '@tenderdesk/domain/money';
import { notificationText } from '@tenderdesk/domain/notification-messages';
import { formatPortalDay } from '@tenderdesk/domain/portal-time';
import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import { type GstRate, priceQuotation } from '@tenderdesk/domain/quotations';
import { linkTo } from '@tenderdesk/domain/screens';
import { closedFields } from '@tenderdesk/domain/tenders';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { tenderLineAwards } from '../../db/schema/purchase-orders';
import { quotationLines, quotationMargins, quotations, tenderAwards } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenderItems, tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import {
  awardedLines,
  awardedSupplierTotals,
  discardDraftOrders,
  orderState,
} from '../../shared/awarded-lines';
import { assertAwardable, openSealedQuotations, sealColumns, sealOf } from '../../shared/sealing';
import type { AwardOptions } from './service';

/*
 * Award by line (issue 12 item 2, decision 033): each tender item given to one approved
 * supplier's quoted line. The set sent replaces the stored one; a whole-quotation award, draft
 * orders and the margins of lines no longer awarded go with it (the first two only on
 * confirmation). Frozen once an order of the tender is issued. Writes lock the tender row, as the
 * whole award does, so both kinds of award queue behind each other.
 */

const amount = (paise: Paise) => Number(paiseToDecimal(paise));
const tenderMissing = () => notFound(messages.tender.notFound);

function tenderIdOf(param: string): string {
  if (!isUuid(param)) throw tenderMissing();
  return param.toLowerCase();
}

/** The approved suppliers' quoted lines of a tender, earliest quotation first. */
async function candidateLines(db: DbOrTx, tenderId: string) {
  return db
    .select({ line: quotationLines, supplierId: quotations.supplierId, interestId: quotations.interestId })
    .from(quotationLines)
    .innerJoin(quotations, eq(quotations.id, quotationLines.quotationId))
    .innerJoin(interests, eq(interests.id, quotations.interestId))
    .where(and(eq(quotations.tenderId, tenderId), eq(interests.status, 'Approved')))
    .orderBy(asc(quotations.submittedAt), asc(quotations.id), asc(quotationLines.position));
}

/** GET /api/tenders/{tenderId}/line-awards's view (the caller opens a closed sealed tender's prices). */
async function lineAwardsView(
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

/** Locks the tender and checks what any change of its award needs (decision 033). */
async function lockForChange(
  tx: Tx,
  tenderId: string,
  replace: boolean,
  options: AwardOptions,
  awarding = false,
) {
  const [tender] = await tx.select(sealColumns).from(tenders).where(eq(tenders.id, tenderId)).for('update');
  if (!tender) throw tenderMissing();
  const seal = sealOf(tender, options.timeZone);
  if (seal.sealed) throw conflict(awardMessages.sealed(formatPortalDay(seal.opensOn)));
  // Awarding waits for the close (decision 039); clearing an award made before that rule may not.
  if (awarding) assertAwardable(tender, options.timeZone);
  const orders = await orderState(tx, tenderId);
  if (orders.issued > 0) throw conflict(text.ordersIssued);
  return {
    tender,
    /** Checked only once the change is known to change something. */
    checkDrafts: () => {
      if (orders.drafts > 0 && !replace) throw conflict(text.draftsExist(orders.drafts));
    },
  };
}

type Pair = { tenderItemId: string; quotationLineId: string };
const pairKey = (pair: Pair) => `${pair.tenderItemId}:${pair.quotationLineId}`;

/** PUT /api/tenders/{tenderId}/line-awards: the whole set of line awards. */
export async function saveLineAwards(
  db: Db,
  caller: Caller,
  tenderIdParam: string,
  body: LineAwardsBody,
  options: AwardOptions,
): Promise<LineAwardsView> {
  const tenderId = tenderIdOf(tenderIdParam);
  const replace = body.replace === true;
  const wanted: Pair[] = body.lines.map((line) => ({
    tenderItemId: line.tenderItemId.toLowerCase(),
    quotationLineId: line.quotationLineId.toLowerCase(),
  }));
  return inTransaction(db, async (tx) => {
    const { checkDrafts } = await lockForChange(tx, tenderId, replace, options, true);

    // Every item of this tender, once; every line an approved supplier's line quoted for it.
    const items = new Set(
      (
        await tx.select({ id: tenderItems.id }).from(tenderItems).where(eq(tenderItems.tenderId, tenderId))
      ).map((row) => row.id),
    );
    const seen = new Set<string>();
    wanted.forEach((pair, index) => {
      const field = `lines[${index}].tenderItemId`;
      if (!isUuid(pair.tenderItemId) || !items.has(pair.tenderItemId))
        throw badRequest(text.itemUnknown, field);
      if (seen.has(pair.tenderItemId)) throw badRequest(text.itemRepeated, field);
      seen.add(pair.tenderItemId);
    });
    const lineIds = wanted.map((pair) => pair.quotationLineId).filter((id) => isUuid(id));
    const found =
      lineIds.length === 0
        ? []
        : await tx
            .select({
              id: quotationLines.id,
              tenderItemId: quotationLines.tenderItemId,
              quotationId: quotations.id,
              supplierId: quotations.supplierId,
              interestId: quotations.interestId,
            })
            .from(quotationLines)
            .innerJoin(quotations, eq(quotations.id, quotationLines.quotationId))
            .where(and(inArray(quotationLines.id, lineIds), eq(quotations.tenderId, tenderId)));
    // Shared locks on the interests: a rejection decided meanwhile waits, then sees the award.
    const interestIds = [...new Set(found.map((row) => row.interestId))];
    const approved = new Set(
      interestIds.length === 0
        ? []
        : (
            await tx
              .select({ id: interests.id, status: interests.status })
              .from(interests)
              .where(inArray(interests.id, interestIds))
              .for('share')
          )
            .filter((row) => row.status === 'Approved')
            .map((row) => row.id),
    );
    const byId = new Map(found.map((row) => [row.id, row]));
    const rows = wanted.map((pair, index) => {
      const line = byId.get(pair.quotationLineId);
      if (!line || line.tenderItemId !== pair.tenderItemId || !approved.has(line.interestId))
        throw badRequest(text.lineUnknown, `lines[${index}].quotationLineId`);
      return { ...pair, quotationId: line.quotationId, supplierId: line.supplierId };
    });

    const before = await tx
      .select({
        tenderItemId: tenderLineAwards.tenderItemId,
        quotationLineId: tenderLineAwards.quotationLineId,
        supplierId: tenderLineAwards.supplierId,
      })
      .from(tenderLineAwards)
      .where(eq(tenderLineAwards.tenderId, tenderId));
    const [whole] = await tx
      .select({ quotationId: tenderAwards.quotationId, supplierName: suppliers.companyName })
      .from(tenderAwards)
      .innerJoin(quotations, eq(quotations.id, tenderAwards.quotationId))
      .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
      .where(eq(tenderAwards.tenderId, tenderId));
    const same =
      !whole &&
      before.length === rows.length &&
      new Set([...before.map(pairKey), ...rows.map(pairKey)]).size === rows.length;
    if (!same) {
      if (whole && !replace) throw conflict(text.wholeAwardExists(whole.supplierName));
      checkDrafts();
      const draftsDiscarded = await discardDraftOrders(tx, tenderId);
      if (whole) await tx.delete(tenderAwards).where(eq(tenderAwards.tenderId, tenderId));
      await tx.delete(tenderLineAwards).where(eq(tenderLineAwards.tenderId, tenderId));
      await tx
        .insert(tenderLineAwards)
        .values(rows.map((row) => ({ ...row, tenderId, selectedBy: caller.id })));
      const keptLines = rows.map((row) => row.quotationLineId);
      const marginsCleared = await tx
        .delete(quotationMargins)
        .where(
          and(
            eq(quotationMargins.tenderId, tenderId),
            notInArray(quotationMargins.quotationLineId, keptLines),
          ),
        )
        .returning({ lineId: quotationMargins.quotationLineId });
      await recordAudit(tx, caller, {
        action: 'award.lines',
        entity: 'tender',
        entityId: tenderId,
        changes: {
          from: before.map(({ tenderItemId, quotationLineId }) => ({ tenderItemId, quotationLineId })),
          to: rows.map(({ tenderItemId, quotationLineId, supplierId }) => ({
            tenderItemId,
            quotationLineId,
            supplierId,
          })),
          ...(whole ? { wholeAwardCleared: whole.quotationId } : {}),
          marginsCleared: marginsCleared.length,
          draftsDiscarded: draftsDiscarded.length,
        },
      });
      // The suppliers who now hold a line and did not before hear they won (decision 029's event).
      const previous = new Set(before.map((row) => row.supplierId));
      const winners = [...new Set(rows.map((row) => row.supplierId))].filter((id) => !previous.has(id));
      if (winners.length > 0) {
        const [ref] = await tx
          .select({ projectCode: tenders.projectCode, projectTitle: tenders.projectTitle })
          .from(tenders)
          .where(eq(tenders.id, tenderId));
        if (ref)
          await options.notifier.notify(
            tx,
            'award.won',
            { suppliers: winners },
            { ...notificationText.awardWon(ref), link: linkTo('myQuotations') },
          );
      }
    }
    return lineAwardsView(tx, caller, tenderId, options);
  });
}

/** DELETE /api/tenders/{tenderId}/line-awards: nothing awarded by line any more. */
export async function clearLineAwards(
  db: Db,
  caller: Caller,
  tenderIdParam: string,
  replace: boolean,
  options: AwardOptions,
): Promise<LineAwardsView> {
  const tenderId = tenderIdOf(tenderIdParam);
  return inTransaction(db, async (tx) => {
    const { checkDrafts } = await lockForChange(tx, tenderId, replace, options);
    const before = await tx
      .select({
        tenderItemId: tenderLineAwards.tenderItemId,
        quotationLineId: tenderLineAwards.quotationLineId,
      })
      .from(tenderLineAwards)
      .where(eq(tenderLineAwards.tenderId, tenderId));
    if (before.length === 0) throw notFound(text.noLineAwards);
    checkDrafts();
    const draftsDiscarded = await discardDraftOrders(tx, tenderId);
    await tx.delete(tenderLineAwards).where(eq(tenderLineAwards.tenderId, tenderId));
    const marginsCleared = await tx
      .delete(quotationMargins)
      .where(eq(quotationMargins.tenderId, tenderId))
      .returning({ lineId: quotationMargins.quotationLineId });
    await recordAudit(tx, caller, {
      action: 'award.lines-clear',
      entity: 'tender',
      entityId: tenderId,
      changes: {
        from: before,
        marginsCleared: marginsCleared.length,
        draftsDiscarded: draftsDiscarded.length,
      },
    });
    return lineAwardsView(tx, caller, tenderId, options);
  });
}
