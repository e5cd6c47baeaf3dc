import {
  isNotificationEvent,
  NOTIFICATION_LABELS,
  type NotificationEvent,
  type NotificationPreference,
  type NotificationRow,
  notificationEventsFor,
  type RecipientKind,
  recipientKindOf,
} from '@tenderdesk/domain/notifications';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema/notifications';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';

/*
 * An account's own notifications and email preferences (decision 029). Every query is keyed by
 * the caller's kind and id: nobody reads or marks another account's notifications.
 */

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';
export const UNKNOWN_EVENT = (event: string) => `Unknown notification: ${event}.`;

type Recipient = { kind: RecipientKind; id: string };

const recipientOf = (caller: Caller): Recipient => ({ kind: recipientKindOf(caller.role), id: caller.id });

const mine = (recipient: Recipient) =>
  and(eq(notifications.recipientKind, recipient.kind), eq(notifications.recipientId, recipient.id));

async function unreadOf(db: Db, recipient: Recipient): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(recipient), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export async function listNotifications(
  db: Db,
  caller: Caller,
  query: { page: number; pageSize: number; unread?: boolean | undefined },
): Promise<{ data: NotificationRow[]; total: number; page: number; pageSize: number; unread: number }> {
  const recipient = recipientOf(caller);
  const where = query.unread ? and(mine(recipient), isNull(notifications.readAt)) : mine(recipient);
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(notifications).where(where),
    unreadOf(db, recipient),
  ]);
  return {
    data: rows.map((row) => ({
      _id: row.id,
      event: row.event as NotificationEvent,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt ? row.readAt.toISOString() : null,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    unread,
  };
}

export async function unreadCount(db: Db, caller: Caller): Promise<{ unread: number }> {
  return { unread: await unreadOf(db, recipientOf(caller)) };
}

/** Marks one of the caller's notifications read (again: a no-op); another account's is 404. */
export async function markRead(db: Db, caller: Caller, id: string): Promise<{ unread: number }> {
  if (!isUuid(id)) throw notFound(NOTIFICATION_NOT_FOUND);
  const recipient = recipientOf(caller);
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id.toLowerCase()), mine(recipient)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw notFound(NOTIFICATION_NOT_FOUND);
  return { unread: await unreadOf(db, recipient) };
}

export async function markAllRead(db: Db, caller: Caller): Promise<{ updated: number }> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine(recipientOf(caller)), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

export async function getPreferences(db: Db, caller: Caller): Promise<{ data: NotificationPreference[] }> {
  const recipient = recipientOf(caller);
  const stored = await db
    .select({ event: notificationPreferences.event, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.recipientKind, recipient.kind),
        eq(notificationPreferences.recipientId, recipient.id),
      ),
    );
  const choices = new Map(stored.map((row) => [row.event, row.email]));
  return {
    data: notificationEventsFor(recipient.kind).map((event) => ({
      event,
      label: NOTIFICATION_LABELS[event],
      email: choices.get(event) ?? true,
    })),
  };
}

/** Sets the caller's email choices; an unknown event or one of the other kind of account is 400. */
export async function setPreferences(
  db: Db,
  caller: Caller,
  preferences: readonly { event: string; email: boolean }[],
): Promise<{ data: NotificationPreference[] }> {
  const recipient = recipientOf(caller);
  const allowed = new Set<string>(notificationEventsFor(recipient.kind));
  for (const preference of preferences) {
    if (!isNotificationEvent(preference.event) || !allowed.has(preference.event)) {
      throw badRequest(UNKNOWN_EVENT(preference.event), 'preferences');
    }
  }
  // The last choice of an event sent twice wins (one upsert cannot touch a row twice).
  const choices = [...new Map(preferences.map((preference) => [preference.event, preference])).values()];
  if (choices.length > 0) {
    await inTransaction(db, async (tx) => {
      await tx
        .insert(notificationPreferences)
        .values(
          choices.map((preference) => ({
            recipientKind: recipient.kind,
            recipientId: recipient.id,
            event: preference.event,
            email: preference.email,
          })),
        )
        .onConflictDoUpdate({
          target: [
            notificationPreferences.recipientKind,
            notificationPreferences.recipientId,
            notificationPreferences.event,
          ],
          set: { email: sql`excluded.email` },
        });
    });
  }
  return getPreferences(db, caller);
}
