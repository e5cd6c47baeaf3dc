import { SECURITY_KINDS, type SecurityKind } from '@tenderdesk/domain/evaluation';
import type { SupplierBid } from './bid-types';

/*
 * Which steps the quotation modal shows before the prices (issue 21): the technical part for a
 * two-envelope tender, the bid security when the tender asks an EMD or a fee, then the prices.
 * A single-envelope tender asking neither keeps today's modal (prices alone).
 */

export type BidStep = 'technical' | 'security' | 'prices';

type BidTerms = Pick<SupplierBid, 'envelopes' | 'emdAmount' | 'tenderFee'>;

/** The kinds of security a tender asks, in the catalogue's order (EMD, then the fee). */
export function askedSecurityKinds(terms: Pick<BidTerms, 'emdAmount' | 'tenderFee'>): SecurityKind[] {
  return SECURITY_KINDS.filter((kind) => (kind === 'emd' ? terms.emdAmount : terms.tenderFee) != null);
}

/** The amount asked for a kind of security (a decimal string), or null when it is not asked. */
export function askedAmount(terms: Pick<BidTerms, 'emdAmount' | 'tenderFee'>, kind: SecurityKind) {
  return kind === 'emd' ? terms.emdAmount : terms.tenderFee;
}

/** The steps of the modal, in order; always ending with the prices. */
export function bidSteps(terms: BidTerms): BidStep[] {
  const steps: BidStep[] = [];
  if (terms.envelopes === 'two') steps.push('technical');
  if (askedSecurityKinds(terms).length > 0) steps.push('security');
  steps.push('prices');
  return steps;
}

/** Whether a bid has anything beyond the prices (a technical part, a security or a negotiation). */
export function hasBidDetails(bid: SupplierBid): boolean {
  return bidSteps(bid).length > 1 || bid.negotiation !== null;
}

/** The tender view's additive fields (contract section A), absent on a server that has not added them. */
export type TenderTerms = {
  envelopes?: SupplierBid['envelopes'] | null;
  emdAmount?: string | null;
  tenderFee?: string | null;
};

/**
 * Whether the tender view already says the modal needs steps: true or false when it carries the
 * evaluation fields, null when it does not (the steps then read the bid to know).
 */
export function tenderNeedsSteps(tender: object): boolean | null {
  const terms = tender as TenderTerms;
  if (terms.envelopes === undefined) return null;
  return (
    bidSteps({
      envelopes: terms.envelopes ?? 'single',
      emdAmount: terms.emdAmount ?? null,
      tenderFee: terms.tenderFee ?? null,
    }).length > 1
  );
}
