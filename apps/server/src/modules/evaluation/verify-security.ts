import type { SecurityKind } from '@tenderdesk/domain/evaluation';
import type { Evaluation, SecurityVerificationBody } from '@tenderdesk/domain/evaluation-committee';
import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import type { NegotiationRound } from '@tenderdesk/domain/negotiation';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { bidSecurities } from '../../db/schema/evaluation';
import { inTransaction } from '../../db/transaction';
import {
  assertOpener,
  assertTwoEnvelope,
  type CommitteeOptions,
  lockCommitteeTender,
  readCommitteeTender,
  tenderIdOf,
} from './committee';
import { assertEvaluating, bidderOf } from './decide-technical';
import { evaluationView } from './evaluation-view';

/*
 * PUT /api/tenders/{tenderId}/securities/{supplierId}/{kind}/verification (issue 21 contract
 * section C, decision 049): during the technical evaluation a named opener marks a bidder's
 * declared bid security or tender fee Verified, or Rejected with a note. No payment is checked
 * here: the committee records what it checked offline.
 */

/** PUT /api/tenders/{tenderId}/securities/{supplierId}/{kind}/verification. */
export async function verifySecurity(
  db: DbOrTx,
  caller: Caller,
  params: { tenderId: string; supplierId: string; kind: SecurityKind },
  body: SecurityVerificationBody,
  options: CommitteeOptions,
): Promise<Evaluation<NegotiationRound>> {
  const tenderId = tenderIdOf(params.tenderId);
  assertTwoEnvelope(await readCommitteeTender(db, tenderId));
  await assertOpener(db, tenderId, caller);
  await inTransaction(db, async (tx) => {
    assertEvaluating(await lockCommitteeTender(tx, tenderId));
    const supplierId = await bidderOf(tx, tenderId, params.supplierId);
    const verified = await tx
      .update(bidSecurities)
      .set({
        verification: body.verification,
        verificationNote: body.note ? body.note : null,
        verifiedBy: caller.id,
        verifiedAt: sql`now()`,
      })
      .where(
        and(
          eq(bidSecurities.tenderId, tenderId),
          eq(bidSecurities.supplierId, supplierId),
          eq(bidSecurities.kind, params.kind),
        ),
      )
      .returning({ kind: bidSecurities.kind });
    if (verified.length === 0) throw notFound(text.securityNotDeclared);
    await recordAudit(tx, caller, {
      action: 'bid-security.verify',
      entity: 'tender',
      entityId: tenderId,
      changes: { supplierId, kind: params.kind, verification: body.verification },
    });
  });
  return evaluationView(db, caller, tenderId, options);
}
