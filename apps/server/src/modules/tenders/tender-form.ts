import { clarificationText } from '@tenderdesk/domain/clarification-messages';
import { addendumNoteSchema } from '@tenderdesk/domain/clarification-schemas';
import { readQuestionsClose } from '@tenderdesk/domain/clarifications';
import { messages } from '@tenderdesk/domain/messages';
import { organisationText } from '@tenderdesk/domain/organisation-text';
import { closingInstant } from '@tenderdesk/domain/portal-time';
import { TENDER_REMOVE_FIELDS } from '@tenderdesk/domain/tender-list';
import {
  MAX_TENDER_FILES_PER_KIND,
  TENDER_FILE_KINDS,
  TENDER_FILE_LABELS,
  type TenderFields,
  type TenderFileKind,
  type TenderItemValues,
  tenderFieldsSchema,
  tenderItemsSchema,
} from '@tenderdesk/domain/tenders';
import { eq } from 'drizzle-orm';
import { badRequest, conflict } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { buyingUnits } from '../../db/schema/organisation';
import { isUuid } from '../../db/uuid';
import { parseStoredFileName } from '../../plugins/files/names';
import type { ReceivedFile } from '../../plugins/files/uploads';
import { resolveCategory } from '../../shared/category-ref';
import type { TenderUpload } from './files';

/*
 * The tender form (POST /api/tenders/add, PUT /api/tenders/{id}, PUT /api/tenders/drafts/{id}):
 * its fields, items, files and removal lists checked in their order, every refusal a 400 naming
 * its field; the questions-close time and the addendum note (decision 028).
 */

export type TenderInput = {
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
  if (!result.success) {
    const issue = firstIssue(result.error.issues);
    // An HSN/SAC code names its cell (`items.2.hsnSac`), so the form can mark it.
    const [index, field] = issue.path;
    const cell = typeof index === 'number' && field === 'hsnSac' ? `items.${index}.hsnSac` : 'items';
    throw badRequest(issue.message, cell);
  }
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

/** The 400 for a kind of file the tender must keep at least one of. */
export const fileRequired = (kind: TenderFileKind) =>
  badRequest(kind === 'rfq' ? messages.tender.rfqRequired : messages.tender.scopeOfWorkRequired, kind);

/**
 * Checks the whole form in its order: the fields, the items, then the files (their type by their
 * bytes; on create, one of each kind at least). Every refusal is a 400 naming its field.
 */
export function parseTenderInput(upload: TenderUpload, creating: boolean): TenderInput {
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
    if (creating && received.length === 0) throw fileRequired(kind);
    if (received.some((file) => !file.detectedType)) {
      throw badRequest(messages.tender.fileType(TENDER_FILE_LABELS[kind]), kind);
    }
    added[kind] = received;
    if (!creating) removed[kind] = parseRemovals(kind, upload.fields[TENDER_REMOVE_FIELDS[kind]]);
  }
  return { fields: fieldsResult.data, items, added, removed };
}

/** The form's supply category (id or exact name): 400 on supplyCategory when there is none. */
export async function resolveSupplyCategory(db: DbOrTx, reference: string) {
  const category = await resolveCategory(db, reference);
  if (!category) throw badRequest(messages.tender.categoryNotFound, 'supplyCategory');
  return category;
}

const unitMissing = () => badRequest(organisationText.unitNotFound, 'buyingUnitId');

/**
 * The form's buying unit (issue 20): absent keeps `current` (an edit; null on create), empty is the
 * default unit (null). A unit must exist (400 on buyingUnitId): it is read with a share lock in the
 * write's transaction, so it cannot be deleted before the tender names it.
 */
export async function buyingUnitOf(
  tx: Tx,
  upload: TenderUpload,
  current: string | null,
): Promise<string | null> {
  const sent = upload.fields.buyingUnitId;
  if (sent === undefined) return current;
  const id = sent.trim().toLowerCase();
  if (id === '') return null;
  if (!isUuid(id)) throw unitMissing();
  const [unit] = await tx
    .select({ id: buyingUnits.id })
    .from(buyingUnits)
    .where(eq(buyingUnits.id, id))
    .for('share');
  if (!unit) throw unitMissing();
  return unit.id;
}

/** The answers to the constraint violations a tender write can hit (withConstraintErrors). */
export const constraintAnswers = (projectCode: string) => ({
  // The only unique index a tender write can hit with the client's data is the project code's.
  unique: () => conflict(messages.tender.codeTaken(projectCode), 'projectCode'),
  // The category was deleted between the check and the write.
  foreignKey: () => badRequest(messages.tender.categoryNotFound, 'supplyCategory'),
});

/** The tender row's values of the form's fields. */
export function tenderValues(fields: TenderFields, categoryId: string) {
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

/**
 * The questions-close time of the form (decision 028): absent keeps `current` (an edit), empty is
 * the default (null: the start of the closing date); it must fall before the tender closes.
 */
export function questionsClose(
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
export function addendumNote(upload: TenderUpload): string {
  const parsed = addendumNoteSchema.safeParse(upload.fields.addendumNote ?? '');
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]?.message ?? messages.http.invalidInput, 'addendumNote');
  }
  return parsed.data;
}
