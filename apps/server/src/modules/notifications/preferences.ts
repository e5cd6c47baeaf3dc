import {
  isNotificationEvent,
  NOTIFICATION_LABELS,
  type NotificationPreference,
  notificationEventsFor,
} from '@tenderdesk/domain/notifications';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { notificationPreferences } from '../../db/schema/notifications';
import { inTransaction } from '../../db/transaction';
import { recipientOf, UNKNOWN_EVENT } from './recipient';

/*
 * The caller's email choice per event of its kind (decision 029): GET and PUT
 * /api/notifications/preferences. In-app notifications are always kept.
 */

/** GET /api/notifications/preferences. */
export async function getPreferences(
  db: DbOrTx,
  caller: Caller,
): Promise<{ data: NotificationPreference[] }> {
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
  db: DbOrTx,
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
