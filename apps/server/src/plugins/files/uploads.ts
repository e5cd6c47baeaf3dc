import type { MultipartFile } from '@fastify/multipart';
import { type DocumentType, MAX_DOCUMENT_BYTES, sniffDocumentType } from '@tenderdesk/domain/documents';
import type { FastifyRequest } from 'fastify';
import { type AppError, badRequest, isAppError, tooLarge, unsupportedMedia } from '../../core/errors';

/**
 * A file received in memory, with the type its bytes prove (null: not an accepted type) and the
 * content type the client declared for it (proves nothing alone; a feature may require both agree).
 */
export type ReceivedFile = {
  bytes: Buffer;
  originalName: string;
  detectedType: DocumentType | null;
  declaredType?: string;
  /** Written to the database as the request was read (decision 060): `storeFiles` claims it. */
  stagedId?: string;
};

/** What a feature's multipart form may carry, and the words it answers with when it cannot be read. */
export type MultipartFormSpec<TextField extends string, FileField extends string> = {
  textFields: readonly TextField[];
  fileFields: readonly FileField[];
  /** Largest file, in bytes (default: the portal's 10 MB document limit). */
  maxFileBytes?: number;
  /** Files one field may repeat (default 1); all of them land in `fileLists`. */
  maxFilesPerField?: number;
  /** Largest text value, in bytes (default 16 KB; a longer one arrives cut short). */
  maxFieldBytes?: number;
  messages: {
    /** The body is not multipart at all (415). */
    notMultipart: string;
    /** A malformed or interrupted body (400). */
    unreadable: string;
    /** One file is over the limit (413, naming the field). */
    fileTooLarge: (field: FileField) => string;
    /** One field repeats more than `maxFilesPerField` files (400, naming the field). */
    tooManyFiles?: (field: FileField) => string;
  };
};

export type MultipartForm<TextField extends string, FileField extends string> = {
  fields: Partial<Record<TextField, string>>;
  files: Partial<Record<FileField, ReceivedFile>>;
  /** Every file of each field, in the order sent (one at most unless `maxFilesPerField`). */
  fileLists: Partial<Record<FileField, ReceivedFile[]>>;
};

// A few more file parts than the form's own are drained and ignored, so a stray empty file input
// does not fail the form. 16 KB a text value is far above every length cap, which then reports the
// field by name.
const EXTRA_FILE_PARTS = 2;
const MAX_FIELDS = 40;
const MAX_FIELD_BYTES = 16 * 1024;

async function bufferFile(part: MultipartFile, makeTooLarge: () => AppError): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  // busboy stops at the limit and marks the stream truncated rather than failing it.
  if (part.file.truncated) throw makeTooLarge();
  return Buffer.concat(chunks);
}

async function drain(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file) {
    // discarded: not one of the form's files
  }
}

/**
 * Each document of an accepted type goes to the database once the form is read, in short
 * transactions of its own, so that the feature's transaction only claims it (decision 060).
 */
async function stageDocuments(request: FastifyRequest, received: readonly ReceivedFile[]) {
  for (const file of received) {
    if (file.detectedType && file.bytes.length > 0 && request.server.files) {
      file.stagedId = await request.server.files.stage(request, file);
    }
  }
}

/**
 * Reads a multipart form: the known text fields (first value wins) and the known files (first
 * part wins), each buffered in memory up to the size limit and typed by its magic bytes. Anything
 * unknown is ignored. An empty, nameless file part (an empty file input) counts as no file.
 */
export async function readMultipartForm<TextField extends string, FileField extends string>(
  request: FastifyRequest,
  spec: MultipartFormSpec<TextField, FileField>,
): Promise<MultipartForm<TextField, FileField>> {
  if (!request.isMultipart()) throw unsupportedMedia(spec.messages.notMultipart);
  const textFields: ReadonlySet<string> = new Set(spec.textFields);
  const fileFields: ReadonlySet<string> = new Set(spec.fileFields);
  const perField = spec.maxFilesPerField ?? 1;
  const limits = {
    fileSize: spec.maxFileBytes ?? MAX_DOCUMENT_BYTES,
    files: spec.fileFields.length * perField + EXTRA_FILE_PARTS,
    fields: MAX_FIELDS,
    fieldSize: spec.maxFieldBytes ?? MAX_FIELD_BYTES,
  };
  const fields: MultipartForm<TextField, FileField>['fields'] = {};
  const files: MultipartForm<TextField, FileField>['files'] = {};
  const fileLists: MultipartForm<TextField, FileField>['fileLists'] = {};
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        const name = part.fieldname as TextField;
        if (textFields.has(name) && fields[name] === undefined && typeof part.value === 'string') {
          fields[name] = part.value;
        }
        continue;
      }
      const name = part.fieldname as FileField;
      const list = fileLists[name] ?? [];
      if (!fileFields.has(name) || (list.length >= perField && perField === 1)) {
        await drain(part);
        continue;
      }
      const bytes = await bufferFile(part, () => tooLarge(spec.messages.fileTooLarge(name), name));
      if (bytes.length === 0 && !part.filename) continue;
      if (list.length >= perField) {
        throw badRequest(spec.messages.tooManyFiles?.(name) ?? spec.messages.unreadable, name);
      }
      const file: ReceivedFile = {
        bytes,
        originalName: part.filename ?? '',
        detectedType: sniffDocumentType(bytes),
        declaredType: part.mimetype,
      };
      files[name] ??= file;
      list.push(file);
      fileLists[name] = list;
    }
  } catch (error) {
    if (isAppError(error)) throw error;
    // The parser's own limits (too many files or fields) are 413s with safe messages.
    if ((error as { statusCode?: number }).statusCode === 413) throw error;
    // Anything else is a malformed or interrupted body: the client's fault, not a 500.
    throw badRequest(spec.messages.unreadable);
  }
  await stageDocuments(request, Object.values(fileLists).flat() as ReceivedFile[]);
  return { fields, files, fileLists };
}
