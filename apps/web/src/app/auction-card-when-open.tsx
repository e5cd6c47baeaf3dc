import { SupplierAuctionCard } from '../features/auctions/supplier-auction-card';
import { supplierIdOfSession, useSupplierBid } from '../features/bids/api';

/** The auction card, asked for once the supplier's bid read says the tender's prices are open. */
export function AuctionCardWhenPricesOpen({ tenderId }: { tenderId: string }) {
  const read = useSupplierBid(supplierIdOfSession(), tenderId);
  return <SupplierAuctionCard tenderId={tenderId} enabled={read.data?.bid.stage === 'financialOpen'} />;
}
