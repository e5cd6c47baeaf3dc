import { z } from 'zod';
import { EVALUATION_LIMITS } from './evaluation';
import { evaluationMessages as text } from './evaluation-messages';
import type { NegotiationForSupplier, NegotiationRound, RoundFigures, SecurityRelease } from './negotiation';

/*
 * The negotiation calls' bodies and answers (issue 21 item 5, decision 049), shared by the server's
 * routes and the web's forms. Texts from evaluation-messages.ts.
 */

const note = z.string({ error: text.noteTooLong }).trim().max(EVALUATION_LIMITS.note, text.noteTooLong);

/** POST /api/tenders/{tenderId}/negotiations. */
export const startNegotiationBodySchema = z.object(
  {
    supplierIds: z
      .array(z.string({ error: text.inviteeNotEligible }).trim().max(64, text.inviteeNotEligible), {
        error: text.inviteesRequired,
      })
      .min(1, text.inviteesRequired)
      .max(EVALUATION_LIMITS.invitees, text.inviteeNotEligible),
    deadline: z.iso.datetime({ offset: true, error: text.deadlineInvalid }),
    note: note.optional(),
  },
  { error: text.inviteesRequired },
);
export type StartNegotiationBody = z.infer<typeof startNegotiationBodySchema>;

/** PUT /api/suppliers/{supplierId}/tenders/{tenderId}/negotiation-offer. */
export const negotiationOfferBodySchema = z.object(
  {
    items: z
      .array(
        z.object({
          itemCode: z.string({ error: text.offerItemsRequired }).trim().max(500, text.offerItemsRequired),
          // Checked by readOfferLines (a number or a decimal string, like a quotation's price).
          unitPrice: z.unknown().optional().describe('The new unit price: 0 or more, at most 2 decimals'),
        }),
        { error: text.offerItemsRequired },
      )
      .min(1, text.offerItemsRequired)
      .max(500, text.offerItemsRequired),
  },
  { error: text.offerItemsRequired },
);
export type NegotiationOfferBody = z.infer<typeof negotiationOfferBodySchema>;

/** POST /api/tenders/{tenderId}/securities/{supplierId}/emd/release. */
export const releaseSecurityBodySchema = z.object(
  {
    note: z
      .string({ error: text.releaseNoteRequired })
      .trim()
      .min(1, text.releaseNoteRequired)
      .max(EVALUATION_LIMITS.note, text.releaseNoteRequired),
  },
  { error: text.releaseNoteRequired },
);

const amount = z.string().describe('Exact decimal, e.g. "12345.60"');

export const roundSchema = z.object({
  _id: z.string(),
  round: z.number().int(),
  deadline: z.string().describe('ISO instant'),
  note: z.string(),
  settledAt: z.string().nullable().describe('When the first buyer read after the deadline settled it'),
  invitees: z.array(
    z.object({
      supplierId: z.string(),
      companyName: z.string(),
      submittedAt: z.string().nullable().describe('When its offer was sent (null: none)'),
      earlierTotal: amount,
      earlierTotalWithGst: amount,
      total: amount.nullable().describe('The offer’s total: null until settled, or no offer'),
      totalWithGst: amount.nullable(),
    }),
  ),
}) satisfies z.ZodType<NegotiationRound>;

export const roundFiguresSchema = z.object({
  round: z.number().int(),
  total: amount,
  totalWithGst: amount,
}) satisfies z.ZodType<RoundFigures>;

export const negotiationForSupplierSchema = z.object({
  roundId: z.string(),
  round: z.number().int(),
  deadline: z.string(),
  note: z.string(),
  settledAt: z.string().nullable(),
  open: z.boolean(),
  lines: z.array(
    z.object({
      itemCode: z.string(),
      itemName: z.string(),
      qty: amount,
      uom: z.string(),
      gstRate: z.number(),
      earlierUnitPrice: amount,
      offeredUnitPrice: amount.nullable(),
    }),
  ),
  earlierTotal: amount,
  earlierTotalWithGst: amount,
  total: amount.nullable(),
  totalWithGst: amount.nullable(),
  submittedAt: z.string().nullable(),
}) satisfies z.ZodType<NegotiationForSupplier>;

export const securityReleaseSchema = z.object({
  tenderId: z.string(),
  supplierId: z.string(),
  kind: z.literal('emd'),
  mode: z.enum(['paid', 'exempt']),
  releasedAt: z.string(),
  releaseNote: z.string(),
  releasedBy: z.string().describe('The name of who recorded it'),
}) satisfies z.ZodType<SecurityRelease>;
