import type { Evaluation, TechnicalDecisionBody } from '@tenderdesk/domain/evaluation-committee';
import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import type { NegotiationRound } from '@tenderdesk/domain/negotiation';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { technicalCriteria, technicalResults } from '../../db/schema/evaluation';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import {
  assertOpener,
  assertTwoEnvelope,
  type CommitteeOptions,
  type CommitteeTender,
  lockCommitteeTender,
  readCommitteeTender,
  tenderIdOf,
} from './committee';
import { listedSuppliers } from './evaluated-suppliers';
import { evaluationView } from './evaluation-view';

/*
 * PUT /api/tenders/{tenderId}/technical-results/{supplierId} (issue 21 contract section C,
 * decision 049): a named opener records the committee's decision on one bidder, qualified or
 * disqualified with a reason per failed criterion, while the technical evaluation is under way
 * (the envelope open, the evaluation not completed). A later decision replaces the earlier one.
 */

/** 409 unless the technical envelope is open and its evaluation not completed. */
export function assertEvaluating(tender: CommitteeTender): void {
  if (tender.technicalOpenedAt === null) throw conflict(text.technicalNotOpen);
  if (tender.technicalEvaluatedAt !== null) throw conflict(text.evaluationClosed);
}

/** The supplier id of a path parameter, one of the tender's bidders (404 otherwise). */
export async function bidderOf(db: DbOrTx, tenderId: string, supplierIdParam: string): Promise<string> {
  const missing = () => notFound(text.bidderUnknown);
  if (!isUuid(supplierIdParam)) throw missing();
  const supplierId = supplierIdParam.toLowerCase();
  const listed = await listedSuppliers(db, tenderId);
  if (!listed.some((row) => row.supplierId === supplierId)) throw missing();
  return supplierId;
}

/** The reasons, each naming one of the tender's criteria (400 otherwise). */
async function checkedReasons(tx: Tx, tenderId: string, body: TechnicalDecisionBody) {
  const criteria = await tx
    .select({ id: technicalCriteria.id })
    .from(technicalCriteria)
    .where(eq(technicalCriteria.tenderId, tenderId));
  const known = new Set(criteria.map((criterion) => criterion.id));
  return body.reasons.map((reason, index) => {
    const criterionId = reason.criterionId.toLowerCase();
    if (!known.has(criterionId))
      throw badRequest(text.reasonUnknownCriterion, `reasons[${index}].criterionId`);
    return { criterionId, reason: reason.reason };
  });
}

/** PUT /api/tenders/{tenderId}/technical-results/{supplierId}. */
export async function decideTechnical(
  db: DbOrTx,
  caller: Caller,
  tenderIdParam: string,
  supplierIdParam: string,
  body: TechnicalDecisionBody,
  options: CommitteeOptions,
): Promise<Evaluation<NegotiationRound>> {
  const tenderId = tenderIdOf(tenderIdParam);
  assertTwoEnvelope(await readCommitteeTender(db, tenderId));
  await assertOpener(db, tenderId, caller);
  await inTransaction(db, async (tx) => {
    assertEvaluating(await lockCommitteeTender(tx, tenderId));
    const supplierId = await bidderOf(tx, tenderId, supplierIdParam);
    const reasons = body.qualified ? [] : await checkedReasons(tx, tenderId, body);
    const decision = {
      qualified: body.qualified,
      reasons,
      note: body.note ? body.note : null,
      decidedBy: caller.id,
      decidedAt: sql`now()`,
    };
    await tx
      .insert(technicalResults)
      .values({ tenderId, supplierId, ...decision })
      .onConflictDoUpdate({
        target: [technicalResults.tenderId, technicalResults.supplierId],
        set: decision,
      });
    await recordAudit(tx, caller, {
      action: 'technical.decide',
      entity: 'tender',
      entityId: tenderId,
      changes: { supplierId, qualified: body.qualified, failed: reasons.length },
    });
  });
  return evaluationView(db, caller, tenderId, options);
}
