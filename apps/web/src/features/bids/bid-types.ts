import type {
  CriterionKind,
  EnvelopeMode,
  EvaluationStage,
  Exemption,
  PaymentInstrument,
  SecurityKind,
  SecurityMode,
  VerificationStatus,
} from '@tenderdesk/domain/evaluation';

/*
 * The supplier's bid as GET /api/suppliers/{supplierId}/tenders/{tenderId}/bid answers it (issue 21,
 * contract section B; the negotiation, section D). Amounts are decimal strings ("12345.60") or
 * null, instants ISO strings, days YYYY-MM-DD. Only the screens of this feature read it.
 */

/** A criterion as the tender defines it (`minimum`: a decimal string for number criteria). */
export type BidCriterion = {
  _id: string;
  kind: CriterionKind;
  label: string;
  mandatory: boolean;
  minimum: string | null;
};

/** A stored file: its id and the name it was uploaded with (`fileName`, `<id>.<ext>`, when the server gives it). */
export type BidFile = { _id: string; name: string; fileName?: string };

export type TechnicalAnswer = {
  criterionId: string;
  yes: boolean | null;
  number: string | null;
  file: BidFile | null;
};

export type TechnicalPart = {
  submittedAt: string;
  updatedAt: string;
  answers: TechnicalAnswer[];
};

export type BidSecurity = {
  kind: SecurityKind;
  mode: SecurityMode;
  instrument: PaymentInstrument | null;
  reference: string | null;
  paidOn: string | null;
  amount: string | null;
  exemption: Exemption | null;
  udyamNumber: string | null;
  proof: BidFile | null;
  verification: VerificationStatus;
  verificationNote: string | null;
  releasedAt: string | null;
  releaseNote: string | null;
};

export type TechnicalResult = {
  qualified: boolean;
  reasons: { criterionId: string; label: string; reason: string }[];
};

export type NegotiationLine = {
  itemCode: string;
  itemName: string;
  qty: string | number;
  uom: string;
  gstRate: number;
  earlierUnitPrice: string;
  offeredUnitPrice: string | null;
};

/** The latest negotiation round the supplier is invited to (contract section D). */
export type NegotiationForSupplier = {
  roundId: string;
  round: number;
  deadline: string;
  note: string | null;
  settledAt: string | null;
  open: boolean;
  lines: NegotiationLine[];
  earlierTotal: string;
  earlierTotalWithGst: string;
  total: string | null;
  totalWithGst: string | null;
  submittedAt: string | null;
};

export type SupplierBid = {
  tenderId: string;
  envelopes: EnvelopeMode;
  stage: EvaluationStage;
  closingDate: string;
  criteria: BidCriterion[];
  emdAmount: string | null;
  tenderFee: string | null;
  exemptions: { mse: boolean; startup: boolean };
  technical: TechnicalPart | null;
  securities: BidSecurity[];
  result: TechnicalResult | null;
  negotiation: NegotiationForSupplier | null;
};

/** The bid and the server's clock when it answered (its Date header), for the negotiation countdown. */
export type BidRead = { bid: SupplierBid; serverOffsetMs: number };
