import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns';

/**
 * Uploaded documents. The content lives here so that any server process can serve it. Rows are
 * written only by the files layer (`plugins/files/store.ts`); `owner_kind` names the feature whose
 * records own the file (`supplier`, later `tender`...), so `/uploads/{filename}` asks that
 * feature's access rule.
 */
export const files = pgTable('files', {
  id: id(),
  ownerKind: text(),
  originalName: text().notNull(),
  contentType: text().notNull(),
  size: integer().notNull(),
  sha256: text().notNull(),
  content: bytea().notNull(),
  createdAt: createdAt(),
});
