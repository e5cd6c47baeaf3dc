import { changePasswordBodySchema, profileBodySchema } from '@tenderdesk/domain/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { TokenService } from '../../security/tokens';
import { changePassword, updateProfile } from './service';

/**
 * Everyone's own account. Neither call needs a sub-admin permission: editing one's own profile and
 * password is not the Settings group's business of managing others, and a sub-admin without
 * `settings` must still be able to change a compromised password. (GET /api/admin/profile is in auth.)
 */
export function accountRoutes(db: Db, tokens: TokenService): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/admin/profile',
      { onRequest: app.guards.requireRole('admin', 'subadmin'), schema: { body: profileBodySchema } },
      async (request) => updateProfile(db, callerOf(request), request.body),
    );

    app.put(
      '/api/admin/change-password',
      { onRequest: app.guards.requireAuth, schema: { body: changePasswordBodySchema } },
      async (request) => changePassword(db, tokens, callerOf(request), request.body),
    );
  };
}
