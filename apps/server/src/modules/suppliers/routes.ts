import { messages } from '@tenderdesk/domain/messages';
import { inactivateSupplierBodySchema, supplierListQuerySchema } from '@tenderdesk/domain/supplier-list';
import type { SupplierStatus } from '@tenderdesk/domain/supplier-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import { readRegistrationUpload, sendDocument } from './documents';
import {
  assertAnyPermission,
  changeSupplierStatus,
  getSupplier,
  getSupplierDocument,
  getUploadedDocument,
  listSuppliers,
  registerSupplier,
} from './service';

const idParams = z.object({ id: z.string() });

// The spec's lists: Pending are the "new supplier requests".
const LISTS: { path: string; status: SupplierStatus; permissions: ('manageSuppliers' | 'reports')[] }[] = [
  { path: '/api/suppliers/view', status: 'Pending', permissions: ['manageSuppliers'] },
  // The supplier report (Reports group) reads the active list too (spec section 7).
  { path: '/api/suppliers/active', status: 'Active', permissions: ['manageSuppliers', 'reports'] },
  { path: '/api/suppliers/inactive', status: 'Inactive', permissions: ['manageSuppliers'] },
];

/** Registrations one address may submit in 10 minutes. */
export const REGISTRATIONS_PER_WINDOW = 30;

export function supplierRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    // "Empty body" calls (activate) may still carry a JSON content type; read that as no body
    // instead of failing. Scoped to this plugin: other modules keep Fastify's strict parser.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      return parseJson(request, text, done);
    });

    const manageSuppliers = app.guards.requirePermission('manageSuppliers');

    // Public, hashes a password and takes up to 20 MB: a tighter per-address limit than the global one.
    const registrationLimit = { rateLimit: { max: REGISTRATIONS_PER_WINDOW, timeWindow: '10 minutes' } };
    app.post('/api/suppliers/add', { config: registrationLimit }, async (request, reply) => {
      const upload = await readRegistrationUpload(request);
      const data = await registerSupplier(db, upload);
      return reply.status(201).send({ message: messages.registration.success, data });
    });

    for (const list of LISTS) {
      app.get(
        list.path,
        {
          schema: { querystring: supplierListQuerySchema },
          preHandler: [
            app.guards.requireAuth,
            async (request) => assertAnyPermission(callerOf(request), list.permissions),
          ],
        },
        async (request) => listSuppliers(db, list.status, request.query),
      );
    }

    app.get(
      '/api/suppliers/details/:id',
      { schema: { params: idParams }, preHandler: manageSuppliers },
      async (request) => ({ data: await getSupplier(db, request.params.id) }),
    );

    app.put(
      '/api/suppliers/activate/:id',
      { schema: { params: idParams }, preHandler: manageSuppliers },
      async (request) => ({
        message: messages.suppliers.activated,
        data: await changeSupplierStatus(db, callerOf(request), request.params.id, 'activate', null),
      }),
    );

    app.put(
      '/api/suppliers/inactivate/:id',
      {
        // A missing body reads as a missing reason, so it gets the same message and field.
        schema: { params: idParams, body: z.preprocess((body) => body ?? {}, inactivateSupplierBodySchema) },
        preHandler: manageSuppliers,
      },
      async (request) => ({
        message: messages.suppliers.inactivated,
        data: await changeSupplierStatus(
          db,
          callerOf(request),
          request.params.id,
          'inactivate',
          request.body.reason,
        ),
      }),
    );

    app.get(
      '/api/suppliers/profile',
      { preHandler: app.guards.requireRole('supplier') },
      async (request) => ({
        data: await getSupplier(db, callerOf(request).id),
      }),
    );

    app.get(
      '/api/suppliers/:id/documents/:kind',
      {
        schema: { params: z.object({ id: z.string(), kind: z.string() }) },
        preHandler: app.guards.requireAuth,
      },
      async (request, reply) =>
        sendDocument(
          reply,
          await getSupplierDocument(db, callerOf(request), request.params.id, request.params.kind),
        ),
    );

    app.get(
      '/uploads/:filename',
      { schema: { params: z.object({ filename: z.string() }) }, preHandler: app.guards.requireAuth },
      async (request, reply) =>
        sendDocument(reply, await getUploadedDocument(db, callerOf(request), request.params.filename)),
    );
  };
}
