import { loginBodySchema } from '@tenderdesk/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { TokenService } from '../../security/tokens';
import { login } from './service';

export function authRoutes(db: Db, tokens: TokenService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/admin/login', { schema: { body: loginBodySchema } }, async (request) =>
      login(db, tokens, request.body, request.ip),
    );

    app.get('/api/admin/user-permissions', { preHandler: app.guards.requireAuth }, async (request) => {
      const caller = callerOf(request);
      return { role: caller.role, permissions: caller.permissions };
    });

    app.get(
      '/api/admin/profile',
      { preHandler: app.guards.requireRole('admin', 'subadmin') },
      async (request) => {
        const { username, email, role } = callerOf(request);
        return { username, email, role };
      },
    );
  };
}
