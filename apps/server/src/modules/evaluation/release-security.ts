import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import type { SecurityRelease } from '@tenderdesk/domain/negotiation';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { bidSecurities } from '../../db/schema/evaluation';
import { tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { awardedLines } from '../../shared/awarded-lines';

/*
 * POST /api/tenders/{tenderId}/securities/{supplierId}/emd/release (issue 21 item 2, decision 049):
 * after the award, the buyer records that an unsuccessful bidder's EMD was returned, with a note
 * (how, and when). Never the EMD of a supplier holding the award or a line of it; once only. An
 * exempt EMD is "released" too: nothing to return, but the record says it was settled. The tender
 * row is locked as awards lock it, so an award moving meanwhile is seen.
 */

/** POST /api/tenders/{tenderId}/securities/{supplierId}/emd/release. */
export async function releaseSecurity(
  db: DbOrTx,
  caller: Caller,
  tenderIdParam: string,
  supplierIdParam: string,
  note: string,
): Promise<SecurityRelease> {
  if (!isUuid(tenderIdParam)) throw notFound(messages.tender.notFound);
  if (!isUuid(supplierIdParam)) throw notFound(text.noSecurityDeclared);
  const tenderId = tenderIdParam.toLowerCase();
  const supplierId = supplierIdParam.toLowerCase();
  return inTransaction(db, async (tx) => {
    const [tender] = await tx
      .select({ id: tenders.id })
      .from(tenders)
      .where(eq(tenders.id, tenderId))
      .for('update');
    if (!tender) throw notFound(messages.tender.notFound);
    const [security] = await tx
      .select({ mode: bidSecurities.mode, releasedAt: bidSecurities.releasedAt })
      .from(bidSecurities)
      .where(
        and(
          eq(bidSecurities.tenderId, tenderId),
          eq(bidSecurities.supplierId, supplierId),
          eq(bidSecurities.kind, 'emd'),
        ),
      )
      .for('update');
    if (!security) throw notFound(text.noSecurityDeclared);
    const award = await awardedLines(tx, tenderId);
    if (award.mode === null) throw conflict(text.releaseNeedsAward);
    if (award.suppliers.some((winner) => winner.supplierId === supplierId))
      throw conflict(text.releaseOfWinner);
    if (security.releasedAt) throw conflict(text.alreadyReleased);
    const [released] = await tx
      .update(bidSecurities)
      .set({ releasedAt: sql`now()`, releaseNote: note, releasedBy: caller.id, updatedAt: sql`now()` })
      .where(
        and(
          eq(bidSecurities.tenderId, tenderId),
          eq(bidSecurities.supplierId, supplierId),
          eq(bidSecurities.kind, 'emd'),
        ),
      )
      .returning({ releasedAt: bidSecurities.releasedAt });
    await recordAudit(tx, caller, {
      action: 'bid-security.release',
      entity: 'tender',
      entityId: tenderId,
      changes: { supplierId, kind: 'emd', mode: security.mode },
    });
    return {
      tenderId,
      supplierId,
      kind: 'emd',
      mode: security.mode,
      releasedAt: (released?.releasedAt ?? new Date()).toISOString(),
      releaseNote: note,
      releasedBy: caller.username,
    };
  });
}
