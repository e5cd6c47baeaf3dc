import { messages } from '@tenderdesk/domain/messages';
import { QUOTATION_REVISIONS_PER_MINUTE } from '@tenderdesk/domain/quotations';
import { desc, eq, sql } from 'drizzle-orm';
import { rateLimited } from '../../core/errors';
import type { Tx } from '../../db/client';
import { quotationRevisions } from '../../db/schema/quotations';

/**
 * Refuses (429) a revision when the quotation was revised QUOTATION_REVISIONS_PER_MINUTE times in
 * the last minute (decision 041). Counted in quotation_revisions, so the limit holds across server
 * instances; the caller holds the quotation's row lock, so two revisions cannot both pass it. Reads
 * only the newest revisions of that quotation (its unique index on quotation and revision).
 */
export async function assertRevisionAllowed(tx: Tx, quotationId: string): Promise<void> {
  const newest = tx
    .select({ replacedAt: quotationRevisions.replacedAt })
    .from(quotationRevisions)
    .where(eq(quotationRevisions.quotationId, quotationId))
    .orderBy(desc(quotationRevisions.revision))
    .limit(QUOTATION_REVISIONS_PER_MINUTE)
    .as('newest');
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(newest)
    .where(sql`${newest.replacedAt} > now() - interval '1 minute'`);
  const recent = row?.n ?? 0;
  if (recent >= QUOTATION_REVISIONS_PER_MINUTE)
    throw rateLimited(messages.quotation.tooManyRevisions(recent));
}
