import {
  permissionsUpdateBodySchema,
  subAdminCreateBodySchema,
  subAdminUpdateBodySchema,
} from '@tenderdesk/domain/subadmins';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import {
  addSubAdmin,
  deleteSubAdmin,
  getSubAdminPermissions,
  listSubAdmins,
  listSubAdminsWithPermissions,
  updateSubAdmin,
  updateSubAdminPermissions,
} from './service';

const idParams = z.object({ id: z.string() });
const subAdminIdParams = z.object({ subAdminId: z.string() });

/**
 * Sub-admin management (sidebar group Sub Admin, permission `subAdmin`) and the role page, which
 * only the admin may use: a sub-admin must never be able to grant permissions, itself included.
 */
export function subAdminRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest, so a caller without the right is refused before its body is even parsed.
    const canManage = { onRequest: app.guards.requirePermission('subAdmin') };
    const adminOnly = { onRequest: app.guards.requireRole('admin') };

    app.post(
      '/api/admin/subadmin',
      { ...canManage, schema: { body: subAdminCreateBodySchema } },
      async (request, reply) => {
        const result = await addSubAdmin(db, callerOf(request), request.body);
        return reply.status(201).send(result);
      },
    );

    app.get('/api/admin/viewsubadmins', canManage, async () => listSubAdmins(db));

    app.put(
      '/api/admin/updatesubadmin/:id',
      { ...canManage, schema: { params: idParams, body: subAdminUpdateBodySchema } },
      async (request) => updateSubAdmin(db, callerOf(request), request.params.id, request.body),
    );

    app.delete(
      '/api/admin/deletesubadmin/:id',
      { ...canManage, schema: { params: idParams } },
      async (request) => deleteSubAdmin(db, callerOf(request), request.params.id),
    );

    app.get('/api/admin/subadmins', adminOnly, async () => listSubAdminsWithPermissions(db));

    app.get(
      '/api/admin/permissions/:subAdminId',
      { ...adminOnly, schema: { params: subAdminIdParams } },
      async (request) => getSubAdminPermissions(db, request.params.subAdminId),
    );

    app.post(
      '/api/admin/permissions',
      { ...adminOnly, schema: { body: permissionsUpdateBodySchema } },
      async (request) => updateSubAdminPermissions(db, callerOf(request), request.body),
    );
  };
}
