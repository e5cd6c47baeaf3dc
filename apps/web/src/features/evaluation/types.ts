import type {
  EvaluatedSupplier,
  EvaluationAnswer,
  EvaluationFile,
  Evaluation as EvaluationOf,
  EvaluationSecurity,
  TechnicalResultView,
} from '@tenderdesk/domain/evaluation-committee';
import type { EvaluationSettingsInput } from '@tenderdesk/domain/evaluation-schemas';
import type { NegotiationRound } from '@tenderdesk/domain/negotiation';

/*
 * The shapes of the evaluation calls: the domain's (evaluation-bid-views.ts, evaluation-committee.ts,
 * negotiation.ts), named as the screens use them. Amounts are exact decimal strings or null,
 * instants ISO strings, days `YYYY-MM-DD`.
 */

export type {
  CriterionView,
  EvaluationSettings,
  OpenerCandidate,
} from '@tenderdesk/domain/evaluation-bid-views';
export type { EvaluationOpener } from '@tenderdesk/domain/evaluation-committee';
export type { NegotiationRound, RoundInvitee } from '@tenderdesk/domain/negotiation';
export type { EvaluatedSupplier };
/** A stored file as the screens name it; `fileName` is its name under /uploads when the server knows it. */
export type FileRef = Omit<EvaluationFile, 'fileName'> & { fileName?: string | null };
export type TechnicalAnswer = EvaluationAnswer;
export type SecurityView = EvaluationSecurity;
export type TechnicalResult = TechnicalResultView;
export type Exemptions = { mse: boolean; startup: boolean };

/** PUT /api/tenders/:tenderId/evaluation-settings (criteria replaced wholesale). */
export type SettingsBody = Omit<EvaluationSettingsInput, 'criteria'> & {
  criteria: (Omit<EvaluationSettingsInput['criteria'][number], 'minimum'> & { minimum?: string })[];
};

/** GET /api/tenders/:tenderId/evaluation. */
export type Evaluation = EvaluationOf<NegotiationRound>;

export type Answered<T> = { message: string; data: T };

/** What a quotation of the comparison says for negotiation: who, and the totals now. */
export type QuotedTotal = { supplierId: string; supplierName: string; totalWithGst: number };
