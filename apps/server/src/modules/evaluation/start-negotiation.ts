import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import type { NegotiationRound } from '@tenderdesk/domain/negotiation';
import type { StartNegotiationBody } from '@tenderdesk/domain/negotiation-schemas';
import { formatInstant } from '@tenderdesk/domain/portal-time';
import { linkTo } from '@tenderdesk/domain/screens';
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { negotiationOffers, negotiationRounds } from '../../db/schema/evaluation';
import { quotations } from '../../db/schema/quotations';
import { interests, tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { isTenderAwarded } from '../../shared/awarded-lines';
import { refuseDuringAuction } from '../../shared/close-auctions';
import { readRoundList } from '../../shared/negotiation-rounds';
import type { Notifier } from '../../shared/notify';
import { pricesOpen, quotationPricesAllowed } from '../../shared/sealing';
import { settleNegotiations } from '../../shared/settle-negotiations';

/*
 * POST /api/tenders/{tenderId}/negotiations (issue 21 item 5, decision 049): once the prices are
 * open, the buyer invites suppliers whose priced quotation it may see to lower their prices by a
 * deadline. One round at a time, never once awarded. The round and one offer row per invitee (its
 * earlier totals) are written with the tender row locked (as awards lock it), audited, and each
 * invitee notified (in-app and email) with the deadline in the portal's time zone.
 */

export type NegotiationOptions = { timeZone: string; notifier: Notifier };

type LockedTender = NonNullable<Awaited<ReturnType<typeof lockTender>>>;

async function lockTender(tx: Tx, tenderId: string) {
  const [tender] = await tx
    .select({
      id: tenders.id,
      status: tenders.status,
      projectCode: tenders.projectCode,
      projectTitle: tenders.projectTitle,
      closingDate: tenders.closingDate,
      closedEarlyAt: tenders.closedEarlyAt,
      envelopes: tenders.envelopes,
      financialOpenedAt: tenders.financialOpenedAt,
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId))
    .for('update');
  return tender;
}

/**
 * The invitees' quotations the buyer may see priced: an Approved supplier's quotation of this tender
 * and, with two envelopes, a supplier the committee qualified.
 * (`quotationPricesAllowed`, the one rule of decision 049: financial envelope open and qualified).
 */
async function eligibleQuotations(tx: Tx, tender: LockedTender, supplierIds: readonly string[]) {
  return tx
    .select({
      supplierId: quotations.supplierId,
      quotationId: quotations.id,
      total: quotations.total,
      totalWithGst: quotations.totalWithGst,
    })
    .from(quotations)
    .innerJoin(interests, eq(interests.id, quotations.interestId))
    .where(
      and(
        eq(quotations.tenderId, tender.id),
        inArray(quotations.supplierId, [...supplierIds]),
        eq(interests.status, 'Approved'),
        quotationPricesAllowed(),
      ),
    );
}

/** The body's invitees, each once, lower case; 400 when one is not an id. */
function inviteesOf(body: StartNegotiationBody): string[] {
  const ids = [...new Set(body.supplierIds.map((id) => id.trim().toLowerCase()))];
  if (ids.some((id) => !isUuid(id))) throw badRequest(text.inviteeNotEligible, 'supplierIds');
  return ids;
}

/** The round's checks with the tender locked: prices open, not awarded, no round open. */
async function checkTender(tx: Tx, caller: Caller, tenderId: string, options: NegotiationOptions) {
  const tender = await lockTender(tx, tenderId);
  if (!tender) throw notFound(messages.tender.notFound);
  if (!pricesOpen(tender, options.timeZone)) throw conflict(text.negotiationNeedsPrices);
  if (await isTenderAwarded(tx, tenderId)) throw conflict(text.negotiationAwarded);
  // A round past its deadline is settled now; one still open refuses another.
  await settleNegotiations(tx, caller, tenderId);
  const [open] = await tx
    .select({ id: negotiationRounds.id })
    .from(negotiationRounds)
    .where(and(eq(negotiationRounds.tenderId, tenderId), isNull(negotiationRounds.settledAt)))
    .limit(1);
  if (open) throw conflict(text.negotiationOpen);
  // Issue 22: an auction past its end is closed first; one scheduled or live refuses the round.
  await refuseDuringAuction(tx, options.notifier, tenderId, auctionMessages.negotiationDuringAuction);
  return tender;
}

/** POST /api/tenders/{tenderId}/negotiations. */
export async function startNegotiation(
  db: DbOrTx,
  caller: Caller,
  tenderIdParam: string,
  body: StartNegotiationBody,
  options: NegotiationOptions,
): Promise<NegotiationRound> {
  if (!isUuid(tenderIdParam)) throw notFound(messages.tender.notFound);
  const tenderId = tenderIdParam.toLowerCase();
  const deadline = new Date(body.deadline);
  if (deadline.getTime() <= Date.now()) throw badRequest(text.deadlinePast, 'deadline');
  const invitees = inviteesOf(body);
  const note = body.note ?? '';
  return inTransaction(db, async (tx) => {
    const tender = await checkTender(tx, caller, tenderId, options);
    const eligible = await eligibleQuotations(tx, tender, invitees);
    if (eligible.length !== invitees.length) throw badRequest(text.inviteeNotEligible, 'supplierIds');
    const [last] = await tx
      .select({ round: max(negotiationRounds.round) })
      .from(negotiationRounds)
      .where(eq(negotiationRounds.tenderId, tenderId));
    const number = (last?.round ?? 0) + 1;
    const [round] = await tx
      .insert(negotiationRounds)
      .values({ tenderId, round: number, deadline, note, createdBy: caller.id })
      .returning({ id: negotiationRounds.id });
    if (!round) throw new Error('round insert returned nothing');
    await tx.insert(negotiationOffers).values(
      eligible.map((quotation) => ({
        roundId: round.id,
        supplierId: quotation.supplierId,
        quotationId: quotation.quotationId,
        earlierTotal: quotation.total,
        earlierTotalWithGst: quotation.totalWithGst,
      })),
    );
    await recordAudit(tx, caller, {
      action: 'negotiation.start',
      entity: 'tender',
      entityId: tenderId,
      changes: { round: number, invitees: invitees.length, deadline: deadline.toISOString() },
    });
    await options.notifier.notify(
      tx,
      'negotiation.invited',
      { suppliers: invitees },
      {
        text: (t, locale) =>
          t.negotiationInvited(tender, number, formatInstant(deadline, options.timeZone, {}, locale), note),
        link: linkTo('supplierTender', { id: tenderId }),
      },
    );
    const rounds = await readRoundList(tx, tenderId);
    const started = rounds.find((one) => one._id === round.id);
    if (!started) throw new Error('round vanished after it was written');
    return started;
  });
}
