import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import {
  SECURITY_FORM_FIELDS,
  type SecurityFormField,
  technicalDocumentField,
} from '@tenderdesk/domain/evaluation-schemas';
import { isTenderClosed } from '@tenderdesk/domain/tenders';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../core/caller';
import { conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { bidSecurities, technicalAnswers, technicalBids, tenderOpeners } from '../../db/schema/evaluation';
import { tenders } from '../../db/schema/tenders';
import type { FileAccess, FileOwner } from '../../plugins/files/plugin';
import { type MultipartForm, readMultipartForm } from '../../plugins/files/uploads';

/*
 * The envelopes' use of the files layer (contract section B): the technical form's documents and
 * the bid security proofs are stored under the owner kind `technical-bid`. The supplier always
 * reads its own; a buyer (manageTenders, or an opener named for the tender) only once the envelope
 * is open (two envelopes: the technical opening; one envelope: the closing), before that 409
 * `technicalSealed` and never the bytes; anyone else: another supplier 404, an admin 403.
 */

/** Stored with each envelope document (`files.owner_kind`). */
export const TECHNICAL_BID_FILE_KIND = 'technical-bid';

export type TechnicalUpload = MultipartForm<'answers', string>;
export type SecurityUpload = MultipartForm<SecurityFormField, 'proof'>;

/** 50 answers of a few short fields fit well inside this. */
const MAX_ANSWERS_BYTES = 64 * 1024;

/** The technical form: `answers` (JSON text) and one file per document criterion (`doc_<id>`). */
export function readTechnicalForm(
  request: FastifyRequest,
  documents: readonly { _id: string; label: string }[],
): Promise<TechnicalUpload> {
  const labels = new Map(
    documents.map((criterion) => [technicalDocumentField(criterion._id), criterion.label]),
  );
  return readMultipartForm(request, {
    textFields: ['answers'] as const,
    fileFields: [...labels.keys()],
    maxFieldBytes: MAX_ANSWERS_BYTES,
    messages: {
      notMultipart: evaluationMessages.technicalNotMultipart,
      unreadable: evaluationMessages.technicalUnreadable,
      fileTooLarge: (field) => evaluationMessages.documentTooLarge(labels.get(field) ?? field),
    },
  });
}

/** The bid security form: its text fields and the file `proof`. */
export function readSecurityForm(request: FastifyRequest): Promise<SecurityUpload> {
  return readMultipartForm(request, {
    textFields: SECURITY_FORM_FIELDS,
    fileFields: ['proof'] as const,
    messages: {
      notMultipart: evaluationMessages.securityNotMultipart,
      unreadable: evaluationMessages.securityUnreadable,
      fileTooLarge: () => evaluationMessages.proofTooLarge,
    },
  });
}

type EnvelopeOwner = { tenderId: string; supplierId: string };

/** The technical part or the declaration that points at a file. */
async function findEnvelopeOwner(db: Db, fileId: string): Promise<EnvelopeOwner | null> {
  const [answer] = await db
    .select({ tenderId: technicalBids.tenderId, supplierId: technicalBids.supplierId })
    .from(technicalAnswers)
    .innerJoin(technicalBids, eq(technicalBids.id, technicalAnswers.bidId))
    .where(eq(technicalAnswers.fileId, fileId))
    .limit(1);
  if (answer) return answer;
  const [proof] = await db
    .select({ tenderId: bidSecurities.tenderId, supplierId: bidSecurities.supplierId })
    .from(bidSecurities)
    .where(eq(bidSecurities.proofFileId, fileId))
    .limit(1);
  return proof ?? null;
}

/** Whether `adminId` is one of the tender's named openers. */
async function isOpener(db: Db, tenderId: string, adminId: string): Promise<boolean> {
  const [row] = await db
    .select({ adminId: tenderOpeners.adminId })
    .from(tenderOpeners)
    .where(and(eq(tenderOpeners.tenderId, tenderId), eq(tenderOpeners.adminId, adminId)));
  return row !== undefined;
}

/**
 * Who may read an envelope's document. A buyer's read of a sealed one throws 409 (the envelope
 * exists, and says when it opens), which the files layer answers before reading any bytes.
 */
export async function envelopeFileAccess(
  db: Db,
  caller: Caller,
  owner: EnvelopeOwner,
  timeZone: string,
): Promise<FileAccess> {
  if (caller.role === 'supplier') return caller.id === owner.supplierId ? 'allow' : 'hidden';
  if (!caller.permissions.manageTenders && !(await isOpener(db, owner.tenderId, caller.id))) {
    return 'forbidden';
  }
  const [tender] = await db
    .select({
      envelopes: tenders.envelopes,
      closingDate: tenders.closingDate,
      closedEarlyAt: tenders.closedEarlyAt,
      technicalOpenedAt: tenders.technicalOpenedAt,
    })
    .from(tenders)
    .where(eq(tenders.id, owner.tenderId));
  if (!tender) return 'hidden';
  if (tender.envelopes === 'two') {
    if (tender.technicalOpenedAt === null) throw conflict(evaluationMessages.technicalSealed);
  } else if (!isTenderClosed(tender, timeZone)) {
    throw conflict(evaluationMessages.securitySealed);
  }
  return 'allow';
}

/** The `technical-bid` owner of the files layer. */
export function technicalFileOwner(db: Db, timeZone: string): FileOwner<EnvelopeOwner> {
  return {
    kind: TECHNICAL_BID_FILE_KIND,
    findOwner: findEnvelopeOwner,
    mayRead: (caller, owner) => envelopeFileAccess(db, caller, owner, timeZone),
  };
}
