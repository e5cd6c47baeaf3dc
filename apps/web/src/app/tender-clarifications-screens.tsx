import { Skeleton } from '@mantine/core';
import type { Tender } from '@tenderdesk/domain/tender-rules';
import { lazy, Suspense } from 'react';
import { type OwnInterest, SupplierTenderPage } from '../features/supplier-tenders/supplier-tender-page';
import { DraftViewPage, TenderDetailsPage } from '../features/tenders/tender-details-page';
import { SupplierAuctionSection } from './auction-pieces';
import { MyBidSection } from './bid-pieces';

/*
 * The tender pages with the clarifications feature's addenda and questions below the tender (issue
 * 13), the evaluation feature's card (issue 21) and the reverse auction's (issue 22). A feature
 * never imports another (decision 018), so the routes bring them together here; the sections
 * arrive in their own chunks, after the tender. An invited supplier sees the reverse auction's card
 * first (issue 22).
 */

const TenderClarifications = lazy(() =>
  import('../features/clarifications/tender-clarifications').then((module) => ({
    default: module.TenderClarifications,
  })),
);

const EvaluationCard = lazy(() =>
  import('../features/evaluation/evaluation-card').then((module) => ({ default: module.EvaluationCard })),
);

const evaluationCard = (tender: Tender) => (
  <Suspense fallback={<Skeleton height={120} />}>
    <EvaluationCard tender={tender} />
  </Suspense>
);

const AuctionCard = lazy(() =>
  import('../features/auctions/auction-card').then((module) => ({ default: module.AuctionCard })),
);

// Who reads the sections (a prop named `role`, passed as a value: not an ARIA role).
const ADMIN = 'admin' as const;
const SUPPLIER = 'supplier' as const;

const adminSections = (tender: Tender) => (
  <>
    {evaluationCard(tender)}
    <Suspense fallback={<Skeleton height={80} />}>
      <AuctionCard tenderId={tender._id} />
    </Suspense>
    <Suspense fallback={<Skeleton height={120} />}>
      <TenderClarifications tenderId={tender._id} role={ADMIN} />
    </Suspense>
  </>
);

/**
 * A supplier reads the questions only with a Pending or Approved interest (decision 028); an
 * approved supplier sees its bid first (issue 21: two envelopes, bid security, negotiation).
 */
const supplierSections = (tender: Tender, own: OwnInterest) =>
  own.known ? (
    <>
      {own.interestStatus === 'Approved' && <SupplierAuctionSection tenderId={tender._id} />}
      {own.interestStatus === 'Approved' && <MyBidSection tenderId={tender._id} />}
      <Suspense fallback={<Skeleton height={120} />}>
        <TenderClarifications
          tenderId={tender._id}
          role={SUPPLIER}
          questionsAllowed={own.interestStatus === 'Pending' || own.interestStatus === 'Approved'}
        />
      </Suspense>
    </>
  ) : (
    <Skeleton height={120} />
  );

/** /tender-details/{id}. */
export function TenderDetailsScreen() {
  return <TenderDetailsPage after={adminSections} />;
}

/** /draft-view/{id}: a draft's evaluation settings may be set before it is published. */
export function DraftViewScreen() {
  return <DraftViewPage after={evaluationCard} />;
}

/** /rfq/{id}. */
export function SupplierTenderScreen() {
  return <SupplierTenderPage after={supplierSections} />;
}
