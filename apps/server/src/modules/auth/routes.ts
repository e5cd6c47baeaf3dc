import { loginBodySchema } from '@tenderdesk/domain/auth';
import { ROLES } from '@tenderdesk/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access, callerOf } from '../../plugins/auth';
import { messageSchema, permissionsSchema } from '../../plugins/openapi';
import type { TokenService } from '../../security/tokens';
import { login, logout } from './service';

const loginResponse = z.object({ token: z.string(), role: z.enum(ROLES), message: z.string() });
const permissionsResponse = z.object({ role: z.enum(ROLES), permissions: permissionsSchema });
const profileResponse = z.object({ username: z.string(), email: z.string(), role: z.enum(ROLES) });

export function authRoutes(db: Db, tokens: TokenService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/login',
      {
        config: { access: access.public },
        schema: {
          summary: 'Log in (admin, sub-admin or supplier) and get a bearer token',
          tags: ['auth'],
          body: loginBodySchema,
          response: { 200: loginResponse },
        },
      },
      async (request) => login(db, tokens, request.body, request.ip),
    );

    // Any role: ends the session of the token it is called with (decision 020).
    app.post(
      '/api/admin/logout',
      {
        config: { access: access.authenticated },
        schema: {
          summary: "End the session of the caller's token (it and its renewals are refused from now on)",
          tags: ['auth'],
          response: { 200: messageSchema },
        },
      },
      async (request) => logout(tokens, request.headers.authorization),
    );

    app.get(
      '/api/admin/user-permissions',
      {
        config: { access: access.authenticated },
        schema: {
          summary: "The caller's role and effective permissions",
          tags: ['auth'],
          response: { 200: permissionsResponse },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        return { role: caller.role, permissions: caller.permissions };
      },
    );

    app.get(
      '/api/admin/profile',
      {
        config: { access: access.role('admin', 'subadmin') },
        schema: {
          summary: "The admin's or sub-admin's own profile",
          tags: ['account'],
          response: { 200: profileResponse },
        },
      },
      async (request) => {
        const { username, email, role } = callerOf(request);
        return { username, email, role };
      },
    );
  };
}
