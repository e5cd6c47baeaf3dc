import {
  DOCUMENT_EXTENSIONS,
  type DocumentType,
  documentTypeFromContentType,
} from '@tenderdesk/domain/documents';

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

/** The public name of a stored file: `<fileId>.<ext>`, as used in /uploads/{filename}. */
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
