import { purchaseRequestText as text } from '@tenderdesk/domain/purchase-request-messages';
import {
  PURCHASE_REQUEST_STATUSES,
  purchaseRequestListQuerySchema,
  purchaseRequestSchema,
  rejectPurchaseRequestSchema,
} from '@tenderdesk/domain/purchase-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import { acceptEmptyJsonBodies } from '../../plugins/empty-json-body';
import { registerListExport } from '../../plugins/list-export';
import { idParams, messageSchema } from '../../plugins/openapi';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { createPurchaseRequest } from './create-purchase-request';
import { deletePurchaseRequest } from './delete-purchase-request';
import { getPurchaseRequest, purchaseRequestHistory, requestOfTender } from './get-purchase-request';
import { listPurchaseRequests, purchaseRequestBatches } from './list-purchase-requests';
import { PURCHASE_REQUEST_EXPORT_COLUMNS } from './request-export';
import { transitionPurchaseRequest } from './transition-purchase-request';
import { updatePurchaseRequest } from './update-purchase-request';

const item = z.object({
  _id: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  partNo: z.string(),
  manufacturer: z.string(),
  uom: z.string(),
  qty: z.number(),
});

const summary = z.object({
  _id: z.string(),
  number: z.number(),
  code: z.string(),
  title: z.string(),
  category: z.string(),
  categoryId: z.string(),
  neededBy: z.string(),
  status: z.enum(PURCHASE_REQUEST_STATUSES),
  raisedBy: z.string().nullable(),
  raisedById: z.string().nullable(),
  itemCount: z.number(),
  tenderId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const request = summary.extend({
  justification: z.string(),
  items: z.array(item),
  rejectionReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  tenderCode: z.string().nullable(),
  tenderStatus: z.enum(['Draft', 'Published']).nullable(),
  can: z.object({
    edit: z.boolean(),
    submit: z.boolean(),
    approve: z.boolean(),
    reject: z.boolean(),
    reopen: z.boolean(),
    tender: z.boolean(),
  }),
});

const changed = z.object({ message: z.string(), data: request });

const tags = ['purchase-requests'];
const readers = { access: access.anyPermission('purchaseRequests', 'manageTenders') };
const raisers = { access: access.permission('purchaseRequests') };
const deciders = { access: access.permission('manageTenders') };
const params = idParams('id');

/**
 * Purchase requests (issue 12, decision 032). Reading: holders of purchaseRequests or
 * manageTenders (who approve). Raising and changing: purchaseRequests (the author). Deciding:
 * manageTenders, never on one's own request. The Tendered step is the tender create call's.
 */
export function purchaseRequestRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    acceptEmptyJsonBodies(app);
    registerListAndCreate(app, deps);
    registerListExport(app, {
      path: '/api/purchase-requests',
      access: readers.access,
      tags,
      title: 'Purchase requests',
      description: 'Every request of the status filter the search (title or number) matches.',
      querystring: purchaseRequestListQuerySchema.omit({ page: true, pageSize: true }),
      sheet: 'Purchase Requests',
      fileName: 'purchase-requests',
      columns: PURCHASE_REQUEST_EXPORT_COLUMNS,
      timeZone: deps.timeZone,
      batches: (_request, query, batchSize) => purchaseRequestBatches(deps.db, query, batchSize),
    });
    registerReads(app, deps);
    registerDraftChanges(app, deps);
    registerRejection(app, deps);
  };
}

/** The list, and raising a Draft. */
function registerListAndCreate(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.get(
    '/api/purchase-requests',
    {
      config: readers,
      schema: {
        summary: 'Purchase requests, paged; status filter, search by title or number (PR-0001)',
        tags,
        querystring: purchaseRequestListQuerySchema,
        response: {
          200: z.object({
            data: z.array(summary),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    },
    async (req) => listPurchaseRequests(db, req.query),
  );

  app.post(
    '/api/purchase-requests',
    {
      config: raisers,
      schema: {
        summary: 'Raise a purchase request (a Draft)',
        tags,
        body: purchaseRequestSchema,
        response: { 201: changed },
      },
    },
    async (req, reply) => {
      const data = await createPurchaseRequest(db, callerOf(req), req.body);
      return reply.status(201).send({ message: text.created, data });
    },
  );
}

/** A request by its tender, one request, its history. */
function registerReads(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.get(
    '/api/purchase-requests/by-tender/:tenderId',
    {
      config: readers,
      schema: {
        summary: 'The purchase request a tender was made from (null: none)',
        tags,
        params: idParams('tenderId'),
        response: { 200: z.object({ data: z.object({ _id: z.string(), code: z.string() }).nullable() }) },
      },
    },
    async (req) => ({ data: await requestOfTender(db, req.params.tenderId) }),
  );

  app.get(
    '/api/purchase-requests/:id',
    {
      config: readers,
      schema: {
        summary: 'One purchase request with its items',
        description: 'can: the actions the caller may take now, by the rules the server enforces.',
        tags,
        params,
        response: { 200: z.object({ data: request }) },
      },
    },
    async (req) => ({ data: await getPurchaseRequest(db, callerOf(req), req.params.id) }),
  );

  app.get(
    '/api/purchase-requests/:id/history',
    {
      config: readers,
      schema: {
        summary: "A purchase request's history (its audit events, oldest first)",
        tags,
        params,
        response: {
          200: z.object({
            data: z.array(
              z.object({
                _id: z.string(),
                action: z.string(),
                label: z.string(),
                actor: z.string().nullable(),
                at: z.string(),
                detail: z.string().nullable(),
              }),
            ),
          }),
        },
      },
    },
    async (req) => ({ data: await purchaseRequestHistory(db, req.params.id) }),
  );
}

/** Edit and delete a Draft; submit, approve and reopen. */
function registerDraftChanges(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.put(
    '/api/purchase-requests/:id',
    {
      config: raisers,
      schema: {
        summary: 'Edit a Draft purchase request (its author)',
        description: '409 unless a Draft; 403 for another author (the admin may). Audited.',
        tags,
        params,
        body: purchaseRequestSchema,
        response: { 200: changed },
      },
    },
    async (req) => ({
      message: text.updated,
      data: await updatePurchaseRequest(db, callerOf(req), req.params.id, req.body),
    }),
  );

  app.delete(
    '/api/purchase-requests/:id',
    {
      config: raisers,
      schema: {
        summary: 'Delete a Draft purchase request (its author)',
        description: '409 unless a Draft; 403 for another author (the admin may). Audited.',
        tags,
        params,
        response: { 200: messageSchema },
      },
    },
    async (req) => {
      await deletePurchaseRequest(db, callerOf(req), req.params.id);
      return { message: text.deleted };
    },
  );

  for (const [action, summaryText, message, guard] of [
    ['submit', 'Submit a Draft for approval (its author)', text.submitted, raisers],
    ['reopen', 'Reopen a Rejected request as a Draft (its author)', text.reopened, raisers],
    [
      'approve',
      'Approve a Submitted request (admin or manageTenders, not its author)',
      text.approved,
      deciders,
    ],
  ] as const) {
    app.post(
      `/api/purchase-requests/:id/${action}`,
      { config: guard, schema: { summary: summaryText, tags, params, response: { 200: changed } } },
      async (req) => ({
        message,
        data: await transitionPurchaseRequest(db, callerOf(req), req.params.id, action),
      }),
    );
  }
}

/** Reject, with a reason. */
function registerRejection(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.post(
    '/api/purchase-requests/:id/reject',
    {
      config: deciders,
      schema: {
        summary: 'Reject a Submitted request with a reason (admin or manageTenders, not its author)',
        description: '409 unless Submitted; 403 for its author. The reason stays in the history.',
        tags,
        params,
        body: rejectPurchaseRequestSchema,
        response: { 200: changed },
      },
    },
    async (req) => ({
      message: text.rejected,
      data: await transitionPurchaseRequest(db, callerOf(req), req.params.id, 'reject', req.body.reason),
    }),
  );
}
