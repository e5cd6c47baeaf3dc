import {
  CRITERION_KINDS,
  ENVELOPE_MODES,
  EVALUATION_STAGES,
  EXEMPTIONS,
  PAYMENT_INSTRUMENTS,
  SECURITY_KINDS,
  SECURITY_MODES,
  VERIFICATION_STATUSES,
} from '@tenderdesk/domain/evaluation';
import type { Evaluation } from '@tenderdesk/domain/evaluation-committee';
import type { NegotiationRound } from '@tenderdesk/domain/negotiation';
import { roundSchema } from '@tenderdesk/domain/negotiation-schemas';
import { z } from 'zod';

/*
 * The committee's answers as OpenAPI documents them (issue 21 contract section C): the Evaluation
 * and the `{ message, data }` of every committee write.
 */

const instant = z.string().nullable();
const file = z
  .object({
    _id: z.string(),
    name: z.string(),
    fileName: z.string().nullable().describe('Download it at /uploads/{fileName}'),
  })
  .nullable();

const supplier = z.object({
  supplierId: z.string(),
  companyName: z.string(),
  technicalSubmittedAt: instant,
  quotationSubmittedAt: instant,
  answers: z
    .array(
      z.object({
        criterionId: z.string(),
        yes: z.boolean().nullable(),
        number: z.string().nullable(),
        file,
      }),
    )
    .nullable()
    .describe('Null until the technical envelope is open'),
  securities: z
    .array(
      z.object({
        kind: z.enum(SECURITY_KINDS),
        mode: z.enum(SECURITY_MODES),
        instrument: z.enum(PAYMENT_INSTRUMENTS).nullable(),
        reference: z.string().nullable(),
        paidOn: z.string().nullable(),
        amount: z.string().nullable(),
        exemption: z.enum(EXEMPTIONS).nullable(),
        udyamNumber: z.string().nullable(),
        proof: file,
        verification: z.enum(VERIFICATION_STATUSES),
        verificationNote: z.string().nullable(),
        releasedAt: instant,
        releaseNote: z.string().nullable(),
      }),
    )
    .nullable()
    .describe('Null until the technical envelope is open'),
  suggestedFailures: z
    .array(z.string())
    .nullable()
    .describe('The criteria the answers fail (a suggestion; the committee decides); null until open'),
  result: z
    .object({
      qualified: z.boolean(),
      reasons: z.array(z.object({ criterionId: z.string(), label: z.string(), reason: z.string() })),
      note: z.string().nullable(),
      decidedAt: z.string(),
      decidedBy: z.string(),
    })
    .nullable(),
  emdReleasedAt: instant,
});

export const evaluationSchema = z.object({
  tenderId: z.string(),
  projectName: z.string(),
  projectCode: z.string(),
  envelopes: z.enum(ENVELOPE_MODES),
  stage: z.enum(EVALUATION_STAGES),
  closingDate: z.string(),
  closedEarlyAt: instant,
  openersRequired: z.number().nullable(),
  openers: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      role: z.string(),
      technicalConfirmedAt: instant,
      financialConfirmedAt: instant,
    }),
  ),
  callerIsOpener: z.boolean(),
  technicalOpenedAt: instant,
  technicalEvaluatedAt: instant,
  financialOpenedAt: instant,
  emdAmount: z.string().nullable(),
  tenderFee: z.string().nullable(),
  exemptions: z.object({ mse: z.boolean(), startup: z.boolean() }),
  criteria: z.array(
    z.object({
      _id: z.string(),
      kind: z.enum(CRITERION_KINDS),
      label: z.string(),
      mandatory: z.boolean(),
      minimum: z.string().nullable(),
    }),
  ),
  suppliers: z.array(supplier),
  rounds: z.array(roundSchema).describe('Negotiation rounds, oldest first (contract section D)'),
}) satisfies z.ZodType<Evaluation<NegotiationRound>>;

export const evaluationData = z.object({ data: evaluationSchema });
export const evaluationChanged = z.object({ message: z.string(), data: evaluationSchema });
