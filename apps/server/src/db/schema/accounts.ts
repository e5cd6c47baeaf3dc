import { LOCALES } from '@tenderdesk/domain/i18n/locale';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, statusCheck, statusColumn, updatedAt } from './columns';

/**
 * One row per email address in use by any account, admin or supplier. Its primary key is what makes
 * "an email names one account" a database rule that concurrent requests cannot break.
 */
export const accountEmails = pgTable('account_emails', {
  email: text().primaryKey(), // always lower-cased
  accountKind: text().notNull(), // 'admin' | 'supplier'
  accountId: uuid().notNull(),
});

/** Admins and sub-admins. */
export const admins = pgTable(
  'admins',
  {
    id: id(),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: text().notNull(), // 'admin' | 'subadmin'
    permissions: jsonb().notNull().default({}),
    tokenVersion: integer().notNull().default(0),
    /** The language the person chose (issue 26): 'en' or 'hi'; null until they choose. */
    locale: statusColumn(LOCALES),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admins_email_lower_idx').on(sql`lower(${t.email})`),
    check('admins_role_check', sql`${t.role} in ('admin', 'subadmin')`),
    statusCheck('admins_locale_check', t.locale, LOCALES),
  ],
);

/**
 * Login attempt counters, one row per bucket: an address-and-email pair (`ip` set) or a whole
 * account (`ip` = '*'). Counting and checking are one atomic upsert (decision 019), so concurrent
 * attempts cannot all slip under the limit, and every server process shares the same counts.
 */
export const loginLimits = pgTable(
  'login_limits',
  {
    email: text().notNull(), // normalised, whether or not an account has it
    ip: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.email, t.ip] }), index('login_limits_window_idx').on(t.windowStart)],
);

/**
 * Sessions ended by logout (decision 020). A token names its session (`sid`); a revoked session's
 * tokens are refused until they would have expired anyway, after which the row is pruned.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sid: uuid().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/** Server-wide settings that must be shared by every process (the generated JWT secret). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});
