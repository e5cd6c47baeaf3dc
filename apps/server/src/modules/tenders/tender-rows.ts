import { messages } from '@tenderdesk/domain/messages';
import { stateNameOf } from '@tenderdesk/domain/organisation';
import type { Tender, TenderBuyingUnit, TenderFile, TenderFileKind } from '@tenderdesk/domain/tenders';
import { asc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { type AppError, conflict, forbidden, notFound } from '../../core/errors';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { categories } from '../../db/schema/catalogue';
import { tenderAddenda } from '../../db/schema/clarifications';
import { files } from '../../db/schema/files';
import { buyingUnits } from '../../db/schema/organisation';
import { tenderFiles, tenderItems, tenders } from '../../db/schema/tenders';
import { isUuid } from '../../db/uuid';
import { storedFileName } from '../../plugins/files/names';
import type { Notifier } from '../../shared/notify';
import { tenderSummaryColumns, toTenderSummaryFields } from '../../shared/tender-summary';
import { callerCategory, tenderAccess } from './files';

/*
 * The tender module's shared reads (spec sections 3-5 and 7, decision 022): a whole tender as every
 * call answers it, the tender a caller may read, and a draft locked for a write. Closing is
 * computed (domain `isClosed`): the end of its closing date in the portal's time zone, or an early
 * close (`close-early.ts`, decision 039).
 */

export type TenderOptions = { timeZone: string; notifier: Notifier };

/** Which kind of tender a call works on: the draft calls refuse a published tender and back. */
export type TenderKind = 'Draft' | 'Published';

export const kindNotFound = (kind: TenderKind) =>
  notFound(kind === 'Draft' ? messages.draft.notFound : messages.tender.notFound);

export type StoredTenderFile = TenderFile & { fileId: string; kind: TenderFileKind; position: number };

/** A tender's files, each kind in its download order (position 0, 1, ...). */
export async function loadTenderFiles(db: DbOrTx, tenderId: string): Promise<StoredTenderFile[]> {
  const rows = await db
    .select({
      kind: tenderFiles.kind,
      position: tenderFiles.position,
      fileId: tenderFiles.fileId,
      originalName: files.originalName,
      contentType: files.contentType,
      size: files.size,
    })
    .from(tenderFiles)
    .innerJoin(files, eq(files.id, tenderFiles.fileId))
    .where(eq(tenderFiles.tenderId, tenderId))
    .orderBy(asc(tenderFiles.kind), asc(tenderFiles.position));
  return rows.map((row) => ({
    kind: row.kind as TenderFileKind,
    position: row.position,
    fileId: row.fileId,
    fileName: storedFileName(row.fileId, row.contentType) ?? row.fileId,
    originalName: row.originalName,
    size: row.size,
    contentType: row.contentType,
  }));
}

const publicFile = ({ fileName, originalName, size, contentType }: StoredTenderFile): TenderFile => ({
  fileName,
  originalName,
  size,
  contentType,
});

/** A tender's items in their order. */
export function loadTenderItems(db: DbOrTx, tenderId: string) {
  return db
    .select()
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, tenderId))
    .orderBy(asc(tenderItems.position));
}

/** The unit a tender buys for (issue 20): its own, or the default unit when it names none. */
export async function tenderBuyingUnit(db: DbOrTx, unitId: string | null): Promise<TenderBuyingUnit | null> {
  const [unit] = await db
    .select()
    .from(buyingUnits)
    .where(unitId ? eq(buyingUnits.id, unitId) : eq(buyingUnits.isDefault, true));
  if (!unit) return null;
  return {
    _id: unit.id,
    name: unit.name,
    city: unit.city,
    stateCode: unit.stateCode,
    stateName: stateNameOf(unit.stateCode),
    gstin: unit.gstin,
    isDefault: unit.isDefault,
  };
}

/** A whole tender as the calls answer it; null when there is none with this id. */
export async function loadTender(db: DbOrTx, id: string, timeZone: string): Promise<Tender | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(tenderSummaryColumns)
    .from(tenders)
    .innerJoin(categories, eq(categories.id, tenders.categoryId))
    .where(eq(tenders.id, id));
  if (!row) return null;
  const items = await loadTenderItems(db, id);
  const stored = await loadTenderFiles(db, id);
  const ofKind = (kind: TenderFileKind) => stored.filter((file) => file.kind === kind);
  const [extra] = await db
    .select({
      questionsCloseAt: tenders.questionsCloseAt,
      buyingUnitId: tenders.buyingUnitId,
      envelopes: tenders.envelopes,
      emdAmount: tenders.emdAmount,
      tenderFee: tenders.tenderFee,
    })
    .from(tenders)
    .where(eq(tenders.id, id));
  const buyingUnitId = extra?.buyingUnitId ?? null;
  const [addendum] = await db
    .select({ latest: sql<number>`coalesce(max(${tenderAddenda.number}), 0)`.mapWith(Number) })
    .from(tenderAddenda)
    .where(eq(tenderAddenda.tenderId, id));
  return {
    ...toTenderSummaryFields(row, timeZone),
    questionsCloseAt: extra?.questionsCloseAt?.toISOString() ?? null,
    latestAddendum: addendum?.latest ?? 0,
    buyingUnitId,
    buyingUnit: await tenderBuyingUnit(db, buyingUnitId),
    // Issue 21 (additive): how bids are sealed, and the bid security and fee asked.
    envelopes: extra?.envelopes ?? 'single',
    emdAmount: extra?.emdAmount ?? null,
    tenderFee: extra?.tenderFee ?? null,
    items: items.map((item) => ({
      _id: item.id,
      itemCode: item.itemCode,
      itemName: item.itemName,
      partNo: item.partNo,
      manufacturer: item.manufacturer,
      uom: item.uom,
      hsnSac: item.hsnSac,
      // numeric(14,2) arrives as exact text ("12.50"); as a number it is 12.5, never 12.499999.
      qty: Number(item.qty),
    })),
    scopeOfWork: ofKind('scopeOfWork').map((file) => file.fileName),
    rfq: ofKind('rfq').map((file) => file.fileName),
    scopeOfWorkFiles: ofKind('scopeOfWork').map(publicFile),
    rfqFiles: ofKind('rfq').map(publicFile),
  };
}

/** The tender of this kind (404 with the kind's message otherwise). */
export async function requireTender(
  db: DbOrTx,
  id: string,
  timeZone: string,
  kind: TenderKind,
): Promise<Tender> {
  const tender = await loadTender(db, id, timeZone);
  if (!tender || tender.status !== kind) throw kindNotFound(kind);
  return tender;
}

/** The refusal for a caller the tender's rule does not allow. */
function tenderRefusal(caller: Caller, decision: 'forbidden' | 'hidden'): AppError {
  if (decision === 'hidden') return notFound(messages.tender.notFound);
  return caller.role === 'supplier' ? forbidden(messages.interest.otherCategory) : forbidden();
}

/**
 * The tender a caller may read, or the refusal (tenderAccess in ./files.ts). A sub-admin without
 * manageTenders is refused before anything is looked up.
 */
export async function readableTenderRow(db: Db, caller: Caller, id: string) {
  if (caller.role !== 'supplier' && !caller.permissions.manageTenders) throw forbidden();
  if (!isUuid(id)) throw notFound(messages.tender.notFound);
  const [row] = await db
    .select({ id: tenders.id, status: tenders.status, categoryId: tenders.categoryId })
    .from(tenders)
    .where(eq(tenders.id, id));
  if (!row) throw notFound(messages.tender.notFound);
  const subject = { status: row.status, categoryId: row.categoryId };
  const decision = tenderAccess(caller, subject, await callerCategory(db, caller));
  if (decision !== 'allow') throw tenderRefusal(caller, decision);
  return row;
}

/** The tender row of this kind, locked for the write (404 with the kind's message otherwise). */
export async function lockTender(tx: Tx, id: string, kind: TenderKind) {
  const [row] = await tx.select().from(tenders).where(eq(tenders.id, id)).for('update');
  if (!row || row.status !== kind) throw kindNotFound(kind);
  return row;
}

/** A draft, locked for the write: 404 when there is none, 409 when it is published already. */
export async function lockDraft(tx: Tx, id: string) {
  const [row] = await tx.select().from(tenders).where(eq(tenders.id, id)).for('update');
  if (!row) throw notFound(messages.draft.notFound);
  if (row.status !== 'Draft') throw conflict(messages.tender.notADraft);
  return row;
}
