import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { fileChunks, files } from './schema/files';
import { isUuid } from './uuid';

/*
 * A stored file read whole (decision 060): for small files the server itself uses (the logo printed
 * on documents) and for tests. Downloads stream piece by piece instead (plugins/files/store.ts).
 */

/** A stored file with its bytes in memory: for small files the server itself uses (a logo in a PDF). */
export type StoredFile = { originalName: string; contentType: string; content: Buffer };

/** A file's bytes, joined in the database; null when it is gone. */
async function readContent(db: DbOrTx, fileId: string): Promise<Buffer | null> {
  const [row] = await db
    .select({
      content: sql<
        Buffer | Uint8Array | null
      >`string_agg(${fileChunks.data}, ''::bytea order by ${fileChunks.n})`,
    })
    .from(fileChunks)
    .where(eq(fileChunks.fileId, fileId));
  const content = row?.content;
  return content ? Buffer.from(content) : null;
}

/** A stored file with all its bytes, for small files; null for an unknown id or a file that is gone. */
export async function readStoredFile(db: DbOrTx, fileId: string): Promise<StoredFile | null> {
  if (!isUuid(fileId)) return null;
  const [row] = await db
    .select({ originalName: files.originalName, contentType: files.contentType })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.staged, false)));
  if (!row) return null;
  const content = await readContent(db, fileId);
  return content ? { ...row, content } : null;
}
