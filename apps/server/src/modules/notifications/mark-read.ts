import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { mine, NOTIFICATION_NOT_FOUND, recipientOf, unreadOf } from './recipient';

/**
 * PUT /api/notifications/{id}/read: marks one of the caller's notifications read (again: a
 * no-op); another account's is 404. Answers the unread count.
 */
export async function markRead(db: DbOrTx, caller: Caller, id: string): Promise<{ unread: number }> {
  if (!isUuid(id)) throw notFound(NOTIFICATION_NOT_FOUND);
  const recipient = recipientOf(caller);
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id.toLowerCase()), mine(recipient)))
      .returning({ id: notifications.id });
    if (rows.length === 0) throw notFound(NOTIFICATION_NOT_FOUND);
    return { unread: await unreadOf(tx, recipient) };
  });
}

/** PUT /api/notifications/read-all: every unread one of the caller's. */
export async function markAllRead(db: DbOrTx, caller: Caller): Promise<{ updated: number }> {
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(mine(recipientOf(caller)), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return { updated: rows.length };
  });
}
