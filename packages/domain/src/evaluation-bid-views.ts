import type { AuctionPhase } from './auction';
import type {
  CriterionKind,
  EnvelopeMode,
  EvaluationStage,
  Exemption,
  PaymentInstrument,
  SecurityKind,
  SecurityMode,
  VerificationStatus,
} from './evaluation';

/*
 * What the evaluation's settings and supplier calls answer (issue 21, decision 049, contract
 * sections A and B). Zod-free: the screens that show them import only these types.
 */

/** A criterion as the calls answer it (`minimum`: number criteria only). */
export type CriterionView = {
  _id: string;
  kind: CriterionKind;
  label: string;
  mandatory: boolean;
  minimum: string | null;
};

/** An admin or sub-admin who may be named a bid opener. */
export type OpenerCandidate = { _id: string; name: string; email: string; role: 'admin' | 'subadmin' };

/** GET /api/tenders/{tenderId}/evaluation-settings. */
export type EvaluationSettings = {
  envelopes: EnvelopeMode;
  criteria: CriterionView[];
  emdAmount: string | null;
  tenderFee: string | null;
  exemptions: { mse: boolean; startup: boolean };
  openers: OpenerCandidate[];
  openersRequired: number | null;
  /** A technical part, bid security or quotation exists, or the tender has closed: no change. */
  locked: boolean;
};

/**
 * A document of an envelope: its file id, the name it was uploaded with, and its stored name
 * (`<fileId>.<ext>`, downloaded from /uploads/{fileName} under the envelope's rule).
 */
export type EnvelopeFile = { _id: string; name: string; fileName: string };

/** One answer of a technical part; `F` is how its document is named (the committee's may lack a stored name). */
export type TechnicalAnswerView<F = EnvelopeFile> = {
  criterionId: string;
  yes: boolean | null;
  number: string | null;
  file: F | null;
};

/** A bid security or tender fee as declared, with the committee's verification and any release. */
export type BidSecurityView<F = EnvelopeFile> = {
  kind: SecurityKind;
  mode: SecurityMode;
  instrument: PaymentInstrument | null;
  reference: string | null;
  paidOn: string | null;
  amount: string | null;
  exemption: Exemption | null;
  udyamNumber: string | null;
  proof: F | null;
  verification: VerificationStatus;
  verificationNote: string | null;
  releasedAt: string | null;
  releaseNote: string | null;
};

/** The committee's technical result as the supplier reads it (once the evaluation is complete). */
export type SupplierTechnicalResult = {
  qualified: boolean;
  reasons: { criterionId: string; label: string; reason: string }[];
};

/** A negotiation round the supplier is invited to (contract section D; filled by slice H3). */
export type { NegotiationForSupplier } from './negotiation';

import type { NegotiationForSupplier } from './negotiation';

/** GET /api/suppliers/{supplierId}/tenders/{tenderId}/bid: the supplier's own envelopes. */
export type SupplierBid = {
  tenderId: string;
  envelopes: EnvelopeMode;
  stage: EvaluationStage;
  closingDate: string;
  criteria: CriterionView[];
  emdAmount: string | null;
  tenderFee: string | null;
  exemptions: { mse: boolean; startup: boolean };
  technical: null | { submittedAt: string; updatedAt: string; answers: TechnicalAnswerView[] };
  securities: BidSecurityView[];
  result: SupplierTechnicalResult | null;
  negotiation: NegotiationForSupplier | null;
  /** The Udyam number of the supplier's profile (null: none given), which an MSE exemption starts from. */
  profileUdyamNumber: string | null;
  /**
   * The tender's reverse auction this supplier is invited to (issue 22): its phase by the server's
   * clock and its times; null when it is invited to none (never telling whether the tender has one).
   */
  auction: SupplierAuctionSummary | null;
};

/** A reverse auction as the supplier's tender page shows it (its card; the auction page reads the rest). */
export type SupplierAuctionSummary = { phase: AuctionPhase; startsAt: string; endsAt: string };
