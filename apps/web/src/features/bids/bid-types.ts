import type {
  BidSecurityView,
  CriterionView,
  EnvelopeFile,
  NegotiationForSupplier,
  SupplierBid,
  SupplierTechnicalResult,
  TechnicalAnswerView,
} from '@tenderdesk/domain/evaluation-bid-views';

/*
 * The supplier's bid as GET /api/suppliers/{supplierId}/tenders/{tenderId}/bid answers it (issue 21,
 * contract sections B and D): the domain's types (evaluation-bid-views.ts), under the names these
 * screens use, and the bid with the server's clock.
 */

export type { NegotiationForSupplier, SupplierBid };
export type BidCriterion = CriterionView;
export type BidFile = EnvelopeFile;
export type TechnicalAnswer = TechnicalAnswerView;
export type TechnicalPart = NonNullable<SupplierBid['technical']>;
export type BidSecurity = BidSecurityView;
export type TechnicalResult = SupplierTechnicalResult;
export type NegotiationLine = NegotiationForSupplier['lines'][number];

/** The bid and the server's clock when it answered (its Date header), for the negotiation countdown. */
export type BidRead = { bid: SupplierBid; serverOffsetMs: number };
