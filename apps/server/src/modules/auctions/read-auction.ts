import type { AuctionCandidate, TenderAuction } from '@tenderdesk/domain/auction';
import { AUCTION_LIMITS } from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import type { Caller } from '../../core/caller';
import type { DbOrTx } from '../../db/client';
import { closeDueAuctions } from '../../shared/close-auctions';
import { openSealedQuotations, pricesOpen } from '../../shared/sealing';
import { settleNegotiations } from '../../shared/settle-negotiations';
import {
  type AuctionOptions,
  eligibleQuotations,
  idOf,
  latestAuction,
  readTender,
  schedulingBlock,
  tenderMissing,
} from './auction-rows';
import { buyerView } from './auction-views';

/*
 * GET /api/tenders/{tenderId}/auction (issue 22, decision 050): the tender's auction (the active
 * one, else the latest cancelled one, else null), the suppliers the buyer could invite, and why no
 * auction can be scheduled now. An auction past its end is closed first, and a negotiation round
 * past its deadline settled, so the figures are final. Prices are shown only once they are open.
 */

/** GET /api/tenders/{tenderId}/auction. */
export async function readTenderAuction(
  db: DbOrTx,
  caller: Caller,
  tenderIdParam: string,
  options: AuctionOptions,
): Promise<TenderAuction> {
  const tenderId = idOf(tenderIdParam);
  if (!tenderId) throw tenderMissing();
  const tender = await readTender(db, tenderId);
  await closeDueAuctions(db, options.notifier, tenderId);
  await settleNegotiations(db, caller, tenderId);
  const current = await latestAuction(db, tenderId);
  let blockedReason = await schedulingBlock(db, tender, current, options.timeZone);
  let candidates: AuctionCandidate[] = [];
  if (blockedReason === null) {
    candidates = (await eligibleQuotations(db, tenderId)).map(({ updatedAt: _, ...candidate }) => candidate);
    if (candidates.length < AUCTION_LIMITS.minInvitees) blockedReason = text.inviteesTooFew;
  }
  // Prices shown (candidates' totals, invitees' starting prices): a sealed tender opens now, once.
  if (pricesOpen(tender, options.timeZone) && (candidates.length > 0 || current))
    await openSealedQuotations(db, caller, [tender], options.timeZone);
  return { auction: current ? await buyerView(db, current) : null, candidates, blockedReason };
}
