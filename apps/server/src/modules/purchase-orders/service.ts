import { messages } from '@tenderdesk/domain/messages';
import { paiseToDecimal, toPaise } from '@tenderdesk/domain/money';
import { notificationText } from '@tenderdesk/domain/notification-messages';
import type { Page } from '@tenderdesk/domain/paging';
import { portalToday } from '@tenderdesk/domain/portal-time';
import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import {
  amountInWords,
  financialYearOf,
  formatPoNumber,
  mayTransition,
  type PurchaseOrderAction,
  type PurchaseOrderDetail,
  type PurchaseOrderEdit,
  type PurchaseOrderLine,
  type PurchaseOrderParty,
  type PurchaseOrderRow,
  type PurchaseOrderStatus,
  type PurchaseOrdersQuery,
} from '@tenderdesk/domain/purchase-orders';
import { type GstRate, priceQuotation } from '@tenderdesk/domain/quotations';
import { linkTo } from '@tenderdesk/domain/screens';
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { definePagedList } from '../../db/paging';
import { poNumberCounters, purchaseOrderLines, purchaseOrders } from '../../db/schema/purchase-orders';
import { suppliers } from '../../db/schema/suppliers';
import { tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { type AwardedSupplier, awardedLines } from '../../shared/awarded-lines';
import type { Notifier } from '../../shared/notify';
import { assertAwardable } from '../../shared/sealing';

/*
 * Purchase orders (issue 12 items 3 and 4, decision 033). Generated as Drafts from the award
 * (db/awarded-lines.ts), one per awarded supplier; numbered at issue from po_number_counters in
 * the issue's transaction (gapless: a rolled-back issue rolls its number back too); every
 * transition locks the order row and is audited in its transaction. Suppliers see only their own
 * orders that were issued.
 */

export type PurchaseOrderOptions = { timeZone: string; notifier: Notifier };

type OrderRecord = typeof purchaseOrders.$inferSelect;
type LineRecord = typeof purchaseOrderLines.$inferSelect;

const orderMissing = () => notFound(text.notFound);
const iso = (value: Date | null) => value?.toISOString() ?? null;

function orderIdOf(param: string): string {
  if (!isUuid(param)) throw orderMissing();
  return param.toLowerCase();
}

function toRow(order: OrderRecord): PurchaseOrderRow {
  return {
    _id: order.id,
    number: order.number,
    status: order.status as PurchaseOrderStatus,
    tenderId: order.tenderId,
    projectCode: order.projectCode,
    projectTitle: order.projectTitle,
    supplierId: order.supplierId,
    supplierName: order.supplierName,
    total: Number(order.total),
    gstTotal: Number(order.gstTotal),
    totalWithGst: Number(order.totalWithGst),
    createdAt: order.createdAt.toISOString(),
    issuedAt: iso(order.issuedAt),
    acknowledgedAt: iso(order.acknowledgedAt),
    cancelledAt: iso(order.cancelledAt),
  };
}

function toLine(line: LineRecord): PurchaseOrderLine {
  return {
    _id: line.id,
    position: line.position,
    quotationLineId: line.quotationLineId,
    itemCode: line.itemCode,
    itemName: line.itemName,
    partNo: line.partNo,
    manufacturer: line.manufacturer,
    uom: line.uom,
    qty: Number(line.qty),
    unitPrice: Number(line.unitPrice),
    gstRate: line.gstRate,
    lineTotal: Number(line.lineTotal),
    gstAmount: Number(line.gstAmount),
  };
}

/** An order with its lines and the order that replaced it. */
async function detailOf(db: DbOrTx, order: OrderRecord): Promise<PurchaseOrderDetail> {
  const lines = await db
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, order.id))
    .orderBy(asc(purchaseOrderLines.position));
  const [replacement] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.replacesId, order.id));
  return {
    ...toRow(order),
    financialYear: order.financialYear,
    quotationId: order.quotationId,
    buyer: { organisation: order.organisation, projectName: order.projectName },
    supplier: order.supplierDetails as PurchaseOrderParty,
    lines: lines.map(toLine),
    amountInWords: amountInWords(toPaise(order.totalWithGst)),
    deliveryTerms: order.deliveryTerms,
    paymentTerms: order.paymentTerms,
    deliveryAddress: order.deliveryAddress,
    deliveryDate: order.deliveryDate,
    notes: order.notes,
    cancelReason: order.cancelReason,
    replacesId: order.replacesId,
    replacedById: replacement?.id ?? null,
    wasIssued: order.issuedAt !== null,
  };
}

/** The order row locked for a transition (404 when there is none, or not the supplier's when given). */
async function lockOrder(tx: Tx, orderId: string, supplierId?: string): Promise<OrderRecord> {
  const conditions = [eq(purchaseOrders.id, orderId)];
  if (supplierId !== undefined)
    conditions.push(eq(purchaseOrders.supplierId, supplierId), isNotNull(purchaseOrders.issuedAt));
  const [order] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(...conditions))
    .for('update');
  if (!order) throw orderMissing();
  return order;
}

function allow(action: PurchaseOrderAction, order: OrderRecord, refusal: string) {
  if (!mayTransition(action, order.status as PurchaseOrderStatus)) throw conflict(refusal);
}

// ---------------------------------------------------------------------------------------------
// Lists

const orderColumns = (db: Db) => db.select().from(purchaseOrders).$dynamic();
const listSpec = {
  table: purchaseOrders,
  id: purchaseOrders.id,
  search: [
    purchaseOrders.number,
    purchaseOrders.supplierName,
    purchaseOrders.projectCode,
    purchaseOrders.projectTitle,
  ],
  sorts: {
    createdAt: purchaseOrders.createdAt,
    number: purchaseOrders.number,
    supplierName: purchaseOrders.supplierName,
  },
  select: orderColumns,
  toItem: (row: OrderRecord) => toRow(row),
};
const allOrders = definePagedList({ ...listSpec, name: 'purchase_orders_all', filters: {} });
const ordersByStatus = definePagedList({
  ...listSpec,
  name: 'purchase_orders_status',
  filters: { status: purchaseOrders.status },
});
const issuedOnly = sql`${purchaseOrders.issuedAt} is not null`;
const supplierOrders = definePagedList({
  ...listSpec,
  name: 'purchase_orders_supplier',
  filters: { supplierId: purchaseOrders.supplierId },
  where: issuedOnly,
});
const supplierOrdersByStatus = definePagedList({
  ...listSpec,
  name: 'purchase_orders_supplier_status',
  filters: { supplierId: purchaseOrders.supplierId, status: purchaseOrders.status },
  where: issuedOnly,
});

function invalidateLists(db: Db) {
  for (const list of [allOrders, ordersByStatus, supplierOrders, supplierOrdersByStatus])
    list.invalidateCounts(db);
}

/** GET /api/purchase-orders. */
export async function listOrders(db: Db, query: PurchaseOrdersQuery): Promise<Page<PurchaseOrderRow>> {
  const { status, ...paging } = query;
  return status === undefined ? allOrders.page(db, {}, paging) : ordersByStatus.page(db, { status }, paging);
}

/** GET /api/supplier/{supplierId}/orders: its own orders that were issued, never Drafts. */
export async function listSupplierOrders(
  db: Db,
  supplierId: string,
  query: PurchaseOrdersQuery,
): Promise<Page<PurchaseOrderRow>> {
  const { status, ...paging } = query;
  return status === undefined
    ? supplierOrders.page(db, { supplierId }, paging)
    : supplierOrdersByStatus.page(db, { supplierId, status }, paging);
}

/** GET /api/tenders/{tenderId}/purchase-orders: every order of the tender, oldest first. */
export async function tenderOrders(db: Db, tenderIdParam: string): Promise<PurchaseOrderRow[]> {
  if (!isUuid(tenderIdParam)) throw notFound(messages.tender.notFound);
  const tenderId = tenderIdParam.toLowerCase();
  const [tender] = await db.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, tenderId));
  if (!tender) throw notFound(messages.tender.notFound);
  const rows = await db
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.tenderId, tenderId))
    .orderBy(asc(purchaseOrders.createdAt), asc(purchaseOrders.id));
  return rows.map(toRow);
}

/** GET /api/purchase-orders/{orderId}. */
export async function getOrder(db: Db, orderIdParam: string): Promise<PurchaseOrderDetail> {
  const [order] = await db
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, orderIdOf(orderIdParam)));
  if (!order) throw orderMissing();
  return detailOf(db, order);
}

/** GET /api/supplier/{supplierId}/orders/{orderId}: 404 for a Draft or another supplier's order. */
export async function getSupplierOrder(
  db: Db,
  supplierId: string,
  orderIdParam: string,
): Promise<PurchaseOrderDetail> {
  const [order] = await db
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.id, orderIdOf(orderIdParam)),
        eq(purchaseOrders.supplierId, supplierId),
        isNotNull(purchaseOrders.issuedAt),
      ),
    );
  if (!order) throw orderMissing();
  return detailOf(db, order);
}

// ---------------------------------------------------------------------------------------------
// Generation

/** A Draft for one awarded supplier (lines and totals from its awarded quotation lines). */
async function insertDraft(
  tx: Tx,
  caller: Caller,
  tender: typeof tenders.$inferSelect,
  awarded: AwardedSupplier,
  extra: { replacesId?: string; terms?: Partial<OrderRecord> } = {},
): Promise<OrderRecord | null> {
  const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, awarded.supplierId));
  if (!supplier) return null;
  const totals = priceQuotation(awarded.lines.map((line) => ({ ...line, gstRate: line.gstRate as GstRate })));
  const party: PurchaseOrderParty = {
    name: supplier.companyName,
    address: supplier.address,
    city: supplier.city,
    state: supplier.state,
    postalCode: supplier.postalCode,
    country: supplier.country,
    telephone: supplier.telephone,
    email: supplier.contactEmailAddress || supplier.emailAddress,
    contactName: `${supplier.firstName} ${supplier.lastName}`.trim(),
  };
  const [order] = await tx
    .insert(purchaseOrders)
    .values({
      tenderId: tender.id,
      supplierId: supplier.id,
      quotationId: awarded.quotationId,
      projectCode: tender.projectCode,
      projectTitle: tender.projectTitle,
      projectName: tender.projectName,
      organisation: tender.organisation,
      supplierName: supplier.companyName,
      supplierDetails: party,
      total: paiseToDecimal(totals.total),
      gstTotal: paiseToDecimal(totals.gstTotal),
      totalWithGst: paiseToDecimal(totals.totalWithGst),
      createdBy: caller.id,
      replacesId: extra.replacesId ?? null,
      deliveryTerms: extra.terms?.deliveryTerms ?? '',
      paymentTerms: extra.terms?.paymentTerms ?? '',
      deliveryAddress: extra.terms?.deliveryAddress ?? '',
      deliveryDate: extra.terms?.deliveryDate ?? null,
      notes: extra.terms?.notes ?? '',
    })
    // The live (not Cancelled) order of this tender and supplier exists already: nothing to add.
    .onConflictDoNothing()
    .returning();
  if (!order) return null;
  await tx.insert(purchaseOrderLines).values(
    awarded.lines.map((line, position) => ({
      orderId: order.id,
      position,
      quotationLineId: line.id,
      itemCode: line.itemCode,
      itemName: line.itemName,
      partNo: line.partNo,
      manufacturer: line.manufacturer,
      uom: line.uom,
      qty: line.qty,
      unitPrice: line.unitPrice,
      gstRate: line.gstRate,
      lineTotal: paiseToDecimal(totals.lines[position]?.lineTotal ?? 0),
      gstAmount: paiseToDecimal(totals.lines[position]?.gst ?? 0),
    })),
  );
  return order;
}

/**
 * POST /api/tenders/{tenderId}/purchase-orders: a Draft for each awarded supplier that has no
 * live order; answers the tender's live orders. The tender row is locked, and the partial unique
 * index (tender, supplier) where not Cancelled backs it: two generations make one set.
 */
export async function generateOrders(
  db: Db,
  caller: Caller,
  tenderIdParam: string,
  options: Pick<PurchaseOrderOptions, 'timeZone'>,
): Promise<{ created: number; orders: PurchaseOrderRow[] }> {
  if (!isUuid(tenderIdParam)) throw notFound(messages.tender.notFound);
  const tenderId = tenderIdParam.toLowerCase();
  const result = await inTransaction(db, async (tx) => {
    const [tender] = await tx.select().from(tenders).where(eq(tenders.id, tenderId)).for('update');
    if (!tender) throw notFound(messages.tender.notFound);
    // Orders follow an award, and awards follow the close (decision 039).
    assertAwardable(tender, options.timeZone);
    const award = await awardedLines(tx, tenderId);
    if (award.mode === null) throw conflict(text.nothingAwarded);
    const live = await tx
      .select({ supplierId: purchaseOrders.supplierId })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.tenderId, tenderId), ne(purchaseOrders.status, 'Cancelled')));
    const have = new Set(live.map((row) => row.supplierId));
    let created = 0;
    for (const awarded of award.suppliers) {
      if (have.has(awarded.supplierId) || awarded.lines.length === 0) continue;
      const order = await insertDraft(tx, caller, tender, awarded);
      if (!order) continue;
      created += 1;
      await recordAudit(tx, caller, {
        action: 'purchase-order.generate',
        entity: 'purchase-order',
        entityId: order.id,
        changes: {
          tenderId,
          supplierId: order.supplierId,
          mode: award.mode,
          lines: awarded.lines.length,
          totalWithGst: order.totalWithGst,
        },
      });
    }
    const orders = await tx
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.tenderId, tenderId), ne(purchaseOrders.status, 'Cancelled')))
      .orderBy(asc(purchaseOrders.createdAt), asc(purchaseOrders.id));
    return { created, orders: orders.map(toRow) };
  });
  if (result.created > 0) invalidateLists(db);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Transitions

/** PUT /api/purchase-orders/{orderId}: a Draft's terms. */
export async function updateOrder(
  db: Db,
  caller: Caller,
  orderIdParam: string,
  input: PurchaseOrderEdit,
): Promise<PurchaseOrderDetail> {
  const orderId = orderIdOf(orderIdParam);
  return inTransaction(db, async (tx) => {
    const before = await lockOrder(tx, orderId);
    allow('edit', before, text.notDraft);
    const set: Partial<OrderRecord> = {};
    if (input.deliveryTerms !== undefined) set.deliveryTerms = input.deliveryTerms;
    if (input.paymentTerms !== undefined) set.paymentTerms = input.paymentTerms;
    if (input.deliveryAddress !== undefined) set.deliveryAddress = input.deliveryAddress;
    if (input.notes !== undefined) set.notes = input.notes;
    if (input.deliveryDate !== undefined) set.deliveryDate = input.deliveryDate || null;
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [key, value] of Object.entries(set)) {
      const old = before[key as keyof OrderRecord];
      if (old !== value) changes[key] = { from: old, to: value };
    }
    if (Object.keys(changes).length === 0) return detailOf(tx, before);
    const [after] = await tx
      .update(purchaseOrders)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(purchaseOrders.id, orderId))
      .returning();
    await recordAudit(tx, caller, {
      action: 'purchase-order.update',
      entity: 'purchase-order',
      entityId: orderId,
      changes,
    });
    return detailOf(tx, after ?? before);
  });
}

/**
 * POST /api/purchase-orders/{orderId}/issue: the next number of the financial year (today in
 * PORTAL_TIME_ZONE), taken with `insert ... on conflict do update ... returning` on the year's
 * counter row in this transaction: concurrent issues queue on that row, and a rolled-back issue
 * gives its number back, so numbers never repeat or skip.
 */
export async function issueOrder(
  db: Db,
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
    if (before.deliveryTerms.trim() === '')
      throw badRequest(text.termsRequired('Delivery terms'), 'deliveryTerms');
    if (before.paymentTerms.trim() === '')
      throw badRequest(text.termsRequired('Payment terms'), 'paymentTerms');
    const financialYear = financialYearOf(portalToday(options.timeZone));
    const [counter] = await tx
      .insert(poNumberCounters)
      .values({ financialYear, lastNumber: 1 })
      .onConflictDoUpdate({
        target: poNumberCounters.financialYear,
        set: { lastNumber: sql`${poNumberCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: poNumberCounters.lastNumber });
    if (!counter) throw new Error('the order number counter answered nothing');
    const number = formatPoNumber(financialYear, counter.lastNumber);
    const [after] = await tx
      .update(purchaseOrders)
      .set({
        status: 'Issued',
        financialYear,
        serial: counter.lastNumber,
        number,
        issuedAt: sql`now()`,
        issuedBy: caller.id,
        updatedAt: sql`now()`,
      })
      .where(eq(purchaseOrders.id, orderId))
      .returning();
    if (!after) throw orderMissing();
    await recordAudit(tx, caller, {
      action: 'purchase-order.issue',
      entity: 'purchase-order',
      entityId: orderId,
      changes: { status: { from: before.status, to: 'Issued' }, number, totalWithGst: after.totalWithGst },
    });
    await options.notifier.notify(
      tx,
      'order.issued',
      { suppliers: [after.supplierId] },
      {
        ...notificationText.orderIssued(
          { projectCode: after.projectCode, projectTitle: after.projectTitle },
          number,
        ),
        link: linkTo('myOrders'),
      },
    );
    return detailOf(tx, after);
  });
  invalidateLists(db);
  return detail;
}

/** POST /api/purchase-orders/{orderId}/cancel: any order but a cancelled one, with a reason. */
export async function cancelOrder(
  db: Db,
  caller: Caller,
  orderIdParam: string,
  reason: string,
): Promise<PurchaseOrderDetail> {
  const orderId = orderIdOf(orderIdParam);
  const detail = await inTransaction(db, async (tx) => {
    const before = await lockOrder(tx, orderId);
    allow('cancel', before, text.notCancellable);
    const [after] = await tx
      .update(purchaseOrders)
      .set({
        status: 'Cancelled',
        cancelReason: reason,
        cancelledAt: sql`now()`,
        cancelledBy: caller.id,
        updatedAt: sql`now()`,
      })
      .where(eq(purchaseOrders.id, orderId))
      .returning();
    if (!after) throw orderMissing();
    await recordAudit(tx, caller, {
      action: 'purchase-order.cancel',
      entity: 'purchase-order',
      entityId: orderId,
      changes: { status: { from: before.status, to: 'Cancelled' }, number: before.number, reason },
    });
    return detailOf(tx, after);
  });
  invalidateLists(db);
  return detail;
}

/**
 * POST /api/purchase-orders/{orderId}/reissue: a new Draft replacing a cancelled order, with its
 * terms and the supplier's lines of the current award (an issued order is never edited: it is
 * cancelled and reissued).
 */
export async function reissueOrder(
  db: Db,
  caller: Caller,
  orderIdParam: string,
): Promise<PurchaseOrderDetail> {
  const orderId = orderIdOf(orderIdParam);
  const detail = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const [peek] = await tx
          .select({ tenderId: purchaseOrders.tenderId })
          .from(purchaseOrders)
          .where(eq(purchaseOrders.id, orderId));
        if (!peek) throw orderMissing();
        const [tender] = await tx.select().from(tenders).where(eq(tenders.id, peek.tenderId)).for('update');
        if (!tender) throw orderMissing();
        const before = await lockOrder(tx, orderId);
        allow('reissue', before, text.notReissuable);
        const [replaced] = await tx
          .select({ id: purchaseOrders.id })
          .from(purchaseOrders)
          .where(eq(purchaseOrders.replacesId, orderId));
        if (replaced) throw conflict(text.alreadyReissued);
        const [live] = await tx
          .select({ id: purchaseOrders.id })
          .from(purchaseOrders)
          .where(
            and(
              eq(purchaseOrders.tenderId, before.tenderId),
              eq(purchaseOrders.supplierId, before.supplierId),
              ne(purchaseOrders.status, 'Cancelled'),
            ),
          );
        if (live) throw conflict(text.liveOrderExists);
        const award = await awardedLines(tx, before.tenderId);
        const awarded = award.suppliers.find((entry) => entry.supplierId === before.supplierId);
        if (!awarded || awarded.lines.length === 0) throw conflict(text.supplierNotAwarded);
        const order = await insertDraft(tx, caller, tender, awarded, { replacesId: orderId, terms: before });
        if (!order) throw conflict(text.liveOrderExists);
        await recordAudit(tx, caller, {
          action: 'purchase-order.reissue',
          entity: 'purchase-order',
          entityId: order.id,
          changes: { replacesId: orderId, replacesNumber: before.number, totalWithGst: order.totalWithGst },
        });
        return detailOf(tx, order);
      }),
    { unique: () => conflict(text.alreadyReissued) },
  );
  invalidateLists(db);
  return detail;
}

/** POST /api/supplier/{supplierId}/orders/{orderId}/acknowledge. */
export async function acknowledgeOrder(
  db: Db,
  caller: Caller,
  supplierId: string,
  orderIdParam: string,
): Promise<PurchaseOrderDetail> {
  const orderId = orderIdOf(orderIdParam);
  const detail = await inTransaction(db, async (tx) => {
    const before = await lockOrder(tx, orderId, supplierId);
    allow('acknowledge', before, text.notAcknowledgeable);
    const [after] = await tx
      .update(purchaseOrders)
      .set({ status: 'Acknowledged', acknowledgedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(purchaseOrders.id, orderId))
      .returning();
    if (!after) throw orderMissing();
    await recordAudit(tx, caller, {
      action: 'purchase-order.acknowledge',
      entity: 'purchase-order',
      entityId: orderId,
      changes: { status: { from: before.status, to: 'Acknowledged' }, number: before.number },
    });
    return detailOf(tx, after);
  });
  invalidateLists(db);
  return detail;
}
