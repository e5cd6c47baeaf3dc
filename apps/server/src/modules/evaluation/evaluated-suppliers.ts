import {
  type Criterion,
  type CriterionAnswer,
  type Exemption,
  failedCriteria,
  type PaymentInstrument,
} from '@tenderdesk/domain/evaluation';
import type {
  EvaluatedSupplier,
  EvaluationAnswer,
  EvaluationCriterion,
  EvaluationFile,
  EvaluationSecurity,
  TechnicalResultView,
} from '@tenderdesk/domain/evaluation-committee';
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import {
  bidSecurities,
  technicalAnswers,
  technicalBids,
  technicalCriteria,
  technicalResults,
} from '../../db/schema/evaluation';
import { files } from '../../db/schema/files';
import { quotations } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { interests } from '../../db/schema/tenders';
import { storedFileName } from '../../plugins/files/names';

/*
 * The suppliers of a two-envelope tender as its committee reads them (issue 21, decision 049):
 * those with an Approved interest who sent a technical part or a quotation, with when each was
 * sent and the committee's decision. What is in their technical envelope (answers, documents,
 * bid security) is answered only once that envelope is open: the answers are not even read before;
 * the securities are (for the EMD's release), but only their release time is answered.
 */

const iso = (at: Date | null) => at?.toISOString() ?? null;
const fileOf = (id: string | null, name: string | null, type: string | null): EvaluationFile | null =>
  id === null ? null : { _id: id, name: name ?? '', fileName: storedFileName(id, type) };

/** The tender's criteria, in the buyer's order. */
export async function readCriteria(db: DbOrTx, tenderId: string): Promise<EvaluationCriterion[]> {
  const rows = await db
    .select()
    .from(technicalCriteria)
    .where(eq(technicalCriteria.tenderId, tenderId))
    .orderBy(asc(technicalCriteria.position));
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    label: row.label,
    mandatory: row.mandatory,
    minimum: row.minimum,
  }));
}

/** The listed suppliers: an Approved interest, and a technical part or a quotation sent. */
export async function listedSuppliers(db: DbOrTx, tenderId: string) {
  return db
    .select({
      supplierId: interests.supplierId,
      companyName: suppliers.companyName,
      technicalSubmittedAt: technicalBids.submittedAt,
      quotationSubmittedAt: quotations.submittedAt,
    })
    .from(interests)
    .innerJoin(suppliers, eq(suppliers.id, interests.supplierId))
    .leftJoin(
      technicalBids,
      and(eq(technicalBids.tenderId, interests.tenderId), eq(technicalBids.supplierId, interests.supplierId)),
    )
    .leftJoin(quotations, eq(quotations.interestId, interests.id))
    .where(
      and(
        eq(interests.tenderId, tenderId),
        eq(interests.status, 'Approved'),
        or(isNotNull(technicalBids.id), isNotNull(quotations.id)),
      ),
    )
    .orderBy(asc(suppliers.companyName), asc(interests.supplierId));
}

/** Every supplier's answers (opened envelope only), by supplier, in the criteria's order. */
async function answersBySupplier(db: DbOrTx, tenderId: string): Promise<Map<string, EvaluationAnswer[]>> {
  const rows = await db
    .select({
      supplierId: technicalBids.supplierId,
      criterionId: technicalAnswers.criterionId,
      yes: technicalAnswers.yes,
      number: technicalAnswers.number,
      fileId: technicalAnswers.fileId,
      fileName: files.originalName,
      fileType: files.contentType,
    })
    .from(technicalAnswers)
    .innerJoin(technicalBids, eq(technicalBids.id, technicalAnswers.bidId))
    .innerJoin(technicalCriteria, eq(technicalCriteria.id, technicalAnswers.criterionId))
    .leftJoin(files, eq(files.id, technicalAnswers.fileId))
    .where(eq(technicalBids.tenderId, tenderId))
    .orderBy(asc(technicalBids.supplierId), asc(technicalCriteria.position));
  const bySupplier = new Map<string, EvaluationAnswer[]>();
  for (const row of rows) {
    const list = bySupplier.get(row.supplierId) ?? [];
    list.push({
      criterionId: row.criterionId,
      yes: row.yes,
      number: row.number,
      file: fileOf(row.fileId, row.fileName, row.fileType),
    });
    bySupplier.set(row.supplierId, list);
  }
  return bySupplier;
}

type SecurityRow = typeof bidSecurities.$inferSelect & { proofName: string | null; proofType: string | null };

function securityView(row: SecurityRow): EvaluationSecurity {
  return {
    kind: row.kind,
    mode: row.mode,
    instrument: row.instrument as PaymentInstrument | null,
    reference: row.reference,
    paidOn: row.paidOn,
    amount: row.amount,
    exemption: row.exemption as Exemption | null,
    udyamNumber: row.udyamNumber,
    proof: fileOf(row.proofFileId, row.proofName, row.proofType),
    verification: row.verification,
    verificationNote: row.verificationNote,
    releasedAt: iso(row.releasedAt),
    releaseNote: row.releaseNote,
  };
}

/** Every supplier's bid securities (the whole rows: the caller shows them once the envelope is open). */
async function securityRows(db: DbOrTx, tenderId: string): Promise<SecurityRow[]> {
  const rows = await db
    .select({ security: bidSecurities, proofName: files.originalName, proofType: files.contentType })
    .from(bidSecurities)
    .leftJoin(files, eq(files.id, bidSecurities.proofFileId))
    .where(eq(bidSecurities.tenderId, tenderId))
    .orderBy(asc(bidSecurities.supplierId), asc(bidSecurities.kind));
  return rows.map((row) => ({ ...row.security, proofName: row.proofName, proofType: row.proofType }));
}

/** The committee's decisions, by supplier, with the label of each failed criterion. */
async function resultsBySupplier(
  db: DbOrTx,
  tenderId: string,
  criteria: readonly EvaluationCriterion[],
): Promise<Map<string, TechnicalResultView>> {
  const rows = await db
    .select({ result: technicalResults, decidedBy: admins.username })
    .from(technicalResults)
    .leftJoin(admins, eq(admins.id, technicalResults.decidedBy))
    .where(eq(technicalResults.tenderId, tenderId));
  const labels = new Map(criteria.map((criterion) => [criterion._id, criterion.label]));
  return new Map(
    rows.map(({ result, decidedBy }) => [
      result.supplierId,
      {
        qualified: result.qualified,
        reasons: (result.reasons as { criterionId: string; reason: string }[]).map((reason) => ({
          criterionId: reason.criterionId,
          label: labels.get(reason.criterionId) ?? '',
          reason: reason.reason,
        })),
        note: result.note,
        decidedAt: result.decidedAt.toISOString(),
        decidedBy: decidedBy ?? '',
      },
    ]),
  );
}

/** The failures the screen suggests (domain `failedCriteria`; the committee decides). */
function suggestedFailures(criteria: readonly EvaluationCriterion[], answers: readonly EvaluationAnswer[]) {
  const asCriteria: Criterion[] = criteria.map(({ _id, ...criterion }) => ({ id: _id, ...criterion }));
  const byCriterion = new Map<string, CriterionAnswer>(
    answers.map((answer) => [
      answer.criterionId,
      { yes: answer.yes, number: answer.number, fileId: answer.file?._id ?? null },
    ]),
  );
  return failedCriteria(asCriteria, byCriterion);
}

/**
 * The tender's evaluated suppliers. `opened`: the technical envelope is open, so the answers,
 * documents and securities are read and shown; before, they are neither read nor answered.
 */
export async function evaluatedSuppliers(
  db: DbOrTx,
  tenderId: string,
  criteria: readonly EvaluationCriterion[],
  opened: boolean,
): Promise<EvaluatedSupplier[]> {
  const listed = await listedSuppliers(db, tenderId);
  const answers = opened ? await answersBySupplier(db, tenderId) : new Map<string, EvaluationAnswer[]>();
  const securities = await securityRows(db, tenderId);
  const results = await resultsBySupplier(db, tenderId, criteria);
  return listed.map((row) => {
    const own = answers.get(row.supplierId) ?? [];
    const declared = securities.filter((security) => security.supplierId === row.supplierId);
    return {
      supplierId: row.supplierId,
      companyName: row.companyName,
      technicalSubmittedAt: iso(row.technicalSubmittedAt),
      quotationSubmittedAt: iso(row.quotationSubmittedAt),
      answers: opened ? own : null,
      securities: opened ? declared.map(securityView) : null,
      suggestedFailures: opened ? suggestedFailures(criteria, own) : null,
      result: results.get(row.supplierId) ?? null,
      emdReleasedAt: iso(declared.find((security) => security.kind === 'emd')?.releasedAt ?? null),
    };
  });
}
