import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { tenders } from './tenders';

/**
 * Built comparative statements (decision 041), one per tender and format (`xlsx`, `pdf`, `pdf-hi`: the PDF in Hindi), kept with
 * the fingerprint of what they show (modules/awards/statement-cache.ts): a download whose
 * fingerprint matches is sent from here, by any server instance, without building it again.
 */
export const statementCache = pgTable(
  'statement_cache',
  {
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    format: text().notNull(),
    fingerprint: text().notNull(),
    fileName: text().notNull(),
    content: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenderId, t.format] })],
);
