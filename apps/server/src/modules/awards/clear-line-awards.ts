import type { LineAwardsView } from '@tenderdesk/domain/line-awards';
import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { tenderLineAwards } from '../../db/schema/purchase-orders';
import { quotationMargins } from '../../db/schema/quotations';
import { inTransaction } from '../../db/transaction';
import { discardDraftOrders } from '../../shared/awarded-lines';
import { type AwardOptions, tenderIdOf } from './award-rows';
import { lockForLineChange } from './line-award-lock';
import { lineAwardsView } from './line-awards-view';

/**
 * DELETE /api/tenders/{tenderId}/line-awards (decision 033): nothing awarded by line any more; its
 * margins go, and draft orders on confirmation (`replace`). 404 when nothing is awarded by line;
 * audited award.lines-clear.
 */
export async function clearLineAwards(
  db: DbOrTx,
  caller: Caller,
  tenderIdParam: string,
  replace: boolean,
  options: AwardOptions,
): Promise<LineAwardsView> {
  const tenderId = tenderIdOf(tenderIdParam);
  return inTransaction(db, async (tx) => {
    const { checkDrafts } = await lockForLineChange(tx, tenderId, replace, options);
    const before = await tx
      .select({
        tenderItemId: tenderLineAwards.tenderItemId,
        quotationLineId: tenderLineAwards.quotationLineId,
      })
      .from(tenderLineAwards)
      .where(eq(tenderLineAwards.tenderId, tenderId));
    if (before.length === 0) throw notFound(text.noLineAwards);
    checkDrafts();
    const draftsDiscarded = await discardDraftOrders(tx, tenderId);
    await tx.delete(tenderLineAwards).where(eq(tenderLineAwards.tenderId, tenderId));
    const marginsCleared = await tx
      .delete(quotationMargins)
      .where(eq(quotationMargins.tenderId, tenderId))
      .returning({ lineId: quotationMargins.quotationLineId });
    await recordAudit(tx, caller, {
      action: 'award.lines-clear',
      entity: 'tender',
      entityId: tenderId,
      changes: {
        from: before,
        marginsCleared: marginsCleared.length,
        draftsDiscarded: draftsDiscarded.length,
      },
    });
    return lineAwardsView(tx, caller, tenderId, options);
  });
}
