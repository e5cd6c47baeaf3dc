import type { MultipartFile } from '@fastify/multipart';
import {
  DOCUMENT_EXTENSIONS,
  type DocumentType,
  documentTypeFromContentType,
  MAX_DOCUMENT_BYTES,
  sniffDocumentType,
} from '@tenderdesk/domain/documents';
import { messages } from '@tenderdesk/domain/messages';
import {
  REGISTRATION_DOCUMENT_FIELDS,
  REGISTRATION_LABELS,
  REGISTRATION_TEXT_FIELDS,
  type RegistrationDocumentField,
  type RegistrationTextField,
} from '@tenderdesk/domain/supplier-registration';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';

/** A document received in memory, with the type its bytes prove (null: not an accepted type). */
export type UploadedDocument = { bytes: Buffer; originalName: string; detectedType: DocumentType | null };

export type RegistrationUpload = {
  fields: Partial<Record<RegistrationTextField, string>>;
  documents: Partial<Record<RegistrationDocumentField, UploadedDocument>>;
};

const TEXT_FIELDS: ReadonlySet<string> = new Set(REGISTRATION_TEXT_FIELDS);
const DOCUMENT_FIELDS: ReadonlySet<string> = new Set(REGISTRATION_DOCUMENT_FIELDS);

// Per-request parser limits. Only the two known documents are kept (at most 2 x 10 MB in memory);
// a few extra file parts are drained and ignored so a stray empty file input does not fail the
// form. 16 KB a text value is far above every length cap, which then reports the field by name.
const UPLOAD_LIMITS = { fileSize: MAX_DOCUMENT_BYTES, files: 4, fields: 40, fieldSize: 16 * 1024 };

async function bufferDocument(part: MultipartFile, field: RegistrationDocumentField): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  // busboy stops at the limit and marks the stream truncated rather than failing it.
  if (part.file.truncated) {
    throw new HttpError(413, messages.registration.documentTooLarge(REGISTRATION_LABELS[field]), field);
  }
  return Buffer.concat(chunks);
}

async function drain(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file) {
    // discarded: only the two registration documents are kept
  }
}

/**
 * Reads the registration form: known text fields (first value wins) and the two documents,
 * buffered in memory. Anything unknown is ignored. A document over 10 MB answers 413 naming it.
 */
export async function readRegistrationUpload(request: FastifyRequest): Promise<RegistrationUpload> {
  if (!request.isMultipart()) throw new HttpError(415, messages.registration.notMultipart);
  const fields: RegistrationUpload['fields'] = {};
  const documents: RegistrationUpload['documents'] = {};
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'field') {
        const name = part.fieldname as RegistrationTextField;
        if (TEXT_FIELDS.has(name) && fields[name] === undefined && typeof part.value === 'string') {
          fields[name] = part.value;
        }
        continue;
      }
      const name = part.fieldname as RegistrationDocumentField;
      if (!DOCUMENT_FIELDS.has(name) || documents[name]) {
        await drain(part);
        continue;
      }
      const bytes = await bufferDocument(part, name);
      // An empty file input is sent as a nameless, empty part: that is "no document chosen".
      if (bytes.length === 0 && !part.filename) continue;
      documents[name] = { bytes, originalName: part.filename ?? '', detectedType: sniffDocumentType(bytes) };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The parser's own limits (too many files or fields) are 413s with safe messages.
    if ((error as { statusCode?: number }).statusCode === 413) throw error;
    // Anything else is a malformed or interrupted body: the client's fault, not a 500.
    throw new HttpError(400, messages.registration.unreadableUpload);
  }
  return { fields, documents };
}

const MAX_NAME_LENGTH = 200;

/**
 * The uploader's file name, made safe to store and to echo in a header: no path, no control or
 * invisible formatting characters (which can disguise an extension), a bounded length.
 */
export function sanitiseFileName(name: string, type: DocumentType): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  if (cleaned === '' || /^\.+$/.test(cleaned)) return `document.${DOCUMENT_EXTENSIONS[type]}`;
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/** The public name of a stored document: `<fileId>.<ext>`, as used in /uploads/{filename}. */
export function storedFileName(fileId: string | null, contentType: string | null): string | null {
  if (!fileId || !contentType) return null;
  const type = documentTypeFromContentType(contentType);
  return type ? `${fileId}.${DOCUMENT_EXTENSIONS[type]}` : null;
}

const STORED_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z]{3,4})$/i;

/** Splits `<fileId>.<ext>`; null for anything else (including path tricks). */
export function parseStoredFileName(name: string): { fileId: string; extension: string } | null {
  const match = STORED_NAME.exec(name);
  if (!match?.[1] || !match[2]) return null;
  return { fileId: match[1].toLowerCase(), extension: match[2].toLowerCase() };
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 `filename*`. */
export function contentDisposition(originalName: string): string {
  const fallback = originalName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(originalName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export type StoredDocument = { originalName: string; contentType: string; content: Buffer };

/**
 * Sends a stored document as a download that the browser must not render or keep: the type is the
 * one sniffed at upload, `nosniff` stops guessing, and `no-store` keeps it out of shared caches.
 */
export function sendDocument(reply: FastifyReply, document: StoredDocument) {
  return reply
    .header('content-type', document.contentType)
    .header('content-disposition', contentDisposition(document.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(document.content);
}
