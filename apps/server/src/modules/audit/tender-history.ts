import type { AuditEventView } from '@tenderdesk/domain/audit';
import { messages } from '@tenderdesk/domain/messages';
import { desc, eq } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema/audit';
import { tenders } from '../../db/schema/tenders';
import { isUuid } from '../../db/uuid';
import { type AuditOptions, auditSelect, viewsOf } from './audit-rows';

const HISTORY_LIMIT = 500;

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
  const rows = await auditSelect(db)
    .where(eq(auditEvents.tenderId, tenderId))
    .orderBy(desc(auditEvents.seq))
    .limit(HISTORY_LIMIT);
  if (rows.length === 0) {
    const [tender] = await db.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, tenderId));
    if (!tender) throw notFound(messages.tender.notFound);
  }
  return viewsOf(db, rows.reverse(), options);
}
