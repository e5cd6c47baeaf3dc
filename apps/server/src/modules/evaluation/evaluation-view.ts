import { evaluationStage } from '@tenderdesk/domain/evaluation';
import type { Evaluation } from '@tenderdesk/domain/evaluation-committee';
import type { NegotiationRound } from '@tenderdesk/domain/negotiation';
import { isTenderClosed } from '@tenderdesk/domain/tenders';
import type { Caller } from '../../core/caller';
import type { DbOrTx } from '../../db/client';
import {
  assertMayReadEvaluation,
  assertTwoEnvelope,
  type CommitteeOptions,
  type CommitteeTender,
  readCommitteeTender,
  readOpeners,
  tenderIdOf,
} from './committee';
import { evaluatedSuppliers, readCriteria } from './evaluated-suppliers';
import { readRounds } from './negotiation-views';

/*
 * GET /api/tenders/{tenderId}/evaluation (issue 21 contract section C, decision 049): a
 * two-envelope tender's evaluation as its committee and its buyers read it: the stage, the
 * committee with each confirmation, the criteria and every bidder, whose technical envelope shows
 * only once the committee has opened it. Also the answer of every committee write.
 */

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The Evaluation of a tender already read (the caller's rights checked by the caller). */
export async function evaluationOf(
  db: DbOrTx,
  caller: Caller,
  tender: CommitteeTender,
  options: Pick<CommitteeOptions, 'timeZone'>,
): Promise<Evaluation<NegotiationRound>> {
  const openers = await readOpeners(db, tender.id);
  const criteria = await readCriteria(db, tender.id);
  const opened = tender.technicalOpenedAt !== null;
  return {
    tenderId: tender.id,
    projectName: tender.projectName,
    projectCode: tender.projectCode,
    envelopes: tender.envelopes,
    stage: evaluationStage({ ...tender, closed: isTenderClosed(tender, options.timeZone) }),
    closingDate: tender.closingDate,
    closedEarlyAt: iso(tender.closedEarlyAt),
    openersRequired: tender.openersRequired,
    openers: openers.map((opener) => ({
      _id: opener.id,
      name: opener.name,
      role: opener.role,
      technicalConfirmedAt: iso(opener.technicalConfirmedAt),
      financialConfirmedAt: iso(opener.financialConfirmedAt),
    })),
    callerIsOpener: openers.some((opener) => opener.id === caller.id),
    technicalOpenedAt: iso(tender.technicalOpenedAt),
    technicalEvaluatedAt: iso(tender.technicalEvaluatedAt),
    financialOpenedAt: iso(tender.financialOpenedAt),
    emdAmount: tender.emdAmount,
    tenderFee: tender.tenderFee,
    exemptions: { mse: tender.exemptMse, startup: tender.exemptStartup },
    criteria,
    suppliers: await evaluatedSuppliers(db, tender.id, criteria, opened),
    rounds: await readRounds(db, tender.id, caller),
  };
}

/** The Evaluation of a tender, read again (the answer of the committee's writes). */
export async function evaluationView(
  db: DbOrTx,
  caller: Caller,
  tenderId: string,
  options: Pick<CommitteeOptions, 'timeZone'>,
): Promise<Evaluation<NegotiationRound>> {
  return evaluationOf(db, caller, await readCommitteeTender(db, tenderId), options);
}

/**
 * GET /api/tenders/{tenderId}/evaluation: 404 unknown; 409 a single-envelope tender (no
 * committee); 403 unless the caller manages tenders or is a named opener.
 */
export async function getEvaluation(
  db: DbOrTx,
  caller: Caller,
  tenderIdParam: string,
  options: Pick<CommitteeOptions, 'timeZone'>,
): Promise<Evaluation<NegotiationRound>> {
  const tender = await readCommitteeTender(db, tenderIdOf(tenderIdParam));
  assertTwoEnvelope(tender);
  await assertMayReadEvaluation(db, tender.id, caller);
  return evaluationOf(db, caller, tender, options);
}
