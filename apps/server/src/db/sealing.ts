import { sealState, todayIn } from '@tenderdesk/domain/tenders';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Caller } from '../plugins/auth';
import { recordAudit } from './audit';
import type { DbOrTx } from './client';
import { tenders } from './schema/tenders';
import { inTransaction } from './transaction';

/*
 * Sealed bids (decision 026): until a sealed tender closes, no buyer read shows a price. The first
 * read after closing that shows prices is the opening: it sets `tenders.quotations_opened_at` once
 * (`where quotations_opened_at is null`, so exactly once under concurrency) and writes
 * `tender.quotations.open` in the same transaction. The quotation and award modules both use it.
 */

export type SealedTender = {
  id: string;
  sealed: boolean;
  closingDate: string;
  quotationsOpenedAt: Date | null;
};

/** The tender columns the sealing rule needs. */
export const sealColumns = {
  id: tenders.id,
  sealed: tenders.sealed,
  closingDate: tenders.closingDate,
  quotationsOpenedAt: tenders.quotationsOpenedAt,
};

/** Whether prices of `tender` are hidden now, and the day they open. */
export const sealOf = (tender: Pick<SealedTender, 'sealed' | 'closingDate'>, timeZone: string) =>
  sealState(tender, timeZone);

/**
 * Opens the sealed, closed tenders among `shown` whose prices are about to be shown for the first
 * time; a no-op (no query) when none needs it. Returns the ids opened by this call.
 */
export async function openSealedQuotations(
  db: DbOrTx,
  caller: Caller,
  shown: readonly SealedTender[],
  timeZone: string,
): Promise<string[]> {
  const ids = [
    ...new Set(
      shown
        .filter((t) => t.sealed && t.quotationsOpenedAt === null && !sealOf(t, timeZone).sealed)
        .map((t) => t.id),
    ),
  ];
  if (ids.length === 0) return [];
  return inTransaction(db, async (tx) => {
    const opened = await tx
      .update(tenders)
      .set({ quotationsOpenedAt: sql`now()` })
      .where(
        and(
          inArray(tenders.id, ids),
          eq(tenders.sealed, true),
          isNull(tenders.quotationsOpenedAt),
          // Closed: the closing date is before today in the portal's time zone (checked above too).
          lt(tenders.closingDate, todayIn(timeZone)),
        ),
      )
      .returning({ id: tenders.id, closingDate: tenders.closingDate });
    for (const tender of opened) {
      await recordAudit(tx, caller, {
        action: 'tender.quotations.open',
        entity: 'tender',
        entityId: tender.id,
        changes: { closingDate: tender.closingDate },
      });
    }
    return opened.map((tender) => tender.id);
  });
}
