import { createHash } from 'node:crypto';
import { DOCUMENT_CONTENT_TYPES } from '@tenderdesk/domain/documents';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema/files';
import { isUuid } from '../../db/uuid';
import { contentDisposition, sanitiseFileName } from './names';
import type { ReceivedFile } from './uploads';

/** A file to store: its id (chosen by the caller, so its record can point at it) and what was received. */
export type NewFile = { id: string; file: ReceivedFile };

/**
 * The one place where bytes go into the `files` table. `ownerKind` names the feature whose
 * records will point at these files (its registered FileOwner decides who may read them). Run it
 * in the transaction that writes the owning record, so a refused write leaves no file behind.
 * The type must already be checked: a file whose bytes proved no accepted type is a bug here.
 */
export async function storeFiles(tx: DbOrTx, ownerKind: string, entries: readonly NewFile[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map(({ id, file }) => {
    if (!file.detectedType) throw new Error('file type not checked before storing');
    return {
      id,
      ownerKind,
      originalName: sanitiseFileName(file.originalName, file.detectedType),
      contentType: DOCUMENT_CONTENT_TYPES[file.detectedType],
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      content: file.bytes,
    };
  });
  await tx.insert(files).values(rows);
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
