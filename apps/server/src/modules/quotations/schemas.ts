import { RECEIVED_QUOTATION_SORTS } from '@tenderdesk/domain/awards';
import { listQuerySchema, MAX_PAGE_SIZE } from '@tenderdesk/domain/paging';
import { z } from 'zod';

/* The zod schemas of the quotation calls (OpenAPI, decision 013). */

/** The quotation as JSON text (spec section 3's payload); the server recomputes every total. */
export const quotationBody = z.object({
  quotation: z
    .unknown()
    .optional()
    .describe(
      'The quotation: JSON text of items[] and notes (plus optional extras), or plain text to replace the notes on a revision',
    ),
});

export const savedSchema = z.object({
  message: z.string(),
  data: z.object({
    _id: z.string(),
    tenderId: z.string(),
    supplierId: z.string(),
    revision: z.number(),
    submittedAt: z.string(),
    updatedAt: z.string(),
    total: z.number(),
    totalWithGst: z.number(),
    quotation: z.string(),
  }),
});

/** A quotation sent before the tender's latest addendum, until confirmed or revised (decision 028). */
export const addendumFields = {
  addendumPending: z
    .boolean()
    .describe("Sent before the tender's latest addendum; not yet confirmed or revised"),
  latestAddendum: z.number().int().describe("The tender's latest addendum number (0: none)"),
};

export const myRowSchema = z.object({
  ...addendumFields,
  _id: z.string(),
  tenderId: z.string(),
  projectCode: z.string(),
  projectTitle: z.string(),
  publishingDate: z.string(),
  closingDate: z.string(),
  isClosed: z.boolean(),
  closedEarlyAt: z.string().optional().describe('When the buyer closed the tender early (only then)'),
  closedEarlyReason: z.string().optional(),
  selected: z.boolean(),
  awardedLines: z
    .boolean()
    .describe('Some of its lines are awarded (award by line): it can no longer be revised'),
  status: z.string(),
  quotation: z.string(),
});

/** A sealed tender's rows, until it closes: who and when, no price (decision 026). */
const sealedFields = {
  sealed: z.boolean(),
  opensOn: z
    .string()
    .nullable()
    .describe(
      'While sealed: the day the prices open (YYYY-MM-DD); null for a two-envelope tender, whose committee opens them',
    ),
  disqualified: z
    .boolean()
    .optional()
    .describe(
      'Two envelopes: the supplier was not qualified, so its prices stay sealed for ever (always sent)',
    ),
  selected: z.boolean().describe("This quotation is the tender's award"),
};

export const receivedRowSchema = z.object({
  ...addendumFields,
  _id: z.string(),
  tenderId: z.string(),
  projectName: z.string(),
  organisation: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  submittedAt: z.string(),
  status: z.string(),
  revision: z.number(),
  quotation: z.string(),
  ...sealedFields,
});

/** One page of the received quotations (the domain's `Page`, decision 015). */
export const receivedPageSchema = z.object({
  data: z.array(receivedRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const receivedQuery = listQuerySchema(RECEIVED_QUOTATION_SORTS, '-submittedAt');
/** The received list's query: the paging contract, with a page of 200 unless asked (as before). */
export const receivedQuotationsQuerySchema = receivedQuery.extend({
  pageSize: receivedQuery.shape.pageSize.unwrap().default(MAX_PAGE_SIZE),
});

export const tenderRowSchema = z.object({
  ...addendumFields,
  _id: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  quotation: z.string(),
  revised: z.boolean(),
  revisedAt: z.string().nullable(),
  ...sealedFields,
});
