import { paiseToDecimal, toPaise } from '@tenderdesk/domain/money';
import type { NegotiationForSupplier, NegotiationRound } from '@tenderdesk/domain/negotiation';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import type { DbOrTx } from '../../db/client';
import { negotiationOffers, negotiationRounds } from '../../db/schema/evaluation';
import { quotationLines, quotationRevisions } from '../../db/schema/quotations';
import { settledRounds } from '../../shared/settle-negotiations';

/*
 * The negotiation as each side reads it (issue 21 item 5, decision 049). The buyer: the tender's
 * rounds (Evaluation.rounds), settled first when a deadline has passed, each offer's figures only
 * once its round is settled. The supplier: its own latest round, its quoted lines with the earlier
 * and offered unit prices (its own offer is never sealed from itself).
 */

/** Evaluation.rounds (the committee's read, slice H2's hook): settles what is due, then the rounds. */
export async function readRounds(db: DbOrTx, tenderId: string, caller: Caller): Promise<NegotiationRound[]> {
  return settledRounds(db, caller, tenderId);
}

type OfferedLine = { itemCode: string; unitPrice: string };
type RevisedItem = { unitPrice: number };

const decimal = (value: string | number) => paiseToDecimal(toPaise(value));
const codeKey = (code: string) => code.trim().toLowerCase();

/** The unit prices of a quotation before `round` settled it (its revision of that round), by position. */
async function pricesBeforeRound(db: DbOrTx, quotationId: string, round: number): Promise<string[] | null> {
  const [revision] = await db
    .select({ payload: quotationRevisions.payload })
    .from(quotationRevisions)
    .where(
      and(
        eq(quotationRevisions.quotationId, quotationId),
        sql`(${quotationRevisions.payload} ->> 'round')::int = ${round}`,
      ),
    )
    .limit(1);
  const items = (revision?.payload as { items?: RevisedItem[] } | undefined)?.items;
  return items ? items.map((item) => decimal(item.unitPrice)) : null;
}

/**
 * NegotiationForSupplier: the latest round the supplier is invited to, or null (SupplierBid's
 * `negotiation`, slice H1's hook, and the answer of an offer).
 */
export async function readSupplierNegotiation(
  db: DbOrTx,
  tenderId: string,
  supplierId: string,
): Promise<NegotiationForSupplier | null> {
  const [row] = await db
    .select({ round: negotiationRounds, offer: negotiationOffers })
    .from(negotiationOffers)
    .innerJoin(negotiationRounds, eq(negotiationRounds.id, negotiationOffers.roundId))
    .where(and(eq(negotiationRounds.tenderId, tenderId), eq(negotiationOffers.supplierId, supplierId)))
    .orderBy(desc(negotiationRounds.round))
    .limit(1);
  if (!row) return null;
  const { round, offer } = row;
  const lines = await db
    .select()
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, offer.quotationId))
    .orderBy(asc(quotationLines.position));
  const sent = offer.submittedAt !== null;
  // Once settled, the quotation carries the offered prices; the earlier ones are in its revision.
  const before = round.settledAt && sent ? await pricesBeforeRound(db, offer.quotationId, round.round) : null;
  const offered = new Map(
    ((offer.lines ?? []) as OfferedLine[]).map((line) => [codeKey(line.itemCode), line]),
  );
  return {
    roundId: round.id,
    round: round.round,
    deadline: round.deadline.toISOString(),
    note: round.note,
    settledAt: round.settledAt?.toISOString() ?? null,
    open: round.settledAt === null && round.deadline.getTime() > Date.now(),
    lines: lines.map((line, index) => {
      const mine = offered.get(codeKey(line.itemCode));
      return {
        itemCode: line.itemCode,
        itemName: line.itemName,
        qty: decimal(line.qty),
        uom: line.uom,
        gstRate: line.gstRate,
        earlierUnitPrice: before?.[index] ?? decimal(line.unitPrice),
        offeredUnitPrice: sent && mine ? decimal(mine.unitPrice) : null,
      };
    }),
    earlierTotal: offer.earlierTotal,
    earlierTotalWithGst: offer.earlierTotalWithGst,
    total: offer.total,
    totalWithGst: offer.totalWithGst,
    submittedAt: offer.submittedAt?.toISOString() ?? null,
  };
}
