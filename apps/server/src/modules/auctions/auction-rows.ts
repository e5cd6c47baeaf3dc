import type { AuctionCandidate } from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import { messages } from '@tenderdesk/domain/messages';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { auctions } from '../../db/schema/auctions';
import { negotiationRounds } from '../../db/schema/evaluation';
import { quotations } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenders } from '../../db/schema/tenders';
import { isUuid } from '../../db/uuid';
import type { AuctionRow } from '../../shared/auction-standings';
import { isTenderAwarded } from '../../shared/awarded-lines';
import type { Notifier } from '../../shared/notify';
import { pricesOpen, quotationPricesAllowed, sealColumns } from '../../shared/sealing';

/*
 * The pieces the auction use cases share (issue 22, decision 050): their options, the tender's row
 * (locked for a write), a tender's current auction, the database's clock and the quotations a buyer
 * may invite (priced, Approved, allowed by the evaluation: the same rule as a negotiation round).
 */

export type AuctionOptions = { timeZone: string; notifier: Notifier };

/** The tender id of a path parameter, lower case; null when it is not an id. */
export const idOf = (param: string): string | null => (isUuid(param) ? param.toLowerCase() : null);

export const tenderMissing = () => notFound(messages.tender.notFound);

/** The tender columns the auction's rules read (its seal, whether prices are open, its name). */
export const tenderColumns = {
  ...sealColumns,
  status: tenders.status,
  projectCode: tenders.projectCode,
  projectTitle: tenders.projectTitle,
};

export type AuctionTender = { [K in keyof typeof tenderColumns]: (typeof tenders.$inferSelect)[K] };

/** The tender, locked for a write (404 when there is none). */
export async function lockTender(tx: Tx, tenderId: string): Promise<AuctionTender> {
  const [tender] = await tx.select(tenderColumns).from(tenders).where(eq(tenders.id, tenderId)).for('update');
  if (!tender) throw tenderMissing();
  return tender;
}

/** The tender (404 when there is none). */
export async function readTender(db: DbOrTx, tenderId: string): Promise<AuctionTender> {
  const [tender] = await db.select(tenderColumns).from(tenders).where(eq(tenders.id, tenderId));
  if (!tender) throw tenderMissing();
  return tender;
}

/** The database's clock (deadlines follow it, not the process's). */
export async function databaseNow(db: DbOrTx): Promise<Date> {
  const [row] = await db
    .select({ now: sql`now()`.mapWith(auctions.createdAt) })
    .from(sql`(select 1) as clock`);
  if (!row) throw new Error('now() answered nothing');
  return row.now;
}

/** The tender's auction that is not cancelled (at most one: auctions_tender_active_idx). */
export async function activeAuction(
  db: DbOrTx,
  tenderId: string,
  lock = false,
): Promise<AuctionRow | undefined> {
  const query = db
    .select()
    .from(auctions)
    .where(and(eq(auctions.tenderId, tenderId), isNull(auctions.cancelledAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The tender's latest auction, the active one before any cancelled one. */
export async function latestAuction(db: DbOrTx, tenderId: string): Promise<AuctionRow | undefined> {
  const [row] = await db
    .select()
    .from(auctions)
    .where(eq(auctions.tenderId, tenderId))
    .orderBy(sql`${auctions.cancelledAt} is null desc`, desc(auctions.createdAt))
    .limit(1);
  return row;
}

/** The supplier's invited auction (shared with the supplier's bid read, modules/evaluation). */
export { invitedAuction } from '../../shared/invited-auction';

/**
 * The quotations of the tender the buyer may invite (of `supplierIds` when given): an Approved
 * supplier's, whose prices the evaluation lets the buyer see; lowest grand total first.
 */
export async function eligibleQuotations(
  db: DbOrTx,
  tenderId: string,
  supplierIds?: readonly string[],
): Promise<(AuctionCandidate & { updatedAt: Date })[]> {
  const conditions: SQL[] = [
    eq(quotations.tenderId, tenderId),
    eq(interests.status, 'Approved'),
    quotationPricesAllowed(),
  ];
  if (supplierIds) conditions.push(inArray(quotations.supplierId, [...supplierIds]));
  return db
    .select({
      supplierId: quotations.supplierId,
      companyName: suppliers.companyName,
      quotationId: quotations.id,
      totalWithGst: quotations.totalWithGst,
      updatedAt: quotations.updatedAt,
    })
    .from(quotations)
    .innerJoin(interests, eq(interests.id, quotations.interestId))
    .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
    .where(and(...conditions))
    .orderBy(asc(quotations.totalWithGst), asc(suppliers.companyName));
}

/**
 * Why no auction can be scheduled on the tender now (null: it can), in the order schedule checks
 * it; the caller holds the tender row (locked, for a write) and has settled due rounds.
 */
export async function schedulingBlock(
  db: DbOrTx,
  tender: AuctionTender,
  current: AuctionRow | undefined,
  timeZone: string,
): Promise<string | null> {
  if (!pricesOpen(tender, timeZone)) return text.needsPrices;
  if (await isTenderAwarded(db, tender.id)) return text.awarded;
  const [open] = await db
    .select({ id: negotiationRounds.id })
    .from(negotiationRounds)
    .where(and(eq(negotiationRounds.tenderId, tender.id), isNull(negotiationRounds.settledAt)))
    .limit(1);
  if (open) return text.negotiationOpen;
  if (current && current.cancelledAt === null) return text.alreadyScheduled;
  return null;
}
