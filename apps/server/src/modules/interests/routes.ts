import {
  interestedRowQuerySchema,
  interestedTendersQuerySchema,
  supplierInterestQuerySchema,
  supplierTenderQuerySchema,
} from '@tenderdesk/domain/interests';
import { messages } from '@tenderdesk/domain/messages';
import { expressInterestSchema, interestDecisionSchema } from '@tenderdesk/domain/tenders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../core/errors';
import { access, callerOf } from '../../plugins/auth';
import { registerListExport } from '../../plugins/list-export';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { decideInterest } from './decide-interest';
import { expressInterest } from './express-interest';
import { INTEREST_EXPORT_COLUMNS } from './interest-export';
import { listCategoryTenders } from './list-category-tenders';
import { interestedRowBatches, listInterestedRows, listInterestedTenders } from './list-interested';
import { listSupplierDecided, listSupplierPending } from './list-supplier-interests';
import {
  interestedRowPageSchema,
  interestedTendersSchema,
  interestSavedSchema,
  supplierTenderPageSchema,
  supplierTenderSchema,
} from './schemas';

/**
 * A supplier, or the admin or a sub-admin who manages tenders. The route declares
 * `access.authenticated` and this hook narrows it before the query is validated, so a refused
 * caller hears 403 whatever it sent (decision 009).
 */
async function supplierOrTenderManager(request: FastifyRequest) {
  const caller = callerOf(request);
  if (caller.role === 'supplier' || caller.permissions.manageTenders) return;
  throw forbidden();
}

/** Supplier discovery and interest (spec sections 2, 4 and 7; decision 021). */
export function interestRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    registerSupplierSide(app, deps);
    registerSupplierLists(app, deps);
    registerAdminSide(app, deps);
    registerListExport(app, {
      path: '/api/tenders/interested/rows',
      access: manageTenders.access,
      tags,
      title: 'Interests received',
      description: 'Every interest the search matches, one row per tender and interested supplier.',
      querystring: interestedRowQuerySchema.omit({ page: true, pageSize: true }),
      sheet: 'Interests',
      fileName: 'interests',
      columns: INTEREST_EXPORT_COLUMNS,
      timeZone: deps.timeZone,
      batches: (_request, query, batchSize) => interestedRowBatches(deps.db, query, deps, batchSize),
    });
  };
}

const tags = ['interests'];
const manageTenders = { access: access.permission('manageTenders') };
const ownSupplier = { access: access.ownSupplier('supplierId') };
const supplierParams = z.object({ supplierId: z.string().describe('Supplier id (the caller)') });

/** A category's tenders (discovery) and expressing interest in one. */
function registerSupplierSide(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.get(
    '/api/tenders/category/:category',
    {
      config: { access: access.authenticated },
      preValidation: supplierOrTenderManager,
      schema: {
        summary:
          "Published tenders of a category (id or exact name), with the supplier's own interest; a supplier sees only its own category",
        description: '403: another category; 404: unknown. Managers read any category.',
        tags,
        params: z.object({ category: z.string().describe('Category id or exact name, URL-encoded') }),
        querystring: supplierTenderQuerySchema,
        response: { 200: supplierTenderPageSchema },
      },
    },
    async (request) =>
      listCategoryTenders(db, callerOf(request), request.params.category, request.query, deps),
  );

  app.post(
    '/api/suppliers/:tenderId/interest',
    {
      config: { access: access.role('supplier') },
      schema: {
        summary: 'Express interest in a published, open tender of the caller’s category',
        description: '400: not published, closed, or again; 403: other category or not the caller.',
        tags,
        params: z.object({ tenderId: z.string().describe('Tender id') }),
        body: expressInterestSchema,
        response: { 201: interestSavedSchema },
      },
    },
    async (request, reply) => {
      const data = await expressInterest(db, callerOf(request), request.params.tenderId, request.body, deps);
      return reply.status(201).send({ message: messages.interest.expressed, data });
    },
  );
}

/** A supplier's own pending (paged), approved and rejected (bare arrays) interests. */
function registerSupplierLists(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.get(
    '/api/suppliers/supplier/:supplierId/pending',
    {
      config: ownSupplier,
      schema: {
        summary: "The caller's pending interests, paged, newest first",
        tags,
        params: supplierParams,
        querystring: supplierInterestQuerySchema,
        response: { 200: supplierTenderPageSchema },
      },
    },
    async (request) => listSupplierPending(db, request.params.supplierId, request.query, deps),
  );

  for (const status of ['Approved', 'Rejected'] as const) {
    app.get(
      `/api/suppliers/supplier/:supplierId/${status.toLowerCase()}`,
      {
        config: ownSupplier,
        schema: {
          summary: `The caller's ${status.toLowerCase()} interests, newest first (a bare array)`,
          description: 'At most 1,000 rows (MAX_SUPPLIER_DECIDED_ROWS), newest first.',
          tags,
          params: supplierParams,
          response: { 200: z.array(supplierTenderSchema) },
        },
      },
      async (request) => listSupplierDecided(db, request.params.supplierId, status, deps),
    );
  }
}

/** The admin's interested lists and decisions (manageTenders). */
function registerAdminSide(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.get(
    '/api/tenders/interested',
    {
      config: manageTenders,
      schema: {
        summary: 'Published tenders that have interest, newest first, each with its interested suppliers',
        description:
          'One page of at most 200 tenders (page and pageSize echoed, with the total); suppliers newest first.',
        tags,
        querystring: interestedTendersQuerySchema,
        response: { 200: interestedTendersSchema },
      },
    },
    async (request) => ({ data: await listInterestedTenders(db, request.query, deps) }),
  );

  app.get(
    '/api/tenders/interested/rows',
    {
      config: manageTenders,
      schema: {
        summary: 'One row per tender and interested supplier, paged, newest interest first',
        description: 'Sort: interestedDate; q: project name or code, supplier name.',
        tags,
        querystring: interestedRowQuerySchema,
        response: { 200: interestedRowPageSchema },
      },
    },
    async (request) => listInterestedRows(db, request.query, deps),
  );

  // The spec's path names the supplier `{supplierId}`; the parameter is named otherwise here because
  // `:supplierId` marks the routes a supplier calls for itself (access.ownSupplier, route-guards test).
  app.put(
    '/api/tenders/:tenderId/supplier/:interestedSupplierId/status',
    {
      config: manageTenders,
      schema: {
        summary: "Approve or reject a supplier's interest in a tender (either direction)",
        description: 'Audited from/to. 409: rejecting the supplier awarded the tender.',
        tags,
        params: z.object({
          tenderId: z.string().describe('Tender id'),
          interestedSupplierId: z.string().describe('Supplier id'),
        }),
        body: interestDecisionSchema,
        response: { 200: interestSavedSchema },
      },
    },
    async (request) => {
      const { tenderId, interestedSupplierId } = request.params;
      const data = await decideInterest(
        db,
        callerOf(request),
        tenderId,
        interestedSupplierId,
        request.body,
        deps,
      );
      return { message: messages.interest.decided(request.body.status), data };
    },
  );
}
