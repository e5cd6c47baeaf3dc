import { AUCTION_PHASES } from '@tenderdesk/domain/auction';
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
import type {
  BidSecurityView,
  CriterionView,
  EvaluationSettings,
  OpenerCandidate,
  SupplierBid,
} from '@tenderdesk/domain/evaluation-bid-views';
import { SECURITY_FORM_FIELDS } from '@tenderdesk/domain/evaluation-schemas';
import { negotiationForSupplierSchema } from '@tenderdesk/domain/negotiation-schemas';
import { z } from 'zod';

/*
 * Response schemas of the evaluation's settings and supplier calls (contract sections A and B),
 * typed against the domain's views. The committee's calls reuse the criterion, file and security
 * schemas ("as B").
 */

const amount = z.string().nullable().describe('Decimal rupees ("1500.00"); null: none');

export const criterionSchema = z.object({
  _id: z.string(),
  kind: z.enum(CRITERION_KINDS),
  label: z.string(),
  mandatory: z.boolean(),
  minimum: amount.describe('The least acceptable number (number criteria); null: none'),
}) satisfies z.ZodType<CriterionView>;

export const openerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'subadmin']),
}) satisfies z.ZodType<OpenerCandidate>;

export const exemptionsSchema = z.object({ mse: z.boolean(), startup: z.boolean() });

export const settingsSchema = z.object({
  envelopes: z.enum(ENVELOPE_MODES),
  criteria: z.array(criterionSchema),
  emdAmount: amount,
  tenderFee: amount,
  exemptions: exemptionsSchema,
  openers: z.array(openerSchema),
  openersRequired: z.number().int().nullable(),
  locked: z
    .boolean()
    .describe('A technical part, bid security or quotation exists, or the tender has closed'),
}) satisfies z.ZodType<EvaluationSettings>;

export const envelopeFileSchema = z.object({
  _id: z.string().describe('File id'),
  name: z.string().describe('The name it was uploaded with'),
  fileName: z.string().describe('Stored name `<fileId>.<ext>`, fetched from /uploads/{filename}'),
});

export const answerSchema = z.object({
  criterionId: z.string(),
  yes: z.boolean().nullable(),
  number: amount,
  file: envelopeFileSchema.nullable(),
});

export const securitySchema = z.object({
  kind: z.enum(SECURITY_KINDS),
  mode: z.enum(SECURITY_MODES),
  instrument: z.enum(PAYMENT_INSTRUMENTS).nullable(),
  reference: z.string().nullable(),
  paidOn: z.string().nullable().describe('YYYY-MM-DD'),
  amount,
  exemption: z.enum(EXEMPTIONS).nullable(),
  udyamNumber: z.string().nullable(),
  proof: envelopeFileSchema.nullable(),
  verification: z.enum(VERIFICATION_STATUSES),
  verificationNote: z.string().nullable(),
  releasedAt: z.string().nullable(),
  releaseNote: z.string().nullable(),
}) satisfies z.ZodType<BidSecurityView>;

export const supplierBidSchema = z.object({
  tenderId: z.string(),
  envelopes: z.enum(ENVELOPE_MODES),
  stage: z
    .enum(EVALUATION_STAGES)
    .describe('A single-envelope tender: bidding while open, financialOpen once closed'),
  closingDate: z.string().describe('YYYY-MM-DD'),
  criteria: z.array(criterionSchema),
  emdAmount: amount,
  tenderFee: amount,
  exemptions: exemptionsSchema,
  technical: z
    .object({ submittedAt: z.string(), updatedAt: z.string(), answers: z.array(answerSchema) })
    .nullable(),
  securities: z.array(securitySchema),
  result: z
    .object({
      qualified: z.boolean(),
      reasons: z.array(z.object({ criterionId: z.string(), label: z.string(), reason: z.string() })),
    })
    .nullable()
    .describe('Only once the technical evaluation is complete'),
  negotiation: negotiationForSupplierSchema.nullable(),
  profileUdyamNumber: z.string().nullable().describe("The Udyam number of the supplier's profile"),
  auction: z
    .object({ phase: z.enum(AUCTION_PHASES), startsAt: z.string(), endsAt: z.string() })
    .nullable()
    .describe('The reverse auction the supplier is invited to (phase by the server clock); null: none'),
}) satisfies z.ZodType<SupplierBid>;

export const settingsData = z.object({ data: settingsSchema });
export const settingsChanged = z.object({ message: z.string(), data: settingsSchema });
export const supplierBidData = z.object({ data: supplierBidSchema });
export const supplierBidChanged = z.object({ message: z.string(), data: supplierBidSchema });

const binary = z.string().meta({ format: 'binary' });

/** The technical form (documentation: the route reads it itself). */
export const technicalFormSchema = z.object({
  answers: z.string().describe('JSON: [{ criterionId, yes?: boolean, number?: string, keepFile?: boolean }]'),
  'doc_<criterionId>': binary
    .optional()
    .describe("One file (PDF, JPEG, PNG; 10 MB) per document criterion, named doc_ + the criterion's id"),
});

/** The bid security form (documentation). */
export const securityFormSchema = z.object({
  ...Object.fromEntries(SECURITY_FORM_FIELDS.map((field) => [field, z.string().optional()])),
  mode: z.enum(SECURITY_MODES),
  instrument: z.enum(PAYMENT_INSTRUMENTS).optional().describe('paid'),
  paidOn: z.string().optional().describe('paid: YYYY-MM-DD, not after today'),
  amount: z.string().optional().describe('paid: not below the amount asked'),
  exemption: z.enum(EXEMPTIONS).optional().describe('exempt: one the tender allows'),
  udyamNumber: z.string().optional().describe('exempt, mse: UDYAM-XX-00-0000000'),
  keepProof: z
    .enum(['true', 'false'])
    .optional()
    .describe('Without a new proof, keep the earlier one (default true)'),
  proof: binary.optional().describe('PDF, JPEG or PNG (10 MB); required when paid, unless one is kept'),
});
