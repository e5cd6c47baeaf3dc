import { changePasswordBodySchema, profileBodySchema } from '@tenderdesk/domain/account';
import { localise } from '@tenderdesk/domain/i18n/catalogue';
import { LOCALES } from '@tenderdesk/domain/i18n/locale';
import { languageBodySchema } from '@tenderdesk/domain/language';
import { ROLES } from '@tenderdesk/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import type { ModuleDeps } from '../../shared/module-deps';
import { changePassword, updateLanguage, updateProfile } from './service';

const profileUpdated = z.object({
  message: z.string(),
  profile: z.object({ username: z.string(), email: z.string(), role: z.enum(ROLES) }),
});
const languageSaved = z.object({ message: z.string(), language: z.enum(LOCALES) });
const passwordChanged = z.object({
  message: z.string(),
  token: z.string().describe('A fresh token: every token issued before stops working'),
});

/**
 * Everyone's own account. Neither call needs a sub-admin permission: editing one's own profile and
 * password is not the Settings group's business of managing others, and a sub-admin without
 * `settings` must still be able to change a compromised password. (GET /api/admin/profile is in auth.)
 */
export function accountRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { db, tokens } = deps;
  return async (app) => {
    app.put(
      '/api/admin/profile',
      {
        config: { access: access.role('admin', 'subadmin') },
        schema: {
          summary: 'Change my username and email',
          tags: ['account'],
          body: profileBodySchema,
          response: { 200: profileUpdated },
        },
      },
      async (request) => updateProfile(db, callerOf(request), request.body),
    );

    app.put(
      '/api/admin/change-password',
      {
        config: { access: access.authenticated },
        schema: {
          summary: 'Change my password',
          tags: ['account'],
          body: changePasswordBodySchema,
          response: { 200: passwordChanged },
        },
      },
      async (request) => changePassword(db, tokens, callerOf(request), request.body),
    );

    // Issue 26: anyone signed in, admin side or supplier, keeps their own language on the account.
    app.put(
      '/api/account/language',
      {
        config: { access: access.authenticated },
        schema: {
          summary: 'Choose my language (en or hi); the login, profile and permissions answers carry it',
          description: '400 with the allowed values for any other. Audited as a profile change.',
          tags: ['account'],
          body: languageBodySchema,
          response: { 200: languageSaved },
        },
      },
      async (request) => {
        const saved = await updateLanguage(db, callerOf(request), request.body);
        return { ...saved, message: localise(saved.message, request.locale) };
      },
    );
  };
}
