import type { AuditEventView, AuditListQuery } from '@tenderdesk/domain/audit';
import { messages } from '@tenderdesk/domain/messages';
import type { Page } from '@tenderdesk/domain/paging';
import { addPortalDays, startOfPortalDay } from '@tenderdesk/domain/portal-time';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { auditEvents } from '../../db/schema/audit';
import { suppliers } from '../../db/schema/suppliers';
import { tenders } from '../../db/schema/tenders';
import { isUuid } from '../../db/uuid';
import { sealAuditEvents } from '../../shared/sealing';

/*
 * The audit log for the admin and one tender's history (issue 11, decision 035). The rows are
 * read only; the database keeps them append-only and chained (migration audit_chain).
 */

export type AuditOptions = { timeZone: string };

const HISTORY_LIMIT = 500;

function listSelect(db: Db) {
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
    .leftJoin(suppliers, eq(suppliers.id, auditEvents.actorId));
}

type Row = Awaited<ReturnType<ReturnType<typeof listSelect>['execute']>>[number];

function toView(row: Row & { sealedUntil: string | null }): AuditEventView {
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
  };
}

/** The rows as buyers may read them: prices of a sealed, open tender redacted (decision 040). */
async function viewsOf(db: Db, rows: readonly Row[], options: AuditOptions): Promise<AuditEventView[]> {
  return (await sealAuditEvents(db, rows, options.timeZone)).map(toView);
}

/** A filter on a uuid column: a value that is no uuid matches nothing (rather than failing the cast). */
function uuidIs(column: typeof auditEvents.actorId | typeof auditEvents.tenderId, value: string): SQL {
  return isUuid(value) ? eq(column, value.toLowerCase()) : sql`false`;
}

/**
 * GET /api/admin/audit: newest first, by `seq` (the chain's order). Each filter is optional, so
 * the page is an offset over the `(filter, seq)` indexes (tender, actor, action; entity uses
 * `(entity, entity_id)`, dates `at`) rather than a `definePagedList`, whose filters are fixed.
 */
export async function listAuditEvents(
  db: Db,
  query: AuditListQuery,
  options: AuditOptions,
): Promise<Page<AuditEventView>> {
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(auditEvents.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditEvents.entityId, query.entityId.toLowerCase()));
  if (query.tenderId) conditions.push(uuidIs(auditEvents.tenderId, query.tenderId));
  if (query.actorId) conditions.push(uuidIs(auditEvents.actorId, query.actorId));
  if (query.action) conditions.push(eq(auditEvents.action, query.action));
  // Days are the portal's (decision 038): from the start of `from` to the end of `to` there.
  if (query.from) conditions.push(gte(auditEvents.at, startOfPortalDay(query.from, options.timeZone)));
  if (query.to)
    conditions.push(lt(auditEvents.at, startOfPortalDay(addPortalDays(query.to, 1), options.timeZone)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    listSelect(db)
      .where(where)
      .orderBy(desc(auditEvents.seq))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return {
    data: await viewsOf(db, rows, options),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * GET /api/tenders/{tenderId}/history: the tender's events and those of its interests,
 * quotations, questions, award and margins, oldest first (at most HISTORY_LIMIT, the newest).
 */
export async function tenderHistory(
  db: Db,
  tenderIdParam: string,
  options: AuditOptions,
): Promise<AuditEventView[]> {
  if (!isUuid(tenderIdParam)) throw notFound(messages.tender.notFound);
  const tenderId = tenderIdParam.toLowerCase();
  const rows = await listSelect(db)
    .where(eq(auditEvents.tenderId, tenderId))
    .orderBy(desc(auditEvents.seq))
    .limit(HISTORY_LIMIT);
  if (rows.length === 0) {
    const [tender] = await db.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, tenderId));
    if (!tender) throw notFound(messages.tender.notFound);
  }
  return viewsOf(db, rows.reverse(), options);
}
