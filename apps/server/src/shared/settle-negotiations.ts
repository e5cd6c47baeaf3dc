import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import type { NegotiationRound } from '@tenderdesk/domain/negotiation';
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller';
import { conflict } from '../core/errors';
import { recordAudit } from '../db/audit';
import type { DbOrTx, Tx } from '../db/client';
import { negotiationOffers, negotiationRounds } from '../db/schema/evaluation';
import { quotations } from '../db/schema/quotations';
import { inTransaction } from '../db/transaction';
import { readRoundList } from './negotiation-rounds';
import { reviseQuotation } from './quotation-reviser';

/*
 * Settling negotiation rounds (issue 21 item 5, decision 049). A round's offers are sealed until its
 * deadline; the first buyer read after it settles the round, in one transaction: the round is
 * claimed (`update ... where settled_at is null and deadline <= now() returning`, so exactly once
 * across requests and server instances), each offer sent becomes a new revision of its quotation
 * (the earlier lines and totals kept in quotation_revisions with the round's number), and
 * `negotiation.settle` records each supplier's earlier and new total. Called beside
 * `openSealedQuotations` by every buyer read of prices (quotations, comparison, award by line,
 * statement, evaluation) and before an award, which a round still open refuses.
 */

type Round = { id: string; tenderId: string; round: number };
type Offer = typeof negotiationOffers.$inferSelect;
type OfferedLine = { itemCode: string; unitPrice: string };

/** One offer made the quotation's new revision: lines re-priced (GST rates unchanged), totals exact. */
async function applyOffer(tx: Tx, round: Round, offer: Offer) {
  const offered = new Map(
    ((offer.lines ?? []) as OfferedLine[]).map((line) => [
      line.itemCode.trim().toLowerCase(),
      line.unitPrice,
    ]),
  );
  return reviseQuotation(tx, offer.quotationId, {
    tag: { round: round.round },
    replacedBy: offer.supplierId,
    unitPrices: (lines) =>
      lines.map((line) => offered.get(line.itemCode.trim().toLowerCase()) ?? line.unitPrice),
  });
}

/** Claims one due round (nothing when another request did) and applies its offers; audited. */
async function settleRound(tx: Tx, caller: Caller, roundId: string): Promise<string[]> {
  const [round] = await tx
    .update(negotiationRounds)
    .set({ settledAt: sql`now()` })
    .where(
      and(
        eq(negotiationRounds.id, roundId),
        isNull(negotiationRounds.settledAt),
        lte(negotiationRounds.deadline, sql`now()`),
      ),
    )
    .returning({
      id: negotiationRounds.id,
      tenderId: negotiationRounds.tenderId,
      round: negotiationRounds.round,
    });
  if (!round) return [];
  const offers = await tx
    .select()
    .from(negotiationOffers)
    .where(and(eq(negotiationOffers.roundId, round.id), isNotNull(negotiationOffers.submittedAt)))
    .orderBy(asc(negotiationOffers.supplierId));
  const applied = [];
  for (const offer of offers) applied.push(await applyOffer(tx, round, offer));
  await recordAudit(tx, caller, {
    action: 'negotiation.settle',
    entity: 'tender',
    entityId: round.tenderId,
    changes: {
      round: round.round,
      offers: applied.map(({ supplierId, earlierTotal, total }) => ({ supplierId, earlierTotal, total })),
    },
  });
  return applied.map((offer) => offer.quotationId);
}

/**
 * Settles the rounds of these tenders whose deadline has passed; one indexed query when none is
 * due. Answers the quotations it revised (a caller holding rows read before may read them again).
 */
export async function settleNegotiations(
  db: DbOrTx,
  caller: Caller,
  tenderIds: string | readonly string[],
): Promise<string[]> {
  const ids = [...new Set(typeof tenderIds === 'string' ? [tenderIds] : tenderIds)];
  if (ids.length === 0) return [];
  const due = await db
    .select({ id: negotiationRounds.id })
    .from(negotiationRounds)
    .where(
      and(
        inArray(negotiationRounds.tenderId, ids),
        isNull(negotiationRounds.settledAt),
        lte(negotiationRounds.deadline, sql`now()`),
      ),
    )
    .orderBy(asc(negotiationRounds.tenderId), asc(negotiationRounds.round));
  if (due.length === 0) return [];
  return inTransaction(db, async (tx) => {
    const revised: string[] = [];
    for (const round of due) revised.push(...(await settleRound(tx, caller, round.id)));
    return revised;
  });
}

/** Settles what is due, then reads the tender's rounds (the comparison's and the evaluation's). */
export async function settledRounds(
  db: DbOrTx,
  caller: Caller,
  tenderId: string,
): Promise<NegotiationRound[]> {
  await settleNegotiations(db, caller, tenderId);
  return readRoundList(db, tenderId);
}

/**
 * Before an award (whole or by line): settles what is due, then refuses while a round is still
 * open (its offers would otherwise re-price the award after it is made). The tender row is locked
 * by the award, and a round starts only with it locked, so the two cannot cross.
 */
export async function settleBeforeAward(tx: DbOrTx, caller: Caller, tenderId: string): Promise<void> {
  await settleNegotiations(tx, caller, tenderId);
  const [open] = await tx
    .select({ id: negotiationRounds.id })
    .from(negotiationRounds)
    .where(and(eq(negotiationRounds.tenderId, tenderId), isNull(negotiationRounds.settledAt)))
    .limit(1);
  if (open) throw conflict(evaluationMessages.awardDuringNegotiation);
}

type QuotationRow = typeof quotations.$inferSelect;

/**
 * For reads that hold quotation rows already (the quotation lists): settles the due rounds of their
 * tenders and answers the rows with each revised quotation read again.
 */
export async function settleShownQuotations<R extends { quotation: QuotationRow }>(
  db: DbOrTx,
  caller: Caller,
  rows: readonly R[],
): Promise<R[]> {
  const revised = new Set(
    await settleNegotiations(
      db,
      caller,
      rows.map((row) => row.quotation.tenderId),
    ),
  );
  const stale = rows.filter((row) => revised.has(row.quotation.id));
  if (stale.length === 0) return [...rows];
  const fresh = new Map(
    (
      await db
        .select()
        .from(quotations)
        .where(
          inArray(
            quotations.id,
            stale.map((row) => row.quotation.id),
          ),
        )
    ).map((quotation) => [quotation.id, quotation]),
  );
  return rows.map((row) => ({ ...row, quotation: fresh.get(row.quotation.id) ?? row.quotation }));
}
