import { messages } from '@tenderdesk/domain/messages';
import { paiseToDecimal } from '@tenderdesk/domain/money';
import { notificationText } from '@tenderdesk/domain/notification-messages';
import { formatPortalDay, portalDayOf } from '@tenderdesk/domain/portal-time';
import {
  type GstRate,
  type MyQuotationRow,
  parseQuotationText,
  priceQuotation,
  type QuotationInput,
  type QuotationView,
  type ReceivedQuotationRow,
  type SealedFields,
  type SupplierQuotationDetail,
  type TenderQuotationRow,
} from '@tenderdesk/domain/quotations';
import { linkTo } from '@tenderdesk/domain/screens';
import { closedFields, isTenderClosed } from '@tenderdesk/domain/tenders';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { tenderAddenda } from '../../db/schema/clarifications';
import { tenderLineAwards } from '../../db/schema/purchase-orders';
import { quotationLines, quotationRevisions, quotations, tenderAwards } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenderItems, tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { isQuotationAwarded } from '../../shared/awarded-lines';
import type { Notifier } from '../../shared/notify';
import {
  openSealedQuotations,
  priceSalt,
  type SealedTender,
  sealColumns,
  sealOf,
} from '../../shared/sealing';
import { assertRevisionAllowed } from './revision-limit';

/*
 * Quotations (spec sections 3, 4, 5 and 7; decision 025). A supplier approved for a published,
 * open tender sends one quotation (the unique indexes decide under concurrency) and may revise it
 * while still approved and the tender open; every total is recomputed with exact paise arithmetic;
 * the replaced version is kept in quotation_revisions; both are audited in the same transaction.
 */

export type QuotationOptions = { timeZone: string; notifier: Notifier };

/** The most rows a list answers (newest first); the admin's list pages within it. */
export const MAX_QUOTATION_ROWS = 500;

type QuotationRow = typeof quotations.$inferSelect;
type LineRow = typeof quotationLines.$inferSelect;

const num = (decimal: string) => Number(decimal);

/** A stored quotation as its view (the calls send it as a JSON string). */
export function toView(row: QuotationRow, lines: readonly LineRow[]): QuotationView {
  const priced = priceQuotation(lines.map((line) => ({ ...line, gstRate: line.gstRate as GstRate })));
  return {
    items: lines.map((line, index) => {
      const { lineTotal, gst } = priced.lines[index] ?? { lineTotal: 0, gst: 0 };
      return {
        itemCode: line.itemCode,
        itemName: line.itemName,
        partNo: line.partNo,
        manufacturer: line.manufacturer,
        uom: line.uom,
        qty: num(line.qty),
        unitPrice: num(line.unitPrice),
        gstRate: line.gstRate,
        totalPrice: num(paiseToDecimal(lineTotal)),
        total: num(paiseToDecimal(lineTotal)),
        gstAmount: num(paiseToDecimal(gst)),
      };
    }),
    total: num(row.total),
    gstTotal: num(paiseToDecimal(priced.gstTotal)),
    totalWithGst: num(row.totalWithGst),
    notes: row.notes,
    reference: row.reference,
    deliveryDays: row.deliveryDays,
    validUntil: row.validUntil,
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    revision: row.revision,
  };
}

async function linesOf(db: DbOrTx, ids: readonly string[]): Promise<Map<string, LineRow[]>> {
  const byQuotation = new Map<string, LineRow[]>();
  if (ids.length === 0) return byQuotation;
  const rows = await db
    .select()
    .from(quotationLines)
    .where(inArray(quotationLines.quotationId, [...ids]))
    .orderBy(asc(quotationLines.quotationId), asc(quotationLines.position));
  for (const row of rows) {
    const list = byQuotation.get(row.quotationId) ?? [];
    list.push(row);
    byQuotation.set(row.quotationId, list);
  }
  return byQuotation;
}

/** The quotation JSON text of each row, in one query for all their lines. */
async function viewsOf(db: DbOrTx, rows: readonly QuotationRow[]): Promise<Map<string, string>> {
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return new Map(rows.map((row) => [row.id, JSON.stringify(toView(row, lines.get(row.id) ?? []))]));
}

/** Whether text is the JSON of an object (a payload), not plain text for the notes. */
function jsonObject(text: string): boolean {
  if (!text.startsWith('{')) return false;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** The quotation text: unreadable JSON or an invalid payload is a 400 naming the field. */
function readPayload(text: string): QuotationInput {
  const parsed = parseQuotationText(text);
  if (!parsed.ok) throw badRequest(parsed.problem.message, parsed.problem.field);
  return parsed.value;
}

/**
 * The tender row, share-locked. Every write that touches a tender's quotations, interests or award
 * locks this row first (the award and the tender's own writes `for update`, the supplier's writes
 * `for share`), then the quotation, then the interest: one order, so an award and a revision of
 * the same quotation queue instead of deadlocking (decision 041).
 */
async function lockTenderShared(tx: Tx, tenderId: string) {
  const [tender] = await tx
    .select({
      status: tenders.status,
      closingDate: tenders.closingDate,
      closedEarlyAt: tenders.closedEarlyAt,
      sealed: tenders.sealed,
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId))
    .for('share');
  return tender;
}

/**
 * The tender and the supplier's interest, locked: refuses an unknown tender (404), a supplier
 * not approved for it (403), a tender not published (403) or closed (409).
 */
async function approvedInterest(tx: Tx, tenderId: string, supplierId: string, options: QuotationOptions) {
  const tender = await lockTenderShared(tx, tenderId);
  if (!tender) throw notFound(messages.tender.notFound);
  // The interest row is locked: a decision made meanwhile waits for this write, and so does a
  // concurrent submit (which then finds this quotation).
  const [interest] = await tx
    .select({ id: interests.id, status: interests.status })
    .from(interests)
    .where(and(eq(interests.tenderId, tenderId), eq(interests.supplierId, supplierId)))
    .for('update');
  const row = {
    tenderStatus: tender.status,
    closingDate: tender.closingDate,
    closedEarlyAt: tender.closedEarlyAt,
    interestId: interest?.id,
    interestStatus: interest?.status,
  };
  if (row.tenderStatus !== 'Published') throw forbidden(messages.quotation.notPublished);
  if (!row.interestId || row.interestStatus !== 'Approved') throw forbidden(messages.quotation.notApproved);
  if (isTenderClosed(row, options.timeZone)) {
    const day = row.closedEarlyAt ? portalDayOf(row.closedEarlyAt, options.timeZone) : row.closingDate;
    throw conflict(messages.quotation.closed(formatPortalDay(day)));
  }
  return { interestId: row.interestId, sealed: tender.sealed };
}

/** The number of a tender's latest addendum (0: none; decision 028), as a column expression. */
// Written out in full: drizzle may leave columns unqualified, and a bare `tender_id` inside the
// subquery would be the addendum's own.
const latestAddendum =
  sql<number>`(select coalesce(max(a.number), 0) from tender_addenda a where a.tender_id = "quotations"."tender_id")`.mapWith(
    Number,
  );

/** The latest addendum of one tender. */
async function latestAddendumOf(tx: DbOrTx, tenderId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${tenderAddenda.number}), 0)`.mapWith(Number) })
    .from(tenderAddenda)
    .where(eq(tenderAddenda.tenderId, tenderId));
  return row?.n ?? 0;
}

/** Addendum fields of a row: pending while the quotation predates the latest addendum. */
const addendumOf = (seen: number, latest: number) => ({
  addendumPending: seen < latest,
  latestAddendum: latest,
});

/** Lines to insert: priced, linked to the tender item whose code matches (any case). */
async function lineValues(tx: Tx, tenderId: string, quotationId: string, input: QuotationInput) {
  const items = await tx
    .select({ id: tenderItems.id, itemCode: tenderItems.itemCode })
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, tenderId));
  const byCode = new Map<string, string>();
  for (const item of items) {
    const code = item.itemCode.trim().toLowerCase();
    if (code && !byCode.has(code)) byCode.set(code, item.id);
  }
  const priced = priceQuotation(input.items);
  const values = input.items.map((item, position) => ({
    quotationId,
    position,
    tenderItemId: byCode.get(item.itemCode.toLowerCase()) ?? null,
    itemCode: item.itemCode,
    itemName: item.itemName,
    partNo: item.partNo,
    manufacturer: item.manufacturer,
    uom: item.uom,
    qty: item.qty,
    unitPrice: item.unitPrice,
    gstRate: item.gstRate,
    lineTotal: paiseToDecimal(priced.lines[position]?.lineTotal ?? 0),
  }));
  return {
    values,
    total: paiseToDecimal(priced.total),
    totalWithGst: paiseToDecimal(priced.totalWithGst),
  };
}

export type QuotationSaved = {
  _id: string;
  tenderId: string;
  supplierId: string;
  revision: number;
  submittedAt: string;
  updatedAt: string;
  total: number;
  totalWithGst: number;
  quotation: string;
};

async function saved(tx: DbOrTx, row: QuotationRow): Promise<QuotationSaved> {
  const views = await viewsOf(tx, [row]);
  return {
    _id: row.id,
    tenderId: row.tenderId,
    supplierId: row.supplierId,
    revision: row.revision,
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    total: num(row.total),
    totalWithGst: num(row.totalWithGst),
    quotation: views.get(row.id) ?? '',
  };
}

/** Tells the buyers (manageTenders) that a quotation arrived or changed (decision 029). */
async function notifyBuyers(
  tx: Tx,
  notifier: Notifier,
  event: 'quotation.received' | 'quotation.revised',
  tenderId: string,
  supplierId: string,
) {
  const [about] = await tx
    .select({
      projectCode: tenders.projectCode,
      projectTitle: tenders.projectTitle,
      companyName: suppliers.companyName,
    })
    .from(tenders)
    .innerJoin(suppliers, eq(suppliers.id, supplierId))
    .where(eq(tenders.id, tenderId));
  if (!about) return;
  const text =
    event === 'quotation.received'
      ? notificationText.quotationReceived(about, about.companyName)
      : notificationText.quotationRevised(about, about.companyName);
  await notifier.notify(
    tx,
    event,
    { adminsWith: 'manageTenders' },
    // One notification per supplier and tender while unread, within the window (decision 041).
    {
      ...text,
      link: linkTo('tenderDetails', { id: tenderId }),
      group: `quotation:${tenderId}:${supplierId}`,
    },
  );
}

/** POST /api/suppliers/{tenderId}/supplier/{supplierId}/quotation. */
export async function submitQuotation(
  db: Db,
  caller: Caller,
  tenderId: string,
  supplierId: string,
  text: unknown,
  options: QuotationOptions,
): Promise<QuotationSaved> {
  if (typeof text !== 'string') throw badRequest(messages.quotation.unreadable, 'quotation');
  if (text.trim() === '') throw badRequest(messages.quotation.empty, 'quotation');
  if (!isUuid(tenderId)) throw notFound(messages.tender.notFound);
  const input = readPayload(text);
  const id = supplierId.toLowerCase();
  return withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const { interestId, sealed } = await approvedInterest(tx, tenderId, id, options);
        const [existing] = await tx
          .select({ id: quotations.id })
          .from(quotations)
          .where(eq(quotations.interestId, interestId));
        if (existing) throw conflict(messages.quotation.already);
        const quotationId = crypto.randomUUID();
        const lines = await lineValues(tx, tenderId, quotationId, input);
        const [row] = await tx
          .insert(quotations)
          .values({
            id: quotationId,
            interestId,
            tenderId,
            supplierId: id,
            notes: input.notes,
            reference: input.reference,
            deliveryDays: input.deliveryDays,
            validUntil: input.validUntil,
            total: lines.total,
            totalWithGst: lines.totalWithGst,
            addendumSeen: await latestAddendumOf(tx, tenderId),
          })
          .returning();
        if (!row) throw new Error('quotation insert returned nothing');
        await tx.insert(quotationLines).values(lines.values);
        await recordAudit(tx, caller, {
          action: 'quotation.submit',
          entity: 'quotation',
          entityId: quotationId,
          changes: {
            tenderId,
            supplierId: id,
            lines: lines.values.length,
            total: lines.total,
            totalWithGst: lines.totalWithGst,
            ...(sealed ? priceSalt() : {}),
          },
        });
        await notifyBuyers(tx, options.notifier, 'quotation.received', tenderId, id);
        return saved(tx, row);
      }),
    { unique: () => conflict(messages.quotation.already) },
  );
}

/** PUT /api/tenders/{tenderId}/supplier/{supplierId}/quotation/{quotationId}. */
export async function reviseQuotation(
  db: Db,
  caller: Caller,
  tenderId: string,
  supplierId: string,
  quotationId: string,
  text: unknown,
  options: QuotationOptions,
): Promise<QuotationSaved> {
  if (text !== undefined && text !== null && typeof text !== 'string') {
    throw badRequest(messages.quotation.unreadable, 'quotation');
  }
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed === '') throw badRequest(messages.quotation.empty, 'quotation');
  const missing = () => notFound(messages.quotation.notFound);
  if (!isUuid(tenderId) || !isUuid(quotationId)) throw missing();
  // JSON text re-prices the lines; any other text replaces the notes.
  let input: QuotationInput | null = null;
  if (jsonObject(trimmed)) input = readPayload(trimmed);
  else if (trimmed.length > 5000) throw badRequest(messages.quotation.notesInvalid, 'quotation');
  const id = supplierId.toLowerCase();
  return inTransaction(db, async (tx) => {
    await lockTenderShared(tx, tenderId);
    const [before] = await tx
      .select()
      .from(quotations)
      .where(
        and(
          eq(quotations.id, quotationId.toLowerCase()),
          eq(quotations.tenderId, tenderId),
          eq(quotations.supplierId, id),
        ),
      )
      .for('update');
    if (!before) throw missing();
    // Checked once the interest is locked: an award being written meanwhile (it holds the
    // interest's shared lock) is then visible.
    const { sealed } = await approvedInterest(tx, tenderId, id, options);
    // Awarded whole or by line (decision 033): the awarded prices stay as they were.
    if (await isQuotationAwarded(tx, before.id)) throw conflict(messages.quotation.selected);
    await assertRevisionAllowed(tx, before.id);
    const previous = toView(before, (await linesOf(tx, [before.id])).get(before.id) ?? []);
    await tx.insert(quotationRevisions).values({
      quotationId: before.id,
      revision: before.revision,
      payload: previous,
      replacedBy: id,
    });
    const changes: Record<string, unknown> = { revision: { from: before.revision, to: before.revision + 1 } };
    let update: Partial<QuotationRow>;
    if (input) {
      const lines = await lineValues(tx, tenderId, before.id, input);
      await tx.delete(quotationLines).where(eq(quotationLines.quotationId, before.id));
      await tx.insert(quotationLines).values(lines.values);
      update = {
        notes: input.notes,
        reference: input.reference,
        deliveryDays: input.deliveryDays,
        validUntil: input.validUntil,
        total: lines.total,
        totalWithGst: lines.totalWithGst,
      };
      changes.lines = { from: previous.items.length, to: lines.values.length };
      changes.total = { from: before.total, to: lines.total };
      changes.totalWithGst = { from: before.totalWithGst, to: lines.totalWithGst };
      if (sealed) Object.assign(changes, priceSalt());
    } else {
      update = { notes: trimmed };
      changes.notes = 'replaced';
    }
    const [row] = await tx
      .update(quotations)
      .set({
        ...update,
        revision: before.revision + 1,
        addendumSeen: await latestAddendumOf(tx, tenderId),
        updatedAt: sql`now()`,
      })
      .where(eq(quotations.id, before.id))
      .returning();
    if (!row) throw missing();
    await recordAudit(tx, caller, {
      action: 'quotation.revise',
      entity: 'quotation',
      entityId: before.id,
      changes,
    });
    await notifyBuyers(tx, options.notifier, 'quotation.revised', tenderId, id);
    return saved(tx, row);
  });
}

/**
 * POST /api/tenders/{tenderId}/supplier/{supplierId}/quotation/{quotationId}/confirm: the supplier
 * confirms its quotation stands after the tender's addenda (decision 028). Same rules as a
 * revision (approved, tender open); nothing pending is a no-op.
 */
export async function confirmQuotation(
  db: Db,
  caller: Caller,
  tenderId: string,
  supplierId: string,
  quotationId: string,
  options: QuotationOptions,
): Promise<{ addendumPending: boolean; latestAddendum: number }> {
  const missing = () => notFound(messages.quotation.notFound);
  if (!isUuid(tenderId) || !isUuid(quotationId)) throw missing();
  const id = supplierId.toLowerCase();
  return inTransaction(db, async (tx) => {
    await lockTenderShared(tx, tenderId);
    const [before] = await tx
      .select({ id: quotations.id, addendumSeen: quotations.addendumSeen })
      .from(quotations)
      .where(
        and(
          eq(quotations.id, quotationId.toLowerCase()),
          eq(quotations.tenderId, tenderId),
          eq(quotations.supplierId, id),
        ),
      )
      .for('update');
    if (!before) throw missing();
    await approvedInterest(tx, tenderId, id, options);
    const latest = await latestAddendumOf(tx, tenderId);
    if (before.addendumSeen < latest) {
      await tx
        .update(quotations)
        .set({ addendumSeen: latest, updatedAt: sql`now()` })
        .where(eq(quotations.id, before.id));
      await recordAudit(tx, caller, {
        action: 'quotation.confirm',
        entity: 'quotation',
        entityId: before.id,
        changes: { addendumSeen: { from: before.addendumSeen, to: latest } },
      });
    }
    return addendumOf(latest, latest);
  });
}

/** Whether the quotation row is its tender's award (tender_awards left-joined on the quotation). */
const isAwarded = sql<boolean>`${tenderAwards.tenderId} is not null`.mapWith(Boolean);

/** Whether any line of the quotation row is awarded (award by line, decision 033; issue 18). */
const hasAwardedLines =
  sql<boolean>`exists (select 1 from ${tenderLineAwards} where ${tenderLineAwards.quotationId} = ${quotations.id})`.mapWith(
    Boolean,
  );

/** GET /api/tenders/supplier/{supplierId}/quotations: the caller's, newest first (capped). */
export async function listSupplierQuotations(
  db: Db,
  supplierId: string,
  options: QuotationOptions,
): Promise<MyQuotationRow[]> {
  const rows = await db
    .select({
      quotation: quotations,
      projectCode: tenders.projectCode,
      projectTitle: tenders.projectTitle,
      publishingDate: tenders.publishingDate,
      closingDate: tenders.closingDate,
      closedEarlyAt: tenders.closedEarlyAt,
      closedEarlyReason: tenders.closedEarlyReason,
      selected: isAwarded,
      awardedLines: hasAwardedLines,
      status: interests.status,
      latestAddendum,
    })
    .from(quotations)
    .innerJoin(tenders, eq(tenders.id, quotations.tenderId))
    .innerJoin(interests, eq(interests.id, quotations.interestId))
    .leftJoin(tenderAwards, eq(tenderAwards.quotationId, quotations.id))
    .where(eq(quotations.supplierId, supplierId.toLowerCase()))
    .orderBy(desc(quotations.submittedAt), desc(quotations.id))
    .limit(MAX_QUOTATION_ROWS);
  const views = await viewsOf(
    db,
    rows.map((row) => row.quotation),
  );
  return rows.map((row) => ({
    _id: row.quotation.id,
    tenderId: row.quotation.tenderId,
    projectCode: row.projectCode,
    projectTitle: row.projectTitle,
    publishingDate: row.publishingDate,
    closingDate: row.closingDate,
    ...closedFields(row, options.timeZone),
    selected: row.selected,
    awardedLines: row.awardedLines,
    status: row.status,
    ...addendumOf(row.quotation.addendumSeen, row.latestAddendum),
    quotation: views.get(row.quotation.id) ?? '',
  }));
}

/** A quotation with its tender, supplier, interest and award, as the admin's reads show it. */
const receivedQuotations = (db: Db) =>
  db
    .select({
      quotation: quotations,
      tender: sealColumns,
      projectName: tenders.projectName,
      organisation: tenders.organisation,
      supplierName: suppliers.companyName,
      status: interests.status,
      selected: isAwarded,
      latestAddendum,
    })
    .from(quotations)
    .innerJoin(interests, eq(interests.id, quotations.interestId))
    .innerJoin(tenders, eq(tenders.id, quotations.tenderId))
    .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
    .leftJoin(tenderAwards, eq(tenderAwards.quotationId, quotations.id));

type ReceivedQuotation = Awaited<ReturnType<typeof receivedQuotations>>[number];

/** A quotation as the admin's reads may show it: no price of a sealed, open tender (decision 026). */
type ShownQuotation = { quotation: QuotationRow; tender: SealedTender };

/**
 * The quotation text and sealing of each row: a sealed tender's rows say who quoted and when only;
 * the others are priced, and a sealed tender shown priced for the first time is opened (audited).
 */
async function adminViewsOf(
  db: Db,
  caller: Caller,
  rows: readonly ShownQuotation[],
  options: QuotationOptions,
): Promise<Map<string, SealedFields & { quotation: string }>> {
  const shown = new Map<string, SealedFields & { quotation: string }>();
  const priced: ShownQuotation[] = [];
  for (const row of rows) {
    const seal = sealOf(row.tender, options.timeZone);
    if (!seal.sealed) {
      priced.push(row);
      continue;
    }
    const text = JSON.stringify({
      sealed: true,
      opensOn: seal.opensOn,
      submittedAt: row.quotation.submittedAt.toISOString(),
      items: [],
    });
    shown.set(row.quotation.id, { ...seal, quotation: text });
  }
  const views = await viewsOf(
    db,
    priced.map((row) => row.quotation),
  );
  for (const row of priced) {
    shown.set(row.quotation.id, {
      sealed: false,
      opensOn: null,
      quotation: views.get(row.quotation.id) ?? '',
    });
  }
  await openSealedQuotations(
    db,
    caller,
    priced.map((row) => row.tender),
    options.timeZone,
  );
  return shown;
}

function toReceivedRow(
  row: ReceivedQuotation,
  view: (SealedFields & { quotation: string }) | undefined,
): ReceivedQuotationRow {
  return {
    _id: row.quotation.id,
    tenderId: row.quotation.tenderId,
    projectName: row.projectName,
    organisation: row.organisation,
    supplierId: row.quotation.supplierId,
    supplierName: row.supplierName,
    submittedAt: row.quotation.submittedAt.toISOString(),
    status: row.status,
    revision: row.quotation.revision,
    selected: row.selected,
    ...addendumOf(row.quotation.addendumSeen, row.latestAddendum),
    sealed: view?.sealed ?? false,
    opensOn: view?.opensOn ?? null,
    quotation: view?.quotation ?? '',
  };
}

/** Whether a quotation was revised after it was sent, and when last. */
function revisionOf(quotation: { revision: number; updatedAt: Date }) {
  const revised = quotation.revision > 1;
  return { revised, revisedAt: revised ? quotation.updatedAt.toISOString() : null };
}

/** GET /api/tenders/quotations: quotations of approved suppliers, newest first, paged (capped). */
export async function listReceivedQuotations(
  db: Db,
  caller: Caller,
  query: { page: number; pageSize: number },
  options: QuotationOptions,
): Promise<ReceivedQuotationRow[]> {
  const rows = await receivedQuotations(db)
    .where(eq(interests.status, 'Approved'))
    .orderBy(desc(quotations.submittedAt), desc(quotations.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const views = await adminViewsOf(db, caller, rows, options);
  return rows.map((row) => toReceivedRow(row, views.get(row.quotation.id)));
}

/**
 * GET /api/tenders/{tenderId}/quotations: the approved suppliers' quotations, cheapest first; a
 * sealed, open tender's in the order they were sent (the total would leak the ranking).
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
  const byTime = [asc(quotations.submittedAt), asc(quotations.id)];
  const rows = await db
    .select({
      quotation: quotations,
      supplierName: suppliers.companyName,
      selected: isAwarded,
      latestAddendum,
    })
    .from(quotations)
    .innerJoin(interests, eq(interests.id, quotations.interestId))
    .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
    .leftJoin(tenderAwards, eq(tenderAwards.quotationId, quotations.id))
    .where(and(eq(quotations.tenderId, tenderId), eq(interests.status, 'Approved')))
    .orderBy(...(sealOf(tender, options.timeZone).sealed ? byTime : [asc(quotations.total), ...byTime]))
    .limit(MAX_QUOTATION_ROWS);
  const views = await adminViewsOf(
    db,
    caller,
    rows.map((row) => ({ quotation: row.quotation, tender })),
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
      selected: row.selected,
      ...addendumOf(row.quotation.addendumSeen, row.latestAddendum),
      ...revisionOf(row.quotation),
    };
  });
}

/** GET /api/tenders/{tenderId}/supplier/{supplierId}/quotation: one supplier's quotation. */
export async function getSupplierQuotation(
  db: Db,
  caller: Caller,
  tenderId: string,
  supplierId: string,
  options: QuotationOptions,
): Promise<SupplierQuotationDetail> {
  const missing = () => notFound(messages.quotation.notFound);
  if (!isUuid(tenderId) || !isUuid(supplierId)) throw missing();
  const [row] = await receivedQuotations(db).where(
    and(eq(quotations.tenderId, tenderId), eq(quotations.supplierId, supplierId.toLowerCase())),
  );
  if (!row) throw missing();
  const views = await adminViewsOf(db, caller, [row], options);
  return { ...toReceivedRow(row, views.get(row.quotation.id)), ...revisionOf(row.quotation) };
}
