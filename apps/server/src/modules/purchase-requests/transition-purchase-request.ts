import {
  canTransition,
  PURCHASE_REQUEST_TRANSITIONS,
  type PurchaseRequest,
} from '@tenderdesk/domain/purchase-requests';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { purchaseRequests } from '../../db/schema/purchase-requests';
import { inTransaction } from '../../db/transaction';
import { invalidateCounts } from './list-purchase-requests';
import { loadRequest, loadRow } from './request-rows';
import { assertMayAct, wrongStatus } from './request-rules';

const ACTION_AUDIT = {
  submit: 'purchase-request.submit',
  approve: 'purchase-request.approve',
  reject: 'purchase-request.reject',
  reopen: 'purchase-request.reopen',
} as const;

/**
 * POST /api/purchase-requests/{id}/{submit|approve|reject|reopen}: one step of the request's life,
 * checked against PURCHASE_REQUEST_TRANSITIONS (409 from any other status) and who may take it
 * (403: not the author; the author approving or rejecting their own request).
 */
export async function transitionPurchaseRequest(
  db: DbOrTx,
  caller: Caller,
  id: string,
  action: keyof typeof ACTION_AUDIT,
  reason?: string,
): Promise<PurchaseRequest> {
  const request = await inTransaction(db, async (tx) => {
    const row = await loadRow(tx, id, true);
    assertMayAct(caller, row, action);
    if (!canTransition(row.status, action)) throw wrongStatus(action, row.status);
    const to = PURCHASE_REQUEST_TRANSITIONS[action].to;
    const deciding = action === 'approve' || action === 'reject';
    await tx
      .update(purchaseRequests)
      .set({
        stage: to,
        updatedAt: sql`now()`,
        ...(deciding
          ? {
              decidedBy: caller.id,
              decidedAt: sql`now()`,
              rejectionReason: action === 'reject' ? reason : null,
            }
          : {}),
        ...(action === 'reopen' ? { decidedBy: null, decidedAt: null, rejectionReason: null } : {}),
      })
      .where(eq(purchaseRequests.id, id));
    await recordAudit(tx, caller, {
      action: ACTION_AUDIT[action],
      entity: 'purchase-request',
      entityId: id,
      changes: { status: { from: row.status, to }, ...(reason ? { reason } : {}) },
    });
    return loadRequest(tx, caller, id);
  });
  invalidateCounts(db);
  return request;
}
