import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns';

/** Uploaded documents. The content lives here so that any server process can serve it. */
export const files = pgTable('files', {
  id: id(),
  originalName: text().notNull(),
  contentType: text().notNull(),
  size: integer().notNull(),
  sha256: text().notNull(),
  content: bytea().notNull(),
  createdAt: createdAt(),
});
