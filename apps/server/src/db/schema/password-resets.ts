import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * Password reset links (issue 13, decision 027). Only the SHA-256 of a link's token is kept, so
 * the table cannot be used to reset anything. A link works once (`used_at`) and until `expires_at`
 * (30 minutes); a newer request for the same account replaces the older unused links.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    accountKind: text().notNull(), // 'admin' (admins and sub-admins) | 'supplier'
    accountId: uuid().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('password_resets_kind_check', sql`${t.accountKind} in ('admin', 'supplier')`),
    uniqueIndex('password_resets_token_hash_idx').on(t.tokenHash),
    index('password_resets_account_idx').on(t.accountKind, t.accountId),
    index('password_resets_expires_idx').on(t.expiresAt),
  ],
);
