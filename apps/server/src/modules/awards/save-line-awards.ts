import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import type { LineAwardsBody, LineAwardsView } from '@tenderdesk/domain/line-awards';
import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import { linkTo } from '@tenderdesk/domain/screens';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { tenderLineAwards } from '../../db/schema/purchase-orders';
import { quotationLines, quotationMargins, quotations, tenderAwards } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenderItems, tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { discardDraftOrders } from '../../shared/awarded-lines';
import { refuseAwardDuringAuction } from '../../shared/close-auctions';
import type { Notifier } from '../../shared/notify';
import { quotationPricesAllowed } from '../../shared/sealing';
import { settleBeforeAward } from '../../shared/settle-negotiations';
import { assertSuppliersAwardable } from '../../shared/supplier-standing';
import { type AwardOptions, tenderIdOf } from './award-rows';
import { lockForLineChange } from './line-award-lock';
import { lineAwardsView } from './line-awards-view';

/*
 * PUT /api/tenders/{tenderId}/line-awards (issue 12 item 2, decision 033): each tender item given
 * to one approved supplier's quoted line. The set sent replaces the stored one; a whole-quotation
 * award, draft orders and the margins of lines no longer awarded go with it (the first two only
 * on confirmation). Frozen once an order of the tender is issued. Audited award.lines; the new
 * winners are told (decision 029).
 */

type Pair = { tenderItemId: string; quotationLineId: string };
type AwardRow = Pair & { quotationId: string; supplierId: string };
type Before = Pair & { supplierId: string };
type Whole = { quotationId: string; supplierName: string } | undefined;

const pairKey = (pair: Pair) => `${pair.tenderItemId}:${pair.quotationLineId}`;

/** Every item of this tender, once (400 naming the line otherwise). */
async function checkItems(tx: Tx, tenderId: string, wanted: readonly Pair[]) {
  const rows = await tx
    .select({ id: tenderItems.id })
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, tenderId));
  const items = new Set(rows.map((row) => row.id));
  const seen = new Set<string>();
  wanted.forEach((pair, index) => {
    const field = `lines[${index}].tenderItemId`;
    if (!isUuid(pair.tenderItemId) || !items.has(pair.tenderItemId))
      throw badRequest(text.itemUnknown, field);
    if (seen.has(pair.tenderItemId)) throw badRequest(text.itemRepeated, field);
    seen.add(pair.tenderItemId);
  });
}

/**
 * Each wanted line, an approved supplier's line quoted for its item (400 naming it otherwise), of
 * a supplier whose prices the evaluation opened (409 otherwise).
 */
async function resolveLines(tx: Tx, tenderId: string, wanted: readonly Pair[]): Promise<AwardRow[]> {
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
            pricesAllowed: quotationPricesAllowed(),
          })
          .from(quotationLines)
          .innerJoin(quotations, eq(quotations.id, quotationLines.quotationId))
          .where(and(inArray(quotationLines.id, lineIds), eq(quotations.tenderId, tenderId)));
  // Shared locks on the interests: a rejection decided meanwhile waits, then sees the award.
  const interestIds = [...new Set(found.map((row) => row.interestId))];
  const locked =
    interestIds.length === 0
      ? []
      : await tx
          .select({ id: interests.id, status: interests.status })
          .from(interests)
          .where(inArray(interests.id, interestIds))
          .for('share');
  const approved = new Set(locked.filter((row) => row.status === 'Approved').map((row) => row.id));
  const byId = new Map(found.map((row) => [row.id, row]));
  return wanted.map((pair, index) => {
    const line = byId.get(pair.quotationLineId);
    if (!line || line.tenderItemId !== pair.tenderItemId || !approved.has(line.interestId))
      throw badRequest(text.lineUnknown, `lines[${index}].quotationLineId`);
    // A two-envelope tender's supplier not qualified is never awarded (decision 049).
    if (!line.pricesAllowed) throw conflict(evaluationMessages.disqualified);
    return { ...pair, quotationId: line.quotationId, supplierId: line.supplierId };
  });
}

/** The stored line awards and the whole award, if any. */
async function currentAward(tx: Tx, tenderId: string): Promise<{ before: Before[]; whole: Whole }> {
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
  return { before, whole };
}

/** Replaces the stored awards with `rows` (drafts and other lines' margins go), audited. */
async function replaceAwards(
  tx: Tx,
  caller: Caller,
  tenderId: string,
  rows: AwardRow[],
  before: Before[],
  whole: Whole,
) {
  const draftsDiscarded = await discardDraftOrders(tx, tenderId);
  if (whole) await tx.delete(tenderAwards).where(eq(tenderAwards.tenderId, tenderId));
  await tx.delete(tenderLineAwards).where(eq(tenderLineAwards.tenderId, tenderId));
  await tx.insert(tenderLineAwards).values(rows.map((row) => ({ ...row, tenderId, selectedBy: caller.id })));
  const keptLines = rows.map((row) => row.quotationLineId);
  const marginsCleared = await tx
    .delete(quotationMargins)
    .where(
      and(eq(quotationMargins.tenderId, tenderId), notInArray(quotationMargins.quotationLineId, keptLines)),
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
}

/** The suppliers who now hold a line and did not before hear they won (decision 029's event). */
async function notifyNewWinners(
  tx: Tx,
  notifier: Notifier,
  tenderId: string,
  rows: AwardRow[],
  before: Before[],
) {
  const previous = new Set(before.map((row) => row.supplierId));
  const winners = [...new Set(rows.map((row) => row.supplierId))].filter((id) => !previous.has(id));
  if (winners.length === 0) return;
  const [ref] = await tx
    .select({ projectCode: tenders.projectCode, projectTitle: tenders.projectTitle })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  if (ref)
    await notifier.notify(
      tx,
      'award.won',
      { suppliers: winners },
      { text: (t) => t.awardWon(ref), link: linkTo('myQuotations') },
    );
}

/** PUT /api/tenders/{tenderId}/line-awards: the whole set of line awards. */
export async function saveLineAwards(
  db: DbOrTx,
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
    const { checkDrafts } = await lockForLineChange(tx, tenderId, replace, options, true);
    // Issue 21: a round past its deadline is settled first; one still open refuses the award.
    await settleBeforeAward(tx, caller, tenderId);
    // Issue 22: an auction past its end is closed first; one scheduled or live refuses the award.
    await refuseAwardDuringAuction(tx, options.notifier, tenderId);
    await checkItems(tx, tenderId, wanted);
    const rows = await resolveLines(tx, tenderId, wanted);
    const { before, whole } = await currentAward(tx, tenderId);
    const same =
      !whole &&
      before.length === rows.length &&
      new Set([...before.map(pairKey), ...rows.map(pairKey)]).size === rows.length;
    if (!same) {
      if (whole && !replace) throw conflict(text.wholeAwardExists(whole.supplierName));
      // Issue 24: no new line to a supplier on hold or blacklisted (lines it holds may stay).
      const held = new Set(before.map(pairKey));
      const fresh = rows.filter((row) => !held.has(pairKey(row))).map((row) => row.supplierId);
      await assertSuppliersAwardable(tx, fresh, 'award', options.timeZone);
      checkDrafts();
      await replaceAwards(tx, caller, tenderId, rows, before, whole);
      await notifyNewWinners(tx, options.notifier, tenderId, rows, before);
    }
    return lineAwardsView(tx, caller, tenderId, options);
  });
}
