import {
  PURCHASE_REQUEST_EVENT_LABELS,
  type PurchaseRequestEvent,
} from '@tenderdesk/domain/purchase-requests';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { auditEvents } from '../../db/schema/audit';
import { purchaseRequestOfTender } from '../../shared/purchase-request-link';
import { loadRequest, loadRow } from './request-rows';

/** GET /api/purchase-requests/{id}. */
export function getPurchaseRequest(db: Db, caller: Caller, id: string) {
  return loadRequest(db, caller, id);
}

/** GET /api/purchase-requests/{id}/history: the request's audit events, oldest first. */
export async function purchaseRequestHistory(db: Db, id: string): Promise<PurchaseRequestEvent[]> {
  await loadRow(db, id);
  const rows = await db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      actor: admins.username,
      at: auditEvents.at,
      changes: auditEvents.changes,
    })
    .from(auditEvents)
    .leftJoin(admins, sql`${admins.id}::text = ${auditEvents.actorId}::text`)
    .where(and(eq(auditEvents.entity, 'purchase-request'), eq(auditEvents.entityId, id)))
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));
  return rows.map((row) => ({
    _id: row.id,
    action: row.action,
    label: PURCHASE_REQUEST_EVENT_LABELS[row.action] ?? row.action,
    actor: row.actor,
    at: row.at.toISOString(),
    detail: eventDetail(row.action, row.changes),
  }));
}

function eventDetail(action: string, changes: unknown): string | null {
  const record = (changes ?? {}) as Record<string, unknown>;
  if (action === 'purchase-request.reject' && typeof record.reason === 'string') return record.reason;
  if (action === 'purchase-request.update') {
    const fields = Object.keys(record);
    return fields.length ? `Changed: ${fields.join(', ')}` : null;
  }
  return null;
}

/** GET /api/purchase-requests/by-tender/{tenderId}: the request a tender came from, or null. */
export async function requestOfTender(db: Db, tenderId: string) {
  const row = await purchaseRequestOfTender(db, tenderId);
  return row ? { _id: row.id, code: row.code } : null;
}
