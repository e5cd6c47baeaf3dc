import type { NegotiationRound } from '@tenderdesk/domain/negotiation';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { negotiationOffers, negotiationRounds } from '../db/schema/evaluation';
import { suppliers } from '../db/schema/suppliers';

/*
 * A tender's negotiation rounds as buyers read them (issue 21 item 5, decision 049): the evaluation
 * (its `rounds`), the comparison and the comparative statement. Before a round is settled an
 * invitee shows whether and when it sent an offer, never the offer's figures: those are sealed
 * until the deadline, and settling (settle-negotiations.ts) is what makes them the quotation's.
 */

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The tender's rounds, oldest first, each invitee with its earlier totals (lowest first). */
export async function readRoundList(db: DbOrTx, tenderId: string): Promise<NegotiationRound[]> {
  const rounds = await db
    .select()
    .from(negotiationRounds)
    .where(eq(negotiationRounds.tenderId, tenderId))
    .orderBy(asc(negotiationRounds.round));
  if (rounds.length === 0) return [];
  const offers = await db
    .select({ offer: negotiationOffers, companyName: suppliers.companyName })
    .from(negotiationOffers)
    .innerJoin(suppliers, eq(suppliers.id, negotiationOffers.supplierId))
    .where(
      inArray(
        negotiationOffers.roundId,
        rounds.map((round) => round.id),
      ),
    )
    .orderBy(asc(negotiationOffers.earlierTotalWithGst), asc(suppliers.companyName));
  return rounds.map((round) => {
    const settled = round.settledAt !== null;
    return {
      _id: round.id,
      round: round.round,
      deadline: round.deadline.toISOString(),
      note: round.note,
      settledAt: iso(round.settledAt),
      invitees: offers
        .filter(({ offer }) => offer.roundId === round.id)
        .map(({ offer, companyName }) => {
          // Sealed until settled: the figures of an offer leave the server only after the deadline.
          const shown = settled && offer.submittedAt !== null;
          return {
            supplierId: offer.supplierId,
            companyName,
            submittedAt: iso(offer.submittedAt),
            earlierTotal: offer.earlierTotal,
            earlierTotalWithGst: offer.earlierTotalWithGst,
            total: shown ? offer.total : null,
            totalWithGst: shown ? offer.totalWithGst : null,
          };
        }),
    };
  });
}
