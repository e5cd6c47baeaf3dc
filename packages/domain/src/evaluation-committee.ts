import { z } from 'zod';
import { ENVELOPES, type EnvelopeMode, EVALUATION_LIMITS, type EvaluationStage } from './evaluation';
import type {
  BidSecurityView,
  CriterionView,
  SupplierTechnicalResult,
  TechnicalAnswerView,
} from './evaluation-bid-views';
import { evaluationMessages as text } from './evaluation-messages';
import { FIELD_LABELS } from './field-labels';
import { messages } from './messages';
import { isStorableText } from './text';

/*
 * The committee's side of the evaluation (issue 21 contract section C, decision 049): the request
 * bodies of the opening, the technical decision and the verification of bid security, and the
 * Evaluation the committee reads. The server validates with these schemas; the screens send them.
 */

/** Path parameter of the opening call: which envelope. */
export const envelopeParamSchema = z.enum(ENVELOPES, { error: messages.http.invalidInput });

/** Body of POST /api/tenders/{tenderId}/envelopes/{envelope}/confirm: the caller's password again. */
export const confirmOpeningSchema = z.object(
  {
    password: z
      .string({ error: text.passwordRequired })
      .min(1, text.passwordRequired)
      .max(200, text.passwordWrong),
  },
  { error: text.passwordRequired },
);

const optionalNote = z
  .string()
  .trim()
  .max(EVALUATION_LIMITS.note, text.noteTooLong)
  .refine(isStorableText, messages.text.invalidCharacters(FIELD_LABELS.note))
  .optional()
  .nullable();

/** Body of PUT /api/tenders/{tenderId}/technical-results/{supplierId}. */
export const technicalDecisionSchema = z
  .object(
    {
      qualified: z.boolean({ error: messages.http.invalidInput }),
      reasons: z
        .array(
          z.object({
            criterionId: z.string({ error: text.reasonUnknownCriterion }),
            reason: z
              .string({ error: text.reasonRequired })
              .trim()
              .min(1, text.reasonRequired)
              .max(EVALUATION_LIMITS.reason, text.reasonTooLong)
              .refine(isStorableText, messages.text.invalidCharacters(FIELD_LABELS.reason)),
          }),
          { error: text.reasonRequired },
        )
        .max(EVALUATION_LIMITS.criteria, text.reasonRepeated)
        .default([]),
      note: optionalNote,
    },
    { error: messages.http.invalidInput },
  )
  .superRefine((body, context) => {
    if (body.qualified && body.reasons.length > 0)
      context.addIssue({ code: 'custom', message: text.qualifiedWithReasons, path: ['reasons'] });
    if (!body.qualified && body.reasons.length === 0)
      context.addIssue({ code: 'custom', message: text.reasonRequired, path: ['reasons'] });
    const ids = body.reasons.map((reason) => reason.criterionId.toLowerCase());
    if (new Set(ids).size !== ids.length)
      context.addIssue({ code: 'custom', message: text.reasonRepeated, path: ['reasons'] });
  });
export type TechnicalDecisionBody = z.infer<typeof technicalDecisionSchema>;

/** Body of PUT /api/tenders/{tenderId}/securities/{supplierId}/{kind}/verification. */
export const securityVerificationSchema = z
  .object(
    {
      verification: z.enum(['Verified', 'Rejected'], { error: messages.http.invalidInput }),
      note: optionalNote,
    },
    { error: messages.http.invalidInput },
  )
  .superRefine((body, context) => {
    if (body.verification === 'Rejected' && !body.note)
      context.addIssue({ code: 'custom', message: text.verificationNoteRequired, path: ['note'] });
  });
export type SecurityVerificationBody = z.infer<typeof securityVerificationSchema>;

/** A stored document as the committee's screens name and download it (`/uploads/{fileName}`). */
export type EvaluationFile = { _id: string; name: string; fileName: string | null };

/** The shapes the supplier's envelope reads answer too (evaluation-bid-views.ts), with the committee's file. */
export type EvaluationCriterion = CriterionView;
export type EvaluationAnswer = TechnicalAnswerView<EvaluationFile>;
export type EvaluationSecurity = BidSecurityView<EvaluationFile>;

/** The committee's decision as the committee reads it: the supplier's view, with its note and who made it when. */
export type TechnicalResultView = SupplierTechnicalResult & {
  note: string | null;
  decidedAt: string;
  decidedBy: string;
};

/** A supplier with a bid on the tender; its envelope's contents are null until the technical opening. */
export type EvaluatedSupplier = {
  supplierId: string;
  companyName: string;
  technicalSubmittedAt: string | null;
  quotationSubmittedAt: string | null;
  answers: EvaluationAnswer[] | null;
  securities: EvaluationSecurity[] | null;
  suggestedFailures: string[] | null;
  result: TechnicalResultView | null;
  emdReleasedAt: string | null;
};

export type EvaluationOpener = {
  _id: string;
  name: string;
  role: string;
  technicalConfirmedAt: string | null;
  financialConfirmedAt: string | null;
};

/** GET /api/tenders/{tenderId}/evaluation. `rounds` are the negotiation rounds (contract section D). */
export type Evaluation<Round = unknown> = {
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
  exemptions: { mse: boolean; startup: boolean };
  criteria: EvaluationCriterion[];
  suppliers: EvaluatedSupplier[];
  rounds: Round[];
};
