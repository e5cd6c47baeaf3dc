import { randomUUID } from 'node:crypto';
import { addendumText, clarificationText } from '@tenderdesk/domain/clarification-messages';
import { addendumNoteSchema } from '@tenderdesk/domain/clarification-schemas';
import {
  type AddendumChanges,
  addendumClosingFloor,
  readQuestionsClose,
  type TenderAddendum,
} from '@tenderdesk/domain/clarifications';
import { messages } from '@tenderdesk/domain/messages';
import { notificationText } from '@tenderdesk/domain/notification-messages';
import { closingInstant, formatPortalDay, portalToday } from '@tenderdesk/domain/portal-time';
import { linkTo } from '@tenderdesk/domain/screens';
import {
  TENDER_REMOVE_FIELDS,
  type TenderListQuery,
  type TenderListResponse,
} from '@tenderdesk/domain/tender-list';
import {
  MAX_TENDER_FILES_PER_KIND,
  TENDER_FIELD_LABELS,
  TENDER_FILE_KINDS,
  TENDER_FILE_LABELS,
  type Tender,
  type TenderFields,
  type TenderFile,
  type TenderFileKind,
  type TenderItemValues,
  type TenderStatus,
  tenderFieldsSchema,
  tenderItemsSchema,
} from '@tenderdesk/domain/tenders';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { type AppError, badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { diffFields, recordAudit } from '../../db/audit';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { definePagedList } from '../../db/paging';
import { categories } from '../../db/schema/catalogue';
import { tenderAddenda } from '../../db/schema/clarifications';
import { files } from '../../db/schema/files';
import { quotationLines, quotations } from '../../db/schema/quotations';
import { interests, tenderFiles, tenderItems, tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { parseStoredFileName, storedFileName } from '../../plugins/files/names';
import { readAllowedFile } from '../../plugins/files/plugin';
import { type StoredFile, storeFiles } from '../../plugins/files/store';
import type { ReceivedFile } from '../../plugins/files/uploads';
import { resolveCategory } from '../../shared/category-ref';
import type { Notifier } from '../../shared/notify';
import { linkPurchaseRequest, purchaseRequestReference } from '../../shared/purchase-request-link';
import {
  type TenderSummaryRow,
  tenderSummaryColumns,
  toTenderSummaryFields,
} from '../../shared/tender-summary';
import { callerCategory, TENDER_FILE_KIND, type TenderUpload, tenderAccess } from './files';

/*
 * Tenders and drafts (spec sections 3-5 and 7, decision 022). A tender starts as a Draft, is marked
 * ready, then published. Every write and its audit event share one transaction; the project code's
 * uniqueness is the database's case-insensitive unique index. Closing is computed (domain
 * `isClosed`): the end of its closing date in the portal's time zone, or an early close
 * (`close-early.ts`, decision 039).
 */

export type TenderOptions = { timeZone: string; notifier: Notifier };

/** Which kind of tender a call works on: the draft calls refuse a published tender and back. */
export type TenderKind = 'Draft' | 'Published';

const kindNotFound = (kind: TenderKind) =>
  notFound(kind === 'Draft' ? messages.draft.notFound : messages.tender.notFound);

// ---------------------------------------------------------------------------------------------
// Reading a tender
// ---------------------------------------------------------------------------------------------

type TenderRow = TenderSummaryRow;

type StoredTenderFile = TenderFile & { fileId: string; kind: TenderFileKind; position: number };

/** A tender's files, each kind in its download order (position 0, 1, ...). */
async function loadTenderFiles(db: DbOrTx, tenderId: string): Promise<StoredTenderFile[]> {
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

/** A whole tender as the calls answer it; null when there is none with this id. */
export async function loadTender(db: DbOrTx, id: string, timeZone: string): Promise<Tender | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(tenderSummaryColumns)
    .from(tenders)
    .innerJoin(categories, eq(categories.id, tenders.categoryId))
    .where(eq(tenders.id, id));
  if (!row) return null;
  const items = await db
    .select()
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, id))
    .orderBy(asc(tenderItems.position));
  const stored = await loadTenderFiles(db, id);
  const ofKind = (kind: TenderFileKind) => stored.filter((file) => file.kind === kind);
  const [extra] = await db
    .select({ questionsCloseAt: tenders.questionsCloseAt })
    .from(tenders)
    .where(eq(tenders.id, id));
  const [addendum] = await db
    .select({ latest: sql<number>`coalesce(max(${tenderAddenda.number}), 0)`.mapWith(Number) })
    .from(tenderAddenda)
    .where(eq(tenderAddenda.tenderId, id));
  return {
    ...toTenderSummaryFields(row, timeZone),
    questionsCloseAt: extra?.questionsCloseAt?.toISOString() ?? null,
    latestAddendum: addendum?.latest ?? 0,
    items: items.map((item) => ({
      _id: item.id,
      itemCode: item.itemCode,
      itemName: item.itemName,
      partNo: item.partNo,
      manufacturer: item.manufacturer,
      uom: item.uom,
      // numeric(14,2) arrives as exact text ("12.50"); as a number it is 12.5, never 12.499999.
      qty: Number(item.qty),
    })),
    scopeOfWork: ofKind('scopeOfWork').map((file) => file.fileName),
    rfq: ofKind('rfq').map((file) => file.fileName),
    scopeOfWorkFiles: ofKind('scopeOfWork').map(publicFile),
    rfqFiles: ofKind('rfq').map(publicFile),
  };
}

async function requireTender(db: DbOrTx, id: string, timeZone: string, kind: TenderKind): Promise<Tender> {
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
async function readableTenderRow(db: Db, caller: Caller, id: string) {
  if (caller.role !== 'supplier' && !caller.permissions.manageTenders) throw forbidden();
  if (!isUuid(id)) throw notFound(messages.tender.notFound);
  const [row] = await db
    .select({ id: tenders.id, status: tenders.status, categoryId: tenders.categoryId })
    .from(tenders)
    .where(eq(tenders.id, id));
  if (!row) throw notFound(messages.tender.notFound);
  const subject = { status: row.status as TenderStatus, categoryId: row.categoryId };
  const decision = tenderAccess(caller, subject, await callerCategory(db, caller));
  if (decision !== 'allow') throw tenderRefusal(caller, decision);
  return row;
}

/**
 * GET /api/tenders/view/{id}: any tender to its managers; a published one to an Active supplier of
 * its category (404 for a draft, 403 for another category).
 */
export async function viewTender(db: Db, caller: Caller, id: string, { timeZone }: TenderOptions) {
  await readableTenderRow(db, caller, id);
  const tender = await loadTender(db, id, timeZone);
  if (!tender) throw notFound(messages.tender.notFound);
  return tender;
}

/** GET /api/tenders/drafts/{id}: a draft (a published tender is not one: 404). */
export function getDraft(db: Db, id: string, { timeZone }: TenderOptions) {
  return requireTender(db, id, timeZone, 'Draft');
}

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

const tenderList = definePagedList({
  name: 'tenders',
  table: tenders,
  id: tenders.id,
  filters: { status: tenders.status },
  search: [tenders.projectName, tenders.projectCode, tenders.projectTitle, tenders.organisation],
  sorts: {
    createdAt: tenders.createdAt,
    publishingDate: tenders.publishingDate,
    closingDate: tenders.closingDate,
    projectName: tenders.projectNameSort,
  },
  select: (db) =>
    db
      .select({
        ...tenderSummaryColumns,
        itemCount:
          sql<number>`(select count(*) from ${tenderItems} where ${tenderItems.tenderId} = ${tenders.id})`.mapWith(
            Number,
          ),
      })
      .from(tenders)
      .innerJoin(categories, eq(categories.id, tenders.categoryId))
      .$dynamic(),
  toItem: (row: TenderRow & { itemCount: number }) => row,
});

/** One page of the published tenders or of the drafts, newest first unless sorted otherwise. */
export async function listTenders(
  db: Db,
  status: TenderStatus,
  query: TenderListQuery,
  { timeZone }: TenderOptions,
): Promise<TenderListResponse> {
  const page = await tenderList.page(db, { status }, query);
  return {
    ...page,
    data: page.data.map((row) => ({ ...toTenderSummaryFields(row, timeZone), itemCount: row.itemCount })),
  };
}

// ---------------------------------------------------------------------------------------------
// The form
// ---------------------------------------------------------------------------------------------

type TenderInput = {
  fields: TenderFields;
  items: TenderItemValues[];
  added: Record<TenderFileKind, ReceivedFile[]>;
  /** Stored names (lower-cased `<fileId>.<ext>`) to remove, per kind. */
  removed: Record<TenderFileKind, string[]>;
};

function firstIssue(issues: readonly { message: string; path: readonly PropertyKey[] }[]) {
  const issue = issues[0];
  return { message: issue?.message ?? messages.http.invalidInput, path: issue?.path ?? [] };
}

function parseItems(text: string | undefined): TenderItemValues[] {
  if (text === undefined || text.trim() === '') throw badRequest(messages.tender.itemsRequired, 'items');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(messages.tender.itemsInvalid, 'items');
  }
  const result = tenderItemsSchema.safeParse(value);
  if (!result.success) throw badRequest(firstIssue(result.error.issues).message, 'items');
  return result.data;
}

function parseRemovals(kind: TenderFileKind, text: string | undefined): string[] {
  const field = TENDER_REMOVE_FIELDS[kind];
  if (text === undefined || text.trim() === '') return [];
  const invalid = () => badRequest(messages.tender.removeInvalid(TENDER_FILE_LABELS[kind]), field);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length > MAX_TENDER_FILES_PER_KIND) throw invalid();
  return value.map((name) => {
    const parsed = typeof name === 'string' ? parseStoredFileName(name.trim()) : null;
    if (!parsed) throw invalid();
    return `${parsed.fileId}.${parsed.extension}`;
  });
}

/**
 * Checks the whole form in its order: the fields, the items, then the files (their type by their
 * bytes; on create, one of each kind at least). Every refusal is a 400 naming its field.
 */
function parseTenderInput(upload: TenderUpload, creating: boolean): TenderInput {
  const fieldsResult = tenderFieldsSchema.safeParse(upload.fields);
  if (!fieldsResult.success) {
    const issue = firstIssue(fieldsResult.error.issues);
    throw badRequest(issue.message, String(issue.path[0] ?? 'closingDate'));
  }
  const items = parseItems(upload.fields.items);
  const added = { scopeOfWork: [], rfq: [] } as Record<TenderFileKind, ReceivedFile[]>;
  const removed = { scopeOfWork: [], rfq: [] } as Record<TenderFileKind, string[]>;
  for (const kind of TENDER_FILE_KINDS) {
    const received = upload.fileLists[kind] ?? [];
    if (creating && received.length === 0) {
      throw badRequest(
        kind === 'rfq' ? messages.tender.rfqRequired : messages.tender.scopeOfWorkRequired,
        kind,
      );
    }
    if (received.some((file) => !file.detectedType)) {
      throw badRequest(messages.tender.fileType(TENDER_FILE_LABELS[kind]), kind);
    }
    added[kind] = received;
    if (!creating) removed[kind] = parseRemovals(kind, upload.fields[TENDER_REMOVE_FIELDS[kind]]);
  }
  return { fields: fieldsResult.data, items, added, removed };
}

async function resolveSupplyCategory(db: DbOrTx, reference: string) {
  const category = await resolveCategory(db, reference);
  if (!category) throw badRequest(messages.tender.categoryNotFound, 'supplyCategory');
  return category;
}

const constraintAnswers = (projectCode: string) => ({
  // The only unique index a tender write can hit with the client's data is the project code's.
  unique: () => conflict(messages.tender.codeTaken(projectCode), 'projectCode'),
  // The category was deleted between the check and the write.
  foreignKey: () => badRequest(messages.tender.categoryNotFound, 'supplyCategory'),
});

function tenderValues(fields: TenderFields, categoryId: string) {
  return {
    projectCode: fields.projectCode,
    projectName: fields.projectName,
    organisation: fields.organisation,
    projectTitle: fields.projectTitle,
    categoryId,
    projectScope: fields.projectScope,
    publishingDate: fields.publishingDate,
    closingDate: fields.closingDate,
  };
}

async function insertItems(tx: Tx, tenderId: string, items: TenderItemValues[]) {
  if (items.length === 0) return;
  await tx.insert(tenderItems).values(
    items.map((item, position) => ({
      tenderId,
      position,
      itemCode: item.itemCode,
      itemName: item.itemName,
      partNo: item.partNo,
      manufacturer: item.manufacturer,
      uom: item.uom,
      qty: item.qty,
    })),
  );
}

/**
 * Links the tender's quotation lines to its rewritten items again, by item code (any case, trimmed;
 * the first item of a code): deleting the old item rows unlinked them (on delete set null).
 */
async function relinkQuotationLines(tx: Tx, tenderId: string) {
  await tx.execute(sql`
    update ${quotationLines} set tender_item_id = (
      select ${tenderItems.id} from ${tenderItems}
      where ${tenderItems.tenderId} = ${tenderId}
        and lower(trim(${tenderItems.itemCode})) = lower(trim(${quotationLines.itemCode}))
      order by ${tenderItems.position} limit 1
    )
    where ${quotationLines.quotationId} in (
      select ${quotations.id} from ${quotations} where ${quotations.tenderId} = ${tenderId}
    )`);
}

/** Stores new files and writes the tender's file rows of one kind in order: kept ones, then new ones. */
async function writeFileRows(
  tx: Tx,
  tenderId: string,
  kind: TenderFileKind,
  keptFileIds: readonly string[],
  added: readonly ReceivedFile[],
) {
  const newFiles = added.map((file) => ({ id: randomUUID(), file }));
  await storeFiles(tx, TENDER_FILE_KIND, newFiles);
  const fileIds = [...keptFileIds, ...newFiles.map((entry) => entry.id)];
  if (fileIds.length === 0) return;
  await tx
    .insert(tenderFiles)
    .values(fileIds.map((fileId, position) => ({ tenderId, kind, position, fileId })));
}

/**
 * The questions-close time of the form (decision 028): absent keeps `current` (an edit), empty is
 * the default (null: the start of the closing date); it must fall before the tender closes.
 */
function questionsClose(
  upload: TenderUpload,
  closingDate: string,
  current: Date | null,
  timeZone: string,
): Date | null {
  const sent = upload.fields.questionsCloseAt;
  const value = sent === undefined ? current : readQuestionsClose(sent, timeZone);
  if (value === 'invalid') throw badRequest(clarificationText.questionsCloseInvalid, 'questionsCloseAt');
  if (value && value.getTime() >= closingInstant(closingDate, timeZone).getTime()) {
    throw badRequest(clarificationText.questionsCloseAfterClosing, 'questionsCloseAt');
  }
  return value;
}

/** The addendum note of a published edit (400 on addendumNote when missing or too long). */
function addendumNote(upload: TenderUpload): string {
  const parsed = addendumNoteSchema.safeParse(upload.fields.addendumNote ?? '');
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]?.message ?? messages.http.invalidInput, 'addendumNote');
  }
  return parsed.data;
}

type ItemRow = typeof tenderItems.$inferSelect;

const itemKey = (code: string) => code.trim().toLowerCase();

/** What an edit of a published tender changed: fields, items by code, files by name (decision 028). */
function addendumChanges(input: {
  before: Record<string, string>;
  after: Record<string, string>;
  oldItems: readonly ItemRow[];
  newItems: readonly TenderItemValues[];
  removedFiles: readonly string[];
  addedFiles: readonly string[];
}): AddendumChanges {
  const labels: Record<string, string> = { ...TENDER_FIELD_LABELS, questionsCloseAt: 'Questions close' };
  const fields = Object.keys(input.after)
    .filter((field) => input.before[field] !== input.after[field])
    .map((field) => ({
      field,
      label: labels[field] ?? field,
      from: input.before[field] ?? '',
      to: input.after[field] ?? '',
    }));
  const oldByCode = new Map(input.oldItems.map((item) => [itemKey(item.itemCode), item]));
  const newByCode = new Map(input.newItems.map((item) => [itemKey(item.itemCode), item]));
  const added = input.newItems
    .filter((item) => !oldByCode.has(itemKey(item.itemCode)))
    .map((item) => item.itemCode);
  const removed = input.oldItems
    .filter((item) => !newByCode.has(itemKey(item.itemCode)))
    .map((item) => item.itemCode);
  const changed = input.newItems
    .filter((item) => {
      const old = oldByCode.get(itemKey(item.itemCode));
      return (
        old &&
        (old.itemName !== item.itemName ||
          old.partNo !== item.partNo ||
          old.manufacturer !== item.manufacturer ||
          old.uom !== item.uom ||
          Number(old.qty) !== Number(item.qty))
      );
    })
    .map((item) => item.itemCode);
  return {
    fields,
    items: { added, removed, changed },
    files: { added: [...input.addedFiles], removed: [...input.removedFiles] },
  };
}

// ---------------------------------------------------------------------------------------------
// Create and edit
// ---------------------------------------------------------------------------------------------

/** POST /api/tenders/add: a new tender, as a Draft, with its items and files. */
export async function createTender(
  db: Db,
  caller: Caller,
  upload: TenderUpload,
  { timeZone }: TenderOptions,
): Promise<Tender> {
  const input = parseTenderInput(upload, true);
  const questionsCloseAt = questionsClose(upload, input.fields.closingDate, null, timeZone);
  const category = await resolveSupplyCategory(db, input.fields.supplyCategory);
  const purchaseRequestId = purchaseRequestReference(upload.fields.purchaseRequestId);
  const id = randomUUID();
  const tender = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        await tx.insert(tenders).values({
          id,
          ...tenderValues(input.fields, category.id),
          sealed: input.fields.sealed ?? false,
          questionsCloseAt,
          status: 'Draft',
          readyToPublish: false,
          createdBy: caller.id,
        });
        await insertItems(tx, id, input.items);
        for (const kind of TENDER_FILE_KINDS) await writeFileRows(tx, id, kind, [], input.added[kind]);
        await recordAudit(tx, caller, {
          action: 'tender.create',
          entity: 'tender',
          entityId: id,
          changes: {
            ...tenderValues(input.fields, category.id),
            sealed: input.fields.sealed ?? false,
            status: 'Draft',
            items: input.items.length,
            scopeOfWork: input.added.scopeOfWork.length,
            rfq: input.added.rfq.length,
            ...(purchaseRequestId ? { purchaseRequestId } : {}),
          },
        });
        if (purchaseRequestId) await linkPurchaseRequest(tx, caller, purchaseRequestId, id);
        return loadTender(tx, id, timeZone);
      }),
    constraintAnswers(input.fields.projectCode),
  );
  if (!tender) throw new Error('tender vanished after insert');
  tenderList.invalidateCounts(db);
  return tender;
}

/**
 * PUT /api/tenders/{id} (a published tender) and PUT /api/tenders/drafts/{id} (a draft): every
 * field again, the items replaced, files kept unless listed in removeScopeOfWork / removeRfq, and
 * the sent files appended. Each kind must keep at least one file. Removed files are deleted.
 */
export async function updateTender(
  db: Db,
  caller: Caller,
  id: string,
  kind: TenderKind,
  upload: TenderUpload,
  { timeZone, notifier }: TenderOptions,
): Promise<Tender> {
  if (!isUuid(id)) throw kindNotFound(kind);
  const input = parseTenderInput(upload, false);
  const category = await resolveSupplyCategory(db, input.fields.supplyCategory);
  const tender = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(tenders).where(eq(tenders.id, id)).for('update');
        if (!before || before.status !== kind) throw kindNotFound(kind);
        // Editing a published tender issues an addendum: its note is required (decision 028).
        const note = kind === 'Published' ? addendumNote(upload) : null;
        const questionsCloseAt = questionsClose(
          upload,
          input.fields.closingDate,
          before.questionsCloseAt,
          timeZone,
        );
        if (kind === 'Published') {
          // The 2-day rule: an addendum close to (or after) closing moves the closing date out.
          const floor = addendumClosingFloor(input.fields.closingDate, portalToday(timeZone));
          if (floor) throw badRequest(addendumText.tooClose(formatPortalDay(floor)), 'closingDate');
        }
        const oldItems = await tx
          .select()
          .from(tenderItems)
          .where(eq(tenderItems.tenderId, id))
          .orderBy(asc(tenderItems.position));
        const current = await loadTenderFiles(tx, id);
        const removedFileIds: string[] = [];
        const kept: Record<TenderFileKind, string[]> = { scopeOfWork: [], rfq: [] };
        for (const fileKind of TENDER_FILE_KINDS) {
          const ofKind = current.filter((file) => file.kind === fileKind);
          const names = new Set(ofKind.map((file) => file.fileName.toLowerCase()));
          const removing = new Set(input.removed[fileKind]);
          for (const name of removing) {
            if (!names.has(name)) {
              throw badRequest(
                messages.tender.removeInvalid(TENDER_FILE_LABELS[fileKind]),
                TENDER_REMOVE_FIELDS[fileKind],
              );
            }
          }
          for (const file of ofKind) {
            if (removing.has(file.fileName.toLowerCase())) removedFileIds.push(file.fileId);
            else kept[fileKind].push(file.fileId);
          }
          const total = kept[fileKind].length + input.added[fileKind].length;
          const label = TENDER_FILE_LABELS[fileKind];
          if (total === 0) {
            throw badRequest(
              fileKind === 'rfq' ? messages.tender.rfqRequired : messages.tender.scopeOfWorkRequired,
              fileKind,
            );
          }
          if (total > MAX_TENDER_FILES_PER_KIND) {
            throw badRequest(messages.tender.tooManyFiles(label, MAX_TENDER_FILES_PER_KIND), fileKind);
          }
        }

        // Sealing is free on a draft and fixed once published (decision 026); absent: unchanged.
        const sealed = input.fields.sealed ?? before.sealed;
        if (kind === 'Published' && sealed !== before.sealed) {
          throw badRequest(messages.tender.sealedFixed, 'sealed');
        }
        const values = { ...tenderValues(input.fields, category.id), sealed, questionsCloseAt };
        await tx
          .update(tenders)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(tenders.id, id));
        await tx.delete(tenderItems).where(eq(tenderItems.tenderId, id));
        await insertItems(tx, id, input.items);
        await relinkQuotationLines(tx, id);
        // The file rows are rewritten in order (positions 0..n-1: the download index).
        await tx.delete(tenderFiles).where(eq(tenderFiles.tenderId, id));
        for (const fileKind of TENDER_FILE_KINDS) {
          await writeFileRows(tx, id, fileKind, kept[fileKind], input.added[fileKind]);
        }
        if (note !== null) {
          const categoryName = async (categoryId: string) =>
            categoryId === category.id
              ? category.name
              : ((
                  await tx
                    .select({ name: categories.name })
                    .from(categories)
                    .where(eq(categories.id, categoryId))
                )[0]?.name ?? '');
          const iso = (at: Date | null) => at?.toISOString() ?? '';
          const changes = addendumChanges({
            before: {
              projectCode: before.projectCode,
              projectName: before.projectName,
              organisation: before.organisation,
              projectTitle: before.projectTitle,
              supplyCategory: await categoryName(before.categoryId),
              projectScope: before.projectScope,
              publishingDate: before.publishingDate,
              closingDate: before.closingDate,
              questionsCloseAt: iso(before.questionsCloseAt),
            },
            after: {
              projectCode: values.projectCode,
              projectName: values.projectName,
              organisation: values.organisation,
              projectTitle: values.projectTitle,
              supplyCategory: category.name,
              projectScope: values.projectScope,
              publishingDate: values.publishingDate,
              closingDate: values.closingDate,
              questionsCloseAt: iso(questionsCloseAt),
            },
            oldItems,
            newItems: input.items,
            removedFiles: current
              .filter((file) => removedFileIds.includes(file.fileId))
              .map((file) => file.originalName),
            addedFiles: TENDER_FILE_KINDS.flatMap((fileKind) =>
              input.added[fileKind].map((file) => file.originalName),
            ),
          });
          const [last] = await tx
            .select({ number: tenderAddenda.number })
            .from(tenderAddenda)
            .where(eq(tenderAddenda.tenderId, id))
            .orderBy(desc(tenderAddenda.number))
            .limit(1);
          const number = (last?.number ?? 0) + 1;
          await tx.insert(tenderAddenda).values({ tenderId: id, number, note, changes, issuedBy: caller.id });
          await recordAudit(tx, caller, {
            action: 'tender.addendum',
            entity: 'tender',
            entityId: id,
            changes: { number, note, changes },
          });
          await notifier.notify(
            tx,
            'tender.amended',
            { interestedIn: id },
            {
              ...notificationText.tenderAmended(values, number, note ?? ''),
              link: linkTo('supplierTender', { id }),
            },
          );
        }
        if (removedFileIds.length > 0) await tx.delete(files).where(inArray(files.id, removedFileIds));

        await recordAudit(tx, caller, {
          action: 'tender.update',
          entity: 'tender',
          entityId: id,
          changes: {
            ...diffFields(
              {
                projectCode: before.projectCode,
                projectName: before.projectName,
                organisation: before.organisation,
                projectTitle: before.projectTitle,
                categoryId: before.categoryId,
                projectScope: before.projectScope,
                publishingDate: before.publishingDate,
                closingDate: before.closingDate,
                sealed: before.sealed,
                questionsCloseAt: before.questionsCloseAt?.toISOString() ?? null,
              },
              { ...values, questionsCloseAt: questionsCloseAt?.toISOString() ?? null },
            ),
            items: input.items.length,
            filesRemoved: removedFileIds.length,
            filesAdded: input.added.scopeOfWork.length + input.added.rfq.length,
          },
        });
        return loadTender(tx, id, timeZone);
      }),
    constraintAnswers(input.fields.projectCode),
  );
  if (!tender) throw kindNotFound(kind);
  // A renamed tender may now match other searches than before.
  tenderList.invalidateCounts(db);
  return tender;
}

// ---------------------------------------------------------------------------------------------
// Ready, publish, delete
// ---------------------------------------------------------------------------------------------

async function lockDraft(tx: Tx, id: string) {
  const [row] = await tx.select().from(tenders).where(eq(tenders.id, id)).for('update');
  if (!row) throw notFound(messages.draft.notFound);
  if (row.status !== 'Draft') throw conflict(messages.tender.notADraft);
  return row;
}

/** PUT /api/tenders/draft/{id}/ready: marks a draft ready to publish (again: a no-op). */
export async function markDraftReady(db: Db, caller: Caller, id: string, { timeZone }: TenderOptions) {
  if (!isUuid(id)) throw notFound(messages.draft.notFound);
  return inTransaction(db, async (tx) => {
    const row = await lockDraft(tx, id);
    if (!row.readyToPublish) {
      await tx.update(tenders).set({ readyToPublish: true, updatedAt: sql`now()` }).where(eq(tenders.id, id));
      await recordAudit(tx, caller, {
        action: 'tender.mark-ready',
        entity: 'tender',
        entityId: id,
        changes: { readyToPublish: { from: false, to: true } },
      });
    }
    return requireTender(tx, id, timeZone, 'Draft');
  });
}

/** PUT /api/tenders/draft/{id}/publish: a draft marked ready becomes a published tender. */
export async function publishDraft(
  db: Db,
  caller: Caller,
  id: string,
  { timeZone, notifier }: TenderOptions,
) {
  if (!isUuid(id)) throw notFound(messages.draft.notFound);
  const tender = await inTransaction(db, async (tx) => {
    const row = await lockDraft(tx, id);
    if (!row.readyToPublish) throw badRequest(messages.draft.notReady, 'readyToPublish');
    await tx
      .update(tenders)
      .set({ status: 'Published', publishedAt: sql`now()`, publishedBy: caller.id, updatedAt: sql`now()` })
      .where(eq(tenders.id, id));
    await recordAudit(tx, caller, {
      action: 'tender.publish',
      entity: 'tender',
      entityId: id,
      changes: { status: { from: 'Draft', to: 'Published' } },
    });
    await notifier.notify(
      tx,
      'tender.published',
      { activeSuppliersOfCategory: row.categoryId },
      {
        ...notificationText.tenderPublished(row, formatPortalDay(row.closingDate)),
        link: linkTo('supplierTender', { id }),
      },
    );
    return requireTender(tx, id, timeZone, 'Published');
  });
  // The tender moved from the drafts to the published list.
  tenderList.invalidateCounts(db);
  return tender;
}

async function countInterests(db: DbOrTx, tenderId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(interests).where(eq(interests.tenderId, tenderId));
  return row?.n ?? 0;
}

/**
 * DELETE /api/tenders/{id} and DELETE /api/tenders/drafts/{id}. A tender suppliers have answered
 * keeps its history: 409. Otherwise the tender, its items, its file rows and the stored files go in
 * one transaction, with the audit event.
 */
export async function deleteTender(db: Db, caller: Caller, id: string, kind: TenderKind): Promise<void> {
  if (!isUuid(id)) throw kindNotFound(kind);
  const answered = async () => conflict(messages.tender.answered(await countInterests(db, id), 0));
  await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        // FOR UPDATE conflicts with the key-share lock an interest insert takes on the tender, so
        // the count below cannot go stale before the delete.
        const [row] = await tx.select().from(tenders).where(eq(tenders.id, id)).for('update');
        if (!row || row.status !== kind) throw kindNotFound(kind);
        const interested = await countInterests(tx, id);
        if (interested > 0) throw conflict(messages.tender.answered(interested, 0));
        const owned = await tx
          .select({ fileId: tenderFiles.fileId })
          .from(tenderFiles)
          .where(eq(tenderFiles.tenderId, id));
        const fileIds = owned.map((file) => file.fileId);
        // Items and file rows go with the tender (ON DELETE CASCADE); then the files themselves.
        await tx.delete(tenders).where(eq(tenders.id, id));
        if (fileIds.length > 0) await tx.delete(files).where(inArray(files.id, fileIds));
        await recordAudit(tx, caller, {
          action: 'tender.delete',
          entity: 'tender',
          entityId: id,
          changes: {
            projectCode: row.projectCode,
            projectName: row.projectName,
            status: row.status,
            files: fileIds.length,
          },
        });
      }),
    // The interests' ON DELETE RESTRICT key is the last word should one slip in anyway.
    { foreignKey: answered },
  );
  tenderList.invalidateCounts(db);
}

// ---------------------------------------------------------------------------------------------
// Downloads
// ---------------------------------------------------------------------------------------------

/** Highest index a download path may name (far above the 10 files a kind holds). */
const MAX_INDEX_DIGITS = 4;

/**
 * GET /api/tenders/{id}/download/{kind}/{index}: the file at 0-based `index` of one kind, under
 * the tender's read rule. An index that is not a file of the tender answers 404 'File not found.'.
 */
export async function getTenderFile(
  db: Db,
  caller: Caller,
  id: string,
  kind: TenderFileKind,
  index: string,
): Promise<StoredFile> {
  await readableTenderRow(db, caller, id);
  const fileNotFound = () => notFound(messages.tender.fileNotFound);
  if (!/^\d+$/.test(index) || index.length > MAX_INDEX_DIGITS) throw fileNotFound();
  const [row] = await db
    .select({ fileId: tenderFiles.fileId })
    .from(tenderFiles)
    .where(
      and(eq(tenderFiles.tenderId, id), eq(tenderFiles.kind, kind), eq(tenderFiles.position, Number(index))),
    );
  if (!row) throw fileNotFound();
  return readAllowedFile(db, row.fileId);
}

// ---------------------------------------------------------------------------------------------
// Addenda
// ---------------------------------------------------------------------------------------------

/** GET /api/tenders/{tenderId}/addenda: under the tender's read rule, newest first. */
export async function listAddenda(db: Db, caller: Caller, tenderId: string): Promise<TenderAddendum[]> {
  await readableTenderRow(db, caller, tenderId);
  const rows = await db
    .select()
    .from(tenderAddenda)
    .where(eq(tenderAddenda.tenderId, tenderId))
    .orderBy(desc(tenderAddenda.number));
  return rows.map((row) => ({
    _id: row.id,
    tenderId: row.tenderId,
    number: row.number,
    note: row.note,
    changes: row.changes as AddendumChanges,
    issuedAt: row.issuedAt.toISOString(),
  }));
}
