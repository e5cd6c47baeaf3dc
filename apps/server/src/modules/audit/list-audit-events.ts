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

type AuditFilterQuery = Omit<AuditListQuery, 'page' | 'pageSize'>;
const NEWEST_FIRST = '-seq' as const;

/**
 * The log's filters as the list's optional conditions, one place for the page and the export; null
 * when a uuid filter is no uuid (nothing matches).
 */
function auditConditions(query: AuditFilterQuery, options: AuditOptions) {
  const tenderId = uuidFilter(query.tenderId);
  const actorId = uuidFilter(query.actorId);
  if (tenderId === null || actorId === null) return null;
  // Days are the portal's (decision 038): from the start of `from` to the end of `to` there.
  const dayStart = (day: string) => startOfPortalDay(day, options.timeZone).toISOString();
  return {
    optional: {
      entity: query.entity || undefined,
      entityId: query.entityId ? query.entityId.toLowerCase() : undefined,
      tenderId,
      actorId,
      action: query.action || undefined,
      from: query.from ? dayStart(query.from) : undefined,
      before: query.to ? dayStart(addPortalDays(query.to, 1)) : undefined,
    },
  };
}

/** GET /api/admin/audit: newest first, each filter optional, any combination. */
export async function listAuditEvents(
  db: Db,
  query: AuditListQuery,
  options: AuditOptions,
): Promise<Page<AuditEventView>> {
  const paging = { page: query.page, pageSize: query.pageSize, sort: NEWEST_FIRST };
  const conditions = auditConditions(query, options);
  if (conditions === null) return { data: [], total: 0, page: query.page, pageSize: query.pageSize };
  const page = await auditLog.page(db, {}, paging, conditions);
  return { ...page, data: await viewsOf(db, page.data, options) };
}

/** GET /api/admin/audit.csv and .xlsx: every event the log's filters match, newest first, a batch at a time. */
export async function* auditEventBatches(
  db: Db,
  query: AuditFilterQuery,
  options: AuditOptions,
  batchSize: number,
): AsyncGenerator<AuditEventView[]> {
  const conditions = auditConditions(query, options);
  if (conditions === null) return;
  for await (const rows of auditLog.batches(db, {}, { sort: NEWEST_FIRST }, batchSize, conditions)) {
    yield await viewsOf(db, rows, options);
  }
}
