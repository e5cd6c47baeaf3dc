import { SupplierAuctionCard } from '../features/auctions/supplier-auction-card';
import { supplierIdOfSession, useSupplierBid } from '../features/bids/api';

/**
 * The auction card, shown when the supplier's bid read names an auction it is invited to (issue 22):
 * the page never asks the auction itself of a supplier who is not invited.
 */
export function AuctionCardWhenPricesOpen({ tenderId }: { tenderId: string }) {
  const read = useSupplierBid(supplierIdOfSession(), tenderId);
  const summary = read.data?.bid.auction ?? null;
  if (!summary) return null;
  return <SupplierAuctionCard tenderId={tenderId} summary={summary} />;
}
