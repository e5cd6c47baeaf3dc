import { purchaseRequestText } from '@tenderdesk/domain/purchase-request-messages';
import { canTransition } from '@tenderdesk/domain/purchase-requests';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller';
import { badRequest, conflict } from '../core/errors';
import { recordAudit } from '../db/audit';
import type { DbOrTx, Tx } from '../db/client';
import { purchaseRequests } from '../db/schema/purchase-requests';
import { isUuid } from '../db/uuid';

/*
 * The link between a purchase request and the tender made from it (decision 032), for the tender
 * module (which may not import the purchase-requests module): the tender create call names the
 * request, and in its transaction the request becomes Tendered.
 */

/** The multipart field's value checked: a request id, or undefined when the form sent none. */
export function purchaseRequestReference(value: string | undefined): string | undefined {
  const id = value?.trim();
  if (!id) return undefined;
  if (!isUuid(id)) throw badRequest(purchaseRequestText.notFound, 'purchaseRequestId');
  return id;
}

/**
 * Links `tenderId` to the request in the caller's transaction: the request is locked, must be
 * Approved and without a tender (409 otherwise; 400 on purchaseRequestId when there is none), and
 * the change is audited. The unique tender_id index backs the rule against concurrent creates.
 */
export async function linkPurchaseRequest(tx: Tx, caller: Caller, requestId: string, tenderId: string) {
  const [row] = await tx
    .select({ status: purchaseRequests.status, code: purchaseRequests.code })
    .from(purchaseRequests)
    .where(eq(purchaseRequests.id, requestId))
    .for('update');
  if (!row) throw badRequest(purchaseRequestText.notFound, 'purchaseRequestId');
  if (row.status === 'Tendered') throw conflict(purchaseRequestText.alreadyTendered, 'purchaseRequestId');
  if (!canTransition(row.status, 'tender')) {
    throw conflict(purchaseRequestText.notTenderable, 'purchaseRequestId');
  }
  await tx
    .update(purchaseRequests)
    .set({ tenderId, updatedAt: sql`now()` })
    .where(eq(purchaseRequests.id, requestId));
  await recordAudit(tx, caller, {
    action: 'purchase-request.tender',
    entity: 'purchase-request',
    entityId: requestId,
    changes: { status: { from: row.status, to: 'Tendered' }, tenderId },
  });
}

/** The request a tender was made from ({ id, code }), or null. */
export async function purchaseRequestOfTender(db: DbOrTx, tenderId: string) {
  if (!isUuid(tenderId)) return null;
  const [row] = await db
    .select({ id: purchaseRequests.id, code: purchaseRequests.code })
    .from(purchaseRequests)
    .where(eq(purchaseRequests.tenderId, tenderId));
  return row ?? null;
}
