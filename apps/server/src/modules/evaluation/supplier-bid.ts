import { type EvaluationStage, evaluationStage } from '@tenderdesk/domain/evaluation';
import type {
  BidSecurityView,
  CriterionView,
  SupplierBid,
  SupplierTechnicalResult,
} from '@tenderdesk/domain/evaluation-bid-views';
import { isTenderClosed } from '@tenderdesk/domain/tenders';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  bidSecurities,
  technicalAnswers,
  technicalBids,
  technicalCriteria,
  technicalResults,
} from '../../db/schema/evaluation';
import { suppliers } from '../../db/schema/suppliers';
import { invitedAuctionSummary } from '../../shared/invited-auction';
import { approvedBidder } from './bid-access';
import { type EvaluationTender, envelopeFiles, exemptionsOf, loadCriteria } from './bid-rows';
import { readSupplierNegotiation } from './negotiation-views';

/*
 * GET /api/suppliers/{supplierId}/tenders/{tenderId}/bid (contract section B): the supplier's own
 * envelopes of a tender it is approved for: what the tender asks (criteria, EMD, fee, exemptions),
 * its technical part and declarations with the committee's verification, its technical result once
 * the evaluation is complete, its negotiation round (slice H3's hook), and the reverse auction it is
 * invited to (phase and times: the tender page's auction card; null when invited to none).
 */

/** Where the tender stands; a single-envelope tender is bidding while open and open once closed. */
export function stageOf(tender: EvaluationTender, timeZone: string): EvaluationStage {
  const closed = isTenderClosed(tender, timeZone);
  if (tender.envelopes === 'single') return closed ? 'financialOpen' : 'bidding';
  return evaluationStage({ ...tender, closed });
}

/** The supplier's technical part, its answers in the criteria's order; null when it sent none. */
async function technicalOf(
  db: DbOrTx,
  tenderId: string,
  supplierId: string,
): Promise<SupplierBid['technical']> {
  const [bid] = await db
    .select()
    .from(technicalBids)
    .where(and(eq(technicalBids.tenderId, tenderId), eq(technicalBids.supplierId, supplierId)));
  if (!bid) return null;
  const rows = await db
    .select({
      criterionId: technicalAnswers.criterionId,
      yes: technicalAnswers.yes,
      number: technicalAnswers.number,
      fileId: technicalAnswers.fileId,
    })
    .from(technicalAnswers)
    .innerJoin(technicalCriteria, eq(technicalCriteria.id, technicalAnswers.criterionId))
    .where(eq(technicalAnswers.bidId, bid.id))
    .orderBy(asc(technicalCriteria.position));
  const documents = await envelopeFiles(
    db,
    rows.map((row) => row.fileId),
  );
  return {
    submittedAt: bid.submittedAt.toISOString(),
    updatedAt: bid.updatedAt.toISOString(),
    answers: rows.map((row) => ({
      criterionId: row.criterionId,
      yes: row.yes,
      number: row.number,
      file: row.fileId ? (documents.get(row.fileId) ?? null) : null,
    })),
  };
}

/** The supplier's bid security and tender fee declarations (EMD first). */
export async function securitiesOf(
  db: DbOrTx,
  tenderId: string,
  supplierId: string,
): Promise<BidSecurityView[]> {
  const rows = await db
    .select()
    .from(bidSecurities)
    .where(and(eq(bidSecurities.tenderId, tenderId), eq(bidSecurities.supplierId, supplierId)))
    .orderBy(asc(bidSecurities.kind));
  const proofs = await envelopeFiles(
    db,
    rows.map((row) => row.proofFileId),
  );
  return rows.map((row) => ({
    kind: row.kind,
    mode: row.mode,
    instrument: row.instrument,
    reference: row.reference,
    paidOn: row.paidOn,
    amount: row.amount,
    exemption: row.exemption,
    udyamNumber: row.udyamNumber,
    proof: row.proofFileId ? (proofs.get(row.proofFileId) ?? null) : null,
    verification: row.verification,
    verificationNote: row.verificationNote,
    releasedAt: row.releasedAt?.toISOString() ?? null,
    releaseNote: row.releaseNote,
  }));
}

/** The committee's result, told to the supplier only once the technical evaluation is complete. */
async function resultOf(
  db: DbOrTx,
  tender: EvaluationTender,
  supplierId: string,
  criteria: CriterionView[],
): Promise<SupplierTechnicalResult | null> {
  if (tender.envelopes !== 'two' || tender.technicalEvaluatedAt === null) return null;
  const [row] = await db
    .select({ qualified: technicalResults.qualified, reasons: technicalResults.reasons })
    .from(technicalResults)
    .where(and(eq(technicalResults.tenderId, tender.id), eq(technicalResults.supplierId, supplierId)));
  if (!row) return null;
  const labels = new Map(criteria.map((criterion) => [criterion._id, criterion.label]));
  const reasons = Array.isArray(row.reasons)
    ? (row.reasons as { criterionId: string; reason: string }[])
    : [];
  return {
    qualified: row.qualified,
    reasons: reasons.map((reason) => ({
      criterionId: reason.criterionId,
      label: labels.get(reason.criterionId) ?? '',
      reason: reason.reason,
    })),
  };
}

/** The Udyam number the supplier gave in its profile (issue 20's tax details), if any. */
async function profileUdyamOf(db: DbOrTx, supplierId: string): Promise<string | null> {
  const [row] = await db
    .select({ udyamNumber: suppliers.udyamNumber })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  return row?.udyamNumber ?? null;
}

/** The supplier's bid as the calls answer it (the caller has checked the supplier may read it). */
export async function loadSupplierBid(
  db: DbOrTx,
  tender: EvaluationTender,
  supplierId: string,
  timeZone: string,
): Promise<SupplierBid> {
  const criteria = await loadCriteria(db, tender.id);
  return {
    tenderId: tender.id,
    envelopes: tender.envelopes,
    stage: stageOf(tender, timeZone),
    closingDate: tender.closingDate,
    criteria,
    emdAmount: tender.emdAmount,
    tenderFee: tender.tenderFee,
    exemptions: exemptionsOf(tender),
    technical: await technicalOf(db, tender.id, supplierId),
    securities: await securitiesOf(db, tender.id, supplierId),
    result: await resultOf(db, tender, supplierId, criteria),
    negotiation: await readSupplierNegotiation(db, tender.id, supplierId),
    profileUdyamNumber: await profileUdyamOf(db, supplierId),
    auction: await invitedAuctionSummary(db, tender.id, supplierId),
  };
}

/** GET /api/suppliers/{supplierId}/tenders/{tenderId}/bid. */
export async function getSupplierBid(
  db: Db,
  tenderId: string,
  supplierId: string,
  { timeZone }: { timeZone: string },
): Promise<SupplierBid> {
  const { tender } = await approvedBidder(db, tenderId, supplierId);
  return loadSupplierBid(db, tender, supplierId.toLowerCase(), timeZone);
}
