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
 * The shapes of the evaluation calls as the issue-21 contract gives them (sections A, C, D):
 * amounts are exact decimal strings or null, instants ISO strings, days `YYYY-MM-DD`.
 */

export type CriterionView = {
  _id: string;
  kind: CriterionKind;
  label: string;
  mandatory: boolean;
  minimum: string | null;
};

export type Exemptions = Record<Exemption, boolean>;

export type OpenerCandidate = { _id: string; name: string; email: string; role: string };

/** GET /api/tenders/:tenderId/evaluation-settings. */
export type EvaluationSettings = {
  envelopes: EnvelopeMode;
  criteria: CriterionView[];
  emdAmount: string | null;
  tenderFee: string | null;
  exemptions: Exemptions;
  openers: OpenerCandidate[];
  openersRequired: number | null;
  locked: boolean;
};

/** PUT /api/tenders/:tenderId/evaluation-settings (criteria replaced wholesale). */
export type SettingsBody = {
  envelopes: EnvelopeMode;
  criteria: { kind: CriterionKind; label: string; mandatory: boolean; minimum?: string }[];
  emdAmount: string | null;
  tenderFee: string | null;
  exemptions: Exemptions;
  openerIds: string[];
  openersRequired: number | null;
};

/** A stored file as the evaluation answers name it; `fileName` is its name under /uploads. */
export type FileRef = { _id: string; name: string; fileName?: string | null };

export type TechnicalAnswer = {
  criterionId: string;
  yes: boolean | null;
  number: string | null;
  file: FileRef | null;
};

export type SecurityView = {
  kind: SecurityKind;
  mode: SecurityMode;
  instrument: PaymentInstrument | null;
  reference: string | null;
  paidOn: string | null;
  amount: string | null;
  exemption: Exemption | null;
  udyamNumber: string | null;
  proof: FileRef | null;
  verification: VerificationStatus;
  verificationNote: string | null;
  releasedAt: string | null;
  releaseNote: string | null;
};

export type TechnicalResult = {
  qualified: boolean;
  reasons: { criterionId: string; label: string; reason: string }[];
  note: string | null;
  decidedAt: string;
  decidedBy: string;
};

export type EvaluatedSupplier = {
  supplierId: string;
  companyName: string;
  technicalSubmittedAt: string | null;
  quotationSubmittedAt: string | null;
  /** Null until the technical envelope is open. */
  answers: TechnicalAnswer[] | null;
  securities: SecurityView[] | null;
  suggestedFailures: string[] | null;
  result: TechnicalResult | null;
  emdReleasedAt: string | null;
};

export type EvaluationOpener = {
  _id: string;
  name: string;
  role: string;
  technicalConfirmedAt: string | null;
  financialConfirmedAt: string | null;
};

export type RoundInvitee = {
  supplierId: string;
  companyName: string;
  submittedAt: string | null;
  earlierTotal: string | null;
  earlierTotalWithGst: string | null;
  /** Null until the round is settled. */
  total: string | null;
  totalWithGst: string | null;
};

export type NegotiationRound = {
  _id: string;
  round: number;
  deadline: string;
  note: string | null;
  settledAt: string | null;
  invitees: RoundInvitee[];
};

/** GET /api/tenders/:tenderId/evaluation. */
export type Evaluation = {
  tenderId: string;
  projectName: string;
  projectCode: string;
  envelopes: EnvelopeMode;
  stage: EvaluationStage;
  closingDate: string;
  closedEarlyAt: string | null;
  openersRequired: number | null;
  openers: EvaluationOpener[];
  callerIsOpener: boolean;
  technicalOpenedAt: string | null;
  technicalEvaluatedAt: string | null;
  financialOpenedAt: string | null;
  emdAmount: string | null;
  tenderFee: string | null;
  exemptions: Exemptions;
  criteria: CriterionView[];
  suppliers: EvaluatedSupplier[];
  rounds: NegotiationRound[];
};

export type Answered<T> = { message: string; data: T };

/** What a quotation of the comparison says for negotiation: who, and the totals now. */
export type QuotedTotal = { supplierId: string; supplierName: string; totalWithGst: number };
