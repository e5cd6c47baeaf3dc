import { addendumText } from '@tenderdesk/domain/clarification-messages';
import { messages } from '@tenderdesk/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import { acceptEmptyJsonBodies } from '../../plugins/empty-json-body';
import { registerListExport } from '../../plugins/list-export';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { registerBoqRoutes } from './boq-routes';
import { confirmQuotation } from './confirm-quotation';
import { getSupplierQuotation } from './get-supplier-quotation';
import { listReceivedQuotations, receivedQuotationBatches } from './list-received-quotations';
import { listSupplierQuotations } from './list-supplier-quotations';
import { listTenderQuotations } from './list-tender-quotations';
import { RECEIVED_QUOTATION_EXPORT_COLUMNS } from './quotation-export';
import type { QuotationOptions } from './quotation-view';
import { reviseQuotation } from './revise-quotation';
import {
  addendumFields,
  myRowSchema,
  quotationBody,
  receivedPageSchema,
  receivedQuotationsQuerySchema,
  receivedRowSchema,
  savedSchema,
  tenderRowSchema,
} from './schemas';
import { submitQuotation } from './submit-quotation';

const tags = ['quotations'];
const ownSupplier = { access: access.ownSupplier('supplierId') };
const manageTenders = { access: access.permission('manageTenders') };

const quotationParams = z.object({
  tenderId: z.string().describe('Tender id'),
  supplierId: z.string().describe('Supplier id (the caller)'),
  quotationId: z.string().describe('Quotation id'),
});

/** The supplier's own writes: send, revise, confirm after addenda. */
function registerSupplierWrites(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const options: QuotationOptions = deps;
  app.post(
    '/api/suppliers/:tenderId/supplier/:supplierId/quotation',
    {
      config: ownSupplier,
      schema: {
        summary: "Send the caller's one quotation for a tender it is approved for (open tenders only)",
        description: '403: not approved, or tender not published; 409: closed or sent already.',
        tags,
        params: quotationParams.omit({ quotationId: true }),
        body: quotationBody,
        response: { 201: savedSchema },
      },
    },
    async (request, reply) => {
      const { tenderId, supplierId } = request.params;
      const caller = callerOf(request);
      const data = await submitQuotation(db, caller, tenderId, supplierId, request.body.quotation, options);
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
        params: quotationParams,
        body: quotationBody,
        response: { 200: savedSchema },
      },
    },
    async (request) => {
      const { tenderId, supplierId, quotationId } = request.params;
      const text = request.body.quotation;
      const data = await reviseQuotation(
        db,
        callerOf(request),
        tenderId,
        supplierId,
        quotationId,
        text,
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
        params: quotationParams,
        response: {
          200: z.object({ message: z.string(), data: z.object(addendumFields) }),
        },
      },
    },
    async (request) => {
      const { tenderId, supplierId, quotationId } = request.params;
      const data = await confirmQuotation(db, callerOf(request), tenderId, supplierId, quotationId, options);
      return { message: addendumText.confirmed, data };
    },
  );
}

/** The lists: the supplier's own, and the admin's received and per-tender lists. */
function registerLists(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const options: QuotationOptions = deps;
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
          'Quotations of approved suppliers, newest first, paged with the total (pageSize at most 200, 200 by default), searched over project, organisation and supplier',
        description: 'A sealed tender still open shows who quoted and when, not prices.',
        tags,
        querystring: receivedQuotationsQuerySchema,
        response: { 200: receivedPageSchema },
      },
    },
    async (request) => listReceivedQuotations(db, callerOf(request), request.query, options),
  );

  registerListExport(app, {
    path: '/api/tenders/quotations',
    access: manageTenders.access,
    tags,
    title: 'Quotations received',
    description:
      'Every quotation of an approved supplier the search matches; a sealed one reads "Sealed", never its prices.',
    querystring: receivedQuotationsQuerySchema.omit({ page: true, pageSize: true }),
    sheet: 'Quotations Received',
    fileName: 'quotations-received',
    columns: RECEIVED_QUOTATION_EXPORT_COLUMNS,
    timeZone: options.timeZone,
    batches: (request, query, batchSize) =>
      receivedQuotationBatches(db, callerOf(request), query, options, batchSize),
  });

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
}

/** One supplier's quotation for a tender, as the admin reads it. */
function registerAdminQuotation(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const options: QuotationOptions = deps;
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
    async (request) => {
      const { tenderId, quotingSupplierId } = request.params;
      return {
        data: await getSupplierQuotation(db, callerOf(request), tenderId, quotingSupplierId, options),
      };
    },
  );
}

/** Quotations (spec sections 3, 4, 5 and 7; decision 025). */
export function quotationRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // The confirm call takes no body; a client may still send an empty one with a JSON type.
    acceptEmptyJsonBodies(app);
    registerSupplierWrites(app, deps);
    registerLists(app, deps);
    registerAdminQuotation(app, deps);
    registerBoqRoutes(app, deps);
  };
}
