import { DEFAULT_LOCALE, isLocale, type Locale } from '@tenderdesk/domain/i18n/locale';
import { type RecipientKind, recipientKindOf } from '@tenderdesk/domain/notifications';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import type { DbOrTx } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { notifications } from '../../db/schema/notifications';
import { suppliers } from '../../db/schema/suppliers';

/*
 * The caller as a recipient of notifications (decision 029), shared by the module's use cases.
 * Every query is keyed by the caller's kind and id: nobody reads or marks another account's
 * notifications.
 */

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';
export const UNKNOWN_EVENT = (event: string) => `Unknown notification: ${event}.`;

export type Recipient = { kind: RecipientKind; id: string };

export const recipientOf = (caller: Caller): Recipient => ({
  kind: recipientKindOf(caller.role),
  id: caller.id,
});

export const mine = (recipient: Recipient) =>
  and(eq(notifications.recipientKind, recipient.kind), eq(notifications.recipientId, recipient.id));

export async function unreadOf(db: DbOrTx, recipient: Recipient): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(recipient), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** The language the recipient reads in now (the account's choice; English while none), issue 26. */
export async function readingLocaleOf(db: DbOrTx, recipient: Recipient): Promise<Locale> {
  const table = recipient.kind === 'admin' ? admins : suppliers;
  const [row] = await db.select({ locale: table.locale }).from(table).where(eq(table.id, recipient.id));
  return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
}
