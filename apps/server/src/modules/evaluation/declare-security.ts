import type { SecurityKind } from '@tenderdesk/domain/evaluation';
import type { SupplierBid } from '@tenderdesk/domain/evaluation-bid-views';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { readSecurityDeclaration, securityKindText } from '@tenderdesk/domain/evaluation-schemas';
import { portalToday } from '@tenderdesk/domain/portal-time';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { bidSecurities } from '../../db/schema/evaluation';
import { inTransaction } from '../../db/transaction';
import { newFileId, storeFiles } from '../../plugins/files/store';
import { approvedBidder, assertBidWritable } from './bid-access';
import { deleteFiles, type EvaluationTender, exemptionsOf } from './bid-rows';
import { loadSupplierBid } from './supplier-bid';
import { type SecurityUpload, TECHNICAL_BID_FILE_KIND } from './technical-files';

/*
 * PUT /api/suppliers/{supplierId}/tenders/{tenderId}/security/{kind} (contract section B): an
 * approved supplier declares how it met the tender's bid security (emd) or tender fee, paid (with
 * its proof) or exempt (an exemption the tender allows), on a single- or two-envelope tender while
 * it is open. A new declaration replaces the earlier one (its proof kept unless replaced or
 * dropped); the rules are the domain's `readSecurityDeclaration`. Audited with the kind only.
 */

type Options = { timeZone: string };

/** The amount the tender asks of this kind (409 `securityNotAsked` when none). */
function askedOf(tender: EvaluationTender, kind: SecurityKind): string {
  const asked = kind === 'emd' ? tender.emdAmount : tender.tenderFee;
  if (asked === null) throw conflict(evaluationMessages.securityNotAsked(securityKindText(kind)));
  return asked;
}

/** Before the form is read: the refusals that need no upload. */
export async function prepareSecurity(
  db: Db,
  tenderId: string,
  supplierId: string,
  kind: SecurityKind,
  { timeZone }: Options,
): Promise<void> {
  const { tender } = await approvedBidder(db, tenderId, supplierId);
  askedOf(tender, kind);
  await assertBidWritable(db, tender, supplierId, timeZone);
}

/** The earlier declaration of this kind, locked. */
async function earlierDeclaration(tx: Tx, tenderId: string, supplierId: string, kind: SecurityKind) {
  const [row] = await tx
    .select({ proofFileId: bidSecurities.proofFileId })
    .from(bidSecurities)
    .where(
      and(
        eq(bidSecurities.tenderId, tenderId),
        eq(bidSecurities.supplierId, supplierId),
        eq(bidSecurities.kind, kind),
      ),
    )
    .for('update');
  return row;
}

/** PUT /api/suppliers/{supplierId}/tenders/{tenderId}/security/{kind}. */
export async function declareSecurity(
  db: DbOrTx,
  caller: Caller,
  ids: { tenderId: string; supplierId: string; kind: SecurityKind },
  upload: SecurityUpload,
  { timeZone }: Options,
): Promise<SupplierBid> {
  const { kind } = ids;
  const supplierId = ids.supplierId.toLowerCase();
  const proof = upload.files.proof;
  if (proof && !proof.detectedType) throw badRequest(evaluationMessages.proofTypeInvalid, 'proof');
  return inTransaction(db, async (tx) => {
    const { tender } = await approvedBidder(tx, ids.tenderId, supplierId, 'share');
    const asked = askedOf(tender, kind);
    await assertBidWritable(tx, tender, supplierId, timeZone);
    const earlier = await earlierDeclaration(tx, tender.id, supplierId, kind);
    const keep =
      !proof && upload.fields.keepProof?.trim() !== 'false' ? (earlier?.proofFileId ?? null) : null;
    const read = readSecurityDeclaration(upload.fields, {
      asked,
      exemptions: exemptionsOf(tender),
      hasProof: Boolean(proof) || keep !== null,
      today: portalToday(timeZone),
    });
    if (!read.ok) throw badRequest(read.problem.message, read.problem.field);
    const proofFileId = proof ? newFileId(proof) : keep;
    if (proof && proofFileId)
      await storeFiles(tx, TECHNICAL_BID_FILE_KIND, [{ id: proofFileId, file: proof }]);
    // A new declaration is checked afresh by the committee.
    const values = {
      ...read.value,
      proofFileId,
      verification: 'Pending' as const,
      verificationNote: null,
      verifiedBy: null,
      verifiedAt: null,
      updatedAt: sql`now()`,
    };
    await tx
      .insert(bidSecurities)
      .values({ tenderId: tender.id, supplierId, kind, ...values })
      .onConflictDoUpdate({
        target: [bidSecurities.tenderId, bidSecurities.supplierId, bidSecurities.kind],
        set: values,
      });
    const dropped = earlier?.proofFileId;
    if (dropped && dropped !== proofFileId) await deleteFiles(tx, [dropped]);
    // Never the reference, amount or Udyam number: sealed with the technical envelope.
    await recordAudit(tx, caller, {
      action: 'bid-security.declare',
      entity: 'tender',
      entityId: tender.id,
      changes: { supplierId, kind },
    });
    return loadSupplierBid(tx, tender, supplierId, timeZone);
  });
}
