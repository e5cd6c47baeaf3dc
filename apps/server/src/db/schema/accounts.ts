import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admins_email_lower_idx').on(sql`lower(${t.email})`),
    check('admins_role_check', sql`${t.role} in ('admin', 'subadmin')`),
  ],
);

/** Failed login attempts, kept in the database so every server process counts the same failures. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    email: text().notNull(),
    ip: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.email, t.ip, t.at)],
);

/** Server-wide settings that must be shared by every process (the generated JWT secret). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});
