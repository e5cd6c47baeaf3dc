import type { NotificationEvent, NotificationRow } from '@tenderdesk/domain/notifications';
import type { Page } from '@tenderdesk/domain/paging';
import { isNull } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import type { Db } from '../../db/client';
import { definePagedList } from '../../db/paging';
import { notifications } from '../../db/schema/notifications';
import { recipientOf, unreadOf } from './recipient';

type Record = typeof notifications.$inferSelect;

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
  toItem: (row: Record): NotificationRow => ({
    _id: row.id,
    event: row.event as NotificationEvent,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  }),
  countTtlMs: 0,
});

/** GET /api/notifications: the caller's own, newest first, with its unread count. */
export async function listNotifications(
  db: Db,
  caller: Caller,
  query: { page: number; pageSize: number; unread?: boolean | undefined },
): Promise<Page<NotificationRow> & { unread: number }> {
  const recipient = recipientOf(caller);
  const [page, unread] = await Promise.all([
    notificationList.page(
      db,
      { kind: recipient.kind, recipientId: recipient.id },
      { page: query.page, pageSize: query.pageSize, sort: '-createdAt' },
      { optional: { unread: query.unread ? true : undefined } },
    ),
    unreadOf(db, recipient),
  ]);
  return { ...page, unread };
}

/** GET /api/notifications/unread-count. */
export async function unreadCount(db: Db, caller: Caller): Promise<{ unread: number }> {
  return { unread: await unreadOf(db, recipientOf(caller)) };
}
