import type { Caller } from '../plugins/auth';
import type { DbOrTx } from './client';
import { auditEvents } from './schema/audit';

export type AuditInput = {
  action: string;
  entity: string;
  entityId?: string | null;
  changes?: unknown;
};

/** Records an audit event. Call it with the transaction that makes the change, so both land or neither. */
export async function recordAudit(tx: DbOrTx, actor: Caller | null, event: AuditInput): Promise<void> {
  await tx.insert(auditEvents).values({
    actorId: actor?.id ?? null,
    actorRole: actor?.role ?? null,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId ?? null,
    changes: event.changes ?? null,
  });
}

/** The { field: {from, to} } of the fields whose value differs, for update events. */
export function diffFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value !== undefined && before[key] !== value) changes[key] = { from: before[key], to: value };
  }
  return changes;
}
