import { awardMessages } from '@tenderdesk/domain/award-messages';
import type { SelectedQuotationView } from '@tenderdesk/domain/awards';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import { linkTo } from '@tenderdesk/domain/screens';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { tenderLineAwards } from '../../db/schema/purchase-orders';
import { quotationMargins, quotations, tenderAwards } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { discardDraftOrders, orderState } from '../../shared/awarded-lines';
import { refuseAwardDuringAuction } from '../../shared/close-auctions';
import type { NotificationContent, Notifier } from '../../shared/notify';
import {
  assertAwardable,
  openSealedQuotations,
  quotationPricesAllowed,
  sealedConflict,
  sealOf,
} from '../../shared/sealing';
import { settleBeforeAward } from '../../shared/settle-negotiations';
import { assertSuppliersAwardable } from '../../shared/supplier-standing';
import { type AwardOptions, lockTender, tenderIdOf } from './award-rows';
import { selectedView } from './selected-view';

/*
 * PUT /api/tenders/{tenderId}/quotation/{quotationId}/select (decision 026): one quotation is
 * awarded per tender (the tender is the key of tender_awards). A first award, a no-op for the
 * awarded quotation, 409 for another one unless `replace` (then the award moves and its margins
 * go); an award by line and draft orders go only on confirmation, never once an order is issued
 * (decision 033). Audited in the transaction; the suppliers are told (decision 029).
 */

type Quotation = { id: string; supplierId: string; interestId: string };
type Current = typeof tenderAwards.$inferSelect | undefined;
type Cleared = { lineAwardsCleared: number; draftsDiscarded: number };

/** The name of the supplier whose quotation is the tender's award ('' when none). */
async function awardedSupplierName(db: DbOrTx, tenderId: string): Promise<string> {
  const [row] = await db
    .select({ name: suppliers.companyName })
    .from(tenderAwards)
    .innerJoin(quotations, eq(quotations.id, tenderAwards.quotationId))
    .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
    .where(eq(tenderAwards.tenderId, tenderId));
  return row?.name ?? '';
}

/**
 * The award's notifications (decision 029): the winner's, and the regret of every other supplier
 * who quoted (a first award: `previous` undefined) or of the one the award moved away from (a
 * changed award: the others heard already).
 */
async function notifyAward(
  tx: Tx,
  notifier: Notifier,
  tenderId: string,
  winner: string,
  previous: string | null | undefined,
) {
  const [tender] = await tx
    .select({ projectCode: tenders.projectCode, projectTitle: tenders.projectTitle })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  if (!tender) return;
  const link = linkTo('myQuotations');
  await notifier.notify(tx, 'award.won', { suppliers: [winner] }, { text: (t) => t.awardWon(tender), link });
  const regret: NotificationContent = { text: (t) => t.awardRegret(tender), link };
  if (previous === undefined) {
    await notifier.notify(tx, 'award.regret', { quotedFor: tenderId, except: winner }, regret);
  } else if (previous !== null && previous !== winner) {
    await notifier.notify(tx, 'award.regret', { suppliers: [previous] }, regret);
  }
}

/**
 * The locked tender and the quotation, checked: not sealed, priced (a two-envelope tender's
 * qualified supplier: decision 049), closed, an Approved supplier's.
 */
async function findAwardable(tx: Tx, tenderId: string, quotationId: string, options: AwardOptions) {
  const tender = await lockTender(tx, tenderId);
  const seal = sealOf(tender, options.timeZone);
  if (seal.sealed) throw sealedConflict(seal);
  const [quotation] = await tx
    .select({
      id: quotations.id,
      supplierId: quotations.supplierId,
      interestId: quotations.interestId,
      pricesAllowed: quotationPricesAllowed(),
    })
    .from(quotations)
    .where(and(eq(quotations.id, quotationId), eq(quotations.tenderId, tenderId)));
  if (!quotation) throw notFound(messages.quotation.notFound);
  if (!quotation.pricesAllowed) throw conflict(evaluationMessages.disqualified);
  // Awards wait for the close (decision 039).
  assertAwardable(tender, options.timeZone);
  // Shared lock: a rejection decided meanwhile waits for this award, and then sees it.
  const [interest] = await tx
    .select({ status: interests.status })
    .from(interests)
    .where(eq(interests.id, quotation.interestId))
    .for('share');
  if (interest?.status !== 'Approved') throw conflict(awardMessages.notApproved);
  return { tender, quotation };
}

/**
 * Award by line and purchase orders (decision 033): the award is frozen once an order is issued;
 * line awards and draft orders go only on confirmation (`replace`).
 */
async function clearOtherAwards(
  tx: Tx,
  tenderId: string,
  quotationId: string,
  current: Current,
  replace: boolean,
): Promise<Cleared> {
  const [byLine] = await tx
    .select({ id: tenderLineAwards.tenderItemId })
    .from(tenderLineAwards)
    .where(eq(tenderLineAwards.tenderId, tenderId))
    .limit(1);
  let lineAwardsCleared = 0;
  let draftsDiscarded: string[] = [];
  if (byLine || current?.quotationId !== quotationId) {
    const orders = await orderState(tx, tenderId);
    if (orders.issued > 0) throw conflict(purchaseOrderMessages.ordersIssued);
    if (byLine && !replace) throw conflict(purchaseOrderMessages.lineAwardsExist);
    if (orders.drafts > 0 && !replace) throw conflict(purchaseOrderMessages.draftsExist(orders.drafts));
    draftsDiscarded = await discardDraftOrders(tx, tenderId);
    if (byLine) {
      const cleared = await tx
        .delete(tenderLineAwards)
        .where(eq(tenderLineAwards.tenderId, tenderId))
        .returning({ id: tenderLineAwards.tenderItemId });
      lineAwardsCleared = cleared.length;
      await tx.delete(quotationMargins).where(eq(quotationMargins.tenderId, tenderId));
    }
  }
  return { lineAwardsCleared, draftsDiscarded: draftsDiscarded.length };
}

/** Moves the award to another quotation: its margins go; audited; the previous winner told. */
async function moveAward(
  tx: Tx,
  caller: Caller,
  tenderId: string,
  quotation: Quotation,
  from: string,
  cleared: Cleared,
  options: AwardOptions,
) {
  const marginsCleared = await tx
    .delete(quotationMargins)
    .where(eq(quotationMargins.tenderId, tenderId))
    .returning({ lineId: quotationMargins.quotationLineId });
  await tx
    .update(tenderAwards)
    .set({ quotationId: quotation.id, selectedAt: sql`now()`, selectedBy: caller.id })
    .where(eq(tenderAwards.tenderId, tenderId));
  await recordAudit(tx, caller, {
    action: 'award.change',
    entity: 'tender',
    entityId: tenderId,
    changes: {
      quotationId: { from, to: quotation.id },
      supplierId: quotation.supplierId,
      marginsCleared: marginsCleared.length,
      draftsDiscarded: cleared.draftsDiscarded,
    },
  });
  const [previous] = await tx
    .select({ supplierId: quotations.supplierId })
    .from(quotations)
    .where(eq(quotations.id, from));
  await notifyAward(tx, options.notifier, tenderId, quotation.supplierId, previous?.supplierId ?? null);
}

/** The tender's first award: audited; the winner and the other suppliers told. */
async function firstAward(
  tx: Tx,
  caller: Caller,
  tenderId: string,
  quotation: Quotation,
  cleared: Cleared,
  options: AwardOptions,
) {
  await tx.insert(tenderAwards).values({ tenderId, quotationId: quotation.id, selectedBy: caller.id });
  await recordAudit(tx, caller, {
    action: 'award.select',
    entity: 'tender',
    entityId: tenderId,
    changes: {
      quotationId: quotation.id,
      supplierId: quotation.supplierId,
      ...(cleared.lineAwardsCleared > 0 ? cleared : {}),
    },
  });
  await notifyAward(tx, options.notifier, tenderId, quotation.supplierId, undefined);
}

/** PUT /api/tenders/{tenderId}/quotation/{quotationId}/select. */
export async function selectQuotation(
  db: DbOrTx,
  caller: Caller,
  tenderIdParam: string,
  quotationIdParam: string,
  replace: boolean,
  options: AwardOptions,
): Promise<SelectedQuotationView> {
  const tenderId = tenderIdOf(tenderIdParam);
  if (!isUuid(quotationIdParam)) throw notFound(messages.quotation.notFound);
  const quotationId = quotationIdParam.toLowerCase();
  return withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const { tender, quotation } = await findAwardable(tx, tenderId, quotationId, options);
        // Issue 21: a round past its deadline is settled first; one still open refuses the award.
        await settleBeforeAward(tx, caller, tenderId);
        // Issue 22: an auction past its end is closed first; one scheduled or live refuses the award.
        await refuseAwardDuringAuction(tx, options.notifier, tenderId);
        const [current] = await tx.select().from(tenderAwards).where(eq(tenderAwards.tenderId, tenderId));
        // Issue 24: no new award to a supplier on hold or blacklisted.
        if (current?.quotationId !== quotationId) {
          await assertSuppliersAwardable(tx, [quotation.supplierId], 'award', options.timeZone);
        }
        const cleared = await clearOtherAwards(tx, tenderId, quotationId, current, replace);
        if (current && current.quotationId !== quotationId) {
          if (!replace)
            throw conflict(awardMessages.alreadySelected(await awardedSupplierName(tx, tenderId)));
          await moveAward(tx, caller, tenderId, quotation, current.quotationId, cleared, options);
        } else if (!current) {
          await firstAward(tx, caller, tenderId, quotation, cleared, options);
        }
        // The answer shows prices: a sealed tender's are opened (once) if they were not yet.
        await openSealedQuotations(tx, caller, [tender], options.timeZone);
        const view = await selectedView(tx, tenderId);
        if (!view) throw new Error('award vanished after it was written');
        return view;
      }),
    // Two first awards at once: the tender key refuses the second.
    { unique: async () => conflict(awardMessages.alreadySelected(await awardedSupplierName(db, tenderId))) },
  );
}
