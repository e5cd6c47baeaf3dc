import { createHash } from 'node:crypto';
import { DOCUMENT_CONTENT_TYPES } from '@tenderdesk/domain/documents';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client';
import { files } from '../../db/schema/files';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { contentDisposition, sanitiseFileName } from './names';
import type { ReceivedFile } from './uploads';

/** A file to store: its id (chosen by the caller, so its record can point at it) and what was received. */
export type NewFile = { id: string; file: ReceivedFile };

/**
 * Bytes sent to the database in one statement (decision 023). The drivers turn a bytea parameter
 * into hex text (twice its size; PGlite by way of an array of one string a byte, dozens of times
 * its size) and PGlite's WASM heap never shrinks, so a whole 10 MB file in one statement cost
 * hundreds of MB at once. A larger file goes in piece by piece into a temporary table of the
 * session, then into `files` in one statement that joins the pieces inside the database: memory
 * in this process is bounded by the piece, and each byte is written once (appending pieces to the
 * row rewrote the growing value each time: twice the time, and five times the WAL on PostgreSQL,
 * where a temporary table writes none).
 */
export const STORE_CHUNK_BYTES = 1024 * 1024;

/**
 * A piece of a file as a value the database decodes: base64 text, which both drivers send as it
 * is (a third larger than the bytes, where their own bytea encoding is hex, twice as large).
 */
const bytesOf = (piece: Buffer) => sql`decode(${piece.toString('base64')}, 'base64')`;

// Per session (connection), emptied at every commit; created on first use, so no migration.
const createPieces = sql.raw(
  'create temp table if not exists upload_pieces (file_id uuid not null, n integer not null, piece bytea not null) on commit delete rows',
);

/**
 * The one place where bytes go into the `files` table. `ownerKind` names the feature whose
 * records will point at these files (its registered FileOwner decides who may read them). Run it
 * in the transaction that writes the owning record, so a refused write leaves no file behind.
 * The type must already be checked: a file whose bytes proved no accepted type is a bug here.
 */
export async function storeFiles(db: DbOrTx, ownerKind: string, entries: readonly NewFile[]): Promise<void> {
  if (entries.length === 0) return;
  for (const { file } of entries) {
    if (!file.detectedType) throw new Error('file type not checked before storing');
  }
  // A savepoint in the caller's transaction (or a transaction of its own): a file is never left
  // with only some of its pieces.
  await inTransaction(db, (tx) => writeFiles(tx, ownerKind, entries));
}

async function writeFiles(tx: Tx, ownerKind: string, entries: readonly NewFile[]): Promise<void> {
  for (const { id, file } of entries) {
    const type = file.detectedType as NonNullable<typeof file.detectedType>;
    const { bytes } = file;
    let content = bytesOf(bytes);
    if (bytes.length > STORE_CHUNK_BYTES) {
      await tx.execute(createPieces);
      for (let offset = 0, n = 0; offset < bytes.length; offset += STORE_CHUNK_BYTES, n++) {
        const piece = bytesOf(bytes.subarray(offset, offset + STORE_CHUNK_BYTES));
        await tx.execute(
          sql`insert into upload_pieces (file_id, n, piece) values (${id}::uuid, ${n}::integer, ${piece})`,
        );
      }
      content = sql`(select string_agg(piece, ''::bytea order by n) from upload_pieces where file_id = ${id}::uuid)`;
    }
    await tx.insert(files).values({
      id,
      ownerKind,
      originalName: sanitiseFileName(file.originalName, type),
      contentType: DOCUMENT_CONTENT_TYPES[type],
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      content,
    });
    if (bytes.length > STORE_CHUNK_BYTES) {
      await tx.execute(sql`delete from upload_pieces where file_id = ${id}::uuid`);
    }
  }
}

/** What is known about a stored file without reading its content. */
export type StoredFileInfo = {
  id: string;
  ownerKind: string | null;
  originalName: string;
  contentType: string;
};

export type StoredFile = { originalName: string; contentType: string; content: Buffer };

/** A stored file's metadata; null for an unknown or malformed id. */
export async function findStoredFile(db: DbOrTx, fileId: string): Promise<StoredFileInfo | null> {
  if (!isUuid(fileId)) return null;
  const [row] = await db
    .select({
      id: files.id,
      ownerKind: files.ownerKind,
      originalName: files.originalName,
      contentType: files.contentType,
    })
    .from(files)
    .where(eq(files.id, fileId));
  return row ?? null;
}

/** A stored file with its bytes, to send once access is granted; null when it is gone. */
export async function readStoredFile(db: DbOrTx, fileId: string): Promise<StoredFile | null> {
  if (!isUuid(fileId)) return null;
  const [row] = await db
    .select({ originalName: files.originalName, contentType: files.contentType, content: files.content })
    .from(files)
    .where(eq(files.id, fileId));
  return row ?? null;
}

/**
 * Sends a stored file as a download that the browser must not render or keep: the type is the
 * one sniffed at upload, `nosniff` stops guessing, and `no-store` keeps it out of shared caches.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
