import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { isTenderClosed } from '@tenderdesk/domain/tenders';
import { and, eq } from 'drizzle-orm';
import { conflict, forbidden } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { interests } from '../../db/schema/tenders';
import { assertSupplierMayTrade } from '../../shared/supplier-standing';
import { type EvaluationTender, findEvaluationTender } from './bid-rows';

/*
 * Who may read and change a supplier's envelopes (contract section B): the supplier itself (the
 * route's ownSupplier guard) with an Approved interest in a published tender, refused as the
 * quotations refuse (404 unknown tender, 403 not published or not approved); its writes only
 * while the tender is open (409 biddingClosed).
 */

export type Bidder = { tender: EvaluationTender; interestId: string };

/**
 * The tender and the supplier's Approved interest. A write passes `share`: the tender row and
 * then the interest are share-locked, in the quotation writes' order, so the settings (which lock
 * the tender for update) and the interest's decision wait for it.
 */
export async function approvedBidder(
  db: DbOrTx,
  tenderId: string,
  supplierId: string,
  lock?: 'share',
): Promise<Bidder> {
  const tender = await findEvaluationTender(db, tenderId, lock);
  const query = db
    .select({ id: interests.id, status: interests.status })
    .from(interests)
    .where(and(eq(interests.tenderId, tender.id), eq(interests.supplierId, supplierId.toLowerCase())));
  const [interest] = lock ? await query.for(lock) : await query;
  if (tender.status !== 'Published') throw forbidden(evaluationMessages.bidNotPublished);
  if (interest?.status !== 'Approved') throw forbidden(evaluationMessages.bidNotApproved);
  return { tender, interestId: interest.id };
}

/** A bid changes only while the tender is open. */
export function assertBiddingOpen(tender: EvaluationTender, timeZone: string): void {
  if (isTenderClosed(tender, timeZone)) throw conflict(evaluationMessages.biddingClosed);
}

/**
 * A write to the supplier's envelopes: the tender still open and the supplier neither on hold nor
 * blacklisted (issue 24: 403 with the reason, as quotations refuse it).
 */
export async function assertBidWritable(
  db: DbOrTx,
  tender: EvaluationTender,
  supplierId: string,
  timeZone: string,
): Promise<void> {
  assertBiddingOpen(tender, timeZone);
  await assertSupplierMayTrade(db, supplierId.toLowerCase(), 'quotation', timeZone);
}

/** The technical part is a two-envelope tender's only (409 `notTwoEnvelope`). */
export function assertTwoEnvelopes(tender: EvaluationTender): void {
  if (tender.envelopes !== 'two') throw conflict(evaluationMessages.notTwoEnvelope);
}
