import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns';

/**
 * Uploaded documents. The content lives in the database (`file_chunks`) so that any server process
 * can serve it. Rows are written only by the files layer (`plugins/files/store.ts`); `owner_kind`
 * names the feature whose records own the file (`supplier`, later `tender`...), so
 * `/uploads/{filename}` asks that feature's access rule.
 *
 * A `staged` file was written when its request was read, in short transactions of its own, and is
 * not yet claimed by a feature's record (decision 060): no record points at it, so nobody can read
 * it; the request that staged it claims it or removes it, and a staged file older than an hour (a
 * process that stopped in between) is removed by the next upload.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    ownerKind: text(),
    originalName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    staged: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('files_staged_idx').on(table.createdAt).where(sql`${table.staged}`)],
);

/**
 * A file's bytes in pieces of at most STORE_CHUNK_BYTES, in order (`n` from 0): each piece is
 * written by a statement of its own and read by one, so neither an upload nor a download holds the
 * database (PGlite's single engine above all) for longer than a piece takes.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    n: integer().notNull(),
    data: bytea().notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.n] })],
);
