import { messages } from '@tenderdesk/domain/messages';
import { MAX_NOTIFICATIONS_PAGE_SIZE, NOTIFICATION_EVENTS } from '@tenderdesk/domain/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import { idParams } from '../../plugins/openapi';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { listNotifications, unreadCount } from './list-notifications';
import { markAllRead, markRead } from './mark-read';
import { getPreferences, setPreferences } from './preferences';

const tags = ['notifications'];
const signedIn = { access: access.authenticated };

const notificationRow = z.object({
  _id: z.string(),
  event: z.enum(NOTIFICATION_EVENTS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});

const listQuery = z.object({
  page: z.coerce
    .number({ error: messages.list.pageInvalid })
    .int(messages.list.pageInvalid)
    .min(1, messages.list.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: messages.list.pageSizeInvalid(MAX_NOTIFICATIONS_PAGE_SIZE) })
    .int(messages.list.pageSizeInvalid(MAX_NOTIFICATIONS_PAGE_SIZE))
    .min(1, messages.list.pageSizeInvalid(MAX_NOTIFICATIONS_PAGE_SIZE))
    .max(MAX_NOTIFICATIONS_PAGE_SIZE, messages.list.pageSizeInvalid(MAX_NOTIFICATIONS_PAGE_SIZE))
    .default(20),
  unread: z.enum(['true', 'false'], { error: messages.http.invalidInput }).optional(),
});

const unreadAnswer = z.object({ unread: z.number() });
const preferenceRow = z.object({ event: z.enum(NOTIFICATION_EVENTS), label: z.string(), email: z.boolean() });
const preferencesAnswer = z.object({
  data: z.array(preferenceRow),
  emailEnabled: z.boolean().describe('Whether the portal sends emails at all (SMTP configured; issue 18)'),
});
const preferencesBody = z.object({
  preferences: z
    .array(
      z.object({
        event: z.string({ error: messages.http.invalidInput }).max(100, messages.http.invalidInput),
        email: z.boolean({ error: messages.http.invalidInput }),
      }),
      { error: messages.http.invalidInput },
    )
    .max(NOTIFICATION_EVENTS.length * 2, messages.http.invalidInput),
});

/** The caller's own notifications and email preferences (decision 029): any signed-in account. */
export function notificationRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    registerInbox(app, deps);
    registerPreferences(app, deps);
  };
}

/** The caller's notifications: the list, the unread count, marking read. */
function registerInbox(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.get(
    '/api/notifications',
    {
      config: signedIn,
      schema: {
        summary: "The caller's notifications, newest first, paged (unread=true: the unread ones)",
        description: 'pageSize at most 100 (default 20); the answer also carries the unread count.',
        tags,
        querystring: listQuery,
        response: {
          200: z.object({
            data: z.array(notificationRow),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
            unread: z.number(),
          }),
        },
      },
    },
    async (request) =>
      listNotifications(
        db,
        callerOf(request),
        {
          page: request.query.page,
          pageSize: request.query.pageSize,
          unread: request.query.unread === 'true',
        },
        request.headers['accept-language'] ? request.locale : undefined,
      ),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      config: signedIn,
      schema: {
        summary: "How many of the caller's notifications are unread",
        tags,
        response: { 200: unreadAnswer },
      },
    },
    async (request) => unreadCount(db, callerOf(request)),
  );

  app.put(
    '/api/notifications/read-all',
    {
      config: signedIn,
      schema: {
        summary: "Marks every one of the caller's notifications read",
        tags,
        response: { 200: z.object({ updated: z.number() }) },
      },
    },
    async (request) => markAllRead(db, callerOf(request)),
  );

  app.put(
    '/api/notifications/:id/read',
    {
      config: signedIn,
      schema: {
        summary: "Marks one of the caller's notifications read (404 for another account's)",
        tags,
        params: idParams('id'),
        response: { 200: unreadAnswer },
      },
    },
    async (request) => markRead(db, callerOf(request), request.params.id),
  );
}

/** The caller's email choice per event. */
function registerPreferences(app: ZodApp, deps: ModuleDeps) {
  const { db, mailer } = deps;
  app.get(
    '/api/notifications/preferences',
    {
      config: signedIn,
      schema: {
        summary: "Which of its kind's events the caller receives by email (in-app ones are always kept)",
        tags,
        response: { 200: preferencesAnswer },
      },
    },
    async (request) => ({ ...(await getPreferences(db, callerOf(request))), emailEnabled: mailer.enabled }),
  );

  app.put(
    '/api/notifications/preferences',
    {
      config: signedIn,
      schema: {
        summary: "Sets the caller's email choices per event",
        description: 'Answers the new list. 400: an unknown event, or one of the other kind of account.',
        tags,
        body: preferencesBody,
        response: { 200: preferencesAnswer },
      },
    },
    async (request) => ({
      ...(await setPreferences(db, callerOf(request), request.body.preferences)),
      emailEnabled: mailer.enabled,
    }),
  );
}
