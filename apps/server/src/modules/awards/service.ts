import { awardMessages } from '@tenderdesk/domain/award-messages';
import {
  priceSelection,
  type QuotedTender,
  type QuotedTendersQuery,
  readMargin,
  type SelectedQuotationView,
} from '@tenderdesk/domain/awards';
import {
  type ComparisonItemInput,
  type ComparisonView,
  compareQuotations,
  type SealedSupplier,
} from '@tenderdesk/domain/comparison';
import type { AwardMode } from '@tenderdesk/domain/line-awards';
import { messages } from '@tenderdesk/domain/messages';
import { type MarginType, type Paise, paiseToDecimal } from '@tenderdesk/domain/money';
import { notificationText } from '@tenderdesk/domain/notification-messages';
import type { Page } from '@tenderdesk/domain/paging';
import { formatPortalDay } from '@tenderdesk/domain/portal-time';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import { type GstRate, priceQuotation } from '@tenderdesk/domain/quotations';
import { linkTo } from '@tenderdesk/domain/screens';
import { closedFields } from '@tenderdesk/domain/tenders';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { definePagedList } from '../../db/paging';
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
import type { Notifier } from '../../shared/notify';
import { assertAwardable, openSealedQuotations, sealColumns, sealOf } from '../../shared/sealing';

/*
 * The award, the buyer's margins and the comparison (spec sections 4, 7 and 8; issue 10; decision
 * 026). One quotation is awarded per tender (the tender is the key of tender_awards); writes lock
 * the tender row, so concurrent selections and margins queue; every write is audited in its
 * transaction. Money is computed only by packages/domain (awards.ts, comparison.ts, quotations.ts).
 */

export type AwardOptions = { timeZone: string; notifier: Notifier };

type LineRow = typeof quotationLines.$inferSelect;
type Margin = { marginType: MarginType; marginValue: string };

const amount = (paise: Paise) => Number(paiseToDecimal(paise));
const tenderMissing = () => notFound(messages.tender.notFound);

/** The tender row, locked for the write (404 when there is none). */
async function lockTender(tx: Tx, tenderId: string) {
  const [tender] = await tx.select(sealColumns).from(tenders).where(eq(tenders.id, tenderId)).for('update');
  if (!tender) throw tenderMissing();
  return tender;
}

async function marginsOf(db: DbOrTx, tenderId: string): Promise<Map<string, Margin>> {
  const rows = await db.select().from(quotationMargins).where(eq(quotationMargins.tenderId, tenderId));
  return new Map(
    rows.map((row) => [
      row.quotationLineId,
      { marginType: row.marginType as MarginType, marginValue: row.marginValue },
    ]),
  );
}

/** The lines priced with their margins (throws a RangeError past the exact range: money.ts). */
function priceLines(lines: readonly LineRow[], margins: ReadonlyMap<string, Margin>) {
  const totals = priceQuotation(lines.map((line) => ({ ...line, gstRate: line.gstRate as GstRate })));
  const selection = priceSelection(
    lines.map((line, index) => ({
      total: totals.lines[index]?.lineTotal ?? 0,
      margin: margins.get(line.id) ?? null,
    })),
  );
  return { totals, selection };
}

/**
 * GET /api/tenders/{tenderId}/selected-quotation's view, or null when nothing is awarded: the
 * whole award's quotation, or the lines awarded by line (decision 033), with their margins.
 */
async function selectedView(db: DbOrTx, tenderId: string): Promise<SelectedQuotationView | null> {
  const award = await awardedLines(db, tenderId);
  if (award.mode === null) return null;
  const [tender] = await db
    .select({
      projectCode: tenders.projectCode,
      projectTitle: tenders.projectTitle,
      projectName: tenders.projectName,
      organisation: tenders.organisation,
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  if (!tender) return null;
  const quotationRows = await db
    .select()
    .from(quotations)
    .where(
      inArray(
        quotations.id,
        award.suppliers.map((supplier) => supplier.quotationId),
      ),
    );
  const first = quotationRows[0];
  if (!first) return null;
  const lines = award.lines;
  const { totals, selection } = priceLines(lines, await marginsOf(db, tenderId));
  const whole = award.mode === 'quotation';
  const names = award.suppliers.map((supplier) => supplier.supplierName);
  const latest = quotationRows.reduce((a, b) => (b.submittedAt > a.submittedAt ? b : a), first);
  return {
    mode: award.mode,
    _id: whole ? first.id : tenderId,
    tenderId,
    quotationId: whole ? first.id : tenderId,
    ...tender,
    supplierId: award.suppliers.length === 1 ? (award.suppliers[0]?.supplierId ?? '') : '',
    supplierName: names.join(', '),
    submittedAt: latest.submittedAt.toISOString(),
    selectedAt: (award.selectedAt ?? new Date()).toISOString(),
    selectedBy: award.selectedBy,
    items: lines.map((line, index) => {
      const priced = selection.lines[index];
      const total = totals.lines[index]?.lineTotal ?? 0;
      return {
        lineId: line.id,
        itemCode: line.itemCode,
        itemName: line.itemName,
        partNo: line.partNo,
        manufacturer: line.manufacturer,
        uom: line.uom,
        qty: Number(line.qty),
        unitPrice: Number(line.unitPrice),
        gstRate: line.gstRate,
        total: amount(total),
        totalPrice: amount(total),
        marginType: priced?.marginType ?? 'Percentage',
        marginValue: Number(priced?.marginValue ?? '0'),
        marginAmount: amount(priced?.marginAmount ?? 0),
        priceWithMargin: amount(priced?.priceWithMargin ?? total),
        tenderItemId: line.tenderItemId,
        quotationId: line.quotationId,
        supplierId: line.supplierId,
        supplierName: line.supplierName,
      };
    }),
    suppliers: awardedSupplierTotals(award),
    notes: whole ? first.notes : '',
    reference: whole ? first.reference : null,
    deliveryDays: whole ? first.deliveryDays : null,
    validUntil: whole ? first.validUntil : null,
    total: amount(totals.total),
    gstTotal: amount(totals.gstTotal),
    totalWithGst: amount(totals.totalWithGst),
    marginTotal: amount(selection.marginTotal),
    grandTotal: amount(selection.grandTotal),
  };
}

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
  await notifier.notify(
    tx,
    'award.won',
    { suppliers: [winner] },
    { ...notificationText.awardWon(tender), link },
  );
  const regret = { ...notificationText.awardRegret(tender), link };
  if (previous === undefined) {
    await notifier.notify(tx, 'award.regret', { quotedFor: tenderId, except: winner }, regret);
  } else if (previous !== null && previous !== winner) {
    await notifier.notify(tx, 'award.regret', { suppliers: [previous] }, regret);
  }
}

/**
 * PUT /api/tenders/{tenderId}/quotation/{quotationId}/select. A first award, a no-op for the
 * awarded quotation, 409 for another one unless `replace` (then the award moves and its margins go).
 */
export async function selectQuotation(
  db: Db,
  caller: Caller,
  tenderIdParam: string,
  quotationIdParam: string,
  replace: boolean,
  options: AwardOptions,
): Promise<SelectedQuotationView> {
  if (!isUuid(tenderIdParam)) throw tenderMissing();
  if (!isUuid(quotationIdParam)) throw notFound(messages.quotation.notFound);
  const tenderId = tenderIdParam.toLowerCase();
  const quotationId = quotationIdParam.toLowerCase();
  return withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const tender = await lockTender(tx, tenderId);
        const seal = sealOf(tender, options.timeZone);
        if (seal.sealed) throw conflict(awardMessages.sealed(formatPortalDay(seal.opensOn)));
        const [quotation] = await tx
          .select({ id: quotations.id, supplierId: quotations.supplierId, interestId: quotations.interestId })
          .from(quotations)
          .where(and(eq(quotations.id, quotationId), eq(quotations.tenderId, tenderId)));
        if (!quotation) throw notFound(messages.quotation.notFound);
        // Awards wait for the close (decision 039).
        assertAwardable(tender, options.timeZone);
        // Shared lock: a rejection decided meanwhile waits for this award, and then sees it.
        const [interest] = await tx
          .select({ status: interests.status })
          .from(interests)
          .where(eq(interests.id, quotation.interestId))
          .for('share');
        if (interest?.status !== 'Approved') throw conflict(awardMessages.notApproved);

        const [current] = await tx.select().from(tenderAwards).where(eq(tenderAwards.tenderId, tenderId));
        // Award by line and purchase orders (decision 033): the award is frozen once an order is
        // issued; line awards and draft orders go only on confirmation.
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
        const cleared = { lineAwardsCleared, draftsDiscarded: draftsDiscarded.length };
        if (current && current.quotationId !== quotationId) {
          if (!replace)
            throw conflict(awardMessages.alreadySelected(await awardedSupplierName(tx, tenderId)));
          const marginsCleared = await tx
            .delete(quotationMargins)
            .where(eq(quotationMargins.tenderId, tenderId))
            .returning({ lineId: quotationMargins.quotationLineId });
          await tx
            .update(tenderAwards)
            .set({ quotationId, selectedAt: sql`now()`, selectedBy: caller.id })
            .where(eq(tenderAwards.tenderId, tenderId));
          await recordAudit(tx, caller, {
            action: 'award.change',
            entity: 'tender',
            entityId: tenderId,
            changes: {
              quotationId: { from: current.quotationId, to: quotationId },
              supplierId: quotation.supplierId,
              marginsCleared: marginsCleared.length,
              draftsDiscarded: cleared.draftsDiscarded,
            },
          });
          const [previous] = await tx
            .select({ supplierId: quotations.supplierId })
            .from(quotations)
            .where(eq(quotations.id, current.quotationId));
          await notifyAward(
            tx,
            options.notifier,
            tenderId,
            quotation.supplierId,
            previous?.supplierId ?? null,
          );
        } else if (!current) {
          await tx.insert(tenderAwards).values({ tenderId, quotationId, selectedBy: caller.id });
          await recordAudit(tx, caller, {
            action: 'award.select',
            entity: 'tender',
            entityId: tenderId,
            changes: {
              quotationId,
              supplierId: quotation.supplierId,
              ...(lineAwardsCleared > 0 ? cleared : {}),
            },
          });
          await notifyAward(tx, options.notifier, tenderId, quotation.supplierId, undefined);
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

/** GET /api/tenders/{tenderId}/selected-quotation. */
export async function getSelectedQuotation(db: Db, tenderIdParam: string): Promise<SelectedQuotationView> {
  if (!isUuid(tenderIdParam)) throw tenderMissing();
  const tenderId = tenderIdParam.toLowerCase();
  const view = await selectedView(db, tenderId);
  if (view) return view;
  const [tender] = await db.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, tenderId));
  if (!tender) throw tenderMissing();
  throw notFound(awardMessages.noneSelected);
}

/**
 * POST /api/tenders/{tenderId}/update-margin: the margin of one line of the awarded quotation (the
 * first line of that item code, any case, or the line `lineId` names). Only that line changes.
 */
export async function updateMargin(
  db: Db,
  caller: Caller,
  tenderIdParam: string,
  body: unknown,
): Promise<SelectedQuotationView> {
  const parsed = readMargin(body);
  if (!parsed.ok) throw badRequest(parsed.message, parsed.field);
  const input = parsed.value;
  if (!isUuid(tenderIdParam)) throw tenderMissing();
  const tenderId = tenderIdParam.toLowerCase();
  return inTransaction(db, async (tx) => {
    await lockTender(tx, tenderId);
    const award = await awardedLines(tx, tenderId);
    if (award.mode === null) throw notFound(awardMessages.noneSelected);
    const lines = award.lines;
    const code = input.itemCode.toLowerCase();
    const ofCode = lines.filter((line) => line.itemCode.trim().toLowerCase() === code);
    const line = input.lineId === null ? ofCode[0] : ofCode.find((entry) => entry.id === input.lineId);
    if (!line) throw notFound(awardMessages.itemNotQuoted);

    const margins = await marginsOf(tx, tenderId);
    const before = margins.get(line.id) ?? null;
    const margin = { marginType: input.marginType, marginValue: input.marginValue };
    try {
      priceLines(lines, new Map(margins).set(line.id, margin));
    } catch (error) {
      if (error instanceof RangeError) throw badRequest(awardMessages.marginTooLarge, 'marginValue');
      throw error;
    }
    await tx
      .insert(quotationMargins)
      .values({ tenderId, quotationLineId: line.id, ...margin, updatedBy: caller.id })
      .onConflictDoUpdate({
        target: [quotationMargins.tenderId, quotationMargins.quotationLineId],
        set: { ...margin, updatedAt: sql`now()`, updatedBy: caller.id },
      });
    await recordAudit(tx, caller, {
      action: 'award.margin',
      entity: 'tender',
      entityId: tenderId,
      changes: {
        quotationId: line.quotationId,
        lineId: line.id,
        itemCode: line.itemCode,
        from: before,
        to: margin,
      },
    });
    const view = await selectedView(tx, tenderId);
    if (!view) throw notFound(awardMessages.noneSelected);
    return view;
  });
}

/**
 * GET /api/tenders/{tenderId}/comparison: the approved suppliers' quotations side by side, in the
 * order they were sent. A sealed, open tender answers who quoted and when, never a price.
 */
export async function compareTender(
  db: Db,
  caller: Caller,
  tenderIdParam: string,
  options: AwardOptions,
): Promise<ComparisonView> {
  if (!isUuid(tenderIdParam)) throw tenderMissing();
  const tenderId = tenderIdParam.toLowerCase();
  const [tender] = await db
    .select({
      ...sealColumns,
      projectCode: tenders.projectCode,
      projectTitle: tenders.projectTitle,
      projectName: tenders.projectName,
      organisation: tenders.organisation,
      publishingDate: tenders.publishingDate,
      closedEarlyReason: tenders.closedEarlyReason,
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  if (!tender) throw tenderMissing();
  const items: ComparisonItemInput[] = await db
    .select({
      id: tenderItems.id,
      itemCode: tenderItems.itemCode,
      itemName: tenderItems.itemName,
      partNo: tenderItems.partNo,
      manufacturer: tenderItems.manufacturer,
      uom: tenderItems.uom,
      qty: tenderItems.qty,
    })
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, tenderId))
    .orderBy(asc(tenderItems.position));
  const rows = await db
    .select({ quotation: quotations, supplierName: suppliers.companyName })
    .from(quotations)
    .innerJoin(interests, eq(interests.id, quotations.interestId))
    .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
    .where(and(eq(quotations.tenderId, tenderId), eq(interests.status, 'Approved')))
    .orderBy(asc(quotations.submittedAt), asc(quotations.id));
  const [award] = await db
    .select({ quotationId: tenderAwards.quotationId })
    .from(tenderAwards)
    .where(eq(tenderAwards.tenderId, tenderId));
  const [byLine] = award
    ? []
    : await db
        .select({ id: tenderLineAwards.tenderItemId })
        .from(tenderLineAwards)
        .where(eq(tenderLineAwards.tenderId, tenderId))
        .limit(1);
  const awardMode = award ? 'quotation' : byLine ? 'lines' : null;

  const quotedBy: SealedSupplier[] = rows.map((row) => {
    const revised = row.quotation.revision > 1;
    return {
      quotationId: row.quotation.id,
      supplierId: row.quotation.supplierId,
      supplierName: row.supplierName,
      submittedAt: row.quotation.submittedAt.toISOString(),
      revised,
      revisedAt: revised ? row.quotation.updatedAt.toISOString() : null,
    };
  });
  const seal = sealOf(tender, options.timeZone);
  const summary = {
    _id: tender.id,
    projectCode: tender.projectCode,
    projectTitle: tender.projectTitle,
    projectName: tender.projectName,
    organisation: tender.organisation,
    publishingDate: tender.publishingDate,
    closingDate: tender.closingDate,
    sealed: tender.sealed,
    ...(({ isClosed, ...early }) => ({ closed: isClosed, ...early }))(closedFields(tender, options.timeZone)),
  };
  if (seal.sealed) {
    return {
      tender: summary,
      sealed: true,
      opensOn: seal.opensOn,
      items: compareQuotations(items, [], null).items,
      suppliers: [],
      quotedBy,
      selectedQuotationId: null,
      awardMode: null,
    };
  }

  const ids = rows.map((row) => row.quotation.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(quotationLines)
          .where(inArray(quotationLines.quotationId, ids))
          .orderBy(asc(quotationLines.quotationId), asc(quotationLines.position));
  const byQuotation = new Map<string, LineRow[]>();
  for (const line of lines)
    byQuotation.set(line.quotationId, [...(byQuotation.get(line.quotationId) ?? []), line]);
  const selectedQuotationId = award?.quotationId ?? null;
  const compared = compareQuotations(
    items,
    rows.map((row, index) => ({
      ...(quotedBy[index] as SealedSupplier),
      reference: row.quotation.reference,
      deliveryDays: row.quotation.deliveryDays,
      validUntil: row.quotation.validUntil,
      notes: row.quotation.notes,
      lines: byQuotation.get(row.quotation.id) ?? [],
    })),
    selectedQuotationId,
  );
  if (rows.length > 0) await openSealedQuotations(db, caller, [tender], options.timeZone);
  return {
    tender: summary,
    sealed: false,
    opensOn: null,
    items: compared.items,
    suppliers: compared.suppliers,
    quotedBy,
    selectedQuotationId,
    awardMode,
  };
}

/** Quotations from approved suppliers of the tender row in the query. */
const approvedQuotations = sql`from ${quotations} inner join ${interests} on ${interests.id} = ${quotations.interestId} where ${quotations.tenderId} = ${tenders.id} and ${interests.status} = 'Approved'`;

const quotedTenderList = definePagedList({
  name: 'quoted_tenders',
  table: tenders,
  id: tenders.id,
  filters: { status: tenders.status },
  where: sql`exists (select 1 ${approvedQuotations})`,
  search: [tenders.projectCode, tenders.projectTitle, tenders.projectName],
  sorts: {
    publishingDate: tenders.publishingDate,
    closingDate: tenders.closingDate,
    projectName: tenders.projectNameSort,
  },
  select: (db) =>
    db
      .select({
        id: tenders.id,
        projectCode: tenders.projectCode,
        projectTitle: tenders.projectTitle,
        projectName: tenders.projectName,
        organisation: tenders.organisation,
        publishingDate: tenders.publishingDate,
        closingDate: tenders.closingDate,
        closedEarlyAt: tenders.closedEarlyAt,
        closedEarlyReason: tenders.closedEarlyReason,
        sealed: tenders.sealed,
        quotations: sql<number>`(select count(*) ${approvedQuotations})`.mapWith(Number),
        selectedQuotationId: tenderAwards.quotationId,
        selectedSupplierName: suppliers.companyName,
        awardMode: sql<AwardMode | null>`case when ${tenderAwards.tenderId} is not null then 'quotation'
          when exists (select 1 from ${tenderLineAwards} where ${tenderLineAwards.tenderId} = ${tenders.id}) then 'lines' end`,
      })
      .from(tenders)
      .leftJoin(tenderAwards, eq(tenderAwards.tenderId, tenders.id))
      .leftJoin(quotations, eq(quotations.id, tenderAwards.quotationId))
      .leftJoin(suppliers, eq(suppliers.id, quotations.supplierId))
      .$dynamic(),
  toItem: (
    row: Omit<QuotedTender, '_id' | 'isClosed' | 'closedEarlyAt' | 'closedEarlyReason'> & {
      id: string;
      closedEarlyAt: Date | null;
      closedEarlyReason: string | null;
    },
  ) => row,
});

/** GET /api/tenders/quoted: the published tenders with quotations, newest publishing date first. */
export async function listQuotedTenders(
  db: Db,
  query: QuotedTendersQuery,
  options: AwardOptions,
): Promise<Page<QuotedTender>> {
  const page = await quotedTenderList.page(db, { status: 'Published' }, query);
  return {
    ...page,
    data: page.data.map(({ id, closedEarlyAt, closedEarlyReason, ...row }) => ({
      _id: id,
      ...row,
      ...closedFields({ closingDate: row.closingDate, closedEarlyAt, closedEarlyReason }, options.timeZone),
    })),
  };
}
