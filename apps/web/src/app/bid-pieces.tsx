import { Skeleton } from '@mantine/core';
import type { MyQuotationRow } from '@tenderdesk/domain/quotations';
import { lazy, Suspense } from 'react';
import { tenderNeedsSteps } from '../features/bids/bid-steps';
import type { BeforePrices } from '../features/quotations/before-prices';

/*
 * The bids feature's pieces where other features' screens show them (issue 21): the quotation
 * modal's steps before the prices, My bid on the tender page, and each My Quotations row's bid. A
 * feature never imports another (decision 018), so app/ joins them; each arrives in its own chunk.
 */

const BidStepper = lazy(() =>
  import('../features/bids/bid-stepper').then((module) => ({ default: module.BidStepper })),
);
const MyBidPanel = lazy(() =>
  import('../features/bids/my-bid-panel').then((module) => ({ default: module.MyBidPanel })),
);
const BidSummary = lazy(() =>
  import('../features/bids/bid-summary').then((module) => ({ default: module.BidSummary })),
);

/** The technical part and bid security before the prices, when the tender asks them. */
export const BID_STEPS: BeforePrices = { needed: tenderNeedsSteps, Steps: BidStepper };

/** My bid, below the tender (only with an Approved interest: the bid call refuses anyone else). */
export function MyBidSection({ tenderId }: { tenderId: string }) {
  return (
    <Suspense fallback={<Skeleton height={120} />}>
      <MyBidPanel tenderId={tenderId} />
    </Suspense>
  );
}

/** A My Quotations row's bid in short. */
export function bidStatusOf(row: MyQuotationRow, compact: boolean) {
  return (
    <Suspense fallback={<Skeleton height={20} width={140} />}>
      <BidSummary tenderId={row.tenderId} approved={row.status === 'Approved'} compact={compact} />
    </Suspense>
  );
}
