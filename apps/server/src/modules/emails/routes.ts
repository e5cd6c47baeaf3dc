import { mailMessages } from '@tenderdesk/domain/mail-messages';
import { messages } from '@tenderdesk/domain/messages';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@tenderdesk/domain/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_STATUSES } from '../../db/schema/mail';
import { access } from '../../plugins/auth';
import { messageSchema } from '../../plugins/openapi';
import type { ModuleDeps } from '../../shared/module-deps';
import { listEmails } from './list-emails';
import { retryEmail } from './retry-email';

const emailRow = z.object({
  _id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});

const listQuery = z.object({
  status: z.enum(EMAIL_STATUSES, { error: messages.http.invalidInput }).optional(),
  page: z.coerce
    .number({ error: messages.list.pageInvalid })
    .int(messages.list.pageInvalid)
    .min(1, messages.list.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: messages.list.pageSizeInvalid(MAX_PAGE_SIZE) })
    .int(messages.list.pageSizeInvalid(MAX_PAGE_SIZE))
    .min(1, messages.list.pageSizeInvalid(MAX_PAGE_SIZE))
    .max(MAX_PAGE_SIZE, messages.list.pageSizeInvalid(MAX_PAGE_SIZE))
    .default(DEFAULT_PAGE_SIZE),
});

/** The email outbox for the admin (decision 027): what was sent, what failed, and retrying it. Admin only. */
export function emailRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { db, mailer } = deps;
  return async (app) => {
    app.get(
      '/api/admin/emails/status',
      {
        config: { access: access.role('admin') },
        schema: {
          summary: 'Whether the portal sends emails at all (SMTP configured); without it nothing is queued',
          tags: ['emails'],
          response: { 200: z.object({ configured: z.boolean() }) },
        },
      },
      async () => ({ configured: mailer.enabled }),
    );

    app.get(
      '/api/admin/emails',
      {
        config: { access: access.role('admin') },
        schema: {
          summary:
            'Outgoing emails, newest first (status=Failed for the failed ones), paged; never their bodies',
          tags: ['emails'],
          querystring: listQuery,
          response: {
            200: z.object({
              data: z.array(emailRow),
              total: z.number(),
              page: z.number(),
              pageSize: z.number(),
            }),
          },
        },
      },
      async (request) => listEmails(db, request.query),
    );

    app.post(
      '/api/admin/emails/:id/retry',
      {
        config: { access: access.role('admin') },
        schema: {
          summary: 'Send a Failed email again (Pending now, with a fresh set of attempts)',
          description: '400: the email is not Failed; 404: unknown.',
          tags: ['emails'],
          params: z.object({ id: z.uuid({ error: mailMessages.emails.notFound }) }),
          response: { 200: messageSchema },
        },
      },
      async (request) => retryEmail(db, request.params.id),
    );
  };
}
