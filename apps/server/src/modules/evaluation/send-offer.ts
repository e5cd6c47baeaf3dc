import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { paiseToDecimal } from '@tenderdesk/domain/money';
import { type NegotiationForSupplier, readOfferLines } from '@tenderdesk/domain/negotiation';
import type { NegotiationOfferBody } from '@tenderdesk/domain/negotiation-schemas';
import { type GstRate, priceQuotation } from '@tenderdesk/domain/quotations';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { negotiationOffers, negotiationRounds } from '../../db/schema/evaluation';
import { quotationLines, quotations } from '../../db/schema/quotations';
import { interests } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { readSupplierNegotiation } from './negotiation-views';

/*
 * PUT /api/suppliers/{supplierId}/tenders/{tenderId}/negotiation-offer (issue 21 item 5, decision
 * 049): an invited supplier's revised prices for the tender's latest round, until its deadline (the
 * database's clock, the same that settles the round). No unit price may exceed the quotation's; an
 * item left out keeps its price; GST rates are unchanged. Kept in the offer row (sealed from buyers
 * until the round is settled) and re-sendable until the deadline. Audited without any price.
 */

/**
 * The tender's latest round and this supplier's offer in it, both locked; 403 when not invited to
 * it (or no longer approved), 409 once its deadline has passed.
 */
async function lockInvitation(tx: Tx, tenderId: string, supplierId: string) {
  const [latest] = await tx
    .select({
      id: negotiationRounds.id,
      round: negotiationRounds.round,
      late: sql<boolean>`(${negotiationRounds.settledAt} is not null or ${negotiationRounds.deadline} <= now())`,
    })
    .from(negotiationRounds)
    .where(eq(negotiationRounds.tenderId, tenderId))
    .orderBy(desc(negotiationRounds.round))
    .limit(1)
    // Shared: settling the round (an update of this row) waits for this offer, and then sees it.
    .for('share');
  const [offer] = latest
    ? await tx
        .select({ quotationId: negotiationOffers.quotationId, interest: interests.status })
        .from(negotiationOffers)
        .innerJoin(quotations, eq(quotations.id, negotiationOffers.quotationId))
        .innerJoin(interests, eq(interests.id, quotations.interestId))
        .where(and(eq(negotiationOffers.roundId, latest.id), eq(negotiationOffers.supplierId, supplierId)))
        .for('update', { of: negotiationOffers })
    : [];
  if (!latest || !offer || offer.interest !== 'Approved') throw forbidden(text.notInvited);
  if (latest.late) throw conflict(text.offerLate);
  return { round: latest, quotationId: offer.quotationId };
}

/** PUT /api/suppliers/{supplierId}/tenders/{tenderId}/negotiation-offer. */
export async function sendOffer(
  db: DbOrTx,
  caller: Caller,
  supplierIdParam: string,
  tenderIdParam: string,
  body: NegotiationOfferBody,
): Promise<NegotiationForSupplier> {
  if (!isUuid(tenderIdParam)) throw notFound(messages.tender.notFound);
  const tenderId = tenderIdParam.toLowerCase();
  const supplierId = supplierIdParam.toLowerCase();
  return inTransaction(db, async (tx) => {
    const { round, quotationId } = await lockInvitation(tx, tenderId, supplierId);
    const lines = await tx
      .select({
        itemCode: quotationLines.itemCode,
        qty: quotationLines.qty,
        unitPrice: quotationLines.unitPrice,
        gstRate: quotationLines.gstRate,
      })
      .from(quotationLines)
      .where(eq(quotationLines.quotationId, quotationId))
      .orderBy(asc(quotationLines.position));
    const read = readOfferLines(lines, body.items);
    if (!read.ok) throw badRequest(read.problem.message, read.problem.field);
    const priced = priceQuotation(
      lines.map((line, index) => ({
        qty: line.qty,
        unitPrice: read.unitPrices[index] ?? line.unitPrice,
        gstRate: line.gstRate as GstRate,
      })),
    );
    await tx
      .update(negotiationOffers)
      .set({
        lines: lines.map((line, index) => ({ itemCode: line.itemCode, unitPrice: read.unitPrices[index] })),
        total: paiseToDecimal(priced.total),
        totalWithGst: paiseToDecimal(priced.totalWithGst),
        submittedAt: sql`now()`,
      })
      .where(and(eq(negotiationOffers.roundId, round.id), eq(negotiationOffers.supplierId, supplierId)));
    await recordAudit(tx, caller, {
      action: 'negotiation.offer',
      entity: 'tender',
      entityId: tenderId,
      changes: { round: round.round, supplierId, lines: body.items.length },
    });
    const view = await readSupplierNegotiation(tx, tenderId, supplierId);
    if (!view) throw new Error('offer vanished after it was written');
    return view;
  });
}
