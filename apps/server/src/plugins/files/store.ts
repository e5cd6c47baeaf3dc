import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DOCUMENT_CONTENT_TYPES } from '@tenderdesk/domain/documents';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { fileChunks, files } from '../../db/schema/files';
import type { StoredFile } from '../../db/stored-files';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { contentDisposition, sanitiseFileName } from './names';
import type { ReceivedFile } from './uploads';

/** A file to store: its id (chosen by the caller, so its record can point at it) and what was received. */
export type NewFile = { id: string; file: ReceivedFile };

/**
 * Bytes in one piece of a stored file (decision 060). Each piece goes to the database in a statement
 * of its own and comes back in one, so an upload or a download holds PGlite's single engine for a
 * piece at a time (a few milliseconds), never for a whole 10 MB file, and this process's memory
 * per statement is bounded by the piece. The drivers turn a bytea parameter into hex text (twice
 * its size; PGlite by way of an array of one string a byte), so pieces travel as base64 text,
 * which both send as it is.
 */
export const STORE_CHUNK_BYTES = 64 * 1024;

/** How long a staged file may wait for its request before the next upload removes it. */
const STAGED_FILE_TTL = sql.raw("interval '1 hour'");

/** A piece of a file as a value the database decodes. */
const bytesOf = (piece: Buffer) => sql`decode(${piece.toString('base64')}, 'base64')`;

/** The row of `files` for a received file (its type already checked) under `id`. */
function fileRow(id: string, ownerKind: string | null, file: ReceivedFile, staged: boolean) {
  if (!file.detectedType) throw new Error('file type not checked before storing');
  const type = file.detectedType;
  return {
    id,
    ownerKind,
    originalName: sanitiseFileName(file.originalName, type),
    contentType: DOCUMENT_CONTENT_TYPES[type],
    size: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    staged,
  };
}

/** The file's pieces, each in a statement of its own (in `db`'s transaction, if it is one). */
async function writePieces(db: DbOrTx, id: string, bytes: Buffer): Promise<void> {
  for (let offset = 0, n = 0; offset < bytes.length || n === 0; offset += STORE_CHUNK_BYTES, n++) {
    const piece = bytesOf(bytes.subarray(offset, offset + STORE_CHUNK_BYTES));
    await db.execute(
      sql`insert into file_chunks (file_id, n, data) values (${id}::uuid, ${n}::integer, ${piece})`,
    );
  }
}

/**
 * Writes a received file as a staged file, before the request's transaction (decision 060): its
 * row, then each piece, every statement a short transaction of its own. Nobody can read it until a
 * feature's `storeFiles` claims it; the request removes it otherwise (`discardStagedFiles`). Also
 * removes staged files older than an hour, which a stopped process left behind. Answers its id.
 */
export async function stageFile(db: Db, file: ReceivedFile): Promise<string> {
  await db
    .delete(files)
    .where(and(eq(files.staged, true), lt(files.createdAt, sql`now() - ${STAGED_FILE_TTL}`)));
  const id = randomUUID();
  await db.insert(files).values(fileRow(id, null, file, true));
  try {
    await writePieces(db, id, file.bytes);
  } catch (error) {
    await db.delete(files).where(eq(files.id, id));
    throw error;
  }
  return id;
}

/** Removes the staged files among `ids` that no feature claimed (their pieces go with them). */
export async function discardStagedFiles(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(files).where(and(inArray(files.id, [...ids]), eq(files.staged, true)));
}

/**
 * The one place where files become a feature's. `ownerKind` names the feature whose records will
 * point at these files (its registered FileOwner decides who may read them). Run it in the
 * transaction that writes the owning record, so a refused write leaves no file behind. A file
 * staged when its request was read is claimed (renamed to the entry's id: its pieces follow by the
 * foreign key); any other is written here, in pieces. The type must already be checked: a file
 * whose bytes proved no accepted type is a bug here.
 */
export async function storeFiles(db: DbOrTx, ownerKind: string, entries: readonly NewFile[]): Promise<void> {
  if (entries.length === 0) return;
  for (const { file } of entries) {
    if (!file.detectedType) throw new Error('file type not checked before storing');
  }
  // A savepoint in the caller's transaction (or a transaction of its own): a file is never left
  // with only some of its pieces.
  await inTransaction(db, async (tx) => {
    for (const { id, file } of entries) {
      if (file.stagedId && (await claimStaged(tx, file.stagedId, id, ownerKind))) continue;
      await tx.insert(files).values(fileRow(id, ownerKind, file, false));
      await writePieces(tx, id, file.bytes);
    }
  });
}

/**
 * The id to store a received file under: its staged id when it was staged, so that claiming it
 * changes one row and not its pieces (a record may name any other id: `storeFiles` then renames
 * the staged file, and its pieces follow by the foreign key).
 */
export const newFileId = (file: ReceivedFile): string => file.stagedId ?? randomUUID();

/** Makes a staged file `ownerKind`'s under `id`; false when it is gone (discarded, or claimed already). */
async function claimStaged(tx: Tx, stagedId: string, id: string, ownerKind: string): Promise<boolean> {
  const claimed = await tx
    .update(files)
    .set(id === stagedId ? { ownerKind, staged: false } : { id, ownerKind, staged: false })
    .where(and(eq(files.id, stagedId), eq(files.staged, true)))
    .returning({ id: files.id });
  return claimed.length === 1;
}

/** What is known about a stored file without reading its content. */
export type StoredFileInfo = {
  id: string;
  ownerKind: string | null;
  originalName: string;
  contentType: string;
};

/** A stored file's metadata; null for an unknown or malformed id, or a file still staged. */
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
    .where(and(eq(files.id, fileId), eq(files.staged, false)));
  return row ?? null;
}

export { readStoredFile, type StoredFile } from '../../db/stored-files';

/** A stored file to send: its bytes come piece by piece as the client takes them. */
export type StoredFileStream = { originalName: string; contentType: string; size: number; content: Readable };

/**
 * A stored file to send once access is granted, read piece by piece as the client takes them (one
 * short statement a piece); null when it is gone. A file removed while it is sent ends the answer
 * with an error, so the client sees a failed download rather than a short one.
 */
export async function openStoredFile(db: Db, fileId: string): Promise<StoredFileStream | null> {
  if (!isUuid(fileId)) return null;
  const [row] = await db
    .select({ originalName: files.originalName, contentType: files.contentType, size: files.size })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.staged, false)));
  if (!row) return null;
  const { size } = row;
  async function* pieces() {
    let sent = 0;
    for (let n = 0; sent < size || n === 0; n++) {
      const [piece] = await db
        .select({ base64: sql<string>`encode(${fileChunks.data}, 'base64')` })
        .from(fileChunks)
        .where(and(eq(fileChunks.fileId, fileId), eq(fileChunks.n, n)));
      if (!piece) throw new Error('stored file removed while it was sent');
      const bytes = Buffer.from(piece.base64, 'base64');
      sent += bytes.length;
      yield bytes;
    }
  }
  return { ...row, content: Readable.from(pieces(), { objectMode: false }) };
}

/**
 * Sends a stored file as a download that the browser must not render or keep: the type is the
 * one sniffed at upload, `nosniff` stops guessing, and `no-store` keeps it out of shared caches.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile | StoredFileStream) {
  const length = 'size' in file ? file.size : file.content.length;
  return reply
    .header('content-type', file.contentType)
    .header('content-length', length)
    .header('content-disposition', contentDisposition(file.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
