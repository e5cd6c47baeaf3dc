import { lazy, Suspense } from 'react';

/*
 * The auctions feature's card where the supplier's tender page shows it (issue 22). A feature never
 * imports another (decision 018), so app/ joins them: the card is asked for only once the bids
 * feature's read says the prices are open (before that nobody can be invited, and the auction's
 * read would only answer 403). Both arrive in their own chunk, after the tender.
 */

const AuctionCardWhenPricesOpen = lazy(() =>
  import('./auction-card-when-open').then((module) => ({ default: module.AuctionCardWhenPricesOpen })),
);

/** The "Reverse auction" card, when this (approved) supplier is invited to one. */
export function SupplierAuctionSection({ tenderId }: { tenderId: string }) {
  return (
    <Suspense fallback={null}>
      <AuctionCardWhenPricesOpen tenderId={tenderId} />
    </Suspense>
  );
}
