import { loginBodySchema } from '@tenderdesk/domain/auth';
import { LOCALES } from '@tenderdesk/domain/i18n/locale';
import {
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  resetTokenBodySchema,
} from '@tenderdesk/domain/password-reset';
import { ROLES } from '@tenderdesk/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import { messageSchema, permissionsSchema } from '../../plugins/openapi';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { checkResetToken, requestPasswordReset, resetPassword } from './password-reset';
import { login, logout } from './service';

/** The language a person chose (issue 26), beside the spec's fields: null while never chosen. */
const languageField = z
  .enum(LOCALES)
  .nullable()
  .describe('The language the person chose (en or hi), null while never chosen');
const loginResponse = z.object({
  token: z.string(),
  role: z.enum(ROLES),
  message: z.string(),
  language: languageField,
});
const permissionsResponse = z.object({
  role: z.enum(ROLES),
  permissions: permissionsSchema,
  language: languageField,
});
const profileResponse = z.object({
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  language: languageField,
});

export function authRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    registerPasswordReset(app, deps);
    registerSession(app, deps);
  };
}

/** The forgotten password: request a link, check it, reset (decision 027). */
function registerPasswordReset(app: ZodApp, deps: ModuleDeps) {
  const { db, mailer } = deps;
  // Forgotten password (issue 13, decision 027): public, like login.
  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: access.public },
      schema: {
        summary:
          'Ask for a password reset link; always the same answer, whether or not an account uses the email',
        description: '429 over 5 an hour per email or 20 per address. The link works once, 30 minutes.',
        tags: ['auth'],
        body: forgotPasswordBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      requestPasswordReset(db, mailer, request.log, request.body, {
        ip: request.ip,
        origin: `${request.protocol}://${request.host}`,
        locale: request.locale,
      }),
  );

  app.post(
    '/api/auth/reset-password/check',
    {
      config: { access: access.public },
      schema: {
        summary: 'Whether a reset link can still be used (400 with the reason when not)',
        tags: ['auth'],
        body: resetTokenBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => checkResetToken(db, request.body),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: access.public },
      schema: {
        summary: "Set a new password with a reset link's token; ends every session of the account",
        description: '400: invalid or expired link (token), or the password rules. Audited.',
        tags: ['auth'],
        body: resetPasswordBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => resetPassword(db, request.body),
  );
}

/** Login, logout and what the signed-in account may see. */
function registerSession(app: ZodApp, deps: ModuleDeps) {
  const { db, tokens } = deps;
  // Forgotten password (issue 13, decision 027): public, like login.
  app.post(
    '/api/admin/login',
    {
      config: { access: access.public },
      schema: {
        summary: 'Log in (admin, sub-admin or supplier) and get a bearer token',
        description: '429: 10 failures per 15 minutes per address and email, 50 an hour per account.',
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
        description: 'Other sessions of the account stay; a password change ends them all.',
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
      return { role: caller.role, permissions: caller.permissions, language: caller.language ?? null };
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
      const { username, email, role, language } = callerOf(request);
      return { username, email, role, language: language ?? null };
    },
  );
}
