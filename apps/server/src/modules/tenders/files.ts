import { messages } from '@tenderdesk/domain/messages';
import { TENDER_REMOVE_FIELDS } from '@tenderdesk/domain/tender-list';
import {
  MAX_TENDER_FILES_PER_KIND,
  TENDER_FIELD_LABELS,
  TENDER_FILE_KINDS,
  TENDER_FILE_LABELS,
  type TenderField,
  type TenderFileKind,
  type TenderStatus,
} from '@tenderdesk/domain/tenders';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../core/caller';
import type { Db } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';
import { tenderFiles, tenders } from '../../db/schema/tenders';
import type { FileAccess, FileOwner } from '../../plugins/files/plugin';
import { type MultipartForm, readMultipartForm } from '../../plugins/files/uploads';

/**
 * The tenders' use of the shared files layer (`plugins/files/`): the tender form's reading, and
 * who may read a tender's scope-of-work and RFQ files (decision 022).
 */

/** Stored with each tender file (`files.owner_kind`). */
export const TENDER_FILE_KIND = 'tender';

export const TENDER_TEXT_FIELDS = [
  ...(Object.keys(TENDER_FIELD_LABELS) as TenderField[]),
  'items',
  'sealed',
  'questionsCloseAt',
  'addendumNote',
  'purchaseRequestId',
  'buyingUnitId',
  ...Object.values(TENDER_REMOVE_FIELDS),
] as const;
export type TenderTextField = (typeof TENDER_TEXT_FIELDS)[number];

export type TenderUpload = MultipartForm<TenderTextField, TenderFileKind>;

/** 500 items of six fields at their longest fit well inside this. */
const MAX_TEXT_FIELD_BYTES = 1024 * 1024;

/**
 * Reads the tender form: the text fields (first value wins), `items` as sent (a JSON string), the
 * removal lists, and every `scopeOfWork` / `rfq` file (each up to 10, each up to 10 MB, typed by
 * its bytes). Anything unknown is ignored.
 */
export function readTenderForm(request: FastifyRequest): Promise<TenderUpload> {
  return readMultipartForm(request, {
    textFields: TENDER_TEXT_FIELDS,
    fileFields: TENDER_FILE_KINDS,
    maxFilesPerField: MAX_TENDER_FILES_PER_KIND,
    maxFieldBytes: MAX_TEXT_FIELD_BYTES,
    messages: {
      notMultipart: messages.tender.notMultipart,
      unreadable: messages.tender.unreadableUpload,
      fileTooLarge: (kind) => messages.tender.fileTooLarge(TENDER_FILE_LABELS[kind]),
      tooManyFiles: (kind) =>
        messages.tender.tooManyFiles(TENDER_FILE_LABELS[kind], MAX_TENDER_FILES_PER_KIND),
    },
  });
}

/** What decides who may read a tender and its files. */
export type TenderAccessSubject = { status: TenderStatus; categoryId: string };

/** A supplier's category (null when it is gone). */
export async function supplierCategory(db: Db, supplierId: string): Promise<string | null> {
  const [row] = await db
    .select({ categoryId: suppliers.categoryId })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  return row?.categoryId ?? null;
}

/**
 * Who may read a tender (its view and its files): the admin and sub-admins holding manageTenders,
 * any status; an Active supplier (only Active ones have a session) of the tender's category once it
 * is published. A sub-admin without the permission is refused outright (403); a supplier learns
 * nothing of a draft (404); a supplier of another category is refused (403: the tender is public
 * to suppliers, just not to this one).
 */
export function tenderAccess(
  caller: Caller,
  tender: TenderAccessSubject,
  callerCategoryId: string | null,
): FileAccess {
  if (caller.role !== 'supplier') return caller.permissions.manageTenders ? 'allow' : 'forbidden';
  if (tender.status !== 'Published') return 'hidden';
  return callerCategoryId === tender.categoryId ? 'allow' : 'forbidden';
}

/** The caller's category when it is a supplier (one query), else null. */
export async function callerCategory(db: Db, caller: Caller): Promise<string | null> {
  return caller.role === 'supplier' ? supplierCategory(db, caller.id) : null;
}

/** The tender owner of the files layer: a file is a tender's when one of its tender_files rows is it. */
export function tenderFileOwner(db: Db): FileOwner<TenderAccessSubject> {
  return {
    kind: TENDER_FILE_KIND,
    findOwner: async (database, fileId) => {
      const [row] = await database
        .select({ status: tenders.status, categoryId: tenders.categoryId })
        .from(tenderFiles)
        .innerJoin(tenders, eq(tenders.id, tenderFiles.tenderId))
        .where(eq(tenderFiles.fileId, fileId))
        .limit(1);
      return row ? { status: row.status, categoryId: row.categoryId } : null;
    },
    mayRead: async (caller, owner) => tenderAccess(caller, owner, await callerCategory(db, caller)),
  };
}
