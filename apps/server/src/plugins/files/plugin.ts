import { messages } from '@tenderdesk/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Caller } from '../../core/caller';
import { forbidden, notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { access, callerOf } from '../auth';
import { documentResponse } from '../openapi';
import { parseStoredFileName, storedFileName } from './names';
import {
  discardStagedFiles,
  findStoredFile,
  openStoredFile,
  type StoredFileStream,
  sendStoredFile,
  stageFile,
} from './store';
import type { ReceivedFile } from './uploads';

/**
 * A feature's answer to "may this caller read a file of this record?": `allow`; `forbidden` (403:
 * the caller may not read such files at all); or `hidden` (404: the caller must not even learn
 * that the file exists, e.g. another supplier's document).
 */
export type FileAccess = 'allow' | 'forbidden' | 'hidden';

/**
 * How a feature owns files: `kind` is stored with each of its files (`storeFiles(tx, kind, ...)`),
 * `findOwner` finds the record that points at a file id (null: none does any more), and `mayRead`
 * is the feature's access rule for that record.
 */
export type FileOwner<Owner> = {
  kind: string;
  findOwner: (db: Db, fileId: string) => Promise<Owner | null>;
  mayRead: (caller: Caller, owner: Owner) => FileAccess | Promise<FileAccess>;
};

export type FileLayer = {
  /** Registers a feature's files; each kind once per app. */
  registerOwner: <Owner>(owner: FileOwner<Owner>) => void;
  /**
   * Writes a file of `request` as a staged file, in short transactions of its own, and answers its
   * id (decision 060); what the request's feature does not claim is removed before it answers.
   */
  stage: (request: FastifyRequest, file: ReceivedFile) => Promise<string>;
};

declare module 'fastify' {
  interface FastifyInstance {
    files: FileLayer;
  }
}

const fileNotFound = () => notFound(messages.files.notFound);

/** Turns a refusal into its error; nothing for `allow`. */
export function assertFileAccess(access: FileAccess): void {
  if (access === 'forbidden') throw forbidden(messages.auth.forbidden);
  if (access === 'hidden') throw fileNotFound();
}

/** A file to send once its owner's rule allowed the caller; 404 when the file is gone meanwhile. */
export async function readAllowedFile(db: Db, fileId: string): Promise<StoredFileStream> {
  const file = await openStoredFile(db, fileId);
  if (!file) throw fileNotFound();
  return file;
}

/**
 * `/uploads/<fileId>.<ext>`: finds the file whoever owns it, asks its owner's rule, and only then
 * reads the bytes. Unknown names, wrong extensions, files no record owns and kinds no feature
 * registered all answer the same 404.
 */
async function resolveUpload(
  db: Db,
  owners: ReadonlyMap<string, FileOwner<unknown>>,
  caller: Caller,
  filename: string,
): Promise<StoredFileStream> {
  const parsed = parseStoredFileName(filename);
  if (!parsed) throw fileNotFound();
  const info = await findStoredFile(db, parsed.fileId);
  // The extension must be the one the file is served under: one name per file.
  if (!info || storedFileName(info.id, info.contentType) !== `${parsed.fileId}.${parsed.extension}`) {
    throw fileNotFound();
  }
  const owner = info.ownerKind ? owners.get(info.ownerKind) : undefined;
  if (!owner) throw fileNotFound();
  const record = await owner.findOwner(db, info.id);
  if (record === null) throw fileNotFound();
  assertFileAccess(await owner.mayRead(caller, record));
  return readAllowedFile(db, info.id);
}

/**
 * The shared files layer: features register their owners on `app.files`, and `/uploads/{filename}`
 * serves any stored file to the callers its owner allows. Call after the auth plugin and before
 * the feature modules.
 */
export function registerFiles(app: FastifyInstance, db: Db) {
  const owners = new Map<string, FileOwner<unknown>>();
  const staged = new WeakMap<FastifyRequest, string[]>();
  const layer: FileLayer = {
    registerOwner: (owner) => {
      if (owners.has(owner.kind)) throw new Error(`file owner '${owner.kind}' registered twice`);
      owners.set(owner.kind, owner as FileOwner<unknown>);
    },
    stage: async (request, file) => {
      const id = await stageFile(db, file);
      staged.set(request, [...(staged.get(request) ?? []), id]);
      return id;
    },
  };
  app.decorate('files', layer);
  // Before the answer leaves: the request's staged files that its feature did not claim (a refused
  // form, a field it ignores) are removed, so a refusal leaves nothing stored.
  app.addHook('onSend', async (request, _reply, payload) => {
    const ids = staged.get(request);
    if (ids) {
      staged.delete(request);
      try {
        await discardStagedFiles(db, ids);
      } catch (error) {
        // The next upload removes them within the hour (stageFile).
        request.log.error({ err: error }, 'staged files not removed');
      }
    }
    return payload;
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/uploads/:filename',
    {
      // Any logged-in caller gets as far as the owner's rule, which decides.
      config: { access: access.authenticated },
      schema: {
        summary: 'Download a stored document by its name `<fileId>.<ext>`, if its owner allows',
        tags: ['files'],
        params: z.object({ filename: z.string().describe('`<fileId>.<ext>`, as a view names it') }),
        response: { 200: documentResponse },
      },
    },
    async (request, reply) =>
      sendStoredFile(reply, await resolveUpload(db, owners, callerOf(request), request.params.filename)),
  );
}
