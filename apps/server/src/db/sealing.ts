import { awardMessages } from '@tenderdesk/domain/award-messages';
import { formatPortalDay, portalToday } from '@tenderdesk/domain/portal-time';
import { isTenderClosed, sealState } from '@tenderdesk/domain/tenders';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Caller } from '../plugins/auth';
import { conflict } from '../plugins/errors';
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
  /** When a buyer closed it early (decision 039): a sealed tender opens then. */
  closedEarlyAt: Date | null;
  quotationsOpenedAt: Date | null;
};

/** The tender columns the sealing rule needs. */
export const sealColumns = {
  id: tenders.id,
  sealed: tenders.sealed,
  closingDate: tenders.closingDate,
  closedEarlyAt: tenders.closedEarlyAt,
  quotationsOpenedAt: tenders.quotationsOpenedAt,
};

/** Whether prices of `tender` are hidden now, and the day they open. */
export const sealOf = (
  tender: Pick<SealedTender, 'sealed' | 'closingDate'> & { closedEarlyAt?: Date | null },
  timeZone: string,
) => sealState(tender, timeZone);

/**
 * Refuses an award (select, line awards, purchase orders) while the tender is open (decision 039):
 * 409 naming the day it closes, and that it can be closed early.
 */
export function assertAwardable(
  tender: { closingDate: string; closedEarlyAt: Date | null },
  timeZone: string,
) {
  if (!isTenderClosed(tender, timeZone))
    throw conflict(awardMessages.tenderOpen(formatPortalDay(tender.closingDate)));
}

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
  const closed = shown.filter(
    (t) => t.sealed && t.quotationsOpenedAt === null && !sealOf(t, timeZone).sealed,
  );
  const ids = [...new Set(closed.map((t) => t.id))];
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
          // Closed (the domain's isClosed, checked above too): closed early, or its closing date is
          // before today in the portal's time zone (its end has passed).
          sql`(${tenders.closedEarlyAt} <= now() or ${tenders.closingDate} < ${portalToday(timeZone)}::date)`,
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
