import { addendumText } from '@tenderdesk/domain/clarification-messages';
import { interestedTendersQuerySchema } from '@tenderdesk/domain/interests';
import { messages } from '@tenderdesk/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import { acceptEmptyJsonBodies } from '../../plugins/empty-json-body';
import type { ModuleDeps } from '../../shared/module-deps';
import {
  confirmQuotation,
  getSupplierQuotation,
  listReceivedQuotations,
  listSupplierQuotations,
  listTenderQuotations,
  type QuotationOptions,
  reviseQuotation,
  submitQuotation,
} from './service';

/** The quotation as JSON text (spec section 3's payload); the server recomputes every total. */
const quotationBody = z.object({
  quotation: z
    .unknown()
    .optional()
    .describe(
      'The quotation: JSON text of items[] and notes (plus optional extras), or plain text to replace the notes on a revision',
    ),
});

const savedSchema = z.object({
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
const addendumFields = {
  addendumPending: z
    .boolean()
    .describe("Sent before the tender's latest addendum; not yet confirmed or revised"),
  latestAddendum: z.number().int().describe("The tender's latest addendum number (0: none)"),
};

const myRowSchema = z.object({
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
  opensOn: z.string().nullable().describe('While sealed: the day the prices open (YYYY-MM-DD)'),
  selected: z.boolean().describe("This quotation is the tender's award"),
};

const receivedRowSchema = z.object({
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

const tenderRowSchema = z.object({
  ...addendumFields,
  _id: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  quotation: z.string(),
  revised: z.boolean(),
  revisedAt: z.string().nullable(),
  ...sealedFields,
});

/** Quotations (spec sections 3, 4, 5 and 7; decision 025). */
export function quotationRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const options: QuotationOptions = deps;
  return async (app) => {
    // The confirm call takes no body; a client may still send an empty one with a JSON type.
    acceptEmptyJsonBodies(app);
    const tags = ['quotations'];
    const ownSupplier = { access: access.ownSupplier('supplierId') };
    const manageTenders = { access: access.permission('manageTenders') };

    app.post(
      '/api/suppliers/:tenderId/supplier/:supplierId/quotation',
      {
        config: ownSupplier,
        schema: {
          summary: "Send the caller's one quotation for a tender it is approved for (open tenders only)",
          description: '403: not approved, or tender not published; 409: closed or sent already.',
          tags,
          params: z.object({
            tenderId: z.string().describe('Tender id'),
            supplierId: z.string().describe('Supplier id (the caller)'),
          }),
          body: quotationBody,
          response: { 201: savedSchema },
        },
      },
      async (request, reply) => {
        const { tenderId, supplierId } = request.params;
        const data = await submitQuotation(
          db,
          callerOf(request),
          tenderId,
          supplierId,
          request.body.quotation,
          options,
        );
        return reply.status(201).send({ message: messages.quotation.submitted, data });
      },
    );

    app.put(
      '/api/tenders/:tenderId/supplier/:supplierId/quotation/:quotationId',
      {
        config: ownSupplier,
        schema: {
          summary:
            "Revise the caller's quotation while approved and the tender open: JSON re-prices the lines, plain text replaces the notes",
          description: 'Refusals as sending, and 409 once awarded. The replaced version is kept.',
          tags,
          params: z.object({
            tenderId: z.string().describe('Tender id'),
            supplierId: z.string().describe('Supplier id (the caller)'),
            quotationId: z.string().describe('Quotation id'),
          }),
          body: quotationBody,
          response: { 200: savedSchema },
        },
      },
      async (request) => {
        const { tenderId, supplierId, quotationId } = request.params;
        const data = await reviseQuotation(
          db,
          callerOf(request),
          tenderId,
          supplierId,
          quotationId,
          request.body.quotation,
          options,
        );
        return { message: messages.quotation.updated, data };
      },
    );

    app.post(
      '/api/tenders/:tenderId/supplier/:supplierId/quotation/:quotationId/confirm',
      {
        config: ownSupplier,
        schema: {
          summary:
            "Confirm the caller's quotation stands after the tender's addenda (approved, tender open; nothing pending: no-op)",
          description: 'Audited quotation.confirm; the quotation is no longer addendumPending.',
          tags,
          params: z.object({
            tenderId: z.string().describe('Tender id'),
            supplierId: z.string().describe('Supplier id (the caller)'),
            quotationId: z.string().describe('Quotation id'),
          }),
          response: {
            200: z.object({ message: z.string(), data: z.object(addendumFields) }),
          },
        },
      },
      async (request) => {
        const { tenderId, supplierId, quotationId } = request.params;
        const data = await confirmQuotation(
          db,
          callerOf(request),
          tenderId,
          supplierId,
          quotationId,
          options,
        );
        return { message: addendumText.confirmed, data };
      },
    );

    app.get(
      '/api/tenders/supplier/:supplierId/quotations',
      {
        config: ownSupplier,
        schema: {
          summary: "The caller's quotations, newest first (at most 500)",
          tags,
          params: z.object({ supplierId: z.string().describe('Supplier id (the caller)') }),
          response: { 200: z.object({ data: z.array(myRowSchema) }) },
        },
      },
      async (request) => ({ data: await listSupplierQuotations(db, request.params.supplierId, options) }),
    );

    app.get(
      '/api/tenders/quotations',
      {
        config: manageTenders,
        schema: {
          summary:
            'Quotations of approved suppliers, newest first, paged (pageSize at most 200, 200 by default)',
          description: 'A sealed tender still open shows who quoted and when, not prices.',
          tags,
          querystring: interestedTendersQuerySchema,
          response: { 200: z.object({ data: z.array(receivedRowSchema) }) },
        },
      },
      async (request) => ({
        data: await listReceivedQuotations(db, callerOf(request), request.query, options),
      }),
    );

    app.get(
      '/api/tenders/:tenderId/quotations',
      {
        config: manageTenders,
        schema: {
          summary:
            "A tender's quotations from approved suppliers, lowest total first (a sealed, open tender's: by time, without prices; at most 500)",
          tags,
          params: z.object({ tenderId: z.string().describe('Tender id') }),
          response: { 200: z.object({ data: z.array(tenderRowSchema) }) },
        },
      },
      async (request) => ({
        data: await listTenderQuotations(db, callerOf(request), request.params.tenderId, options),
      }),
    );

    // The spec names the supplier `{supplierId}`; here it is named otherwise because `:supplierId`
    // marks the routes a supplier calls for itself (access.ownSupplier, route-guards test).
    app.get(
      '/api/tenders/:tenderId/supplier/:quotingSupplierId/quotation',
      {
        config: manageTenders,
        schema: {
          summary: "One supplier's quotation for a tender",
          description: 'A sealed tender still open: no prices (sealed, opensOn). 404: none.',
          tags,
          params: z.object({
            tenderId: z.string().describe('Tender id'),
            quotingSupplierId: z.string().describe('Supplier id'),
          }),
          response: {
            200: z.object({
              data: receivedRowSchema.extend({ revised: z.boolean(), revisedAt: z.string().nullable() }),
            }),
          },
        },
      },
      async (request) => ({
        data: await getSupplierQuotation(
          db,
          callerOf(request),
          request.params.tenderId,
          request.params.quotingSupplierId,
          options,
        ),
      }),
    );
  };
}
