import type { CriterionKind, EnvelopeMode } from '@tenderdesk/domain/evaluation';
import type { Evaluation as CommitteeEvaluation } from '@tenderdesk/domain/evaluation-committee';
import type { NegotiationRound } from '@tenderdesk/domain/negotiation';

/*
 * The shapes of the evaluation calls (issue 21, contract sections A, C and D), as the domain
 * declares them for the server. Type imports only: the schemas beside them (zod) stay out of the
 * screens' chunks. Amounts are exact decimal strings or null, instants ISO strings, days `YYYY-MM-DD`.
 */

export type {
  CriterionView,
  EvaluationSettings,
  OpenerCandidate,
} from '@tenderdesk/domain/evaluation-bid-views';
export type {
  EvaluatedSupplier,
  EvaluationAnswer as TechnicalAnswer,
  EvaluationFile,
  EvaluationOpener,
  EvaluationSecurity as SecurityView,
  TechnicalResultView as TechnicalResult,
} from '@tenderdesk/domain/evaluation-committee';
export type { NegotiationRound, RoundInvitee } from '@tenderdesk/domain/negotiation';

/** GET /api/tenders/:tenderId/evaluation, its rounds those of the negotiation. */
export type Evaluation = CommitteeEvaluation<NegotiationRound>;

export type Exemptions = { mse: boolean; startup: boolean };

/** A stored file as the evaluation answers name it; `fileName` is its name under /uploads. */
export type FileRef = { _id: string; name: string; fileName?: string | null };

/**
 * PUT /api/tenders/:tenderId/evaluation-settings as the screen sends it (criteria replaced
 * wholesale; a criterion's minimum only for numbers).
 */
export type SettingsBody = {
  envelopes: EnvelopeMode;
  criteria: { kind: CriterionKind; label: string; mandatory: boolean; minimum?: string }[];
  emdAmount: string | null;
  tenderFee: string | null;
  exemptions: Exemptions;
  openerIds: string[];
  openersRequired: number | null;
};

export type Answered<T> = { message: string; data: T };

/** What a quotation of the comparison says for negotiation: who, and the totals now. */
export type QuotedTotal = { supplierId: string; supplierName: string; totalWithGst: number };
