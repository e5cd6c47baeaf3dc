import { DEFAULT_LOCALE, type Locale } from '@tenderdesk/domain/i18n/locale';
import type { NotificationEvent, NotificationRow } from '@tenderdesk/domain/notifications';
import type { Page } from '@tenderdesk/domain/paging';
import { isNull } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import type { Db } from '../../db/client';
import { definePagedList } from '../../db/paging';
import { type NotificationTranslations, notifications } from '../../db/schema/notifications';
import { readingLocaleOf, recipientOf, unreadOf } from './recipient';

type Record = typeof notifications.$inferSelect;
type Translated = { translations: NotificationTranslations | null };

/**
 * A row in the language its recipient reads now (issue 26): the stored translation, else the
 * English (rows written before languages have none). Written in every language, a notification
 * follows a later change of language.
 */
function inLanguage({ translations, ...row }: NotificationRow & Translated, locale: Locale): NotificationRow {
  const translated = locale === DEFAULT_LOCALE ? undefined : translations?.[locale];
  return translated ? { ...row, title: translated.title, body: translated.body } : row;
}

/**
 * A recipient's notifications, newest first (index `(kind, id, created_at, id)`). Every module
 * notifies (shared/notify.ts) and unread ones coalesce, so totals are counted on every page.
 */
const notificationList = definePagedList({
  name: 'notifications_mine',
  table: notifications,
  id: notifications.id,
  filters: { kind: notifications.recipientKind, recipientId: notifications.recipientId },
  optional: { unread: () => isNull(notifications.readAt) },
  search: [],
  sorts: { createdAt: notifications.createdAt },
  select: (db) => db.select().from(notifications).$dynamic(),
  toItem: (row: Record): NotificationRow & Translated => ({
    _id: row.id,
    event: row.event as NotificationEvent,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
    translations: row.translations,
  }),
  countTtlMs: 0,
});

/**
 * GET /api/notifications: the caller's own, newest first, with its unread count, in `asked` (the
 * request's Accept-Language: the web sends the language on screen) or, asked in none (the spec's
 * client), in the language stored on the account.
 */
export async function listNotifications(
  db: Db,
  caller: Caller,
  query: { page: number; pageSize: number; unread?: boolean | undefined },
  asked?: Locale,
): Promise<Page<NotificationRow> & { unread: number }> {
  const recipient = recipientOf(caller);
  const [page, unread, locale] = await Promise.all([
    notificationList.page(
      db,
      { kind: recipient.kind, recipientId: recipient.id },
      { page: query.page, pageSize: query.pageSize, sort: '-createdAt' },
      { optional: { unread: query.unread ? true : undefined } },
    ),
    unreadOf(db, recipient),
    asked ?? readingLocaleOf(db, recipient),
  ]);
  return { ...page, data: page.data.map((row) => inLanguage(row, locale)), unread };
}

/** GET /api/notifications/unread-count. */
export async function unreadCount(db: Db, caller: Caller): Promise<{ unread: number }> {
  return { unread: await unreadOf(db, recipientOf(caller)) };
}
