import { FIELD_LABELS } from '@tenderdesk/domain/field-labels';
import { portalToday } from '@tenderdesk/domain/portal-time';
import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import {
  financialYearOf,
  formatPoNumber,
  type PurchaseOrderDetail,
} from '@tenderdesk/domain/purchase-orders';
import { linkTo } from '@tenderdesk/domain/screens';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { organisationSettings } from '../../db/schema/organisation';
import { poNumberCounters, purchaseOrders } from '../../db/schema/purchase-orders';
import { tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { assertSuppliersAwardable } from '../../shared/supplier-standing';
import { storeSplit } from './order-drafts';
import { invalidateLists } from './order-lists';
import { liveParties } from './order-parties';
import { allow, detailOf, lockOrder, orderIdOf, orderMissing, type PurchaseOrderOptions } from './order-rows';

/**
 * POST /api/purchase-orders/{orderId}/issue: the next number of the financial year (today in
 * PORTAL_TIME_ZONE), taken with `insert ... on conflict do update ... returning` on the year's
 * counter row in this transaction: concurrent issues queue on that row, and a rolled-back issue
 * gives its number back, so numbers never repeat or skip.
 */
export async function issueOrder(
  db: DbOrTx,
  caller: Caller,
  orderIdParam: string,
  options: PurchaseOrderOptions,
): Promise<PurchaseOrderDetail> {
  const orderId = orderIdOf(orderIdParam);
  const detail = await inTransaction(db, async (tx) => {
    const [peek] = await tx
      .select({ tenderId: purchaseOrders.tenderId })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, orderId));
    if (!peek) throw orderMissing();
    // Shared lock on the tender: an award change (which takes it for update and discards drafts)
    // cannot slip between this issue and its commit.
    await tx.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, peek.tenderId)).for('share');
    const before = await lockOrder(tx, orderId);
    allow('issue', before, text.notIssuable);
    // Issue 24: no order is issued to a supplier on hold or blacklisted.
    await assertSuppliersAwardable(tx, [before.supplierId], 'order', options.timeZone);
    if (before.deliveryTerms.trim() === '')
      throw badRequest(text.termsRequired(FIELD_LABELS.deliveryTerms), 'deliveryTerms');
    if (before.paymentTerms.trim() === '')
      throw badRequest(text.termsRequired(FIELD_LABELS.paymentTerms), 'paymentTerms');
    const { financialYear, serial, number } = await nextNumber(tx, options.timeZone);
    // The buyer, the supplier and the place of supply's decision are kept as they are now (issue 20).
    const parties = await liveParties(tx, before);
    const [after] = await tx
      .update(purchaseOrders)
      .set({
        status: 'Issued',
        financialYear,
        serial,
        number,
        buyerDetails: parties.identity,
        supplierDetails: parties.supplier,
        supplyKind: parties.supplyKind,
        ...(await storeSplit(tx, orderId, parties.supplyKind)),
        issuedAt: sql`now()`,
        issuedBy: caller.id,
      })
      .where(eq(purchaseOrders.id, orderId))
      .returning();
    if (!after) throw orderMissing();
    await recordAudit(tx, caller, {
      action: 'purchase-order.issue',
      entity: 'purchase-order',
      entityId: orderId,
      changes: {
        status: { from: before.status, to: 'Issued' },
        number,
        supplyKind: parties.supplyKind,
        totalWithGst: after.totalWithGst,
      },
    });
    await options.notifier.notify(
      tx,
      'order.issued',
      { suppliers: [after.supplierId] },
      {
        text: (t) =>
          t.orderIssued({ projectCode: after.projectCode, projectTitle: after.projectTitle }, number),
        link: linkTo('myOrders'),
      },
    );
    return detailOf(tx, after);
  });
  invalidateLists(db);
  return detail;
}

/** The next number of the financial year (today in PORTAL_TIME_ZONE), in the organisation's numbering. */
async function nextNumber(tx: Tx, timeZone: string) {
  // The organisation's numbering (decision 046): its prefix and its financial year's first month.
  const [numbering] = await tx
    .select({ prefix: organisationSettings.poPrefix, firstMonth: organisationSettings.fyStartMonth })
    .from(organisationSettings);
  const financialYear = financialYearOf(portalToday(timeZone), numbering?.firstMonth ?? 4);
  const [counter] = await tx
    .insert(poNumberCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: poNumberCounters.financialYear,
      set: { lastNumber: sql`${poNumberCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: poNumberCounters.lastNumber });
  if (!counter) throw new Error('the order number counter answered nothing');
  return {
    financialYear,
    serial: counter.lastNumber,
    number: formatPoNumber(financialYear, counter.lastNumber, numbering?.prefix ?? 'PO'),
  };
}
