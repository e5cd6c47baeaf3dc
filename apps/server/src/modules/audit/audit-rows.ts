import type { AuditEventView } from '@tenderdesk/domain/audit';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { auditEvents } from '../../db/schema/audit';
import { suppliers } from '../../db/schema/suppliers';
import { sealAuditEvents } from '../../shared/sealing';

/*
 * Audit events as the admin reads them (issue 11, decision 035), shared by the log and a tender's
 * history. The rows are read only; the database keeps them append-only and chained (migration
 * audit_chain).
 */

export type AuditOptions = { timeZone: string };

/** The events with the name of who acted (an admin's username or a supplier's company). */
export function auditSelect(db: DbOrTx) {
  return db
    .select({
      id: auditEvents.id,
      seq: auditEvents.seq,
      at: auditEvents.at,
      actorId: auditEvents.actorId,
      actorRole: auditEvents.actorRole,
      actorName: sql<string>`coalesce(${admins.username}, ${suppliers.companyName}, '')`,
      action: auditEvents.action,
      entity: auditEvents.entity,
      entityId: auditEvents.entityId,
      tenderId: auditEvents.tenderId,
      changes: auditEvents.changes,
      hash: auditEvents.hash,
    })
    .from(auditEvents)
    .leftJoin(admins, eq(admins.id, auditEvents.actorId))
    .leftJoin(suppliers, eq(suppliers.id, auditEvents.actorId))
    .$dynamic();
}

export type AuditRow = Awaited<ReturnType<typeof auditSelect>>[number];

function toView(
  row: AuditRow & { sealedUntil: string | null; sealedReason: AuditEventView['sealedReason'] },
): AuditEventView {
  return {
    _id: row.id,
    seq: Number(row.seq),
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorRole: row.actorRole,
    actorName: row.actorName,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    tenderId: row.tenderId,
    changes: row.changes,
    hash: row.hash,
    sealedUntil: row.sealedUntil,
    sealedReason: row.sealedReason ?? null,
  };
}

/** The rows as buyers may read them: prices of a sealed, open tender redacted (decision 040). */
export async function viewsOf(
  db: Db,
  rows: readonly AuditRow[],
  options: AuditOptions,
): Promise<AuditEventView[]> {
  return (await sealAuditEvents(db, rows, options.timeZone)).map(toView);
}
