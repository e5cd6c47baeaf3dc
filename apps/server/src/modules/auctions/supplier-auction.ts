import type { AuctionForSupplier } from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import { forbidden } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { closeDueAuctions } from '../../shared/close-auctions';
import { type AuctionOptions, idOf, invitedAuction, readTender } from './auction-rows';
import { supplierView } from './auction-views';

/*
 * GET /api/suppliers/{supplierId}/tenders/{tenderId}/auction (issue 22, decision 050): an invited
 * supplier's view of the tender's auction (the active one, else the latest cancelled one it was
 * invited to). Anyone else is answered 403 notInvited, the same whether or not the tender exists or
 * has an auction: the tender page learns from it whether to show the auction. An auction past its
 * end is closed first, so the ranks read are final.
 */

/** GET /api/suppliers/{supplierId}/tenders/{tenderId}/auction. */
export async function readSupplierAuction(
  db: DbOrTx,
  supplierIdParam: string,
  tenderIdParam: string,
  options: AuctionOptions,
): Promise<AuctionForSupplier> {
  const tenderId = idOf(tenderIdParam);
  const supplierId = supplierIdParam.toLowerCase();
  const invited = tenderId ? await invitedAuction(db, tenderId, supplierId) : undefined;
  if (!tenderId || !invited) throw forbidden(text.notInvited);
  await closeDueAuctions(db, options.notifier, tenderId);
  // Read again: closed just now (by this call or another), it reads closed.
  const auction = (await invitedAuction(db, tenderId, supplierId)) ?? invited;
  return supplierView(db, auction, await readTender(db, tenderId), supplierId);
}
