import type { Criterion } from '@tenderdesk/domain/evaluation';
import type { CriterionView, SupplierBid } from '@tenderdesk/domain/evaluation-bid-views';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import {
  checkTechnicalAnswers,
  isAnswered,
  parseTechnicalAnswers,
  type TechnicalAnswerValue,
  technicalDocumentField,
} from '@tenderdesk/domain/evaluation-schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { technicalAnswers, technicalBids } from '../../db/schema/evaluation';
import { inTransaction } from '../../db/transaction';
import { type NewFile, newFileId, storeFiles } from '../../plugins/files/store';
import { approvedBidder, assertBidWritable, assertTwoEnvelopes } from './bid-access';
import { deleteFiles, loadCriteria } from './bid-rows';
import { loadSupplierBid } from './supplier-bid';
import { TECHNICAL_BID_FILE_KIND, type TechnicalUpload } from './technical-files';

/*
 * PUT /api/suppliers/{supplierId}/tenders/{tenderId}/technical (contract section B): an approved
 * supplier replaces its whole technical part of an open two-envelope tender: an answer per
 * criterion, a document per document criterion (uploaded, or the earlier one kept). Checked by the
 * domain (`checkTechnicalAnswers`); the documents are stored in the same transaction, the ones no
 * longer kept deleted, and the audit event names only the supplier and how many it answered.
 */

type Options = { timeZone: string };

/**
 * Before the form is read: the refusals that need no upload (404, 403, 409 `notTwoEnvelope`,
 * `biddingClosed`), and the document criteria whose files the form may carry.
 */
export async function prepareTechnicalBid(
  db: Db,
  tenderId: string,
  supplierId: string,
  { timeZone }: Options,
): Promise<CriterionView[]> {
  const { tender } = await approvedBidder(db, tenderId, supplierId);
  assertTwoEnvelopes(tender);
  await assertBidWritable(db, tender, supplierId, timeZone);
  return (await loadCriteria(db, tender.id)).filter((criterion) => criterion.kind === 'document');
}

const asCriterion = (view: CriterionView): Criterion => ({ ...view, id: view._id });

/** The supplier's technical part so far (locked) and the document each answer points at. */
async function previousDocuments(tx: Tx, tenderId: string, supplierId: string): Promise<Map<string, string>> {
  const [bid] = await tx
    .select({ id: technicalBids.id })
    .from(technicalBids)
    .where(and(eq(technicalBids.tenderId, tenderId), eq(technicalBids.supplierId, supplierId)))
    .for('update');
  if (!bid) return new Map();
  const rows = await tx
    .select({ criterionId: technicalAnswers.criterionId, fileId: technicalAnswers.fileId })
    .from(technicalAnswers)
    .where(eq(technicalAnswers.bidId, bid.id));
  return new Map(rows.flatMap((row) => (row.fileId ? [[row.criterionId, row.fileId] as const] : [])));
}

/** The files to store for the uploaded documents (400 when one is not a PDF, JPEG or PNG). */
function newDocuments(
  upload: TechnicalUpload,
  values: readonly TechnicalAnswerValue[],
  labels: ReadonlyMap<string, string>,
): Map<string, NewFile> {
  const documents = new Map<string, NewFile>();
  for (const value of values) {
    if (value.file !== 'upload') continue;
    const field = technicalDocumentField(value.criterionId);
    const file = upload.files[field];
    if (!file) continue;
    if (!file.detectedType) {
      throw badRequest(evaluationMessages.documentTypeInvalid(labels.get(value.criterionId) ?? ''), field);
    }
    documents.set(value.criterionId, { id: newFileId(file), file });
  }
  return documents;
}

/** Replaces the answers of the supplier's technical part (created on its first save). */
async function writeAnswers(
  tx: Tx,
  ids: { tenderId: string; supplierId: string; interestId: string },
  values: readonly TechnicalAnswerValue[],
  fileOf: (criterionId: string) => string | null,
): Promise<number> {
  const [bid] = await tx
    .insert(technicalBids)
    .values(ids)
    .onConflictDoUpdate({
      target: [technicalBids.tenderId, technicalBids.supplierId],
      set: { interestId: ids.interestId, updatedAt: sql`now()` },
    })
    .returning({ id: technicalBids.id });
  if (!bid) throw new Error('technical bid upsert returned nothing');
  await tx.delete(technicalAnswers).where(eq(technicalAnswers.bidId, bid.id));
  const rows = values.filter(isAnswered).map((value) => ({
    bidId: bid.id,
    criterionId: value.criterionId,
    yes: value.yes,
    number: value.number,
    fileId: fileOf(value.criterionId),
  }));
  if (rows.length > 0) await tx.insert(technicalAnswers).values(rows);
  return rows.length;
}

/** PUT /api/suppliers/{supplierId}/tenders/{tenderId}/technical. */
export async function saveTechnicalBid(
  db: DbOrTx,
  caller: Caller,
  tenderId: string,
  supplierId: string,
  upload: TechnicalUpload,
  { timeZone }: Options,
): Promise<SupplierBid> {
  const answers = parseTechnicalAnswers(upload.fields.answers);
  if (!answers) throw badRequest(evaluationMessages.answersUnreadable, 'answers');
  const id = supplierId.toLowerCase();
  return inTransaction(db, async (tx) => {
    const { tender, interestId } = await approvedBidder(tx, tenderId, id, 'share');
    assertTwoEnvelopes(tender);
    await assertBidWritable(tx, tender, id, timeZone);
    const criteria = await loadCriteria(tx, tender.id);
    const previous = await previousDocuments(tx, tender.id, id);
    const checked = checkTechnicalAnswers(criteria.map(asCriterion), answers, {
      uploaded: (criterionId) => upload.files[technicalDocumentField(criterionId)] !== undefined,
      keepable: (criterionId) => previous.has(criterionId),
    });
    if (!checked.ok) throw badRequest(checked.problem.message, checked.problem.field);
    const labels = new Map(criteria.map((criterion) => [criterion._id, criterion.label]));
    const uploaded = newDocuments(upload, checked.values, labels);
    await storeFiles(tx, TECHNICAL_BID_FILE_KIND, [...uploaded.values()]);
    const kept = new Set<string>();
    const answered = await writeAnswers(
      tx,
      { tenderId: tender.id, supplierId: id, interestId },
      checked.values,
      (cid) => {
        const value = checked.values.find((entry) => entry.criterionId === cid);
        if (value?.file === 'upload') return uploaded.get(cid)?.id ?? null;
        const earlier = value?.file === 'keep' ? previous.get(cid) : undefined;
        if (earlier) kept.add(earlier);
        return earlier ?? null;
      },
    );
    await deleteFiles(
      tx,
      [...previous.values()].filter((fileId) => !kept.has(fileId)),
    );
    // Never the answers: they are sealed until the committee opens the technical envelope.
    await recordAudit(tx, caller, {
      action: 'technical-bid.save',
      entity: 'tender',
      entityId: tender.id,
      changes: { supplierId: id, answered },
    });
    return loadSupplierBid(tx, tender, id, timeZone);
  });
}
