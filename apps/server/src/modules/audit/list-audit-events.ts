import type { AuditEventView, AuditListQuery } from '@tenderdesk/domain/audit';
import type { Page } from '@tenderdesk/domain/paging';
import { addPortalDays, startOfPortalDay } from '@tenderdesk/domain/portal-time';
import { eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { definePagedList } from '../../db/paging';
import { auditEvents } from '../../db/schema/audit';
import { isUuid } from '../../db/uuid';
import { type AuditOptions, type AuditRow, auditSelect, viewsOf } from './audit-rows';

/**
 * The log, newest first by `seq` (the chain's order). Each filter is optional: every combination
 * given is a statement of its own over the `(filter, seq)` indexes (tender, actor, action; entity
 * uses `(entity, entity_id)`, dates `at`). Every write of every module adds events, so totals are
 * counted on every page.
 */
const auditLog = definePagedList({
  name: 'audit_log',
  table: auditEvents,
  id: auditEvents.id,
  filters: {},
  optional: {
    entity: (value) => eq(auditEvents.entity, value),
    entityId: (value) => eq(auditEvents.entityId, value),
    tenderId: (value) => eq(auditEvents.tenderId, value),
    actorId: (value) => eq(auditEvents.actorId, value),
    action: (value) => eq(auditEvents.action, value),
    from: (value) => gte(auditEvents.at, value),
    before: (value) => lt(auditEvents.at, value),
  },
  search: [],
  sorts: { seq: auditEvents.seq },
  select: auditSelect,
  toItem: (row: AuditRow) => row,
  countTtlMs: 0,
});

/** A uuid filter's value; a value that is no uuid matches nothing (null), rather than failing the cast. */
function uuidFilter(value: string | undefined): string | undefined | null {
  if (!value) return undefined;
  return isUuid(value) ? value.toLowerCase() : null;
}

/** GET /api/admin/audit: newest first, each filter optional, any combination. */
export async function listAuditEvents(
  db: Db,
  query: AuditListQuery,
  options: AuditOptions,
): Promise<Page<AuditEventView>> {
  const paging = { page: query.page, pageSize: query.pageSize, sort: '-seq' as const };
  const tenderId = uuidFilter(query.tenderId);
  const actorId = uuidFilter(query.actorId);
  if (tenderId === null || actorId === null)
    return { data: [], total: 0, page: query.page, pageSize: query.pageSize };
  // Days are the portal's (decision 038): from the start of `from` to the end of `to` there.
  const dayStart = (day: string) => startOfPortalDay(day, options.timeZone).toISOString();
  const page = await auditLog.page(db, {}, paging, {
    optional: {
      entity: query.entity || undefined,
      entityId: query.entityId ? query.entityId.toLowerCase() : undefined,
      tenderId,
      actorId,
      action: query.action || undefined,
      from: query.from ? dayStart(query.from) : undefined,
      before: query.to ? dayStart(addPortalDays(query.to, 1)) : undefined,
    },
  });
  return { ...page, data: await viewsOf(db, page.data, options) };
}
