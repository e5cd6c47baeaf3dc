import {
  permissionsUpdateBodySchema,
  subAdminCreateBodySchema,
  subAdminUpdateBodySchema,
} from '@tenderdesk/domain/subadmins';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import { idParams, messageSchema, permissionsSchema } from '../../plugins/openapi';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import {
  addSubAdmin,
  deleteSubAdmin,
  getSubAdminPermissions,
  listSubAdmins,
  listSubAdminsWithPermissions,
  updateSubAdmin,
  updateSubAdminPermissions,
} from './service';

const subAdminSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.literal('subadmin'),
});
const subAdminSaved = z.object({ message: z.string(), subadmin: subAdminSchema });
const permissionsResponse = z.object({ permissions: permissionsSchema });

/**
 * Sub-admin management (sidebar group Sub Admin, permission `subAdmin`) and the role page, which
 * only the admin may use: a sub-admin must never be able to grant permissions, itself included.
 */
export function subAdminRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    registerSubAdmins(app, deps);
    registerPermissions(app, deps);
  };
}

/** Sub-admin create, list, update and delete. */
function registerSubAdmins(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const canManage = { access: access.permission('subAdmin') };
  const tags = ['sub-admins'];
  app.post(
    '/api/admin/subadmin',
    {
      config: canManage,
      schema: {
        summary: 'Add a sub-admin (holding no permission yet)',
        tags,
        body: subAdminCreateBodySchema,
        response: { 201: subAdminSaved },
      },
    },
    async (request, reply) => {
      const result = await addSubAdmin(db, callerOf(request), request.body);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/admin/viewsubadmins',
    {
      config: canManage,
      schema: { summary: 'All sub-admins, by name', tags, response: { 200: z.array(subAdminSchema) } },
    },
    async () => listSubAdmins(db),
  );

  app.put(
    '/api/admin/updatesubadmin/:id',
    {
      config: canManage,
      schema: {
        summary: "Change a sub-admin's username and email",
        tags,
        params: idParams('id'),
        body: subAdminUpdateBodySchema,
        response: { 200: subAdminSaved },
      },
    },
    async (request) => updateSubAdmin(db, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/deletesubadmin/:id',
    {
      config: canManage,
      schema: {
        summary: 'Delete a sub-admin',
        tags,
        params: idParams('id'),
        response: { 200: messageSchema },
      },
    },
    async (request) => deleteSubAdmin(db, callerOf(request), request.params.id),
  );
}

/** Permissions and the role matrix. */
function registerPermissions(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const adminOnly = { access: access.role('admin') };
  const tags = ['sub-admins'];
  app.get(
    '/api/admin/subadmins',
    {
      config: adminOnly,
      schema: {
        summary: 'All sub-admins with their permissions (the role page)',
        tags,
        response: { 200: z.array(subAdminSchema.extend({ permissions: permissionsSchema })) },
      },
    },
    async () => listSubAdminsWithPermissions(db),
  );

  app.get(
    '/api/admin/permissions/:subAdminId',
    {
      config: adminOnly,
      schema: {
        summary: "One sub-admin's permissions",
        tags,
        params: idParams('subAdminId'),
        response: { 200: permissionsResponse },
      },
    },
    async (request) => getSubAdminPermissions(db, request.params.subAdminId),
  );

  app.post(
    '/api/admin/permissions',
    {
      config: adminOnly,
      schema: {
        summary: "Grant or withdraw some of a sub-admin's permissions",
        tags,
        body: permissionsUpdateBodySchema,
        response: { 200: permissionsResponse.extend({ message: z.string() }) },
      },
    },
    async (request) => updateSubAdminPermissions(db, callerOf(request), request.body),
  );
}
