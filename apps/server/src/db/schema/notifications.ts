import type { Locale } from '@tenderdesk/domain/i18n/locale';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { tenders } from './tenders';

/**
 * In-app notifications (issue 13, decision 029): one row per recipient and event, written by
 * `db/notify.ts` in the transaction of the change it is about. The recipient is an account of
 * either kind ('admin' for admins and sub-admins, 'supplier'), hence no foreign key; `link` is an
 * app path (`/rfq/<id>`).
 */

/** A notification's title and body in the languages besides English (issue 26): `{ hi: {...} }`. */
export type NotificationTranslations = Partial<Record<Locale, { title: string; body: string }>>;
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientKind: text().notNull(),
    recipientId: uuid().notNull(),
    event: text().notNull(),
    /** English, as the spec's client reads it; the other languages in `translations`. */
    title: text().notNull(),
    body: text().notNull(),
    /** The same notification in the other languages, so it reads in whatever language its
     * recipient chooses later (issue 26); null on rows written before languages. */
    translations: jsonb().$type<NotificationTranslations>(),
    link: text().notNull(),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
    /** Notifications of one event and group coalesce while unread (db/notify.ts, decision 041). */
    groupKey: text(),
  },
  (t) => [
    check('notifications_kind_check', sql`${t.recipientKind} in ('admin', 'supplier')`),
    // A recipient's page, newest first.
    index('notifications_recipient_created_idx').on(t.recipientKind, t.recipientId, t.createdAt, t.id),
    // A recipient's unread count.
    index('notifications_recipient_unread_idx')
      .on(t.recipientKind, t.recipientId)
      .where(sql`${t.readAt} is null`),
    // A recipient's unread notification of a group (coalescing).
    index('notifications_recipient_group_idx')
      .on(t.recipientKind, t.recipientId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
  ],
);

/**
 * Which events an account receives by email. No row: email on; in-app notifications are always
 * kept whatever the choice.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    recipientKind: text().notNull(),
    recipientId: uuid().notNull(),
    event: text().notNull(),
    email: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipientKind, t.recipientId, t.event] })],
);

/**
 * The 24-hours-before-closing reminder, sent once per tender and closing date: a row is claimed
 * and written by the reminder job in the transaction that notifies (decision 029). An addendum
 * that moves the closing date makes the tender due again for its new date.
 */
export const tenderReminders = pgTable(
  'tender_reminders',
  {
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    closingDate: date({ mode: 'string' }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenderId, t.closingDate] })],
);
